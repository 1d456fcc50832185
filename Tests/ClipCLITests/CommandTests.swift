import ClipEncode
import Foundation
import XCTest

/// The commands that succeed: list, help, still, sheet, a tiny render.
final class CommandTests: XCTestCase {
    func testListIsAlignedAndIncludesTestCard() throws {
        let r = try CLIHarness.run(["list"])
        XCTAssertEqual(r.status, 0)
        let lines = r.stdout.split(separator: "\n")
        XCTAssertGreaterThanOrEqual(lines.count, 1)
        let card = try XCTUnwrap(lines.first { $0.hasPrefix("test-card ") })
        XCTAssertTrue(card.contains("4.0 s") && card.contains("640×360 pt") && card.contains("Test card"), String(card))
        // Aligned: every line has its duration column ending at the same offset.
        let ends = Set(lines.map { l in l.range(of: " s  ").map { l.distance(from: l.startIndex, to: $0.lowerBound) } ?? -1 })
        XCTAssertEqual(ends.count, 1, "duration column aligned: \(r.stdout)")
    }

    func testListJSON() throws {
        let r = try CLIHarness.run(["list", "--json"])
        XCTAssertEqual(r.status, 0)
        let entries = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [[String: Any]])
        let card = try XCTUnwrap(entries.first { $0["id"] as? String == "test-card" })
        XCTAssertEqual(card["duration"] as? Double, 4)
        XCTAssertEqual(card["width"] as? Double, 640)
    }

    func testHelpMentionsEveryCommand() throws {
        let r = try CLIHarness.run(["--help"])
        XCTAssertEqual(r.status, 0)
        for word in ["render", "list", "still", "sheet", "gallery", "bench"] { XCTAssertTrue(r.stdout.contains(word), word) }
    }

    func testStillWritesPNGOfSceneSize() throws {
        let dir = try CLIHarness.tempDirectory()
        let r = try CLIHarness.run(["still", "test-card", "--at", "1", "--scale", "0.5", "-o", "f.png"], cwd: dir)
        XCTAssertEqual(r.status, 0, r.stderr)
        let png = try PNGCodec.read(path: dir.appendingPathComponent("f.png").path)
        XCTAssertEqual(png.width, 320)
        XCTAssertEqual(png.height, 180)
        // Top-left is the first colour bar (75 % grey).
        let p = png[10, 10]
        XCTAssertEqual(Int(p.r), 191, accuracy: 1)
    }

    func testSheetWritesGrid() throws {
        let dir = try CLIHarness.tempDirectory()
        let r = try CLIHarness.run(["sheet", "test-card", "--cell-width", "64", "-o", "s.png"], cwd: dir)
        XCTAssertEqual(r.status, 0, r.stderr)
        let png = try PNGCodec.read(path: dir.appendingPathComponent("s.png").path)
        // 4 columns of 64 px cells + 8 px gaps; 3 rows of 36 px frames + 26 px labels + gaps.
        XCTAssertEqual(png.width, 8 + 4 * (64 + 8))
        XCTAssertEqual(png.height, 8 + 3 * (36 + 26 + 8))
    }

    func testTinyQuietGIFRenderWritesOnlyTheClip() throws {
        let dir = try CLIHarness.tempDirectory()
        let r = try CLIHarness.run(["test-card", "--gif", "--scale", "0.25", "--duration", "0.5", "--quiet"], cwd: dir)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stderr, "", "--quiet prints nothing on stderr")
        XCTAssertEqual(CLIHarness.files(in: dir.appendingPathComponent("clips")), ["test-card.gif"])
    }
}
