import XCTest
import ClipGeometry
import ClipRaster
@testable import ClipAnimation

/// The direct path for perspective layers that are only an image (`FrameRenderer+ProjectedImage`):
/// it draws what the general path (local render, then a projective pass) draws, within a few
/// levels, for rotations about x and y, with and without a rounded clip; and it is taken only for
/// image-only nodes.
final class ProjectedImageTests: XCTestCase {
    /// A 64 × 48 checker-and-gradient image, so sampling errors would show.
    static let image: Pixmap = {
        let pm = Pixmap(width: 64, height: 48)
        for y in 0..<48 {
            for x in 0..<64 {
                let check = ((x / 8) + (y / 8)) % 2 == 0
                pm.view[x, y] = check ? RGBA8(UInt8(x * 4), 40, UInt8(y * 5), 255) : RGBA8(240, 220, 30, 255)
            }
        }
        return pm
    }()

    func render(rotation: (Double, Double, Double, Double), cornerRadius: Double, forceGeneral: Bool) -> Pixmap {
        let root = Layer(); root.frame = Rect(0, 0, 120, 100)
        let card = Layer(); card.frame = Rect(20, 20, 80, 60)
        card.contents = .image(Self.image)
        card.cornerRadius = cornerRadius
        card.masksToBounds = cornerRadius > 0
        var t = Transform3D.identity; t.m34 = -1.0 / 150
        card.transform = t.rotated(by: rotation.0, x: rotation.1, y: rotation.2, z: rotation.3)
        // An empty sublayer makes the node more than an image: the general path.
        if forceGeneral { card.addSublayer(Layer()) }
        root.addSublayer(card)
        let pm = Pixmap(width: 240, height: 200)
        FrameRenderer(scale: 2, background: .white).render(root.snapshot(at: 0), into: pm.view)
        return pm
    }

    func testDirectPathMatchesTheGeneralPath() {
        let rows: [((Double, Double, Double, Double), Double)] = [
            ((0.6, 0, 1, 0), 0), ((-0.5, 1, 0, 0), 0), ((0.35, 0, 1, 0), 8), ((0.4, 1, 1, 0), 10),
        ]
        for (rot, radius) in rows {
            let fast = render(rotation: rot, cornerRadius: radius, forceGeneral: false)
            let general = render(rotation: rot, cornerRadius: radius, forceGeneral: true)
            var sum = 0, big = 0
            for i in 0..<(240 * 200) {
                let a = fast.view[i % 240, i / 240], b = general.view[i % 240, i / 240]
                let d = max(abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b)))
                sum += d
                if d > 48 { big += 1 }
            }
            let mean = Double(sum) / Double(240 * 200)
            XCTAssertLessThan(mean, 2.5, "rotation \(rot), radius \(radius): mean delta")
            XCTAssertLessThan(big, 240 * 200 / 100, "rotation \(rot), radius \(radius): pixels off by > 48 (edges only)")
        }
    }

    func testOnlyImageOnlyNodesTakeTheDirectPath() {
        var n = RenderNode()
        n.bounds = Rect(0, 0, 10, 10)
        n.ops = [.image(Self.image, .identity, 1)]
        var m = ProjectiveTransform.identity; m.m13 = 0.001
        let pm = Pixmap(width: 20, height: 20)
        var canvas = Canvas(pm.view)
        let r = FrameRenderer(scale: 1)
        XCTAssertTrue(r.drawProjectedImage(n, into: &canvas, m: m))
        n.children = [RenderNode()]
        XCTAssertFalse(r.drawProjectedImage(n, into: &canvas, m: m))
        n.children = []
        n.shadow = RenderShadow(color: .black, offset: Size(0, 3), radius: 3, path: nil)
        XCTAssertFalse(r.drawProjectedImage(n, into: &canvas, m: m))
    }
}
