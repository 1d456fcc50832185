import ClipAnimation
import ClipGeometry
import ClipRaster
import ClipTestSupport
@testable import ClipScenes
import XCTest

/// Section 5.1: the gooey menu's top points and its sampled-keyframe timeline.
final class Chapter5SceneTests: XCTestCase {
    typealias Kit = SceneTestKit

    /// §5.1's worked values (ball 100, offset 27.78, cx = 80).
    func testGooeyTopPoints() {
        let cx = 80.0
        let rows: [(state: Int, p: Double, xs: [Double])] = [
            (1, 0, [cx - 27.78, cx, cx + 27.78]),
            (1, 1, [cx - 50.0, cx - 11.11, cx + 27.78]),
            (2, 1, [cx - 16.67, cx + 22.22, cx + 61.11]),
            (3, 0, [cx - 16.67, cx + 22.22, cx + 61.11]),
            (3, 1, [cx - 27.78, cx, cx + 27.78]),
        ]
        for r in rows {
            let pts = GooeyMenu.topPoints(state: r.state, percent: r.p)
            for (a, b) in zip(pts, r.xs) { XCTAssertEqual(a.x, b, accuracy: 0.01, "state \(r.state) p \(r.p)") }
            XCTAssertTrue(pts.allSatisfy { $0.y == GooeyMenu.off })
        }
    }

    func testGooeyTimeline() throws {
        let id = "gooey-menu"
        func st(_ t: Double) throws -> (Double, Double) {
            let s = try XCTUnwrap(Kit.presentation(id, "menuLayer", at: t))
            return (s[GooeyMenu.animState], s[GooeyMenu.xAxisPercent])
        }
        XCTAssertEqual(try st(0.3).1, 0)
        // STATE1 0.5–0.8 s, 18 samples: half-way ≈ 0.5.
        let s1 = try st(0.65)
        XCTAssertEqual(s1.0, 1); XCTAssertEqual(s1.1, 0.5, accuracy: 0.05)
        XCTAssertEqual(try st(0.95).0, 2)
        // STATE3 from 1.1 s: the sampled spring overshoots towards 1.6.
        var peak = 0.0
        for k in 0..<60 { let v = try st(1.1 + Double(k) / 60); XCTAssertEqual(v.0, 3); peak = max(peak, v.1) }
        XCTAssertGreaterThan(peak, 1.5); XCTAssertLessThan(peak, 1.601)
        // Done by 2.1 s: model 1.0, round again.
        XCTAssertEqual(try st(2.2).1, 1)
        // Pixels: in STATE2 (0.95 s) the cap has moved right: blue right of the rest circle at the top.
        let s = 0.5
        let rest = try Kit.render(id, at: 0.2, scale: s, touches: false)
        let flung = try Kit.render(id, at: 1.1, scale: s, touches: false)
        // View ×2 centred on 160: top at y = 160 − 100 = 60; probe (160 + 2·50, 70).
        let probe = Point(250, 72)
        XCTAssertTrue(Kit.near(Kit.pixel(rest, probe, scale: s), RGBA8(255, 255, 255, 255), 8), "round at rest")
        let c = Kit.pixel(flung, probe, scale: s)
        XCTAssertTrue(Kit.near(c, RGBA8(29, 163, 255, 255), 8), "cap flung right: \(c)")
    }

    /// Version 1 (MOVIE 5.2): the three top points shift together by percent·offset; the clip runs
    /// 0 → 1 → −1 and springs back to 0 (peak +0.6 past the rest position).
    func testGooeyVersionOne() throws {
        let cx = 80.0, offset = 100 / 3.6
        for (p, shift) in [(0.0, 0.0), (1.0, -offset), (-1.0, offset)] {
            let xs = GooeyMenu.topPoints(state: 2, percent: p, version: 1).map(\.x)
            XCTAssertEqual(xs[0], cx - offset + shift, accuracy: 1e-9)
            XCTAssertEqual(xs[1], cx + shift, accuracy: 1e-9)
            XCTAssertEqual(xs[2], cx + offset + shift, accuracy: 1e-9)
        }
        let id = "gooey-menu-v1"
        func percent(_ t: Double) throws -> Double { try XCTUnwrap(Kit.presentation(id, "menuLayer", at: t))[GooeyMenu.xAxisPercent] }
        XCTAssertEqual(try percent(0.65), 0.5, accuracy: 0.05) // step 1: 0 → 1
        XCTAssertEqual(try percent(0.95), 0.0, accuracy: 0.1) // step 2: 1 → −1, half-way
        var peak = -1.0
        for k in 0..<60 { peak = max(peak, try percent(1.1 + Double(k) / 60)) }
        XCTAssertGreaterThan(peak, 0.5); XCTAssertLessThan(peak, 0.601)
        XCTAssertEqual(try percent(2.2), 0, accuracy: 1e-9)
        // Pixels at 0.78 s (percent ≈ 0.93): the whole cap has slid left, so blue fills (108, 68),
        // outside the rest circle (radius 100 around (160, 160)); version 2's frame differs.
        let s = 1.0
        let v1 = try Kit.render(id, at: 0.78, scale: s, touches: false)
        let v2 = try Kit.render("gooey-menu", at: 0.78, scale: s, touches: false)
        let rest = try Kit.render(id, at: 0.2, scale: s, touches: false)
        let probe = Point(108, 68)
        XCTAssertTrue(
            Kit.near(Kit.pixel(v1, probe, scale: s), RGBA8(29, 163, 255, 255), 10), "v1 cap left: \(Kit.pixel(v1, probe, scale: s))")
        XCTAssertTrue(Kit.near(Kit.pixel(rest, probe, scale: s), RGBA8(255, 255, 255, 255), 10), "round at rest")
        var differing = 0
        for y in stride(from: 50.0, to: 160, by: 2) {
            for x in stride(from: 50.0, to: 270, by: 2)
            where !Kit.near(Kit.pixel(v1, Point(x, y), scale: s), Kit.pixel(v2, Point(x, y), scale: s), 20) {
                differing += 1
            }
        }
        XCTAssertGreaterThan(differing, 150, "version 1 and version 2 deform differently")
    }

    /// Debug points: the 12 points as dark squares, the three moving top points orange, where the
    /// plain scene shows only the ball's edge.
    func testGooeyDebugPointsAreDrawn() throws {
        let s = 1.0
        let debug = try Kit.render("gooey-menu-debug", at: 0.2, scale: s, touches: false)
        let plain = try Kit.render("gooey-menu", at: 0.2, scale: s, touches: false)
        // View (30, 80) → screen (60, 160): left_center; view (80, 30) → (160, 60): top_center.
        let left = Kit.pixel(debug, Point(60, 160), scale: s)
        XCTAssertTrue(Kit.near(left, RGBA8(0x1B, 0x25, 0x40, 255), 12), "left_center square: \(left)")
        let top = Kit.pixel(debug, Point(160, 60), scale: s)
        XCTAssertTrue(Kit.near(top, RGBA8(0xFF, 0x8A, 0x1F, 255), 12), "top_center square: \(top)")
        XCTAssertFalse(Kit.near(Kit.pixel(plain, Point(160, 60), scale: s), RGBA8(0xFF, 0x8A, 0x1F, 255), 40))
        // The orange squares follow the top points: at 0.95 s (STATE2, percent ≈ 0.5) top_center is at
        // view x = 80 − 11.1 + 0.5·33.3 ≈ 85.6 → screen ≈ 171.
        let p = try XCTUnwrap(Kit.presentation("gooey-menu-debug", "menuLayer", at: 0.95))
        let x = GooeyMenu.points(state: Int(p[GooeyMenu.animState]), percent: p[GooeyMenu.xAxisPercent])[1].x
        let moved = try Kit.render("gooey-menu-debug", at: 0.95, scale: s, touches: false)
        let c = Kit.pixel(moved, Point(160 + 2 * (x - 80), 60), scale: s)
        XCTAssertTrue(Kit.near(c, RGBA8(0xFF, 0x8A, 0x1F, 255), 12), "moved top_center at x \(x): \(c)")
    }

    /// The full KYGooeyMenu: items spring from under the button to a half circle (distance 95,
    /// 36° apart), the cross turns 45°, the edge bulges past the circle, and all return on the second tap.
    func testFullMenuOpensAndCloses() throws {
        let id = "gooey-menu-full"
        let c = GooeyMenuFull.center
        XCTAssertEqual(GooeyMenuFull.target(0).x, c.x + 95 * GMath.cos(Double.pi / 5), accuracy: 1e-9)
        XCTAssertEqual(GooeyMenuFull.target(1).y, c.y - 95 * GMath.sin(2 * Double.pi / 5), accuracy: 1e-9)
        for k in 0..<4 {
            let name = "item\(k + 1)"
            let before = try XCTUnwrap(Kit.presentation(id, name, at: 0.4))
            XCTAssertTrue(before.isHidden)
            let open = try XCTUnwrap(Kit.presentation(id, name, at: 2.3))
            XCTAssertFalse(open.isHidden)
            XCTAssertEqual(open.position.x, GooeyMenuFull.target(k).x, accuracy: 0.5, name)
            XCTAssertEqual(open.position.y, GooeyMenuFull.target(k).y, accuracy: 0.5, name)
            let closed = try XCTUnwrap(Kit.presentation(id, name, at: 3.5))
            XCTAssertTrue(closed.isHidden)
            XCTAssertEqual(closed.position.x, c.x, accuracy: 1e-6)
        }
        // The spring (damping 0.4) overshoots: item 2 goes beyond its 95 pt radius on the way out.
        var farthest = 0.0
        for k in 0..<40 {
            let st = try XCTUnwrap(Kit.presentation(id, "item2", at: 0.6 + Double(k) * 0.025))
            farthest = max(farthest, st.position.distance(to: c))
        }
        XCTAssertGreaterThan(farthest, 105)
        let cross = try XCTUnwrap(Kit.presentation(id, "cross", at: 2.3))
        XCTAssertEqual(TransformParts(cross.transform).rz, Double.pi / 4, accuracy: 1e-3)
        // The edge layer bulges up-right past the button's top (y = c.y − 50) while opening.
        var top = c.y
        for k in 0..<40 {
            if let path = try XCTUnwrap(Kit.presentation(id, "verticalLineLayer", at: 0.5 + Double(k) * 0.02)).shape!.path {
                top = min(top, path.bounds.minY)
            }
        }
        XCTAssertLessThan(top, c.y - 50 - 2) // the quad through a control point 30 pt out peaks ≈ 4.8 pt above
        // Pixels: item 1's red disc at its target when open, background there when closed.
        let s = 1.0
        let open = try Kit.render(id, at: 2.3, scale: s, touches: false)
        let t0 = GooeyMenuFull.target(0)
        XCTAssertTrue(Kit.near(Kit.pixel(open, Point(t0.x, t0.y + 18), scale: s), RGBA8(255, 59, 48, 255), 6), "item 1 open")
        let closed = try Kit.render(id, at: 3.5, scale: s, touches: false)
        XCTAssertTrue(Kit.near(Kit.pixel(closed, Point(t0.x, t0.y + 18), scale: s), RGBA8(0xF6, 0xF6, 0xF9, 255), 3), "item 1 closed")
    }
}
