import ClipAnimation
import ClipGeometry
import ClipRaster
import ClipTestSupport
@testable import ClipScenes
import XCTest

/// §2.15 replicator-basics: the four lanes' copies, colours, ring and delays, read from the frame.
final class ReplicatorBasicsTests: XCTestCase {
    typealias Kit = SceneTestKit
    let id = "replicator-basics"
    let scale = 1.0
    /// Centre x of copy k in a row lane.
    func rowX(_ k: Int) -> Double { (375 - (9 * 32 + 24)) / 2 + 12 + 32 * Double(k) }

    func testRegistered() {
        let s = Kit.engineScene(id)
        XCTAssertEqual(s.info.chapter, 16)
        XCTAssertFalse(s.isInteractive)
    }

    /// Copies appear one by one: 1 at 0.1 s, all 10 by 1.6 s, 32 pt apart.
    func testRowRevealAndSpacing() throws {
        let early = try Kit.render(id, at: 0.1, scale: scale), late = try Kit.render(id, at: 1.6, scale: scale)
        XCTAssertEqual(Kit.pixel(early, Point(rowX(0), 120), scale: scale), RGBA8(255, 255, 255, 255))
        XCTAssertEqual(Kit.pixel(early, Point(rowX(1), 120), scale: scale), RGBA8(0x1D, 0x21, 0x30, 255))
        for k in 0..<10 { XCTAssertEqual(Kit.pixel(late, Point(rowX(k), 120), scale: scale), RGBA8(255, 255, 255, 255), "copy \(k)") }
        XCTAssertEqual(Kit.pixel(late, Point(rowX(0) + 16, 120), scale: scale), RGBA8(0x1D, 0x21, 0x30, 255), "gap between copies")
    }

    /// Colour lane at 4 s: copy 0 magenta, copy 9 cyan, copy 4/5 in between (red −1/9, green +1/9).
    func testColourProgression() throws {
        let f = try Kit.render(id, at: 4.0, scale: scale)
        XCTAssertEqual(Kit.pixel(f, Point(rowX(0), 204), scale: scale), RGBA8(255, 0, 255, 255))
        XCTAssertEqual(Kit.pixel(f, Point(rowX(9), 204), scale: scale), RGBA8(0, 255, 255, 255))
        let mid = Kit.pixel(f, Point(rowX(3), 204), scale: scale)
        XCTAssertEqual(Int(mid.r), Int((6.0 / 9 * 255).rounded()), accuracy: 2)
        XCTAssertEqual(Int(mid.g), Int((3.0 / 9 * 255).rounded()), accuracy: 2)
    }

    /// The ring: ten copies 80 pt from the centre (187.5, 382), turning one revolution in 12 s.
    func testRing() throws {
        let t = 6.0 - 1e-3
        let f = try Kit.render(id, at: t, scale: scale)
        let turn = 2 * Double.pi * t / 12
        for k in 0..<10 {
            let a = -Double.pi / 2 + turn + 2 * Double.pi * Double(k) / 10
            let p = Point(187.5 + 80 * GMath.cos(a), 382 + 80 * GMath.sin(a))
            let c = Kit.pixel(f, p, scale: scale)
            XCTAssertGreaterThan(Int(c.r), 240, "copy \(k) at \(p): \(c)")
        }
        XCTAssertEqual(Kit.pixel(f, Point(187.5, 382), scale: scale), RGBA8(0x1D, 0x21, 0x30, 255))
    }

    /// instanceDelay 0.2: copy k's scale at t is the original's at t − 0.2k (before its start: 1).
    func testDelayedPulse() {
        let (root, rt) = Kit.tree(id, at: 1.0)
        let original = Kit.find("delayOriginal", in: root)!
        func scaleOfOriginal(_ t: Double) -> Double {
            rt.perform(at: t) { original.presentationState(localTime: t).transform.m11 }
        }
        XCTAssertEqual(scaleOfOriginal(0.3), 1.6, accuracy: 1e-6)
        XCTAssertEqual(scaleOfOriginal(0.6), 1.0, accuracy: 1e-6)
        // Widths in the frame: at 0.5 s copy 1 (its 0.3 s) is at the 1.6 peak, copy 4 has not started.
        let f = try! Kit.render(id, at: 0.5, scale: scale)
        func width(_ k: Int) -> Int {
            var n = 0
            for x in Int(rowX(k) - 20)..<Int(rowX(k) + 20) where Int(f.view[x, 572].g) > 150 { n += 1 }
            return n
        }
        XCTAssertEqual(width(4), 16, accuracy: 1)
        XCTAssertGreaterThan(width(1), 24)
    }

    /// At its 1.6× peak a pulsing copy stays a separate square: background shows between it and
    /// both neighbours at every sampled moment (24 pt squares 32 pt apart merged at 38.4 pt).
    func testDelayedSquaresNeverMerge() throws {
        for t in stride(from: 2.0, through: 2.6, by: 0.1) {
            let f = try Kit.render(id, at: t, scale: scale)
            for k in 0..<9 {
                let gap = Kit.pixel(f, Point(rowX(k) + 16, 572), scale: scale)
                XCTAssertEqual(gap, RGBA8(0x1D, 0x21, 0x30, 255), "between copies \(k) and \(k + 1) at \(t) s")
            }
        }
    }

    /// No lane sits on a single lone square for long: by 1.0 s each of the revealing lanes shows
    /// at least two copies, and all ten by 2.2 s (the ring used to wait alone until 3.35 s).
    func testLanesRevealTogether() throws {
        for (name, atLeast) in [("rowReplicator", 2), ("tintReplicator", 2), ("ringReplicator", 2)] {
            let r = try XCTUnwrap(Kit.find(name, in: Kit.tree(id, at: 1.0).0) as? ReplicatorLayer, name)
            XCTAssertGreaterThanOrEqual(r.instanceCount, atLeast, "\(name) at 1.0 s")
            let later = try XCTUnwrap(Kit.find(name, in: Kit.tree(id, at: 2.2).0) as? ReplicatorLayer, name)
            XCTAssertEqual(later.instanceCount, 10, "\(name) at 2.2 s")
        }
    }
}
