import ClipAnimation
import ClipGeometry
import ClipRaster
import ClipTestSupport
@testable import ClipScenes
import XCTest

/// `bahama-login-submit`, `bahama-heading-wobble`, `bahama-balloon-flight` (001/002 §2.4–§2.6).
final class BahamaLoginTests: XCTestCase {
    typealias Kit = SceneTestKit
    let id = "bahama-login-submit"
    let tap = BahamaLoginSubmit.tapTime

    func st(_ id: String, _ name: String, _ t: Double) throws -> LayerState {
        try XCTUnwrap(Kit.presentation(id, name, at: t), name)
    }

    /// Width spring (1.5 s, ζ 0.2) to 314 with overshoot; drop spring (0.33 s, ζ 0.7) to y 336.
    func testButtonStretchesAndDrops() throws {
        XCTAssertEqual(try st(id, "loginButton", tap - 0.1).bounds.width, 234)
        var widest = 0.0
        for k in 1...30 { widest = max(widest, try st(id, "loginButton", tap + Double(k) * 0.05).bounds.width) }
        XCTAssertGreaterThan(widest, 330, "the ζ 0.2 spring overshoots")
        XCTAssertEqual(try st(id, "loginButton", tap + 1.6).bounds.width, 314, accuracy: 1e-6)
        XCTAssertEqual(try st(id, "loginButton", tap + 0.4).position.y, 336, accuracy: 1e-6)
        XCTAssertEqual(try st(id, "spinner", tap + 0.4).opacity, 1, accuracy: 1e-6)
        XCTAssertEqual(try st(id, "spinner", tap + 0.4).position, Point(40, 26))
    }

    /// Tint (damping 5, v −10) and corner (damping 5) springs: value = to + (from − to)·x(t).
    func testTintAndCornerSprings() throws {
        let tint = SpringSolver(damping: 5, initialVelocity: -10), round = SpringSolver(damping: 5)
        for dt in [0.1, 0.3, 0.6, 1.0] {
            let s = try st(id, "loginButton", tap + dt)
            XCTAssertEqual(s.cornerRadius, 25 - 17 * round.displacement(at: dt), accuracy: 1e-6)
            let c = try XCTUnwrap(s.backgroundColor)
            let from = BahamaStage.buttonGreen, to = BahamaLoginSubmit.tapColor
            XCTAssertEqual(c.r, to.r + (from.r - to.r) * tint.displacement(at: dt), accuracy: 1e-6)
        }
        let lowest = (0..<600).map { round.displacement(at: Double($0) / 600) }.min()!
        XCTAssertEqual(25 - 17 * lowest, 32.5, accuracy: 0.1, "the radius overshoots to ≈ 32.5")
        // Settled: sand colour in the frame (right part of the button, away from the title).
        let f = try Kit.render(id, at: tap + 3.5, scale: 1, touches: false)
        XCTAssertTrue(Kit.near(Kit.pixel(f, Point(330, 350), scale: 1), BahamaLoginSubmit.tapColor.premultiplied, 3))
    }

    /// The banner sequence at its nominal times, the reset, the wobble and the balloon.
    func testMessagesResetAndWobble() throws {
        func message(_ t: Double) throws -> String {
            let (root, _) = Kit.tree(id, at: t)
            return try XCTUnwrap(Kit.find("statusLabel", in: root) as? TextLayer).string
        }
        XCTAssertEqual(try message(tap + 2.5), "Connecting ...")
        XCTAssertEqual(try message(tap + 5.0), "Authorizing ...")
        XCTAssertEqual(try message(tap + 7.5), "Sending credentials ...")
        XCTAssertEqual(try message(tap + 10.5), "Failed")
        XCTAssertGreaterThan(try st(id, "status", tap + 4.0).position.x, 200, "sliding away")
        XCTAssertFalse(try st(id, "status", tap + 2.5).isHidden)
        // Reset at 11.81: back to 234 wide at y 276 after 0.2 s; the colour and corners spring back.
        XCTAssertEqual(try st(id, "loginButton", tap + 12.05).bounds.width, 234, accuracy: 1e-6)
        XCTAssertEqual(try st(id, "loginButton", tap + 12.05).position.y, 276, accuracy: 1e-6)
        let end = try st(id, "loginButton", 15.4)
        XCTAssertEqual(end.cornerRadius, 10, accuracy: 0.05)
        let c = try XCTUnwrap(end.backgroundColor)
        XCTAssertEqual(c.g, BahamaLoginSubmit.resetColor.g, accuracy: 0.005)
        XCTAssertEqual(TransformParts(try st(id, "heading", tap + 11.81 + 0.0625).transform).rz, -Double.pi / 4, accuracy: 1e-6)
        XCTAssertEqual(try st(id, "balloon", tap + 6).position, Point(425, 160))
    }

    func testHeadingWobbleTriangleWave() throws {
        let id = "bahama-heading-wobble"
        func angle(_ t: Double) throws -> Double { TransformParts(try st(id, "heading", t).transform).rz }
        XCTAssertEqual(try angle(0.4), 0, accuracy: 1e-9)
        XCTAssertEqual(try angle(0.5625), -Double.pi / 4, accuracy: 1e-6)
        XCTAssertEqual(try angle(0.625), 0, accuracy: 1e-6)
        XCTAssertEqual(try angle(0.6875), Double.pi / 4, accuracy: 1e-6)
        XCTAssertEqual(try angle(0.5 + 0.25 * 3 + 0.03125), -Double.pi / 8, accuracy: 1e-6, "fourth cycle")
        XCTAssertEqual(try angle(1.6), 0, accuracy: 1e-9)
        XCTAssertEqual(try st(id, "heading", 0.6).position, Point(188, 104))
    }

    func testBalloonFlightPath() throws {
        let id = "bahama-balloon-flight"
        XCTAssertEqual(try st(id, "balloon", 0).position, Point(-50, 0))
        XCTAssertEqual(try st(id, "balloon", 3).position.x, 187.5, accuracy: 1e-6)
        XCTAssertEqual(try st(id, "balloon", 3).position.y, 80, accuracy: 1e-6)
        XCTAssertEqual(try st(id, "balloon", 6).position, Point(425, 160))
        XCTAssertEqual(try st(id, "balloon", 9).position.y, 248, accuracy: 1e-6)
        XCTAssertEqual(try st(id, "balloon", 12.5).position, Point(-50, 336), "the model, off-screen")
        XCTAssertEqual(try st(id, "balloon", 3).bounds.size, Size(50, 65))
        // A red gore at the envelope's left at 3 s (centre (187.5, 80), envelope centre 24 pt below the top).
        let f = try Kit.render(id, at: 3, scale: 1, touches: false)
        let p = Kit.pixel(f, Point(187.5 - 21, 80 - 32.5 + 24), scale: 1)
        XCTAssertTrue(p.r > 200 && p.g < 120, "\(p)")
    }
}
