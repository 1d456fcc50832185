import ClipAnimation
import ClipGeometry
import ClipRaster
@testable import ClipScenes
import XCTest

/// F1–F11 (except F10, in its own file): probes at the times the spec names.
final class Section8CoreAnimationTests: XCTestCase {
    typealias Kit = SceneTestKit

    func state(_ id: String, _ name: String, _ t: Double) throws -> LayerState {
        try XCTUnwrap(Kit.presentation(id, name, at: t), "\(id): \(name) at \(t)")
    }

    // MARK: F1 image-zoom-delay

    func testImageZoomDelay() throws {
        let id = "image-zoom-delay"
        for (t, side) in [(0.0, 80.0), (1.95, 80), (2.5, 120), (3.05, 160), (3.5, 160)] {
            let s = try state(id, "imageView", t)
            XCTAssertEqual(s.bounds.width, side, accuracy: 0.5, "t \(t)")
            XCTAssertEqual(s.position.x, 160, accuracy: 1e-6); XCTAssertEqual(s.position.y, 180, accuracy: 1e-6)
        }
        // Ease-in-out: a quarter of the way through the second, well under a quarter of the growth.
        XCTAssertLessThan(try state(id, "imageView", 2.25).bounds.width, 80 + 0.2 * 80)
        // Rendered: the icon covers (85, 105) only once zoomed.
        let s = 0.5
        XCTAssertTrue(Kit.near(Kit.pixel(try Kit.render(id, at: 1, scale: s), Point(85, 105), scale: s), RGBA8(255, 255, 255, 255)))
        XCTAssertFalse(Kit.near(Kit.pixel(try Kit.render(id, at: 3.2, scale: s), Point(90, 110), scale: s), RGBA8(255, 255, 255, 255), 30))
    }
}

extension Section8CoreAnimationTests {
    // MARK: F2 petal-fly-to-tap, F3 petal-fly-spin

    func testPetalFliesLinearlyAndStays() throws {
        let id = "petal-fly-to-tap"
        XCTAssertEqual(try state(id, "petal", 0.4).position, Point(50, 150))
        let mid = try state(id, "petal", 3.0).position   // 2.5 of 5 s, linear
        XCTAssertEqual(mid.x, 135, accuracy: 0.01); XCTAssertEqual(mid.y, 300, accuracy: 0.01)
        XCTAssertEqual(try state(id, "petal", 5.8).position, Point(220, 450), "stays where it landed (model set on stop)")
        let second = try state(id, "petal", 8.5).position
        XCTAssertEqual(second.x, 160, accuracy: 0.01); XCTAssertEqual(second.y, 375, accuracy: 0.01)
        XCTAssertEqual(try state(id, "petal", 11.2).position, Point(100, 300))
        // Rendered: the pink petal is at (220, 450) after the flight.
        let s = 1.0
        let px = Kit.pixel(try Kit.render(id, at: 5.8, scale: s, touches: false), Point(220, 450), scale: s)
        XCTAssertGreaterThan(Int(px.r), Int(px.b) + 40, "pink petal \(px)")
    }

    func testPetalSpinsAboutItsAnchorAndBack() throws {
        let id = "petal-fly-spin"
        let st = try state(id, "petal", 0.4)
        XCTAssertEqual(st.anchorPoint, Point(0.5, 0.6))
        XCTAssertEqual(st.position, Point(50, 150))
        // The matrix holds the angle modulo 2π: compare on the circle.
        func rot(_ t: Double) throws -> Double { try XCTUnwrap(state(id, "petal", t).value(forKeyPath: "transform.rotation.z")?.scalar) }
        func assertAngle(_ a: Double, _ b: Double, accuracy: Double, _ m: String = "") {
            var d = (a - b).truncatingRemainder(dividingBy: 2 * Double.pi)
            if d > Double.pi { d -= 2 * Double.pi }; if d < -Double.pi { d += 2 * Double.pi }
            XCTAssertLessThanOrEqual(abs(d), accuracy, m)
        }
        assertAngle(try rot(3.5), 1.5 * Double.pi * 3 / 6, accuracy: 1e-3)
        assertAngle(try rot(6.5), 1.5 * Double.pi, accuracy: 1e-3, "270° at 6 s")
        assertAngle(try rot(9.5), 1.5 * Double.pi * 3 / 6, accuracy: 1e-3, "autoreverses")
        assertAngle(try rot(12.6), 0, accuracy: 1e-9, "once (no repeat)")
        XCTAssertTrue(try state(id, "petal", 6.5).position == Point(220, 450))
    }
}
