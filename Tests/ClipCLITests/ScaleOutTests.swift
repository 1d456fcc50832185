import ClipEncode
import ClipScenes
import Foundation
import XCTest
@testable import ClipCLI

/// Sharding, merging, the incremental cache and `--trace`, through the real binary.
final class ScaleOutTests: XCTestCase {
    /// Every regular file under `dir` (relative path → bytes).
    func tree(_ dir: URL) throws -> [String: Data] {
        var out: [String: Data] = [:]
        let e = try XCTUnwrap(FileManager.default.enumerator(atPath: dir.path))
        while let rel = e.nextObject() as? String {
            let url = dir.appendingPathComponent(rel)
            var isDir: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDir), !isDir.boolValue {
                out[rel] = try Data(contentsOf: url)
            }
        }
        return out
    }

    func inodes(_ dir: URL) throws -> [String: Int] {
        try Dictionary(
            uniqueKeysWithValues: CLIHarness.files(in: dir).map { name in
                (
                    name,
                    try XCTUnwrap(
                        FileManager.default.attributesOfItem(atPath: dir.appendingPathComponent(name).path)[.systemFileNumber] as? Int)
                )
            })
    }

    func launch(_ args: [String], cwd: URL, environment: [String: String] = [:]) throws -> Process {
        let p = Process()
        p.executableURL = CLIHarness.executable
        p.arguments = args
        p.currentDirectoryURL = cwd
        p.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        try p.run()
        return p
    }

    func testShardsRunAsSeparateProcessesMergeIntoTheSameBytesAsOneRun() throws {
        let dir = try CLIHarness.tempDirectory()
        let common = ["gallery", "--only", "test-card,jump-star,download-button", "--duration", "1", "--scale", "0.5", "--quiet"]
        let n = 3
        // Shards 0 and 2 by INDEX/COUNT, shard 1 by the Kubernetes Indexed Job variable: all at once.
        var shards: [Process] = []
        for i in 0..<n {
            let env = i == 1 ? ["JOB_COMPLETION_INDEX": "1"] : [:]
            shards.append(
                try launch(common + ["--shard", i == 1 ? "/\(n)" : "\(i)/\(n)", "--directory", "s\(i)"], cwd: dir, environment: env))
        }
        for p in shards { p.waitUntilExit(); XCTAssertEqual(p.terminationStatus, 0) }
        for i in 0..<n {
            XCTAssertFalse(CLIHarness.files(in: dir.appendingPathComponent("s\(i)")).contains("index.html"), "a shard writes no page")
        }
        let shardFiles = (0..<n).map { CLIHarness.files(in: dir.appendingPathComponent("s\($0)")).filter { $0 != "manifest.json" } }
        XCTAssertEqual(shardFiles.map(\.count).reduce(0, +), Set(shardFiles.joined()).count, "no unit rendered twice")
        XCTAssertTrue(shardFiles.allSatisfy { !$0.isEmpty }, "every shard got work: \(shardFiles)")

        let merge = try CLIHarness.run(["gallery", "--merge"] + (0..<n).map { "s\($0)" } + ["--directory", "merged", "--quiet"], cwd: dir)
        XCTAssertEqual(merge.status, 0, merge.stderr)
        let whole = try CLIHarness.run(common + ["--directory", "whole"], cwd: dir)
        XCTAssertEqual(whole.status, 0, whole.stderr)

        let a = try tree(dir.appendingPathComponent("whole")), b = try tree(dir.appendingPathComponent("merged"))
        XCTAssertEqual(a.keys.sorted(), b.keys.sorted())
        XCTAssertEqual(a.count, 3 * 3 + 2, "3 scenes × (MP4, GIF, poster) + manifest + index.html")
        for (name, data) in a { XCTAssertEqual(b[name], data, "\(name) differs between the merged shards and one run") }
    }

    func testMergeRefusesMissingManifestsAndShardOptionsAreChecked() throws {
        let dir = try CLIHarness.tempDirectory()
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("empty"), withIntermediateDirectories: true)
        let r = try CLIHarness.run(["gallery", "--merge", "empty", "--directory", "out"], cwd: dir)
        XCTAssertNotEqual(r.status, 0)
        XCTAssertEqual(r.errorLines.count, 1, r.stderr)
        XCTAssertTrue(r.stderr.contains("no gallery manifest"), r.stderr)
        for bad in ["3/3", "-1/2", "a/b", "1/0", "/4"] {
            let s = try CLIHarness.run(["gallery", "--only", "test-card", "--shard", bad, "--directory", "x"], cwd: dir)
            XCTAssertEqual(s.status, 64, "--shard \(bad): \(s.stderr)")
            XCTAssertEqual(s.errorLines.count, 1, s.stderr)
        }
    }

    func testCacheRerendersExactlyWhatChanged() throws {
        let dir = try CLIHarness.tempDirectory()
        let g = dir.appendingPathComponent("g")
        let base = ["gallery", "--only", "test-card,jump-star", "--duration", "0.5", "--scale", "0.25", "--directory", "g"]
        @discardableResult func run(_ extra: [String] = []) throws -> CLIResult {
            let r = try CLIHarness.run(base + extra, cwd: dir)
            XCTAssertEqual(r.status, 0, r.stderr)
            return r
        }
        try run()
        let first = try inodes(g), firstBytes = try tree(g)
        XCTAssertEqual(
            first.keys.sorted(),
            [
                "index.html", "jump-star-poster.png", "jump-star.gif", "jump-star.mp4", "manifest.json",
                "test-card-poster.png", "test-card.gif", "test-card.mp4",
            ])
        func replaced(since before: [String: Int]) throws -> [String] {
            let now = try inodes(g)
            return now.keys.filter { !["index.html", "manifest.json"].contains($0) && now[$0] != before[$0] }.sorted()
        }

        // Nothing changed: nothing re-renders, and the folder is byte-identical.
        let again = try run()
        XCTAssertTrue(again.stderr.contains("0 of 4 clips rendered, 4 up to date"), again.stderr)
        XCTAssertEqual(try replaced(since: first), [])
        XCTAssertEqual(try tree(g), firstBytes)

        // An encoder option: exactly the MP4s re-render (GIFs and posters do not read it).
        try run(["--crf", "30"])
        XCTAssertEqual(try replaced(since: first), ["jump-star.mp4", "test-card.mp4"])

        // One scene's recorded key no longer matches (as after a change to that scene): only its clips and poster.
        let afterCRF = try inodes(g)
        let manifestURL = g.appendingPathComponent("manifest.json")
        var manifest = try JSONDecoder().decode(GalleryManifest.self, from: Data(contentsOf: manifestURL))
        for i in manifest.entries.indices where manifest.entries[i].scene == "jump-star" { manifest.entries[i].key = "stale" }
        try manifest.data().write(to: manifestURL)
        try run(["--crf", "30"])
        XCTAssertEqual(try replaced(since: afterCRF), ["jump-star-poster.png", "jump-star.gif", "jump-star.mp4"])

        // A deleted output re-renders alone; --force re-renders everything.
        let beforeDelete = try inodes(g)
        try FileManager.default.removeItem(at: g.appendingPathComponent("test-card.gif"))
        let rerun = try run(["--crf", "30"])
        // The deleted file's inode is free, so its replacement may reuse the number: count and check by name.
        XCTAssertTrue(rerun.stderr.contains("1 of 4 clips rendered, 3 up to date"), rerun.stderr)
        // The summary sets the wall time against the playing time of the clips rendered now (this one GIF).
        let gifEntry = try JSONDecoder().decode(GalleryManifest.self, from: Data(contentsOf: manifestURL)).entries.first {
            $0.file == "test-card.gif"
        }
        let played = String(format: "%.1f", try XCTUnwrap(gifEntry).duration)
        XCTAssertNotNil(rerun.stderr.range(of: #"[0-9.]+× the \#(played) s they play"#, options: .regularExpression), rerun.stderr)
        XCTAssertFalse(again.stderr.contains("they play"), "nothing rendered, no pace: \(again.stderr)")
        XCTAssertTrue(FileManager.default.fileExists(atPath: g.appendingPathComponent("test-card.gif").path))
        XCTAssertEqual(try replaced(since: beforeDelete).filter { $0 != "test-card.gif" }, [])
        let beforeForce = try inodes(g)
        try run(["--crf", "30", "--force"])
        XCTAssertEqual(try replaced(since: beforeForce).count, 6)
        // Back at the first options: the first bytes again (output is a function of the key).
        try run()
        XCTAssertEqual(try tree(g), firstBytes)
    }

    func testTraceOfAGalleryHasATrackPerClip() throws {
        let dir = try CLIHarness.tempDirectory()
        let r = try CLIHarness.run(
            [
                "gallery", "--only", "test-card", "--duration", "0.25", "--scale", "0.25", "--directory", "g",
                "--trace", "t.json", "--quiet",
            ], cwd: dir)
        XCTAssertEqual(r.status, 0, r.stderr)
        let root = try XCTUnwrap(
            try JSONSerialization.jsonObject(with: Data(contentsOf: dir.appendingPathComponent("t.json"))) as? [String: Any])
        let events = try XCTUnwrap(root["traceEvents"] as? [[String: Any]])
        let processes = events.filter { $0["name"] as? String == "process_name" }
            .compactMap { ($0["args"] as? [String: Any])?["name"] as? String }.sorted()
        XCTAssertEqual(processes, ["test-card.gif", "test-card.mp4"])
        let mp4Pid = try XCTUnwrap(events.first { ($0["args"] as? [String: Any])?["name"] as? String == "test-card.mp4" }?["pid"] as? Int)
        let converts = events.filter { $0["name"] as? String == "rgba-to-yuv" && $0["pid"] as? Int == mp4Pid }
        XCTAssertEqual(converts.count, 15, "one conversion per MP4 frame (0.25 s at 60 fps)")
    }

    func testShardPlanCoversEveryUnitOnceAndBalances() throws {
        let scenes = SceneCatalog.all
        let units = ShardPlanner.units(scenes: scenes, formats: [.mp4, .gif], scale: 2, duration: nil)
        XCTAssertEqual(units.count, scenes.count * 3)
        for n in [1, 2, 3, 5, 8] {
            var all: [String] = []
            var loads: [Double] = []
            for i in 0..<n {
                let plan = ShardPlanner.assign(units, to: ShardSpec(index: i, count: n))
                all += plan.mine.map(\.name)
                loads = plan.loads
                XCTAssertEqual(plan.mine.map(\.cost).reduce(0, +), plan.loads[i], accuracy: 1e-6)
                XCTAssertEqual(
                    plan.mine.map(\.name), ShardPlanner.assign(units, to: ShardSpec(index: i, count: n)).mine.map(\.name),
                    "deterministic")
            }
            XCTAssertEqual(all.sorted(), units.map(\.name).sorted(), "\(n) shards cover every unit once")
            let biggest = units.map(\.cost).max()!
            XCTAssertLessThanOrEqual(loads.max()! - loads.min()!, biggest + 1e-6, "greedy balance within one unit (\(n) shards)")
        }
    }

    func testShardIndexFromTheScheduler() throws {
        XCTAssertEqual(try ShardSpec.resolve("2/8", environment: [:]), ShardSpec(index: 2, count: 8))
        XCTAssertEqual(try ShardSpec.resolve("/8", environment: ["JOB_COMPLETION_INDEX": "5"]), ShardSpec(index: 5, count: 8))
        XCTAssertEqual(try ShardSpec.resolve("8", environment: ["SLURM_ARRAY_TASK_ID": "7"]), ShardSpec(index: 7, count: 8))
        XCTAssertEqual(
            try ShardSpec.resolve("/4", environment: ["JOB_COMPLETION_INDEX": "1", "SLURM_ARRAY_TASK_ID": "3"]),
            ShardSpec(index: 1, count: 4), "the Kubernetes index wins")
        XCTAssertThrowsError(try ShardSpec.resolve("/4", environment: [:]))
        XCTAssertThrowsError(try ShardSpec.resolve("/4", environment: ["SLURM_ARRAY_TASK_ID": "4"]))
    }
}
