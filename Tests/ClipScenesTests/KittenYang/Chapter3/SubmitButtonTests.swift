import ClipAnimation
import ClipGeometry
import ClipRaster
import ClipTestSupport
@testable import ClipScenes
import XCTest

/// 3.6 submit-button (MOVIE 3.7): pill → circle → stroked ring → green pill → check.
final class SubmitButtonTests: XCTestCase {
    typealias Kit = SceneTestKit
    let id = "submit-button"

    func testRegisteredInChapter3AndInteractive() {
        XCTAssertTrue(Chapter3.scenes.contains { $0.id == id })
        XCTAssertTrue(Kit.engineScene(id).isInteractive)
    }

    /// The button's width: 200 before the tap, 56 (a circle) after the 0.3 s shrink, 200 again
    /// after the grow.
    func testButtonShrinksToACircleAndGrowsBack() {
        XCTAssertEqual(Kit.presentation(id, "button", at: 0.5)?.bounds.width ?? 0, 200, accuracy: 1e-9)
        XCTAssertEqual(Kit.presentation(id, "button", at: 1.0)?.bounds.width ?? 0, 56, accuracy: 1e-6)
        let mid = Kit.presentation(id, "button", at: 0.75)?.bounds.width ?? 0
        XCTAssertTrue(mid > 56 && mid < 200, "\(mid)")
        XCTAssertEqual(Kit.presentation(id, "button", at: 3.0)?.bounds.width ?? 0, 200, accuracy: 1e-6)
    }

    /// The ring's strokeEnd runs 0 → 1 over [0.9, 2.3] s (ease-in-out: ½ at the midpoint).
    func testRingStrokeEndFollowsTheUpload() {
        let mid = SubmitButton.ringStart + SubmitButton.ringDuration / 2
        XCTAssertEqual(Kit.presentation(id, "ring", at: mid)?.shape!.strokeEnd ?? -1, 0.5, accuracy: 0.01)
        XCTAssertLessThan(Kit.presentation(id, "ring", at: SubmitButton.ringStart + 0.2)?.shape!.strokeEnd ?? 1, 0.1)
    }

    /// The check draws in the seed's 0.3 s (strokeEnd 0 → 1, linear): ½ after 0.15 s; then the
    /// pill is green under the white check.
    func testCheckDrawsInPointThreeSeconds() throws {
        let t0 = SubmitButton.checkStart
        XCTAssertEqual(Kit.presentation(id, "check", at: t0 + 0.15)?.shape!.strokeEnd ?? -1, 0.5, accuracy: 0.03)
        XCTAssertEqual(Kit.presentation(id, "check", at: t0 + 0.4)?.shape!.strokeEnd ?? -1, 1, accuracy: 1e-9)
        let f = try Kit.render(id, at: 3.4, scale: 1, touches: false)
        let green = Kit.pixel(f, Point(187.5 - 80, 470), scale: 1)
        XCTAssertTrue(Kit.near(green, RGBA8(0x1E, 0xCD, 0x97, 255), 8), "\(green)")
    }

    /// The seed's check geometry in the inscribed square: (s/9, 2s/3) → (s/3, 9s/10) → (8s/10, 2s/10).
    func testCheckPathUsesTheSeedPoints() {
        let p = SubmitButton.checkPath(in: Rect(0, 0, 100, 100), diameter: 100)
        let inset = 100 * (1 - 1 / 2.0.squareRoot()) / 2, s = 100 - 2 * inset
        XCTAssertEqual(p.bounds.minX, inset + s / 9, accuracy: 1e-9)
        XCTAssertEqual(p.bounds.maxY, inset + s * 9 / 10, accuracy: 1e-9)
        XCTAssertEqual(p.bounds.minY, inset + s * 2 / 10, accuracy: 1e-9)
    }
}
