import Foundation
import XCTest

final class GalleryTests: XCTestCase {
    func testGalleryRendersClipsAndWritesIndex() throws {
        let dir = try CLIHarness.tempDirectory()
        let r = try CLIHarness.run(["gallery", "--only", "test-card", "--scale", "0.25", "--directory", "g", "--quiet"], cwd: dir)
        XCTAssertEqual(r.status, 0, r.stderr)
        let g = dir.appendingPathComponent("g")
        XCTAssertEqual(CLIHarness.files(in: g), ["index.html", "test-card.gif", "test-card.mp4"])
        let html = try String(contentsOf: g.appendingPathComponent("index.html"), encoding: .utf8)
        XCTAssertTrue(html.contains("<video src=\"test-card.mp4\""), html)
        XCTAssertTrue(html.contains("<img src=\"test-card.gif\""), html)
        XCTAssertTrue(html.contains("Test card (pipeline diagnostics)"))
        XCTAssertTrue(html.contains("clipgen diagnostics"), "source chapter shown")
        XCTAssertTrue(html.contains("frames @ 60 fps"), "render stats shown")
    }

    /// One clip cannot be written (a directory stands at its path): it is reported, the other
    /// clip still renders, the page lists the failure, and the exit status is non-zero.
    func testFailedClipIsReportedAndOthersStillRender() throws {
        let dir = try CLIHarness.tempDirectory()
        let g = dir.appendingPathComponent("g")
        try FileManager.default.createDirectory(at: g.appendingPathComponent("test-card.gif"), withIntermediateDirectories: true)
        let r = try CLIHarness.run(["gallery", "--only", "test-card", "--scale", "0.25", "--directory", "g", "--quiet"], cwd: dir)
        XCTAssertEqual(r.status, 1, r.stderr)
        XCTAssertTrue(r.stderr.contains("test-card.gif"), r.stderr)
        XCTAssertTrue(r.stderr.contains("1 of 2 clips failed"), r.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: g.appendingPathComponent("test-card.mp4").path))
        let html = try String(contentsOf: g.appendingPathComponent("index.html"), encoding: .utf8)
        XCTAssertTrue(html.contains("GIF failed"), html)
        XCTAssertFalse(CLIHarness.files(in: g).contains { $0.contains("partial") }, "no temporary file left")
    }
}
