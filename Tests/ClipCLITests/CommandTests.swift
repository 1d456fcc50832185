import ClipEncode
import ClipScenes
import Foundation
import XCTest

@testable import ClipCLI

/// The commands that succeed: list, help, still, sheet, a tiny render.
final class CommandTests: XCTestCase {
    func testListIsAlignedAndIncludesTestCard() throws {
        let r = try CLIHarness.run(["list"])
        XCTAssertEqual(r.status, 0)
        let lines = r.stdout.split(separator: "\n")
        let rows = lines.filter { $0.hasPrefix("    ") }
        XCTAssertEqual(rows.count, SceneCatalog.all.count, r.stdout)
        let card = try XCTUnwrap(rows.first { $0.hasPrefix("    test-card ") })
        XCTAssertTrue(card.contains("4.0 s") && card.contains("640×360 pt") && card.contains("Test card"), String(card))
        // Aligned: every scene line has its duration column ending at the same offset.
        let ends = Set(rows.map { l in l.range(of: " s  ").map { l.distance(from: l.startIndex, to: $0.lowerBound) } ?? -1 })
        XCTAssertEqual(ends.count, 1, "duration column aligned: \(r.stdout)")
    }

    /// Scenes are grouped under their book, then chapter (with the chapter's selector), sections in order.
    func testListGroupsByBookAndChapter() throws {
        let r = try CLIHarness.run(["list"])
        let lines = r.stdout.split(separator: "\n").map(String.init)
        func index(_ prefix: String) throws -> Int { try XCTUnwrap(lines.firstIndex { $0.hasPrefix(prefix) }, prefix) }
        let book = try index("Kitten Yang guide (kitten-yang)")
        let ch2 = try index("  Chapter 2 · Playing with Bézier curves  [kitten-yang/ch2]")
        let ch3 = try index("  Chapter 3 · Core Animation  [kitten-yang/ch3]")
        let diag = try index("clipgen diagnostics (diagnostics)")
        XCTAssertTrue(book < ch2 && ch2 < ch3 && ch3 < diag, r.stdout)
        XCTAssertTrue(try index("    page-control-ball ") > ch2 && index("    page-control-ball ") < ch3)
        XCTAssertTrue(try index("    twitter-launch ") > ch3 && index("    twitter-launch ") < diag)
        XCTAssertTrue(try index("    twitter-launch ") < index("    loading-hud-orbit "), "§3.1 before §3.7")
        XCTAssertTrue(try index("    test-card ") > diag)
        XCTAssertTrue(lines.contains { $0.contains("twitter-launch") && $0.contains("§3.1") })
        XCTAssertEqual(lines.last, "\(SceneCatalog.all.count) scenes")
    }

    func testListSelectors() throws {
        func ids(_ selection: String) throws -> [String] {
            let r = try CLIHarness.run(["list", "--ids", selection])
            XCTAssertEqual(r.status, 0, r.stderr)
            return r.stdout.split(separator: "\n").map(String.init)
        }
        XCTAssertEqual(
            try ids("kitten-yang/ch2"),
            [
                "page-control-ball", "gooey-slide-menu", "qq-bubble-drag", "liquid-loader", "liquid-loader-glow", "liquid-fab",
                "page-control-scroll",
            ])
        func inBook(_ b: Book, chapter: Int? = nil) -> [String] {
            SceneCatalog.all.filter { $0.info.sources.contains { $0.book == b && (chapter == nil || $0.chapter == chapter) } }.map(\.id)
        }
        XCTAssertEqual(try ids("kitten-yang/3"), inBook(.kittenYang, chapter: 3))
        XCTAssertEqual(try ids("kitten-yang/3").count, 10)
        XCTAssertEqual(try ids("kitten-yang"), inBook(.kittenYang))
        XCTAssertEqual(try ids("diagnostics"), ["test-card", "demo-engine"])
        XCTAssertEqual(try ids("*-transition"), SceneCatalog.all.map(\.id).filter { $0.hasSuffix("-transition") })
        XCTAssertTrue(try ids("*-transition").starts(with: ["circle-mask-transition", "bubble-zoom-transition"]))
        XCTAssertEqual(try ids("jump-st?r,test-card"), ["test-card", "jump-star"], "catalog order")
        XCTAssertEqual(try ids("tag:3d"), SceneCatalog.all.filter { $0.info.tags.contains(.threeD) }.map(\.id))
        XCTAssertEqual(try ids("tag:3d").prefix(2), ["demo-engine", "jump-star"])
        XCTAssertEqual(try ids("diagnostics, test-card,twitter-launch"), ["test-card", "demo-engine", "twitter-launch"], "each once")
        let all = try CLIHarness.run(["list", "--ids"]).stdout.split(separator: "\n")
        XCTAssertEqual(all.count, SceneCatalog.all.count)
        // The text listing filters the same way.
        let text = try CLIHarness.run(["list", "kitten-yang/ch2"]).stdout
        XCTAssertTrue(text.contains("liquid-loader") && !text.contains("twitter-launch") && text.hasSuffix("7 scenes\n"), text)
    }

    func testUnknownSelectorsAreOneLineErrorsWithSuggestions() throws {
        for (selection, needle) in [
            ("kiten-yang", "unknown scene or group 'kiten-yang'; did you mean 'kitten-yang'"),
            ("kitten-yang/ch9", "no scene in 'kitten-yang/ch9'; kitten-yang has chapters ch2, ch3"),
            ("kitten-yang/intro", "a chapter is written kitten-yang/ch<number>"),
            ("zz-*", "no scene id matches 'zz-*'"),
            ("tag:sparkles", "unknown tag 'sparkles'"),
            ("test-card,twiter-launch", "did you mean 'twitter-launch'"),
            (",", "empty scene selection"),
        ] {
            for args in [["list", selection], ["gallery", "--only", selection, "--directory", "g"]] {
                let dir = try CLIHarness.tempDirectory("sel\(args.joined())")
                let r = try CLIHarness.run(args, cwd: dir)
                XCTAssertEqual(r.status, 64, "\(args): \(r.stderr)")
                XCTAssertEqual(r.errorLines, ["clipgen: error: " + r.stderr.dropFirst(16).trimmingCharacters(in: .newlines)], r.stderr)
                XCTAssertTrue(r.stderr.contains(needle), "\(args): \(r.stderr)")
                XCTAssertEqual(CLIHarness.files(in: dir), [], "\(args) writes nothing")
            }
        }
    }

    func testListJSON() throws {
        let r = try CLIHarness.run(["list", "--json"])
        XCTAssertEqual(r.status, 0)
        let entries = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [[String: Any]])
        XCTAssertEqual(entries.count, SceneCatalog.all.count)
        let card = try XCTUnwrap(entries.first { $0["id"] as? String == "test-card" })
        XCTAssertEqual(card["duration"] as? Double, 4)
        XCTAssertEqual(card["width"] as? Double, 640)
        XCTAssertEqual(card["book"] as? String, "diagnostics")
        let twitter = try XCTUnwrap(entries.first { $0["id"] as? String == "twitter-launch" })
        XCTAssertEqual(twitter["book"] as? String, "kitten-yang")
        XCTAssertEqual(twitter["chapter"] as? Int, 3)
        XCTAssertEqual(twitter["section"] as? String, "3.1")
        XCTAssertEqual(twitter["interactive"] as? Bool, false)
        XCTAssertEqual(twitter["keyTimes"] as? [Double], [0.5, 1.7, 2.3])
        XCTAssertEqual(twitter["tags"] as? [String], ["keyframe", "mask"])
        XCTAssertEqual(twitter["source"] as? String, "Kitten Yang guide, ch. 3 §3.1")
        let sources = try XCTUnwrap(twitter["sources"] as? [[String: Any]])
        XCTAssertEqual(sources.first?["reference"] as? String, "MOVIE 3.1")
        XCTAssertEqual(try CLIHarness.run(["list", "--json", "diagnostics"]).stdout.components(separatedBy: "\"id\"").count, 3)
    }

    /// `clipgen --help` word for word, against `Snapshots/help.txt` (as swift-argument-parser tests
    /// its help): a subcommand that disappears, an abstract that drifts or an example that changes
    /// fails here. After a deliberate change, re-record with
    /// `CLIPGEN_RECORD_GOLDENS=1 swift test --skip-build --filter CommandTests/testHelpSnapshot`
    /// and review the diff of the file.
    func testHelpSnapshot() throws {
        // ArgumentParser wraps to the terminal's width; without a terminal it reads COLUMNS.
        let r = try CLIHarness.run(["--help"], environment: ["COLUMNS": "100"])
        XCTAssertEqual(r.status, 0, r.stderr)
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots/help.txt").path
        if ProcessInfo.processInfo.environment["CLIPGEN_RECORD_GOLDENS"] == "1" {
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try r.stdout.write(toFile: path, atomically: true, encoding: .utf8)
            print("recorded \(path)")
            return
        }
        let expected = try String(contentsOfFile: path, encoding: .utf8)
        guard r.stdout != expected else { return }
        let got = r.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        let want = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let line = (0..<min(got.count, want.count)).first { got[$0] != want[$0] } ?? min(got.count, want.count)
        XCTFail(
            "clipgen --help differs from \(path) at line \(line + 1):\n  got:  \(line < got.count ? got[line] : "<end>")\n"
                + "  want: \(line < want.count ? want[line] : "<end>")\nRe-record with CLIPGEN_RECORD_GOLDENS=1 if the change is meant.")
    }

    /// Every subcommand the root command declares is listed in its help with its abstract (so the
    /// snapshot above cannot be re-recorded with one missing).
    func testHelpListsEverySubcommand() throws {
        let r = try CLIHarness.run(["--help"], environment: ["COLUMNS": "100"])
        let section = try XCTUnwrap(r.stdout.components(separatedBy: "SUBCOMMANDS:").last)
        for command in Clipgen.configuration.subcommands {
            let name = try XCTUnwrap(command.configuration.commandName)
            let listed = section.split(separator: "\n").contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix(name + " ") }
            XCTAssertTrue(listed, "\(name) missing from the SUBCOMMANDS section:\n\(r.stdout)")
        }
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

    /// `bench --scenes`: one row per selected scene with its size and timings, as JSON.
    func testBenchScenesReportsEachSelectedScene() throws {
        let r = try CLIHarness.run(["bench", "--scenes", "jump-star,test-card", "--scale", "0.25", "--frames", "2", "--json"])
        XCTAssertEqual(r.status, 0, r.stderr)
        let rows = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [[String: Any]])
        XCTAssertEqual(rows.compactMap { $0["id"] as? String }, ["test-card", "jump-star"], "catalog order")
        XCTAssertEqual(rows.first?["width"] as? Int, 160)
        for row in rows {
            let mean = try XCTUnwrap(row["meanMs"] as? Double), lo = try XCTUnwrap(row["minMs"] as? Double)
            let hi = try XCTUnwrap(row["maxMs"] as? Double)
            XCTAssertTrue(lo > 0 && lo <= mean && mean <= hi, "\(row)")
        }
        let bad = try CLIHarness.run(["bench", "--scenes", "no-such-scene"])
        XCTAssertEqual(bad.status, 64)
        XCTAssertTrue(bad.stderr.hasPrefix("clipgen: error: unknown scene"), bad.stderr)
    }
}
