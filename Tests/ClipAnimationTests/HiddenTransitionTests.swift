import XCTest
import ClipGeometry
import ClipRaster
@testable import ClipAnimation

/// A transition on a layer that hides (or shows) itself inside the block — UIKit's idiom
/// `UIView.transition(with: v, …) { v.isHidden = true }` (Bahama Air's status banner, 001/002 §2.4):
/// the old appearance is drawn by the transition until it ends, then nothing.
final class HiddenTransitionTests: XCTestCase {
    func render(_ root: Layer, at t: Double) -> Pixmap {
        let pm = Pixmap(width: 100, height: 100)
        FrameRenderer(scale: 1, background: .white).render(root.snapshot(at: t), into: pm.view)
        return pm
    }

    /// (options, hide or show, time after the start, point, expected): one row per case.
    func testHidingAndShowingInsideTransitions() {
        typealias Row = (options: ViewAnimation.Options, hide: Bool, dt: Double, p: (Int, Int), expect: (RGBA8) -> Bool, what: String)
        let red: (RGBA8) -> Bool = { $0.r > 240 && $0.g < 15 && $0.b < 15 }
        let white: (RGBA8) -> Bool = { $0.r > 250 && $0.g > 250 && $0.b > 250 }
        let pink: (RGBA8) -> Bool = { $0.r > 240 && $0.g > 100 && $0.g < 155 }
        let rows: [Row] = [
            (.transitionCrossDissolve, true, 0.5, (50, 50), pink, "hiding: half faded at half time"),
            (.transitionCrossDissolve, true, 1.1, (50, 50), white, "hidden once the transition ends"),
            (.transitionCrossDissolve, false, 0.5, (50, 50), pink, "showing: half faded in"),
            (.transitionCrossDissolve, false, 1.1, (50, 50), red, "shown"),
            (.transitionFlipFromTop, true, 0.1, (50, 50), red, "flip away: still facing us early on"),
            (.transitionFlipFromTop, true, 1.1, (50, 50), white, "flipped away"),
            (.transitionCurlDown, false, 1.1, (50, 50), red, "curled down into view"),
        ]
        for row in rows {
            let rt = SceneRuntime()
            let root = Layer(frame: Rect(0, 0, 100, 100))
            let l = Layer(frame: Rect(10, 10, 80, 80))
            rt.perform(at: 0) {
                l.backgroundColor = .red
                l.isHidden = !row.hide
                root.addSublayer(l)
            }
            rt.perform(at: 1) {
                var opts = row.options
                opts.insert(.curveLinear)
                ViewAnimation.transition(with: l, duration: 1, options: opts, animations: { l.isHidden = row.hide })
            }
            let pm = render(root, at: 1 + row.dt)
            XCTAssertTrue(row.expect(pm[row.p.0, row.p.1]), "\(row.what): \(pm[row.p.0, row.p.1])")
        }
        // Before the change a hidden layer draws nothing (the ordinary rule).
        let root = Layer(frame: Rect(0, 0, 100, 100))
        let l = Layer(frame: Rect(10, 10, 80, 80)); l.backgroundColor = .red; l.isHidden = true
        root.addSublayer(l)
        XCTAssertTrue(white(render(root, at: 0)[50, 50]))
    }
}
