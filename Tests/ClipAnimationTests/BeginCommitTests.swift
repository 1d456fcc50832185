import XCTest
import ClipGeometry
@testable import ClipAnimation

/// `ViewAnimation.beginAnimations` / `commitAnimations` (the static UIView API, 003/004 §1.13).
final class BeginCommitTests: XCTestCase {
    /// x of a layer moved 0 → 100 at t = 0 inside a begin/commit block configured by `setup`.
    func x(at times: [Double], _ setup: () -> Void) -> [Double] {
        let rt = SceneRuntime()
        let l = Layer(frame: Rect(0, 0, 10, 10)); l.position = Point(0, 0)
        rt.perform(at: 0) {
            ViewAnimation.beginAnimations("test")
            setup()
            l.position = Point(100, 0)
            ViewAnimation.commitAnimations()
            XCTAssertEqual(l.position.x, 100, "the model changes at once")
        }
        return times.map { t in rt.perform(at: t) { l.presentation().position.x } }
    }

    func testDurationDelayCurveTable() {
        let ease = TimingFunction.easeInEaseOut
        let rows: [(String, () -> Void, [(Double, Double)])] = [
            ("default 0.2 s ease-in-out", {}, [(0.05, 100 * ease.value(at: 0.25)), (0.1, 50), (0.25, 100)]),
            ("1.5 s", { ViewAnimation.setAnimationDuration(1.5) }, [(0.75, 50), (0.375, 100 * ease.value(at: 0.25)), (1.6, 100)]),
            (
                "linear 1 s, delay 0.5",
                {
                    ViewAnimation.setAnimationDuration(1); ViewAnimation.setAnimationDelay(0.5);
                    ViewAnimation.setAnimationCurve(.curveLinear)
                }, [(0.25, 0), (0.75, 25), (1.25, 75), (1.6, 100)]
            ),
        ]
        for (name, setup, probes) in rows {
            let got = x(at: probes.map(\.0), setup)
            for (i, (t, want)) in probes.enumerated() { XCTAssertEqual(got[i], want, accuracy: 1e-6, "\(name) at \(t)") }
        }
    }

    /// The did-stop closure runs at the end; changes after the commit are not animated; blocks nest.
    func testDidStopAndNesting() {
        let r = LayerSceneRenderer(size: Size(10, 10), scale: 1) { _ in
            let root = Layer()
            let a = Layer(frame: Rect(0, 0, 10, 10)), b = Layer(frame: Rect(0, 0, 10, 10))
            a.name = "a"; b.name = "b"
            root.addSublayer(a); root.addSublayer(b)
            ViewAnimation.beginAnimations("outer")
            ViewAnimation.setAnimationDuration(1)
            ViewAnimation.setAnimationDidStop { _ in
                a.opacity = 0.5; a.position = Point(0, 0)
            }
            a.position = Point(100, 0)
            ViewAnimation.beginAnimations("inner")
            ViewAnimation.setAnimationDuration(2)
            b.position = Point(100, 0)
            ViewAnimation.commitAnimations()
            ViewAnimation.commitAnimations()
            return root
        }
        func state(_ i: Int, _ t: Double) -> LayerState {
            let (root, rt) = r.layerTree(at: t)
            return rt.perform(at: t) { root.sublayers[i].presentation() }
        }
        XCTAssertEqual(state(1, 1.0).position.x, 52.5, accuracy: 1e-6, "inner: 2 s (from x = 5)")
        XCTAssertEqual(state(0, 0.5).position.x, 52.5, accuracy: 1e-6, "outer: 1 s")
        XCTAssertEqual(state(0, 0.99).opacity, 1)
        XCTAssertEqual(state(0, 1.01).opacity, 0.5, "did stop at 1 s")
        XCTAssertEqual(state(0, 1.02).position.x, 0, "outside a block: no animation")
    }
}
