/// Dashing (CGContextSetLineDash / CAShapeLayer lineDashPattern) and strokeStart/strokeEnd trimming.
/// Both work on arc length and split curves exactly (the output keeps cubic segments).
extension Path {
    /// At most this many dashes are produced for one path; a pattern that would produce more is
    /// ignored (the path is returned undashed) so tiny patterns on huge paths cannot hang.
    public static let maxDashCount = 100_000

    /// The dashes of this path with Core Graphics semantics.
    ///
    /// - `pattern`: lengths on, off, on, …; an odd count is repeated (`[a, b, c]` → `[a, b, c, a, b, c]`).
    ///   An empty pattern, a pattern whose lengths are all zero, or one with a negative or non-finite
    ///   length means no dashing: the path is returned as is.
    /// - `phase`: how far into the pattern the dashing starts (negative or larger values wrap).
    /// - The pattern restarts at the beginning of every subpath. Closed subpaths are walked from their
    ///   start point round to it (dashes are open pieces). Zero-length "on" intervals give zero-length
    ///   dashes (move + line to the same point), which round and square caps turn into dots.
    public func dashed(pattern: [Double], phase: Double, tolerance: Double = 0.01) -> Path {
        var tangents: [Point]? = nil
        return dashed(pattern: pattern, phase: phase, tolerance: tolerance, tangents: &tangents)
    }

    /// Dashing that also records, when `tangents` is non-nil, the unit tangent at the start of every
    /// emitted dash (one per subpath of the result), so the stroker can orient square-capped dots.
    func dashed(pattern: [Double], phase: Double, tolerance: Double, tangents: inout [Point]?) -> Path {
        guard !pattern.isEmpty, pattern.allSatisfy({ $0 >= 0 && $0.isFinite }) else { return self }
        let intervals = pattern.count % 2 == 1 ? pattern + pattern : pattern
        let total = intervals.reduce(0, +)
        guard total > 0, total.isFinite else { return self }
        let measure = PathMeasure(self, tolerance: tolerance)
        guard measure.length.isFinite else { return self }
        // Estimated number of dashes (each period holds intervals.count / 2 dashes).
        let periods = measure.length / total + Double(measure.contours.count)
        if periods * Double(intervals.count / 2) > Double(Path.maxDashCount) { return self }

        // Where the phase puts us in the pattern.
        var ph = phase.isFinite ? phase.truncatingRemainder(dividingBy: total) : 0
        if ph < 0 { ph += total }
        var startIndex = 0
        var startRemaining = intervals[0]
        if ph > 0 {
            var p = ph
            while startIndex < intervals.count {
                if p < intervals[startIndex] { startRemaining = intervals[startIndex] - p; break }
                p -= intervals[startIndex]
                startIndex += 1
            }
            if startIndex >= intervals.count { startIndex = 0; startRemaining = intervals[0] }
        }

        var out = Path()
        var emitted = 0
        for c in measure.contours where c.length > 0 {
            var idx = startIndex
            var remaining = startRemaining
            var d = 0.0
            let L = c.length
            var guardCount = 0
            while emitted < Path.maxDashCount && guardCount < 4 * Path.maxDashCount {
                guardCount += 1
                let e = d + remaining
                // An "on" interval starting before the end of the contour; a zero-length one is a dot.
                if idx % 2 == 0 && d < L {
                    c.appendSegment(from: d, to: min(e, L), into: &out)
                    tangents?.append(c.tangent(at: d))
                    emitted += 1
                }
                if e >= L { break }
                d = e
                idx += 1
                if idx == intervals.count { idx = 0 }
                remaining = intervals[idx]
            }
        }
        return out
    }

    /// The part of the path between fractions `start` and `end` of its total arc length, with
    /// CAShapeLayer strokeStart/strokeEnd semantics: fractions are clamped to 0...1 and measured over
    /// all subpaths in order; closed subpaths are walked as the open polyline from their start point
    /// round to it; `start >= end` (or NaN) gives an empty path; `start <= 0, end >= 1` returns the
    /// path unchanged.
    public func trimmed(start: Double, end: Double, tolerance: Double = 0.01) -> Path {
        guard !start.isNaN, !end.isNaN else { return Path() }
        let s = min(max(start, 0), 1), e = min(max(end, 0), 1)
        guard s < e else { return Path() }
        if s <= 0 && e >= 1 { return self }
        let m = PathMeasure(self, tolerance: tolerance)
        guard m.length > 0, m.length.isFinite else { return Path() }
        return m.segment(from: s * m.length, to: e * m.length)
    }
}
