import ClipPipeline
import Foundation
import XCTest

@testable import ClipCLI

/// Hostile cases of issue #31 around galleries at scale, run as subprocesses with time limits
/// (`HostileHarness`): merges of missing, duplicated, foreign and damaged shards, the cache's
/// content check, CPU limits, interrupted galleries.
final class RobustnessGalleryTests: XCTestCase {
    let scenes = ["gallery", "--only", "test-card,jump-star", "--duration", "0.3", "--scale", "0.25", "--quiet"]

    /// Every regular file under `dir` (relative path → bytes), symlinks as "-> target".
    func tree(_ dir: URL) -> [String: Data] {
        var out: [String: Data] = [:]
        guard let e = FileManager.default.enumerator(atPath: dir.path) else { return out }
        while let rel = e.nextObject() as? String {
            let path = dir.appendingPathComponent(rel).path
            if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: path) {
                out[rel] = Data("-> \(target)".utf8)
            } else if let data = FileManager.default.contents(atPath: path) {
                out[rel] = data
            }
        }
        return out
    }

    /// Three shards s0…s2 of `scenes` in `dir`, rendered one after another.
    func makeShards(in dir: URL) throws {
        for i in 0..<3 {
            let r = try HostileHarness.run(scenes + ["--shard", "\(i)/3", "--directory", "s\(i)"], cwd: dir, limit: 300)
            XCTAssertEqual(r.status, 0, r.stderr)
        }
    }

    func copyShard(_ from: String, _ to: String, in dir: URL) throws -> URL {
        let url = dir.appendingPathComponent(to)
        try FileManager.default.copyItem(at: dir.appendingPathComponent(from), to: url)
        return url
    }

    /// The shard of `dir`'s three holding `file`.
    func shard(holding file: String, in dir: URL) throws -> String {
        try XCTUnwrap((0..<3).map { "s\($0)" }.first { CLIHarness.files(in: dir.appendingPathComponent($0)).contains(file) })
    }

    func editManifest(_ shard: URL, _ edit: (inout GalleryManifest) -> Void) throws {
        let url = shard.appendingPathComponent("manifest.json")
        var m = try JSONDecoder().decode(GalleryManifest.self, from: Data(contentsOf: url))
        edit(&m)
        try m.data().write(to: url)
    }

    // MARK: - Merge: only a complete set of sound shards, and the output is old or new, never mixed

    func testMergeRefusesMissingDuplicatedForeignAndDamagedShards() throws {
        let dir = try CLIHarness.tempDirectory()
        try makeShards(in: dir)
        let good = try HostileHarness.run(["gallery", "--merge", "s0", "s1", "s2", "--directory", "gallery", "--quiet"], cwd: dir)
        XCTAssertEqual(good.status, 0, good.stderr)
        let gallery = dir.appendingPathComponent("gallery")
        let before = tree(gallery)
        XCTAssertEqual(before.count, 2 * 3 + 2)

        // Foreign shards: another scale, another build, another shard count.
        let foreign = try HostileHarness.run(scenes + ["--scale", "0.5", "--shard", "2/3", "--directory", "scaled"], cwd: dir)
        XCTAssertEqual(foreign.status, 0, foreign.stderr)
        try editManifest(try copyShard("s2", "otherbuild", in: dir)) { $0.build = "0123456789abcdef" }
        try editManifest(try copyShard("s2", "of4", in: dir)) { $0.shard?.count = 4 }
        // Damaged shards: a symlink out of the folder, a path escaping it, an 8-byte clip (also
        // with a manifest that agrees), 4 bytes overwritten, a missing file, an incomplete shard.
        let gifShard = try shard(holding: "jump-star.gif", in: dir)
        let mp4Shard = try shard(holding: "jump-star.mp4", in: dir)
        let link = try copyShard(gifShard, "symlinked", in: dir)
        try FileManager.default.removeItem(at: link.appendingPathComponent("jump-star.gif"))
        try FileManager.default.createSymbolicLink(
            atPath: link.appendingPathComponent("jump-star.gif").path, withDestinationPath: dir.appendingPathComponent("outside").path)
        try Data("secret".utf8).write(to: dir.appendingPathComponent("outside"))
        let escape = try copyShard(gifShard, "escaping", in: dir)
        try editManifest(escape) { m in
            for i in m.entries.indices where m.entries[i].file == "jump-star.gif" { m.entries[i].file = "../evil.txt" }
        }
        let garbage = try copyShard(mp4Shard, "garbage", in: dir)
        try Data("garbage!".utf8).write(to: garbage.appendingPathComponent("jump-star.mp4"))
        let crafted = try copyShard("garbage", "crafted", in: dir)
        try editManifest(crafted) { m in
            for i in m.entries.indices where m.entries[i].file == "jump-star.mp4" {
                m.entries[i].bytes = 8
                m.entries[i].hash = ContentHash.of(path: crafted.appendingPathComponent("jump-star.mp4").path)!
            }
        }
        let flipped = try copyShard(mp4Shard, "flipped", in: dir)
        let clip = try FileHandle(forWritingTo: flipped.appendingPathComponent("jump-star.mp4"))
        try clip.seek(toOffset: 200)
        clip.write(Data("abcd".utf8))
        try clip.close()
        let missingFile = try copyShard(mp4Shard, "missingfile", in: dir)
        try FileManager.default.removeItem(at: missingFile.appendingPathComponent("jump-star.mp4"))
        try editManifest(try copyShard(mp4Shard, "incomplete", in: dir)) { m in m.entries.removeAll { $0.file == "jump-star.mp4" } }
        // The crafted shard of #31: a frames folder that is a symlink to a folder outside the target,
        // and a file listed inside it (copied in order, the second write went through the first).
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("target"), withIntermediateDirectories: true)
        for (name, files) in [("door", ["door/", "door/evil.txt"]), ("dooronly", ["door/"])] {
            let door = try copyShard(gifShard, name, in: dir)
            try FileManager.default.createSymbolicLink(
                atPath: door.appendingPathComponent("door").path, withDestinationPath: dir.appendingPathComponent("target").path)
            try Data("evil".utf8).write(to: door.appendingPathComponent("evil.txt"))
            try editManifest(door) { m in
                m.shard?.outputs += files.count
                for f in files {
                    m.entries.append(
                        .init(
                            scene: "door", kind: f.hasSuffix("/") ? "png-sequence" : "mp4", file: f, key: "k", bytes: 4, hash: "h",
                            duration: 1, width: 1, height: 1, fps: 1, frames: 1))
                }
            }
        }

        func others(_ replaced: String, with shard: String) -> [String] {
            ["s0", "s1", "s2"].map { $0 == replaced ? shard : $0 }
        }
        let cases: [(shards: [String], says: String)] = [
            (["s0", "s1"], "shard 2/3 is missing"),
            (["s0", "s2"], "shard 1/3 is missing"),
            (["s0", "s1", "s1", "s2"], "are both shard 1/3"),
            (["s0", "s1", "scaled"], "scaled: rendered with other options than s0 (scale 0.5 vs 0.25)"),
            (["s0", "s1", "otherbuild"], "otherbuild: made by another clipgen build"),
            (["s0", "s1", "of4"], "of4: shard 2/4"),
            (others(gifShard, with: "symlinked"), "symlinked/jump-star.gif: a symlink"),
            (others(gifShard, with: "escaping"), "'../evil.txt', which is not a plain name"),
            (others(mp4Shard, with: "garbage"), "garbage/jump-star.mp4: not MP4 data"),
            (others(mp4Shard, with: "crafted"), "crafted/jump-star.mp4: not MP4 data"),
            (others(mp4Shard, with: "flipped"), "flipped/jump-star.mp4: its content hash differs"),
            (others(mp4Shard, with: "missingfile"), "missingfile/jump-star.mp4: listed in its manifest but missing"),
            (others(mp4Shard, with: "incomplete"), "incomplete: shard \(mp4Shard.dropFirst())/3 holds"),
            (others(gifShard, with: "door"), "'door/evil.txt', which is not a plain name"),
            (others(gifShard, with: "dooronly"), "dooronly/door: a symlink"),
        ]
        for c in cases {
            for out in ["gallery", "fresh"] {
                let r = try HostileHarness.run(["gallery", "--merge"] + c.shards + ["--directory", out, "--quiet"], cwd: dir, limit: 120)
                XCTAssertEqual(r.status, 1, "\(c.shards) → \(out): \(r.stderr)")
                XCTAssertEqual(r.errorLines.count, 1, r.stderr)
                XCTAssertTrue(r.stderr.contains(c.says), "\(c.shards): \(r.stderr)")
                // Nothing was written: the old gallery is intact, no fresh folder, no staging litter.
                XCTAssertEqual(tree(gallery), before, "\(c.shards) changed the existing gallery")
                XCTAssertFalse(FileManager.default.fileExists(atPath: dir.appendingPathComponent("fresh").path), "\(c.shards)")
                XCTAssertFalse(HostileHarness.exists(containing: ".merge-", in: dir), "\(c.shards)")
                XCTAssertFalse(FileManager.default.fileExists(atPath: dir.appendingPathComponent("evil.txt").path))
                XCTAssertEqual(CLIHarness.files(in: dir.appendingPathComponent("target")), [], "written outside --directory")
            }
        }
        XCTAssertEqual(try String(contentsOf: dir.appendingPathComponent("outside"), encoding: .utf8), "secret")
    }

    /// A merge into an existing gallery that holds a symlink where a clip goes: the merged folder
    /// has the clip itself, the link's target is untouched, and the user's other files stay.
    func testMergeReplacesTheGalleryAtOnceWithoutWritingThroughSymlinks() throws {
        let dir = try CLIHarness.tempDirectory()
        try makeShards(in: dir)
        let gallery = dir.appendingPathComponent("gallery")
        try FileManager.default.createDirectory(at: gallery, withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: dir.appendingPathComponent("target.txt"))
        try FileManager.default.createSymbolicLink(
            atPath: gallery.appendingPathComponent("test-card.mp4").path, withDestinationPath: "../target.txt")
        try Data("notes".utf8).write(to: gallery.appendingPathComponent("notes.txt"))
        let r = try HostileHarness.run(["gallery", "--merge", "s0", "s1", "s2", "--directory", "gallery", "--quiet"], cwd: dir)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(try String(contentsOf: dir.appendingPathComponent("target.txt"), encoding: .utf8), "mine")
        let merged = tree(gallery)
        let shardClip = try shard(holding: "test-card.mp4", in: dir)
        XCTAssertEqual(
            merged["test-card.mp4"], FileManager.default.contents(atPath: dir.appendingPathComponent("\(shardClip)/test-card.mp4").path))
        XCTAssertEqual(merged["notes.txt"], Data("notes".utf8))
        XCTAssertFalse(HostileHarness.exists(containing: ".merge-", in: dir))
    }

    // MARK: - The cache checks content, not just size

    func testCacheRerendersAClipWhoseBytesChangedButNotItsSize() throws {
        let dir = try CLIHarness.tempDirectory()
        let args = scenes + ["--directory", "g"]
        let first = try HostileHarness.run(args, cwd: dir)
        XCTAssertEqual(first.status, 0, first.stderr)
        let clipURL = dir.appendingPathComponent("g/test-card.mp4")
        let original = try Data(contentsOf: clipURL)
        let clip = try FileHandle(forWritingTo: clipURL)
        try clip.seek(toOffset: 200)
        clip.write(Data("abcd".utf8))
        try clip.close()
        XCTAssertNotEqual(try Data(contentsOf: clipURL), original)
        let again = try HostileHarness.run(args.filter { $0 != "--quiet" }, cwd: dir)
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertTrue(again.stderr.contains("1 of 4 clips rendered, 3 up to date"), again.stderr)
        XCTAssertEqual(try Data(contentsOf: clipURL), original)
    }

    // MARK: - CPU limits: affinity mask and cgroup quota

    func testAvailableCPUsTakesTheSmallestLimit() {
        XCTAssertEqual(AvailableCPUs.compute(online: 64, affinity: nil, cgroupQuota: nil), 64)
        XCTAssertEqual(AvailableCPUs.compute(online: 64, affinity: 4, cgroupQuota: nil), 4)
        XCTAssertEqual(AvailableCPUs.compute(online: 64, affinity: 8, cgroupQuota: 2), 2)
        XCTAssertEqual(AvailableCPUs.compute(online: 64, affinity: 8, cgroupQuota: 1.5), 2, "a fraction counts as a whole CPU")
        XCTAssertEqual(AvailableCPUs.compute(online: 64, affinity: nil, cgroupQuota: 0.1), 1)
        XCTAssertEqual(AvailableCPUs.compute(online: 2, affinity: nil, cgroupQuota: 16), 2)
    }

    func testCgroupQuotaFromFakeV1AndV2Files() throws {
        let root = try CLIHarness.tempDirectory()
        func write(_ rel: String, _ text: String) throws {
            let url = root.appendingPathComponent(rel)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        // v2: the pod's quota (2 CPUs) sits on an ancestor of the container's cgroup ("max").
        try write("kubepods/pod1/cpu.max", "200000 100000\n")
        try write("kubepods/pod1/ctr/cpu.max", "max 100000\n")
        XCTAssertEqual(AvailableCPUs.cgroupQuota(root: root.path, selfCgroup: "0::/kubepods/pod1/ctr\n"), 2)
        // Inside the container the mount is its own cgroup: the path from /proc is absent, the root file counts.
        try write("cpu.max", "150000 100000\n")
        XCTAssertEqual(AvailableCPUs.cgroupQuota(root: root.path, selfCgroup: "0::/elsewhere\n"), 1.5)
        // No limit anywhere.
        let free = try CLIHarness.tempDirectory("free")
        try Data("max 100000\n".utf8).write(to: free.appendingPathComponent("cpu.max"))
        XCTAssertNil(AvailableCPUs.cgroupQuota(root: free.path, selfCgroup: "0::/\n"))
        // v1: cpu,cpuacct hierarchy with a quota of 3 CPUs; -1 means none.
        let v1 = try CLIHarness.tempDirectory("v1")
        let slice = v1.appendingPathComponent("cpu,cpuacct/docker/abc")
        try FileManager.default.createDirectory(at: slice, withIntermediateDirectories: true)
        try Data("300000\n".utf8).write(to: slice.appendingPathComponent("cpu.cfs_quota_us"))
        try Data("100000\n".utf8).write(to: slice.appendingPathComponent("cpu.cfs_period_us"))
        let cgroup = "12:memory:/docker/abc\n4:cpu,cpuacct:/docker/abc\n1:name=systemd:/docker/abc\n"
        XCTAssertEqual(AvailableCPUs.cgroupQuota(root: v1.path, selfCgroup: cgroup), 3)
        try Data("-1\n".utf8).write(to: slice.appendingPathComponent("cpu.cfs_quota_us"))
        XCTAssertNil(AvailableCPUs.cgroupQuota(root: v1.path, selfCgroup: cgroup))
    }

    /// Under `taskset -c 0` a render starts one worker (its trace names one render worker thread), not one per core.
    func testRenderWorkersFollowTheAffinityMask() throws {
        guard ProcessInfo.processInfo.activeProcessorCount >= 2, (AvailableCPUs.affinityCount() ?? 0) >= 2 else {
            throw XCTSkip("needs 2 CPUs to tell")
        }
        let dir = try CLIHarness.tempDirectory()
        func renderThreads(_ prefix: [String]) throws -> Set<Int> {
            let p = Process()
            p.executableURL = URL(fileURLWithPath: prefix.isEmpty ? CLIHarness.executable.path : "/usr/bin/taskset")
            p.arguments =
                prefix + (prefix.isEmpty ? [] : [CLIHarness.executable.path])
                + ["test-card", "--duration", "0.2", "--scale", "0.25", "-o", "a.mp4", "--trace", "t.json"]
            p.currentDirectoryURL = dir
            p.standardError = FileHandle.nullDevice
            p.standardOutput = FileHandle.nullDevice
            try p.run()
            p.waitUntilExit()
            XCTAssertEqual(p.terminationStatus, 0)
            let root = try JSONSerialization.jsonObject(with: Data(contentsOf: dir.appendingPathComponent("t.json"))) as? [String: Any]
            let events = try XCTUnwrap(root?["traceEvents"] as? [[String: Any]])
            return Set(
                events.filter { ($0["args"] as? [String: Any])?["name"] as? String ?? "" == "render worker \($0["tid"] as? Int ?? -1)" }
                    .compactMap { $0["tid"] as? Int })
        }
        XCTAssertEqual(try renderThreads(["-c", "0"]).count, 1, "one CPU allowed, one render worker")
        XCTAssertGreaterThanOrEqual(try renderThreads([]).count, 2)
    }

    // MARK: - Posters and trace spans

    func testShortGalleryClampsPostersAndFinishSpansCarryAFrame() throws {
        let dir = try CLIHarness.tempDirectory()
        // test-card's poster key time is 2.75 s; a 1 s clip shows its last frame instead.
        let r = try HostileHarness.run(
            ["gallery", "--only", "test-card", "--duration", "1", "--scale", "0.25", "--directory", "g", "--trace", "t.json", "--quiet"],
            cwd: dir)
        XCTAssertEqual(r.status, 0, r.stderr)
        let manifest = try JSONDecoder().decode(GalleryManifest.self, from: Data(contentsOf: dir.appendingPathComponent("g/manifest.json")))
        let poster = try XCTUnwrap(manifest.entries.first { $0.kind == "poster" })
        XCTAssertEqual(poster.duration, 59.0 / 60, accuracy: 1e-9)
        let page = try String(contentsOf: dir.appendingPathComponent("g/index.html"), encoding: .utf8)
        XCTAssertTrue(page.contains("Poster <span>0.98 s</span>"), "the page shows the poster's time")
        let root = try JSONSerialization.jsonObject(with: Data(contentsOf: dir.appendingPathComponent("t.json"))) as? [String: Any]
        let events = try XCTUnwrap(root?["traceEvents"] as? [[String: Any]])
        let spans = events.filter { $0["ph"] as? String == "X" }
        XCTAssertFalse(spans.isEmpty)
        for s in spans {
            XCTAssertNotNil((s["args"] as? [String: Any])?["frame"], "span \(s["name"] ?? "?") has no args.frame")
        }
        let finishes = spans.filter { $0["name"] as? String == "finish" }
        XCTAssertEqual(
            finishes.compactMap { ($0["args"] as? [String: Any])?["frame"] as? Int }.sorted(), [29, 59],
            "the last frame: GIF at 30 fps, MP4 at 60")
    }

    // MARK: - An interrupted gallery keeps and records what finished

    func testInterruptedGalleryWritesTheManifestOfWhatFinished() throws {
        let dir = try CLIHarness.tempDirectory()
        let g = dir.appendingPathComponent("g")
        let args = [
            "gallery", "--only", "test-card,jump-star,download-button", "--duration", "2", "--scale", "0.5", "--jobs", "1", "--directory",
            "g",
        ]
        let finished: () -> Bool = { CLIHarness.files(in: g).contains { !$0.hasPrefix(".") && $0 != "manifest.json" } }
        let r = try HostileHarness.run(args, cwd: dir, interrupt: .init(signal: SIGINT, when: finished), limit: 300)
        XCTAssertFalse(r.timedOut)
        XCTAssertEqual(r.status, 130, r.stderr)
        XCTAssertFalse(r.stderr.contains("no output was written"), r.stderr)
        let errors = r.errorLines.filter { $0.hasPrefix("clipgen: error:") }
        XCTAssertEqual(errors.count, 1, r.stderr)
        XCTAssertTrue(errors.first?.contains("are kept in g/manifest.json") ?? false, r.stderr)
        let manifest = try JSONDecoder().decode(GalleryManifest.self, from: Data(contentsOf: g.appendingPathComponent("manifest.json")))
        XCTAssertGreaterThanOrEqual(manifest.entries.count, 1)
        XCTAssertLessThan(manifest.entries.count, 9, "interrupted before the end")
        XCTAssertFalse(HostileHarness.exists(containing: "partial", in: g))
        // The next run renders only the rest.
        let clipsDone = manifest.entries.filter { $0.kind != "poster" }.count
        let again = try HostileHarness.run(args, cwd: dir, limit: 300)
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertTrue(again.stderr.contains("\(6 - clipsDone) of 6 clips rendered, \(clipsDone) up to date"), again.stderr)
    }

    // MARK: - Smaller defects: the crf range of the format's codec, symlinked index and manifest

    func testCRFRangeFollowsTheFormatsDefaultCodec() throws {
        let dir = try CLIHarness.tempDirectory()
        let quick = ["test-card", "--duration", "0.1", "--scale", "0.25"]
        for (args, status, says) in [
            (quick + ["--webm", "--crf", "60", "-o", "a.webm"], Int32(0), ""),
            (quick + ["--crf", "60", "-o", "b.webm"], 0, ""),
            (quick + ["--crf", "64", "-o", "c.webm"], 64, "between 0 and 63"),
            (quick + ["--crf", "60", "-o", "d.mp4"], 64, "between 0 and 51"),
            (quick + ["--codec", "h264", "--crf", "60", "-o", "e.mp4"], 64, "between 0 and 51"),
            (
                ["gallery", "--only", "test-card", "--duration", "0.1", "--scale", "0.25", "--crf", "60", "--directory", "g"], 64,
                "between 0 and 51"
            ),
        ] {
            let r = try HostileHarness.run(args, cwd: dir, limit: 120)
            XCTAssertEqual(r.status, status, "\(args): \(r.stderr)")
            if status != 0 {
                XCTAssertEqual(r.errorLines.count, 1, r.stderr)
                XCTAssertTrue(r.stderr.contains(says), r.stderr)
            }
        }
        let gallery = try HostileHarness.run(
            [
                "gallery", "--only", "test-card", "--duration", "0.1", "--scale", "0.25", "--formats", "webm", "--crf", "60", "--directory",
                "w", "--quiet",
            ],
            cwd: dir, limit: 120)
        XCTAssertEqual(gallery.status, 0, gallery.stderr)
    }

    /// `index.html` and `manifest.json` that are symlinks stay symlinks (the files they name are
    /// replaced), as clips written through a symlink do.
    func testGalleryIndexAndManifestWriteThroughSymlinks() throws {
        let dir = try CLIHarness.tempDirectory()
        let g = dir.appendingPathComponent("g"), site = dir.appendingPathComponent("site")
        for d in [g, site] { try FileManager.default.createDirectory(at: d, withIntermediateDirectories: true) }
        for name in ["index.html", "manifest.json"] {
            try FileManager.default.createSymbolicLink(atPath: g.appendingPathComponent(name).path, withDestinationPath: "../site/\(name)")
        }
        let r = try HostileHarness.run(scenes + ["--directory", "g"], cwd: dir)
        XCTAssertEqual(r.status, 0, r.stderr)
        for name in ["index.html", "manifest.json"] {
            XCTAssertEqual(
                try? FileManager.default.destinationOfSymbolicLink(atPath: g.appendingPathComponent(name).path), "../site/\(name)")
            XCTAssertGreaterThan((try? Data(contentsOf: site.appendingPathComponent(name)))?.count ?? 0, 100, name)
        }
        // The manifest read through the link: a second run renders nothing.
        let again = try HostileHarness.run(scenes.filter { $0 != "--quiet" } + ["--directory", "g"], cwd: dir)
        XCTAssertTrue(again.stderr.contains("0 of 4 clips rendered, 4 up to date"), again.stderr)
        XCTAssertEqual(CLIHarness.files(in: site), ["index.html", "manifest.json"])
    }
}
