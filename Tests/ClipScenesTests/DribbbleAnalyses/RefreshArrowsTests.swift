import ClipAnimation
import ClipGeometry
import ClipRaster
import ClipTestSupport
@testable import ClipScenes
import XCTest

/// §2.19 refresh-arrows: −π rad/s spin, chevrons morph in [0.45, 0.75] and back in [1.25, 1.55] of each 2 s turn.
final class RefreshArrowsTests: XCTestCase {
    typealias Kit = SceneTestKit
    let id = "refresh-arrows"

    func testRegistered() {
        let s = Kit.engineScene(id)
        XCTAssertEqual(s.info.book, .dribbbleAnalyses)
        XCTAssertEqual(s.info.chapter, 1)
        XCTAssertEqual(DribbbleAnalyses.scenes.first?.id, id)
    }

    func testSpin() {
        let table: [(Double, Double)] = [(0.2, 0), (0.5 + 0.5, -Double.pi / 2), (0.5 + 1.0, Double.pi), (0.5 + 2.5, -Double.pi / 2)]
        for (t, angle) in table {
            for name in ["parent", "parLayer"] {
                let rot = TransformParts(Kit.presentation(id, name, at: t)!.transform).component("rotation.z")
                XCTAssertEqual(GMath.cos(rot), GMath.cos(angle), accuracy: 1e-6, "\(name) t \(t)")
                XCTAssertEqual(GMath.sin(rot), GMath.sin(angle), accuracy: 1e-6, "\(name) t \(t)")
            }
        }
    }

    /// First point of arrow1 per phase of the 2 s cycle: start (80, 54), end (80, 42.5).
    func testChevronMorphTimeline() {
        let table: [(phase: Double, y: Double)] = [
            (0.2, 54), (0.45, 54), (0.6, 48.25), (0.75, 42.5), (1.0, 42.5), (1.25, 42.5), (1.4, 48.25), (1.55, 54), (1.9, 54), (2.6, 48.25),
        ]
        for row in table {
            for name in ["arrow1", "replicatedArrow"] {
                let p = Kit.presentation(id, name, at: 0.5 + row.phase)!.shape!.path!
                guard case .move(let q) = p.elements.first else { return XCTFail() }
                XCTAssertEqual(q.x, 80, accuracy: 1e-6)
                XCTAssertEqual(q.y, row.y, accuracy: 1e-6, "\(name) phase \(row.phase)")
            }
        }
        guard case .move(let q2) = Kit.presentation(id, "arrow2", at: 0.5 + 1.0)!.shape!.path!.elements.first else { return XCTFail() }
        XCTAssertEqual(q2, Point(2, 59))
    }

    /// Pixels: the tile's green, a white arc at 6 o'clock before the start, the replicated copy's
    /// arc at 12 o'clock (arc1 rotated by π).
    func testPixels() throws {
        let scale = 2.0
        let f = try Kit.render(id, at: 0.2, scale: scale)
        XCTAssertEqual(Kit.pixel(f, Point(22, 27), scale: scale), RGBA8(34, 233, 123, 255))
        XCTAssertEqual(Kit.pixel(f, Point(70, 75 + 40), scale: scale), RGBA8(255, 255, 255, 255))
        XCTAssertEqual(Kit.pixel(f, Point(190, 75 - 40), scale: scale), RGBA8(255, 255, 255, 255))
        XCTAssertEqual(Kit.pixel(f, Point(190, 75), scale: scale), RGBA8(34, 233, 123, 255))
    }
}
