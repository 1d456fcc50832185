import Foundation
import XCTest

/// Hostile cases of issue #31, each run as a subprocess of the built clipgen with a time limit
/// (see `HostileHarness`): broken standard streams, signals mid-render.
final class RobustnessCLITests: XCTestCase {
    let quickRender = ["replicator-pulse", "--duration", "0.2", "--scale", "0.5"]

    /// The bytes of a render made with ordinary streams, to compare with renders made without.
    func referenceClip(_ dir: URL) throws -> Data {
        let r = try HostileHarness.run(quickRender + ["-o", "reference.mp4"], cwd: dir)
        XCTAssertEqual(r.status, 0, r.stderr)
        return try Data(contentsOf: dir.appendingPathComponent("reference.mp4"))
    }

    // MARK: - Standard streams: progress and diagnostics are never fatal

    func testRenderWithBrokenStderrFinishesWithTheSameClip() throws {
        let dir = try CLIHarness.tempDirectory()
        let full = try HostileHarness.makeDevice("full", major: 1, minor: 7, in: dir)
        let reference = try referenceClip(dir)
        let cases: [(String, HostileHarness.Stream)] = [("closed", .closed), ("full", .path(full)), ("broken", .brokenPipe)]
        for (name, stream) in cases {
            let r = try HostileHarness.run(quickRender + ["-o", "\(name).mp4"], cwd: dir, stderr: stream, limit: 120)
            XCTAssertFalse(r.timedOut, name)
            XCTAssertFalse(r.signaled, "stderr \(name): killed by signal \(r.status)")
            XCTAssertEqual(r.status, 0, "stderr \(name)")
            // Nothing else took descriptor 2: the clip holds no progress line.
            XCTAssertEqual(try? Data(contentsOf: dir.appendingPathComponent("\(name).mp4")), reference, "stderr \(name)")
        }
        XCTAssertFalse(HostileHarness.exists(containing: "partial", in: dir))
    }

    func testErrorsWithBrokenStderrKeepTheirExitCodes() throws {
        let dir = try CLIHarness.tempDirectory()
        let full = try HostileHarness.makeDevice("full", major: 1, minor: 7, in: dir)
        let cases: [(String, HostileHarness.Stream)] = [("closed", .closed), ("full", .path(full)), ("broken", .brokenPipe)]
        for (name, stream) in cases {
            for (args, status) in [(["nosuch"], Int32(64)), (["test-card", "--fps", "0"], 64), (["still", "nosuch"], 64)] {
                let r = try HostileHarness.run(args, cwd: dir, stderr: stream, limit: 60)
                XCTAssertFalse(r.signaled, "\(args) with stderr \(name): killed by signal \(r.status)")
                XCTAssertEqual(r.status, status, "\(args) with stderr \(name)")
            }
        }
    }

    func testStillAndListWithClosedStreams() throws {
        let dir = try CLIHarness.tempDirectory()
        let still = try HostileHarness.run(["still", "test-card", "--at", "1", "--scale", "0.5", "-o", "s.png"], cwd: dir, stderr: .closed)
        XCTAssertEqual(still.status, 0, "still with stderr closed")
        // stdout closed: the path printed goes nowhere, the PNG is still the PNG.
        let closedOut = try HostileHarness.run(
            ["still", "test-card", "--at", "1", "--scale", "0.5", "-o", "t.png"], cwd: dir, stdout: .closed, stderr: .closed)
        XCTAssertEqual(closedOut.status, 0, "still with stdout and stderr closed")
        XCTAssertEqual(
            try Data(contentsOf: dir.appendingPathComponent("s.png")), try Data(contentsOf: dir.appendingPathComponent("t.png")))
        let help = try HostileHarness.run(["--help"], cwd: dir, stdout: .closed, stderr: .closed)
        XCTAssertEqual(help.status, 0)
    }

    /// Results that cannot be written (stdout on a full disk) are an error, not a silent success.
    func testListToAFullDeviceFails() throws {
        let dir = try CLIHarness.tempDirectory()
        let full = try HostileHarness.makeDevice("full", major: 1, minor: 7, in: dir)
        let r = try HostileHarness.run(["list"], cwd: dir, stdout: .path(full), limit: 60)
        XCTAssertEqual(r.status, 74, r.stderr)
        XCTAssertEqual(r.errorLines.count, 1, r.stderr)
        XCTAssertTrue(r.stderr.hasPrefix("clipgen: error: cannot write to standard output"), r.stderr)
    }

    // MARK: - Signals: temporaries removed, the old output kept, exit 128 + signal

    /// A render over an existing clip, stopped by `sig` once its partial file exists: the folder
    /// then holds exactly the old file, unchanged.
    func assertInterruptKeepsOnlyTheOldFile(
        _ sig: Int32, status: Int32, output: String, format: [String] = [], file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let dir = try CLIHarness.tempDirectory("interrupt\(sig)\(output)")
        let long = ["test-card", "--duration", "120", "--scale", "1"] + format
        let first = try HostileHarness.run(
            ["test-card", "--duration", "0.2", "--scale", "0.5"] + format + ["-o", output], cwd: dir, limit: 120)
        XCTAssertEqual(first.status, 0, first.stderr, file: file, line: line)
        let before = CLIHarness.files(in: dir)
        let oldBytes = try? Data(contentsOf: dir.appendingPathComponent(output))
        // Signalled once the partial output exists (a GIF writes its file only at the end: after 2 s).
        let started = Date()
        let ready: () -> Bool =
            output.hasSuffix(".gif")
            ? { Date().timeIntervalSince(started) > 2 } : { HostileHarness.exists(containing: ".partial-", in: dir) }
        let r = try HostileHarness.run(long + ["-o", output], cwd: dir, interrupt: .init(signal: sig, when: ready), limit: 120)
        XCTAssertFalse(r.timedOut, "signal \(sig) did not stop the render", file: file, line: line)
        XCTAssertFalse(r.signaled, "killed by signal \(r.status) instead of exiting", file: file, line: line)
        XCTAssertEqual(r.status, status, r.stderr, file: file, line: line)
        XCTAssertTrue(r.stderr.contains("interrupted"), r.stderr, file: file, line: line)
        XCTAssertEqual(CLIHarness.files(in: dir), before, "only the old output is left after signal \(sig)", file: file, line: line)
        if let oldBytes {
            XCTAssertEqual(try? Data(contentsOf: dir.appendingPathComponent(output)), oldBytes, file: file, line: line)
        }
    }

    func testSIGTERMExits143AndLeavesOnlyTheOldClip() throws {
        try assertInterruptKeepsOnlyTheOldFile(SIGTERM, status: 143, output: "a.mp4")
    }

    func testSIGINTExits130AndLeavesOnlyTheOldClip() throws {
        try assertInterruptKeepsOnlyTheOldFile(SIGINT, status: 130, output: "a.mp4")
    }

    func testSIGHUPExits129AndLeavesOnlyTheOldClip() throws {
        try assertInterruptKeepsOnlyTheOldFile(SIGHUP, status: 129, output: "a.mp4")
    }

    /// Ctrl-\\ used to print "Program crashed" and a backtrace from Swift's runtime, and the render went on.
    func testSIGQUITExits131AndLeavesOnlyTheOldClip() throws {
        try assertInterruptKeepsOnlyTheOldFile(SIGQUIT, status: 131, output: "a.mp4")
    }

    func testSignalsDuringGIFAndPNGFramesLeaveNoTemporaries() throws {
        try assertInterruptKeepsOnlyTheOldFile(SIGHUP, status: 129, output: "a.gif")
        try assertInterruptKeepsOnlyTheOldFile(SIGTERM, status: 143, output: "frames/")
    }

    /// Interrupted while it works out its build identity (a probe render in a temporary folder,
    /// before the clips start), the gallery leaves nothing in the temporary directory. The window
    /// lasts milliseconds, so the process is held in it (`CLIPGEN_TEST_HOLD`, after the first probe
    /// file is written, before the second is started); a test that raced it missed the window one
    /// run in ten on a loaded machine.
    func testGalleryInterruptedEarlyLeavesNoTemporaryFolder() throws {
        let dir = try CLIHarness.tempDirectory()
        let tmp = dir.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: tmp, withIntermediateDirectories: true)
        let r = try HostileHarness.run(
            ["gallery", "--only", "test-card", "--duration", "0.1", "--scale", "0.25", "--directory", "g"], cwd: dir,
            interrupt: .init(signal: SIGINT, when: { Self.probeFiles(in: tmp).contains("probe.mp4") }), limit: 120,
            environment: ["TMPDIR": tmp.path, "CLIPGEN_TEST_HOLD": "build-id-mp4"])
        XCTAssertFalse(r.timedOut)
        XCTAssertEqual(r.status, 130, r.stderr)
        XCTAssertEqual(CLIHarness.files(in: tmp), [], "temporaries left in TMPDIR")
    }

    /// The files inside the build-identity probe's folder in `tmp` (none while it does not exist).
    static func probeFiles(in tmp: URL) -> [String] {
        let fm = FileManager.default
        guard let probe = (try? fm.contentsOfDirectory(atPath: tmp.path))?.first(where: { $0.hasPrefix("clipgen-build-id") }) else {
            return []
        }
        return (try? fm.contentsOfDirectory(atPath: tmp.appendingPathComponent(probe).path)) ?? []
    }

    /// Opening a FIFO that nobody reads blocks; SIGTERM still ends the process (after the
    /// grace period), with 143 and nothing left behind.
    func testSIGTERMEndsARenderBlockedOnAFIFO() throws {
        let dir = try CLIHarness.tempDirectory()
        let fifo = dir.appendingPathComponent("pipe.mp4").path
        XCTAssertEqual(mkfifo(fifo, 0o644), 0)
        let started = Date()
        let r = try HostileHarness.run(
            ["test-card", "--duration", "1", "--scale", "0.5", "-o", "pipe.mp4"], cwd: dir,
            interrupt: .init(signal: SIGTERM, when: { Date().timeIntervalSince(started) > 1 }), limit: 60)
        XCTAssertFalse(r.timedOut, "SIGTERM ignored while blocked on a FIFO")
        XCTAssertEqual(r.status, 143, r.stderr)
        XCTAssertEqual(CLIHarness.files(in: dir), ["pipe.mp4"])
    }

    // MARK: - Lottie: external images stay inside the document's folder

    /// A one-image Lottie document whose asset is `"u": u, "p": p`.
    func lottie(u: String, p: String) -> String {
        """
        {"v":"5","fr":10,"ip":0,"op":10,"w":20,"h":10,
         "assets":[{"id":"i","w":20,"h":10,"u":\(jsonString(u)),"p":\(jsonString(p)),"e":0}],
         "layers":[{"ty":2,"refId":"i","ip":0,"op":10,"st":0,"ks":{}}]}
        """
    }

    func jsonString(_ s: String) -> String {
        String(decoding: try! JSONSerialization.data(withJSONObject: s, options: .fragmentsAllowed), as: UTF8.self)
    }

    func testLottieImagesOutsideTheDocumentFolderAreRefused() throws {
        let dir = try CLIHarness.tempDirectory()
        let doc = dir.appendingPathComponent("doc")
        try FileManager.default.createDirectory(at: doc.appendingPathComponent("images/sub"), withIntermediateDirectories: true)
        // A real PNG outside the document's folder (it would render, and be embedded, if reached).
        let made = try HostileHarness.run(["still", "test-card", "--scale", "0.25", "-o", "secret.png"], cwd: dir)
        XCTAssertEqual(made.status, 0, made.stderr)
        let secret = dir.appendingPathComponent("secret.png").path
        try FileManager.default.copyItem(atPath: secret, toPath: doc.appendingPathComponent("images/ok.png").path)
        try FileManager.default.createSymbolicLink(atPath: doc.appendingPathComponent("images/link.png").path, withDestinationPath: secret)
        let zero = try HostileHarness.makeDevice("zero", major: 1, minor: 5, in: doc)
        XCTAssertEqual(mkfifo(doc.appendingPathComponent("fifo.png").path, 0o644), 0)
        let big = doc.appendingPathComponent("big.png").path
        XCTAssertTrue(FileManager.default.createFile(atPath: big, contents: nil))
        XCTAssertEqual(truncate(big, 65 << 20), 0) // sparse: 65 MiB, larger than the 64 MiB cap
        let refused: [(u: String, p: String, says: String)] = [
            ("/etc/", "passwd", "absolute path"),
            ("", secret, "absolute path"),
            ("../../../../etc/", "passwd", "outside the document's folder"),
            ("../", "secret.png", "outside the document's folder"),
            ("images/", "../../secret.png", "outside the document's folder"),
            ("images/", "link.png", "outside the document's folder"),
            ("/dev/", "zero", "absolute path"),
            ("", URL(fileURLWithPath: zero).lastPathComponent, "not a regular file"),
            ("", "fifo.png", "not a regular file"),
            ("images/", "sub", "not a regular file"),
            ("", "big.png", "larger than 64 MiB"),
        ]
        for (i, c) in refused.enumerated() {
            let file = doc.appendingPathComponent("case\(i).json")
            try Data(lottie(u: c.u, p: c.p).utf8).write(to: file)
            let r = try HostileHarness.run(["still", file.path, "-o", "out\(i).png"], cwd: dir, limit: 30)
            XCTAssertFalse(r.timedOut, "u=\(c.u) p=\(c.p): hung")
            XCTAssertFalse(r.signaled, "u=\(c.u) p=\(c.p): killed by signal \(r.status)")
            XCTAssertEqual(r.status, 65, "u=\(c.u) p=\(c.p): \(r.stderr)")
            XCTAssertEqual(r.errorLines.count, 1, r.stderr)
            XCTAssertTrue(r.stderr.contains(c.says), "u=\(c.u) p=\(c.p): \(r.stderr)")
            XCTAssertFalse(FileManager.default.fileExists(atPath: dir.appendingPathComponent("out\(i).png").path))
        }
        // Inside the folder, `..` that stays inside is fine.
        for (u, p) in [("images/", "ok.png"), ("images/sub/../", "ok.png")] {
            let file = doc.appendingPathComponent("fine.json")
            try Data(lottie(u: u, p: p).utf8).write(to: file)
            let r = try HostileHarness.run(["still", file.path, "-o", "fine.png"], cwd: dir, limit: 60)
            XCTAssertEqual(r.status, 0, "u=\(u) p=\(p): \(r.stderr)")
        }
    }

    /// `--assets DIR` names the folder external images come from, instead of the document's own;
    /// the same confinement holds inside it, and a missing folder is a one-line error.
    func testAssetsFolderReplacesTheDocumentFolder() throws {
        let dir = try CLIHarness.tempDirectory()
        let doc = dir.appendingPathComponent("doc"), art = dir.appendingPathComponent("art")
        for d in [doc, art] { try FileManager.default.createDirectory(at: d, withIntermediateDirectories: true) }
        let made = try HostileHarness.run(["still", "test-card", "--scale", "0.25", "-o", "art/pic.png"], cwd: dir)
        XCTAssertEqual(made.status, 0, made.stderr)
        try FileManager.default.copyItem(
            atPath: art.appendingPathComponent("pic.png").path, toPath: dir.appendingPathComponent("secret.png").path)
        let file = doc.appendingPathComponent("a.json")
        try Data(lottie(u: "", p: "pic.png").utf8).write(to: file)
        // Not in the document's folder: refused without --assets, found with it, in every command that reads Lottie files.
        let without = try HostileHarness.run(["still", file.path, "-o", "a.png"], cwd: dir, limit: 60)
        XCTAssertEqual(without.status, 65, without.stderr)
        XCTAssertTrue(without.stderr.contains("no such file"), without.stderr)
        for args in [
            ["still", file.path, "--assets", "art", "-o", "b.png"], ["sheet", file.path, "--assets", art.path, "-o", "c.png"],
            ["lottie", file.path, "--assets", "art", "-o", "d.mp4"], ["check", file.path, "--assets", "art", "--scale", "0.5"],
        ] {
            let r = try HostileHarness.run(args, cwd: dir, limit: 120)
            XCTAssertEqual(r.status, 0, "\(args): \(r.stderr)")
        }
        // The confinement is to the assets folder now: its parent's files are outside.
        try Data(lottie(u: "../", p: "secret.png").utf8).write(to: file)
        let escape = try HostileHarness.run(["still", file.path, "--assets", "art", "-o", "e.png"], cwd: dir, limit: 60)
        XCTAssertEqual(escape.status, 65, escape.stderr)
        XCTAssertTrue(escape.stderr.contains("outside the document's folder"), escape.stderr)
        let missing = try HostileHarness.run(["still", file.path, "--assets", "nowhere", "-o", "f.png"], cwd: dir, limit: 60)
        XCTAssertEqual(missing.status, 66, missing.stderr)
        XCTAssertEqual(missing.errorLines, ["clipgen: error: --assets nowhere: no such folder"])
        XCTAssertEqual(CLIHarness.files(in: dir), ["art", "b.png", "c.png", "d.mp4", "doc", "secret.png"])
    }

    /// Budgets per document, each a one-line refusal with exit 65 before the memory or time is
    /// spent: a canvas whose frames would be gigabytes, a JSON of millions of short values, and
    /// forty expressions that each loop until stopped (10 s one after another).
    func testDocumentBudgetsAreOneLineRefusals() throws {
        let dir = try CLIHarness.tempDirectory()
        func write(_ name: String, _ json: String) throws { try Data(json.utf8).write(to: dir.appendingPathComponent(name)) }
        try write("canvas.json", #"{"v":"5","fr":10,"ip":0,"op":10,"w":16384,"h":16384,"layers":[]}"#)
        let zeros = String(repeating: "0,", count: 5_000_000) + "0"
        try write("values.json", #"{"v":"5","fr":10,"ip":0,"op":10,"w":10,"h":10,"layers":[],"nm":["# + zeros + "]}")
        let loop = #"{"ty":3,"ip":0,"op":10,"st":0,"ks":{"o":{"a":0,"k":100,"x":"var i = 0; while (true) { i++; }"}}}"#
        try write(
            "loops.json",
            #"{"v":"5","fr":10,"ip":0,"op":10,"w":10,"h":10,"layers":["# + Array(repeating: loop, count: 40).joined(separator: ",") + "]}")
        let cases: [(file: String, args: [String], says: String)] = [
            ("canvas.json", ["--scale", "1"], "frames of 16384x16384 pixels are larger than 33 million pixels"),
            ("values.json", [], "values.json: more than 5000000 JSON values"),
            ("loops.json", [], "expressions took more than 1.0 s of CPU time in one frame"),
        ]
        for c in cases {
            for command in [["still", c.file, "-o", "out.png"], [c.file, "--gif", "-o", "out.gif"]] {
                let r = try HostileHarness.run(command + c.args, cwd: dir, limit: 120)
                XCTAssertFalse(r.timedOut, "\(command): hung")
                XCTAssertEqual(r.status, 65, "\(command): \(r.stderr)")
                XCTAssertEqual(r.errorLines.count, 1, r.stderr)
                XCTAssertTrue(r.stderr.contains(c.says), "\(command): \(r.stderr)")
            }
        }
        XCTAssertEqual(CLIHarness.files(in: dir), ["canvas.json", "loops.json", "values.json"])
    }

    // MARK: - Numbers on the command line are decimal

    func testNumbersAreDecimalOnly() throws {
        let dir = try CLIHarness.tempDirectory()
        let json = dir.appendingPathComponent("a.json")
        try Data(lottie(u: "", p: "missing.png").utf8).write(to: json)
        let options: [[String]] = [
            ["test-card", "--duration"], ["test-card", "--scale"], ["still", "test-card", "--at"], ["still", "test-card", "--scale"],
            ["sheet", "test-card", "--duration"], ["gallery", "--duration"], ["gallery", "--scale"],
            ["studio", "--port", "0", "--scale"], ["bench", "--seconds"], ["bench", "--scenes", "test-card", "--scale"],
            ["lottie", json.path, "--scale"],
        ]
        for option in options {
            for value in ["0x10", "0x1p-1", "inf", "-infinity", "nan", "1_0", "1,5", "0.5.5", "1e", ""] {
                let r = try HostileHarness.run(option + [value], cwd: dir, limit: 20)
                XCTAssertFalse(r.timedOut, "\(option) \(value) was accepted (it ran)")
                XCTAssertEqual(r.status, 64, "\(option) \(value): \(r.stderr)")
                XCTAssertEqual(r.errorLines.count, 1, r.stderr)
                XCTAssertTrue(value.isEmpty || value.hasPrefix("-") || r.stderr.contains("not a decimal number"), r.stderr)
            }
        }
        // Decimal forms are read as written.
        for value in ["0.25", ".25", "+0.25", "2.5e-1", "25E-2"] {
            let r = try HostileHarness.run(["test-card", "--duration", value, "--scale", "0.25", "-o", "d.mp4"], cwd: dir, limit: 60)
            XCTAssertEqual(r.status, 0, "\(value): \(r.stderr)")
            XCTAssertTrue(r.stderr.contains("15 frames at 60 fps"), "\(value): \(r.stderr)")
        }
    }

    // MARK: - --trace follows the output rules

    func testTraceFollowsTheOutputRules() throws {
        let dir = try CLIHarness.tempDirectory()
        let full = try HostileHarness.makeDevice("full", major: 1, minor: 7, in: dir)
        let quick = ["test-card", "--duration", "0.1", "--scale", "0.25"]
        // The same file as the clip (also by another spelling): an error before anything is rendered.
        for trace in ["a.mp4", "./a.mp4", "../\(dir.lastPathComponent)/a.mp4", dir.appendingPathComponent("a.mp4").path] {
            let r = try HostileHarness.run(quick + ["-o", "a.mp4", "--trace", trace], cwd: dir)
            XCTAssertEqual(r.status, 64, "\(trace): \(r.stderr)")
            XCTAssertTrue(r.stderr.contains("same file"), r.stderr)
            XCTAssertFalse(FileManager.default.fileExists(atPath: dir.appendingPathComponent("a.mp4").path))
        }
        // A device is written in place, never replaced by a regular file (a full one is a one-line error).
        let r = try HostileHarness.run(quick + ["-o", "b.mp4", "--trace", "full"], cwd: dir)
        XCTAssertNotEqual(r.status, 0)
        XCTAssertEqual(r.errorLines.filter { $0.hasPrefix("clipgen: error:") }.count, 1, r.stderr)
        var st = stat()
        XCTAssertEqual(lstat(full, &st), 0)
        XCTAssertEqual(st.st_mode & S_IFMT, S_IFCHR, "the device node was replaced")
        // A symlink keeps pointing where it did; the trace lands in its target.
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("link.json").path, withDestinationPath: "real.json")
        let ok = try HostileHarness.run(quick + ["-o", "c.mp4", "--trace", "link.json"], cwd: dir)
        XCTAssertEqual(ok.status, 0, ok.stderr)
        XCTAssertEqual(
            try FileManager.default.destinationOfSymbolicLink(atPath: dir.appendingPathComponent("link.json").path), "real.json")
        let trace = try JSONSerialization.jsonObject(with: Data(contentsOf: dir.appendingPathComponent("real.json")))
        XCTAssertNotNil((trace as? [String: Any])?["traceEvents"])
        XCTAssertFalse(HostileHarness.exists(containing: "partial", in: dir))
    }

    // MARK: - Times are bounded by the scene's duration

    func testHugeTimesAreOneLineErrors() throws {
        let dir = try CLIHarness.tempDirectory()
        for at in ["1e18", "1e308", "4.01", "9223372036854775807"] {
            for output in [[], ["-o", "s.png"]] {
                let r = try HostileHarness.run(["still", "test-card", "--at", at] + output, cwd: dir, limit: 30)
                XCTAssertFalse(r.signaled, "--at \(at): killed by signal \(r.status)")
                XCTAssertEqual(r.status, 64, "--at \(at): \(r.stderr)")
                XCTAssertEqual(r.errorLines.count, 1, r.stderr)
                XCTAssertTrue(r.stderr.contains("0...4.0"), r.stderr)
            }
        }
        // The scene's last instant is still a frame.
        let end = try HostileHarness.run(["still", "test-card", "--at", "4", "--scale", "0.25", "-o", "end.png"], cwd: dir)
        XCTAssertEqual(end.status, 0, end.stderr)
    }

    // MARK: - Smaller defects: wrong extensions, empty selections, messages

    func testStillAndSheetRefuseANonPNGName() throws {
        let dir = try CLIHarness.tempDirectory()
        for args in [
            ["still", "test-card", "-o", "s.mp4"], ["sheet", "test-card", "-o", "s.gif"], ["still", "test-card", "-o", "s.PNG.jpg"],
        ] {
            let r = try HostileHarness.run(args, cwd: dir, limit: 60)
            XCTAssertEqual(r.status, 64, "\(args): \(r.stderr)")
            XCTAssertEqual(r.errorLines.count, 1, r.stderr)
            XCTAssertTrue(r.stderr.contains("writes a PNG"), r.stderr)
        }
        XCTAssertEqual(CLIHarness.files(in: dir), [])
        let upper = try HostileHarness.run(["still", "test-card", "--scale", "0.25", "-o", "S.PNG"], cwd: dir, limit: 60)
        XCTAssertEqual(upper.status, 0, upper.stderr)
    }

    func testBenchOnlyWithNoSuchWorkloadIsAnError() throws {
        let dir = try CLIHarness.tempDirectory()
        let r = try HostileHarness.run(["bench", "--only", "nosuch", "--iterations", "1"], cwd: dir, limit: 60)
        XCTAssertEqual(r.status, 64, r.stderr)
        XCTAssertEqual(r.errorLines.count, 1, r.stderr)
        XCTAssertTrue(r.stderr.contains("no workload named 'nosuch'"), r.stderr)
        XCTAssertEqual(r.stdout, "")
    }

    /// An error wrapped on its way up reads as its own text, not "(ClipCLI.CLIError error 1.)".
    func testWrappedErrorsReadAsOneCleanLine() throws {
        let dir = try CLIHarness.tempDirectory()
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("g/manifest.json"), withIntermediateDirectories: true)
        let r = try HostileHarness.run(
            ["gallery", "--only", "test-card", "--duration", "0.1", "--scale", "0.25", "--directory", "g", "--quiet"], cwd: dir,
            limit: 120)
        XCTAssertEqual(r.status, 1, r.stderr)
        XCTAssertEqual(r.errorLines.count, 1, r.stderr)
        XCTAssertTrue(r.stderr.contains("Is a directory"), r.stderr)
        XCTAssertFalse(r.stderr.contains("error 1.)") || r.stderr.contains("Error Domain"), r.stderr)
    }
}
