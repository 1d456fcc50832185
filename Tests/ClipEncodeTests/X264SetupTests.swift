import ClipPipeline
import ClipRaster
import ClipTestSupport
import Glibc
import XCTest

@testable import ClipEncode

/// glibc's `mallopt` (not in Swift's Glibc module), looked up at run time.
private let mallopt: @convention(c) (Int32, Int32) -> Int32 = {
    guard let f = dlsym(nil, "mallopt") else { fatalError("glibc has no mallopt") }
    return unsafeBitCast(f, to: (@convention(c) (Int32, Int32) -> Int32).self)
}()

/// `X264Setup`: the coded width, its crop, and x264's AVX-512 kernels giving the AVX2 path's bytes.
final class X264SetupTests: XCTestCase {
    func testCodedWidthIsPaddedToEightMacroblocksOnlyWhenCheap() {
        // (encoded width, coded width): padded when at most one macroblock column in 24 is added.
        let cases = [
            (750, 768), (1500, 1536), (1280, 1280), (1920, 1920), (640, 640), (3840, 3840), (128, 128),
            (1080, 1080), (720, 720), (390, 390), (64, 64), (1334, 1334), (2, 2), (3000, 3072),
        ]
        for (w, coded) in cases {
            XCTAssertEqual(X264Setup.codedWidth(encodedWidth: w), coded, "width \(w)")
        }
    }

    func testParametersCropThePaddingAndAllowAVX512OnlyAtPaddedWidths() {
        let padded = X264Setup.standard(encodedWidth: 750)
        XCTAssertEqual(padded.codedWidth, 768)
        XCTAssertEqual(padded.parameters(encodedWidth: 750)?.hasSuffix("crop-rect=0,0,18,0"), true)
        let plain = X264Setup.standard(encodedWidth: 720)
        XCTAssertEqual(plain.codedWidth, 720)
        XCTAssertFalse(plain.parameters(encodedWidth: 720)?.contains("crop-rect") ?? false)
        #if arch(x86_64)
            XCTAssertFalse(plain.asm?.contains("AVX512") ?? true, "an unpadded width must stay at AVX2 or below")
            XCTAssertEqual(padded.asm?.contains("AVX512"), X264Setup.hostHasAVX512)
        #endif
    }

    /// A padded clip decodes at its own size, its last columns intact and its frames in order.
    func testPaddedWidthIsCroppedAway() throws {
        let dir = try TemporaryDirectory()
        let path = dir.path + "/wide.mp4"
        let w = 750, h = 64, n = 8
        let sink = MP4Sink(path: path, options: try MP4Options(crf: 18))
        let edge = RGBA8(220, 30, 30)
        try SyntheticClip.encode(sink, width: w, height: h, fps: 30, count: n) { i, v in
            SyntheticClip.testPattern(frame: i, into: v)
            SyntheticClip.fillRect(v, w - 6, w, 0, h - 8, edge)
        }
        XCTAssertEqual(sink.codedWidth, 768)
        let reader = try VideoReader(path: path)
        XCTAssertEqual(reader.width, w)
        XCTAssertEqual(reader.height, h)
        let frames = try reader.readAllFrames()
        XCTAssertEqual(frames.count, n)
        for (i, f) in frames.enumerated() {
            XCTAssertEqual(f.pixmap.width, w)
            XCTAssertEqual(SyntheticClip.decodeIndex(f.pixmap.view), i, "frame order")
            // Stated tolerance: 16 levels (crf 18, 4:2:0 chroma) at the middle of the 6-column edge band.
            let p = f.pixmap.view[w - 3, h / 4]
            XCTAssertLessThanOrEqual(abs(Int(p.r) - Int(edge.r)), 16, "frame \(i) edge red")
            XCTAssertLessThanOrEqual(abs(Int(p.g) - Int(edge.g)), 16, "frame \(i) edge green")
            XCTAssertLessThanOrEqual(abs(Int(p.b) - Int(edge.b)), 16, "frame \(i) edge blue")
        }
    }

    /// At a padded width the AVX-512 kernels give the AVX2 and SSE4.2 bytes, encode after encode, whatever
    /// freed memory holds (glibc's `M_PERTURB` fills it differently for each encode). The control: at a width
    /// of 4 macroblocks AVX-512 gives other bytes (x264's `mbtree_propagate_list` reads past the row), which
    /// shows that the AVX-512 code really ran here and that this test would notice a missing pad.
    func testAVX512AtPaddedWidthGivesTheAVX2BytesEveryTime() throws {
        guard X264Setup.hostHasAVX512 else { throw XCTSkip("this CPU has no AVX-512: nothing to compare") }
        let dir = try TemporaryDirectory()
        var count = 0
        func encode(width: Int, coded: Int, asm: String, perturb: Int32 = 0) throws -> [UInt8] {
            count += 1
            let path = dir.path + "/e\(count).mp4"
            let sink = MP4Sink(path: path)
            sink.x264Setup = { _ in X264Setup(codedWidth: coded, asm: asm + ",Cache64") }
            let M_PERTURB: Int32 = -6 // <malloc.h>
            _ = mallopt(M_PERTURB, perturb)
            defer { _ = mallopt(M_PERTURB, 0) }
            try SyntheticClip.encode(sink, width: width, height: 48, fps: 30, count: 24)
            return try PNGCodec.readFile(path)
        }
        for (width, coded) in [(128, 128), (114, 128)] {
            let avx2 = try encode(width: width, coded: coded, asm: "AVX2")
            XCTAssertGreaterThan(avx2.count, 1000)
            XCTAssertTrue(try encode(width: width, coded: coded, asm: "SSE4.2") == avx2, "\(width): SSE4.2 differs from AVX2")
            for (i, perturb) in [Int32(0), 0x5a, 0xa5, 0, 0x33].enumerated() {
                let avx512 = try encode(width: width, coded: coded, asm: "AVX512", perturb: perturb)
                XCTAssertTrue(avx512 == avx2, "\(width)→\(coded), encode \(i): AVX-512 \(avx512.count) bytes, AVX2 \(avx2.count)")
            }
        }
        let avx2 = try encode(width: 64, coded: 64, asm: "AVX2")
        let avx512 = try encode(width: 64, coded: 64, asm: "AVX512")
        XCTAssertFalse(
            avx512 == avx2,
            "control: unpadded, AVX-512 gave the AVX2 bytes; if x264 has fixed mbtree_propagate_list, X264Setup can stop padding")
    }
}
