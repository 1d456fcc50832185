import ClipRaster
import ClipPipeline
@testable import ClipEncode

/// Small synthetic clips for encoder tests, drawn with plain pixel fills.
///
/// Layout of `testPattern` (any size >= 48x40): colour bars on the top half; a white 8×8 block
/// moving 2 px per frame on a grey band; along the bottom row band, `bitCells` cells show the
/// frame index in binary (white = 1, black = 0), least significant bit first, so decoded frames
/// prove their order.
enum SyntheticClip {
    static let bars: [RGBA8] = [
        RGBA8(235, 235, 235), RGBA8(235, 235, 16), RGBA8(16, 235, 235), RGBA8(16, 235, 16),
        RGBA8(235, 16, 235), RGBA8(235, 16, 16), RGBA8(16, 16, 235), RGBA8(16, 16, 16),
    ]
    static let bitCells = 6
    static let grey = RGBA8(96, 96, 96)

    static func barRect(_ i: Int, width: Int, height: Int) -> (x0: Int, x1: Int, y0: Int, y1: Int) {
        let bw = width / bars.count
        return (i * bw, (i + 1) * bw, 0, height / 2)
    }

    static func blockX(frame: Int, width: Int) -> Int { (frame * 2) % (width - 8) }
    static func blockY(height: Int) -> Int { height / 2 + 2 }
    static func cellRect(_ bit: Int, width: Int, height: Int) -> (x0: Int, x1: Int, y0: Int, y1: Int) {
        let cw = width / bitCells
        return (bit * cw, (bit + 1) * cw, height - 8, height)
    }

    static func fillRect(_ v: PixmapView, _ x0: Int, _ x1: Int, _ y0: Int, _ y1: Int, _ c: RGBA8) {
        for y in max(0, y0)..<min(v.height, y1) { for x in max(0, x0)..<min(v.width, x1) { v[x, y] = c } }
    }

    static func testPattern(frame: Int, into v: PixmapView) {
        v.fill(grey)
        for (i, c) in bars.enumerated() {
            let r = barRect(i, width: v.width, height: v.height)
            fillRect(v, r.x0, r.x1, r.y0, r.y1, c)
        }
        let bx = blockX(frame: frame, width: v.width), by = blockY(height: v.height)
        fillRect(v, bx, bx + 8, by, by + 8, RGBA8(255, 255, 255))
        for bit in 0..<bitCells {
            let r = cellRect(bit, width: v.width, height: v.height)
            fillRect(v, r.x0, r.x1, r.y0, r.y1, (frame >> bit) & 1 == 1 ? RGBA8(255, 255, 255) : RGBA8(0, 0, 0))
        }
    }

    /// Reads the frame index back from the bit cells (centre pixel of each, threshold at mid grey).
    static func decodeIndex(_ v: PixmapView) -> Int {
        var index = 0
        for bit in 0..<bitCells {
            let r = cellRect(bit, width: v.width, height: v.height)
            let p = v[(r.x0 + r.x1) / 2, (r.y0 + r.y1) / 2]
            if p.g > 128 { index |= 1 << bit }
        }
        return index
    }

    /// Renders `count` frames of `draw` and pushes them through `sink`.
    static func encode(
        _ sink: FrameSink, width: Int, height: Int, fps: Int, count: Int,
        draw: (Int, PixmapView) -> Void = testPattern
    ) throws {
        let frame = Pixmap(width: width, height: height)
        try sink.begin(format: FrameFormat(width: width, height: height, fps: fps, frameCount: count))
        for i in 0..<count {
            draw(i, frame.view)
            try sink.consume(frame: frame.view, index: i)
        }
        try sink.finish()
    }
}
