import ClipAnimation
import ClipGeometry
import ClipRaster
import ClipTestSupport
@testable import ClipScenes
import XCTest

/// Sections 4.1–4.3: the spec's formulas and probes at its times (key frames are compared with
/// goldens by `SceneGoldenTests`).
final class Chapter4SceneTests: XCTestCase {
    typealias Kit = SceneTestKit

    // MARK: 4.1 interactive-card

    /// The two parabolas: the angle peaks (36°) at half of SCROLLDISTANCE = 120 and is 0 again at
    /// 120; the scale reaches 0.8 at 120.
    func testInteractiveCardParabolas() {
        let rows: [(y: Double, angle: Double, scale: Double)] = [
            (0, 0, 1), (30, 0.75, 1 - 0.2 * 0.4375), (60, 1, 1 - 0.2 * 0.75), (90, 0.75, 1 - 0.2 * 0.9375), (120, 0, 0.8),
        ]
        for r in rows {
            XCTAssertEqual(InteractiveCard.factorOfAngle(r.y), r.angle, accuracy: 1e-12, "angle at \(r.y)")
            XCTAssertEqual(1 - 0.2 * InteractiveCard.factorOfScale(r.y), r.scale, accuracy: 1e-12, "scale at \(r.y)")
        }
        // At the peak (Y = 60) the card is turned 36° about −x: the top edge comes toward the
        // viewer (magnified, w < 1), the bottom edge recedes; the projected top is wider.
        let t = InteractiveCard.transform(translationY: 60)
        let top = t.apply3(100, -75, 0), bottom = t.apply3(100, 75, 0)
        XCTAssertLessThan(top.3, 1); XCTAssertGreaterThan(bottom.3, 1)
        let topHalfWidth = top.0 / top.3, bottomHalfWidth = bottom.0 / bottom.3
        XCTAssertGreaterThan(topHalfWidth, bottomHalfWidth)
        // Projected height: 150 · scale 0.85 · cos 36°, within the perspective's few per cent.
        let h = bottom.1 / bottom.3 - top.1 / top.3
        XCTAssertEqual(h, 150 * 0.85 * GMath.cos(Double.pi / 5), accuracy: 3)
        // Dragging up mirrors it.
        let up = InteractiveCard.transform(translationY: -60).apply3(100, -75, 0)
        XCTAssertGreaterThan(up.3, 1)
    }

    func testInteractiveCardDragAndSpringBack() throws {
        let id = "interactive-card"
        // Held 150 pt down (1.8–2.1 s): follows the finger, flat, scale 0.8, blur cleared.
        let held = try XCTUnwrap(Kit.presentation(id, "card", at: 2.0))
        XCTAssertEqual(held.position.y, 333.5 + 150, accuracy: 0.01)
        let p = TransformParts(held.transform)
        XCTAssertEqual(p.sx, 0.8, accuracy: 1e-6)
        XCTAssertEqual(p.rx, 0, accuracy: 1e-6)
        XCTAssertEqual(
            try XCTUnwrap(Kit.layer(id, named: "blurView", at: 2.0)?.0 as? VisualEffectLayer).effectProgress, 0,
            accuracy: 1e-9)
        // Half-way down (60 pt at 1.1 s: ease-in-out over 1.4 s reaches 0.4 of 150): tilted.
        let mid = try XCTUnwrap(Kit.presentation(id, "card", at: 1.1))
        XCTAssertGreaterThan(abs(TransformParts(mid.transform).rx), 0.5)
        // The spring (0.5 s) brings it back by 2.7 s.
        let back = try XCTUnwrap(Kit.presentation(id, "card", at: 2.7))
        XCTAssertEqual(back.position.y, 333.5, accuracy: 0.01)
        XCTAssertEqual(TransformParts(back.transform).sx, 1, accuracy: 1e-6)
        // Pixels: the card's warm photo at the centre at rest, the cool page beside it dimmed.
        let s = 0.5
        let pm = try Kit.render(id, at: 0.2, scale: s, touches: false)
        let photo = Kit.pixel(pm, Point(187.5, 300), scale: s)
        XCTAssertGreaterThan(Int(photo.r), Int(photo.b) + 60, "warm photo")
        let page = Kit.pixel(pm, Point(30, 600), scale: s)
        XCTAssertLessThan(Int(page.r) + Int(page.g) + Int(page.b), 3 * 110, "dimmed by the dark blur")
    }

    // MARK: 4.2 smartisan-pull-refresh

    /// The worked values of §4.2 (W = 30, H = 100): line 1 runs y 69…99 at p = 0 and 49…79 at
    /// p = 0.5; line 2 runs 0…30 and 21…51; at p = 1 the arcs reach the circles' tops/bottoms.
    func testPullRefreshWorkedValues() {
        func ys(_ p: Double) -> (Rect, Rect) {
            let (a, b) = SmartisanPullRefresh.curvePaths(progress: p, width: 30, height: 100)
            return (a.bounds, b.bounds)
        }
        let (l0, r0) = ys(0)
        XCTAssertEqual(l0.minY, 69, accuracy: 1e-9); XCTAssertEqual(l0.maxY, 99, accuracy: 1e-9)
        XCTAssertEqual(l0.maxX, 5, accuracy: 1e-9)
        XCTAssertEqual(r0.minY, 0, accuracy: 1e-9); XCTAssertEqual(r0.maxY, 30, accuracy: 1e-9)
        XCTAssertEqual(r0.minX, 25, accuracy: 1e-9)
        let (lh, rh) = ys(0.5)
        XCTAssertEqual(lh.minY, 49, accuracy: 1e-9); XCTAssertEqual(lh.maxY, 79, accuracy: 1e-9)
        XCTAssertEqual(rh.minY, 21, accuracy: 1e-9); XCTAssertEqual(rh.maxY, 51, accuracy: 1e-9)
        let (l1, r1) = ys(1)
        XCTAssertEqual(l1.minY, 39, accuracy: 0.05, "arc over the top of the circle centred (15, 49)")
        XCTAssertEqual(r1.maxY, 61, accuracy: 0.05, "arc under the circle centred (15, 51)")
        XCTAssertEqual(l1.minX, 5, accuracy: 1e-6)
        XCTAssertEqual(r1.maxX, 25, accuracy: 1e-6)
    }

    func testPullRefreshTimeline() throws {
        let id = "smartisan-pull-refresh"
        let H = SmartisanPullRefresh.size.height
        // Pulled 120 pt and held (1.9–2.2 s): progress 1, turned 62°.
        let held = try XCTUnwrap(Kit.presentation(id, "curveLayer", at: 2.0))
        XCTAssertEqual(held[SmartisanPullRefresh.progressKey], 1)
        XCTAssertEqual(TransformParts(held.transform).rz, 62 * Double.pi / 180, accuracy: 1e-6)
        XCTAssertEqual(try XCTUnwrap(Kit.presentation(id, "content", at: 2.0)).position.y - (H - 64) / 2, 120, accuracy: 1e-6)
        // Half-way (p ≈ 0.5) mid-pull.
        let mid = try XCTUnwrap(Kit.presentation(id, "curveLayer", at: 1.0))
        XCTAssertGreaterThan(mid[SmartisanPullRefresh.progressKey], 0.2)
        XCTAssertLessThan(mid[SmartisanPullRefresh.progressKey], 0.9)
        // Refreshing: the list holds 99 pt open, the icon spins 2π per 0.5 s.
        let r1 = try XCTUnwrap(Kit.presentation(id, "curveLayer", at: 3.0))
        let r2 = try XCTUnwrap(Kit.presentation(id, "curveLayer", at: 3.125))
        XCTAssertEqual(try XCTUnwrap(Kit.presentation(id, "content", at: 3.0)).position.y - (H - 64) / 2, 99, accuracy: 1e-6)
        var d = TransformParts(r2.transform).rz - TransformParts(r1.transform).rz
        if d < 0 { d += 2 * Double.pi }
        XCTAssertEqual(d, Double.pi / 2, accuracy: 1e-6)
        // After the refresh (2 s) the header fades and the list returns.
        XCTAssertEqual(try XCTUnwrap(Kit.presentation(id, "content", at: 4.8)).position.y - (H - 64) / 2, 0, accuracy: 1e-6)
        // Pixels: black strokes of the icon in the gap while refreshing (header centre x 160 −
        // 100 + 35 = 95 on the 320-pt canvas, y = 64 + 49.5).
        let s = 1.0
        let pm = try Kit.render(id, at: 3.0, scale: s, touches: false)
        var dark = 0
        for y in 100...128 { for x in 80...110 where Kit.pixel(pm, Point(Double(x), Double(y)), scale: s).r < 80 { dark += 1 } }
        XCTAssertGreaterThan(dark, 20, "the refresh symbol is drawn")
        // Framing: the canvas is the top of the phone, so the icon's 30 × 60 pt is a sizeable part of it.
        XCTAssertEqual(SmartisanPullRefresh.size, Size(320, 440))
    }

    // MARK: 4.3 tvos-card-tilt

    func testTVOSTransformAndRelease() throws {
        // Finger at the right edge (xf = 1): 20° about y with the card's m34.
        let t = TVOSCardTilt.transform(m34: -1.0 / 500, xf: 1, yf: 0)
        XCTAssertEqual(t.m34, -1.0 / 500 * GMath.cos(Double.pi / 9), accuracy: 1e-9)
        // The part under the finger (right edge) is pressed in (z < 0), the far edge comes out.
        XCTAssertLessThan(t.apply3(75, 0, 0).2, 0)
        XCTAssertGreaterThan(t.apply3(-75, 0, 0).2, 0)
        let id = "tvos-card-tilt"
        let tilted = try XCTUnwrap(Kit.presentation(id, "cardImageView", at: 1.0))
        let par = try XCTUnwrap(Kit.presentation(id, "cardParallaxView", at: 1.0))
        XCTAssertNotEqual(tilted.transform, .identity)
        XCTAssertEqual(tilted.transform.m34 / par.transform.m34, 0.5, accuracy: 0.05, "parallax layer has twice the perspective")
        // Eased back 0.3 s after the release at 4.5 s.
        XCTAssertEqual(try XCTUnwrap(Kit.presentation(id, "cardImageView", at: 4.85)).transform, .identity)
        // Pixels: page colour in a corner, the shadow darker just below the card.
        let s = 0.5
        let pm = try Kit.render(id, at: 5.0, scale: s, touches: false)
        XCTAssertTrue(Kit.near(Kit.pixel(pm, Point(10, 10), scale: s), RGBA8(203, 218, 227, 255), 3))
        let below = Kit.pixel(pm, Point(187.5, 250 + 160 + 8), scale: s)
        XCTAssertLessThan(Int(below.g), 212, "soft shadow under the card")
    }
}
