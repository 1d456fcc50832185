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
}
