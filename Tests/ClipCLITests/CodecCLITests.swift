import ClipEncode
import Foundation
import XCTest

/// The codec formats from the command line: the extension picks the container, `--codec` the codec,
/// and quality flags that the codec has no use for are one-line errors.
final class CodecCLITests: XCTestCase {
    private let tiny = ["test-card", "--duration", "0.2", "--fps", "10", "--scale", "0.25", "--quiet"]

    func testEachExtensionWritesItsCodec() throws {
        let dir = try CLIHarness.tempDirectory()
        for (args, name, codec) in [
            ([String](), "h.mp4", "h264"), (["--codec", "hevc"], "x.mp4", "hevc"),
            ([], "v.webm", "vp9"), (["--prores-profile", "4444xq"], "p.mov", "prores"),
            ([], "a.apng", "apng"), ([], "a.png", "apng"),
        ] {
            let r = try CLIHarness.run(tiny + args + ["-o", name], cwd: dir)
            XCTAssertEqual(r.status, 0, "\(name): \(r.stderr)")
            let reader = try VideoReader(path: dir.appendingPathComponent(name).path)
            XCTAssertEqual(reader.codecName, codec, name)
            XCTAssertEqual(try reader.countFrames(), 2, name)
        }
        // Animated WebP: FFmpeg 5.1 cannot decode it, so check the RIFF/ANIM structure here (CodecRoundTripTests decodes it).
        let r = try CLIHarness.run(tiny + ["--quality", "60", "-o", "w.webp"], cwd: dir)
        XCTAssertEqual(r.status, 0, r.stderr)
        let bytes = try [UInt8](Data(contentsOf: dir.appendingPathComponent("w.webp")))
        XCTAssertEqual(Array(bytes[0..<4]), Array("RIFF".utf8))
        XCTAssertNotNil(bytes.firstRange(of: Array("ANMF".utf8)), "animation frames")
    }

    func testFlagsThatDoNotApplyAreOneLineErrors() throws {
        for (args, needle) in [
            (["-o", "x.gif", "--crf", "20"], "--crf does not apply to GIF"),
            (["-o", "x.webm", "--quality", "50"], "--quality does not apply to VP9"),
            (["-o", "x.mp4", "--prores-profile", "hq"], "--prores-profile does not apply to H.264"),
            (["-o", "x.mov", "--codec", "hevc"], "--codec hevc does not apply to ProRes MOV"),
            (["-o", "x.webm", "--codec", "av1", "--crf", "64"], "--crf for AV1 must be between 0 and 63"),
        ] {
            let dir = try CLIHarness.tempDirectory("codec\(args.joined())")
            let r = try CLIHarness.run(tiny + args, cwd: dir)
            XCTAssertNotEqual(r.status, 0, "\(args)")
            XCTAssertEqual(r.errorLines.count, 1, "\(args): \(r.stderr)")
            XCTAssertTrue(r.stderr.contains(needle), "\(args): \(r.stderr)")
            XCTAssertEqual(CLIHarness.files(in: dir), [], "\(args) leaves nothing")
        }
    }

    func testCodecOutputsAreDeterministic() throws {
        for (args, name) in [(["--codec", "hevc"], "o.mp4"), ([], "o.webm"), ([], "o.mov"), ([], "o.webp"), ([], "o.apng")] {
            var outputs: [Data] = []
            for run in 0..<2 {
                let dir = try CLIHarness.tempDirectory("det\(run)\(name)")
                let r = try CLIHarness.run(tiny + args + ["-o", name], cwd: dir)
                XCTAssertEqual(r.status, 0, r.stderr)
                outputs.append(try Data(contentsOf: dir.appendingPathComponent(name)))
            }
            XCTAssertEqual(outputs[0], outputs[1], "\(name) must be byte-identical from run to run")
        }
    }

    func testTransparentWritesAlphaAndRefusesFormatsWithout() throws {
        let dir = try CLIHarness.tempDirectory()
        let r = try CLIHarness.run(
            [
                "twitter-launch", "--transparent", "--duration", "0.3", "--fps", "10", "--scale", "0.25", "--quiet",
                "-o", "t.mov",
            ], cwd: dir)
        XCTAssertEqual(r.status, 0, r.stderr)
        let frames = try VideoReader(path: dir.appendingPathComponent("t.mov").path).readAllFrames()
        XCTAssertEqual(frames.count, 3)
        XCTAssertEqual(frames[0].pixmap.view[0, 0].a, 0, "the backdrop is left out")
        // GIF keeps alpha on/off through its transparent index.
        let g = try CLIHarness.run(
            ["twitter-launch", "--transparent", "--duration", "0.3", "--fps", "10", "--scale", "0.25", "--quiet", "-o", "t.gif"], cwd: dir)
        XCTAssertEqual(g.status, 0, g.stderr)
        let gif = try VideoReader(path: dir.appendingPathComponent("t.gif").path).readAllFrames()
        XCTAssertEqual(gif.first?.pixmap.view[0, 0].a, 0, "the GIF's backdrop is transparent")
        withExtendedLifetime(gif) {}
        for (args, needle) in [
            (["-o", "x.mp4"], "H.264 has none"),
            (["-o", "x.mp4", "--codec", "hevc"], "HEVC has none"),
            (["-o", "x.mov", "--prores-profile", "hq"], "ProRes hq has none"),
        ] {
            let d = try CLIHarness.tempDirectory("tr\(args.joined())")
            let e = try CLIHarness.run(tiny + ["--transparent"] + args, cwd: d)
            XCTAssertEqual(e.status, 64, e.stderr)
            XCTAssertEqual(e.errorLines.count, 1, e.stderr)
            XCTAssertTrue(e.stderr.contains(needle), e.stderr)
            XCTAssertEqual(CLIHarness.files(in: d), [])
        }
    }
}
