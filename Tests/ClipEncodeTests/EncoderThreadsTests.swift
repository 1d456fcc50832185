import CFFmpeg
import ClipPipeline
import Foundation
import XCTest
@testable import ClipEncode

/// Every FFmpeg encoder gets the thread policy's fixed count, through the option it reads, and the
/// opened codec context holds it; the same frames then give the same bytes.
final class EncoderThreadsTests: XCTestCase {
    /// (format, codec flags, encoder, the private option carrying the count, what it must hold).
    static let cases: [(OutputFormat, CodecOptions, String, String?, String?)] = [
        (.mp4, CodecOptions(codec: .hevc), "libx265", "x265-params", "pools=\(EncoderThreads.count)"),
        (.webm, CodecOptions(codec: .av1), "libsvtav1", "svtav1-params", "lp=\(EncoderThreads.count)"),
        (.webm, CodecOptions(codec: .vp9), "libvpx-vp9", nil, nil),
        (.mov, CodecOptions(), "prores_ks", nil, nil),
        (.webp, CodecOptions(), "libwebp_anim", nil, nil),
        (.apng, CodecOptions(), "apng", nil, nil),
    ]

    func testEveryEncoderGetsTheFixedThreadCountInItsOpenedContext() throws {
        XCTAssertEqual(EncoderThreads.count, MP4Options.defaultThreads, "the x264 count")
        for (format, options, encoder, key, needle) in Self.cases {
            let dir = try TemporaryDirectory()
            let sink = try XCTUnwrap(
                format.makeSink(path: dir.path + "/t." + format.fileExtension, settings: EncoderSettings(codec: options)) as? CodecSink)
            XCTAssertEqual(sink.profile.encoder, encoder)
            XCTAssertNil(sink.openedSettings(), "nothing is open before begin")
            try sink.begin(format: FrameFormat(width: 64, height: 64, fps: 10, frameCount: 1))
            let opened = try XCTUnwrap(sink.openedSettings())
            let single = encoder == "libwebp_anim" || encoder == "apng"
            XCTAssertEqual(opened.threads, single ? 1 : EncoderThreads.count, "\(encoder): thread_count")
            XCTAssertEqual(sink.profile.threads, opened.threads, "\(encoder): the profile's count is the context's")
            // Every private option the profile sets reads back from the opened encoder.
            for o in sink.profile.options {
                let got = try XCTUnwrap(opened.options[o.key], "\(encoder): \(o.key) reads back")
                if o.key.hasSuffix("-params") {
                    // Dictionary options read back re-serialised: compare as sets of key=value pairs.
                    func pairs(_ s: String) -> Set<String> { Set(s.split(separator: ":").map(String.init)) }
                    XCTAssertEqual(pairs(got), pairs(o.value), "\(encoder): \(o.key)")
                } else {
                    // Read back in the option's own form ("24" as "24.000000", "good" as 1000000): compare with the
                    // value set on a fresh context of the same encoder.
                    XCTAssertEqual(got, try Self.canonical(encoder, o.key, o.value), "\(encoder): \(o.key)")
                }
            }
            if let key, let needle {
                let value = try XCTUnwrap(opened.options[key], "\(encoder): \(key) is set")
                XCTAssertTrue(value.split(separator: ":").contains(Substring(needle)), "\(encoder): \(key) = \(value)")
            }
            sink.cancel()
        }
    }

    /// `value` of private option `key` as a fresh `encoder` context reads it back.
    static func canonical(_ encoder: String, _ key: String, _ value: String) throws -> String {
        let codec = try XCTUnwrap(avcodec_find_encoder_by_name(encoder))
        var c = avcodec_alloc_context3(codec)
        defer { avcodec_free_context(&c) }
        let ctx = try XCTUnwrap(c)
        XCTAssertGreaterThanOrEqual(av_opt_set(ctx.pointee.priv_data, key, value, 0), 0)
        var out: UnsafeMutablePointer<UInt8>?
        XCTAssertGreaterThanOrEqual(av_opt_get(ctx.pointee.priv_data, key, 0, &out), 0)
        defer { av_free(out) }
        return out.map { String(cString: $0) } ?? ""
    }

    /// With the fixed counts, encoding the same frames twice gives the same bytes (every FFmpeg format).
    func testSameFramesGiveTheSameBytes() throws {
        for (format, options, encoder, _, _) in Self.cases {
            var outputs: [Data] = []
            for _ in 0..<2 {
                let dir = try TemporaryDirectory()
                let path = dir.path + "/t." + format.fileExtension
                try SyntheticClip.encode(
                    format.makeSink(path: path, settings: EncoderSettings(codec: options)), width: 64, height: 64, fps: 10, count: 4)
                outputs.append(try Data(contentsOf: URL(fileURLWithPath: path)))
            }
            XCTAssertGreaterThan(outputs[0].count, 0, encoder)
            XCTAssertEqual(outputs[0], outputs[1], "\(encoder): the same frames give the same bytes")
        }
    }
}

/// A sink cancelled after `begin`, before any frame (a render that failed on its first frame), closes
/// its encoder and leaves nothing behind. SVT-AV1 used to block forever in its close when not flushed.
final class CodecSinkCancelTests: XCTestCase {
    func testCancelBeforeAnyFrameReturnsAndLeavesNothing() throws {
        for (format, options, encoder, _, _) in EncoderThreadsTests.cases {
            let dir = try TemporaryDirectory()
            let sink = try format.makeSink(path: dir.path + "/t." + format.fileExtension, settings: EncoderSettings(codec: options))
            try sink.begin(format: FrameFormat(width: 64, height: 64, fps: 10, frameCount: 3))
            sink.cancel()
            XCTAssertEqual(try dir.contents(), [], "\(encoder): nothing is left")
        }
    }
}
