import ClipAnimation
import ClipGeometry
import ClipRaster
import ClipTestSupport
@testable import ClipScenes
import XCTest

/// §2.12 slide-to-reveal and §2.13 slide-to-reveal-swipe.
final class SlideToRevealTests: XCTestCase {
    typealias Kit = SceneTestKit
    let scale = 1.0

    /// Glyph pixels of "Slide to reveal" in a column band [x0, x1) of the label: the brightest pixel
    /// and the count of pixels that differ from the grey background.
    func glyphs(_ f: Pixmap, x0: Double, x1: Double) -> (max: RGBA8, count: Int) {
        var best = RGBA8(0, 0, 0, 0), n = 0
        let bg = RGBA8(66, 66, 66, 255)
        for y in Int(493 * scale)..<Int(537 * scale) {
            for x in Int(x0 * scale)..<Int(x1 * scale) {
                let p = f.view[x, y]
                if !Kit.near(p, bg, 3) { n += 1 }
                if Int(p.r) + Int(p.g) + Int(p.b) > Int(best.r) + Int(best.g) + Int(best.b) { best = p }
            }
        }
        return (best, n)
    }

    func testRegistered() {
        for id in ["slide-to-reveal", "slide-to-reveal-swipe"] {
            let s = Kit.engineScene(id)
            XCTAssertEqual(s.size, Size(375, 667))
            XCTAssertEqual(s.info.chapter, 14)
        }
        XCTAssertFalse(Kit.engineScene("slide-to-reveal").isInteractive)
        XCTAssertTrue(Kit.engineScene("slide-to-reveal-swipe").isInteractive)
    }

    /// locations animate [0, 0, 0.25] → [0.75, 1, 1] over 3 s, forever.
    func testLocationsAnimation() {
        let table: [(Double, [Double])] = [(0, [0, 0, 0.25]), (1.5, [0.375, 0.5, 0.625]), (3.75, [0.1875, 0.25, 0.4375])]
        for (t, want) in table {
            let got = Kit.presentation("slide-to-reveal", "gradient", at: t)!.gradient!.locations ?? []
            XCTAssertEqual(got.count, 3)
            for (g, w) in zip(got, want) { XCTAssertEqual(g, w, accuracy: 1e-9, "t \(t)") }
        }
    }

    /// Mono: at 0.1 s the letters are black (the band is off the label); at 1.5 s the white peak is
    /// over the label's middle (gradient x = −230 + 690·0.5 = 115) and the ends are dark.
    func testShimmerThroughTheTextMask() throws {
        let early = try Kit.render("slide-to-reveal", at: 0.1, scale: scale)
        let e = glyphs(early, x0: 73, x1: 303)
        XCTAssertGreaterThan(e.count, 300, "the text is drawn (black letters)")
        XCTAssertLessThan(Int(e.max.r), 70, "no light on the letters yet")
        let mid = try Kit.render("slide-to-reveal", at: 1.5, scale: scale)
        XCTAssertGreaterThan(Int(glyphs(mid, x0: 73 + 100, x1: 73 + 130).max.r), 180, "bright band in the middle")
        XCTAssertLessThan(Int(glyphs(mid, x0: 73, x1: 73 + 20).max.r), 70, "left end still dark")
        // Outside the glyphs the background shows (the gradient is masked).
        XCTAssertEqual(Kit.pixel(mid, Point(188, 540), scale: scale), RGBA8(66, 66, 66, 255))
        XCTAssertEqual(Kit.pixel(mid, Point(80, 495), scale: scale), RGBA8(66, 66, 66, 255))
    }

    /// Rainbow from 6 s: at 6.1 s (p ≈ 0.03) the visible letters are all yellow.
    func testRainbowVariant() throws {
        let f = try Kit.render("slide-to-reveal", at: 6.1, scale: scale)
        let g = glyphs(f, x0: 73, x1: 303).max
        XCTAssertGreaterThan(Int(g.r), 150); XCTAssertGreaterThan(Int(g.g), 150); XCTAssertLessThan(Int(g.b), 90)
        XCTAssertEqual(Kit.presentation("slide-to-reveal", "gradient", at: 6.1)!.gradient!.colors.count, 6)
    }

    /// Swipe at 3.3 s: clock 138 → −62, label 515 → 715, card 562.5 → 187.5 (0.33 s, ease in-out);
    /// back from 4.3 s, gone after 4.63 s.
    func testSwipeSlides() {
        let id = "slide-to-reveal-swipe"
        XCTAssertEqual(Kit.presentation(id, "time", at: 3.2)!.position.y, 138, accuracy: 1e-9)
        XCTAssertNil(Kit.layer(id, named: "meme", at: 3.2))
        XCTAssertEqual(Kit.presentation(id, "time", at: 3.8)!.position.y, -62, accuracy: 0.5)
        XCTAssertEqual(Kit.presentation(id, "slideView", at: 3.8)!.position.y, 715, accuracy: 0.5)
        XCTAssertEqual(Kit.presentation(id, "meme", at: 3.8)!.position.x, 187.5, accuracy: 0.5)
        XCTAssertEqual(Kit.presentation(id, "meme", at: 3.8)!.position.y, 333.5, accuracy: 1e-9)
        XCTAssertEqual(Kit.presentation(id, "time", at: 4.9)!.position.y, 138, accuracy: 0.5)
        XCTAssertNil(Kit.layer(id, named: "meme", at: 4.9))
    }
}
