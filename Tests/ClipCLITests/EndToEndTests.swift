import ClipEncode
import ClipRaster
import Foundation
import XCTest

/// Renders the test card through the whole pipeline (CLI → scene → ring → encoder → file), decodes
/// the file with libavformat/libavcodec and checks what a viewer would see.
final class EndToEndTests: XCTestCase {
    /// Reads the test card's 16-bit frame strip (cells at x = 320 + 20 i pt, y = 320…350 pt).
    func stripValue(_ p: Pixmap, scale: Double) -> Int {
        var v = 0
        for i in 0..<16 {
            let px = p[Int((330 + 20 * Double(i)) * scale), Int(335 * scale)]
            let luma = (Int(px.r) + Int(px.g) + Int(px.b)) / 3
            v = v << 1 | (luma > 128 ? 1 : 0)
        }
        return v
    }

    /// The 75 % bars at y = 75 pt: grey, yellow, cyan, green, magenta, red, blue.
    let bars: [(Int, Int, Int)] = [(191, 191, 191), (191, 191, 0), (0, 191, 191), (0, 191, 0), (191, 0, 191), (191, 0, 0), (0, 0, 191)]

    func checkBars(_ p: Pixmap, scale: Double, tolerance: Int, frame: Int, file: StaticString = #filePath, line: UInt = #line) {
        for (i, c) in bars.enumerated() {
            let px = p[Int((Double(i) + 0.5) * 640 / 7 * scale), Int(75 * scale)]
            let d = max(abs(Int(px.r) - c.0), abs(Int(px.g) - c.1), abs(Int(px.b) - c.2))
            XCTAssertLessThanOrEqual(d, tolerance, "bar \(i) of frame \(frame): \(px) vs \(c)", file: file, line: line)
        }
    }

    /// Renders 1 s of the test card at scale 0.5 through the CLI and decodes it back: size, frame
    /// count, every frame's own index (order, no drops or duplicates), its time, and the colour bars.
    func roundTrip(format: String, fps: Int, codec: String, timeAccuracy: Double, barTolerance: Int) throws -> VideoReader {
        let dir = try CLIHarness.tempDirectory("roundtrip-\(format)")
        let r = try CLIHarness.run(
            [
                "test-card", "--\(format)", "--fps", String(fps), "--duration", "1", "--scale", "0.5",
                "-o", "c.\(format)", "--quiet",
            ], cwd: dir)
        XCTAssertEqual(r.status, 0, r.stderr)
        let reader = try VideoReader(path: dir.appendingPathComponent("c.\(format)").path)
        XCTAssertEqual(reader.codecName, codec)
        XCTAssertEqual(reader.width, 320)
        XCTAssertEqual(reader.height, 180)
        let frames = try reader.readAllFrames()
        XCTAssertEqual(frames.count, fps)
        for (i, f) in frames.enumerated() {
            XCTAssertEqual(stripValue(f.pixmap, scale: 0.5), i, "\(format) frame \(i) carries its own index")
            XCTAssertEqual(f.time, Double(i) / Double(fps), accuracy: timeAccuracy, "\(format) frame \(i) time")
            checkBars(f.pixmap, scale: 0.5, tolerance: barTolerance, frame: i)
        }
        return reader
    }

    func testMP4RoundTrip() throws {
        // Lossy H.264 at crf 20 with 4:2:0 chroma: ±8 per channel inside flat bars.
        let reader = try roundTrip(format: "mp4", fps: 30, codec: "h264", timeAccuracy: 0.002, barTolerance: 8)
        XCTAssertEqual(reader.frameRate.num, 30 * reader.frameRate.den)
        XCTAssertEqual(reader.pixelFormat, "yuv420p")
        XCTAssertEqual(reader.colorSpace, "bt709")
        XCTAssertEqual(reader.colorPrimaries, "bt709")
        XCTAssertEqual(reader.colorTransfer, "bt709")
        XCTAssertEqual(reader.colorRange, "tv")
    }

    func testGIFRoundTrip() throws {
        // 25 fps = 4 cs per frame exactly; palette quantisation + dither: ±16 per channel on flat bars.
        _ = try roundTrip(format: "gif", fps: 25, codec: "gif", timeAccuracy: 0.011, barTolerance: 16)
    }

    func testSameCommandWritesIdenticalBytes() throws {
        for (args, name) in [
            (["test-card", "--mp4", "--duration", "0.5", "--scale", "0.5"], "out.mp4"),
            (["test-card", "--gif", "--duration", "0.5", "--scale", "0.5"], "out.gif"),
            (["still", "test-card", "--at", "1.25", "--scale", "0.5"], "out.png"),
        ] {
            var outputs: [Data] = []
            for run in 0..<2 {
                let dir = try CLIHarness.tempDirectory("det\(run)\(args.joined())")
                let r = try CLIHarness.run(args + ["-o", name], cwd: dir)
                XCTAssertEqual(r.status, 0, r.stderr)
                outputs.append(try Data(contentsOf: dir.appendingPathComponent(name)))
            }
            XCTAssertGreaterThan(outputs[0].count, 100)
            XCTAssertEqual(outputs[0], outputs[1], "\(args) must write byte-identical files")
        }
    }
}
