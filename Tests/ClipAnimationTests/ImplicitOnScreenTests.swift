import ClipGeometry
import XCTest

@testable import ClipAnimation

/// Core Animation never runs implicit actions in the transaction that first puts a layer on
/// screen, nor for a layer that never was (issue #26: the Iris dots flew in from (0, 0) at
/// zero size on every loop). Every test builds a scene the way `LayerSceneRenderer` does and reads
/// the model tree replayed up to a time.
final class ImplicitOnScreenTests: XCTestCase {
    /// The layer named `name` in `build`'s tree at `t`, and its presentation there.
    func probe(_ name: String, at t: Double, _ build: @escaping @Sendable (SceneContext) -> Layer) -> (Layer, LayerState)? {
        let r = LayerSceneRenderer(size: Size(200, 200), scale: 1, build: build)
        let (root, rt) = r.layerTree(at: t)
        func find(_ l: Layer) -> Layer? {
            if l.name == name { return l }
            if let m = l.mask, let f = find(m) { return f }
            for s in l.sublayers { if let f = find(s) { return f } }
            return nil
        }
        guard let l = find(root) else { return nil }
        return (l, rt.perform(at: t) { l.presentation() })
    }

    static func dot() -> Layer {
        let d = Layer()
        d.name = "dot"
        d.implicitAnimations = true
        d.frame = Rect(100, 50, 6, 6)
        d.opacity = 0.5
        return d
    }

    /// Created, configured and added while frame 0 is built: shown at once; a timer's change later
    /// animates for 0.25 s from the value on screen.
    func testBuiltLayerShowsItsFirstValuesAtOnce() throws {
        let build: @Sendable (SceneContext) -> Layer = { _ in
            let root = Layer()
            let d = Self.dot()
            root.addSublayer(d)
            after(1) { d.opacity = 1 }
            return root
        }
        for t in [0, 0.1, 0.2, 0.9] {
            let (l, p) = try XCTUnwrap(probe("dot", at: t, build))
            XCTAssertEqual(p.frame, Rect(100, 50, 6, 6), "t \(t)")
            XCTAssertEqual(p.opacity, 0.5, "t \(t)")
            XCTAssertEqual(l.animationKeys(), [], "t \(t)")
        }
        let (_, mid) = try XCTUnwrap(probe("dot", at: 1.125, build))
        XCTAssertEqual(mid.opacity, 0.5 + 0.5 * TimingFunction.default.value(at: 0.5), accuracy: 1e-9)
    }

    /// Added later by a timer: its first values do not animate, its later changes do.
    func testLayerAddedByATimer() throws {
        let build: @Sendable (SceneContext) -> Layer = { _ in
            let root = Layer()
            after(1) {
                let d = Self.dot()
                root.addSublayer(d)
                after(1) { d.position = Point(20, 20) }
            }
            return root
        }
        for t in [1.0, 1.1, 1.9] {
            let (l, p) = try XCTUnwrap(probe("dot", at: t, build))
            XCTAssertEqual(p.frame, Rect(100, 50, 6, 6), "t \(t)")
            XCTAssertEqual(l.animationKeys(), [], "t \(t)")
        }
        let (_, p) = try XCTUnwrap(probe("dot", at: 2.125, build))
        let f = TimingFunction.default.value(at: 0.5)
        XCTAssertEqual(p.position.x, 103 + (20 - 103) * f, accuracy: 1e-9)
    }

    /// Configured in the build but added only by a timer: never on screen before, so neither its
    /// changes while detached nor those made as it is added animate.
    func testDetachedLayerNeverOnScreenDoesNotAnimate() throws {
        let build: @Sendable (SceneContext) -> Layer = { _ in
            let root = Layer()
            let d = Self.dot()
            after(0.5) { d.opacity = 0.8 }
            after(1) {
                d.opacity = 0.2; root.addSublayer(d)
            }
            after(2) { d.opacity = 1 }
            return root
        }
        let (l, p) = try XCTUnwrap(probe("dot", at: 1.05, build))
        XCTAssertEqual(p.opacity, 0.2)
        XCTAssertEqual(l.animationKeys(), [])
        let (_, q) = try XCTUnwrap(probe("dot", at: 2.125, build))
        XCTAssertEqual(q.opacity, 0.2 + 0.8 * TimingFunction.default.value(at: 0.5), accuracy: 1e-9)
    }

    /// A layer inside a subtree added in a later transaction is new on screen with it; a mask set
    /// in a timer is too.
    func testSubtreeAndMaskAddedLater() throws {
        let build: @Sendable (SceneContext) -> Layer = { _ in
            let root = Layer()
            let holder = Layer(frame: Rect(0, 0, 200, 200))
            let d = Self.dot()
            holder.addSublayer(d)
            let m = Layer()
            m.name = "mask"
            m.implicitAnimations = true
            after(1) {
                d.opacity = 0.9
                m.frame = Rect(0, 0, 50, 50)
                holder.mask = m
                root.addSublayer(holder)
            }
            after(2) { m.frame = Rect(0, 0, 100, 100) }
            return root
        }
        let (l, p) = try XCTUnwrap(probe("dot", at: 1.1, build))
        XCTAssertEqual(p.opacity, 0.9); XCTAssertEqual(l.animationKeys(), [])
        let (m, mp) = try XCTUnwrap(probe("mask", at: 1.1, build))
        XCTAssertEqual(mp.bounds.width, 50); XCTAssertEqual(m.animationKeys(), [])
        let (_, later) = try XCTUnwrap(probe("mask", at: 2.125, build))
        XCTAssertEqual(later.bounds.width, 50 + 50 * TimingFunction.default.value(at: 0.5), accuracy: 1e-9)
    }

    /// On screen, then removed: a change while detached animates (a stand-alone layer that has
    /// been on screen), and so does one made as it is added back (it was on screen before), as
    /// Core Animation keeps a layer's committed state.
    func testRemovedAndReAddedLayer() throws {
        let build: @Sendable (SceneContext) -> Layer = { _ in
            let root = Layer()
            let d = Self.dot()
            root.addSublayer(d)
            let seen = Layer()
            seen.name = "seen"
            root.addSublayer(seen)
            after(1) { d.removeFromSuperlayer() }
            after(1.5) { d.opacity = 1 }
            // Detached, the layer is not in the tree to probe: copy its presentation opacity.
            after(1.625) { seen.opacity = d.presentation().opacity }
            after(2) {
                d.opacity = 0; root.addSublayer(d)
            }
            return root
        }
        let half = TimingFunction.default.value(at: 0.5)
        let (_, s) = try XCTUnwrap(probe("seen", at: 1.7, build))
        XCTAssertEqual(s.opacity, 0.5 + 0.5 * half, accuracy: 1e-9)
        let (_, p) = try XCTUnwrap(probe("dot", at: 2.125, build))
        XCTAssertEqual(p.opacity, 1 - half, accuracy: 1e-9)
    }

    /// A runtime driven directly (no rendered root) counts every tree as on screen, but still
    /// not in the transaction that creates a layer.
    func testBareRuntimeSkipsTheCreatingTransaction() {
        let rt = SceneRuntime()
        let l = rt.perform(at: 0) { () -> Layer in
            let l = Layer(); l.implicitAnimations = true; l.opacity = 0.5
            return l
        }
        XCTAssertEqual(rt.perform(at: 0.1) { l.animationKeys() }, [])
        rt.perform(at: 1) { l.opacity = 1 }
        XCTAssertEqual(rt.perform(at: 1) { l.animationKeys() }, ["opacity"])
    }
}
