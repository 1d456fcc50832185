import ClipEncode
import Foundation
import XCTest

/// The output path as a user gives it: the format follows the extension, `-o -` streams to
/// standard output, and device nodes are written in place (private nodes made with mknod in a
/// temporary folder; never the system's /dev/null or /dev/full).
final class OutputSafetyCLITests: XCTestCase {
    private let tiny = ["test-card", "--duration", "0.2", "--fps", "10", "--scale", "0.25"]

    private func fileType(_ path: String) -> mode_t? {
        var st = stat()
        return lstat(path, &st) == 0 ? st.st_mode & S_IFMT : nil
    }

    /// Runs clipgen and returns its exit status, raw stdout bytes and stderr.
    private func runRaw(_ args: [String], cwd: URL) throws -> (status: Int32, stdout: Data, stderr: String) {
        let p = Process()
        p.executableURL = CLIHarness.executable
        p.arguments = args
        p.currentDirectoryURL = cwd
        let out = Pipe(), err = Pipe()
        p.standardOutput = out; p.standardError = err
        try p.run()
        // Read stderr on another thread so neither pipe can fill up and stall the child.
        let errBox = DataBox()
        let t = Thread {
            errBox.data = err.fileHandleForReading.readDataToEndOfFile(); errBox.done.signal()
        }
        t.start()
        let o = out.fileHandleForReading.readDataToEndOfFile()
        errBox.done.wait()
        p.waitUntilExit()
        return (p.terminationStatus, o, String(decoding: errBox.data, as: UTF8.self))
    }

    func testFormatFollowsTheExtension() throws {
        let dir = try CLIHarness.tempDirectory()
        let r = try CLIHarness.run(tiny + ["-o", "out.gif", "--quiet"], cwd: dir)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(try VideoReader(path: dir.appendingPathComponent("out.gif").path).codecName, "gif")
    }

    func testContradictingFlagAndUnknownExtensionAreOneLineErrors() throws {
        for (args, needle) in [
            (["-o", "x.mp4", "--gif"], "--gif contradicts the extension of 'x.mp4'"),
            (["-o", "x.gif", "--mp4"], "--mp4 contradicts"),
            (["-o", "x.txt"], "unknown output extension '.txt'"),
            (["-o", "x.txt"], ".mp4, .m4v, .gif"),
            (["-o", "noext"], "has no extension"),
            (["-o", "-", "--png-sequence"], "cannot be streamed"),
        ] {
            let dir = try CLIHarness.tempDirectory("ext\(args.joined())")
            let r = try CLIHarness.run(tiny + args, cwd: dir)
            XCTAssertEqual(r.status, 64, "\(args): \(r.stderr)")
            XCTAssertEqual(r.errorLines.count, 1, "\(args): \(r.stderr)")
            XCTAssertTrue(r.stderr.contains(needle), "\(args): \(r.stderr)")
            XCTAssertEqual(CLIHarness.files(in: dir), [], "\(args) writes nothing")
        }
    }

    func testDashStreamsFragmentedMP4AndGIFToStandardOutput() throws {
        let dir = try CLIHarness.tempDirectory()
        for (flags, codec) in [([String](), "h264"), (["--gif"], "gif")] {
            let r = try runRaw(tiny + flags + ["-o", "-"], cwd: dir)
            XCTAssertEqual(r.status, 0, r.stderr)
            XCTAssertEqual(CLIHarness.files(in: dir), [], "nothing written to the folder")
            let saved = dir.appendingPathComponent("saved-\(codec)")
            try r.stdout.write(to: saved)
            let reader = try VideoReader(path: saved.path)
            XCTAssertEqual(reader.codecName, codec)
            XCTAssertEqual(try reader.countFrames(), 2, "0.2 s at 10 fps")
            if codec == "h264" {
                XCTAssertTrue(r.stdout.prefix(64).range(of: Data("moov".utf8)) != nil, "empty moov up front (fragmented MP4)")
                XCTAssertTrue(r.stdout.range(of: Data("moof".utf8)) != nil, "movie fragments")
            }
            try FileManager.default.removeItem(at: saved)
        }
    }

    func testDevStdoutAndWebMStreamToStandardOutput() throws {
        let dir = try CLIHarness.tempDirectory()
        for (args, codec) in [(["-o", "/dev/stdout"], "h264"), (["--webm", "-o", "-"], "vp9")] {
            let r = try runRaw(tiny + args, cwd: dir)
            XCTAssertEqual(r.status, 0, r.stderr)
            XCTAssertEqual(CLIHarness.files(in: dir), [], "nothing written to the folder")
            let saved = dir.appendingPathComponent("saved")
            try r.stdout.write(to: saved)
            let reader = try VideoReader(path: saved.path)
            XCTAssertEqual(reader.codecName, codec)
            XCTAssertEqual(try reader.countFrames(), 2)
            try FileManager.default.removeItem(at: saved)
        }
    }

    func testPrivateDeviceNodesStayDevices() throws {
        let dir = try CLIHarness.tempDirectory()
        let null = dir.appendingPathComponent("null").path, full = dir.appendingPathComponent("full").path
        guard mknod(null, S_IFCHR | 0o666, dev_t((1 << 8) | 3)) == 0, mknod(full, S_IFCHR | 0o666, dev_t((1 << 8) | 7)) == 0 else {
            throw XCTSkip("mknod is not permitted here (errno \(errno)): the device-node cases need root")
        }
        let ok = try CLIHarness.run(tiny + ["-o", null], cwd: dir)
        XCTAssertEqual(ok.status, 0, ok.stderr)
        let ok2 = try CLIHarness.run(tiny + ["--gif", "-o", null], cwd: dir)
        XCTAssertEqual(ok2.status, 0, ok2.stderr)
        let bad = try CLIHarness.run(tiny + ["-o", full], cwd: dir)
        XCTAssertNotEqual(bad.status, 0)
        XCTAssertEqual(bad.errorLines.count, 1, bad.stderr)
        XCTAssertEqual(fileType(null), S_IFCHR, "the null node is still a character device")
        XCTAssertEqual(fileType(full), S_IFCHR, "the full node is still a character device")
        XCTAssertEqual(CLIHarness.files(in: dir), ["full", "null"], "no temporary files beside the nodes")
    }

    func testSymlinkOutputKeepsTheLink() throws {
        let dir = try CLIHarness.tempDirectory()
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("real"), withIntermediateDirectories: true)
        XCTAssertEqual(symlink("real/clip.mp4", dir.appendingPathComponent("link.mp4").path), 0)
        let r = try CLIHarness.run(tiny + ["-o", "link.mp4", "--quiet"], cwd: dir)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(fileType(dir.appendingPathComponent("link.mp4").path), S_IFLNK)
        XCTAssertEqual(try VideoReader(path: dir.appendingPathComponent("real/clip.mp4").path).countFrames(), 2)
        XCTAssertEqual(CLIHarness.files(in: dir.appendingPathComponent("real")), ["clip.mp4"])
    }
}

private final class DataBox: @unchecked Sendable {
    var data = Data()
    let done = DispatchSemaphore(value: 0)
}
