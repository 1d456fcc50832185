import ClipGeometry

/// CAMediaTimingFunction: a cubic Bézier from (0,0) to (1,1) with control points P1, P2.
///
/// `value(at: u)` solves `Bx(s) = u` for the curve parameter `s` (Newton from `s = u`, at most 8
/// steps, bisection fallback) and returns `By(s)`. The x control coordinates are clamped to 0...1,
/// so `Bx` is monotonic and the solution unique; y may leave 0...1 (overshooting curves).
public struct TimingFunction: Hashable, Sendable {
    /// First control point P1 (x clamped to 0…1).
    public var c1: Point
    /// Second control point P2 (x clamped to 0…1).
    public var c2: Point

    /// `CAMediaTimingFunction(controlPoints:)`: a custom cubic Bézier; y values outside 0…1 overshoot.
    public init(controlPoints c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double) {
        c1 = Point(min(1, max(0, c1x)), c1y); c2 = Point(min(1, max(0, c2x)), c2y)
    }

    /// Constant speed.
    public static let linear = TimingFunction(controlPoints: 0, 0, 1, 1)
    /// Starts slowly (0.42, 0, 1, 1).
    public static let easeIn = TimingFunction(controlPoints: 0.42, 0, 1, 1)
    /// Ends slowly (0, 0, 0.58, 1).
    public static let easeOut = TimingFunction(controlPoints: 0, 0, 0.58, 1)
    /// Starts and ends slowly (0.42, 0, 0.58, 1); UIView's default curve.
    public static let easeInEaseOut = TimingFunction(controlPoints: 0.42, 0, 0.58, 1)
    /// kCAMediaTimingFunctionDefault: the curve of implicit animations.
    public static let `default` = TimingFunction(controlPoints: 0.25, 0.1, 0.25, 1)

    /// Named constructors as in `CAMediaTimingFunction(name:)`.
    public enum Name: String, Sendable, CaseIterable {
        /// `kCAMediaTimingFunctionLinear` and the other named curves.
        case linear, easeIn, easeOut, easeInEaseOut, `default`
    }
    /// The named curve, as `CAMediaTimingFunction(name:)`.
    public init(name: Name) {
        switch name {
        case .linear: self = .linear
        case .easeIn: self = .easeIn
        case .easeOut: self = .easeOut
        case .easeInEaseOut: self = .easeInEaseOut
        case .default: self = .default
        }
    }

    /// Whether the curve is the identity (control points on the diagonal).
    public var isLinear: Bool { c1.x == c1.y && c2.x == c2.y }

    @inline(__always) static func bez(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        // 3(1-s)^2 s p1 + 3(1-s) s^2 p2 + s^3
        let ms = 1 - s
        return 3 * ms * ms * s * p1 + 3 * ms * s * s * p2 + s * s * s
    }
    @inline(__always) static func bezDeriv(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let ms = 1 - s
        return 3 * ms * ms * p1 + 6 * ms * s * (p2 - p1) + 3 * s * s * (1 - p2)
    }

    /// The curve parameter `s` with `Bx(s) = x` (x clamped to 0...1).
    public func solveParameter(_ x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        var s = x
        for _ in 0..<8 {
            let err = TimingFunction.bez(s, c1.x, c2.x) - x
            if abs(err) < 1e-12 { return s }
            let d = TimingFunction.bezDeriv(s, c1.x, c2.x)
            if abs(d) < 1e-9 { break }
            let next = s - err / d
            if next < 0 || next > 1 { break }
            s = next
        }
        if abs(TimingFunction.bez(s, c1.x, c2.x) - x) < 1e-12 { return s }
        // Bisection: Bx is monotonic on [0, 1].
        var lo = 0.0, hi = 1.0
        s = x
        for _ in 0..<60 {
            let v = TimingFunction.bez(s, c1.x, c2.x)
            if abs(v - x) < 1e-14 { break }
            if v < x { lo = s } else { hi = s }
            s = (lo + hi) * 0.5
        }
        return s
    }

    /// Progress for input fraction `u`. Inputs outside 0...1 extrapolate linearly (as CA's
    /// curves do not), which only matters for spring/cumulative edge cases; normally u ∈ 0...1.
    public func value(at u: Double) -> Double {
        if isLinear { return u }
        if u <= 0 { return 0 }
        if u >= 1 { return 1 }
        return TimingFunction.bez(solveParameter(u), c1.y, c2.y)
    }
}
