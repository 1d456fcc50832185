import ClipGeometry
import Foundation

/// A damped harmonic oscillator in normalised form (seeds 001/002 §3.9):
/// `m·x″ + c·x′ + k·x = 0`, `x(0) = 1` (at the from-value), `x′(0) = −v0` where `v0` is the initial
/// velocity in "whole distances per second" toward the target. Value = to + (from − to)·x(t), so
/// the *progress* (0 → 1) is `1 − x(t)`. Closed form for under-, critically and over-damped cases.
public struct SpringSolver: Hashable, Sendable {
    /// Mass m (> 0).
    public var mass: Double
    /// Stiffness k (> 0).
    public var stiffness: Double
    /// Damping coefficient c (≥ 0).
    public var damping: Double
    /// Initial velocity toward the target, in whole distances per second.
    public var initialVelocity: Double

    /// A spring with CASpringAnimation's defaults (m 1, k 100, c 10, v 0); mass and stiffness are kept above 0.
    public init(mass: Double = 1, stiffness: Double = 100, damping: Double = 10, initialVelocity: Double = 0) {
        self.mass = max(1e-9, mass); self.stiffness = max(1e-9, stiffness)
        self.damping = max(0, damping); self.initialVelocity = initialVelocity
    }

    /// Natural angular frequency ω0 = √(k/m).
    public var omega0: Double { (stiffness / mass).squareRoot() }
    /// Damping ratio ζ = c / (2√(km)).
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// Normalised displacement x(t) (1 at t = 0, → 0).
    public func displacement(at t: Double) -> Double {
        if t <= 0 { return 1 }
        let w0 = omega0, z = dampingRatio, v0 = initialVelocity
        if abs(z - 1) < 1e-9 {
            return GMath.exp(-w0 * t) * (1 + (w0 - v0) * t)
        } else if z < 1 {
            let wd = w0 * (1 - z * z).squareRoot()
            return GMath.exp(-z * w0 * t) * (GMath.cos(wd * t) + ((z * w0 - v0) / wd) * GMath.sin(wd * t))
        } else {
            let s = (z * z - 1).squareRoot()
            let r1 = -w0 * (z - s), r2 = -w0 * (z + s)
            let c2 = (-v0 - r1) / (r2 - r1), c1 = 1 - c2
            return c1 * GMath.exp(r1 * t) + c2 * GMath.exp(r2 * t)
        }
    }

    /// Progress 0 → 1 (may overshoot): `1 − x(t)`.
    public func progress(at t: Double) -> Double { 1 - displacement(at: t) }

    /// CASpringAnimation.settlingDuration [CHOICE of the specs]: the last time |x(t)| ≥ ε
    /// (ε = 0.001), stepping at 1/600 s out to 60 s.
    public func settlingDuration(epsilon: Double = 0.001) -> Double {
        // 36 000 samples: memoised, since scenes rebuild (and re-ask) every frame.
        SettlingCache.shared.value(self, epsilon) { computeSettlingDuration(epsilon: epsilon) }
    }

    func computeSettlingDuration(epsilon: Double) -> Double {
        let step = 1.0 / 600
        var last = 0.0
        var i = 0
        while true {
            let t = Double(i) * step
            if t > 60 { break }
            if abs(displacement(at: t)) >= epsilon { last = t }
            i += 1
        }
        return last
    }

    /// The UIView spring (`animateWithDuration:…usingSpringWithDamping:initialSpringVelocity:`,
    /// duration T, damping ratio ζ, velocity v) as the CASpringAnimation UIKit builds for it:
    /// mass 1, stiffness ω0², damping 2ζω0, where ω0 solves the settling-envelope equation with
    /// ε = 0.001 (UIKit's `-[UIViewSpringAnimationState generateSpringPropertiesForDuration:damping:velocity:]`
    /// → `parametersOfSpringAnimation(…, 0.001)`, the same conversion Framer publishes as iOS's;
    /// sources and figures in the engine README):
    /// - ζ < 1: `|(ζω0 − v)/(ω0·√(1−ζ²))|·e^{−ζω0T} = ε`;
    /// - ζ = 1: `e^{−ω0T}·|(ω0 − v)·T + 1| = ε`.
    /// ζ is clamped to (0, 1] and T to [0.01, 10] s, and the root is the one UIKit's Newton
    /// iteration reaches (`uiKitOmega0`). This is the only UIView-spring mapping: every view spring
    /// goes through here.
    public static func uiKit(dampingRatio zeta: Double, duration: Double, initialVelocity v: Double) -> SpringSolver {
        let z = uiKitDampingRatio(zeta)
        let w0 = uiKitOmega0(dampingRatio: zeta, duration: duration, initialVelocity: v)
        return SpringSolver(mass: 1, stiffness: w0 * w0, damping: 2 * z * w0, initialVelocity: v)
    }

    /// The damping ratio UIKit uses for a requested one: clamped to (0, 1].
    public static func uiKitDampingRatio(_ zeta: Double) -> Double { max(1e-4, min(1, zeta)) }
    /// The duration the mapping uses for a requested one: clamped to [0.01, 10] s.
    public static func uiKitDuration(_ d: Double) -> Double { max(0.01, min(10, d)) }

    /// ω0 of the UIView spring (see `uiKit`): UIKit's own root search, Newton's method on
    /// `ε − envelope(ω0)` from ω0 = 5/T, 12 steps. When v > 0 the envelope equation can have
    /// several roots (|ζω0 − v| vanishes at ω0 = v/ζ) and the iteration's, not the largest, is
    /// UIKit's: (ζ 0.05, 1 s, v 1) gives 19.02 rad/s, not 71.7. Where the 12 steps do not land
    /// on a root (UIKit then uses whatever they reach, possibly ≤ 0), the largest root in
    /// 0.01…2000 rad/s is used instead, by bisection.
    public static func uiKitOmega0(
        dampingRatio zeta: Double, duration d: Double, initialVelocity v: Double,
        epsilon: Double = 0.001
    ) -> Double {
        // Memoised (asked at every sample of every UIView spring, every frame).
        let key = SpringSolver(mass: 1, stiffness: zeta, damping: d, initialVelocity: v)
        return SettlingCache.omega0.value(key, epsilon) {
            computeOmega0(dampingRatio: zeta, duration: d, initialVelocity: v, epsilon: epsilon)
        }
    }

    /// The envelope term of the UIView spring at t = T (see `uiKit`), signed: for ζ < 1 the sine
    /// coefficient times the decay, `((ζω0 − v)/(ω0√(1−ζ²)))·e^{−ζω0T}`; for ζ = 1
    /// `((ω0 − v)·T + 1)·e^{−ω0T}`. With its derivative in ω0.
    static func uiKitEnvelope(_ w: Double, z: Double, T: Double, v: Double) -> (value: Double, slope: Double) {
        if z < 1 {
            let s = (1 - z * z).squareRoot(), e = GMath.exp(-z * T * w)
            return ((z * w - v) / (s * w) * e, e / (s * w * w) * (v + z * T * v * w - z * z * T * w * w))
        } else {
            let e = GMath.exp(-T * w)
            return (((w - v) * T + 1) * e, e * T * T * (v - w))
        }
    }

    static func computeOmega0(
        dampingRatio zeta: Double, duration d: Double, initialVelocity v: Double,
        epsilon: Double
    ) -> Double {
        let z = uiKitDampingRatio(zeta), T = uiKitDuration(d)
        func envelope(_ w0: Double) -> Double { abs(uiKitEnvelope(w0, z: z, T: T, v: v).value) }
        // UIKit's iteration (parametersOfSpringAnimation): f = ε − |g| for ζ < 1; for ζ = 1 the
        // threshold's sign follows ω0 − v. Both are ε − |g| wherever g keeps that sign.
        func f(_ w: Double) -> (Double, Double) {
            let (g, dg) = uiKitEnvelope(w, z: z, T: T, v: v)
            if z < 1 { return g > 0 ? (epsilon - g, -dg) : (epsilon + g, dg) }
            return w - v < 0 ? (g + epsilon, dg) : (g - epsilon, dg)
        }
        var w = 5 / T
        for _ in 0..<12 {
            let (y, dy) = f(w)
            w -= y / dy
        }
        if w.isFinite, w > 0, abs(f(w).0) <= 1e-6 * epsilon { return w }
        var hi = 2000.0
        var lo = hi
        while lo > 0.01 && envelope(lo) < epsilon { hi = lo; lo /= 1.05 }
        for _ in 0..<100 {
            let mid = 0.5 * (lo + hi)
            if envelope(mid) > epsilon { lo = mid } else { hi = mid }
        }
        return 0.5 * (lo + hi)
    }
}

/// Kitten Yang's KYSpringLayerAnimation sampling (§1.6): `n = Int(duration·60)` samples of
/// `f(x_i)` at `x_i = i/n`, shown at keyTimes `i/(n−1)`.
public enum SampledCurve {
    /// Kitten Yang's damped-cosine samples from `from` to `to` (60 per second of `duration`), for a keyframe animation's `values`.
    public static func springValues(
        from: Double, to: Double, duration: Double,
        damping: Double, velocity: Double
    ) -> [Double] {
        let n = Int(duration * 60)
        let diff = to - from
        let D = damping * 10, V = velocity * 10
        return (0..<n).map { i in
            let x = Double(i) / Double(n)
            return to - diff * (GMath.exp(-D * x) * GMath.cos(V * x))
        }
    }
    /// Linear samples from `from` to `to` (60 per second of `duration`), the same count as `springValues`.
    public static func linearValues(from: Double, to: Double, duration: Double) -> [Double] {
        let n = Int(duration * 60)
        return (0..<n).map { from + (to - from) * Double($0) / Double(n) }
    }
}

/// settlingDuration (and uiKitOmega0) results, shared by every thread (a pure function's memo).
final class SettlingCache: @unchecked Sendable {
    struct Key: Hashable { var solver: SpringSolver; var epsilon: Double }
    static let shared = SettlingCache()
    /// uiKitOmega0 results (the key's stiffness/damping fields carry ζ and T).
    static let omega0 = SettlingCache()
    private let lock = NSLock()
    private var values: [Key: Double] = [:]

    func value(_ s: SpringSolver, _ eps: Double, _ compute: () -> Double) -> Double {
        let k = Key(solver: s, epsilon: eps)
        lock.lock()
        if let v = values[k] { lock.unlock(); return v }
        lock.unlock()
        let v = compute()
        lock.lock()
        if values.count >= 4096 { values.removeAll(keepingCapacity: true) }
        values[k] = v
        lock.unlock()
        return v
    }
}
