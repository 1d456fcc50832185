import XCTest
import ClipGeometry
import ClipRaster
@testable import ClipAnimation

/// A layer class that draws its own content: a ring whose thickness is a custom property.
/// Everything a new kind of layer needs is this one subclass.
final class RingLayer: Layer, @unchecked Sendable {
    static let thickness = CustomProperty("thickness", default: 4)
    static let color = CustomProperty("color", default: Color.black)
    required init() { super.init(); declare(Self.thickness); declare(Self.color) }
    override func contentOps(state st: LayerState, localTime: Double) -> [DrawOp] {
        let b = st.bounds, t = st[Self.thickness]
        var p = ovalPath(in: b)
        p.append(ovalPath(in: b.insetBy(dx: t, dy: t)))
        return [.fill(p, .solid(st[Self.color]), .evenOdd, .identity)]
    }
}

/// A layer class that places its sublayers itself: each sublayer once as is and once mirrored
/// about the vertical centre line.
final class MirrorLayer: Layer, @unchecked Sendable {
    override func appendSublayerNodes(_ ctx: SublayerContext, to node: inout RenderNode) {
        let w = ctx.state.bounds.width
        let flip = Transform3D(scaleX: -1, y: 1).concatenating(Transform3D(translationX: w, y: 0))
        for s in ctx.sublayers {
            if let c = ctx.node(for: s, time: ctx.localTime, tint: ctx.tint, extra: ctx.sublayerTransform) { node.children.append(c.node) }
            if let c = ctx.node(for: s, time: ctx.localTime, tint: ctx.tint, extra: flip) { node.children.append(c.node) }
        }
    }
}

final class LayerClassTests: XCTestCase {
    func render(_ root: Layer, at t: Double = 0) -> Pixmap {
        let pm = Pixmap(width: 100, height: 100)
        FrameRenderer(scale: 1, background: .white).render(root.snapshot(at: t), into: pm.view)
        return pm
    }

    func testNewLayerClassDrawsItsOwnOpsAndAnimates() {
        let root = Layer(frame: Rect(0, 0, 100, 100))
        let ring = RingLayer(frame: Rect(10, 10, 80, 80))
        ring[RingLayer.color] = .black
        ring.add(BasicAnimation(keyPath: "thickness", from: 4, to: 20, duration: 1))
        root.addSublayer(ring)
        var pm = render(root)
        XCTAssertEqual(pm[50, 12], RGBA8(0, 0, 0, 255)) // inside a 4 pt ring
        XCTAssertEqual(pm[50, 20], RGBA8(255, 255, 255, 255)) // the hole
        pm = render(root, at: 0.99) // ≈ 20 pt thick near the end
        XCTAssertEqual(pm[50, 25], RGBA8(0, 0, 0, 255))
        XCTAssertEqual(pm[50, 50], RGBA8(255, 255, 255, 255))
        // Clones keep the class (transitions and replays copy trees).
        XCTAssertTrue(ring.cloneTree() is RingLayer)
        XCTAssertEqual(ring.cloneTree().snapshot(at: 0).ops.count, 1)
        // Under a replicator, the instance colour tints the new class's ops like any other.
        let rep = ReplicatorLayer(frame: Rect(0, 0, 100, 100))
        rep.instanceCount = 2; rep.instanceRedOffset = -1; rep.instanceColor = .white
        let r2 = RingLayer(frame: Rect(0, 0, 10, 10)); r2[RingLayer.color] = .white
        rep.addSublayer(r2)
        guard case .fill(_, .solid(let c), _, _) = rep.snapshot(at: 0).children[1].ops.first else { return XCTFail() }
        XCTAssertEqual(c, Color(r: 0, g: 1, b: 1, a: 1))
    }

    func testNewLayerClassPlacesItsSublayers() {
        let root = Layer(frame: Rect(0, 0, 100, 100))
        let m = MirrorLayer(frame: Rect(0, 0, 100, 100))
        let dot = Layer(frame: Rect(10, 40, 20, 20)); dot.backgroundColor = .black
        m.addSublayer(dot)
        root.addSublayer(m)
        XCTAssertEqual(m.snapshot(at: 0).children.count, 2)
        let pm = render(root)
        XCTAssertEqual(pm[20, 50], RGBA8(0, 0, 0, 255))
        XCTAssertEqual(pm[80, 50], RGBA8(0, 0, 0, 255)) // the mirror image
        XCTAssertEqual(pm[50, 50], RGBA8(255, 255, 255, 255))
    }
}
