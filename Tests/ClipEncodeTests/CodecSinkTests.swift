import ClipPipeline
import ClipRaster
import Foundation
import XCTest

@testable import ClipEncode

/// The one FFmpeg sink: every codec converts on the render workers, and that (with repeated frames
/// skipped) gives the bytes of converting every frame on the encoder's thread.
final class CodecSinkTests: XCTestCase {
    /// (output, codec flags): every codec each FFmpeg format takes, with and without alpha.
    static let cases: [(String, OutputFormat, CodecOptions)] = [
        ("h264.mp4", .mp4, CodecOptions()),
        ("hevc.mp4", .mp4, CodecOptions(codec: .hevc)),
        ("av1.mp4", .mp4, CodecOptions(codec: .av1)),
        ("vp9.webm", .webm, CodecOptions()),
        ("vp9-alpha.webm", .webm, CodecOptions(transparent: true)),
        ("av1.webm", .webm, CodecOptions(codec: .av1)),
        ("prores.mov", .mov, CodecOptions(transparent: true)),
        ("prores-hq.mov", .mov, CodecOptions(proresProfile: "hq")),
        ("lossy.webp", .webp, CodecOptions(transparent: true)),
        ("lossless.webp", .webp, CodecOptions(lossless: true)),
        ("a.apng", .apng, CodecOptions(transparent: true)),
    ]

    /// 67 × 65 (odd: the padded column and row; SVT-AV1 takes 64 × 64 and up), 7 frames; every third
    /// frame repeats the one before it.
    static let format = FrameFormat(width: 67, height: 65, fps: 30, frameCount: 7)
    static func repeats(_ i: Int) -> Bool { i % 3 == 2 }

    /// The test pattern of frame `i` (of `i − 1` for a repeat), with a translucent and a clear band for alpha.
    static func draw(_ i: Int, into v: PixmapView) {
        SyntheticClip.testPattern(frame: repeats(i) ? i - 1 : i, into: v)
        for y in 0..<v.height {
            let row = v.row(y)
            for x in 0..<6 { (row + x * 4).update(from: [0, 0, 0, 0], count: 4) }
            for x in 6..<12 { (row + x * 4).update(from: [40, 20, 0, 128], count: 4) }
        }
    }

    struct Source: FrameSource {
        var format: FrameFormat { CodecSinkTests.format }
        func render(frame index: Int, into target: PixmapView) throws { CodecSinkTests.draw(index, into: target) }
        func renderUnlessRepeated(frame index: Int, into target: PixmapView) throws -> Bool {
            if index > 0 && CodecSinkTests.repeats(index) { return true }
            try render(frame: index, into: target)
            return false
        }
    }

    func testEveryCodecConvertsOnTheWorkersWithTheSameBytes() throws {
        let dir = try TemporaryDirectory()
        for (name, format, codec) in Self.cases {
            let settings = EncoderSettings(codec: codec)
            // The sink's own frame loop: every frame converted on this thread.
            let direct = dir.path + "/direct-" + name
            let sink = try XCTUnwrap(try format.makeSink(path: direct, settings: settings) as? CodecSink, name)
            try sink.begin(format: Self.format)
            let frame = Pixmap(width: Self.format.width, height: Self.format.height)
            for i in 0..<Self.format.frameCount {
                Self.draw(i, into: frame.view)
                try sink.consume(frame: frame.view, index: i)
            }
            try sink.finish()
            // A session: converted on 3 workers into 4 ring slots, repeats neither rendered nor converted.
            let probe = try XCTUnwrap(try format.makeSink(path: dir.path + "/probe-" + name, settings: settings) as? CodecSink)
            try probe.begin(format: Self.format)
            XCTAssertNotNil(try probe.makeConverter(slots: 2), "\(name): converts on the render workers")
            probe.cancel()
            let session = dir.path + "/session-" + name
            let stats = try RenderSession(workers: 3, ringCapacity: 4).run(
                source: Source(), sink: try format.makeSink(path: session, settings: settings))
            XCTAssertEqual(stats.repeatedFrames, 2, name)
            let reference = try Data(contentsOf: URL(fileURLWithPath: direct))
            XCTAssertGreaterThan(reference.count, 100, name)
            XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: session)), reference, "\(name): the same bytes")
        }
    }

    /// The H.264 profile is the one `MP4Options` describe, with the x264 hook and the YUV420 converter.
    func testH264IsAProfileWithTheX264Hook() throws {
        let sink = CodecSink(path: "/tmp/unused.mp4", options: try MP4Options(crf: 23, preset: "fast", threads: 3))
        XCTAssertEqual(sink.profile.encoder, "libx264")
        XCTAssertEqual(sink.profile.conversion, .yuv420OverBlack)
        XCTAssertEqual(sink.profile.threads, 3)
        XCTAssertEqual(sink.profile.options, [.init("preset", "fast"), .init("crf", "23")])
        XCTAssertNotNil(sink.x264Setup)
        let hevc = CodecSink(path: "/tmp/unused.mp4", profile: try CodecOptions(codec: .hevc).profile(for: .hevc, muxer: "mp4"))
        XCTAssertNil(hevc.x264Setup, "only libx264 gets the x264 hook")
        XCTAssertEqual(hevc.profile.conversion, .straightSwscale)
    }
}
