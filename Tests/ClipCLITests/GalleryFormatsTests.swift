import Foundation
import XCTest

/// `gallery --formats mp4,webm,gif`: every listed format is rendered, and the card's `<video>` offers
/// the WebM first and the H.264 MP4 as the fallback `<source>`.
final class GalleryFormatsTests: XCTestCase {
    func testFormatsListRendersEachAndOrdersVideoSources() throws {
        let dir = try CLIHarness.tempDirectory()
        let r = try CLIHarness.run(
            [
                "gallery", "--only", "test-card", "--formats", "mp4,webm,gif", "--scale", "0.25", "--duration", "0.3",
                "--directory", "g", "--quiet",
            ], cwd: dir)
        XCTAssertEqual(r.status, 0, r.stderr)
        let files = CLIHarness.files(in: dir.appendingPathComponent("g"))
        for name in ["test-card.mp4", "test-card.webm", "test-card.gif", "index.html"] {
            XCTAssertTrue(files.contains(name), "\(name) in \(files)")
        }
        let page = try String(contentsOf: dir.appendingPathComponent("g/index.html"), encoding: .utf8)
        let webm = try XCTUnwrap(page.range(of: "<source data-src=\"test-card.webm\" type=\"video/webm; codecs=&quot;vp9&quot;\">"), page)
        let mp4 = try XCTUnwrap(page.range(of: "<source data-src=\"test-card.mp4\" type=\"video/mp4; codecs=&quot;avc1.640028&quot;\">"))
        XCTAssertLessThan(webm.lowerBound, mp4.lowerBound, "WebM first, H.264 the fallback")
        XCTAssertEqual(page.components(separatedBy: "<video ").count, 2, "one <video> per scene")
    }

    func testUnknownFormatInListIsOneLineError() throws {
        let dir = try CLIHarness.tempDirectory()
        let r = try CLIHarness.run(["gallery", "--formats", "mp4,flv"], cwd: dir)
        XCTAssertEqual(r.status, 64)
        XCTAssertEqual(r.errorLines.count, 1, r.stderr)
        XCTAssertTrue(r.stderr.contains("unknown format 'flv'"), r.stderr)
    }
}
