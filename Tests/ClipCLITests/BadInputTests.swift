import Foundation
import XCTest

/// Every bad input gives one clear line on stderr, a non-zero exit, and leaves no file behind.
final class BadInputTests: XCTestCase {
    func assertOneLineError(
        _ args: [String], status: Int32, contains needle: String,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let dir = try CLIHarness.tempDirectory("bad\(args.joined())")
        let r = try CLIHarness.run(args, cwd: dir)
        XCTAssertEqual(r.status, status, "exit status for \(args); stderr: \(r.stderr)", file: file, line: line)
        XCTAssertEqual(r.errorLines.count, 1, "exactly one line on stderr for \(args), got: \(r.stderr)", file: file, line: line)
        XCTAssertTrue(r.stderr.hasPrefix("clipgen: error: "), "prefix: \(r.stderr)", file: file, line: line)
        XCTAssertTrue(r.stderr.contains(needle), "'\(needle)' in: \(r.stderr)", file: file, line: line)
        XCTAssertFalse(r.stderr.contains("Fatal error"), file: file, line: line)
        XCTAssertEqual(CLIHarness.files(in: dir), [], "no output left behind for \(args)", file: file, line: line)
        XCTAssertEqual(
            CLIHarness.files(in: dir.appendingPathComponent("clips")).filter { !$0.hasPrefix(".") || $0.contains("partial") }, [],
            "no clip or partial file for \(args)", file: file, line: line)
    }

    func testUnknownSceneSuggestsClosestIDs() throws {
        try assertOneLineError(["test-crad", "--mp4"], status: 64, contains: "unknown scene 'test-crad'; did you mean 'test-card'")
        try assertOneLineError(["zzzzzzzzzzzzzzzzzz"], status: 64, contains: "unknown scene 'zzzzzzzzzzzzzzzzzz'")
        try assertOneLineError(["still", "nope", "--at", "1"], status: 64, contains: "unknown scene 'nope'")
    }

    func testInvalidNumbers() throws {
        try assertOneLineError(["test-card", "--fps", "0"], status: 64, contains: "--fps must be between 1 and 120")
        try assertOneLineError(["test-card", "--fps", "abc"], status: 64, contains: "fps")
        try assertOneLineError(["test-card", "--scale=-1"], status: 64, contains: "--scale must be between")
        try assertOneLineError(
            ["test-card", "--scale", "nan"], status: 64, contains: "invalid for '--scale <scale>': not a decimal number")
        try assertOneLineError(["test-card", "--duration", "0"], status: 64, contains: "--duration must be")
        try assertOneLineError(["test-card", "--duration", "inf"], status: 64, contains: "'--duration <duration>': not a decimal number")
        try assertOneLineError(["test-card", "--duration", "0x10"], status: 64, contains: "'--duration <duration>': not a decimal number")
        try assertOneLineError(["test-card", "--crf", "52"], status: 64, contains: "--crf must be between 0 and 51")
        try assertOneLineError(["test-card", "--preset", "warp"], status: 64, contains: "--preset must be one of")
        try assertOneLineError(["still", "test-card", "--at=-2"], status: 64, contains: "--at must be")
    }

    func testMissingOutputDirectory() throws {
        try assertOneLineError(
            ["test-card", "--duration", "0.1", "-o", "/nonexistent-clipgen/dir/x.mp4"], status: 1,
            contains: "output directory '/nonexistent-clipgen/dir' does not exist")
    }

    func testOutputIsADirectory() throws {
        try assertOneLineError(["test-card", "--duration", "0.1", "-o", "/tmp"], status: 64, contains: "is a directory")
    }

    /// /proc accepts no new files, even for root: the encoder's open fails with FFmpeg's own text.
    func testUnwritableLocation() throws {
        let r = try CLIHarness.run(["test-card", "--duration", "0.1", "--scale", "0.25", "-o", "/proc/clipgen-test.mp4"])
        XCTAssertNotEqual(r.status, 0)
        XCTAssertEqual(r.errorLines.filter { $0.hasPrefix("clipgen: error: ") }.count, 1, r.stderr)
        XCTAssertTrue(r.stderr.contains("/proc/clipgen-test.mp4"), r.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: "/proc/clipgen-test.mp4"))
    }

    func testCtrlCStopsRenderAndLeavesNoFile() throws {
        let dir = try CLIHarness.tempDirectory()
        let r = try CLIHarness.run(
            ["test-card", "--mp4", "--duration", "120", "--scale", "1", "-o", "out.mp4"], cwd: dir,
            interruptAfter: 1.5)
        XCTAssertEqual(r.status, 130, r.stderr)
        XCTAssertTrue(r.stderr.contains("interrupted"), r.stderr)
        XCTAssertEqual(CLIHarness.files(in: dir), [], "no final file and no partial file after Ctrl-C")
    }
}
