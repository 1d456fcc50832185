import XCTest
import Foundation
import ClipEncode
import ClipGeometry
import ClipRaster
@testable import ClipAnimation

final class DepthTests: XCTestCase {
    /// A TransformLayer keeps its sublayers in 3D: the one nearer the viewer is drawn on top
    /// whatever the sublayer order; a plain layer draws in order (zPosition sorts).
    func testTransformLayerDepthAndZPosition() {
        for kind in ["transform", "plain"] {
            let root = Layer(); root.frame = Rect(0, 0, 100, 100)
            let container: Layer = kind == "transform" ? TransformLayer() : Layer()
            container.frame = root.bounds
            var persp = Transform3D.identity; persp.m34 = -1.0 / 300
            container.sublayerTransform = persp
            let near = Layer(); near.frame = Rect(20, 20, 50, 50); near.backgroundColor = .red
            near.transform = Transform3D(translationX: 0, y: 0, z: 40)
            let far = Layer(); far.frame = Rect(30, 30, 50, 50); far.backgroundColor = .blue
            container.addSublayer(near); container.addSublayer(far) // far added last
            root.addSublayer(container)
            let pm = Pixmap(width: 100, height: 100)
            FrameRenderer(scale: 1, background: .white).render(root.snapshot(at: 0), into: pm.view)
            if kind == "transform" {
                XCTAssertEqual(pm[50, 50], RGBA8(255, 0, 0, 255), "near on top")
            } else {
                XCTAssertEqual(pm[50, 50], RGBA8(0, 0, 255, 255), "flattened: order wins")
            }
            // Perspective magnifies the near layer (z = 40 with d = 300 → ×300/260).
            var redCols = 0
            for x in 0..<100 where pm[x, 22].r > 200 && pm[x, 22].b < 50 { redCols += 1 }
            XCTAssertGreaterThan(redCols, 50, kind)
        }
        // zPosition reorders siblings of a plain layer.
        let root = Layer(); root.frame = Rect(0, 0, 100, 100)
        let a = Layer(); a.frame = Rect(0, 0, 100, 100); a.backgroundColor = .red; a.zPosition = 1
        let b = Layer(); b.frame = Rect(0, 0, 100, 100); b.backgroundColor = .blue
        root.addSublayer(a); root.addSublayer(b)
        let pm = Pixmap(width: 100, height: 100)
        FrameRenderer(scale: 1, background: .white).render(root.snapshot(at: 0), into: pm.view)
        XCTAssertEqual(pm[50, 50], RGBA8(255, 0, 0, 255))
    }
}
