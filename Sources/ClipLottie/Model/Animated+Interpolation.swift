import ClipGeometry

/// The eased progress of a cubic-bezier timing curve with handles (x1, y1), (x2, y2) at `x`
/// (CSS `cubic-bezier`; x handles clamped to 0…1 so the curve is a function of x).
func cubicBezierEase(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    let ax1 = min(1, max(0, x1)), ax2 = min(1, max(0, x2))
    if ax1 == y1 && ax2 == y2 { return x }
    func bx(_ t: Double) -> Double { ((1 - 3 * ax2 + 3 * ax1) * t + (3 * ax2 - 6 * ax1)) * t * t + 3 * ax1 * t }
    func by(_ t: Double) -> Double { ((1 - 3 * y2 + 3 * y1) * t + (3 * y2 - 6 * y1)) * t * t + 3 * y1 * t }
    func dx(_ t: Double) -> Double { 3 * (1 - 3 * ax2 + 3 * ax1) * t * t + 2 * (3 * ax2 - 6 * ax1) * t + 3 * ax1 }
    // Newton from x, then bisection if it strays.
    var t = x
    for _ in 0..<8 {
        let err = bx(t) - x
        if abs(err) < 1e-9 { return by(t) }
        let d = dx(t)
        if abs(d) < 1e-9 { break }
        t -= err / d
        if t < 0 || t > 1 { break }
    }
    var lo = 0.0, hi = 1.0
    t = x
    for _ in 0..<60 {
        let v = bx(t)
        if abs(v - x) < 1e-10 { break }
        if v < x { lo = t } else { hi = t }
        t = (lo + hi) / 2
    }
    return by(t)
}

extension Keyframe {
    /// Eased progress of dimension `dim` at linear progress `p` (hold keyframes never get here).
    func eased(_ p: Double, dim: Int) -> Double {
        guard let o = out, let i = into else { return p }
        let (x1, y1) = o.get(dim), (x2, y2) = i.get(dim)
        return cubicBezierEase(x1, y1, x2, y2, at: p)
    }
}

extension Animated {
    /// The segment around `frame`: (keyframe, its end value, linear progress), or a settled value.
    func locate(_ frame: Double) -> (settled: V?, key: Keyframe<V>?, end: V?, progress: Double) {
        switch self {
        case .fixed(let v): return (v, nil, nil, 0)
        case .expression(let base, _): return base.locate(frame)
        case .keyed(let ks):
            guard let first = ks.first, let last = ks.last else { fatalError("keyframes are never empty") }
            if frame <= first.time || ks.count == 1 { return (first.start, nil, nil, 0) }
            if frame >= last.time {
                // The last keyframe usually has no value of its own: the previous one's end.
                return (last.start, nil, nil, 0)
            }
            // Binary search for the last keyframe at or before `frame`.
            var lo = 0, hi = ks.count - 1
            while hi - lo > 1 {
                let mid = (lo + hi) / 2
                if ks[mid].time <= frame { lo = mid } else { hi = mid }
            }
            let k = ks[lo], next = ks[lo + 1]
            if k.hold { return (k.start, nil, nil, 0) }
            let span = next.time - k.time
            let p = span > 0 ? (frame - k.time) / span : 1
            return (nil, k, k.end ?? next.start, p)
        }
    }
}

extension Animated where V == [Double] {
    /// The value at `frame` (a vector; per-dimension easing), through its expression when it has
    /// one and an expression session is running on this thread.
    func value(at frame: Double) -> [Double] {
        if case .expression(let base, let id) = self {
            guard let session = ExpressionSession.current else { return base.value(at: frame) }
            return session.evaluate(id, base: base, frame: frame)
        }
        return staticValue(at: frame)
    }

    /// The keyframed value at `frame`, without the expression.
    func staticValue(at frame: Double) -> [Double] {
        if case .expression(let base, _) = self { return base.staticValue(at: frame) }
        let (settled, key, end, p) = locate(frame)
        if let settled { return settled }
        guard let k = key, let e = end else { return [] }
        let n = min(k.start.count, e.count)
        if let to = k.spatialOut, let ti = k.spatialIn, n >= 2, to.count >= 2, ti.count >= 2,
            to[0] != 0 || to[1] != 0 || ti[0] != 0 || ti[1] != 0
        {
            return spatial(k, end: e, to: to, ti: ti, progress: k.eased(p, dim: 0))
        }
        return (0..<n).map { d in
            let t = k.eased(p, dim: d)
            return k.start[d] + (e[d] - k.start[d]) * t
        }
    }

    /// A point along the position's bezier path (start, start + to, end + ti, end), by arc length.
    private func spatial(_ k: Keyframe<[Double]>, end e: [Double], to: [Double], ti: [Double], progress t: Double) -> [Double] {
        let p0 = Point(k.start[0], k.start[1]), p3 = Point(e[0], e[1])
        let p1 = p0 + Point(to[0], to[1]), p2 = p3 + Point(ti[0], ti[1])
        func at(_ u: Double) -> Point {
            let v = 1 - u
            return p0 * (v * v * v) + p1 * (3 * v * v * u) + p2 * (3 * v * u * u) + p3 * (u * u * u)
        }
        let steps = 64
        var lengths = [0.0]
        lengths.reserveCapacity(steps + 1)
        var prev = p0
        for s in 1...steps {
            let q = at(Double(s) / Double(steps))
            lengths.append(lengths[s - 1] + (q - prev).length)
            prev = q
        }
        let total = lengths[steps]
        var out: Point
        if total <= 0 || t <= 0 {
            out = t <= 0 ? p0 : p3
        } else if t >= 1 {
            out = t == 1 ? p3 : p3 + (p3 - p2).normalized * ((t - 1) * total)
        } else {
            let target = t * total
            var s = 1
            while s < steps && lengths[s] < target { s += 1 }
            let seg = lengths[s] - lengths[s - 1]
            let f = seg > 0 ? (target - lengths[s - 1]) / seg : 0
            out = at((Double(s - 1) + f) / Double(steps))
        }
        var v = [out.x, out.y]
        if k.start.count > 2 && e.count > 2 { v.append(k.start[2] + (e[2] - k.start[2]) * t) }
        return v
    }

    /// First component at `frame`, `fallback` when the value is empty.
    func scalar(at frame: Double, default fallback: Double = 0) -> Double {
        let v = value(at: frame)
        return v.first ?? fallback
    }
}

extension Animated where V == BezierShape {
    /// The shape at `frame`, vertex by vertex, through its expression when it has one and an
    /// expression session is running on this thread.
    func value(at frame: Double) -> BezierShape {
        if case .expression(let base, let id) = self {
            guard let session = ExpressionSession.current else { return base.value(at: frame) }
            return session.evaluateShape(id, base: base, frame: frame)
        }
        let (settled, key, end, p) = locate(frame)
        if let settled { return settled }
        guard let k = key, let e = end else { return BezierShape(closed: false, vertices: [], inPoints: [], outPoints: []) }
        return k.start.interpolated(to: e, k.eased(p, dim: 0))
    }
}

extension Optional where Wrapped == Animated<[Double]> {
    /// The value at `frame`, or `fallback` when the property is absent.
    func value(at frame: Double, default fallback: [Double]) -> [Double] {
        guard let a = self else { return fallback }
        let v = a.value(at: frame)
        return v.isEmpty ? fallback : v
    }
}
