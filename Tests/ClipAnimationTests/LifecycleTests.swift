import XCTest
import ClipGeometry
import ClipRaster
@testable import ClipAnimation

final class LifecycleTests: XCTestCase {
    /// A rendered frame leaves nothing alive: layers whose animations capture them in callbacks,
    /// handlers, timers, display links and dynamics are all released after `render`.
    func testFrameReleasesEverything() throws {
        final class Weak: @unchecked Sendable { weak var layer: Layer?; weak var animator: DynamicAnimator? }
        let w = Weak()
        let r = LayerSceneRenderer(
            size: Size(20, 20), scale: 1,
            script: InteractionScript([.tap(at: 0.1, point: Point(1, 1))])
        ) { ctx in
            let root = Layer()
            let l = Layer(); l.frame = Rect(0, 0, 5, 5); l.backgroundColor = .red
            root.addSublayer(l)
            let a = BasicAnimation(keyPath: .opacity, from: 0, to: 1, duration: 1)
            a.onStop = { _ in l.opacity = 0.5 } // captures l: a cycle while attached
            l.add(a)
            ctx.handlers.onTap = { _ in
                l.opacity = 1; _ = ctx.seed
            }
            after(5) { l.opacity = 0 }
            let link = DisplayLink { link in
                _ = link; l.zPosition += 0
            }
            _ = link
            let anim = DynamicAnimator()
            let item = DynamicItem(layer: l)
            anim.add(DynamicBehavior.Gravity(items: [item]))
            anim.actions.append { _ = anim.elapsed }
            w.layer = l; w.animator = anim
            return root
        }
        let pm = Pixmap(width: 20, height: 20)
        try r.render(time: 0.5, into: pm.view)
        XCTAssertNil(w.layer)
        XCTAssertNil(w.animator)
    }

    /// Opt-in implicit animations: a model change on a stand-alone layer animates for 0.25 s with
    /// the default curve; inside `Transaction.withoutActions` it does not.
    func testImplicitAnimations() {
        let rt = SceneRuntime()
        let l = Layer()
        rt.perform(at: 0) {
            l.opacity = 0; l.implicitAnimations = true
        }
        rt.perform(at: 1) { l.opacity = 1 }
        let st = l.presentationState(localTime: 1.125).opacity
        XCTAssertEqual(st, TimingFunction.default.value(at: 0.5), accuracy: 1e-9)
        XCTAssertEqual(l.presentationState(localTime: 1.3).opacity, 1)
        rt.perform(at: 2) { Transaction.withoutActions { l.opacity = 0 } }
        XCTAssertEqual(l.presentationState(localTime: 2.1).opacity, 0)
    }

    /// Drawing closures receive presentation values of custom animatable properties (Ch. 5).
    func testCustomPropertyDrawing() {
        let l = Layer()
        l.frame = Rect(0, 0, 100, 10)
        l.declare(CustomProperty("xAxisPercent", default: 0))
        l.contents = .drawing { ctx, st in
            ctx.fill(rectPath(Rect(0, 0, 100 * st.customScalar("xAxisPercent"), 10)), color: .black)
        }
        l.add(BasicAnimation(keyPath: "xAxisPercent", from: 0, to: 1, duration: 1))
        let node = l.snapshot(at: 0.25)
        guard case .fill(let p, _, _, _) = node.ops.first else { return XCTFail("no op") }
        XCTAssertEqual(p.controlPointBounds.width, 25, accuracy: 1e-9)
    }

    /// Gradient layers: locations and colours animate element-wise; radial type yields a radial paint.
    func testGradientLayer() {
        let g = GradientLayer()
        g.frame = Rect(0, 0, 100, 100)
        g.colors = [.black, .white]
        g.add(BasicAnimation(keyPath: .locations, from: .scalars([0, 0.2]), to: .scalars([0.8, 1]), duration: 1))
        let n = g.snapshot(at: 0.5)
        guard case .fill(_, .linearGradient(let stops, let a, let b), _, _) = n.ops.first else { return XCTFail("no gradient") }
        XCTAssertEqual(stops[0].location, 0.4, accuracy: 1e-12); XCTAssertEqual(stops[1].location, 0.6, accuracy: 1e-12)
        XCTAssertEqual(a, Point(50, 0)); XCTAssertEqual(b, Point(50, 100))
        g.gradientType = .radial
        guard case .fill(_, .radialGradient, _, _) = g.snapshot(at: 0).ops.first else { return XCTFail("not radial") }
    }
}
