import XCTest
import ClipGeometry
@testable import ClipAnimation

/// Timing functions against an independent CSS `cubic-bezier` evaluation, springs against a
/// numeric integration and the settling durations tabulated in the specs.
final class CurveTests: XCTestCase {
    /// Reference: dense bisection on x(s) (60 halvings), written independently of the engine's
    /// Newton solver.
    func cssCubicBezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ x: Double) -> Double {
        func bx(_ s: Double) -> Double { 3 * x1 * s * (1 - s) * (1 - s) + 3 * x2 * s * s * (1 - s) + s * s * s }
        func by(_ s: Double) -> Double { 3 * y1 * s * (1 - s) * (1 - s) + 3 * y2 * s * s * (1 - s) + s * s * s }
        var lo = 0.0, hi = 1.0
        for _ in 0..<60 { let m = (lo + hi) / 2; if bx(m) < x { lo = m } else { hi = m } }
        return by((lo + hi) / 2)
    }

    func testNamedAndCustomCurvesMatchCSSReference() {
        let curves: [(TimingFunction, (Double, Double, Double, Double))] = [
            (.linear, (0, 0, 1, 1)), (.easeIn, (0.42, 0, 1, 1)), (.easeOut, (0, 0, 0.58, 1)),
            (.easeInEaseOut, (0.42, 0, 0.58, 1)), (.default, (0.25, 0.1, 0.25, 1)),
            (TimingFunction(controlPoints: 0.68, -0.55, 0.265, 1.55), (0.68, -0.55, 0.265, 1.55)),  // easeInOutBack
            (TimingFunction(controlPoints: 0.95, 0.05, 0.795, 0.035), (0.95, 0.05, 0.795, 0.035)), // steep: Newton stalls
            (TimingFunction(controlPoints: 0, 1, 1, 0), (0, 1, 1, 0)),
        ]
        for (tf, c) in curves {
            for i in 0...100 {
                let x = Double(i) / 100
                XCTAssertEqual(tf.value(at: x), cssCubicBezier(c.0, c.1, c.2, c.3, x), accuracy: 1e-7, "\(c) at \(x)")
            }
        }
        // Published values: CSS `ease` at 0.5 and `ease-in-out` symmetry.
        XCTAssertEqual(TimingFunction.default.value(at: 0.5), 0.8024033877399112, accuracy: 1e-9)
        XCTAssertEqual(TimingFunction.easeInEaseOut.value(at: 0.5), 0.5, accuracy: 1e-12)
        XCTAssertEqual(TimingFunction.easeInEaseOut.value(at: 0.3) + TimingFunction.easeInEaseOut.value(at: 0.7), 1, accuracy: 1e-12)
    }

    /// RK4 integration of m x'' + c x' + k x = 0 with x(0) = 1, x'(0) = −v0.
    func integrate(_ s: SpringSolver, until t: Double) -> Double {
        var x = 1.0, v = -s.initialVelocity
        let h = 1e-4
        let n = Int((t / h).rounded())
        func acc(_ x: Double, _ v: Double) -> Double { (-s.stiffness * x - s.damping * v) / s.mass }
        for _ in 0..<n {
            let k1x = v, k1v = acc(x, v)
            let k2x = v + 0.5 * h * k1v, k2v = acc(x + 0.5 * h * k1x, v + 0.5 * h * k1v)
            let k3x = v + 0.5 * h * k2v, k3v = acc(x + 0.5 * h * k2x, v + 0.5 * h * k2v)
            let k4x = v + h * k3v, k4v = acc(x + h * k3x, v + h * k3v)
            x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
        }
        return x
    }

    func testSpringClosedFormMatchesIntegration() {
        let springs = [
            SpringSolver(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0),     // under
            SpringSolver(mass: 10, stiffness: 1500, damping: 50, initialVelocity: 100), // under, jump
            SpringSolver(mass: 1, stiffness: 100, damping: 20, initialVelocity: 3),     // critical
            SpringSolver(mass: 1, stiffness: 100, damping: 50, initialVelocity: -2),    // over
        ]
        XCTAssertEqual(springs[2].dampingRatio, 1, accuracy: 1e-12)
        XCTAssertGreaterThan(springs[3].dampingRatio, 1)
        for s in springs {
            for t in [0.05, 0.2, 0.5, 1.0] {
                XCTAssertEqual(s.displacement(at: t), integrate(s, until: t), accuracy: 1e-6, "\(s) t \(t)")
            }
        }
    }

    /// settlingDuration and x ranges as tabulated in 001/002 §3.9 (our ε = 0.001 definition).
    func testSettlingDurationsFromSpec() {
        let table: [(Double, Double, Double, Double, Double, Double, Double)] = [
            // m, k, c, v0, settle, xmin, xmax
            (1, 100, 10, 0, 1.27, -0.16, 1),
            (1, 100, 2, 0, 6.70, -0.73, 1),
            (1, 100, 7.5, 0, 1.80, -0.28, 1),
            (10, 1500, 50, 100, 3.58, -5.88, 3.06),
            (1, 200, 7, 0, 1.90, -0.45, 1),
            (1, 100, 5, -10, 2.78, -0.59, 1.33),
            (1, 100, 5, 0, 2.69, -0.44, 1),
        ]
        for r in table {
            let s = SpringSolver(mass: r.0, stiffness: r.1, damping: r.2, initialVelocity: r.3)
            XCTAssertEqual(s.settlingDuration(), r.4, accuracy: 0.011, "\(r)")
            var lo = 1.0, hi = 1.0
            for i in 0...6000 { let x = s.displacement(at: Double(i) / 1000); lo = min(lo, x); hi = max(hi, x) }
            XCTAssertEqual(lo, r.5, accuracy: 0.011, "min \(r)")
            XCTAssertEqual(hi, r.6, accuracy: 0.011, "max \(r)")
        }
    }

    /// UIView spring mapping values from 003/004 §1.13 (ω0 = ln 1500/(ζT), the default) with
    /// their peaks, and from 001/002 §3.10 (`.framer`).
    func testUIKitSpringOmega() {
        for (z, v, T, w, peak) in [(0.5, 1.0, 1.2, 12.2, 1.16), (0.1, 1.0, 5.0, 14.6, 1.73), (0.5, 0.9, 0.7, 20.9, 1.16),
                                   (0.8, 2.0, 0.7, 13.1, 1.015), (0.6, 0.0, 0.7, 17.4, 1.10)] {
            let s = SpringSolver.uiKit(dampingRatio: z, duration: T, initialVelocity: v)
            XCTAssertEqual(s.omega0, w, accuracy: 0.06, "\(z) \(T)")
            let top = (0...2000).map { s.progress(at: T * Double($0) / 2000) }.max()!
            XCTAssertEqual(top, peak, accuracy: 0.011, "peak \(z) \(v) \(T)")
        }
        for (z, d, v, w) in [(0.8, 1.0, 0.0, 8.99), (0.7, 1.0, 1.0, 9.61), (0.2, 1.5, 0.0, 17.73), (0.7, 0.33, 0.0, 29.82)] {
            XCTAssertEqual(SpringSolver.uiKitOmega0(dampingRatio: z, duration: d, initialVelocity: v), w, accuracy: 0.01, "\(z) \(d) \(v)")
        }
        // The UIView spring ends exactly at the target at its duration.
        XCTAssertEqual(SpringSolver.uiKit(dampingRatio: 0.8, duration: 1, initialVelocity: 0, mapping: .framer).omega0, 8.99, accuracy: 0.01)
        let a = UIViewSpringAnimation(keyPath: .positionX)
        a.fromValue = 0; a.toValue = 100; a.duration = 0.7; a.dampingRatio = 0.5
        a.fillMode = .forwards; a.isRemovedOnCompletion = false
        let l = Layer(); l.add(a)
        XCTAssertEqual(l.presentationState(localTime: 0.7).position.x, 100, accuracy: 1e-9)
        // It overshoots on the way (ζ = 0.5).
        let peak = (1...69).map { l.presentationState(localTime: Double($0) / 100).position.x }.max()!
        XCTAssertGreaterThan(peak, 110)
    }

    /// Kitten Yang §1.6 sampled spring: 60 samples for 1 s, overshoot 1.6005, last ≈ 1.0025.
    func testSampledSpringCurve() {
        let v = SampledCurve.springValues(from: 0, to: 1, duration: 1.0, damping: 0.5, velocity: 3.0)
        XCTAssertEqual(v.count, 60)
        XCTAssertEqual(v.max()!, 1.6005, accuracy: 0.0006)
        XCTAssertEqual(v.min()!, 0, accuracy: 1e-12)
        XCTAssertEqual(v.last!, 1.0025, accuracy: 0.0006)
        XCTAssertEqual(SampledCurve.linearValues(from: 0, to: 1, duration: 0.3).count, 18)
    }

    /// CASpringAnimation in a layer: time in seconds, not stretched; cut off at `duration`.
    func testSpringAnimationOnLayer() {
        let s = SpringAnimation(keyPath: .opacity)
        s.fromValue = 0; s.toValue = 1; s.damping = 2; s.duration = 0.25
        let l = Layer(); l.opacity = 1; l.add(s)
        let solver = SpringSolver(mass: 1, stiffness: 100, damping: 2)
        XCTAssertEqual(l.presentationState(localTime: 0.1).opacity, solver.progress(at: 0.1), accuracy: 1e-12)
        XCTAssertEqual(l.presentationState(localTime: 0.3).opacity, 1) // removed → model
    }
}
