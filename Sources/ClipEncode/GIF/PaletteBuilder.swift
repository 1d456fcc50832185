/// Builds a palette of at most `maxColors` colours for weighted samples: variance-minimising
/// median cut (split the box with the largest weighted squared error, along its widest axis, at
/// the cut that minimises the two halves' error), then Lloyd (k-means) refinement.
///
/// Plain RGB squared distance is used throughout: it is what PSNR measures. Deterministic: ties
/// are broken by sample order, and every loop runs in a fixed order.
///
/// Cost: median cut O(n log n · colours) worst case; each k-means pass O(n · colours).
enum PaletteBuilder {
    static func build(_ samples: [PaletteSample], maxColors: Int, refinementPasses: Int = 12) -> [PaletteColor] {
        precondition(maxColors >= 1, "PaletteBuilder: maxColors must be >= 1")
        if samples.isEmpty { return [PaletteColor(0, 0, 0)] }
        if samples.count <= maxColors {
            return uniqueRounded(samples.map(\.color))
        }
        var items = samples
        var boxes = [Box(range: 0..<items.count, items: items)]
        while boxes.count < maxColors {
            // The box with the largest error that can still be split.
            var best = -1, bestError = -1.0
            for (i, b) in boxes.enumerated() where b.range.count >= 2 && b.error > bestError {
                best = i; bestError = b.error
            }
            if best < 0 || bestError <= 0 { break }
            let box = boxes[best]
            guard let (left, right) = split(box, &items) else { break }
            boxes[best] = left
            boxes.append(right)
        }
        var centres = boxes.map(\.mean)
        refine(&centres, samples: samples, passes: refinementPasses)
        return uniqueRounded(centres)
    }

    /// Palette colours rounded to bytes, duplicates removed (order kept).
    static func uniqueRounded(_ colors: [SIMD3<Double>]) -> [PaletteColor] {
        var seen = Set<PaletteColor>(), out: [PaletteColor] = []
        for c in colors {
            func q(_ v: Double) -> UInt8 { UInt8(max(0, min(255, v.rounded()))) }
            let p = PaletteColor(q(c.x), q(c.y), q(c.z))
            if seen.insert(p).inserted { out.append(p) }
        }
        return out
    }

    /// Weighted statistics of a contiguous range of samples.
    struct Box {
        var range: Range<Int>
        var weight = 0.0
        var sum = SIMD3<Double>(repeating: 0)
        var sumSq = SIMD3<Double>(repeating: 0)

        init(range: Range<Int>, items: [PaletteSample]) {
            self.range = range
            for i in range { let s = items[i]; weight += s.weight; sum += s.weight * s.color; sumSq += s.weight * s.color * s.color }
        }

        var mean: SIMD3<Double> { weight > 0 ? sum / weight : .zero }
        /// Per-channel weighted squared error around the mean.
        var channelError: SIMD3<Double> { weight > 0 ? sumSq - sum * sum / weight : .zero }
        var error: Double { let e = channelError; return e.x + e.y + e.z }
    }

    /// Splits `box` at the error-minimising cut along its widest channel; reorders `items` in range.
    static func split(_ box: Box, _ items: inout [PaletteSample]) -> (Box, Box)? {
        let e = box.channelError
        let axis = e.x >= e.y && e.x >= e.z ? 0 : (e.y >= e.z ? 1 : 2)
        // Stable sort by the axis value (ties keep bin order: deterministic).
        var slice = Array(items[box.range].enumerated())
        slice.sort { a, b in
            let va = a.element.color[axis], vb = b.element.color[axis]
            return va != vb ? va < vb : a.offset < b.offset
        }
        for (k, entry) in slice.enumerated() { items[box.range.lowerBound + k] = entry.element }

        // Prefix sums: choose the cut minimising left + right error.
        let n = box.range.count
        var w = 0.0, s = SIMD3<Double>(repeating: 0), sq = SIMD3<Double>(repeating: 0)
        var bestCut = -1, bestError = Double.infinity
        for k in 0..<(n - 1) {
            let it = items[box.range.lowerBound + k]
            w += it.weight; s += it.weight * it.color; sq += it.weight * it.color * it.color
            // Only cut between distinct axis values.
            if items[box.range.lowerBound + k + 1].color[axis] == it.color[axis] { continue }
            let rw = box.weight - w, rs = box.sum - s, rsq = box.sumSq - sq
            let le = sq - s * s / w, re = rsq - rs * rs / rw
            let total = le.x + le.y + le.z + re.x + re.y + re.z
            if total < bestError { bestError = total; bestCut = k + 1 }
        }
        guard bestCut > 0 else { return nil }
        let lo = box.range.lowerBound
        return (Box(range: lo..<(lo + bestCut), items: items), Box(range: (lo + bestCut)..<box.range.upperBound, items: items))
    }

    /// Lloyd iterations: assign each sample to its nearest centre, move centres to the weighted means.
    /// (Scalar code on purpose: it is the inner loop of palette building.)
    static func refine(_ centres: inout [SIMD3<Double>], samples: [PaletteSample], passes: Int) {
        let k = centres.count, n = samples.count
        var cr = centres.map(\.x), cg = centres.map(\.y), cb = centres.map(\.z)
        let sr = samples.map(\.color.x), sg = samples.map(\.color.y), sb = samples.map(\.color.z), sw = samples.map(\.weight)
        var accR = [Double](repeating: 0, count: k), accG = accR, accB = accR, accW = accR
        for _ in 0..<passes {
            for i in 0..<k { accR[i] = 0; accG[i] = 0; accB[i] = 0; accW[i] = 0 }
            for j in 0..<n {
                let r = sr[j], g = sg[j], b = sb[j]
                var best = 0, bestD = Double.infinity
                for i in 0..<k {
                    let dr = r - cr[i], dg = g - cg[i], db = b - cb[i]
                    let d = dr * dr + dg * dg + db * db
                    if d < bestD { bestD = d; best = i }
                }
                let w = sw[j]
                accR[best] += w * r; accG[best] += w * g; accB[best] += w * b; accW[best] += w
            }
            var moved = false
            for i in 0..<k where accW[i] > 0 {
                let r = accR[i] / accW[i], g = accG[i] / accW[i], b = accB[i] / accW[i]
                if r != cr[i] || g != cg[i] || b != cb[i] { moved = true; cr[i] = r; cg[i] = g; cb[i] = b }
            }
            if !moved { break }
        }
        for i in 0..<k { centres[i] = SIMD3(cr[i], cg[i], cb[i]) }
    }
}

/// A straight RGB colour (palette entry).
struct PaletteColor: Hashable, Sendable {
    var r, g, b: UInt8
    init(_ r: UInt8, _ g: UInt8, _ b: UInt8) { self.r = r; self.g = g; self.b = b }
}
