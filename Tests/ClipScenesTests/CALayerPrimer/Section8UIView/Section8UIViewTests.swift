import ClipAnimation
import ClipGeometry
import ClipRaster
@testable import ClipScenes
import XCTest

/// G1–G4: the UIView wrappers, probed at the spec's times.
final class Section8UIViewTests: XCTestCase {
    typealias Kit = SceneTestKit

    func state(_ id: String, _ name: String, _ t: Double) throws -> LayerState {
        try XCTUnwrap(Kit.presentation(id, name, at: t), "\(id): \(name) at \(t)")
    }

    func testTapMoveAndSpring() throws {
        let id = "uiview-tap-move-spring"
        XCTAssertEqual(try state(id, "imageView", 0.4).position, Point(50, 150))
        XCTAssertEqual(try state(id, "ball", 0.4).position, Point(160, 284))
        // begin/commit, 1.5 s ease-in-out: half way at 1.25 s.
        let mid = try state(id, "imageView", 1.25).position
        XCTAssertEqual(mid.x, 145, accuracy: 1e-6); XCTAssertEqual(mid.y, 300, accuracy: 1e-6)
        XCTAssertEqual(try state(id, "imageView", 2.1).position, Point(240, 450))
        // The spring overshoots the tap point (along the travel), then rests there at 1.2 s.
        var peak = 0.0
        for k in 0..<72 {
            let p = try state(id, "ball", 0.5 + Double(k) / 60).position
            peak = max(peak, (p.y - 284) / (450 - 284))
        }
        XCTAssertGreaterThan(peak, 1.05); XCTAssertLessThan(peak, 1.3)
        XCTAssertEqual(try state(id, "ball", 1.75).position, Point(240, 450))
        XCTAssertEqual(try state(id, "ball", 4.5).position, Point(80, 200), "second tap")
    }

    func testSpringBallBouncesManyTimes() throws {
        let id = "spring-ball"
        let start = SpringBall.start, target = SpringBall.target, travel = target.y - start.y
        XCTAssertEqual(try state(id, "ball", 0.4).position, start)
        var crossings: [Double] = [], last = -1.0, lastY = start.y, peak = 0.0
        for k in 0..<300 {
            let t = 0.5 + Double(k) / 60
            let y = try state(id, "ball", t).position.y
            let side = y > target.y ? 1.0 : -1.0
            if k > 0, side != last {
                // Interpolated time of the crossing of the target line.
                crossings.append(t - (1.0 / 60) * (y - target.y) / (y - lastY))
            }
            last = side; lastY = y; peak = max(peak, (y - start.y) / travel)
        }
        XCTAssertGreaterThan(crossings.count, 8, "many bounces")
        XCTAssertGreaterThan(peak, 1.5, "first overshoot well past the target")
        // UIKit's spring for (ζ 0.1, 5 s, v 1): ω0 = 7.2658 rad/s, ωd = ω0·√(1 − ζ²), so the ball
        // crosses the target every π/ωd = 0.4346 s (the spec's ln(1500)/(ζT) guess: 0.2159 s).
        let halfPeriods = zip(crossings.dropFirst(), crossings).map { $0 - $1 }
        let wd = 7.265756 * (1 - 0.01).squareRoot()
        for h in halfPeriods.prefix(8) { XCTAssertEqual(h, Double.pi / wd, accuracy: 0.01, "\(halfPeriods)") }
        XCTAssertEqual(try state(id, "ball", 5.6).position, target)
    }

    /// The whole ball stays inside the 320 × 568 screen at every frame of the clip at 60 fps: the
    /// spring's first swing overshoots the target by 73.6 % of the travel, and the spec's tap at
    /// (160, 400) carried the ball's bottom edge to y ≈ 678 (off screen 0.83–1.03 s).
    func testSpringBallStaysOnScreen() throws {
        let id = "spring-ball"
        let screen = Rect(0, 0, SpringBall.size.width, SpringBall.size.height)
        var lowest = 0.0
        for k in 0...360 {
            let t = Double(k) / 60
            let s = try state(id, "ball", t)
            XCTAssertEqual(s.anchorPoint, Point(0.5, 0.5))
            XCTAssertEqual(s.bounds.size, Size(40, 40))
            let frame = Rect(s.position.x - 20, s.position.y - 20, 40, 40)
            XCTAssertTrue(
                frame.minX >= screen.minX && frame.maxX <= screen.maxX && frame.minY >= screen.minY
                    && frame.maxY <= screen.maxY, "ball at \(frame) leaves the screen at t = \(t)")
            lowest = max(lowest, frame.maxY)
        }
        // It does swing far: the first overshoot takes its bottom edge below y = 470.
        XCTAssertGreaterThan(lowest, 470)
    }

    func testUIViewKeyframes() throws {
        let id = "uiview-keyframes-ball"
        XCTAssertEqual(try state(id, "ball", 0.4).position, Point(50, 150))
        let half = try state(id, "ball", 3.0).position // overall u = 0.5 → keyTime 0.5
        XCTAssertEqual(half.x, 80, accuracy: 1e-6); XCTAssertEqual(half.y, 220, accuracy: 1e-6)
        XCTAssertEqual(try state(id, "ball", 5.6).position, Point(67, 400), "stays at the end")
        // At 3 s of the 5-s timeline (eased to ≈ 0.69), the ball is on the (80,220)–(40,300) leg.
        let leg = try state(id, "ball", 3.5).position
        XCTAssertTrue(leg.y > 220 && leg.y < 300 && leg.x < 80 && leg.x > 40, "\(leg)")
    }

    func testFlipGalleryContents() throws {
        let id = "flip-gallery"
        func shown(_ t: Double) throws -> Int? {
            guard case .image(let pm)? = try state(id, "imageView", t).contents else { return nil }
            return FlipGallery.images.firstIndex { $0 === pm }
        }
        for (t, i) in [(0.3, 0), (1.6, 1), (3.1, 2), (4.6, 3), (6.2, 2)] { XCTAssertEqual(try shown(t), i, "t \(t)") }
        // Edge-on at half way (1.0 s): a narrow card, black at the sides.
        let s = 0.5
        let pm = try Kit.render(id, at: 1.0, scale: s, touches: false)
        XCTAssertTrue(Kit.near(Kit.pixel(pm, Point(20, 284), scale: s), RGBA8(0, 0, 0, 255)))
        XCTAssertTrue(Kit.near(Kit.pixel(pm, Point(300, 284), scale: s), RGBA8(0, 0, 0, 255)))
    }
}
