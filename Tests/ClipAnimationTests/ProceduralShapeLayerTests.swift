import XCTest
import ClipGeometry
import ClipRaster
@testable import ClipAnimation

/// ProceduralShapeLayer: the path is a function of the presentation state, built at draw time;
/// a display link driving a custom property draws what a per-tick path rebuild would.
final class ProceduralShapeLayerTests: XCTestCase {
    func bar(_ w: Double) -> Path { rectPath(Rect(0, 0, w, 10)) }

    /// Table: the drawn path follows the custom property, by model value and by animation.
    func testPathFollowsState() {
        let l = ProceduralShapeLayer()
        let width = l.declare(CustomProperty("width", default: 10.0))
        l.pathProvider = { st in rectPath(Rect(0, 0, st[width], 10)) }
        l.add(BasicAnimation(keyPath: "width", from: 20, to: 60, duration: 1), forKey: nil)
        let table: [(t: Double, w: Double)] = [(0, 20), (0.25, 30), (0.5, 40), (1.5, 10)]
        for row in table {
            let st = l.presentationState(localTime: row.t)
            let ops = l.contentOps(state: st, localTime: row.t)
            guard case .fill(let p, _, _, _)? = ops.first else { return XCTFail("a fill op") }
            XCTAssertEqual(p.bounds.width, row.w, accuracy: 1e-9, "t \(row.t)")
        }
        // Without a provider it is a plain ShapeLayer.
        let plain = ProceduralShapeLayer(); plain.path = bar(7)
        guard case .fill(let p, _, _, _)? = plain.contentOps(state: plain.model, localTime: 0).first else { return XCTFail() }
        XCTAssertEqual(p.bounds.width, 7)
    }

    /// A DisplayLink adding 2 per tick gives offset = 120·t at tick times, whatever frame is asked for.
    func testDisplayLinkDrivenOffset() throws {
        let renderer = LayerSceneRenderer(size: Size(40, 20), scale: 1, seed: 0, showTouches: false, background: .white, script: nil) { _ in
            let root = Layer(); root.frame = Rect(0, 0, 40, 20)
            let l = ProceduralShapeLayer(); l.name = "bar"; l.frame = root.bounds
            let offset = l.declare(CustomProperty("offset", default: 0.0))
            l.pathProvider = { st in rectPath(Rect(0, 0, st[offset] / 6, 20)) }
            l.fillColor = .black
            root.addSublayer(l)
            _ = DisplayLink { _ in l[offset] += 2 }
            return root
        }
        for (t, cols) in [(0.0, 0), (0.25, 5), (1.0, 20), (1.0 + 1.0 / 120, 20)] {
            let pm = Pixmap(width: 40, height: 20)
            try renderer.render(time: t, into: pm.view)
            var black = 0
            for x in 0..<40 where pm[x, 10] == RGBA8(0, 0, 0, 255) { black += 1 }
            XCTAssertEqual(black, cols, "t \(t)")
        }
    }
}
