import ClipAnimation
import ClipGeometry
import ClipRaster
@testable import ClipScenes
import XCTest

extension PrimerTeachingSceneTests {
    // MARK: rope-progress-lag

    func testShapeLayerRopeLagsTheDrawnRope() throws {
        let id = "rope-progress-lag"
        func drawn(_ t: Double) throws -> Double {
            try XCTUnwrap(state(id, "progressLayer", t).value(forKeyPath: "progress")?.scalar)
        }
        // The first flick ends at 0.65 s at 0.8: the drawn rope is there, the shape layer behind.
        XCTAssertEqual(try drawn(0.66), 0.8, accuracy: 1e-6)
        XCTAssertLessThan(try state(id, "top", 0.66).shape!.strokeEnd, 0.75)
        XCTAssertEqual(try state(id, "top", 1.2).shape!.strokeEnd, 0.8, accuracy: 1e-6, "caught up after 0.25 s")
        // Mid-flick the shape layer trails the drawn value.
        XCTAssertLessThan(try state(id, "top", 0.55).shape!.strokeEnd, try drawn(0.55) - 0.1)
    }
}
