import ClipAnimation
import ClipGeometry
import ClipRaster
@testable import ClipScenes
import XCTest

/// F1–F11 (except F10, in its own file): probes at the times the spec names.
final class Section8CoreAnimationTests: XCTestCase {
    typealias Kit = SceneTestKit

    func state(_ id: String, _ name: String, _ t: Double) throws -> LayerState {
        try XCTUnwrap(Kit.presentation(id, name, at: t), "\(id): \(name) at \(t)")
    }

    // MARK: F1 image-zoom-delay

    func testImageZoomDelay() throws {
        let id = "image-zoom-delay"
        for (t, side) in [(0.0, 80.0), (1.95, 80), (2.5, 120), (3.05, 160), (3.5, 160)] {
            let s = try state(id, "imageView", t)
            XCTAssertEqual(s.bounds.width, side, accuracy: 0.5, "t \(t)")
            XCTAssertEqual(s.position.x, 160, accuracy: 1e-6); XCTAssertEqual(s.position.y, 180, accuracy: 1e-6)
        }
        // Ease-in-out: a quarter of the way through the second, well under a quarter of the growth.
        XCTAssertLessThan(try state(id, "imageView", 2.25).bounds.width, 80 + 0.2 * 80)
        // Rendered: the icon covers (85, 105) only once zoomed.
        let s = 0.5
        XCTAssertTrue(Kit.near(Kit.pixel(try Kit.render(id, at: 1, scale: s), Point(85, 105), scale: s), RGBA8(255, 255, 255, 255)))
        XCTAssertFalse(Kit.near(Kit.pixel(try Kit.render(id, at: 3.2, scale: s), Point(90, 110), scale: s), RGBA8(255, 255, 255, 255), 30))
    }
}

extension Section8CoreAnimationTests {
    // MARK: F2 petal-fly-to-tap, F3 petal-fly-spin

    func testPetalFliesLinearlyAndStays() throws {
        let id = "petal-fly-to-tap"
        XCTAssertEqual(try state(id, "petal", 0.4).position, Point(50, 150))
        let mid = try state(id, "petal", 3.0).position // 2.5 of 5 s, linear
        XCTAssertEqual(mid.x, 135, accuracy: 0.01); XCTAssertEqual(mid.y, 300, accuracy: 0.01)
        XCTAssertEqual(try state(id, "petal", 5.8).position, Point(220, 450), "stays where it landed (model set on stop)")
        XCTAssertEqual(try state(id, "petal", 6.3).position, Point(220, 450))
        // Rendered: the pink petal is at (220, 450) after the flight.
        let s = 1.0
        let px = Kit.pixel(try Kit.render(id, at: 5.8, scale: s, touches: false), Point(220, 450), scale: s)
        XCTAssertGreaterThan(Int(px.r), Int(px.b) + 40, "pink petal \(px)")
    }

    /// The 10 × 20 sprite is framed (a ring centred on its anchor, a target ring at the tap) and
    /// captioned with the live presentation position; F2 is one flight long.
    func testPetalScenesAreFramedAndCaptioned() throws {
        for id in ["petal-fly-to-tap", "petal-fly-spin"] {
            let halo = try state(id, "halo", 3)
            let anchor = try state(id, "petal", 3).anchorPoint
            XCTAssertEqual(halo.position.x, 10 * anchor.x, accuracy: 1e-9, id)
            XCTAssertEqual(halo.position.y, 20 * anchor.y, accuracy: 1e-9, id)
            XCTAssertEqual(try state(id, "target", 3).position, Point(220, 450), id)
            let (root, rt) = Kit.tree(id, at: 3)
            let line = try XCTUnwrap(Kit.find("captionLine1", in: root) as? TextLayer, id)
            let p = rt.perform(at: 3) { Kit.find("petal", in: root)!.presentation().position }
            XCTAssertTrue(line.string.contains("(\(PrimerKit.num(p.x, 0)), \(PrimerKit.num(p.y, 0)))"), "\(id): \(line.string)")
        }
        XCTAssertNotNil(Kit.layer("petal-fly-spin", named: "loupePetal", at: 0))
        XCTAssertLessThanOrEqual(try XCTUnwrap(SceneCatalog.scene(id: "petal-fly-to-tap")).duration, 6.5)
    }

    func testPetalSpinsAboutItsAnchorAndBack() throws {
        let id = "petal-fly-spin"
        let st = try state(id, "petal", 0.4)
        XCTAssertEqual(st.anchorPoint, Point(0.5, 0.6))
        XCTAssertEqual(st.position, Point(50, 150))
        // The matrix holds the angle modulo 2π: compare on the circle.
        func rot(_ t: Double) throws -> Double { try XCTUnwrap(state(id, "petal", t).value(forKeyPath: "transform.rotation.z")?.scalar) }
        func assertAngle(_ a: Double, _ b: Double, accuracy: Double, _ m: String = "") {
            var d = (a - b).truncatingRemainder(dividingBy: 2 * Double.pi)
            if d > Double.pi { d -= 2 * Double.pi }; if d < -Double.pi { d += 2 * Double.pi }
            XCTAssertLessThanOrEqual(abs(d), accuracy, m)
        }
        assertAngle(try rot(3.5), 1.5 * Double.pi * 3 / 6, accuracy: 1e-3)
        assertAngle(try rot(6.5), 1.5 * Double.pi, accuracy: 1e-3, "270° at 6 s")
        assertAngle(try rot(9.5), 1.5 * Double.pi * 3 / 6, accuracy: 1e-3, "autoreverses")
        assertAngle(try rot(12.6), 0, accuracy: 1e-9, "once (no repeat)")
        XCTAssertTrue(try state(id, "petal", 6.5).position == Point(220, 450))
    }
}

extension Section8CoreAnimationTests {
    // MARK: F4 snowflake-pause-resume

    /// cos of the y rotation (the horizontal squash, mirrored when negative).
    func squash(_ t: Double) throws -> Double { try state("snowflake-pause-resume", "snow", t).transform.m11 }

    func testSnowflakePausesAndResumesThroughLayerTime() throws {
        let id = "snowflake-pause-resume"
        // Mid-flight: moving and flipping (0.4 s into both).
        let mid = try state(id, "snow", 0.9)
        XCTAssertGreaterThan(mid.position.y, 150); XCTAssertLessThan(mid.position.y, 420)
        XCTAssertEqual(try squash(0.9), GMath.cos(0.4 * Double.pi), accuracy: 1e-6)
        // The move ends at 1.5 s: the model is there and the layer pauses (rotation at π, mirrored).
        for t in [1.6, 2.0, 2.45] {
            let st = try state(id, "snow", t)
            XCTAssertEqual(st.position, Point(200, 420)); XCTAssertEqual(st.speed, 0)
            XCTAssertEqual(try squash(t), -1, accuracy: 1e-6, "frozen at π, t \(t)")
            XCTAssertEqual(try state(id, "pausedBadge", t).opacity, 1)
        }
        // Resumed at 2.5 s: half a second later the flip is edge-on (π/2 on the way back).
        XCTAssertEqual(try state(id, "snow", 3.0).speed, 1)
        XCTAssertEqual(try squash(3.0), 0, accuracy: 1e-6)
        XCTAssertEqual(try state(id, "pausedBadge", 3.0).opacity, 0)
        // Paused again at 4.2 (local 3.2 → 0.7π) until 5.0, then it continues from there.
        for t in [4.3, 4.9] { XCTAssertEqual(try squash(t), GMath.cos(0.7 * Double.pi), accuracy: 1e-6, "t \(t)") }
        XCTAssertEqual(try squash(5.2), GMath.cos(0.9 * Double.pi), accuracy: 1e-6)
    }

    /// Issue #26: the badge's "❚❚" (no glyph in Inter) falls back to a font that has it: two
    /// solid white bars, not two .notdef boxes. The badge is what differs between the paused
    /// frame (2.0 s) and the running one (3.0 s) in its rows.
    func testPausedBadgeDrawsTwoBars() throws {
        let id = "snowflake-pause-resume", s = 2.0
        let paused = try Kit.render(id, at: 2.0, scale: s, touches: false)
        let running = try Kit.render(id, at: 3.0, scale: s, touches: false)
        let rows = Int(30 * s)..<Int(80 * s)
        func badge(_ x: Int, _ y: Int) -> Bool { paused.view[x, y] != running.view[x, y] }
        var runs: [ClosedRange<Int>] = []
        var start: Int? = nil
        for x in 0...paused.width {
            let inked = x < paused.width && rows.contains { badge(x, $0) }
            if inked, start == nil { start = x }
            if !inked, let b = start { runs.append(b...(x - 1)); start = nil }
        }
        XCTAssertGreaterThan(runs.count, 3, "❚, ❚ and the letters of 'paused'")
        for r in runs.prefix(2) {
            let ys = rows.filter { y in r.contains { badge($0, y) } }
            let top = try XCTUnwrap(ys.first), bottom = try XCTUnwrap(ys.last)
            XCTAssertGreaterThan(bottom - top + 1, 2 * r.count, "a tall bar, not a box: \(r) × \(top)…\(bottom)")
            for y in (top + 1)...(bottom - 1) {
                for x in (r.lowerBound + 1)...(r.upperBound - 1) {
                    let c = paused.view[x, y]
                    XCTAssertTrue(c.r > 240 && c.g > 240 && c.b > 240, "solid white at (\(x), \(y)): \(c)")
                }
            }
        }
    }
}

extension Section8CoreAnimationTests {
    // MARK: F5 snow-keyframe-values, F6 snow-keyframe-path, F8 snow-group-path-spin

    func assertPoint(_ a: Point, _ b: Point, _ tol: Double = 0.01, _ m: String = "", line: UInt = #line) {
        XCTAssertEqual(a.x, b.x, accuracy: tol, m, line: line); XCTAssertEqual(a.y, b.y, accuracy: tol, m, line: line)
    }

    func testSnowKeyframeValuesHoldSegmentsAndSnapBack() throws {
        let id = "snow-keyframe-values"
        for t in [0.0, 1.0, 1.99] { assertPoint(try state(id, "snow", t).position, Point(50, 150), 0.01, "hold, t \(t)") }
        assertPoint(try state(id, "snow", 3.75).position, Point(65, 185)) // mid of 2 … 5.5 s
        assertPoint(try state(id, "snow", 5.875).position, Point(62.5, 270)) // mid of 5.5 … 6.25 s
        assertPoint(try state(id, "snow", 6.625).position, Point(60, 370)) // mid of 6.25 … 7 s
        assertPoint(try state(id, "snow", 7.4).position, Point(50, 150), 1e-9, "snaps back to the model")
    }

    func testSnowKeyframePathFollowsTheCurve() throws {
        let id = "snow-keyframe-path"
        assertPoint(try state(id, "snow", 1.5).position, Point(50, 150), 1e-9, "waits 2 s")
        // On the curve, arc-length uniform: sample the curve densely and find the nearest point.
        let curve = (0...2000).map { i -> Point in
            let s = Double(i) / 2000, u = 1 - s
            let p0 = Point(50, 150), c1 = Point(160, 280), c2 = Point(-30, 300), p3 = Point(55, 400)
            return p0 * (u * u * u) + c1 * (3 * u * u * s) + c2 * (3 * u * s * s) + p3 * (s * s * s)
        }
        var length = [0.0]
        for i in 1..<curve.count { length.append(length[i - 1] + (curve[i] - curve[i - 1]).length) }
        XCTAssertEqual(length.last!, 279, accuracy: 2, "the spec's arc length")
        for f in [0.25, 0.5, 0.75] {
            let p = try state(id, "snow", 2 + 5 * f).position
            let i = length.firstIndex { $0 >= f * length.last! }!
            assertPoint(p, curve[i], 1.0, "fraction \(f)")
        }
        XCTAssertEqual(try state(id, "snow", 6.99).position.y, 400, accuracy: 1)
        assertPoint(try state(id, "snow", 7.4).position, Point(50, 150), 1e-9, "snaps back")
    }

    func testSnowGroupPathAndSpinShareTheGroupTime() throws {
        let id = "snow-group-path-spin", d = SnowKeyframes.groupDelay
        let before = try state(id, "snow", d - 0.5)
        assertPoint(before.position, Point(50, 150), 1e-9)
        XCTAssertEqual(before.transform.m11, 1, accuracy: 1e-9)
        // Half way: the rotation (inheriting 10 s) is at 3π/4.
        let half = try state(id, "snow", d + 5)
        XCTAssertEqual(half.transform.m11, GMath.cos(0.75 * Double.pi), accuracy: 1e-6)
        XCTAssertEqual(half.transform.m12, GMath.sin(0.75 * Double.pi), accuracy: 1e-6)
        // After the group: the delegate left it at the end, turned 270°.
        let end = try state(id, "snow", d + 10.4)
        assertPoint(end.position, Point(55, 400), 1e-9)
        XCTAssertEqual(end.transform.m11, 0, accuracy: 1e-9); XCTAssertEqual(end.transform.m12, -1, accuracy: 1e-9)
    }
}

extension Section8CoreAnimationTests {
    // MARK: F7 keyframe-calc-modes

    func testCalcModesDiagramValues() throws {
        let id = "keyframe-calc-modes"
        func v(_ mode: String, _ t: Double, lane: Int) throws -> Double {
            // Back from lane coordinates to the value 150…420.
            let y = try state(id, "value-\(mode)", t).position.y
            return (y - KeyframeCalcModes.y(150, lane: lane)) / KeyframeCalcModes.plotH * 270 + 150
        }
        XCTAssertEqual(try v("linear", 4, lane: 0), 220, accuracy: 0.01, "keyTime 0.5 at 4 s")
        XCTAssertEqual(try v("linear", 6, lane: 0), 320, accuracy: 0.01, "keyTime 0.75 at 6 s")
        XCTAssertEqual(try v("discrete", 2.6, lane: 1), 150, accuracy: 0.01)
        XCTAssertEqual(try v("discrete", 2.7, lane: 1), 220, accuracy: 0.01, "jumps after 8/3 s")
        XCTAssertEqual(try v("paced", 4, lane: 2), 285, accuracy: 0.01, "half the total distance at half time")
        XCTAssertEqual(try v("cubic", 8.3, lane: 3), 420, accuracy: 0.01)
        // The pen crosses the plot linearly in time.
        XCTAssertEqual(
            try state(id, "pen-cubicPaced", 2).position.x,
            KeyframeCalcModes.plotX0 + 0.25 * (KeyframeCalcModes.plotX1 - KeyframeCalcModes.plotX0), accuracy: 1e-6)
        // cubicPaced is constant speed along the spline; for these monotone scalars that is the
        // value rising linearly in time (no kinks where it passes 220 and 320, ≈ 2.07 s and 5.04 s).
        for k in 0...48 {
            let t = Double(k) / 6
            XCTAssertEqual(try v("cubicPaced", t, lane: 4), 150 + 270 * t / 8, accuracy: 0.01, "t \(t)")
        }
    }
}

extension Section8CoreAnimationTests {
    // MARK: F9 cube-gallery

    func testCubeGalleryCyclesImagesOnSwipes() throws {
        let id = "cube-gallery"
        func shown(_ t: Double) throws -> Int? {
            guard case .image(let pm)? = try state(id, "imageView", t).contents else { return nil }
            return CubeGallery.images.firstIndex { $0 === pm }
        }
        for (t, i) in [(0.3, 0), (1.6, 1), (3.1, 2), (4.6, 3), (6.2, 2)] { XCTAssertEqual(try shown(t), i, "t \(t)") }
        // Mid-cube (1.0 s, half way): the frame differs from both pictures; at 1.6 it is the next.
        let s = 0.5
        let mid = try Kit.render(id, at: 1.0, scale: s, touches: false), end = try Kit.render(id, at: 1.6, scale: s, touches: false)
        let start = try Kit.render(id, at: 0.2, scale: s, touches: false)
        var differs = 0
        for y in stride(from: 0, to: mid.height, by: 4) {
            for x in stride(from: 0, to: mid.width, by: 4)
            where !Kit.near(mid.view[x, y], end.view[x, y], 12) && !Kit.near(mid.view[x, y], start.view[x, y], 12) { differs += 1 }
        }
        XCTAssertGreaterThan(differs, 200, "the cube turns between the two faces")
    }
}

extension Section8CoreAnimationTests {
    // MARK: F11 fish-frames

    func testFishFramesFromDisplayLinkAndImageView() throws {
        let id = "fish-frames"
        func frame(_ name: String, _ t: Double) throws -> Int? {
            guard case .image(let pm)? = try state(id, name, t).contents else { return nil }
            return Section8Assets.fishFrames.firstIndex { $0 === pm }
        }
        // Display link: timg_0001 for 5 ticks, then frame (n − 1) mod 8 from tick 6n (t = n / 10 s).
        XCTAssertEqual(try frame("fishLayer", 0.05), 1)
        for n in 1...12 {
            XCTAssertEqual(try frame("fishLayer", Double(n) / 10 + 0.05), (n - 1) % 8, "change \(n)")
        }
        // UIImageView: 0.1 s a frame, looping.
        for (t, i) in [(0.05, 0), (0.35, 3), (0.79, 7), (0.85, 0), (1.25, 4)] { XCTAssertEqual(try frame("imageView", t), i, "t \(t)") }
        // The seed keeps the fish layer's red background.
        let px = Kit.pixel(try Kit.render(id, at: 0.5, scale: 0.5), Point(40, 30), scale: 0.5)
        XCTAssertTrue(Kit.isRed(px))
    }
}
