import Foundation
import XCTest
@testable import ClipEncode
import ClipPipeline
import ClipRaster

/// Every FFmpeg format written by `CodecSink`, decoded back with libavformat/libavcodec
/// (`VideoReader`): codec, frame count, size, order, PSNR against the frames given, colour tags, and
/// for the formats with alpha, alpha and colour at a half-transparent patch.
final class CodecRoundTripTests: XCTestCase {
    static let n = 6

    /// A half-transparent premultiplied patch (straight (200, 100, 0) at alpha 128) in the grey band's right end.
    static let patch = (x0: 48, x1: 64, y0: 26, y1: 36)
    static let patchColour = RGBA8(100, 50, 0, 128)

    static func draw(alpha: Bool) -> (Int, PixmapView) -> Void {
        { i, v in
            SyntheticClip.testPattern(frame: i, into: v)
            if alpha { SyntheticClip.fillRect(v, patch.x0, patch.x1, patch.y0, patch.y1, patchColour) }
        }
    }

    /// PSNR over R, G, B of two premultiplied pixmaps, in dB.
    static func psnr(_ a: PixmapView, _ b: PixmapView) -> Double {
        var se = 0.0, count = 0.0
        for y in 0..<min(a.height, b.height) {
            for x in 0..<min(a.width, b.width) {
                let p = a[x, y], q = b[x, y]
                for (u, v) in [(p.r, q.r), (p.g, q.g), (p.b, q.b)] { let d = Double(u) - Double(v); se += d * d }
                count += 3
            }
        }
        return se == 0 ? 99 : 10 * log10(255 * 255 / (se / count))
    }

    private func roundTrip(
        _ format: OutputFormat, ext: String, codec: CodecOptions = CodecOptions(), decodedCodec: String,
        pixelFormat: String?, minPSNR: Double, alpha: Bool, yuvTags: Bool, w: Int = 64, h: Int = 48, decoder: String? = nil,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let dir = try TemporaryDirectory()
        let path = dir.path + "/clip." + ext
        let sink = try format.makeSink(path: path, settings: EncoderSettings(codec: codec))
        try SyntheticClip.encode(sink, width: w, height: h, fps: 10, count: Self.n, draw: Self.draw(alpha: alpha))
        XCTAssertEqual(try dir.contents(), ["clip." + ext], "only the output", file: file, line: line)

        let frames: [Pixmap]
        if format == .webp {
            // FFmpeg 5.1's WebP decoder cannot read animated WebP (ANIM/ANMF chunks); libwebp can, through Pillow.
            let decoded = try PillowWebP.decode(path: path)
            XCTAssertEqual(decoded.width, w, file: file, line: line)
            XCTAssertEqual(decoded.height, h, file: file, line: line)
            frames = decoded.frames
        } else {
            let reader = try VideoReader(path: path, decoder: decoder)
            XCTAssertEqual(reader.codecName, decodedCodec, file: file, line: line)
            XCTAssertEqual(reader.width, w, file: file, line: line)
            XCTAssertEqual(reader.height, h, file: file, line: line)
            if let pixelFormat { XCTAssertEqual(reader.pixelFormat, pixelFormat, file: file, line: line) }
            if yuvTags {
                XCTAssertEqual(reader.colorPrimaries, "bt709", file: file, line: line)
                XCTAssertEqual(reader.colorTransfer, "bt709", file: file, line: line)
                XCTAssertEqual(reader.colorSpace, "bt709", file: file, line: line)
            }
            frames = try reader.readAllFrames().map(\.pixmap)
        }
        XCTAssertEqual(frames.count, Self.n, "frame count", file: file, line: line)
        let reference = Pixmap(width: w, height: h)
        var worst = 99.0
        for (i, frame) in frames.enumerated() {
            XCTAssertEqual(SyntheticClip.decodeIndex(frame.view), i, "frame order", file: file, line: line)
            Self.draw(alpha: alpha)(i, reference.view)
            worst = min(worst, Self.psnr(frame.view, reference.view))
            let inPatch = frame.view[(Self.patch.x0 + Self.patch.x1) / 2, (Self.patch.y0 + Self.patch.y1) / 2]
            let opaque = frame.view[4, 4]
            XCTAssertEqual(opaque.a, 255, "opaque pixel stays opaque", file: file, line: line)
            if alpha {
                XCTAssertEqual(Double(inPatch.a), 128, accuracy: 2, "alpha in the patch", file: file, line: line)
                // Premultiplied colour comes back: straight (200, 100, 0) × 128/255.
                XCTAssertEqual(Double(inPatch.r), 100, accuracy: 6, "patch red", file: file, line: line)
                XCTAssertEqual(Double(inPatch.g), 50, accuracy: 6, "patch green", file: file, line: line)
            }
        }
        XCTAssertGreaterThan(worst, minPSNR, "\(format) PSNR", file: file, line: line)
    }

    func testHEVCInMP4TaggedHvc1() throws {
        try roundTrip(
            .mp4, ext: "mp4", codec: CodecOptions(codec: .hevc, crf: 18), decodedCodec: "hevc",
            pixelFormat: "yuv420p", minPSNR: 30, alpha: false, yuvTags: true)
        let dir = try TemporaryDirectory()
        let path = dir.path + "/t.mp4"
        try SyntheticClip.encode(
            OutputFormat.mp4.makeSink(path: path, settings: EncoderSettings(codec: CodecOptions(codec: .hevc))),
            width: 32, height: 32, fps: 10, count: 2)
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        XCTAssertNotNil(bytes.firstRange(of: Array("hvc1".utf8)), "HEVC is tagged hvc1 (QuickTime and Safari need it)")
        XCTAssertNil(bytes.firstRange(of: Array("hev1".utf8)))
    }

    func testAV1InMP4AndWebM() throws {
        try roundTrip(
            .mp4, ext: "mp4", codec: CodecOptions(codec: .av1, crf: 20), decodedCodec: "av1",
            pixelFormat: "yuv420p", minPSNR: 30, alpha: false, yuvTags: true, w: 64, h: 64)
        try roundTrip(
            .webm, ext: "webm", codec: CodecOptions(codec: .av1, crf: 20), decodedCodec: "av1",
            pixelFormat: "yuv420p", minPSNR: 30, alpha: false, yuvTags: true, w: 64, h: 64)
        // SVT-AV1 refuses frames under 64 px: one line, before anything is written.
        let dir = try TemporaryDirectory()
        XCTAssertThrowsError(
            try SyntheticClip.encode(
                OutputFormat.webm.makeSink(path: dir.path + "/s.webm", settings: EncoderSettings(codec: CodecOptions(codec: .av1))),
                width: 64, height: 48, fps: 10, count: 1)
        ) { XCTAssertTrue("\($0)".contains("at least 64×64"), "\($0)") }
        XCTAssertEqual(try dir.contents(), [])
    }

    func testVP9InWebM() throws {
        try roundTrip(
            .webm, ext: "webm", codec: CodecOptions(crf: 10), decodedCodec: "vp9",
            pixelFormat: "yuv420p", minPSNR: 30, alpha: false, yuvTags: true)
    }

    /// VP9 with alpha: WebM carries the alpha plane as a second VP9 stream in each block's BlockAdditional data.
    /// FFmpeg's own VP9 decoder ignores it; libvpx-vp9 (the decoder `ffmpeg -c:v libvpx-vp9` uses) reads it.
    func testVP9WithAlphaInWebM() throws {
        try roundTrip(
            .webm, ext: "webm", codec: CodecOptions(crf: 10, transparent: true), decodedCodec: "vp9",
            pixelFormat: nil, minPSNR: 30, alpha: true, yuvTags: true, decoder: "libvpx-vp9")
    }

    func testProRes4444WithAlpha() throws {
        try roundTrip(.mov, ext: "mov", decodedCodec: "prores", pixelFormat: "yuva444p12le", minPSNR: 40, alpha: true, yuvTags: true)
    }

    func testWebPLossyAndLosslessWithAlpha() throws {
        try roundTrip(
            .webp, ext: "webp", codec: CodecOptions(lossless: true), decodedCodec: "webp", pixelFormat: nil,
            minPSNR: 60, alpha: true, yuvTags: false)
        try roundTrip(
            .webp, ext: "webp", codec: CodecOptions(quality: 90), decodedCodec: "webp", pixelFormat: nil,
            minPSNR: 25, alpha: true, yuvTags: false)
    }

    func testAPNGIsLosslessWithAlpha() throws {
        try roundTrip(.apng, ext: "png", decodedCodec: "apng", pixelFormat: "rgba", minPSNR: 98, alpha: true, yuvTags: false)
    }

    func testFlagsThatDoNotApplyAreErrors() throws {
        for (format, options, needle) in [
            (OutputFormat.webm, CodecOptions(quality: 50), "--quality does not apply to VP9"),
            (.mp4, CodecOptions(lossless: true), "--lossless does not apply to H.264"),
            (.mov, CodecOptions(crf: 20), "--crf does not apply to ProRes"),
            (.mov, CodecOptions(codec: .hevc), "--codec hevc does not apply to ProRes MOV"),
            (.webm, CodecOptions(codec: .av1, crf: 70), "--crf for AV1 must be between 0 and 63"),
            (.webp, CodecOptions(quality: 101), "--quality must be between 0 and 100"),
            (.mov, CodecOptions(proresProfile: "ultra"), "--prores-profile must be one of"),
        ] {
            XCTAssertThrowsError(try format.makeSink(path: "/tmp/never-written", settings: EncoderSettings(codec: options))) {
                XCTAssertTrue("\($0)".contains(needle), "\($0)")
            }
        }
    }
}

/// Animated WebP (and APNG) decoded by libwebp (libpng) through Debian's Pillow (`python3-pil`, installed by `make deps`),
/// as premultiplied pixmaps.
enum PillowWebP {
    static let script = """
        import sys
        from PIL import Image, ImageSequence
        im = Image.open(sys.argv[1])
        frames = [f.convert("RGBA").tobytes() for f in ImageSequence.Iterator(im)]
        sys.stdout.buffer.write(("%d %d %d\\n" % (im.size[0], im.size[1], len(frames))).encode())
        for f in frames: sys.stdout.buffer.write(f)
        """

    static func decode(path: String) throws -> (width: Int, height: Int, frames: [Pixmap]) {
        let raw = try decodeRaw(path: path)
        let frames = raw.frames.map { bytes in
            let px = Pixmap(width: raw.width, height: raw.height)
            bytes.withUnsafeBufferPointer { buf in
                for y in 0..<raw.height {
                    StraightAlpha.premultiplyRow(buf.baseAddress! + y * raw.width * 4, px.view.row(y), count: raw.width)
                }
            }
            return px
        }
        return (raw.width, raw.height, frames)
    }

    /// The straight RGBA bytes of each frame.
    static func decodeRaw(path: String) throws -> (width: Int, height: Int, frames: [[UInt8]]) {
        let python = "/usr/bin/python3"
        guard FileManager.default.isExecutableFile(atPath: python) else { throw XCTSkip("no /usr/bin/python3 to decode WebP") }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: python)
        p.arguments = ["-c", script, path]
        let out = Pipe(), err = Pipe()
        p.standardOutput = out; p.standardError = err
        try p.run()
        let data = [UInt8](out.fileHandleForReading.readDataToEndOfFile())
        p.waitUntilExit()
        if p.terminationStatus != 0 {
            let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            if message.contains("No module named") { throw XCTSkip("python3-pil is missing (make deps installs it)") }
            throw EncodeError(path: path, message: "Pillow could not decode: \(message)")
        }
        guard let nl = data.firstIndex(of: 10) else { throw EncodeError(path: path, message: "no header from Pillow") }
        let header = String(decoding: data[..<nl], as: UTF8.self).split(separator: " ").compactMap { Int($0) }
        let (w, h, n) = (header[0], header[1], header[2])
        var frames: [[UInt8]] = []
        var offset = nl + 1
        for _ in 0..<n {
            guard offset + w * h * 4 <= data.count else { throw EncodeError(path: path, message: "short data from Pillow") }
            frames.append(Array(data[offset..<(offset + w * h * 4)]))
            offset += w * h * 4
        }
        return (w, h, frames)
    }
}
