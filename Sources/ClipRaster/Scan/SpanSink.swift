/// A pixel rectangle `[x0, x1) × [y0, y1)` in device pixels.
///
/// Guarantees (when built with `init?(…)` or `intersection`): `x0 < x1`, `y0 < y1`.
struct IntRect: Equatable {
    var x0, y0, x1, y1: Int
    var width: Int { x1 - x0 }
    var height: Int { y1 - y0 }
    var isEmpty: Bool { x1 <= x0 || y1 <= y0 }
    func intersection(_ o: IntRect) -> IntRect? {
        let r = IntRect(x0: max(x0, o.x0), y0: max(y0, o.y0), x1: min(x1, o.x1), y1: min(y1, o.y1))
        return r.isEmpty ? nil : r
    }
}

/// The rasterizer → compositor contract: spans of one row, left to right, in device pixels.
///
/// - `run`: `count` pixels of constant coverage `coverage` (1...255).
/// - `mask`: `count` pixels with per-pixel coverage; each entry is `c | c << 16` (c in 0...255),
///   the layout the compositor multiplies with directly. The sink may modify the buffer.
protocol SpanSink {
    mutating func run(y: Int, x: Int, count: Int, coverage: UInt32)
    mutating func mask(y: Int, x: Int, count: Int, coverage: UnsafeMutablePointer<UInt32>)
    /// A hint before the sweep: the destination pixels of row `y`, `x ..< x + count`, will be
    /// needed soon (the sinks prefetch later rows themselves while compositing).
    func prefetch(y: Int, x: Int, count: Int)
}

extension SpanSink {
    func prefetch(y: Int, x: Int, count: Int) {}
}
