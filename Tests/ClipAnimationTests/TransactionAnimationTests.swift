import ClipGeometry
@testable import ClipAnimation
import XCTest

/// `Transaction.animate(duration:timingFunction:)`: CATransaction's animationDuration and
/// animationTimingFunction for implicit animations (003/004 §1.4).
final class TransactionAnimationTests: XCTestCase {
    /// (duration, curve, probe time after the change, expected fraction of the way) — the
    /// presentation opacity goes 0 → 1, so it equals the fraction.
    func testDurationAndCurveTable() {
        let rows: [(Double, TimingFunction, Double, Double)] = [
            (0.8, .default, 0.4, TimingFunction.default.value(at: 0.5)),
            (0.8, .linear, 0.2, 0.25),
            (1.5, .easeInEaseOut, 0.5, TimingFunction.easeInEaseOut.value(at: 1.0 / 3)),
            (1.5, .linear, 1.5, 1),
            (0.1, .linear, 0.05, 0.5),
        ]
        for (d, f, dt, want) in rows {
            let rt = SceneRuntime()
            let l = Layer()
            rt.perform(at: 0) {
                Transaction.withoutActions {
                    l.opacity = 0; l.implicitAnimations = true
                }
            }
            rt.perform(at: 1) { Transaction.animate(duration: d, timingFunction: f) { l.opacity = 1 } }
            XCTAssertEqual(l.presentationState(localTime: 1 + dt).opacity, want, accuracy: 1e-9, "duration \(d) at +\(dt)")
        }
    }

    /// Changes before the block keep the default 0.25 s action; changes inside take the block's
    /// duration; `withoutActions` inside still wins; layers without implicit animations jump.
    func testBlockScopesAndOptOut() {
        let rt = SceneRuntime()
        let a = Layer(), b = Layer(), plain = Layer()
        rt.perform(at: 0) {
            Transaction.withoutActions {
                for l in [a, b] { l.opacity = 0; l.implicitAnimations = true }
                plain.opacity = 0
            }
        }
        rt.perform(at: 1) {
            a.opacity = 1 // default action
            Transaction.animate(duration: 1, timingFunction: .linear) {
                b.opacity = 1
                plain.opacity = 1
            }
        }
        XCTAssertEqual(a.presentationState(localTime: 1.125).opacity, TimingFunction.default.value(at: 0.5), accuracy: 1e-9)
        XCTAssertEqual(a.presentationState(localTime: 1.3).opacity, 1)
        XCTAssertEqual(b.presentationState(localTime: 1.5).opacity, 0.5, accuracy: 1e-9)
        XCTAssertEqual(plain.presentationState(localTime: 1.01).opacity, 1)
        rt.perform(at: 3) { Transaction.animate(duration: 1) { Transaction.withoutActions { b.opacity = 0 } } }
        XCTAssertEqual(b.presentationState(localTime: 3.1).opacity, 0)
    }
}

/// A `CustomProperty` named like a registered key reads and writes the built-in property (the
/// one `BasicAnimation(keyPath:)` of that key animates), instead of a shadow copy that never moves.
final class CustomPropertyNameTests: XCTestCase {
    func testRegisteredNameReadsTheBuiltInProperty() {
        let rows: [(String, Double, Double)] = [("strokeEnd", 0, 1), ("opacity", 1, 0), ("progress", 0, 1)]
        for (key, from, to) in rows {
            let l = Layer()
            let p = l.declare(CustomProperty(key, default: from))
            l.add(BasicAnimation(keyPath: AnimKeyPath(key), from: .scalar(from), to: .scalar(to), duration: 1))
            XCTAssertEqual(l.presentationState(localTime: 0.5)[p], (from + to) / 2, accuracy: 1e-9, key)
            l[p] = 0.25
            XCTAssertEqual(l.model.value(forKeyPath: key)?.scalar ?? -1, 0.25, accuracy: 1e-12, key)
        }
    }
}
