import ClipAnimation
import ClipGeometry
import ClipRaster
@testable import ClipScenes
import XCTest

/// `bahama-tint-corners-basic` and `bahama-info-repeat4`: ch. 8's basic tint/corners and ch. 10's
/// four autoreversed repeats, read from the presentation tree.
final class BahamaBasicTimingTests: XCTestCase {
    typealias Kit = SceneTestKit

    func st(_ id: String, _ name: String, _ t: Double) throws -> LayerState {
        try XCTUnwrap(Kit.presentation(id, name, at: t), name)
    }

    /// Linear 0.5 s colour and 0.33 s radius there (8 → 25) and back (25 → 10), never past the ends.
    func testBasicTintAndCornersAreLinearWithoutOvershoot() throws {
        let id = "bahama-tint-corners-basic"
        let tap = BahamaTintCornersBasic.tapTime
        let green = BahamaStage.buttonGreen
        let c = try XCTUnwrap(try st(id, "loginButton", tap + 0.25).backgroundColor)
        XCTAssertEqual(c.r, green.r + 0.5 * (0.85 - green.r), accuracy: 1e-3)
        XCTAssertEqual(c.b, green.b + 0.5 * (0.45 - green.b), accuracy: 1e-3)
        XCTAssertEqual(try st(id, "loginButton", tap + 0.165).cornerRadius, 16.5, accuracy: 1e-3)
        var highest = 0.0
        for k in 0...40 { highest = max(highest, try st(id, "loginButton", tap + Double(k) / 100).cornerRadius) }
        XCTAssertEqual(highest, 25, accuracy: 1e-6, "a basic animation does not overshoot (the ch. 11 spring does, to ≈ 32.5)")
        // Back: the reset's 0.2 s animation ends at 2.7 s, then 25 → 10 over 0.33 s.
        let back = BahamaTintCornersBasic.resetTime + 0.2
        XCTAssertEqual(try st(id, "loginButton", back + 0.165).cornerRadius, 17.5, accuracy: 1e-3)
        XCTAssertEqual(try XCTUnwrap(try st(id, "loginButton", back + 0.25).backgroundColor).r, 0.85 + 0.5 * (0.63 - 0.85), accuracy: 1e-3)
        XCTAssertEqual(try st(id, "loginButton", 3.9).cornerRadius, 10, accuracy: 1e-9)
    }

    /// The fourth repeat: centre at 2 s (local 35 s), out to x + 375 at 7 s, then the model centre.
    func testFourRepeatsEndOffScreenThenJump() throws {
        let id = "bahama-info-repeat4"
        func x(_ t: Double) throws -> Double { try st(id, "info", t).position.x }
        XCTAssertEqual(try x(0), 187.5 + 375 * 0.4, accuracy: 1e-6, "3 s into the fourth forward leg")
        XCTAssertEqual(try x(2), 187.5, accuracy: 1e-6)
        XCTAssertEqual(try x(6.9), 187.5 + 375 * 0.98, accuracy: 1e-6, "flying back out")
        XCTAssertEqual(try x(7.05), 187.5, accuracy: 1e-6, "removed: the jump to the centre")
    }
}
