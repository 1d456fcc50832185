import ClipAnimation
import ClipGeometry
import ClipRaster
import ClipTestSupport
@testable import ClipScenes
import XCTest

/// `bahama-intro` (001/002 §2.1): the numbers the spec gives, read from the presentation tree
/// and the frame.
final class BahamaIntroTests: XCTestCase {
    typealias Kit = SceneTestKit
    let id = "bahama-intro"

    func st(_ name: String, _ t: Double) throws -> LayerState { try XCTUnwrap(Kit.presentation(id, name, at: t), name) }
    func scale(_ s: LayerState) -> Double { TransformParts(s.transform).sx }

    /// Form group: position.x −187.5 → 187.5 and opacity 0.25 → 1, linear, 0.5 s; heading at 0,
    /// username at +0.3, password at +0.4, backwards fill before.
    func testFormFliesInWithBackwardsFill() throws {
        let h = try st("heading", 0.25)
        XCTAssertEqual(h.position.x, 0, accuracy: 1e-6)
        XCTAssertEqual(h.opacity, 0.625, accuracy: 1e-6)
        let u = try st("username", 0.2)
        XCTAssertEqual(u.position.x, -187.5, accuracy: 1e-6, "held at the first frame before +0.3")
        XCTAssertEqual(u.opacity, 0.25, accuracy: 1e-6)
        XCTAssertEqual(try st("username", 0.55).position.x, 0, accuracy: 1e-6)
        XCTAssertEqual(try st("password", 0.65).position.x, 0, accuracy: 1e-6)
        XCTAssertEqual(try st("password", 0.95).position.x, 187, accuracy: 1e-6, "model after the group")
    }

    /// Only the fields pulse (spring damping 7.5 from 1.25): username from 0.8, password from 0.9;
    /// the minimum is ≈ 0.93; the heading never scales.
    func testOnlyTheFieldsPulse() throws {
        XCTAssertEqual(scale(try st("username", 0.8 + 1e-4)), 1.25, accuracy: 0.01)
        XCTAssertEqual(scale(try st("password", 0.85)), 1, accuracy: 1e-9, "password has not finished yet")
        XCTAssertEqual(scale(try st("password", 0.9 + 1e-4)), 1.25, accuracy: 0.01)
        let solver = SpringSolver(damping: 7.5)
        var lowest = 2.0
        for k in 0..<120 {
            let t = 0.8 + Double(k) / 100
            let s = scale(try st("username", t))
            XCTAssertEqual(s, 1 + 0.25 * solver.displacement(at: t - 0.8), accuracy: 1e-6)
            lowest = min(lowest, s)
        }
        XCTAssertEqual(lowest, 0.93, accuracy: 0.005)
        for t in [0.5, 0.8, 1.0, 1.5] { XCTAssertEqual(scale(try st("heading", t)), 1, accuracy: 1e-9) }
    }

    /// Clouds: opacity 0 until 0.5/0.7/0.9/1.1 s, then 0.5 s linear fades; drift 6.25 pt/s.
    func testCloudsFadeInAndDrift() throws {
        for i in 0..<4 {
            let start = 0.5 + 0.2 * Double(i)
            XCTAssertEqual(try st("cloud\(i + 1)", start - 0.05).opacity, 0, accuracy: 1e-9)
            XCTAssertEqual(try st("cloud\(i + 1)", start + 0.25).opacity, 0.5, accuracy: 1e-6)
            XCTAssertEqual(try st("cloud\(i + 1)", start + 0.6).opacity, 1, accuracy: 1e-9)
        }
        XCTAssertEqual(try st("cloud1", 2).position.x, -40.5 + 2 * 6.25, accuracy: 1e-6)
        XCTAssertEqual(try st("cloud2", 4).position.x, 296 + 4 * 6.25, accuracy: 1e-6)
    }

    /// Login button group (t 0.5–1.0, easeIn): invisible before; scale 3.5 → 1, rotation π/4 → 0.
    func testLoginButtonSwoopsIn() throws {
        XCTAssertEqual(try st("loginButton", 0.4).opacity, 0, accuracy: 1e-9)
        let mid = try st("loginButton", 0.75)
        let p = TimingFunction.easeIn.value(at: 0.5)
        let parts = TransformParts(mid.transform)
        XCTAssertEqual(parts.sx, 3.5 + (1 - 3.5) * p, accuracy: 1e-6)
        XCTAssertEqual(parts.rz, Double.pi / 4 * (1 - p), accuracy: 1e-6)
        XCTAssertEqual(mid.opacity, p, accuracy: 1e-6)
        let done = try st("loginButton", 1.2)
        XCTAssertEqual(done.transform, .identity)
        XCTAssertEqual(done.opacity, 1)
        // The button's green in the frame once it has landed (a corner away from the title).
        let f = try Kit.render(id, at: 2.0, scale: 1, touches: false)
        XCTAssertTrue(Kit.near(Kit.pixel(f, Point(80, 258), scale: 1), BahamaStage.buttonGreen.premultiplied, 3))
    }

    /// Info label: x = 562.5 − 375·f with u = (2τ) mod 10, f = u ≤ 5 ? u/5 : (10 − u)/5; opacity
    /// 0.2 → 1 over 4.5 s.
    func testInfoLabelFliesThereAndBack() throws {
        for tau in [0.5, 1.0, 2.0, 3.5, 4.2, 5.9] {
            let u = (2 * tau).truncatingRemainder(dividingBy: 10)
            let f = u <= 5 ? u / 5 : (10 - u) / 5
            XCTAssertEqual(try st("info", tau).position.x, 562.5 - 375 * f, accuracy: 1e-6, "τ = \(tau)")
        }
        XCTAssertEqual(try st("info", 2.25).opacity, 0.6, accuracy: 1e-6)
        XCTAssertEqual(try st("info", 5).opacity, 1, accuracy: 1e-9)
    }
}
