import ClipAnimation
import ClipGeometry
import ClipRaster
import ClipTestSupport
@testable import ClipScenes
import XCTest

/// `marching-ants` (ch. 13): lineDashPhase animated on a marquee and a dashed circle.
final class MarchingAntsTests: XCTestCase {
    typealias Kit = SceneTestKit
    let scale = 1.0

    func st(_ id: String, _ name: String, _ t: Double) throws -> LayerState {
        try XCTUnwrap(Kit.presentation(id, name, at: t), "\(id): \(name)")
    }

    func testRegistered() {
        XCTAssertEqual(Kit.engineScene("marching-ants").info.chapter, 13)
        XCTAssertFalse(Kit.engineScene("marching-ants").isInteractive)
    }

    /// lineDashPhase runs 0 → 16 in 0.8 s (marquee) and 0 → 5 in 0.5 s (circle), forever; the
    /// pattern moves back along the path: 5 pt along the top edge is a white dash at phase 0
    /// (pattern position 5 of [10, 6]) and the black underlay at phase 8 (position 13).
    func testMarchingAnts() throws {
        let id = "marching-ants"
        XCTAssertEqual(try st(id, "ants", 0.2).shape!.lineDashPhase, 4, accuracy: 1e-9)
        XCTAssertEqual(try st(id, "ants", 0.4).shape!.lineDashPhase, 8, accuracy: 1e-9)
        XCTAssertEqual(try st(id, "ants", 1.0).shape!.lineDashPhase, 4, accuracy: 1e-9, "second lap")
        XCTAssertEqual(try st(id, "ants", 0.4).shape!.lineDashPattern, [10, 6])
        XCTAssertEqual(try st(id, "dashedCircle", 0.25).shape!.lineDashPhase, 2.5, accuracy: 1e-9)
        XCTAssertEqual(try st(id, "dashedCircle", 0.25).shape!.lineDashPattern, [2, 3])
        let m = MarchingAnts.marquee
        let spot = Point(m.minX + 5, m.minY)
        let f0 = try Kit.render(id, at: 0, scale: scale), f4 = try Kit.render(id, at: 0.4, scale: scale)
        XCTAssertTrue(Kit.near(Kit.pixel(f0, spot, scale: scale), RGBA8(255, 255, 255, 255), 30), "dash at phase 0")
        XCTAssertTrue(Kit.near(Kit.pixel(f4, spot, scale: scale), RGBA8(0, 0, 0, 255), 30), "gap at phase 8")
        // And a spot 8 pt further back along the edge carries the dash at phase 8: the ants moved.
        XCTAssertTrue(Kit.near(Kit.pixel(f4, Point(m.minX + 13, m.minY), scale: scale), RGBA8(255, 255, 255, 255), 30))
    }
}
