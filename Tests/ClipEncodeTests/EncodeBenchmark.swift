import XCTest
import Foundation
import ClipEncode
import ClipPipeline
import ClipRaster

/// Encode speed for 1280×720 H.264 at the default preset. Runs only with
/// `CLIPGEN_ENCODE_BENCH=1` (use a release build: `swift test -c release -Xswiftc -enable-testing`).
final class EncodeBenchmark: XCTestCase {
    func testMP4EncodeSpeed720p() throws {
        guard ProcessInfo.processInfo.environment["CLIPGEN_ENCODE_BENCH"] == "1" else {
            throw XCTSkip("benchmark, not a test: set CLIPGEN_ENCODE_BENCH=1 with a release build")
        }
        let w = 1280, h = 720, n = 240
        let presets = (ProcessInfo.processInfo.environment["CLIPGEN_BENCH_PRESETS"] ?? MP4Options.defaultPreset).split(separator: ",").map(
            String.init)
        let frames = (0..<24).map { k -> Pixmap in
            let p = Pixmap(width: w, height: h)
            GIFTestClips.gradientOrbit(k, p.view)
            return p
        }
        let dir = NSTemporaryDirectory() + "clipgen-bench-\(getpid())"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        for preset in presets {
            for threads in [1, 2] {
                let sink = MP4Sink(path: "\(dir)/bench.mp4", options: try MP4Options(preset: preset, threads: threads))
                let start = DispatchTime.now().uptimeNanoseconds
                try sink.begin(format: FrameFormat(width: w, height: h, fps: 60, frameCount: n))
                for i in 0..<n { try sink.consume(frame: frames[i % frames.count].view, index: i) }
                try sink.finish()
                let s = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
                let size = try FileManager.default.attributesOfItem(atPath: "\(dir)/bench.mp4")[.size] as? Int ?? 0
                print(
                    String(
                        format: "BENCH mp4 1280x720 preset=%@ threads=%d: %.1f frames/s (%d frames in %.2f s, %d bytes)",
                        preset, threads, Double(n) / s, n, s, size))
            }
        }
    }
}

extension EncodeBenchmark {
    func testGIFEncodeSpeed() throws {
        guard ProcessInfo.processInfo.environment["CLIPGEN_ENCODE_BENCH"] == "1" else {
            throw XCTSkip("benchmark, not a test: set CLIPGEN_ENCODE_BENCH=1 with a release build")
        }
        for (w, h) in [(640, 360), (1280, 720)] {
            let n = 60
            let frames = (0..<n).map { k -> Pixmap in
                let p = Pixmap(width: w, height: h)
                ComparisonClips.uiShapes(k, p.view)
                return p
            }
            let path = NSTemporaryDirectory() + "clipgen-bench-\(getpid()).gif"
            defer { unlink(path) }
            let sink = GIFSink(path: path)
            let start = DispatchTime.now().uptimeNanoseconds
            try sink.begin(format: FrameFormat(width: w, height: h, fps: 30, frameCount: n))
            for (i, f) in frames.enumerated() { try sink.consume(frame: f.view, index: i) }
            let consumed = DispatchTime.now().uptimeNanoseconds
            try sink.finish()
            let end = DispatchTime.now().uptimeNanoseconds
            let size = try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int ?? 0
            print(
                String(
                    format: "BENCH gif %dx%d ui-shapes: %.1f frames/s overall (consume %.2f s, finish %.2f s, %d bytes)",
                    w, h, Double(n) / (Double(end - start) / 1e9), Double(consumed - start) / 1e9, Double(end - consumed) / 1e9, size))
        }
    }
}

import CFFmpeg
extension EncodeBenchmark {
    func testSwscaleSpeed720p() throws {
        guard ProcessInfo.processInfo.environment["CLIPGEN_ENCODE_BENCH"] == "1" else {
            throw XCTSkip("benchmark, not a test: set CLIPGEN_ENCODE_BENCH=1 with a release build")
        }
        let w: Int32 = 1280, h: Int32 = 720
        let src = Pixmap(width: Int(w), height: Int(h))
        GIFTestClips.gradientOrbit(3, src.view)
        for (name, flags) in [
            ("area+accurate+bitexact", SWS_AREA | SWS_ACCURATE_RND | SWS_BITEXACT), ("area+accurate", SWS_AREA | SWS_ACCURATE_RND),
            ("area", SWS_AREA), ("bilinear+bitexact+accurate", SWS_BILINEAR | SWS_ACCURATE_RND | SWS_BITEXACT),
        ] {
            let ctx = sws_getContext(w, h, AV_PIX_FMT_RGB0, w, h, AV_PIX_FMT_YUV420P, Int32(flags), nil, nil, nil)!
            let bt709 = sws_getCoefficients(SWS_CS_ITU709)
            _ = sws_setColorspaceDetails(ctx, bt709, 1, bt709, 0, 0, 1 << 16, 1 << 16)
            let f = av_frame_alloc()!
            f.pointee.format = AV_PIX_FMT_YUV420P.rawValue; f.pointee.width = w; f.pointee.height = h
            av_frame_get_buffer(f, 0)
            var srcPlanes: [UnsafePointer<UInt8>?] = [UnsafePointer(src.data), nil, nil, nil]
            var srcStrides: [Int32] = [w * 4, 0, 0, 0]
            var dstPlanes: [UnsafeMutablePointer<UInt8>?] = [f.pointee.data.0, f.pointee.data.1, f.pointee.data.2, nil]
            var dstStrides: [Int32] = [f.pointee.linesize.0, f.pointee.linesize.1, f.pointee.linesize.2, 0]
            let start = DispatchTime.now().uptimeNanoseconds
            for _ in 0..<50 { sws_scale(ctx, &srcPlanes, &srcStrides, 0, h, &dstPlanes, &dstStrides) }
            let ms = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6 / 50
            print(String(format: "BENCH sws %@: %.2f ms/frame", name, ms))
            var ff: UnsafeMutablePointer<AVFrame>? = f; av_frame_free(&ff); sws_freeContext(ctx)
        }
    }
}
