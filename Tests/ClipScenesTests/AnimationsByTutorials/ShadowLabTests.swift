import ClipAnimation
import ClipGeometry
import ClipRaster
import ClipTestSupport
@testable import ClipScenes
import XCTest

/// `shadow-lab` (ch. 8): shadowOpacity, shadowOffset, shadowRadius and a lifting card.
final class ShadowLabTests: XCTestCase {
    typealias Kit = SceneTestKit
    let scale = 1.0

    func st(_ id: String, _ name: String, _ t: Double) throws -> LayerState {
        try XCTUnwrap(Kit.presentation(id, name, at: t), "\(id): \(name)")
    }

    func testRegistered() {
        XCTAssertEqual(Kit.engineScene("shadow-lab").info.chapter, 8)
        XCTAssertFalse(Kit.engineScene("shadow-lab").isInteractive)
    }

    /// Each card's shadow property follows its easeInEaseOut 1.2 s autoreversing animation; in the
    /// frame the lifting card's shadow reaches farther below it at the top of the lift.
    func testShadowCards() throws {
        let id = "shadow-lab"
        let ease = TimingFunction.easeInEaseOut
        for t in [0.3, 0.6, 1.2, 1.8, 2.7] {
            let phase = t.truncatingRemainder(dividingBy: 2.4)
            let p = ease.value(at: phase <= 1.2 ? phase / 1.2 : (2.4 - phase) / 1.2)
            XCTAssertEqual(try st(id, "card1", t).shadowOpacity, 0.6 * p, accuracy: 1e-6, "opacity at \(t)")
            XCTAssertEqual(try st(id, "card2", t).shadowOffset.height, 14 * p, accuracy: 1e-6, "offset at \(t)")
            XCTAssertEqual(try st(id, "card3", t).shadowRadius, 12 * p, accuracy: 1e-6, "radius at \(t)")
            let lift = try st(id, "card4", t)
            XCTAssertEqual(lift.shadowRadius, 2 + 14 * p, accuracy: 1e-6)
            XCTAssertEqual(lift.shadowOffset.height, 2 + 16 * p, accuracy: 1e-6)
            XCTAssertEqual(lift.shadowOpacity, 0.5 - 0.2 * p, accuracy: 1e-6)
            XCTAssertEqual(TransformParts(lift.transform).sx, 1 + 0.06 * p, accuracy: 1e-6)
            // The fixed properties stay put.
            XCTAssertEqual(try st(id, "card1", t).shadowRadius, 6, accuracy: 1e-9)
        }
        // Pixels: 14 pt below the offset card's bottom edge the surface is darker at the top of the
        // animation (offset 14) than at the start (offset 0).
        let c = ShadowLab.centers[1]
        let below = Point(c.x, c.y + ShadowLab.cardSize.height / 2 + 10)
        let f0 = try Kit.render(id, at: 0, scale: scale), f12 = try Kit.render(id, at: 1.2, scale: scale)
        let surface = Kit.pixel(f0, below, scale: scale), shaded = Kit.pixel(f12, below, scale: scale)
        XCTAssertGreaterThan(Int(surface.r) - Int(shaded.r), 25, "\(surface) vs \(shaded)")
        // The opacity card casts no shadow at 0 s: the surface colour right under it.
        let c1 = ShadowLab.centers[0]
        let under1 = Kit.pixel(f0, Point(c1.x, c1.y + ShadowLab.cardSize.height / 2 + 5), scale: scale)
        XCTAssertTrue(Kit.near(under1, RGBA8(0xE9, 0xED, 0xF3, 255), 3), "\(under1)")
    }
}
