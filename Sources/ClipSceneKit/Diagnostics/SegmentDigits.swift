import ClipGeometry

/// Seven-segment vector digits: a dependency-free way to print numbers into frames
/// (frame counters, contact-sheet time labels) that survives lossy compression.
package enum SegmentDigits {
    /// Segments a…g for 0-9 (a top, b top-right, c bottom-right, d bottom, e bottom-left, f top-left, g middle).
    static let table: [Character: [Int]] = [
        "0": [0, 1, 2, 3, 4, 5], "1": [1, 2], "2": [0, 1, 6, 4, 3], "3": [0, 1, 6, 2, 3],
        "4": [5, 6, 1, 2], "5": [0, 5, 6, 2, 3], "6": [0, 5, 6, 4, 2, 3], "7": [0, 1, 2],
        "8": [0, 1, 2, 3, 4, 5, 6], "9": [0, 1, 2, 3, 5, 6], "-": [6], "t": [5, 4, 3, 6],
    ]

    /// Width of one character cell for a given digit height.
    package static func advance(height: Double) -> Double { height * 0.62 }

    /// The outline of `text` with its top-left corner at `origin`; `height` is the digit height.
    /// Unknown characters leave a blank cell; "." draws a dot.
    package static func path(_ text: String, origin: Point, height: Double) -> Path {
        var p = Path()
        let w = height * 0.5, t = max(1, height * 0.11), adv = advance(height: height)
        var x = origin.x
        for ch in text {
            if ch == "=" {
                rect(&p, x + t * 0.5, origin.y + height * 0.3, w - t, t)
                rect(&p, x + t * 0.5, origin.y + height * 0.62, w - t, t)
                x += adv
                continue
            }
            if ch == "." {
                rect(&p, x + t * 0.2, origin.y + height - t, t, t)
                x += t * 2.2
                continue
            }
            if let segs = table[ch] {
                let h2 = height / 2
                for s in segs {
                    switch s {
                    case 0: rect(&p, x + t, origin.y, w - 2 * t, t)
                    case 1: rect(&p, x + w - t, origin.y + t * 0.5, t, h2 - t * 0.5)
                    case 2: rect(&p, x + w - t, origin.y + h2, t, h2 - t * 0.5)
                    case 3: rect(&p, x + t, origin.y + height - t, w - 2 * t, t)
                    case 4: rect(&p, x, origin.y + h2, t, h2 - t * 0.5)
                    case 5: rect(&p, x, origin.y + t * 0.5, t, h2 - t * 0.5)
                    default: rect(&p, x + t, origin.y + h2 - t / 2, w - 2 * t, t)
                    }
                }
            }
            x += adv
        }
        return p
    }

    /// Width of `text` at `height`.
    package static func width(_ text: String, height: Double) -> Double {
        let t = max(1, height * 0.11)
        return text.reduce(0) { $0 + ($1 == "." ? t * 2.2 : advance(height: height)) }
    }

    static func rect(_ p: inout Path, _ x: Double, _ y: Double, _ w: Double, _ h: Double) {
        p.move(to: Point(x, y)); p.line(to: Point(x + w, y)); p.line(to: Point(x + w, y + h)); p.line(to: Point(x, y + h)); p.close()
    }
}
