import XCTest
import ClipTestSupport
@testable import ClipRaster

/// `YUV420.convert` (the C rows of the running level) against its scalar twin `ReferenceYUV420`, bit for
/// bit, on seeded random images of every width 1...40 and several heights, at the even size and at
/// larger output sizes (edge repetition), plus hand-computed values.
final class YUV420DifferentialTests: XCTestCase {
    /// Planes of `width × height` with a padded stride, filled with a sentinel so unwritten bytes show.
    final class Buffers {
        let width: Int, height: Int, yStride: Int, cStride: Int
        var y: [UInt8], u: [UInt8], v: [UInt8]
        init(width: Int, height: Int) {
            self.width = width; self.height = height
            yStride = width + 5; cStride = width / 2 + 3
            y = Array(repeating: 0xA5, count: yStride * height)
            u = Array(repeating: 0xA5, count: cStride * height / 2)
            v = Array(repeating: 0xA5, count: cStride * height / 2)
        }
        func run(_ f: (YUV420.Planes) -> Void) {
            y.withUnsafeMutableBufferPointer { yp in
                u.withUnsafeMutableBufferPointer { up in
                    v.withUnsafeMutableBufferPointer { vp in
                        f(
                            YUV420.Planes(
                                y: yp.baseAddress!, yStride: yStride, u: up.baseAddress!, uStride: cStride,
                                v: vp.baseAddress!, vStride: cStride))
                    }
                }
            }
        }
    }

    func check(_ img: Pixmap, width: Int, height: Int, file: StaticString = #filePath, line: UInt = #line) {
        let got = Buffers(width: width, height: height), want = Buffers(width: width, height: height)
        got.run { YUV420.convert(img.view, into: $0, width: width, height: height) }
        want.run { ReferenceYUV420.convert(img.view, into: $0, width: width, height: height) }
        XCTAssertEqual(got.y, want.y, "Y of \(img.width)×\(img.height) → \(width)×\(height)", file: file, line: line)
        XCTAssertEqual(got.u, want.u, "U of \(img.width)×\(img.height) → \(width)×\(height)", file: file, line: line)
        XCTAssertEqual(got.v, want.v, "V of \(img.width)×\(img.height) → \(width)×\(height)", file: file, line: line)
        // Row padding is never written.
        for r in 0..<height {
            XCTAssertTrue(got.y[(r * got.yStride + width)..<((r + 1) * got.yStride)].allSatisfy { $0 == 0xA5 }, file: file, line: line)
        }
    }

    func testSIMDMatchesScalarTwinAtEveryWidth() {
        var rng = SplitMix64(seed: 0x7_09)
        for w in 1...40 {
            for h in [1, 2, 3, 6] {
                let img = Pixmap.randomPremultiplied(w, h, &rng)
                check(img, width: w + (w & 1), height: h + (h & 1))
                check(img, width: w + (w & 1) + 18, height: h + (h & 1) + 2)
            }
        }
    }

    func testKnownValues() {
        // BT.709 limited range: black → (16, 128, 128), white → (235, 128, 128), pure red → (63, 102, 240),
        // pure green → (173, 42, 26), pure blue → (32, 240, 118) (the rounded textbook values).
        let cases: [(RGBA8, UInt8, UInt8, UInt8)] = [
            (RGBA8(0, 0, 0, 255), 16, 128, 128), (RGBA8(255, 255, 255, 255), 235, 128, 128),
            (RGBA8(255, 0, 0, 255), 63, 102, 240), (RGBA8(0, 255, 0, 255), 173, 42, 26),
            (RGBA8(0, 0, 255, 255), 32, 240, 118), (RGBA8(128, 128, 128, 255), 126, 128, 128),
        ]
        for (c, y, u, v) in cases {
            let img = Pixmap(width: 20, height: 2)
            img.view.fill(c)
            let b = Buffers(width: 20, height: 2)
            b.run { YUV420.convert(img.view, into: $0, width: 20, height: 2) }
            XCTAssertEqual(b.y[0], y, "Y of \(c)"); XCTAssertEqual(b.y[19], y, "Y of \(c)")
            XCTAssertEqual(b.u[0], u, "U of \(c)"); XCTAssertEqual(b.v[9], v, "V of \(c)")
        }
    }
}
