import ClipAnimation
import ClipGeometry
import ClipRaster
import ClipTestSupport
@testable import ClipScenes
import XCTest

/// `gradient-unmasked` (ch. 14): the slide-to-reveal gradient without its text mask, narrow vs 3× frame.
final class GradientUnmaskedTests: XCTestCase {
    typealias Kit = SceneTestKit
    let scale = 1.0

    func st(_ id: String, _ name: String, _ t: Double) throws -> LayerState {
        try XCTUnwrap(Kit.presentation(id, name, at: t), "\(id): \(name)")
    }

    func testRegistered() {
        XCTAssertEqual(Kit.engineScene("gradient-unmasked").info.chapter, 14)
        XCTAssertFalse(Kit.engineScene("gradient-unmasked").isInteractive)
    }

    /// The book's sweep: locations = [0.75p, p, 0.25 + 0.75p] at p = (t mod 3) / 3, in both lanes.
    /// At 1.5 s (p 0.5) both labels show white at their centre; 86 pt from the left edge
    /// (gradient 0.375 of the narrow frame) the narrow one is black, while the 3× one is still
    /// two thirds of the way up its wider ramp (a soft band).
    func testGradientSweepNarrowVersusWide() throws {
        let id = "gradient-unmasked"
        for t in [0.75, 1.5, 2.25, 3.75] {
            let p = t.truncatingRemainder(dividingBy: 3) / 3
            let want = [0.75 * p, p, 0.25 + 0.75 * p]
            for name in ["narrowGradient", "wideGradient", "wideStrip"] {
                let got = try XCTUnwrap(try st(id, name, t).gradient!.locations, name)
                for (a, b) in zip(got, want) { XCTAssertEqual(a, b, accuracy: 1e-9, "\(name) at \(t)") }
            }
            XCTAssertEqual(
                try st(id, "stop2", t).position.x, GradientUnmasked.trackFrame.minX + p * GradientUnmasked.trackFrame.width,
                accuracy: 1e-6)
        }
        let f = try Kit.render(id, at: 1.5, scale: scale)
        let narrow = GradientUnmasked.narrowFrame, wide = GradientUnmasked.windowFrame
        func grey(_ r: Rect, _ dx: Double) -> Int { Int(Kit.pixel(f, Point(r.minX + dx, r.midY), scale: scale).r) }
        XCTAssertGreaterThan(grey(narrow, 115), 245)
        XCTAssertGreaterThan(grey(wide, 115), 245)
        XCTAssertLessThan(grey(narrow, 80), 12, "harsh: black 35 pt from the peak")
        // Wide: gradient x = 230 + 80 = 310 of 690, ramp 258.75 → 345: (310 − 258.75) / 86.25 = 0.59.
        XCTAssertEqual(Double(grey(wide, 80)), 0.594 * 255, accuracy: 12, "soft: still light grey")
    }
}
