import XCTest
@testable import ClipEncode
import ClipPipeline
import ClipRaster
import ClipTestSupport

final class MP4SinkTests: XCTestCase {
    func testRoundTripCountSizeRateTagsColoursAndOrder() throws {
        let dir = try TemporaryDirectory()
        let path = dir.path + "/clip.mp4"
        let w = 64, h = 48, n = 30
        try SyntheticClip.encode(MP4Sink(path: path, options: MP4Options(crf: 18)), width: w, height: h, fps: 30, count: n)
        XCTAssertEqual(try dir.contents(), ["clip.mp4"])

        let reader = try VideoReader(path: path)
        XCTAssertEqual(reader.codecName, "h264")
        XCTAssertEqual(reader.width, w)
        XCTAssertEqual(reader.height, h)
        XCTAssertEqual(reader.framesPerSecond, 30, accuracy: 1e-9)
        XCTAssertEqual(reader.pixelFormat, "yuv420p")
        XCTAssertEqual(reader.colorPrimaries, "bt709")
        XCTAssertEqual(reader.colorTransfer, "bt709")
        XCTAssertEqual(reader.colorSpace, "bt709")
        XCTAssertEqual(reader.colorRange, "tv")
        XCTAssertEqual(reader.containerDuration, 1.0, accuracy: 0.001)

        XCTAssertEqual(try reader.countFrames(), n)
        let frames = try reader.readAllFrames()
        XCTAssertEqual(frames.count, n)
        // Stated tolerance: 12 levels per channel at region centres (H.264 crf 18, 4:2:0).
        let tolerance = 12
        let reference = Pixmap(width: w, height: h)
        for (i, frame) in frames.enumerated() {
            XCTAssertEqual(frame.time, Double(i) / 30, accuracy: 1e-6, "frame \(i) time")
            XCTAssertEqual(SyntheticClip.decodeIndex(frame.pixmap.view), i, "frame order")
            SyntheticClip.testPattern(frame: i, into: reference.view)
            var points: [(Int, Int)] = []
            for b in 0..<SyntheticClip.bars.count {
                let r = SyntheticClip.barRect(b, width: w, height: h)
                points.append(((r.x0 + r.x1) / 2, (r.y0 + r.y1) / 2))
            }
            let bx = SyntheticClip.blockX(frame: i, width: w), by = SyntheticClip.blockY(height: h)
            points.append((bx + 4, by + 4)) // the moving block
            for (x, y) in points {
                let got = frame.pixmap[x, y], want = reference[x, y]
                let d = max(abs(Int(got.r) - Int(want.r)), abs(Int(got.g) - Int(want.g)), abs(Int(got.b) - Int(want.b)))
                XCTAssertLessThanOrEqual(d, tolerance, "frame \(i) at (\(x), \(y)): got \(got), want \(want)")
                XCTAssertEqual(got.a, 255)
            }
            XCTAssertGreaterThan(ImageDiff(frame.pixmap.view, reference.view).colorPSNR, 38, "frame \(i) PSNR")
        }
    }

    func testFastStartPutsMoovBeforeMdat() throws {
        let dir = try TemporaryDirectory()
        let path = dir.path + "/fs.mp4"
        try SyntheticClip.encode(MP4Sink(path: path), width: 32, height: 32, fps: 10, count: 5)
        let boxes = try topLevelBoxes(PNGCodec.readFile(path))
        XCTAssertEqual(boxes.first, "ftyp")
        let moov = try XCTUnwrap(boxes.firstIndex(of: "moov")), mdat = try XCTUnwrap(boxes.firstIndex(of: "mdat"))
        XCTAssertLessThan(moov, mdat, "boxes: \(boxes)")
    }

    func testOddSizeIsRoundedUpToEvenWithEdgeReplication() throws {
        XCTAssertTrue(MP4Sink.adjustedSize(width: 63, height: 47) == (64, 48))
        XCTAssertTrue(MP4Sink.adjustedSize(width: 64, height: 48) == (64, 48))
        let dir = try TemporaryDirectory()
        let path = dir.path + "/odd.mp4"
        let sink = MP4Sink(path: path)
        try SyntheticClip.encode(sink, width: 63, height: 47, fps: 24, count: 4) { _, v in
            v.fill(RGBA8(20, 40, 200))
            SyntheticClip.fillRect(v, 62, 63, 0, 47, RGBA8(200, 200, 30)) // last column yellow
        }
        XCTAssertEqual(sink.encodedWidth, 64)
        XCTAssertEqual(sink.encodedHeight, 48)
        let reader = try VideoReader(path: path)
        XCTAssertEqual(reader.width, 64)
        XCTAssertEqual(reader.height, 48)
        let frames = try reader.readAllFrames()
        XCTAssertEqual(frames.count, 4)
        // The padding column replicates the yellow edge; the padding row replicates the blue row.
        let edge = frames[0].pixmap[63, 20], bottom = frames[0].pixmap[20, 47]
        XCTAssertGreaterThan(Int(edge.r), 150, "\(edge)"); XCTAssertLessThan(Int(edge.b), 90, "\(edge)")
        XCTAssertGreaterThan(Int(bottom.b), 150, "\(bottom)"); XCTAssertLessThan(Int(bottom.r), 70, "\(bottom)")
    }

    func testTinyFramesEncode() throws {
        let dir = try TemporaryDirectory()
        for (w, h) in [(1, 1), (3, 5)] {
            let path = dir.path + "/t\(w)x\(h).mp4"
            try SyntheticClip.encode(MP4Sink(path: path), width: w, height: h, fps: 30, count: 3) { i, v in
                v.fill(RGBA8(UInt8(i * 80), 0, 0))
            }
            let reader = try VideoReader(path: path)
            XCTAssertEqual(reader.width, w + (w & 1))
            XCTAssertEqual(reader.height, h + (h & 1))
            XCTAssertEqual(try reader.readAllFrames().count, 3)
        }
    }

    func testTwoEncodesAreByteIdentical() throws {
        let dir = try TemporaryDirectory()
        for name in ["a.mp4", "b.mp4"] {
            try SyntheticClip.encode(MP4Sink(path: dir.path + "/" + name), width: 64, height: 48, fps: 30, count: 12)
        }
        let a = try PNGCodec.readFile(dir.path + "/a.mp4"), b = try PNGCodec.readFile(dir.path + "/b.mp4")
        XCTAssertGreaterThan(a.count, 500)
        XCTAssertTrue(a == b, "two encodes differ (\(a.count) vs \(b.count) bytes)")
    }

    func testCancelLeavesNoFile() throws {
        let dir = try TemporaryDirectory()
        let sink = MP4Sink(path: dir.path + "/c.mp4")
        let frame = Pixmap(width: 32, height: 32)
        try sink.begin(format: FrameFormat(width: 32, height: 32, fps: 30, frameCount: 10))
        for i in 0..<3 { SyntheticClip.testPattern(frame: i, into: frame.view); try sink.consume(frame: frame.view, index: i) }
        XCTAssertEqual(try dir.contents().count, 1, "the partial file exists while encoding")
        XCTAssertTrue(try dir.contents()[0].hasPrefix(".c.mp4.partial-"))
        sink.cancel()
        XCTAssertEqual(try dir.contents(), [])
    }

    func testUnwritableDirectoryGivesClearError() throws {
        let sink = MP4Sink(path: "/nonexistent-clipgen-dir/x.mp4")
        XCTAssertThrowsError(try sink.begin(format: FrameFormat(width: 32, height: 32, fps: 30, frameCount: 1))) { error in
            XCTAssertEqual("\(error)", "/nonexistent-clipgen-dir/x.mp4: output directory /nonexistent-clipgen-dir does not exist")
        }
        // A parent that is a regular file.
        let dir0 = try TemporaryDirectory()
        let plain = dir0.path + "/plain"
        XCTAssertTrue(FileManager.default.createFile(atPath: plain, contents: Data([1])))
        XCTAssertThrowsError(try MP4Sink(path: plain + "/z.mp4").begin(format: FrameFormat(width: 32, height: 32, fps: 30, frameCount: 1)))
        { error in
            XCTAssertEqual("\(error)", "\(plain)/z.mp4: \(plain) is not a directory")
        }
        XCTAssertEqual(try dir0.contents(), ["plain"])
        // A directory we cannot write to (only meaningful when not running as root).
        let dir = try TemporaryDirectory()
        chmod(dir.path, 0o555)
        defer { chmod(dir.path, 0o755) }
        if geteuid() != 0 {
            XCTAssertThrowsError(
                try MP4Sink(path: dir.path + "/y.mp4").begin(format: FrameFormat(width: 32, height: 32, fps: 30, frameCount: 1))
            ) { error in
                XCTAssertTrue("\(error)".contains("not writable"), "\(error)")
            }
        }
    }

    func testOptionsAreValidated() {
        XCTAssertNoThrow(try MP4Options(crf: 0, preset: "ultrafast"))
        XCTAssertNoThrow(try MP4Options(crf: 51, preset: "placebo"))
        XCTAssertEqual(MP4Options.standard.crf, MP4Options.defaultCRF)
        XCTAssertThrowsError(try MP4Options(crf: 52)) { XCTAssertTrue("\($0)".contains("0...51")) }
        XCTAssertThrowsError(try MP4Options(crf: -1))
        XCTAssertThrowsError(try MP4Options(preset: "fastest")) { XCTAssertTrue("\($0)".contains("veryfast")) }
        XCTAssertThrowsError(try MP4Options(threads: 0))
    }

    func testWrongFrameSizeThrows() throws {
        let dir = try TemporaryDirectory()
        let sink = MP4Sink(path: dir.path + "/w.mp4")
        try sink.begin(format: FrameFormat(width: 32, height: 32, fps: 30, frameCount: 1))
        let frame = Pixmap(width: 16, height: 16)
        XCTAssertThrowsError(try sink.consume(frame: frame.view, index: 0))
        sink.cancel()
        XCTAssertEqual(try dir.contents(), [])
    }

    /// Top-level ISO BMFF box types in file order.
    private func topLevelBoxes(_ bytes: [UInt8]) -> [String] {
        var out: [String] = [], offset = 0
        while offset + 8 <= bytes.count {
            var size = Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            out.append(String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self))
            if size == 1, offset + 16 <= bytes.count {
                size = (8..<16).reduce(0) { $0 << 8 | Int(bytes[offset + $1]) }
            }
            if size < 8 { break }
            offset += size
        }
        return out
    }
}
