import ClipAnimation
import ClipGeometry
import ClipRaster
import ClipTestSupport
@testable import ClipScenes
import XCTest

/// `bahama-field-validation` (001/002 §2.7): the jump spring's extremes and settling, the border
/// flash, the typed text.
final class FieldValidationTests: XCTestCase {
    typealias Kit = SceneTestKit
    let id = "bahama-field-validation"
    let t0 = BahamaFieldValidation.endEditing

    func st(_ t: Double) throws -> LayerState { try XCTUnwrap(Kit.presentation(id, "username", at: t)) }

    func testJumpSpring() throws {
        let solver = SpringSolver(mass: 10, stiffness: 1500, damping: 50, initialVelocity: 100)
        XCTAssertEqual(solver.settlingDuration(), 3.58, accuracy: 0.01)
        XCTAssertEqual(try st(t0 - 0.01).position.y, 164, accuracy: 1e-9)
        var lo = 1e9, hi = -1e9
        for k in 1..<355 {
            let y = try st(t0 + Double(k) / 100).position.y
            XCTAssertEqual(y, 164 + solver.displacement(at: Double(k) / 100), accuracy: 1e-6)
            lo = min(lo, y); hi = max(hi, y)
        }
        XCTAssertEqual(lo, 164 - 5.88, accuracy: 0.05, "kicks up ≈ 6 pt")
        XCTAssertEqual(hi, 164 + 3.06, accuracy: 0.05, "bounces ≈ 3 pt below")
        XCTAssertEqual(try st(t0 + 3.7).position.y, 164, accuracy: 1e-9)
    }

    func testBorderFlash() throws {
        let flash = SpringSolver(stiffness: 200, damping: 7)
        XCTAssertEqual(flash.settlingDuration(), 1.90, accuracy: 0.01)
        let s = try st(t0 + 0.1)
        XCTAssertEqual(s.borderWidth, 3)
        let c = try XCTUnwrap(s.borderColor)
        XCTAssertEqual(c.g, 1 + (0.27 - 1) * flash.displacement(at: 0.1), accuracy: 1e-6)
        XCTAssertEqual(try st(t0 + 2.0).borderColor, .clear, "the model colour once the flash is gone")
        // Red-orange at the field's left edge right after the trigger.
        let f = try Kit.render(id, at: t0 + 0.02, scale: 2, touches: false)
        let p = Kit.pixel(f, Point(47.5, 164), scale: 2)
        XCTAssertTrue(p.r > 230 && p.g < 130 && p.b < 90, "\(p)")
    }

    func testTypedText() throws {
        let (root, _) = Kit.tree(id, at: 0.9)
        let username = try XCTUnwrap(Kit.find("username", in: root))
        let text = try XCTUnwrap(username.sublayers.compactMap { $0 as? TextLayer }.first)
        XCTAssertEqual(text.string, "abc")
        let (root2, _) = Kit.tree(id, at: 1.2)
        XCTAssertEqual(Kit.find("caret", in: root2)?.superlayer?.name, "password", "the caret moved to the tapped field")
    }
}
