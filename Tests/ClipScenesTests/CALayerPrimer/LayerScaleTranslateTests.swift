import ClipAnimation
import ClipGeometry
import ClipRaster
@testable import ClipScenes
import XCTest

extension PrimerTeachingSceneTests {
    // MARK: layer-scale-translate

    func testScaleAndTranslationTransforms() throws {
        let id = "layer-scale-translate"
        func m(_ t: Double) throws -> Transform3D { try state(id, "transformedLayer", t).transform }
        let scaled = try m(1.4)
        XCTAssertEqual(scaled.m11, 0.6, accuracy: 1e-9); XCTAssertEqual(scaled.m22, 0.6, accuracy: 1e-9)
        XCTAssertEqual(scaled.m41, 0, accuracy: 1e-9)
        let moved = try m(4.0)
        XCTAssertEqual(moved.m11, 1, accuracy: 1e-9)
        XCTAssertEqual(moved.m41, 40, accuracy: 1e-9); XCTAssertEqual(moved.m42, -30, accuracy: 1e-9)
        let both = try m(6.4) // Translate(scale, 40, −30): the move is scaled too.
        XCTAssertEqual(both.m11, 0.6, accuracy: 1e-9)
        XCTAssertEqual(both.m41, 24, accuracy: 1e-9); XCTAssertEqual(both.m42, -18, accuracy: 1e-9)
        // Rendered: at the scaled state the layer's old corner (70, 70) is white.
        let s = 1.0
        XCTAssertTrue(Kit.near(Kit.pixel(try Kit.render(id, at: 1.4, scale: s), Point(70, 70), scale: s), RGBA8(255, 255, 255, 255)))
        XCTAssertFalse(Kit.near(Kit.pixel(try Kit.render(id, at: 0.1, scale: s), Point(70, 70), scale: s), RGBA8(255, 255, 255, 255), 30))
    }
}
