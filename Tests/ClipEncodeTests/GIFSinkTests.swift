import XCTest
@testable import ClipEncode
import ClipPipeline
import ClipRaster
import ClipTestSupport

final class GIFSinkTests: XCTestCase {
    func testRoundTripCountSizeColoursOrderAndDuration() throws {
        let dir = try TemporaryDirectory()
        let path = dir.path + "/clip.gif"
        let w = 64, h = 48, n = 20, fps = 20
        let sink = GIFSink(path: path)
        try SyntheticClip.encode(sink, width: w, height: h, fps: fps, count: n)
        XCTAssertEqual(try dir.contents(), ["clip.gif"])
        XCTAssertEqual(sink.framesWritten, n)

        let reader = try VideoReader(path: path)
        XCTAssertEqual(reader.codecName, "gif")
        XCTAssertEqual(reader.width, w)
        XCTAssertEqual(reader.height, h)
        XCTAssertEqual(try reader.countFrames(), n)
        let frames = try reader.readAllFrames()
        XCTAssertEqual(frames.count, n)
        XCTAssertEqual(try reader.readAllFrames().count, n, "a second pass reads everything again")
        let reference = Pixmap(width: w, height: h)
        // Stated tolerance: flat test colours are in the palette exactly; the ordered dither
        // (amplitude 3) may move a pixel to a neighbouring palette colour, so allow 4 levels.
        for (i, frame) in frames.enumerated() {
            XCTAssertEqual(frame.time, Double(i) / Double(fps), accuracy: 0.0051, "frame \(i) time")
            XCTAssertEqual(SyntheticClip.decodeIndex(frame.pixmap.view), i, "frame order")
            SyntheticClip.testPattern(frame: i, into: reference.view)
            let diff = ImageDiff(frame.pixmap.view, reference.view, channelThreshold: 4)
            XCTAssertEqual(diff.mismatchCount, 0, "frame \(i): max delta \(diff.maxDelta)")
        }
        let last = try XCTUnwrap(frames.last)
        XCTAssertEqual(last.time + last.duration, Double(n) / Double(fps), accuracy: 1e-9, "total duration")
    }

    /// Delays are whole centiseconds: at 30 fps they alternate 3/3/4 and add up to the exact total.
    func testDelaysAccumulateWithoutDrift() throws {
        let timing = GIFTiming(fps: 30, frameCount: 30)
        let delays = (0..<30).map { timing.start($0 + 1) - timing.start($0) }
        XCTAssertEqual(delays.reduce(0, +), 100)
        XCTAssertEqual(Set(delays), [3, 4])
        // At 60 fps frames closer than 2 cs are skipped, and the duration still adds up.
        let dir = try TemporaryDirectory()
        let path = dir.path + "/sixty.gif"
        let sink = GIFSink(path: path)
        try SyntheticClip.encode(sink, width: 48, height: 40, fps: 60, count: 30)
        XCTAssertEqual(sink.framesWritten, 20)
        let frames = try VideoReader(path: path).readAllFrames()
        XCTAssertEqual(frames.count, 20)
        let durations = frames.map { ($0.duration * 100).rounded() }
        XCTAssertTrue(durations.allSatisfy { $0 >= 2 }, "\(durations)")
        XCTAssertEqual(durations.reduce(0, +), 50)
    }

    func testUnchangedFramesExtendThePreviousDelay() throws {
        let dir = try TemporaryDirectory()
        let path = dir.path + "/still.gif"
        let sink = GIFSink(path: path)
        // Frames 0-4 identical, 5-9 identical: two GIF frames of 50 cs each at 10 fps.
        try SyntheticClip.encode(sink, width: 32, height: 32, fps: 10, count: 10) { i, v in
            v.fill(i < 5 ? RGBA8(200, 30, 30) : RGBA8(30, 30, 200))
        }
        let frames = try VideoReader(path: path).readAllFrames()
        XCTAssertEqual(frames.count, 2)
        XCTAssertEqual(frames.map(\.duration), [0.5, 0.5])
        XCTAssertEqual(frames[1].pixmap[10, 10], RGBA8(30, 30, 200))
    }

    func testTwoEncodesAreByteIdentical() throws {
        let dir = try TemporaryDirectory()
        for name in ["a.gif", "b.gif"] {
            try SyntheticClip.encode(
                GIFSink(path: dir.path + "/" + name), width: 64, height: 48, fps: 25, count: 10,
                draw: GIFTestClips.gradientOrbit)
        }
        let a = try PNGCodec.readFile(dir.path + "/a.gif"), b = try PNGCodec.readFile(dir.path + "/b.gif")
        XCTAssertGreaterThan(a.count, 1000)
        XCTAssertTrue(a == b, "two encodes differ (\(a.count) vs \(b.count) bytes)")
    }

    func testGradientClipQuality() throws {
        let dir = try TemporaryDirectory()
        let path = dir.path + "/g.gif"
        let w = 64, h = 48, n = 8
        try SyntheticClip.encode(GIFSink(path: path), width: w, height: h, fps: 25, count: n, draw: GIFTestClips.gradientOrbit)
        let frames = try VideoReader(path: path).readAllFrames()
        XCTAssertEqual(frames.count, n)
        let reference = Pixmap(width: w, height: h)
        for (i, f) in frames.enumerated() {
            GIFTestClips.gradientOrbit(i, reference.view)
            XCTAssertGreaterThan(ImageDiff(f.pixmap.view, reference.view).colorPSNR, 33, "frame \(i)")
        }
    }

    func testCancelLeavesNoFile() throws {
        let dir = try TemporaryDirectory()
        let sink = GIFSink(path: dir.path + "/c.gif")
        let frame = Pixmap(width: 32, height: 32)
        try sink.begin(format: FrameFormat(width: 32, height: 32, fps: 30, frameCount: 10))
        for i in 0..<3 { SyntheticClip.testPattern(frame: i, into: frame.view); try sink.consume(frame: frame.view, index: i) }
        sink.cancel()
        XCTAssertEqual(try dir.contents(), [])
    }

    func testFinishLeavesOnlyTheOutput() throws {
        let dir = try TemporaryDirectory()
        try SyntheticClip.encode(GIFSink(path: dir.path + "/o.gif"), width: 32, height: 32, fps: 30, count: 3)
        XCTAssertEqual(try dir.contents(), ["o.gif"])
    }

    func testMissingDirectoryGivesClearError() {
        let sink = GIFSink(path: "/nonexistent-clipgen-dir/x.gif")
        XCTAssertThrowsError(try sink.begin(format: FrameFormat(width: 32, height: 32, fps: 30, frameCount: 1))) { error in
            XCTAssertEqual("\(error)", "/nonexistent-clipgen-dir/x.gif: output directory /nonexistent-clipgen-dir does not exist")
        }
    }

    func testOptionsAreValidated() {
        XCTAssertEqual(GIFOptions.standard.maxColors, 255)
        XCTAssertThrowsError(try GIFOptions(maxColors: 256))
        XCTAssertThrowsError(try GIFOptions(maxColors: 1))
        XCTAssertThrowsError(try GIFOptions(ditherAmplitude: -1))
    }

    /// The LZW stream decodes back to the input (checked through libavcodec's GIF decoder on
    /// a noisy single frame that fills the 4096-entry table several times).
    func testLZWSurvivesTableResets() throws {
        let dir = try TemporaryDirectory()
        let path = dir.path + "/noise.gif"
        var rng = SplitMix64(seed: 99)
        let w = 200, h = 120
        let image = Pixmap(width: w, height: h)
        for y in 0..<h {
            for x in 0..<w {
                let v = rng.next(upperBound: 4)
                image[x, y] = [RGBA8(255, 0, 0), RGBA8(0, 255, 0), RGBA8(0, 0, 255), RGBA8(255, 255, 255)][v]
            }
        }
        try SyntheticClip.encode(GIFSink(path: path, options: GIFOptions(ditherAmplitude: 0)), width: w, height: h, fps: 10, count: 1) {
            _, v in
            v.copy(from: image.view)
        }
        let frames = try VideoReader(path: path).readAllFrames()
        XCTAssertEqual(frames.count, 1)
        XCTAssertEqual(frames[0].pixmap.bytes, image.bytes)
    }

    func testPaletteBuilderKeepsFewColoursExactly() {
        var h = ColorHistogram()
        h.add(0x0000FF, weight: 10); h.add(0x00FF00, weight: 5); h.add(0x123456, weight: 1)
        let palette = PaletteBuilder.build(h.samples(), maxColors: 255)
        XCTAssertEqual(Set(palette), [PaletteColor(255, 0, 0), PaletteColor(0, 255, 0), PaletteColor(0x56, 0x34, 0x12)])
    }

    func testPaletteMapperMatchesBruteForce() {
        var rng = SplitMix64(seed: 5)
        let palette = (0..<200).map { _ in PaletteColor(rng.nextByte(), rng.nextByte(), rng.nextByte()) }
        var mapper = PaletteMapper(palette: palette)
        for _ in 0..<1000 {
            let r = Int32(rng.nextByte()), g = Int32(rng.nextByte()), b = Int32(rng.nextByte())
            let got = Int(mapper.nearest(r, g, b))
            let best = (0..<palette.count).map { mapper.distance($0, r, g, b) }.min()!
            XCTAssertEqual(mapper.distance(got, r, g, b), best)
        }
    }
}

/// Synthetic animated clips with gradients and moving shapes for GIF tests and the comparison harness.
enum GIFTestClips {
    /// A static diagonal gradient background with a soft-edged disc orbiting over it and a
    /// colour-cycling bar.
    static func gradientOrbit(_ i: Int, _ v: PixmapView) {
        let w = Double(v.width), h = Double(v.height)
        let t = Double(i) * 0.15
        let cx = w * (0.5 + 0.3 * cos(t)), cy = h * (0.5 + 0.3 * sin(t)), radius = min(w, h) * 0.18
        for y in 0..<v.height {
            for x in 0..<v.width {
                let fx = Double(x) / w, fy = Double(y) / h
                var r = 30 + 180 * fx, g = 60 + 120 * fy, b = 200 - 150 * fx * fy
                let d = ((Double(x) + 0.5 - cx) * (Double(x) + 0.5 - cx) + (Double(y) + 0.5 - cy) * (Double(y) + 0.5 - cy)).squareRoot()
                let cover = max(0, min(1, radius - d + 0.5))
                let shade = 1 - d / radius * 0.4
                r = r * (1 - cover) + 250 * shade * cover
                g = g * (1 - cover) + 200 * shade * cover
                b = b * (1 - cover) + 40 * shade * cover
                v[x, y] = RGBA8(UInt8(r.rounded()), UInt8(g.rounded()), UInt8(max(0, b).rounded()))
            }
        }
        let barY = v.height - max(3, v.height / 10)
        let hue = Double(i % 24) / 24
        let bar = RGBA8(
            UInt8(127 + 120 * cos(2 * .pi * hue)), UInt8(127 + 120 * cos(2 * .pi * (hue - 1.0 / 3))),
            UInt8(127 + 120 * cos(2 * .pi * (hue - 2.0 / 3))))
        SyntheticClip.fillRect(v, 0, v.width * (i % 10 + 1) / 10, barY, v.height, bar)
    }
}

final class PackBits24Tests: XCTestCase {
    func testRoundTripRunsLiteralsAndLimits() {
        var rng = SplitMix64(seed: 11)
        var cases: [[UInt32]] = [[], [7], [1, 1], [1, 2], Array(repeating: 5, count: 300), (0..<300).map { UInt32($0) }]
        for _ in 0..<50 {
            let n = rng.next(upperBound: 600)
            cases.append((0..<n).map { _ in UInt32(rng.next(upperBound: 3)) * 0x10203 }) // many short runs
        }
        for pixels in cases {
            var bytes: [UInt8] = []
            pixels.withUnsafeBufferPointer { PackBits24.encode($0, into: &bytes) }
            var out = [UInt32](repeating: 0xFFFF_FFFF, count: pixels.count)
            var offset = 0
            let ok = bytes.withUnsafeBufferPointer { b in
                out.withUnsafeMutableBufferPointer { PackBits24.decode(b, offset: &offset, count: pixels.count, into: $0) }
            }
            XCTAssertTrue(ok)
            XCTAssertEqual(offset, bytes.count)
            XCTAssertEqual(out, pixels)
            XCTAssertLessThanOrEqual(bytes.count, pixels.count * 3 + (pixels.count + 127) / 128)
        }
        // A flat rectangle codes to a few bytes.
        var flat: [UInt8] = []
        Array(repeating: UInt32(0x123456), count: 1000).withUnsafeBufferPointer { PackBits24.encode($0, into: &flat) }
        XCTAssertLessThanOrEqual(flat.count, 32)
    }
}

final class GIFTemporalToleranceTests: XCTestCase {
    /// A slow fade of 1 level per frame: with the tolerance the screen is updated only when the
    /// error would exceed it; without it, every frame changes. Either way the error stays bounded.
    func testToleranceBoundsErrorAndSkipsTinyChanges() throws {
        let dir = try TemporaryDirectory()
        var sizes: [Int] = []
        for tolerance in [0, 27] {
            let path = dir.path + "/fade\(tolerance).gif"
            let draw: (Int, PixmapView) -> Void = { i, v in v.fill(RGBA8(UInt8(100 + i), 80, 60)) }
            let sink = GIFSink(path: path, options: try GIFOptions(ditherAmplitude: 0, temporalTolerance: tolerance))
            try SyntheticClip.encode(sink, width: 16, height: 16, fps: 10, count: 12, draw: draw)
            let frames = try VideoReader(path: path).readAllFrames()
            sizes.append(frames.count)
            let reference = Pixmap(width: 16, height: 16)
            for i in 0..<12 {
                let shown = try XCTUnwrap(frames.last { $0.time <= Double(i) / 10 + 0.001 })
                draw(i, reference.view)
                XCTAssertLessThanOrEqual(ImageDiff(shown.pixmap.view, reference.view).maxDelta, tolerance == 0 ? 0 : 5, "frame \(i)")
            }
        }
        XCTAssertEqual(sizes[0], 12)
        XCTAssertLessThan(sizes[1], 12)
    }
}
