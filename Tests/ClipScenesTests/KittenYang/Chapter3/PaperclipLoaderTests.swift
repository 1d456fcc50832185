import ClipAnimation
import ClipGeometry
import ClipRaster
import ClipTestSupport
@testable import ClipScenes
import XCTest

/// 3.6 paperclip-loader (MOVIE 3.6): strokeStart chases strokeEnd along one path, every 2 s.
final class PaperclipLoaderTests: XCTestCase {
    typealias Kit = SceneTestKit
    let id = "paperclip-loader"

    func testRegisteredInChapter3() {
        XCTAssertTrue(Chapter3.scenes.contains { $0.id == id })
        XCTAssertEqual(Kit.engineScene(id).duration, 4.0)
    }

    /// The presented trim equals the group's values and repeats every 2 s; the head leads the tail.
    func testTrimChasesAndRepeats() {
        for t in [0.2, 0.7, 1.1, 1.6, 2.7] {
            let st = Kit.presentation(id, "line", at: t)
            let want = PaperclipLoader.trim(at: t)
            XCTAssertEqual(st?.shape!.strokeEnd ?? -1, want.end, accuracy: 1e-6, "strokeEnd at \(t)")
            XCTAssertEqual(st?.shape!.strokeStart ?? -1, want.start, accuracy: 1e-6, "strokeStart at \(t)")
            XCTAssertGreaterThanOrEqual(want.end, want.start)
        }
        XCTAssertEqual(PaperclipLoader.trim(at: 0.7).end, 0.5, accuracy: 1e-9, "half-way at 0.7 s (ease-in-out)")
        XCTAssertEqual(PaperclipLoader.trim(at: 0.2).start, 0)
        XCTAssertEqual(
            Kit.presentation(id, "line", at: 2.7)?.shape!.strokeEnd ?? -1, Kit.presentation(id, "line", at: 0.7)?.shape!.strokeEnd ?? 0,
            accuracy: 1e-9)
    }

    /// The clip path: starts at the inner tip and ends at the outer tip, three U-turns, 128 pt wide
    /// (legs 32 pt apart) plus the stroke.
    func testClipGeometry() {
        let p = PaperclipLoader.clipPath(center: Point(0, 0))
        let b = p.bounds
        XCTAssertEqual(b.minX, -80, accuracy: 1e-6)
        XCTAssertEqual(b.maxX, 48, accuracy: 1e-6)
        XCTAssertEqual(b.minY, -110 - 64, accuracy: 0.5)
        XCTAssertEqual(b.maxY, 130 + 48, accuracy: 0.5)
    }

    /// Pixels: at 0.9 s the head is lit on the right leg (accent yellow), at 1.95 s (both trims at
    /// 1) only the faint track is left.
    func testSegmentIsDrawnWhereTheTrimSays() throws {
        let f = try Kit.render(id, at: 1.95, scale: 0.5)
        var yellow = 0
        for y in 0..<f.height { for x in 0..<f.width where Kit.near(f.view[x, y], RGBA8(0xFF, 0xC9, 0x4A, 255), 20) { yellow += 1 } }
        XCTAssertEqual(yellow, 0)
        let g = try Kit.render(id, at: 0.9, scale: 0.5)
        yellow = 0
        for y in 0..<g.height { for x in 0..<g.width where Kit.near(g.view[x, y], RGBA8(0xFF, 0xC9, 0x4A, 255), 20) { yellow += 1 } }
        XCTAssertGreaterThan(yellow, 300)
    }
}
