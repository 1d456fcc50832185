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
    /// A smooth spline through the values at constant speed.
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
/// - `cubic` / `cubicPaced`: Catmull-Rom through the values (tension/continuity/bias 0).
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
        case .paced, .cubicPaced:
            var cum = [0.0]
            for i in 1..<n { cum.append(cum[i - 1] + values[i - 1].distance(to: values[i])) }
            let total = cum[n - 1]
            let kt = total > 0 ? cum.map { $0 / total } : (0..<n).map { Double($0) / Double(n - 1) }
            return segmentValue(values: values, kt: kt, u: u, tfs: nil, cubic: mode == .cubicPaced)
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
                // Catmull-Rom (uniform), endpoints duplicated.
                var out = [Double](repeating: 0, count: c1.count)
                let t = v, t2 = t * t, t3 = t2 * t
                for k in 0..<c1.count {
                    let p0 = c0[k], p1 = c1[k], p2 = c2[k], p3 = c3[k]
                    out[k] = 0.5 * ((2 * p1) + (-p0 + p2) * t + (2 * p0 - 5 * p1 + 4 * p2 - p3) * t2 + (-p0 + 3 * p1 - 3 * p2 + p3) * t3)
                }
                return values[i].withComponents(out)
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
