import XCTest
import Foundation
import ClipEncode
import ClipGeometry
import ClipRaster
@testable import ClipAnimation

final class ProjectedTests: XCTestCase {
    /// A layer with perspective draws its shadow (soft, offset) once, and shape content outside
    /// its (empty) bounds still appears.
    func testProjectedShadowAndUnboundedContent() {
        let root = Layer(); root.frame = Rect(0, 0, 100, 100)
        let card = Layer(); card.frame = Rect(25, 20, 50, 50); card.backgroundColor = .black
        card.shadowOpacity = 1; card.shadowOffset = Size(0, 12); card.shadowRadius = 4
        var t = Transform3D.identity; t.m34 = -1.0 / 200
        card.transform = t.rotated(by: 0.3, x: 1, y: 0, z: 0)
        root.addSublayer(card)
        let pm = Pixmap(width: 100, height: 100)
        FrameRenderer(scale: 1, background: .white).render(root.snapshot(at: 0), into: pm.view)
        let below = Int(pm[50, 82].r)
        XCTAssertLessThan(below, 200) // shadow under the card's bottom edge
        XCTAssertGreaterThan(below, 10) // but soft, not solid
        XCTAssertEqual(pm[50, 97].r, 255, accuracy: 3) // fades out
        // A shape layer with zero bounds whose path lies at positive coordinates, under perspective.
        let r2 = Layer(); r2.frame = Rect(0, 0, 100, 100)
        let s = ShapeLayer(); s.path = rectPath(Rect(30, 30, 40, 40)); s.fillColor = .red
        s.transform = t.rotated(by: 0.2, x: 0, y: 1, z: 0)
        r2.addSublayer(s)
        let p2 = Pixmap(width: 100, height: 100)
        FrameRenderer(scale: 1, background: .white).render(r2.snapshot(at: 0), into: p2.view)
        var red = 0
        for y in 0..<100 { for x in 0..<100 where p2[x, y].g < 100 { red += 1 } }
        XCTAssertGreaterThan(red, 1000)
    }
}
