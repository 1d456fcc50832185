import ClipEncode
import ClipRaster
import Foundation
import XCTest

/// Output formats through the command line: the format flags come from ClipEncode's list, a folder or
/// pattern output writes PNG frames, and the encoder options are checked in one place.
final class FormatTests: XCTestCase {
    /// Reads the test card's 16-bit frame strip (cells at x = 320 + 20 i pt, y = 320…350 pt).
    func stripValue(_ p: Pixmap, scale: Double) -> Int {
        (0..<16).reduce(0) { v, i in
            let px = p[Int((330 + 20 * Double(i)) * scale), Int(335 * scale)]
            return v << 1 | ((Int(px.r) + Int(px.g) + Int(px.b)) / 3 > 128 ? 1 : 0)
        }
    }

    func testFolderOutputWritesOnePNGPerFrame() throws {
        let dir = try CLIHarness.tempDirectory()
        let r = try CLIHarness.run(
            ["test-card", "--duration", "0.5", "--fps", "20", "--scale", "0.5", "-o", "frames/", "--quiet"], cwd: dir)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(CLIHarness.files(in: dir), ["frames"])
        let names = CLIHarness.files(in: dir.appendingPathComponent("frames"))
        XCTAssertEqual(names, (0..<10).map { String(format: "frame_%04d.png", $0) })
        for i in [0, 9] {
            let image = try PNGCodec.read(path: dir.appendingPathComponent("frames/\(names[i])").path)
            XCTAssertEqual(image.width, 320)
            XCTAssertEqual(image.height, 180)
            XCTAssertEqual(stripValue(image, scale: 0.5), i, "frame \(i) carries its own index")
            // The first colour bar (75 % grey) is exact: PNG is lossless.
            XCTAssertEqual(image[20, 20], RGBA8(191, 191, 191))
        }
    }

    func testPatternOutputIsByteDeterministic() throws {
        var runs: [[Data]] = []
        for run in 0..<2 {
            let dir = try CLIHarness.tempDirectory("pattern\(run)")
            let r = try CLIHarness.run(
                ["test-card", "--png-sequence", "--duration", "0.1", "--scale", "0.25", "-o", "card_%03d.png"], cwd: dir)
            XCTAssertEqual(r.status, 0, r.stderr)
            XCTAssertEqual(r.stdout, "card_%03d.png\n")
            let names = CLIHarness.files(in: dir)
            XCTAssertEqual(names, (0..<6).map { String(format: "card_%03d.png", $0) })
            runs.append(try names.map { try Data(contentsOf: dir.appendingPathComponent($0)) })
        }
        XCTAssertEqual(runs[0], runs[1])
    }

    func testCtrlCDuringPNGFramesLeavesNothing() throws {
        let dir = try CLIHarness.tempDirectory()
        let r = try CLIHarness.run(["test-card", "--duration", "120", "--scale", "1", "-o", "frames/"], cwd: dir, interruptAfter: 1.5)
        XCTAssertEqual(r.status, 130, r.stderr)
        XCTAssertEqual(CLIHarness.files(in: dir), [], "no folder and no temporary folder after Ctrl-C")
    }

    func testBadSequenceOutputsAreOneLineErrors() throws {
        for (args, needle) in [
            (["-o", "x.png", "--png-sequence"], "try 'x_%04d.png' or 'x/'"),
            (["-o", "x_%4d.png"], "one %d or %0Nd"),
            (["-o", "/nonexistent-clipgen/f/"], "does not exist"),
            (["--mp4", "--png-sequence", "-o", "f/"], "--output names one output"),
        ] {
            let dir = try CLIHarness.tempDirectory("bad\(args.joined())")
            let r = try CLIHarness.run(["test-card", "--duration", "0.1", "--scale", "0.25"] + args, cwd: dir)
            XCTAssertNotEqual(r.status, 0)
            XCTAssertEqual(r.errorLines.count, 1, r.stderr)
            XCTAssertTrue(r.stderr.contains(needle), "\(args): \(r.stderr)")
            XCTAssertEqual(CLIHarness.files(in: dir), [], "\(args) leaves nothing")
        }
    }

    /// Every format in ClipEncode's list is a flag, and the encoder options are listed once.
    func testHelpListsEveryFormatFlagAndEncoderOptionsOnce() throws {
        let help = try CLIHarness.run(["render", "--help"]).stdout
        for f in OutputFormat.allCases { XCTAssertTrue(help.contains("--\(f.rawValue)"), f.rawValue) }
        XCTAssertEqual(help.components(separatedBy: "--crf <crf>").count, 2)
        for cmd in ["gallery", "bench"] {
            let h = try CLIHarness.run([cmd, "--help"]).stdout
            XCTAssertTrue(h.contains("--preset <preset>"), cmd)
        }
        let bad = try CLIHarness.run(["gallery", "--crf", "77"])
        XCTAssertEqual(bad.status, 64)
        XCTAssertTrue(bad.stderr.contains("--crf must be between 0 and 51 (got 77)"), bad.stderr)
    }
}
