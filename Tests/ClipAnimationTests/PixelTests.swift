import XCTest
import ClipGeometry
import ClipRaster
@testable import ClipAnimation

/// Rendered pixels: masks, shadows, group opacity, clipping, 3D perspective, text, transitions,
/// frame-rate independence.
final class PixelTests: XCTestCase {
    func render(_ root: Layer, at t: Double = 0, size: Int = 100) -> Pixmap {
        let pm = Pixmap(width: size, height: size)
        FrameRenderer(scale: 1, background: .white).render(root.snapshot(at: t), into: pm.view)
        return pm
    }
    func root(_ size: Double = 100) -> Layer { let r = Layer(); r.frame = Rect(0, 0, size, size); return r }

    func testShapeMask() {
        let r = root()
        let red = Layer(); red.frame = Rect(0, 0, 100, 100); red.backgroundColor = .red
        let m = ShapeLayer(); m.frame = red.bounds; m.path = ovalPath(in: Rect(20, 20, 60, 60))
        red.mask = m
        r.addSublayer(red)
        let pm = render(r)
        XCTAssertEqual(pm[50, 50], RGBA8(255, 0, 0, 255))
        XCTAssertEqual(pm[5, 5], RGBA8(255, 255, 255, 255))
        XCTAssertEqual(pm[50, 15], RGBA8(255, 255, 255, 255))
        XCTAssertEqual(pm[50, 25], RGBA8(255, 0, 0, 255))
    }

    func testShadowOffsetAndBlur() {
        let r = root()
        let sq = Layer(); sq.frame = Rect(40, 30, 20, 20); sq.backgroundColor = .black
        sq.shadowOpacity = 1; sq.shadowOffset = Size(0, 15); sq.shadowRadius = 0
        r.addSublayer(sq)
        var pm = render(r)
        XCTAssertEqual(pm[50, 60], RGBA8(0, 0, 0, 255)) // hard shadow 15 pt below
        XCTAssertEqual(pm[50, 27], RGBA8(255, 255, 255, 255)) // nothing above
        sq.shadowRadius = 6
        pm = render(r)
        let v = Int(pm[50, 66].r) // near the shadow's bottom edge (50…65): partially covered
        XCTAssertGreaterThan(v, 20); XCTAssertLessThan(v, 235)
        XCTAssertLessThan(Int(pm[50, 57].r), 60)
        // masksToBounds clips the shadow away.
        sq.masksToBounds = true
        pm = render(r)
        XCTAssertEqual(pm[50, 60], RGBA8(255, 255, 255, 255))
    }

    func testGroupOpacityAndClipping() {
        let r = root()
        let g = Layer(); g.frame = Rect(10, 10, 60, 60); g.opacity = 0.5
        let a = Layer(); a.frame = Rect(0, 0, 40, 40); a.backgroundColor = .black
        let b = Layer(); b.frame = Rect(20, 20, 40, 40); b.backgroundColor = .black
        g.addSublayer(a); g.addSublayer(b)
        r.addSublayer(g)
        let pm = render(r)
        // Overlap and non-overlap look the same (the subtree is composited as a group).
        XCTAssertEqual(pm[45, 45], pm[15, 15])
        XCTAssertEqual(Int(pm[15, 15].r), 128, accuracy: 1)
        // masksToBounds with a corner radius clips children.
        let c = Layer(); c.frame = Rect(0, 0, 100, 100); c.masksToBounds = true; c.cornerRadius = 50
        let fill = Layer(); fill.frame = Rect(-20, -20, 140, 140); fill.backgroundColor = .blue
        c.addSublayer(fill)
        let r2 = root(); r2.addSublayer(c)
        let pm2 = render(r2)
        XCTAssertEqual(pm2[50, 50], RGBA8(0, 0, 255, 255))
        XCTAssertEqual(pm2[3, 3], RGBA8(255, 255, 255, 255))
    }

    /// Rotation about +y with m34 perspective: the left edge comes toward the viewer (taller).
    func testPerspectiveRotation() {
        let r = root()
        let card = Layer(); card.frame = Rect(20, 20, 60, 60); card.backgroundColor = .red
        var t = Transform3D.identity; t.m34 = -1.0 / 100
        card.transform = t.rotated(by: 0.7, x: 0, y: 1, z: 0)
        r.addSublayer(card)
        let pm = render(r)
        func redHeight(_ x: Int) -> Int { (0..<100).filter { pm[x, $0].g < 128 }.count }
        var cols = (0..<100).filter { redHeight($0) > 0 }
        XCTAssertFalse(cols.isEmpty)
        cols.sort()
        let left = redHeight(cols.first! + 2), right = redHeight(cols.last! - 2)
        XCTAssertGreaterThan(left, right + 10)
        // Without m34 the same rotation only squashes x (flat): equal heights.
        card.transform = Transform3D(rotationAngle: 0.7, x: 0, y: 1, z: 0)
        let flat = render(r)
        let flatCols = (0..<100).filter { x in (0..<100).contains { flat[x, $0].g < 128 } }
        XCTAssertEqual(Double(flatCols.count), 60 * GMath.cos(0.7), accuracy: 2)
    }

    func testTextRendersGlyphs() {
        let r = root(200)
        let t = TextLayer(); t.frame = Rect(0, 0, 200, 60); t.string = "Hi"; t.fontSize = 40; t.foregroundColor = .black
        r.addSublayer(t)
        let pm = render(r, size: 200)
        var dark = 0, minX = 200, maxX = 0
        for y in 0..<60 { for x in 0..<200 where pm[x, y].r < 100 { dark += 1; minX = min(minX, x); maxX = max(maxX, x) } }
        XCTAssertGreaterThan(dark, 150)
        XCTAssertLessThan(minX, 10)
        XCTAssertLessThan(maxX, 80)
        // Centre alignment moves it right.
        t.alignmentMode = .center
        let pc = render(r, size: 200)
        var minXc = 200
        for y in 0..<60 { for x in 0..<200 where pc[x, y].r < 100 { minXc = min(minXc, x) } }
        XCTAssertGreaterThan(minXc, 60)
    }

    func testPushTransition() {
        let rt = SceneRuntime()
        let r = root()
        let l = Layer()
        rt.perform(at: 0) {
            l.frame = Rect(0, 0, 100, 100); l.backgroundColor = .red
            r.addSublayer(l)
        }
        rt.perform(at: 1) {
            l.backgroundColor = .blue
            l.add(Transition(type: .push, subtype: .fromRight, duration: 1), forKey: "t")
        }
        let pm = render(r, at: 1.5)
        XCTAssertEqual(pm[25, 50], RGBA8(255, 0, 0, 255)) // old leaves to the left
        XCTAssertEqual(pm[75, 50], RGBA8(0, 0, 255, 255)) // new enters from the right
        XCTAssertEqual(render(r, at: 2.1)[25, 50], RGBA8(0, 0, 255, 255))
    }
}
