import Foundation
import XCTest

/// `clipgen check`: one line per finding with its time, a summary, exit 1 under `--strict` only
/// when something is found, Lottie files and scene ids alike, one-line errors.
final class CheckCLITests: XCTestCase {
    /// A 40 × 20 pt, 10 fps, 8-frame file over white: a red square shown in frame 3 only (a flash).
    static let flashing = """
        {"v":"5.7.0","fr":10,"ip":0,"op":8,"w":40,"h":20,"layers":[{"ty":4,"ind":1,"ip":3,"op":4,"st":0,
        "ks":{"p":{"k":[20,10]}},
        "shapes":[{"ty":"rc","p":{"k":[0,0]},"s":{"k":[10,10]},"r":{"k":0}},{"ty":"fl","c":{"k":[1,0,0,1]},"o":{"k":100}}]}]}
        """
    /// The same square on screen all along, 2 pt a frame right and back: a seamless loop (no finding).
    static let moving = """
        {"v":"5.7.0","fr":10,"ip":0,"op":8,"w":40,"h":20,"layers":[{"ty":4,"ind":1,"ip":0,"op":8,"st":0,
        "ks":{"p":{"a":1,"k":[{"t":0,"s":[10,10],"o":{"x":0,"y":0},"i":{"x":1,"y":1}},{"t":4,"s":[18,10],"o":{"x":0,"y":0},"i":{"x":1,"y":1}},{"t":8,"s":[10,10]}]}},
        "shapes":[{"ty":"rc","p":{"k":[0,0]},"s":{"k":[10,10]},"r":{"k":0}},{"ty":"fl","c":{"k":[1,0,0,1]},"o":{"k":100}}]}]}
        """

    func write(_ text: String, _ name: String) throws -> String {
        let path = try CLIHarness.tempDirectory(name).appendingPathComponent("\(name).json").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    func testAFlashInALottieFileFailsStrict() throws {
        let file = try write(Self.flashing, "flashing")
        let strict = try CLIHarness.run(["check", file, "--scale", "1", "--strict"])
        XCTAssertEqual(strict.status, 1, strict.stdout + strict.stderr)
        let lines = strict.stdout.split(separator: "\n").map(String.init)
        XCTAssertTrue(lines.contains { $0.hasPrefix("flashing  t=0.300s  flash: frame 3 changes") }, strict.stdout)
        XCTAssertEqual(lines.last?.hasPrefix("check: 1 scene, 8 frames at scale 1: 1 finding in 1 scene, 0 declared"), true, strict.stdout)
        XCTAssertEqual(strict.errorLines, ["clipgen: error: --strict: 1 finding in 1 scene not declared (SceneInfo.checkExceptions)"])
        // Without --strict the findings are a report, not a failure.
        let report = try CLIHarness.run(["check", file, "--scale", "1"])
        XCTAssertEqual(report.status, 0, report.stderr)
        XCTAssertTrue(report.stdout.contains("flashing  t=0.300s  flash:"), report.stdout)
        XCTAssertEqual(report.stderr, "")
    }

    func testACleanClipPassesStrict() throws {
        let file = try write(Self.moving, "moving")
        let r = try CLIHarness.run(["check", file, "--scale", "1", "--strict"])
        XCTAssertEqual(r.status, 0, r.stdout + r.stderr)
        XCTAssertTrue(r.stdout.hasPrefix("check: 1 scene, 8 frames at scale 1: 0 findings in 0 scenes, 0 declared"), r.stdout)
    }

    func testBadTargetsAreOneLineErrors() throws {
        let unknown = try CLIHarness.run(["check", "no-such-scene"])
        XCTAssertEqual(unknown.status, 64)
        XCTAssertEqual(unknown.errorLines.count, 1, unknown.stderr)
        let missing = try CLIHarness.run(["check", "/nonexistent/file.json"])
        XCTAssertEqual(missing.status, 66)
        XCTAssertEqual(missing.errorLines, ["clipgen: error: /nonexistent/file.json: no such Lottie file"])
        let scale = try CLIHarness.run(["check", "test-card", "--scale", "0"])
        XCTAssertEqual(scale.status, 64)
        XCTAssertEqual(scale.errorLines.count, 1, scale.stderr)
    }
}
