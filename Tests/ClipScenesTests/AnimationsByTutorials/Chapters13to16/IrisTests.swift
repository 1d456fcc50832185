import ClipAnimation
import ClipGeometry
import ClipRaster
import ClipTestSupport
@testable import ClipScenes
import XCTest

/// §2.16 iris-dots, §2.17 iris-speaking (and the stage they share).
final class IrisTests: XCTestCase {
    typealias Kit = SceneTestKit
    let scale = 1.0
    func isBackground(_ c: RGBA8) -> Bool { Kit.near(c, RGBA8(85, 85, 85, 255), 3) }
    /// Where a stage point is drawn: `iris-dots` frames the stage through a 2× camera.
    func canvas(_ id: String, _ p: Point) -> Point { id == "iris-dots" ? IrisDots.canvasPoint(p) : p }

    func testStage() {
        let (root, _) = Kit.tree("iris-dots", at: 0)
        let rep = Kit.find("replicator", in: root) as! ReplicatorLayer
        XCTAssertEqual(rep.instanceCount, 46)
        XCTAssertEqual(rep.instanceDelay, 0.02)
        XCTAssertEqual(Kit.find("dot", in: root)!.frame, Rect(369, 333.5, 6, 6))
        XCTAssertEqual(Kit.engineScene("iris-dots").info.chapter, 16)
    }

    /// Issue #26: the stage's dot (a stand-alone layer with implicit animations) is created,
    /// configured and added in one transaction, so none of its first values animate (as in Core
    /// Animation): at 0 and 0.1 s every copy sits in the row at full size, nothing flies in from
    /// (0, 0). Before the fix the dot animated from the default state (zero size at the origin)
    /// for 0.25 s, and the rightmost copy was missing at t = 0.
    func testNoStartUpFlyIn() throws {
        for id in ["iris-dots", "iris-speaking", "iris-mic-meter"] {
            for t in [0.0, 0.1] {
                let p = try XCTUnwrap(Kit.presentation(id, "dot", at: t))
                // iris-dots' ripple lifts copy k by 50·(t − 0.02k) pt once it has begun.
                let lift = { (k: Int) in id == "iris-dots" ? 50 * max(0, t - 0.02 * Double(k)) : 0 }
                XCTAssertEqual(p.bounds.size, Size(6, 6), "\(id) at \(t)")
                XCTAssertEqual(p.position.x, 372, accuracy: 1e-9, "\(id) at \(t)")
                XCTAssertEqual(p.position.y, 336.5 - lift(0), accuracy: 1e-9, "\(id) at \(t)")
                let f = try Kit.render(id, at: t, scale: scale)
                for k in 0..<(id == "iris-dots" ? 22 : 46) {
                    let c = Kit.pixel(f, canvas(id, Point(372 - 8 * Double(k), 336.5 - lift(k))), scale: scale)
                    XCTAssertTrue(Kit.near(c, RGBA8(170, 170, 170, 255), 12), "\(id) at \(t): copy \(k) \(c)")
                }
                for y in 0..<12 { for x in 0..<12 { XCTAssertTrue(isBackground(f.view[x, y]), "\(id) at \(t): (\(x), \(y))") } }
            }
        }
    }

    /// The ripple: the dot rises 50 pt per second (sawtooth); copy k runs 0.02k s later.
    func testDotsRipple() throws {
        XCTAssertEqual(Kit.presentation("iris-dots", "dot", at: 0.5)!.position.y, 311.5, accuracy: 1e-6)
        XCTAssertEqual(Kit.presentation("iris-dots", "dot", at: 1.0)!.position.y, 336.5, accuracy: 1e-6)
        let f = try Kit.render("iris-dots", at: 0.5, scale: scale)
        let id = "iris-dots"
        XCTAssertFalse(isBackground(Kit.pixel(f, canvas(id, Point(372, 311.5)), scale: scale)), "dot 0 is 25 pt up")
        XCTAssertTrue(isBackground(Kit.pixel(f, canvas(id, Point(372, 336.5)), scale: scale)))
        // Copy 20 (x = 212) at 0.5 s is 0.1 s into its rise: 5 pt up.
        XCTAssertFalse(isBackground(Kit.pixel(f, canvas(id, Point(212, 331.5)), scale: scale)))
        XCTAssertTrue(isBackground(Kit.pixel(f, canvas(id, Point(212, 331.5 - 5)), scale: scale)), "above copy 20")
    }

    /// The framing: the ripple fills the frame. The 375 × 300 canvas shows the row at 2× (12 pt
    /// dots 16 pt apart across the whole width, a 100 pt rise), under a caption: from the flat row
    /// at 0.05 s to the risen row at 0.95 s the dots sweep at least 90 % of the width and 30 % of
    /// the height. (The unframed 375 × 667 stage swept a 56 pt band: 8 % of the height.) Dots are
    /// found as runs of 4–20 px of their light grey, at least four runs in a pixel row.
    func testDotsFillTheFrame() throws {
        let id = "iris-dots"
        let s = Kit.engineScene(id)
        var minX = Int.max, maxX = Int.min, minY = Int.max, maxY = Int.min
        for t in [0.05, 0.95] {
            let f = try Kit.render(id, at: t, scale: scale)
            for y in 0..<f.view.height {
                var runs: [(Int, Int)] = []
                var start: Int?
                for x in 0...f.view.width {
                    let isDot = x < f.view.width && Kit.near(f.view[x, y], RGBA8(170, 170, 170, 255), 6)
                    if isDot, start == nil { start = x }
                    if !isDot, let s0 = start {
                        if (4...20).contains(x - s0) { runs.append((s0, x - 1)) }
                        start = nil
                    }
                }
                guard runs.count >= 4 else { continue }
                minY = min(minY, y); maxY = max(maxY, y)
                minX = min(minX, runs.first!.0); maxX = max(maxX, runs.last!.1)
            }
        }
        XCTAssertGreaterThanOrEqual(Double(maxX - minX), 0.9 * s.size.width, "dots span x \(minX)…\(maxX)")
        XCTAssertGreaterThanOrEqual(Double(maxY - minY), 0.3 * s.size.height, "dots span y \(minY)…\(maxY)")
        XCTAssertEqual(Kit.presentation(id, "meterLabel", at: 0.5)?.isHidden, true)
    }

    /// Speaking: bars 15× tall at 0.83 s (dot 0), magenta → cyan, the rotation 0 → 0.01, and back
    /// to grey dots with "Touch to speak" at the end.
    func testSpeaking() throws {
        let id = "iris-speaking"
        let s = Kit.presentation(id, "dot", at: 0.5 + 0.33)!
        XCTAssertEqual(s.transform.m22, 15, accuracy: 1e-6)
        XCTAssertEqual(s.transform.m11, 1.4, accuracy: 1e-6)
        let c0 = Kit.presentation(id, "dot", at: 0.7)!.backgroundColor!
        XCTAssertEqual(c0.r, 1, accuracy: 1e-6); XCTAssertEqual(c0.g, 0, accuracy: 1e-6)
        let c1 = Kit.presentation(id, "dot", at: 0.5 + 0.28 + 0.66)!.backgroundColor!
        XCTAssertEqual(c1.r, 0, accuracy: 1e-6); XCTAssertEqual(c1.b, 1, accuracy: 1e-6)
        let r = Kit.presentation(id, "replicator", at: 0.83)!
        XCTAssertEqual(TransformParts(r.replicator!.instanceTransform).component("rotation.z"), 0.01, accuracy: 1e-6)
        XCTAssertEqual(TransformParts(r.replicator!.instanceTransform).component("translation.x"), -8, accuracy: 1e-6)
        XCTAssertEqual(Kit.presentation(id, "meterLabel", at: 1)!.text!.string, IrisStage.answer)

        let f = try Kit.render(id, at: 0.83, scale: scale)
        let bar = Kit.pixel(f, Point(372, 336.5 - 30), scale: scale)
        XCTAssertGreaterThan(Int(bar.r), 150); XCTAssertGreaterThan(Int(bar.b), 150); XCTAssertLessThan(Int(bar.g), 120)

        let end = try Kit.render(id, at: 5.45, scale: scale)
        XCTAssertTrue(isBackground(Kit.pixel(end, Point(372, 336.5 - 10), scale: scale)), "dot 0 is a dot again")
        let d = Kit.pixel(end, Point(372, 336.5), scale: scale)
        XCTAssertTrue(Kit.near(d, RGBA8(170, 170, 170, 255), 12), "light grey \(d)")
        XCTAssertEqual(Kit.presentation(id, "meterLabel", at: 5.45)!.text!.string, "Touch to speak")
    }
}
