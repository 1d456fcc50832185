import ClipEncode
import ClipGeometry
import ClipScenes
import Foundation
import XCTest
@testable import ClipCLI

final class GalleryTests: XCTestCase {
    func testGalleryRendersClipsPostersAndWritesIndex() throws {
        let dir = try CLIHarness.tempDirectory()
        let r = try CLIHarness.run(["gallery", "--only", "test-card", "--scale", "0.25", "--directory", "g", "--quiet"], cwd: dir)
        XCTAssertEqual(r.status, 0, r.stderr)
        let g = dir.appendingPathComponent("g")
        XCTAssertEqual(CLIHarness.files(in: g), ["index.html", "manifest.json", "test-card-poster.png", "test-card.gif", "test-card.mp4"])
        let html = try String(contentsOf: g.appendingPathComponent("index.html"), encoding: .utf8)
        XCTAssertTrue(html.contains("<video data-src=\"test-card.mp4\" preload=\"none\" muted loop playsinline"), html)
        XCTAssertTrue(
            html.contains("<img class=\"poster\" src=\"test-card-poster.png\" width=\"160\" height=\"90\" loading=\"lazy\""), html)
        XCTAssertTrue(html.contains("href=\"test-card.gif\" type=\"image/gif\""), html)
        XCTAssertTrue(html.contains("href=\"test-card.mp4\" type=\"video/mp4\""), html)
        XCTAssertTrue(html.contains("Test card (pipeline diagnostics)"))
        XCTAssertTrue(html.contains("clipgen diagnostics</span> · ch. 1"), "source shown")
        XCTAssertTrue(html.contains("<section class=\"chapter\" id=\"diagnostics-ch1\">"), "a section per chapter")
        XCTAssertTrue(html.contains("<a href=\"#diagnostics-ch1\">Chapter 1 · Pipeline and engine</a>"), "table of contents")
        XCTAssertTrue(html.contains("4.0 s · 640×360 pt"), "duration and size")
        XCTAssertTrue(html.contains("frames at 60 fps"), "render stats shown")
        XCTAssertTrue(html.contains("IntersectionObserver"), "videos play when scrolled into view")
        // Nothing from the network: no http(s) URL anywhere in the page.
        XCTAssertFalse(html.contains("http://") || html.contains("https://"), "no external fetches")
        // The poster is the scene at its poster key time.
        let poster = try PNGCodec.read(path: g.appendingPathComponent("test-card-poster.png").path)
        XCTAssertEqual(poster.width, 160)
        XCTAssertEqual(poster.height, 90)
    }

    /// `--duration` shortens every clip (the browser test renders short clips); posters still render.
    func testGalleryDurationOption() throws {
        let dir = try CLIHarness.tempDirectory()
        let r = try CLIHarness.run(
            [
                "gallery", "--only", "diagnostics", "--mp4", "--scale", "0.25", "--duration", "0.5",
                "--directory", "g", "--quiet",
            ], cwd: dir)
        XCTAssertEqual(r.status, 0, r.stderr)
        let g = dir.appendingPathComponent("g")
        XCTAssertEqual(
            CLIHarness.files(in: g),
            [
                "demo-engine-poster.png", "demo-engine.mp4", "index.html", "manifest.json", "test-card-poster.png",
                "test-card.mp4",
            ])
        let html = try String(contentsOf: g.appendingPathComponent("index.html"), encoding: .utf8)
        XCTAssertTrue(html.contains("30 frames at 60 fps"), html)
        XCTAssertTrue(html.contains("0.5 s · 640×360 pt"), html)
        XCTAssertFalse(html.contains("type=\"image/gif\""), "only the formats asked for")
        let bad = try CLIHarness.run(["gallery", "--duration", "0"], cwd: dir)
        XCTAssertEqual(bad.status, 64)
        XCTAssertTrue(bad.stderr.contains("--duration must be"), bad.stderr)
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

    /// Catalog text and messages are escaped wherever they land (text, attributes, URLs).
    func testPageEscapesEverything() throws {
        struct Hostile: Scene {
            var info = SceneInfo(
                id: "x-\"y", title: "<script>alert('t')</script> & co",
                sources: [SceneSource(.calayerPrimer, chapter: 2, section: "2.<b>", reference: "\"ref\" <i>")],
                tags: [.mask], keyTimes: [0])
            var size: Size { Size(100, 50) }
            var duration: Double { 1 }
            struct NotRendered: Error {}
            func makeRenderer(options: SceneOptions) throws -> any SceneRenderer { throw NotRendered() }
        }
        let job = ClipJob(
            scene: Hostile(), format: .gif, path: "g/x-\"y <1>.gif", fps: 30, duration: 1,
            options: SceneOptions(), encoder: .init())
        let html = GalleryPage.html(
            scenes: [Hostile()], jobs: [job], outcomes: [.failure("bad <thing> & \"more\"")],
            posters: [.failure("<no poster>")])
        XCTAssertFalse(html.contains("<script>alert"), html)
        XCTAssertFalse(html.contains("<b>") || html.contains("<i>") || html.contains("<thing>") || html.contains("<no poster>"), html)
        XCTAssertTrue(html.contains("&lt;script&gt;alert(&#39;t&#39;)&lt;/script&gt; &amp; co"), html)
        XCTAssertTrue(html.contains("id=\"x-&quot;y\""), html)
        XCTAssertTrue(html.contains("bad &lt;thing&gt; &amp; &quot;more&quot;"), html)
        XCTAssertEqual(html.components(separatedBy: "<script>").count, 2, "only the page's own script")
    }
}

/// The product text kept in resource files with `{{slot}}`s (Sources/ClipCLI/Gallery/PageTemplate.swift).
final class PageTemplateTests: XCTestCase {
    func testSlotsAreFilledInOnePass() {
        let t = Array("<p>{{a}} and {{b-c}}</p>{{unknown}} {{ a }} {{}} {x}".utf8)
        XCTAssertEqual(
            PageTemplate.fill(t, ["a": "{{b-c}}", "b-c": "B"]), "<p>{{b-c}} and B</p>{{unknown}} {{ a }} {{}} {x}",
            "a value is never read as a slot; what is not a known slot stays")
        XCTAssertEqual(PageTemplate.fill(Array("{{a}}".utf8), ["a": "é"]), "é")
    }

    /// The gallery page has every slot filled (none left over).
    func testGalleryPageFillsEverySlot() {
        let html = GalleryPage.page(toc: "<li>t</li>", body: "<p>{{body}}</p>", summary: "3 scenes")
        XCTAssertFalse(html.replacingOccurrences(of: "<p>{{body}}</p>", with: "").contains("{{"), html)
        XCTAssertTrue(html.contains(".stage { height: 440px;"))
        XCTAssertTrue(html.contains("<p class=\"summary\">3 scenes</p>"))
    }
}
