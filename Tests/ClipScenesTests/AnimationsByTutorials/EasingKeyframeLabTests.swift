import ClipAnimation
import ClipGeometry
import ClipRaster
import ClipTestSupport
@testable import ClipScenes
import XCTest

/// `easing-lab` and `keyframe-lab` (001/002 §2.9, §2.10).
final class EasingKeyframeLabTests: XCTestCase {
    typealias Kit = SceneTestKit

    func st(_ id: String, _ name: String, _ t: Double) throws -> LayerState {
        try XCTUnwrap(Kit.presentation(id, name, at: t), name)
    }

    /// Each racer is at x0 + (x1 − x0)·TF(t / 1.5); it holds the finish for 0.5 s, then runs again.
    func testRacersFollowTheirCurves() throws {
        let id = "easing-lab"
        let x0 = EasingLab.trackX0 + 8, x1 = EasingLab.trackX1 - 8
        for (i, c) in EasingLab.curves.enumerated() {
            for t in [0.3, 0.75, 1.2] {
                XCTAssertEqual(
                    try st(id, "racer\(i + 1)", t).position.x, x0 + (x1 - x0) * c.function.value(at: t / 1.5),
                    accuracy: 1e-6, "\(c.name) at \(t)")
            }
            XCTAssertEqual(try st(id, "racer\(i + 1)", 1.8).position.x, x1, accuracy: 1e-9, "\(c.name) holds")
            XCTAssertEqual(
                try st(id, "racer\(i + 1)", 2.45).position.x, x0 + (x1 - x0) * c.function.value(at: 0.3),
                accuracy: 1e-6, "\(c.name) second run")
            let plot = EasingLab.plotFrame(i)
            let m = try st(id, "plotMarker\(i + 1)", 0.75)
            XCTAssertEqual(m.position.x, plot.midX, accuracy: 1e-6)
            XCTAssertEqual(m.position.y, plot.maxY - plot.height * c.function.value(at: 0.5), accuracy: 1e-6)
        }
        // Half way: easeOut leads, easeIn trails, linear is in the middle.
        let mid = { (i: Int) in try self.st(id, "racer\(i)", 0.75).position.x }
        XCTAssertGreaterThan(try mid(3), try mid(1))
        XCTAssertGreaterThan(try mid(1), try mid(2))
        // The custom curve overshoots the finish.
        XCTAssertGreaterThan(try st(id, "racer6", 1.15).position.x, x1 + 5)
    }

    /// Every racer (radius 8 + 2 pt outline) stays at least 8 pt inside the canvas all the way
    /// through its run, the custom curve's overshoot (progress 1.093 at about 1.1 s) included.
    /// (Before the fix the custom racer reached x 368 with its edge at 378 on a 375 pt canvas.)
    func testRacersStayInsideTheFrame() throws {
        let id = "easing-lab"
        let width = Kit.engineScene(id).size.width
        let (root, rt) = Kit.tree(id, at: 2)
        for i in 1...EasingLab.curves.count {
            let racer = try XCTUnwrap(Kit.find("racer\(i)", in: root))
            var lo = Double.infinity, hi = -Double.infinity
            for k in 0...400 {
                let t = Double(k) * 0.005
                let x = rt.perform(at: t) { racer.presentation() }.position.x
                lo = min(lo, x)
                hi = max(hi, x)
            }
            XCTAssertGreaterThanOrEqual(lo - 10, 8, "racer\(i) left edge")
            XCTAssertLessThanOrEqual(hi + 10, width - 8, "racer\(i) right edge")
        }
    }
}

extension EasingKeyframeLabTests {
    /// Basic: linear 45° → −45° in 1.5 s; keyframes: 45° → 22° by 1.0 s, → −45° by 1.5 s; the
    /// square: (100, 100) → (200, 200) in 1 s, every 2 s.
    func testKeyframeLab() throws {
        let id = "keyframe-lab"
        func angle(_ n: String, _ t: Double) throws -> Double { TransformParts(try st(id, n, t).transform).rz * 180 / Double.pi }
        XCTAssertEqual(try angle("bar1", 0), 45, accuracy: 1e-6)
        XCTAssertEqual(try angle("bar1", 0.75), 0, accuracy: 1e-6)
        XCTAssertEqual(try angle("bar2", 0.5), 33.5, accuracy: 1e-6)
        XCTAssertEqual(try angle("bar2", 1.0), 22, accuracy: 1e-6)
        XCTAssertEqual(try angle("bar2", 1.25), -11.5, accuracy: 1e-6)
        XCTAssertEqual(try angle("bar2", 1.8), -45, accuracy: 1e-6, "holds the model at the end")
        XCTAssertEqual(try angle("bar2", 2.5), 33.5, accuracy: 1e-6, "second run")
        let plot = KeyframeLab.plotFrame(1)
        XCTAssertEqual(
            try st(id, "angleMarker2", 1.0).position.y,
            KeyframeLab.plotY(22 * Double.pi / 180, in: plot), accuracy: 1e-6)
        XCTAssertEqual(try st(id, "square", 0.5).position, Point(150, 150))
        XCTAssertEqual(try st(id, "square", 1.5).position, Point(200, 200))
        XCTAssertEqual(try st(id, "square", 2.25).position, Point(125, 125))
        // The square in the frame at 0.5 s: panel origin + (150, 150).
        let f = try Kit.render(id, at: 0.5, scale: 1, touches: false)
        XCTAssertTrue(
            Kit.near(
                Kit.pixel(f, KeyframeLab.panelOrigin + Point(150, 150), scale: 1),
                LabSlide.accent4.premultiplied, 3))
    }
}
