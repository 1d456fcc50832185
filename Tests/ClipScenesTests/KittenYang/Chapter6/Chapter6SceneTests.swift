import ClipAnimation
import ClipGeometry
import ClipRaster
import ClipTestSupport
@testable import ClipScenes
import XCTest

/// Sections 6.1–6.5: dynamics, emitters and replicators, probed at the spec's times.
final class Chapter6SceneTests: XCTestCase {
    typealias Kit = SceneTestKit

    // MARK: 6.1 lockscreen-gravity

    func testLockScreenTimeline() throws {
        let id = "lockscreen-gravity", rest = 333.5
        // Tap at 0.5 s: 320 pt/s up under 2600 pt/s² rises ≈ 19.7 pt by ≈ 0.62 s.
        let hop = (50...75).map { Kit.presentation(id, "lockScreenView", at: Double($0) / 100)!.position.y }.min()!
        XCTAssertEqual(rest - hop, 19.7, accuracy: 1.5)
        XCTAssertEqual(Kit.presentation(id, "lockScreenView", at: 1.2)!.position.y, rest, accuracy: 0.5, "settled by the next tap")
        // Slow drag 160 pt up (2.2–3.0 s), held: follows the finger.
        XCTAssertEqual(Kit.presentation(id, "lockScreenView", at: 3.1)!.position.y, rest - 160, accuracy: 1)
        // Released slowly: falls back and rests on the floor before the flick.
        XCTAssertEqual(Kit.presentation(id, "lockScreenView", at: 4.25)!.position.y, rest, accuracy: 0.5)
        // Flick at −2200 pt/s (past −1300): gone above the screen.
        XCTAssertLessThanOrEqual(Kit.presentation(id, "lockScreenView", at: 5.0)!.position.y, -rest + 1)
        let s = 0.5
        let pm = try Kit.render(id, at: 5.0, scale: s, touches: false)
        // The home screen's first icon (Calendar, white) is where the clock was.
        let calendar = SpringBoard.iconFrames(size: Size(375, 667), rows: 1, side: 60, top: 40, pitch: 0)[0]
        let home = Kit.pixel(pm, Point(calendar.midX, calendar.minY + 8), scale: s)
        XCTAssertGreaterThan(Int(home.r) + Int(home.g) + Int(home.b), 3 * 220, "home screen revealed")
        let lock = try Kit.render(id, at: 0.2, scale: s, touches: false)
        let dark = Kit.pixel(lock, Point(187, 600), scale: s)
        XCTAssertLessThan(Int(dark.r) + Int(dark.g) + Int(dark.b), 3 * 60, "lock screen at rest")
    }

    // MARK: 6.2 dynamics-rope-ball

    func testRopeBallRodsHoldAndTheBallSwings() throws {
        let id = "dynamics-rope-ball"
        let W = 375.0, H = 667.0
        func centre(_ n: String, _ t: Double) -> Point { Kit.presentation(id, n, at: t)!.position }
        // Initial geometry of §6.2 (pan centre 166.75, top 239.5, bottom 406.3, ball 474.7).
        XCTAssertEqual(centre("topView", 0).y, 239.5, accuracy: 0.1)
        XCTAssertEqual(centre("bottomView", 0).y, 406.3, accuracy: 0.1)
        XCTAssertEqual(centre("ball", 0).y, H / 1.5 + 30, accuracy: 0.1)
        let l1 = 239.5 - 166.75, l2 = 406.3 - 239.5
        var maxTilt = 0.0, maxSpin = 0.0
        for k in 0..<28 {
            let t = 0.25 * Double(k)
            let pan = centre("panView", t), top = centre("topView", t), bottom = centre("bottomView", t)
            XCTAssertEqual(pan.distance(to: top), l1, accuracy: 1, "rod 1 at \(t)")
            XCTAssertEqual(top.distance(to: bottom), l2, accuracy: 1, "rod 2 at \(t)")
            XCTAssertEqual(pan.x, W / 2, accuracy: 1.01, "the panel moves only vertically, between walls 1 pt away")
            XCTAssertLessThanOrEqual(pan.y, H / 4 + 0.5, "the panel never sinks below the mid-line")
            let ball = Kit.presentation(id, "ball", at: t)!
            maxTilt = max(maxTilt, abs(ball.position.x - W / 2))
            maxSpin = max(maxSpin, abs(TransformParts(ball.transform).rz))
        }
        // Lifted 180 pt at the end of the drag (1.1–1.4 s).
        XCTAssertEqual(centre("panView", 1.3).y, H / 4 - 180, accuracy: 0.5)
        // Dropped, it bounced and rests on the mid-line by 4.4 s.
        XCTAssertEqual(centre("panView", 4.4).y, H / 4, accuracy: 1)
        XCTAssertGreaterThan(maxTilt, 20, "the rope whips the ball sideways")
        XCTAssertGreaterThan(maxSpin, 0.5, "the ball twists about its top point")
        // Pixels: the red rope between the panel and the ball at rest.
        let s = 0.5
        let pm = try Kit.render(id, at: 0.2, scale: s, touches: false)
        XCTAssertTrue(Kit.isRed(Kit.pixel(pm, Point(W / 2, 300), scale: s)))
    }

    // MARK: 6.3 snow-emitter

    func testSnowIsPrerolledAndHighlighted() throws {
        let id = "snow-emitter", s = 1.0
        let pm = try Kit.render(id, at: 0, scale: s, touches: false)
        var flake = 0, highlight = 0
        for y in stride(from: 0, to: pm.height, by: 1) {
            for x in stride(from: 0, to: pm.width, by: 1) {
                let c = pm.view[x, y]
                if Int(c.b) - Int(c.r) > 20 && c.r < 200 { flake += 1 }
                if c.r > 245 && c.g > 245 && c.b > 245 { highlight += 1 }
            }
        }
        // 10–15 flakes of ≈ 250 px each on screen from the first frame (60 s pre-roll).
        XCTAssertGreaterThan(flake, 8 * 60); XCTAssertLessThan(flake, 25 * 250)
        XCTAssertGreaterThan(highlight, 8 * 10, "the white 1 pt shadow")
        let bg = Kit.pixel(pm, Point(2, 660), scale: s)
        XCTAssertTrue(Kit.near(bg, RGBA8(230, 230, 238, 255), 3) || flake > 0)
        // Flakes drift: two frames 2 s apart differ.
        let later = try Kit.render(id, at: 2, scale: s, touches: false)
        XCTAssertNotEqual(pm.bytes, later.bytes)
    }

    /// The snow falls in front of the winter landscape: the window holds the scenery first and the
    /// view on top, whose first sublayer is the emitter (the seed's insertSublayer:atIndex:0); a
    /// rendered frame shows flake pixels over the landscape's lower half.
    func testSnowFallsInFrontOfTheLandscape() throws {
        let id = "snow-emitter"
        let (root, _) = Kit.tree(id, at: 0)
        let emitter = try XCTUnwrap(Kit.find("snowEmitter", in: root))
        let view = try XCTUnwrap(emitter.superlayer)
        XCTAssertTrue(view.sublayers.first === emitter)
        XCTAssertTrue(root.sublayers.last === view)
        XCTAssertGreaterThan(root.sublayers.count, 1, "a landscape behind the view")
        var flakesLow = 0
        for t in [0.0, 2.0, 4.0, 6.0] {
            let pm = try Kit.render(id, at: t, scale: 0.5, touches: false)
            for y in pm.height / 2..<pm.height {
                for x in 0..<pm.width {
                    let c = pm.view[x, y]
                    if Int(c.b) - Int(c.r) > 20 && c.r < 200 { flakesLow += 1 }
                }
            }
        }
        XCTAssertGreaterThan(flakesLow, 40, "flakes drawn over the hills")
    }

    // MARK: 6.4 like-splash

    func testLikeSplashPopBurstAndDeselect() throws {
        let id = "like-splash", s = 0.5
        func scale(_ t: Double) -> Double { TransformParts(Kit.presentation(id, "image", at: t)!.transform).sx }
        XCTAssertEqual(scale(0.5 + 0.5 / 3), 1.5, accuracy: 0.01, "pop to 1.5 at ⅓")
        XCTAssertEqual(scale(0.5 + 1.0 / 3), 0.8, accuracy: 0.01, "0.8 at ⅔")
        XCTAssertEqual(scale(1.05), 1, accuracy: 1e-6)
        XCTAssertEqual(scale(2.2 + 0.2), 0.8, accuracy: 0.01, "deselect: 0.8 at ½")
        func sparkles(_ t: Double) throws -> Int {
            let pm = try Kit.render(id, at: t, scale: s, touches: false)
            var n = 0
            for y in 0..<pm.height {
                for x in 0..<pm.width {
                    let p = Point(Double(x) / s, Double(y) / s)
                    guard abs(p.x - 160) > 76 || abs(p.y - 160) > 70 else { continue } // outside the popped icon
                    let c = pm.view[x, y]
                    if Int(c.b) - Int(c.r) > 40 { n += 1 }
                }
            }
            return n
        }
        XCTAssertEqual(try sparkles(0.65), 0, "no burst before 0.7 s")
        XCTAssertGreaterThan(try sparkles(0.9), 20, "the ring of sparkles")
        XCTAssertEqual(try sparkles(2.0), 0, "faded within about a second")
        XCTAssertEqual(try sparkles(2.6), 0, "deselect: no burst")
        XCTAssertGreaterThan(try sparkles(3.4), 20, "second burst")
        // Colours: blue when selected, grey after the deselect.
        let blue = Kit.pixel(try Kit.render(id, at: 1.5, scale: s, touches: false), Point(160, 175), scale: s)
        XCTAssertTrue(Kit.near(blue, RGBA8(0x1E, 0x88, 0xF0, 255), 6), "\(blue)")
        let grey = Kit.pixel(try Kit.render(id, at: 2.9, scale: s, touches: false), Point(160, 175), scale: s)
        XCTAssertTrue(Kit.near(grey, RGBA8(0x9A, 0xA0, 0xA6, 255), 6), "\(grey)")
    }

    // MARK: 6.5 replicators

    /// Pulse instance k at time t: u = ((t + 4 − 0.5k) mod 4)/4, scale u, opacity 1 − u.
    func testPulseInstances() throws {
        let (l, rt) = try XCTUnwrap(Kit.layer("replicator-pulse", named: "pulseLayer", at: 1.0))
        for k in 0..<8 {
            let t = 1.0 - 0.5 * Double(k)
            let st = rt.perform(at: t) { l.presentation() }
            let u = (t + 4).truncatingRemainder(dividingBy: 4) / 4
            XCTAssertEqual(st.opacity, 1 - u, accuracy: 1e-9, "instance \(k)")
            XCTAssertEqual(TransformParts(st.transform).sx, u, accuracy: 1e-9)
        }
        // Pixels at t = 0: between the k = 1 disc (radius 87.5, opacity 0.125) and k = 2 (75).
        let s = 1.0
        let pm = try Kit.render("replicator-pulse", at: 0, scale: s, touches: false)
        let ring = Kit.pixel(pm, Point(100, 100 - 80), scale: s)
        XCTAssertGreaterThan(ring.r, 250)
        XCTAssertEqual(Double(ring.g), 255 * (1 - 0.125 * 0.77), accuracy: 6)
        XCTAssertTrue(Kit.near(Kit.pixel(pm, Point(100, 100 - 95), scale: s), RGBA8(255, 255, 255, 255), 3))
    }

    /// Three squares, 0.1 s apart, width 30·|cos θ| (×2 on screen), θ = π·(local mod 0.6)/0.6,
    /// local = t + 4 (warm-up) − 0.1·k.
    func testDotsFlipWidths() throws {
        let s = 1.0
        for t in [0.15, 0.3, 0.42] {
            let pm = try Kit.render("replicator-dots-flip", at: t, scale: s, touches: false)
            for k in 0..<3 {
                let phase = (t + 4 - 0.1 * Double(k)).truncatingRemainder(dividingBy: 0.6)
                let halfWidth = 30 * abs(GMath.cos(Double.pi * phase / 0.6)) // on screen (×2)
                let cx = 70 + 70 * Double(k) // the row spans x 40…240 on the 280 × 160 canvas
                if halfWidth > 4 { XCTAssertTrue(Kit.isRed(Kit.pixel(pm, Point(cx + halfWidth - 3, 80), scale: s)), "dot \(k) at \(t)") }
                if halfWidth < 31 && cx + halfWidth + 3 < 239 {
                    XCTAssertTrue(
                        Kit.near(Kit.pixel(pm, Point(cx + halfWidth + 3, 80), scale: s), RGBA8(255, 255, 255, 255), 3),
                        "dot \(k) at \(t): half-width \(halfWidth)")
                }
            }
        }
        // Framed: 40 pt of white left and right of the row, 50 pt above and below it.
        let framed = try Kit.render("replicator-dots-flip", at: 0.42, scale: s, touches: false)
        for p in [Point(20, 80), Point(260, 80), Point(140, 25), Point(140, 135)] {
            XCTAssertTrue(Kit.near(Kit.pixel(framed, p, scale: s), RGBA8(255, 255, 255, 255), 3), "margin at \(p)")
        }
        XCTAssertTrue(Kit.isRed(Kit.pixel(framed, Point(140, 80), scale: s)), "middle square at the centre")
        // The flip is seamless over 0.6 s and the clip (3.6 s) is six of them.
        let a = try Kit.render("replicator-dots-flip", at: 0.2, scale: s, touches: false)
        let b = try Kit.render("replicator-dots-flip", at: 0.8, scale: s, touches: false)
        XCTAssertEqual(a.bytes, b.bytes)
    }

    /// Nested replicators: dot (i, j) is 0.3·(i + j) s late; scale 1 → 0.2 and back over 2 s.
    func testGridDelaysAdd() throws {
        let (dot, rt) = try XCTUnwrap(Kit.layer("replicator-grid-scale", named: "gridDot", at: 0.5))
        func expected(_ tau: Double) -> Double {
            let u = (tau + 4).truncatingRemainder(dividingBy: 2)
            return u < 1 ? 1 - 0.8 * u : 1 - 0.8 * (2 - u)
        }
        for (i, j) in [(0, 0), (1, 0), (2, 2)] {
            let tau = 0.5 - 0.3 * Double(i + j)
            let st = rt.perform(at: tau) { dot.presentation() }
            XCTAssertEqual(TransformParts(st.transform).sx, expected(tau), accuracy: 1e-6, "dot \(i),\(j)")
        }
        // Pixels at 0.5 s: dot (0,0) (scale 0.6 → 18 pt radius on screen) centred (60, 60);
        // dot (2,2) (τ = −0.7 → 0.44 → 13.2 pt) centred (200, 200): the grid sits 30 pt inside the
        // 260 × 260 canvas.
        let s = 1.0
        let pm = try Kit.render("replicator-grid-scale", at: 0.5, scale: s, touches: false)
        let a = Kit.pixel(pm, Point(60 + 14, 60), scale: s)
        XCTAssertGreaterThan(a.r, 240); XCTAssertLessThan(a.g, 180)
        XCTAssertTrue(Kit.near(Kit.pixel(pm, Point(60 + 22, 60), scale: s), RGBA8(255, 255, 255, 255), 3))
        XCTAssertTrue(Kit.near(Kit.pixel(pm, Point(200 + 16, 200), scale: s), RGBA8(255, 255, 255, 255), 3))
        XCTAssertLessThan(Kit.pixel(pm, Point(200 + 10, 200), scale: s).g, 200)
        // At 2.0 s dot (0, 0) is back at full size (radius 30) and still 30 pt from the corner.
        let full = try Kit.render("replicator-grid-scale", at: 2.0, scale: s, touches: false)
        XCTAssertTrue(Kit.near(Kit.pixel(full, Point(15, 15), scale: s), RGBA8(255, 255, 255, 255), 3), "corner margin")
        XCTAssertTrue(Kit.near(Kit.pixel(full, Point(245, 130), scale: s), RGBA8(255, 255, 255, 255), 3), "edge margin")
    }

    func testStackedLoadersAndLoops() throws {
        let s = 0.5
        let pm = try Kit.render("replicator-loaders", at: 0, scale: s, touches: false)
        // Flip row on top, pulse in the middle, grid at the bottom (120 pt apart).
        XCTAssertTrue(Kit.isRed(Kit.pixel(pm, Point(120, 210), scale: s)), "pulse centre")
        for id in ["replicator-pulse", "replicator-grid-scale", "replicator-dots-flip", "replicator-loaders"] {
            let sc = Kit.scene(id)
            let first = try Kit.render(id, at: 0, scale: 0.25, touches: false)
            let wrap = try Kit.render(id, at: sc.duration, scale: 0.25, touches: false)
            XCTAssertEqual(first.bytes, wrap.bytes, "\(id) loops seamlessly")
        }
    }

    // MARK: 6.2 snap, 6.3 action block, 6.5 replicator tricks

    /// UISnapBehavior: after each tap the tile flies to the tapped point, overshoots it, and settles there.
    func testSnapTileSettlesOnEachTap() throws {
        let id = "snap-demo"
        var previous = SnapDemo.start
        for (k, (t, p)) in SnapDemo.taps.enumerated() {
            let before = try XCTUnwrap(Kit.presentation(id, "tile", at: t - 0.01)).position
            XCTAssertEqual(before.distance(to: previous), 0, accuracy: 1.5, "tap \(k): at rest before")
            let settled = try XCTUnwrap(Kit.presentation(id, "tile", at: t + 1.3)).position
            XCTAssertEqual(settled.distance(to: p), 0, accuracy: 1.0, "tap \(k): settled on the tap")
            // Overshoot: the centre passes beyond the target along the move.
            let dir = Point((p.x - previous.x) / previous.distance(to: p), (p.y - previous.y) / previous.distance(to: p))
            var beyond = -1e9
            for j in 0..<50 {
                let q = try XCTUnwrap(Kit.presentation(id, "tile", at: t + Double(j) * 0.02)).position
                beyond = max(beyond, (q.x - p.x) * dir.x + (q.y - p.y) * dir.y)
            }
            XCTAssertGreaterThan(beyond, 8, "tap \(k) overshoots")
            XCTAssertEqual(try XCTUnwrap(Kit.presentation(id, "marker", at: t + 0.5)).position.distance(to: p), 0, accuracy: 1e-9)
            previous = p
        }
        // Pixels: the tile (white dot in its middle) on the first target at 1.6 s.
        let s = 1.0
        let pm = try Kit.render(id, at: 1.6, scale: s, touches: false)
        let first = SnapDemo.taps[0].1
        XCTAssertTrue(Kit.near(Kit.pixel(pm, first, scale: s), RGBA8(255, 255, 255, 255), 8))
        let edge = Kit.pixel(pm, Point(first.x - 34, first.y), scale: s)
        XCTAssertGreaterThan(Int(edge.b), Int(edge.r) + 60, "tile body: \(edge)")
    }

    /// Action block: the rod keeps the ball 180 pt from the anchor while it swings from 50° right to
    /// the left side; the block redraws the rod to the ball and a trail behind it at every step.
    func testActionDemoRedrawsRodAndTrailEveryStep() throws {
        let id = "action-demo-01"
        let a = ActionDemo.anchor
        var minX = 1e9
        for k in 0..<30 {
            let t = 0.1 + Double(k) * 0.1
            let (root, rt) = Kit.tree(id, at: t)
            let ball = try XCTUnwrap(Kit.find("ball", in: root)), rod = try XCTUnwrap(Kit.find("rod", in: root))
            let c = rt.perform(at: t) { ball.presentation().position }
            XCTAssertEqual(c.distance(to: a), ActionDemo.length, accuracy: 1.5, "rod length at \(t)")
            minX = min(minX, c.x)
            // The rod drawn by the action block ends at the ball's current centre.
            var end = Point.zero
            rt.perform(at: t) { rod.presentation() }.shape!.path?.forEach { e in if case .line(let q) = e { end = q } }
            XCTAssertEqual(end.distance(to: c), 0, accuracy: 1e-6, "rod end at \(t)")
            if t > 0.7 {
                let trail = try XCTUnwrap(Kit.find("trail5", in: root))
                XCTAssertGreaterThan(rt.perform(at: t) { trail.presentation() }.shape!.path?.bounds.width ?? 0, 1, "trail at \(t)")
            }
        }
        XCTAssertLessThan(minX, a.x - 100, "swings to the left")
        // Pixels: the ball (amber) at its start, the anchor at (180, 96).
        let pm = try Kit.render(id, at: 0, scale: 1, touches: false)
        XCTAssertTrue(Kit.near(Kit.pixel(pm, ActionDemo.start, scale: 1), RGBA8(0xFF, 0xC9, 0x4D, 255), 6))
    }
    /// Triangle: copy k is copy k−1 moved dotSize along its own (turned) x axis and turned 120°:
    /// centres (0, 0), (30, 0), (15, 26) (loader points, ×3.6 on screen); the centroid is empty.
    func testReplicatorTriangleLayout() throws {
        let expected = [Point(0, 0), Point(30, 0), Point(15, 25.98)]
        for (k, e) in expected.enumerated() {
            XCTAssertEqual(ReplicatorTricks.copyOffset(k).x, e.x, accuracy: 0.01)
            XCTAssertEqual(ReplicatorTricks.copyOffset(k).y, e.y, accuracy: 0.01)
        }
        XCTAssertEqual(ReplicatorTricks.copyOffset(3).distance(to: .zero), 0, accuracy: 1e-9) // closes
        let s = 1.0
        let centroid = Point(160, 160)
        let pm = try Kit.render("replicator-triangle", at: 0.1, scale: s, touches: false)
        let k = ReplicatorTricks.triangleScale
        let c0 = Point(centroid.x - k * 15, centroid.y - k * 25.98 / 3)
        for e in expected {
            let p = Point(c0.x + k * e.x, c0.y + k * e.y)
            XCTAssertTrue(Kit.isRed(Kit.pixel(pm, p, scale: s)), "copy at \(p): \(Kit.pixel(pm, p, scale: s))")
        }
        XCTAssertFalse(Kit.isRed(Kit.pixel(pm, centroid, scale: s)))
        // The pulse runs round the triangle: copy k's scale is copy 0's 0.3·k s earlier.
        let (arch, rt) = try XCTUnwrap(Kit.layer("replicator-triangle", named: "arch", at: 1.0))
        let a = rt.perform(at: 1.0) { TransformParts(arch.presentation().transform).sx }
        let b = rt.perform(at: 1.3) { TransformParts(arch.presentation().transform).sx }
        XCTAssertNotEqual(a, b, accuracy: 0.01)
        let wrap = try Kit.render("replicator-triangle", at: 3.6, scale: 0.25, touches: false)
        XCTAssertEqual(try Kit.render("replicator-triangle", at: 0, scale: 0.25, touches: false).bytes, wrap.bytes)
    }

    /// Reflection: the second copy is the first mirrored about the floor (y = 210), dimmed.
    func testReplicatorReflectionMirrorsAboutTheFloor() throws {
        let s = 1.0
        let floorY = ReplicatorTricks.floorY
        // At 0.5 s the ball touches the floor (centre 188): its reflection is centred at 232.
        let down = try Kit.render("replicator-reflection", at: 0.5, scale: s, touches: false)
        let ball = Kit.pixel(down, Point(236, floorY - 22), scale: s)
        XCTAssertTrue(Kit.near(ball, RGBA8(0x4F, 0xC3, 0xF7, 255), 8), "ball \(ball)")
        let mirror = Kit.pixel(down, Point(236, floorY + 22), scale: s)
        XCTAssertGreaterThan(Int(mirror.b), Int(mirror.r) + 25, "reflected ball \(mirror)")
        XCTAssertLessThan(Int(mirror.b), Int(ball.b) - 60, "dimmed")
        // At 0 s the ball is 90 pt up and its reflection 90 pt down (into the fade): floorY + 22 shows the floor.
        let up = try Kit.render("replicator-reflection", at: 0, scale: s, touches: false)
        XCTAssertTrue(Kit.near(Kit.pixel(up, Point(236, floorY + 22), scale: s), RGBA8(0x14, 0x18, 0x23, 255), 6))
        // The card's reflection: pinkish below the floor, under the card.
        let card = Kit.pixel(up, Point(109, floorY + 20), scale: s)
        XCTAssertGreaterThan(Int(card.r), Int(card.b) + 30, "card reflection \(card)")
    }
}
