import ClipGeometry
import ClipRaster

/// CAKeyframeAnimation `calculationMode`.
public enum CalculationMode: String, Sendable, Hashable {
    /// Straight interpolation between neighbouring values, timed by `keyTimes`.
    case linear
    /// No interpolation: each value holds until the next key time.
    case discrete
    /// Constant speed over the whole animation (key times and timing functions ignored).
    case paced
    /// A smooth Catmull-Rom spline through the values, timed by `keyTimes`.
    case cubic
    /// The same spline at constant speed: time ∝ arc length along the whole spline (keyTimes and timing functions ignored).
    case cubicPaced
}
/// CAKeyframeAnimation `rotationMode`.
public enum RotationMode: String, Sendable, Hashable {
    /// Rotate the layer to the path's tangent.
    case auto
    /// Rotate to the tangent plus π (facing backwards).
    case autoReverse
}

/// CAKeyframeAnimation (Kitten Yang §1.5, 001/002 §3.8, 003/004 §1.8).
///
/// ```swift
/// let shake = KeyframeAnimation(keyPath: .positionX, scalars: [0, 10, -10, 10, 0], duration: 0.4)
/// shake.isAdditive = true   // offsets from wherever the field is
/// field.add(shake, forKey: "shake")
/// ```
///
/// - `values` + optional `keyTimes` (default evenly spaced); before the first / after the last
///   key time the first / last value holds (the 003 demo's keyTimes start at 2/7).
/// - Overall `timingFunction` first, then per-segment `timingFunctions` on the segment fraction.
/// - `discrete`: value i holds from keyTimes[i] (n+1 key times, or n, or default i/n).
/// - `paced`: key times and timing functions ignored, time ∝ distance between values (or arc
///   length along `path`).
/// - `cubic`: Catmull-Rom through the values (tension/continuity/bias 0), timed by `keyTimes`.
/// - `cubicPaced`: the same spline at constant speed: "keyTimes and timingFunctions are ignored;
///   the animation is paced (constant velocity) along a Catmull-Rom spline through the values"
///   (Core Animation's `kCAAnimationCubicPaced`). Time is proportional to arc length along the
///   whole spline (component space), not split per segment, so the speed does not jump at the
///   values (`PacedSpline`).
/// - `path` (point properties) replaces `values`; each line/curve element is one keyframe
///   segment (move-to elements are not keyframes). Inside an element the motion is uniform in
///   arc length [003/004's recommendation; Kitten Yang says "curve parameter advances linearly";
///   we pick arc length because it is the one both agree gives for the `paced` case and it has no
///   speed jumps inside a segment]. `rotationMode` adds the tangent angle (auto) or +π (autoReverse)
///   as a z rotation before the layer's own transform.
open class KeyframeAnimation: PropertyAnimation, @unchecked Sendable {
    /// The keyframe values, one per key time (same kind as the property); ignored when `path` is set.
    public var values: [AnimValue] = []
    /// Normalised times 0…1 of the values (one per value, increasing); nil spaces them evenly.
    public var keyTimes: [Double]?
    /// Easing of each segment between keyframes (count = values − 1); nil = linear segments.
    public var timingFunctions: [TimingFunction]?
    /// How values between keyframes are computed (see `CalculationMode`).
    public var calculationMode: CalculationMode = .linear
    /// A path for a point property (`position`) to follow instead of `values`; each line or curve element is one segment.
    public var path: Path? { didSet { pathTable = path.map(PathTable.init) } }
    /// Turn the layer along the path's tangent (`auto`) or opposite to it (`autoReverse`); nil does not rotate.
    public var rotationMode: RotationMode?
    var pathTable: PathTable?

    /// A keyframe animation of `keyPath` with no values yet.
    public override init(keyPath: AnimKeyPath) { super.init(keyPath: keyPath) }
    /// `CAKeyframeAnimation` with values, optional key times (0…1) and duration in seconds (0 = 0.25 s).
    public convenience init(keyPath: AnimKeyPath, values: [AnimValue], keyTimes: [Double]? = nil, duration: Double = 0) {
        self.init(keyPath: keyPath); self.values = values; self.keyTimes = keyTimes; self.duration = duration
    }

    /// Scalar keyframes (`values = @[@0, @1, …]`).
    public convenience init(keyPath: AnimKeyPath, scalars: [Double], keyTimes: [Double]? = nil, duration: Double = 0) {
        self.init(keyPath: keyPath, values: scalars.map { .scalar($0) }, keyTimes: keyTimes, duration: duration)
    }
    /// Point keyframes.
    public convenience init(keyPath: AnimKeyPath, points: [Point], keyTimes: [Double]? = nil, duration: Double = 0) {
        self.init(keyPath: keyPath, values: points.map { .point($0) }, keyTimes: keyTimes, duration: duration)
    }
    /// Sprite frames: `contents` through `images`, discrete (UIImageView animationImages).
    public convenience init(images: [Pixmap], duration: Double) {
        self.init(keyPath: "contents", values: images.map { .image($0) }, duration: duration)
        calculationMode = .discrete
    }

    open override func copy() -> Animation {
        let a = KeyframeAnimation(keyPath: keyPath); a.copyProperty(from: self)
        a.values = values; a.keyTimes = keyTimes; a.timingFunctions = timingFunctions
        a.calculationMode = calculationMode; a.path = path; a.rotationMode = rotationMode
        return a
    }

    open override func applyProgress(f: Double, iteration: Int, duration: Double, to b: inout PresentationBuilder) {
        let u = (timingFunction ?? .linear).value(at: f)
        if let table = pathTable, !table.segments.isEmpty {
            let (p, tangent) = table.evaluate(u, mode: calculationMode, keyTimes: keyTimes, timingFunctions: timingFunctions)
            var v = AnimValue.point(p)
            if isCumulative && iteration > 0 { v = .point(p + (table.end - table.start) * Double(iteration)) }
            write(v, to: &b)
            if let rm = rotationMode { b.autoRotation = GMath.atan2(tangent.y, tangent.x) + (rm == .autoReverse ? Double.pi : 0) }
            return
        }
        guard !values.isEmpty else { return }
        var v = KeyframeAnimation.evaluate(
            values: values, u: u, mode: calculationMode, keyTimes: keyTimes,
            timingFunctions: timingFunctions)
        if isCumulative && iteration > 0, let first = values.first, let last = values.last {
            let delta = last.subtracting(first)
            for _ in 0..<min(iteration, 1000) { v = v.adding(delta) }
        }
        write(v, to: &b)
        if let rm = rotationMode, case .point = v {
            let e = 1e-3
            if case .point(let p0) = KeyframeAnimation.evaluate(
                values: values, u: max(0, u - e), mode: calculationMode, keyTimes: keyTimes, timingFunctions: timingFunctions),
                case .point(let p1) = KeyframeAnimation.evaluate(
                    values: values, u: min(1, u + e), mode: calculationMode, keyTimes: keyTimes, timingFunctions: timingFunctions),
                p0 != p1
            {
                b.autoRotation = GMath.atan2(p1.y - p0.y, p1.x - p0.x) + (rm == .autoReverse ? Double.pi : 0)
            }
        }
    }

    /// Value of a `values` keyframe animation at progress `u` (after the overall timing function).
    public static func evaluate(
        values: [AnimValue], u: Double, mode: CalculationMode, keyTimes: [Double]?,
        timingFunctions: [TimingFunction]?
    ) -> AnimValue {
        let n = values.count
        if n == 1 { return values[0] }
        switch mode {
        case .discrete:
            let kt: [Double]
            if let k = keyTimes, k.count >= n { kt = k } else { kt = (0..<n).map { Double($0) / Double(n) } }
            var i = 0
            for j in 0..<n where kt[j] <= u { i = j }
            if u >= 1 { i = n - 1 }
            return values[i]
        case .cubicPaced:
            if let spline = PacedSpline(values) { return spline.value(at: u) }
            // Values without numeric components (images, transforms): as `paced`.
            return evaluate(values: values, u: u, mode: .paced, keyTimes: nil, timingFunctions: nil)
        case .paced:
            var cum = [0.0]
            for i in 1..<n { cum.append(cum[i - 1] + values[i - 1].distance(to: values[i])) }
            let total = cum[n - 1]
            let kt = total > 0 ? cum.map { $0 / total } : (0..<n).map { Double($0) / Double(n - 1) }
            return segmentValue(values: values, kt: kt, u: u, tfs: nil, cubic: false)
        case .linear, .cubic:
            let kt: [Double]
            if let k = keyTimes, k.count == n { kt = k } else { kt = (0..<n).map { Double($0) / Double(n - 1) } }
            let tfs = (timingFunctions?.count ?? 0) >= n - 1 ? timingFunctions : nil
            return segmentValue(values: values, kt: kt, u: u, tfs: tfs, cubic: mode == .cubic)
        }
    }

    static func segmentValue(values: [AnimValue], kt: [Double], u: Double, tfs: [TimingFunction]?, cubic: Bool) -> AnimValue {
        let n = values.count
        if u <= kt[0] { return values[0] }
        if u >= kt[n - 1] { return values[n - 1] }
        var i = 0
        while i < n - 2 && u >= kt[i + 1] { i += 1 }
        let span = kt[i + 1] - kt[i]
        var v = span > 0 ? (u - kt[i]) / span : 1
        if let tfs { v = tfs[i].value(at: v) }
        if cubic, let c1 = values[i].components, let c2 = values[i + 1].components {
            let c0 = (i > 0 ? values[i - 1].components : nil) ?? c1
            let c3 = (i + 2 < n ? values[i + 2].components : nil) ?? c2
            if c0.count == c1.count && c3.count == c1.count && c2.count == c1.count {
                return values[i].withComponents(CatmullRom(c0, c1, c2, c3).point(v))
            }
        }
        return values[i].interpolated(to: values[i + 1], v)
    }
}

/// Arc-length tables for a keyframe path: one segment per line/curve element.
struct PathTable: Sendable {
    struct Segment: Sendable {
        var points: [Point] // polyline samples along the element
        var cum: [Double] // cumulative length at each sample
        var length: Double { cum.last ?? 0 }
    }
    var segments: [Segment] = []
    var start = Point.zero, end = Point.zero

    init(_ path: Path) {
        var cur = Point.zero, subStart = Point.zero
        var first = true
        func add(_ pts: [Point]) {
            var cum = [0.0]
            for i in 1..<pts.count { cum.append(cum[i - 1] + pts[i].distance(to: pts[i - 1])) }
            segments.append(Segment(points: pts, cum: cum))
        }
        let n = 48
        path.forEach { el in
            switch el {
            case .move(let p):
                cur = p; subStart = p
                if first { start = p; first = false }
            case .line(let p):
                add([cur, p]); cur = p
            case .quad(let c, let p):
                let p0 = cur
                add(
                    (0...n).map { i -> Point in
                        let t = Double(i) / Double(n), mt = 1 - t
                        return p0 * (mt * mt) + c * (2 * mt * t) + p * (t * t)
                    })
                cur = p
            case .cubic(let c1, let c2, let p):
                let p0 = cur
                add(
                    (0...n).map { i -> Point in
                        let t = Double(i) / Double(n), mt = 1 - t
                        return p0 * (mt * mt * mt) + c1 * (3 * mt * mt * t) + c2 * (3 * mt * t * t) + p * (t * t * t)
                    })
                cur = p
            case .close:
                if cur != subStart { add([cur, subStart]) }
                cur = subStart
            }
        }
        end = cur
    }

    var totalLength: Double { segments.reduce(0) { $0 + $1.length } }

    /// Point and tangent at progress `u`.
    func evaluate(_ u: Double, mode: CalculationMode, keyTimes: [Double]?, timingFunctions: [TimingFunction]?) -> (Point, Point) {
        let m = segments.count
        var seg = 0
        var frac = 0.0
        if mode == .paced || mode == .cubicPaced {
            let total = totalLength
            var target = min(max(u, 0), 1) * total
            seg = m - 1; frac = 1
            for i in 0..<m {
                let len = segments[i].length
                if target <= len || i == m - 1 { seg = i; frac = len > 0 ? min(1, target / len) : 1; break }
                target -= len
            }
        } else {
            let kt: [Double]
            if let k = keyTimes, k.count == m + 1 { kt = k } else { kt = (0...m).map { Double($0) / Double(m) } }
            if u <= kt[0] {
                seg = 0; frac = 0
            } else if u >= kt[m] {
                seg = m - 1; frac = 1
            } else {
                var i = 0
                while i < m - 1 && u >= kt[i + 1] { i += 1 }
                let span = kt[i + 1] - kt[i]
                seg = i; frac = span > 0 ? (u - kt[i]) / span : 1
                if let tfs = timingFunctions, tfs.count >= m { frac = tfs[i].value(at: frac) }
            }
        }
        return segments[seg].at(fraction: frac)
    }
}

extension PathTable.Segment {
    /// Point at arc-length fraction and the local direction.
    func at(fraction f: Double) -> (Point, Point) {
        let target = min(max(f, 0), 1) * length
        var i = 1
        while i < cum.count - 1 && cum[i] < target { i += 1 }
        let a = points[i - 1], b = points[i]
        let segLen = cum[i] - cum[i - 1]
        let t = segLen > 0 ? (target - cum[i - 1]) / segLen : 0
        return (a.lerp(to: b, t), b - a)
    }
}

/// One uniform Catmull-Rom segment from `p1` to `p2` (neighbours `p0`, `p3`), any dimension.
struct CatmullRom {
    var a: [Double], b: [Double], c: [Double], d: [Double] // p(t) = a + b·t + c·t² + d·t³

    init(_ p0: [Double], _ p1: [Double], _ p2: [Double], _ p3: [Double]) {
        a = p1.indices.map { p1[$0] }
        b = p1.indices.map { 0.5 * (p2[$0] - p0[$0]) }
        c = p1.indices.map { 0.5 * (2 * p0[$0] - 5 * p1[$0] + 4 * p2[$0] - p3[$0]) }
        d = p1.indices.map { 0.5 * (-p0[$0] + 3 * p1[$0] - 3 * p2[$0] + p3[$0]) }
    }

    /// The point at parameter t (0 → p1, 1 → p2).
    func point(_ t: Double) -> [Double] { a.indices.map { a[$0] + t * (b[$0] + t * (c[$0] + t * d[$0])) } }

    /// |p′(t)|, the speed in parameter.
    func speed(_ t: Double) -> Double {
        var s = 0.0
        for k in a.indices {
            let dk = b[k] + t * (2 * c[k] + 3 * t * d[k])
            s += dk * dk
        }
        return s.squareRoot()
    }

    /// Arc length from t0 to t1: 5-point Gauss-Legendre (exact for the polynomial speed² up to
    /// the square root; the table's steps are short enough for ~1e-9 relative).
    func length(_ t0: Double, _ t1: Double) -> Double {
        let h = 0.5 * (t1 - t0), m = 0.5 * (t1 + t0)
        var s = 0.0
        for (x, w) in CatmullRom.gauss5 { s += w * speed(m + h * x) }
        return s * h
    }

    static let gauss5: [(Double, Double)] = [
        (0, 0.568_888_888_888_888_9),
        (-0.538_469_310_105_683_1, 0.478_628_670_499_366_5), (0.538_469_310_105_683_1, 0.478_628_670_499_366_5),
        (-0.906_179_845_938_664_0, 0.236_926_885_056_189_1), (0.906_179_845_938_664_0, 0.236_926_885_056_189_1),
    ]
}

/// `cubicPaced`: the Catmull-Rom spline through all the values (endpoints duplicated, as in
/// `cubic`) with one arc-length table over the whole spline, so progress u is arc-length fraction u
/// everywhere: constant speed across the values. Each segment is split in `steps` parameter
/// intervals; inside an interval the parameter for an arc length is refined by Newton's method
/// on the quadrature, so the speed is constant to the quadrature's precision, not the table's.
struct PacedSpline {
    static let steps = 16
    let prototype: AnimValue
    let segments: [CatmullRom]
    /// Cumulative arc length at each table knot: segment i, step j → `cum[i * steps + j]`; last = total.
    let cum: [Double]

    /// The spline through `values`, or nil when they lack numeric components of one dimension.
    init?(_ values: [AnimValue]) {
        let comps = values.compactMap(\.components)
        guard values.count >= 2, comps.count == values.count, let dim = comps.first?.count,
            comps.allSatisfy({ $0.count == dim })
        else { return nil }
        let n = comps.count
        var segments: [CatmullRom] = []
        for i in 0..<(n - 1) {
            segments.append(CatmullRom(comps[max(0, i - 1)], comps[i], comps[i + 1], comps[min(n - 1, i + 2)]))
        }
        var cum = [0.0]
        for seg in segments {
            for j in 0..<PacedSpline.steps {
                let t0 = Double(j) / Double(PacedSpline.steps), t1 = Double(j + 1) / Double(PacedSpline.steps)
                cum.append(cum[cum.count - 1] + seg.length(t0, t1))
            }
        }
        self.prototype = values[0]; self.segments = segments; self.cum = cum
    }

    var totalLength: Double { cum[cum.count - 1] }

    /// The value at arc-length fraction u (clamped to 0…1).
    func value(at u: Double) -> AnimValue {
        let (i, t) = parameter(atLength: min(max(u, 0), 1) * totalLength)
        return prototype.withComponents(segments[i].point(t))
    }

    /// Segment and parameter at arc length `s` from the start.
    func parameter(atLength s: Double) -> (Int, Double) {
        let steps = PacedSpline.steps, count = cum.count - 1
        if totalLength <= 0 { return (0, 0) }
        if s >= totalLength { return (segments.count - 1, 1) }
        // The table interval holding s (binary search), then Newton inside it.
        var lo = 0, hi = count
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            if cum[mid] <= s { lo = mid } else { hi = mid }
        }
        let i = lo / steps, j = lo % steps
        let seg = segments[i]
        let t0 = Double(j) / Double(steps), t1 = Double(j + 1) / Double(steps)
        let piece = cum[lo + 1] - cum[lo], want = s - cum[lo]
        var t = piece > 0 ? t0 + (t1 - t0) * want / piece : t0
        for _ in 0..<6 {
            let v = seg.speed(t)
            guard v > 1e-12 else { break }
            t = min(max(t - (seg.length(t0, t) - want) / v, t0), t1)
        }
        return (i, t)
    }
}
