/// Turns source frames into GIF frame blocks against a fixed palette: ordered dither, "keep what is
/// already as close", changed-rectangle cropping, transparency-or-opaque choice, delays.
///
/// Holds the current source frame (`source`, patched by the caller), the indices on screen, and
/// the one frame whose delay is not known yet.
struct GIFFrameEncoder {
    let width: Int
    let height: Int
    let palette: [PaletteColor]
    let timing: GIFTiming
    let transparentIndex: Int
    let tableSize: Int
    let minCodeSize: Int
    /// The current source frame, packed r | g << 8 | b << 16; the caller patches changed rectangles in.
    var source: [UInt32]
    private var displayed: [UInt8]
    /// The source as of the last shown frame: a pixel whose source is unchanged since then keeps
    /// its on-screen decision, so it is skipped without mapping.
    private var shownSource: [UInt32]
    private var mapper: PaletteMapper
    private var lzw = LZWEncoder()
    private let dither: [Int32] // 8×8, added to each channel
    private var dirty = GIFRect.empty
    private var lastShownStart: Int?
    private var pending: PendingFrame?
    private(set) var framesShown = 0
    // Scratch buffers, grown as needed and reused from frame to frame.
    private var indices: [UInt8] = []
    private var changes: [Bool] = []
    private var opaque: [UInt8] = []
    private var transparent: [UInt8] = []
    private var opaqueLZW: [UInt8] = []
    private var transparentLZW: [UInt8] = []

    private struct PendingFrame {
        var start: Int
        var rect: GIFRect
        var transparent: Bool
        var lzw: [UInt8]
    }

    /// See `GIFOptions.temporalTolerance`.
    let temporalTolerance: Int32
    /// Source pixels equal to `GIFSink.clearPixel` are transparent: every shown frame is then written
    /// whole, its clear pixels as the transparent index, with disposal "restore to background", so a
    /// pixel that turns transparent shows the page, not the previous frame.
    let clearMode: Bool

    init(
        width: Int, height: Int, palette: [PaletteColor], timing: GIFTiming, ditherAmplitude: Int, temporalTolerance: Int = 0,
        clearMode: Bool = false
    ) {
        self.temporalTolerance = Int32(temporalTolerance)
        self.clearMode = clearMode
        precondition(palette.count >= 1 && palette.count <= 255, "GIFFrameEncoder: 1...255 colours")
        self.width = width; self.height = height; self.palette = palette; self.timing = timing
        transparentIndex = palette.count
        var size = 2
        while size < palette.count + 1 { size *= 2 }
        tableSize = size
        minCodeSize = max(2, size.trailingZeroBitCount)
        source = [UInt32](repeating: 0, count: width * height)
        displayed = [UInt8](repeating: 0, count: width * height)
        shownSource = [UInt32](repeating: 0, count: width * height)
        mapper = PaletteMapper(palette: palette)
        dither = GIFFrameEncoder.bayer8.map { b in
            // Centred offsets in (-A/2, A/2), rounded to integers.
            let v = Double(2 * b + 1 - 64) * Double(ditherAmplitude) / 128
            return Int32(v.rounded())
        }
    }

    /// The classic 8×8 Bayer matrix, values 0...63 (built by the recursion M2n = [4M, 4M+2; 4M+3, 4M+1]).
    static let bayer8: [Int] = {
        var m = [0], n = 1
        while n < 8 {
            var next = [Int](repeating: 0, count: 4 * n * n)
            for y in 0..<n {
                for x in 0..<n {
                    let v = 4 * m[y * n + x]
                    next[y * 2 * n + x] = v
                    next[y * 2 * n + x + n] = v + 2
                    next[(y + n) * 2 * n + x] = v + 3
                    next[(y + n) * 2 * n + x + n] = v + 1
                }
            }
            m = next; n *= 2
        }
        return m
    }()

    func header() -> [UInt8] {
        var w = GIFWriter()
        w.header(width: width, height: height, palette: palette, tableSize: tableSize)
        w.loopForever()
        return w.bytes
    }

    /// Processes source frame `i` (already patched in; `changed` is its changed rectangle) and
    /// returns the bytes of the previous shown frame once its delay is known.
    mutating func frame(_ i: Int, changed: GIFRect) -> [UInt8]? {
        dirty.formUnion(changed)
        if i > 0 && !timing.shows(i, lastShownStart: lastShownStart) { return nil }
        let start = timing.start(i)
        let whole = i == 0 || clearMode
        if i > 0 && dirty.isEmpty { return nil }
        let region = whole ? GIFRect(x0: 0, y0: 0, x1: width, y1: height) : dirty
        dirty = .empty
        if region.isEmpty { return nil }

        // Map the region; mark which pixels change on screen.
        let rw = region.width, rh = region.height
        if indices.count < rw * rh {
            indices = [UInt8](repeating: 0, count: rw * rh)
            changes = [Bool](repeating: false, count: rw * rh)
        }
        for k in 0..<(rw * rh) { changes[k] = false }
        var box = GIFRect.empty
        for y in region.y0..<region.y1 {
            var minX = Int.max, maxX = -1
            for x in region.x0..<region.x1 {
                let p = y * width + x
                let c = source[p]
                if !whole && c == shownSource[p] { continue }
                shownSource[p] = c
                let r = Int32(c & 0xff), g = Int32(c >> 8 & 0xff), b = Int32(c >> 16 & 0xff)
                let d = dither[(y & 7) << 3 | (x & 7)]
                let clear = clearMode && c == GIFSink.clearPixel
                let idx = clear ? UInt8(transparentIndex) : mapper.nearest(clamp(r + d), clamp(g + d), clamp(b + d))
                let k = (y - region.y0) * rw + (x - region.x0)
                indices[k] = idx
                if whole { changes[k] = true; continue }
                let old = displayed[p]
                if idx == old { continue }
                // Keep what is on screen when it is at least as close to the source, or close enough.
                if mapper.distance(Int(old), r, g, b) <= max(temporalTolerance, mapper.distance(Int(idx), r, g, b)) { continue }
                changes[k] = true
                minX = min(minX, x); maxX = x
            }
            if maxX >= 0 { box.include(x0: minX, x1: maxX + 1, y: y) }
        }
        if whole { box = region }
        if box.isEmpty { return nil } // nothing visible changes: the previous frame lasts longer

        // Build opaque and transparent variants of the box; update the screen.
        let bw = box.width, bh = box.height
        if opaque.count < bw * bh {
            opaque = [UInt8](repeating: 0, count: bw * bh)
            transparent = [UInt8](repeating: 0, count: bw * bh)
        }
        var unchangedCount = 0
        for y in box.y0..<box.y1 {
            for x in box.x0..<box.x1 {
                let p = y * width + x
                let k = (y - region.y0) * rw + (x - region.x0)
                let o = (y - box.y0) * bw + (x - box.x0)
                if changes[k] {
                    displayed[p] = indices[k]
                    opaque[o] = indices[k]; transparent[o] = indices[k]
                } else {
                    opaque[o] = displayed[p]; transparent[o] = UInt8(transparentIndex)
                    unchangedCount += 1
                }
            }
        }
        // Encode both variants (the transparent one only when some pixel is unchanged) and keep the
        // smaller: transparency breaks runs about as often as it makes them.
        let count = bw * bh
        opaqueLZW.removeAll(keepingCapacity: true)
        opaque.withUnsafeBufferPointer {
            lzw.encode(UnsafeBufferPointer(rebasing: $0[0..<count]), minCodeSize: minCodeSize, into: &opaqueLZW)
        }
        var useTransparency = false
        if unchangedCount > 0 {
            transparentLZW.removeAll(keepingCapacity: true)
            transparent.withUnsafeBufferPointer {
                lzw.encode(UnsafeBufferPointer(rebasing: $0[0..<count]), minCodeSize: minCodeSize, into: &transparentLZW)
            }
            useTransparency = transparentLZW.count < opaqueLZW.count
        }
        if clearMode { useTransparency = false } // the whole frame, its clear pixels already the transparent index
        let chosen = PendingFrame(
            start: start, rect: box, transparent: useTransparency,
            lzw: useTransparency ? transparentLZW : opaqueLZW)
        lastShownStart = start
        framesShown += 1
        let previous = pending.map { block($0, delay: start - $0.start) }
        pending = chosen
        return previous
    }

    /// The last frame and the trailer.
    mutating func end() -> [UInt8] {
        var out: [UInt8] = []
        if let p = pending { out = block(p, delay: timing.total - p.start) }
        pending = nil
        var w = GIFWriter()
        w.trailer()
        return out + w.bytes
    }

    private func block(_ f: PendingFrame, delay: Int) -> [UInt8] {
        var w = GIFWriter()
        w.graphicControl(
            delay: delay, transparentIndex: f.transparent || clearMode ? transparentIndex : nil, disposal: clearMode ? 2 : 1)
        w.image(x: f.rect.x0, y: f.rect.y0, width: f.rect.width, height: f.rect.height, minCodeSize: minCodeSize, lzw: f.lzw)
        return w.bytes
    }

    @inline(__always) private func clamp(_ v: Int32) -> Int32 { min(255, max(0, v)) }
}
