import CFFmpeg
import ClipPipeline
import ClipRaster
import ClipTestSupport
import Foundation
import XCTest
@testable import ClipEncode

/// ClipRaster's `YUV420` against swscale (the converter MP4Sink used before: RGB0 → yuv420p, area
/// chroma, accurate rounding, BT.709 limited range), and the MP4 bytes from worker-side conversion.
final class YUVConversionTests: XCTestCase {
    /// Planes from swscale with the old MP4Sink settings.
    func swscale(_ img: Pixmap) throws -> (y: [UInt8], u: [UInt8], v: [UInt8]) {
        let w = img.width, h = img.height
        let s = try XCTUnwrap(
            sws_getContext(
                Int32(w), Int32(h), AV_PIX_FMT_RGB0, Int32(w), Int32(h), AV_PIX_FMT_YUV420P,
                Int32(SWS_AREA | SWS_ACCURATE_RND | SWS_BITEXACT), nil, nil, nil))
        defer { sws_freeContext(s) }
        let bt709 = sws_getCoefficients(SWS_CS_ITU709)
        XCTAssertGreaterThanOrEqual(sws_setColorspaceDetails(s, bt709, 1, bt709, 0, 0, 1 << 16, 1 << 16), 0)
        var y = [UInt8](repeating: 0, count: w * h), u = [UInt8](repeating: 0, count: w * h / 4), v = u
        y.withUnsafeMutableBufferPointer { yp in
            u.withUnsafeMutableBufferPointer { up in
                v.withUnsafeMutableBufferPointer { vp in
                    var src: [UnsafePointer<UInt8>?] = [UnsafePointer(img.view.base), nil, nil, nil]
                    var srcStride: [Int32] = [Int32(img.view.stride), 0, 0, 0]
                    var dst: [UnsafeMutablePointer<UInt8>?] = [yp.baseAddress, up.baseAddress, vp.baseAddress, nil]
                    var dstStride: [Int32] = [Int32(w), Int32(w / 2), Int32(w / 2), 0]
                    XCTAssertEqual(sws_scale(s, &src, &srcStride, 0, Int32(h), &dst, &dstStride), Int32(h))
                }
            }
        }
        return (y, u, v)
    }

    func ours(_ img: Pixmap) -> (y: [UInt8], u: [UInt8], v: [UInt8]) {
        let w = img.width, h = img.height
        var y = [UInt8](repeating: 0, count: w * h), u = [UInt8](repeating: 0, count: w * h / 4), v = u
        y.withUnsafeMutableBufferPointer { yp in
            u.withUnsafeMutableBufferPointer { up in
                v.withUnsafeMutableBufferPointer { vp in
                    YUV420.convert(
                        img.view,
                        into: YUV420.Planes(
                            y: yp.baseAddress!, yStride: w, u: up.baseAddress!, uStride: w / 2,
                            v: vp.baseAddress!, vStride: w / 2), width: w, height: h)
                }
            }
        }
        return (y, u, v)
    }

    func maxDiff(_ a: [UInt8], _ b: [UInt8]) -> Int { zip(a, b).map { abs(Int($0) - Int($1)) }.max() ?? 0 }

    func testWithinOneLevelOfSwscale() throws {
        var rng = SplitMix64(seed: 0x709)
        let w = 96, h = 64
        let noise = Pixmap(width: w, height: h), ramps = Pixmap(width: w, height: h), flat = Pixmap(width: w, height: h)
        for y in 0..<h {
            for x in 0..<w {
                noise[x, y] = RGBA8(
                    UInt8(rng.next(upperBound: 256)), UInt8(rng.next(upperBound: 256)), UInt8(rng.next(upperBound: 256)), 255)
                ramps[x, y] = RGBA8(UInt8(x * 255 / (w - 1)), UInt8(y * 255 / (h - 1)), UInt8((x * 7 + y * 3) & 255), 255)
            }
        }
        var worst = (0, 0, 0)
        for (name, img) in [("noise", noise), ("ramps", ramps), ("flat", flat)] {
            for c in [
                RGBA8(0, 0, 0, 255), RGBA8(255, 255, 255, 255), RGBA8(255, 0, 0, 255), RGBA8(0, 255, 0, 255),
                RGBA8(0, 0, 255, 255), RGBA8(17, 130, 201, 255),
            ] where name == "flat" {
                img.view.fill(c)
                let a = try swscale(img), b = ours(img)
                XCTAssertLessThanOrEqual(max(maxDiff(a.y, b.y), maxDiff(a.u, b.u), maxDiff(a.v, b.v)), 1, "flat \(c)")
            }
            let a = try swscale(img), b = ours(img)
            let d = (maxDiff(a.y, b.y), maxDiff(a.u, b.u), maxDiff(a.v, b.v))
            XCTAssertLessThanOrEqual(d.0, 1, "\(name) Y"); XCTAssertLessThanOrEqual(d.1, 1, "\(name) U")
            XCTAssertLessThanOrEqual(d.2, 1, "\(name) V")
            worst = (max(worst.0, d.0), max(worst.1, d.1), max(worst.2, d.2))
        }
        print("YUV420 vs swscale: max difference Y \(worst.0), U \(worst.1), V \(worst.2) levels")
    }

    /// Frames converted on the render workers (one YUV frame per ring slot) give the same MP4 bytes
    /// as frames converted on the encode thread, and the same bytes run after run.
    func testWorkerConversionGivesTheSameBytes() throws {
        let dir = try TemporaryDirectory()
        let w = 66, h = 47, n = 24 // odd height: the padded row
        struct Source: FrameSource {
            let format: FrameFormat
            func render(frame index: Int, into target: PixmapView) throws { SyntheticClip.testPattern(frame: index, into: target) }
        }
        let format = FrameFormat(width: w, height: h, fps: 30, frameCount: n)
        let direct = dir.path + "/direct.mp4"
        try SyntheticClip.encode(MP4Sink(path: direct), width: w, height: h, fps: 30, count: n)
        var outputs: [Data] = []
        for run in 0..<2 {
            let path = dir.path + "/workers-\(run).mp4"
            _ = try RenderSession(workers: 3, ringCapacity: 4).run(source: Source(format: format), sink: MP4Sink(path: path))
            outputs.append(try Data(contentsOf: URL(fileURLWithPath: path)))
        }
        let reference = try Data(contentsOf: URL(fileURLWithPath: direct))
        XCTAssertGreaterThan(reference.count, 500)
        XCTAssertEqual(outputs[0], reference)
        XCTAssertEqual(outputs[1], reference)
    }
}
