import ClipAnimation
import ClipGeometry
import ClipRaster
import ClipTestSupport
@testable import ClipScenes
import XCTest

/// §2.21 sidebar-3d-fold: rota from the drag, the helper width 100·sin r/(1 + 0.2 cos r), the
/// trapezoid panel, the shadow's alpha, open / close / snap back.
final class Sidebar3DFoldTests: XCTestCase {
    typealias Kit = SceneTestKit
    let id = "sidebar-3d-fold"
    func helperWidth(_ r: Double) -> Double { 100 * GMath.sin(r) / (1 + 0.2 * GMath.cos(r)) }
    func rota(_ t: Double) -> Double { Kit.presentation(id, "sideBar", at: t)!.custom["rota"]?.scalar ?? -1 }
    func pageShift(_ t: Double) -> Double { Kit.presentation(id, "containerView", at: t)!.transform.m41 }

    func testRegistered() {
        let s = Kit.engineScene(id)
        XCTAssertEqual(s.info.chapter, 3)
        XCTAssertTrue(s.isInteractive)
        XCTAssertEqual(s.size, Size(375, 667))
    }

    /// rota = translation / 80 during the drag, π/2 after the open (0.5 s ease-in), 0 after the tap
    /// and after the short drag; the page moves by the helper width (spec examples 40.8, 75.9, 89.3, 100).
    func testTimeline() {
        XCTAssertEqual(rota(0.1), 0)
        XCTAssertEqual(rota(0.7), 0.625, accuracy: 0.02)
        XCTAssertEqual(rota(1.2), 1.25, accuracy: 0.002)
        XCTAssertEqual(rota(1.75), Double.pi / 2, accuracy: 1e-9)
        XCTAssertEqual(rota(2.8), 0, accuracy: 1e-9)
        XCTAssertEqual(rota(3.3), 0.6, accuracy: 0.004)
        XCTAssertEqual(rota(3.9), 0, accuracy: 1e-9)
        for (r, w) in [(0.5, 40.8), (1.0, 75.9), (1.25, 89.3), (Double.pi / 2, 100)] { XCTAssertEqual(helperWidth(r), w, accuracy: 0.05) }
        XCTAssertEqual(pageShift(1.2), 89.3, accuracy: 0.3)
        XCTAssertEqual(pageShift(1.8), 100, accuracy: 1e-6)
        XCTAssertEqual(pageShift(0.1), 0, accuracy: 1e-6)
        XCTAssertEqual(
            TransformParts(Kit.presentation(id, "menuButton", at: 1.8)!.transform).component("rotation.z"), Double.pi / 2, accuracy: 1e-6)
    }

    /// Shadow alpha max(0.5 − rota/2, 0).
    func testShadowAlpha() {
        for (t, r) in [(0.1, 0.0), (1.2, 1.25)] {
            XCTAssertEqual(Kit.presentation(id, "shadow", at: t)!.gradient!.colors.last!.a, max(0.5 - r / 2, 0), accuracy: 1e-6)
        }
        XCTAssertEqual(Kit.presentation(id, "shadow", at: 0.7)!.gradient!.colors.last!.a, 0.5 - rota(0.7) / 2, accuracy: 0.01)
    }

    /// At 1.2 s (rota 1.25) the panel is a trapezoid: the hinge edge (x ≈ 89) is full height, the left
    /// edge (x = 0) is 603 / (1 + 0.2 cos 1.25) = 567 pt tall, centred on the same line.
    func testTrapezoidPixels() throws {
        let scale = 1.0
        let f = try Kit.render(id, at: 1.2, scale: scale, touches: false)
        func isOrange(_ c: RGBA8) -> Bool { c.r > 200 && c.g > 90 && c.g < 150 && c.b < 40 }
        XCTAssertTrue(isOrange(Kit.pixel(f, Point(85, 67), scale: scale)), "hinge edge reaches the top")
        XCTAssertTrue(isOrange(Kit.pixel(f, Point(2, 90), scale: scale)), "left edge inside its shorter span")
        XCTAssertEqual(Kit.pixel(f, Point(2, 72), scale: scale), RGBA8(0, 0, 0, 255), "above the left edge's top (≈ 82)")
        XCTAssertEqual(Kit.pixel(f, Point(2, 660), scale: scale), RGBA8(0, 0, 0, 255), "below the left edge's bottom (≈ 649)")
        let green = Kit.pixel(f, Point(95, 300), scale: scale)
        XCTAssertEqual(green, RGBA8(54, 198, 71, 255), "the page starts at x ≈ 89.3")
    }
}
