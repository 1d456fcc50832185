import ClipAnimation
import ClipGeometry
import ClipRaster
import ClipTestSupport
@testable import ClipScenes
import XCTest

/// `easing-lab` and `keyframe-lab` (001/002 §2.9, §2.10).
final class EasingKeyframeLabTests: XCTestCase {
    typealias Kit = SceneTestKit

    func st(_ id: String, _ name: String, _ t: Double) throws -> LayerState {
        try XCTUnwrap(Kit.presentation(id, name, at: t), name)
    }

    /// Each racer is at x0 + (x1 − x0)·TF(t / 1.5); it holds the finish for 0.5 s, then runs again.
    func testRacersFollowTheirCurves() throws {
        let id = "easing-lab"
        let x0 = EasingLab.trackX0 + 8, x1 = EasingLab.trackX1 - 8
        for (i, c) in EasingLab.curves.enumerated() {
            for t in [0.3, 0.75, 1.2] {
                XCTAssertEqual(try st(id, "racer\(i + 1)", t).position.x, x0 + (x1 - x0) * c.function.value(at: t / 1.5),
                               accuracy: 1e-6, "\(c.name) at \(t)")
            }
            XCTAssertEqual(try st(id, "racer\(i + 1)", 1.8).position.x, x1, accuracy: 1e-9, "\(c.name) holds")
            XCTAssertEqual(try st(id, "racer\(i + 1)", 2.45).position.x, x0 + (x1 - x0) * c.function.value(at: 0.3),
                           accuracy: 1e-6, "\(c.name) second run")
            let plot = EasingLab.plotFrame(i)
            let m = try st(id, "plotMarker\(i + 1)", 0.75)
            XCTAssertEqual(m.position.x, plot.midX, accuracy: 1e-6)
            XCTAssertEqual(m.position.y, plot.maxY - plot.height * c.function.value(at: 0.5), accuracy: 1e-6)
        }
        // Half way: easeOut leads, easeIn trails, linear is in the middle.
        let mid = { (i: Int) in try self.st(id, "racer\(i)", 0.75).position.x }
        XCTAssertGreaterThan(try mid(3), try mid(1))
        XCTAssertGreaterThan(try mid(1), try mid(2))
        // The custom curve overshoots the finish.
        XCTAssertGreaterThan(try st(id, "racer6", 1.15).position.x, x1 + 5)
    }
}
