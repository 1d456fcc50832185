import XCTest
@testable import ClipEncode
import ClipRaster
import ClipTestSupport

final class PNGCodecTests: XCTestCase {
    /// Every premultiplied (p, a) pair with p <= a survives encode → decode exactly.
    func testRoundTripEveryPremultipliedPairExactly() throws {
        var pairs: [(UInt8, UInt8)] = []
        for a in 0...255 { for p in 0...a { pairs.append((UInt8(p), UInt8(a))) } }
        let width = 256, height = (pairs.count + width - 1) / width
        let image = Pixmap(width: width, height: height)
        for (i, (p, a)) in pairs.enumerated() {
            image[i % width, i / width] = RGBA8(p, a - p, p / 2, a)
        }
        let decoded = try PNGCodec.decode(try PNGCodec.encode(image.view))
        XCTAssertEqual(decoded.width, width)
        XCTAssertEqual(decoded.height, height)
        let diff = ImageDiff(decoded.view, image.view)
        XCTAssertEqual(diff.maxDelta, 0, "round trip must be exact")
        XCTAssertEqual(decoded.bytes, image.bytes)
    }

    func testAlphaZeroAndOpaqueEdgeCases() throws {
        let image = Pixmap(width: 3, height: 2)
        image[0, 0] = RGBA8(0, 0, 0, 0)
        image[1, 0] = RGBA8(255, 255, 255, 255)
        image[2, 0] = RGBA8(1, 0, 1, 1) // p == a at the smallest alpha: straight 255
        image[0, 1] = RGBA8(0, 1, 0, 1)
        image[1, 1] = RGBA8(12, 200, 77, 255)
        image[2, 1] = RGBA8(127, 0, 128, 254)
        let decoded = try PNGCodec.decode(try PNGCodec.encode(image.view))
        XCTAssertEqual(decoded.bytes, image.bytes)
    }

    /// PNG stores straight alpha: a half-transparent premultiplied pixel is stored un-premultiplied
    /// (the conversion itself is `StraightAlpha`, checked in ClipRaster against its scalar twin).
    func testUnpremultiplyStoresStraightAlpha() {
        func straight(_ p: RGBA8) -> RGBA8 {
            var src = p, dst = RGBA8(0, 0, 0, 0)
            withUnsafeBytes(of: &src) { s in
                withUnsafeMutableBytes(of: &dst) { d in
                    StraightAlpha.unpremultiplyRow(
                        s.baseAddress!.assumingMemoryBound(to: UInt8.self), d.baseAddress!.assumingMemoryBound(to: UInt8.self), count: 1)
                }
            }
            return dst
        }
        XCTAssertEqual(straight(RGBA8(64, 0, 0, 128)).r, 128)
        XCTAssertEqual(straight(RGBA8(1, 0, 0, 1)).r, 255)
        XCTAssertEqual(straight(RGBA8(0, 0, 0, 0)), RGBA8(0, 0, 0, 0))
        XCTAssertEqual(straight(RGBA8(200, 10, 0, 255)), RGBA8(200, 10, 0, 255))
        let image = Pixmap(width: 1, height: 1)
        image[0, 0] = RGBA8(64, 32, 0, 128)
        let decoded = try? PNGCodec.decode(try PNGCodec.encode(image.view))
        XCTAssertEqual(decoded?[0, 0], RGBA8(64, 32, 0, 128), "straight (128, 64, 0) in the file, premultiplied again on decode")
    }

    func testWriteAndReadFileLeavesNoTemporaryFile() throws {
        let dir = try TemporaryDirectory()
        let image = Pixmap(width: 5, height: 4)
        image.view.fill(RGBA8(10, 20, 30, 255))
        image[2, 2] = RGBA8(5, 5, 5, 10)
        let path = dir.path + "/still.png"
        try PNGCodec.write(image.view, to: path)
        try PNGCodec.write(image.view, to: path) // overwrite works too
        XCTAssertEqual(try dir.contents(), ["still.png"])
        XCTAssertEqual(try PNGCodec.read(path: path).bytes, image.bytes)
    }

    func testMissingDirectoryGivesOneLineError() throws {
        let image = Pixmap(width: 2, height: 2)
        XCTAssertThrowsError(try PNGCodec.write(image.view, to: "/nonexistent-clipgen-dir/x.png")) { error in
            let text = "\(error)"
            XCTAssertTrue(text.contains("/nonexistent-clipgen-dir/x.png"), text)
            XCTAssertTrue(text.contains("does not exist"), text)
            XCTAssertFalse(text.contains("\n"))
        }
    }

    func testCorruptBytesThrow() {
        XCTAssertThrowsError(try PNGCodec.decode([0x89, 0x50, 0x4E, 0x47, 1, 2, 3]))
    }

    func testGoldenHelperComparesAgainstAbsoluteDirectory() throws {
        let dir = try TemporaryDirectory()
        let image = Pixmap(width: 6, height: 6)
        image.view.fill(RGBA8(0, 128, 0, 255))
        try PNGCodec.write(image.view, to: dir.path + "/g.png")
        assertGolden(image.view, "g", goldenDirectory: dir.path)
        // A one-pixel change within the stated tolerance also passes.
        image[1, 1] = RGBA8(0, 129, 0, 255)
        assertGolden(image.view, "g", tolerance: GoldenTolerance(maxChannelDelta: 1, maxMismatchRatio: 0), goldenDirectory: dir.path)
        let golden = try PNGCodec.read(path: dir.path + "/g.png")
        let diff = ImageDiff(image.view, golden.view)
        XCTAssertEqual(diff.mismatchCount, 1, "image \(image.bytes) golden \(golden.bytes)")
        XCTAssertEqual(diff.maxDelta, 1)
        XCTAssertFalse(diff.passes(.exact))
        XCTAssertEqual(diff.psnr, 10 * log10(255.0 * 255.0 / (1.0 / (36 * 4))), accuracy: 1e-9)
    }

    func testSplitMix64KnownSequence() {
        var rng = SplitMix64(seed: 0)
        XCTAssertEqual(rng.next(), 0xE220_A839_7B1D_CDAF)
        XCTAssertEqual(rng.next(), 0x6E78_9E6A_A1B9_65F4)
        var a = SplitMix64(seed: 42), b = SplitMix64(seed: 42)
        for _ in 0..<10 { XCTAssertEqual(a.next(upperBound: 1000), b.next(upperBound: 1000)) }
    }
}
