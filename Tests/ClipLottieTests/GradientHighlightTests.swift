import ClipGeometry
import ClipRaster
import Foundation
import XCTest

@testable import ClipLottie

/// The radial gradient highlight: the focal point lottie-web gives SVG (`h` percent of the radius
/// at the start → end angle plus `a`), drawn as a two-point conical gradient.
final class GradientHighlightTests: XCTestCase {
    /// A 200 × 200 square filled with a black → white radial gradient from (100, 100) to (200, 100).
    func render(h: Double, a: Double) throws -> Pixmap {
        let json = """
            {"v":"5","fr":10,"ip":0,"op":10,"w":200,"h":200,
             "layers":[{"ty":4,"ip":0,"op":10,"st":0,"ks":{},"shapes":[
               {"ty":"rc","p":{"a":0,"k":[100,100]},"s":{"a":0,"k":[200,200]},"r":{"a":0,"k":0}},
               {"ty":"gf","o":{"a":0,"k":100},"r":1,"t":2,"s":{"a":0,"k":[100,100]},"e":{"a":0,"k":[200,100]},
                "h":{"a":0,"k":\(h)},"a":{"a":0,"k":\(a)},"g":{"p":2,"k":{"a":0,"k":[0,0,0,0,1,1,1,1]}}}]}]}
            """
        let doc = try LottieDocument(data: Data(json.utf8))
        let image = Pixmap(width: 200, height: 200)
        try LottieRenderer(scene: LottieScene(document: doc, name: "g"), scale: 1, background: .white).render(frame: 0, into: image.view)
        return image
    }

    func testHighlightMovesTheFocalPoint() throws {
        // h 50, a 0: focal point at (150, 100). Along y = 100: t = 0 there, 1 on the circle
        // (x = 0 and x = 200), half way between on either side (x = 75 and x = 175).
        let p = try render(h: 50, a: 0)
        func t(_ x: Int, _ y: Int) -> Double { Double(p.view.row(y)[x * 4]) / 255 }
        XCTAssertEqual(t(150, 100), 0, accuracy: 0.03)
        XCTAssertEqual(t(175, 100), 0.5, accuracy: 0.03)
        XCTAssertEqual(t(75, 100), 0.5, accuracy: 0.03)
        XCTAssertEqual(t(100, 100), 1.0 / 3, accuracy: 0.03, "the centre: 50 of the 150 px from the focal point to the rim")
        // a 90: the focal point turns a quarter clockwise (y down), to (100, 150).
        let q = try render(h: 50, a: 90)
        XCTAssertEqual(Double(q.view.row(150)[100 * 4]) / 255, 0, accuracy: 0.03)
        // Lengths of 100 % and more stop at 99 % of the radius (lottie-web's clamp).
        let r = try render(h: 250, a: 0)
        XCTAssertLessThan(Double(r.view.row(100)[198 * 4]) / 255, 0.1)
        // No highlight: the plain radial gradient, centred.
        let plain = try render(h: 0, a: 0)
        XCTAssertEqual(Double(plain.view.row(100)[100 * 4]) / 255, 0, accuracy: 0.03)
        XCTAssertEqual(Double(plain.view.row(100)[150 * 4]) / 255, 0.5, accuracy: 0.03)
    }
}
