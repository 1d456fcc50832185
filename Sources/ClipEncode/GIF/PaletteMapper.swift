/// Exact nearest-palette-colour lookup (squared RGB distance) with a lazily built per-cell
/// candidate list: the RGB cube is split into 32×32×32 cells, and each cell keeps only the palette
/// entries that can be nearest to some colour inside it (entries whose minimum distance to the
/// cell is within the smallest maximum distance of any entry).
///
/// Cost: first query in a cell O(palette); then O(candidates), usually 1–6. Ties go to the lowest
/// index (deterministic).
struct PaletteMapper {
    let palette: [PaletteColor]
    private var cellStart: [Int32] // -1 = not built yet; else offset into `candidates`
    private var cellCount: [UInt16]
    private var candidates: [UInt8] = []
    private let pr: [Int32], pg: [Int32], pb: [Int32]

    init(palette: [PaletteColor]) {
        precondition(!palette.isEmpty && palette.count <= 256, "PaletteMapper: 1...256 colours")
        self.palette = palette
        cellStart = [Int32](repeating: -1, count: 1 << 15)
        cellCount = [UInt16](repeating: 0, count: 1 << 15)
        pr = palette.map { Int32($0.r) }; pg = palette.map { Int32($0.g) }; pb = palette.map { Int32($0.b) }
    }

    /// Index of the palette entry nearest to (r, g, b).
    @inline(__always)
    mutating func nearest(_ r: Int32, _ g: Int32, _ b: Int32) -> UInt8 {
        let cell = Int(r >> 3) << 10 | Int(g >> 3) << 5 | Int(b >> 3)
        if cellStart[cell] < 0 { buildCell(cell) }
        let start = Int(cellStart[cell]), count = Int(cellCount[cell])
        if count == 1 { return candidates[start] }
        var best = candidates[start], bestD = Int32.max
        for k in start..<(start + count) {
            let i = Int(candidates[k])
            let dr = pr[i] - r, dg = pg[i] - g, db = pb[i] - b
            let d = dr * dr + dg * dg + db * db
            if d < bestD { bestD = d; best = UInt8(i) }
        }
        return best
    }

    /// Squared distance from palette entry `i` to (r, g, b).
    @inline(__always)
    func distance(_ i: Int, _ r: Int32, _ g: Int32, _ b: Int32) -> Int32 {
        let dr = pr[i] - r, dg = pg[i] - g, db = pb[i] - b
        return dr * dr + dg * dg + db * db
    }

    private mutating func buildCell(_ cell: Int) {
        let lo = SIMD3<Int32>(Int32(cell >> 10 & 31) << 3, Int32(cell >> 5 & 31) << 3, Int32(cell & 31) << 3)
        let hi = lo &+ 7
        var minD = [Int32](repeating: 0, count: palette.count)
        var threshold = Int32.max
        for i in 0..<palette.count {
            let p = SIMD3<Int32>(pr[i], pg[i], pb[i])
            var dmin: Int32 = 0, dmax: Int32 = 0
            for c in 0..<3 {
                let below = lo[c] - p[c], above = p[c] - hi[c]
                let near = max(0, max(below, above))
                let far = max(abs(p[c] - lo[c]), abs(p[c] - hi[c]))
                dmin += near * near; dmax += far * far
            }
            minD[i] = dmin
            threshold = min(threshold, dmax)
        }
        cellStart[cell] = Int32(candidates.count)
        var n = 0
        for i in 0..<palette.count where minD[i] <= threshold { candidates.append(UInt8(i)); n += 1 }
        cellCount[cell] = UInt16(n)
    }
}
