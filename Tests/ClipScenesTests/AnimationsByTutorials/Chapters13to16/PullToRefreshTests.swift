import ClipAnimation
import ClipGeometry
import ClipRaster
import ClipTestSupport
@testable import ClipScenes
import XCTest

/// §2.14 pull-to-refresh: progress drawing during the pull, chase + orbit after release, hide at 5.4 s.
final class PullToRefreshTests: XCTestCase {
    typealias Kit = SceneTestKit
    let id = "pull-to-refresh"

    func testRegisteredInteractive() {
        let s = Kit.engineScene(id)
        XCTAssertEqual(s.size, Size(375, 667))
        XCTAssertEqual(s.info.chapter, 15)
        XCTAssertTrue(s.isInteractive)
    }

    /// During the pull strokeEnd = airplane opacity = pull / 110 (clamped to 1).
    func testPullDrawsTheCircle() {
        for t in [0.7, 0.9, 1.1] {
            let oval = Kit.presentation(id, "oval", at: t)!, plane = Kit.presentation(id, "airplane", at: t)!
            let content = Kit.presentation(id, "tableContent", at: t)!
            let pull = content.position.y - content.bounds.height / 2
            XCTAssertEqual(oval.shape!.strokeEnd, min(1, pull / 110), accuracy: 0.03, "t \(t)")
            XCTAssertEqual(plane.opacity, oval.shape!.strokeEnd, accuracy: 1e-9)
            XCTAssertEqual(oval.shape!.strokeStart, 0)
        }
        XCTAssertEqual(Kit.presentation(id, "oval", at: 0.4)!.shape!.strokeEnd, 0)
    }

    /// Release at 1.4: f = phase / 1.5; strokeStart = −0.5 + 1.5 f, strokeEnd = f; the plane flies
    /// the circle (radius 44 about (187.5, 55)) at the arc's head with rotation 2πf.
    func testChaseAndOrbit() {
        let table: [(f: Double, cycle: Int)] = [(0.25, 0), (0.5, 0), (0.75, 1), (0.1, 2)]
        for row in table {
            let t = 1.4 + 1.5 * (Double(row.cycle) + row.f)
            let oval = Kit.presentation(id, "oval", at: t)!
            XCTAssertEqual(oval.shape!.strokeStart, -0.5 + 1.5 * row.f, accuracy: 1e-6, "t \(t)")
            XCTAssertEqual(oval.shape!.strokeEnd, row.f, accuracy: 1e-6, "t \(t)")
            let plane = Kit.presentation(id, "airplane", at: t)!
            let a = 2 * Double.pi * row.f
            XCTAssertEqual(plane.position.x, 187.5 + 44 * GMath.cos(a), accuracy: 0.5, "t \(t)")
            XCTAssertEqual(plane.position.y, 55 + 44 * GMath.sin(a), accuracy: 0.5, "t \(t)")
            let rot = TransformParts(plane.transform).component("rotation.z")
            XCTAssertEqual(GMath.cos(rot), GMath.cos(a), accuracy: 1e-3); XCTAssertEqual(GMath.sin(rot), GMath.sin(a), accuracy: 1e-3)
        }
    }

    /// The list rests with the strip visible (pull 110) after the spring, and slides back at 5.4 s.
    func testInsetAndEndRefreshing() throws {
        func pull(_ t: Double) -> Double {
            let c = Kit.presentation(id, "tableContent", at: t)!
            return c.position.y - c.bounds.height / 2
        }
        XCTAssertEqual(pull(1.4), 140, accuracy: 0.5)
        XCTAssertEqual(pull(3.0), 110, accuracy: 0.2)
        XCTAssertEqual(pull(5.3), 110, accuracy: 1e-6)
        XCTAssertEqual(pull(5.8), 0, accuracy: 1e-6)
        // Pixels: the strip's sky at 3 s right of the circle, a white row there at 5.9 s.
        let scale = 1.0
        let f3 = try Kit.render(id, at: 3.0, scale: scale), f6 = try Kit.render(id, at: 5.9, scale: scale)
        let sky = Kit.pixel(f3, Point(260, 64 + 100), scale: scale)
        XCTAssertGreaterThan(Int(sky.b), Int(sky.r) + 20, "sky blue \(sky)")
        XCTAssertEqual(Kit.pixel(f6, Point(260, 64 + 32), scale: scale), RGBA8(255, 255, 255, 255))
    }
}
