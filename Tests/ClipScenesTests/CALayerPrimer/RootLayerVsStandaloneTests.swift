import ClipAnimation
import ClipGeometry
import ClipRaster
@testable import ClipScenes
import XCTest

extension PrimerTeachingSceneTests {
    // MARK: root-layer-vs-standalone

    func testRootLayerJumpsWhileTheStandaloneLayerAnimates() throws {
        let id = "root-layer-vs-standalone"
        // The change lands at 0.5 s; 0.1 s later the root layer is there, the stand-alone one on its way.
        XCTAssertEqual(try state(id, "rootLayer", 0.6).position.y, 280)
        let mid = try state(id, "standaloneLayer", 0.6).position.y
        XCTAssertGreaterThan(mid, 150); XCTAssertLessThan(mid, 275)
        XCTAssertEqual(try state(id, "standaloneLayer", 0.8).position.y, 280, accuracy: 1e-9, "0.25 s later it has arrived")
        XCTAssertEqual(try state(id, "rootLayer", 0.6).backgroundColor, RootLayerVsStandalone.pink)
        XCTAssertNotEqual(try state(id, "standaloneLayer", 0.6).backgroundColor, RootLayerVsStandalone.pink)
        // Both have the same model value at once.
        XCTAssertEqual(try model(id, "standaloneLayer", 0.6).position.y, 280)
    }
}
