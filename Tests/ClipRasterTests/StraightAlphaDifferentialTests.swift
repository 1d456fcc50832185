import ClipTestSupport
import XCTest
@testable import ClipRaster

/// `StraightAlpha`'s lane kernels against their scalar twins (`ReferenceStraightAlpha`), bit for bit:
/// every (channel, alpha) pair, every row length 0...40 (full lanes and tails), in place and not, and
/// the 2×2 bleed on seeded random images of every size up to 41 × 5 (odd edges included).
final class StraightAlphaDifferentialTests: XCTestCase {
    /// Every (c, a) pair, each pair once as each channel, in rows of 37 pixels (lanes and a tail).
    func everyPair() -> [RGBA8] {
        var px: [RGBA8] = []
        for a in 0...255 {
            for c in 0...255 {
                let u = UInt8(c), v = UInt8(255 - c), w = UInt8((c * 7) & 255)
                px.append(RGBA8(u, v, w, UInt8(a)))
            }
        }
        return px
    }

    func run(_ pixels: [RGBA8], width: Int, inPlace: Bool, _ op: (UnsafePointer<UInt8>, UnsafeMutablePointer<UInt8>, Int) -> Void)
        -> [RGBA8]
    {
        var src = pixels, out = [RGBA8](repeating: RGBA8(1, 2, 3, 4), count: pixels.count)
        var i = 0
        while i < pixels.count {
            let n = min(width, pixels.count - i)
            src.withUnsafeMutableBytes { s in
                out.withUnsafeMutableBytes { d in
                    let sp = s.baseAddress!.assumingMemoryBound(to: UInt8.self) + i * 4
                    let dp = inPlace ? sp : d.baseAddress!.assumingMemoryBound(to: UInt8.self) + i * 4
                    op(UnsafePointer(sp), dp, n)
                }
            }
            i += max(1, n)
        }
        return inPlace ? src : out
    }

    func testUnpremultiplyEveryPair() {
        let pixels = everyPair()
        let want = pixels.map(ReferenceStraightAlpha.unpremultiply)
        for (width, inPlace) in [(37, false), (8, true), (1, false), (256, false)] {
            let got = run(pixels, width: width, inPlace: inPlace) { StraightAlpha.unpremultiplyRow($0, $1, count: $2) }
            let bad = zip(pixels.indices, zip(got, want)).first { $1.0 != $1.1 }
            XCTAssertNil(bad, "unpremultiply rows of \(width): \(bad.map { "\(pixels[$0.0]) → \($0.1.0), want \($0.1.1)" } ?? "")")
        }
        // Spot values from the formula.
        XCTAssertEqual(ReferenceStraightAlpha.unpremultiply(RGBA8(64, 0, 0, 128)).r, 128)
        XCTAssertEqual(ReferenceStraightAlpha.unpremultiply(RGBA8(1, 0, 0, 1)).r, 255)
        XCTAssertEqual(ReferenceStraightAlpha.unpremultiply(RGBA8(9, 9, 9, 0)), RGBA8(0, 0, 0, 0))
    }

    func testPremultiplyEveryPair() {
        let pixels = everyPair()
        let want = pixels.map(ReferenceStraightAlpha.premultiply)
        for (width, inPlace) in [(37, false), (8, true), (3, false)] {
            let got = run(pixels, width: width, inPlace: inPlace) { StraightAlpha.premultiplyRow($0, $1, count: $2) }
            let bad = zip(pixels.indices, zip(got, want)).first { $1.0 != $1.1 }
            XCTAssertNil(bad, "premultiply rows of \(width): \(bad.map { "\(pixels[$0.0]) → \($0.1.0), want \($0.1.1)" } ?? "")")
        }
        // round(s · a / 255) for every pair.
        for s in 0...255 {
            for a in 0...255 {
                let want = UInt8((Double(s * a) / 255).rounded())
                XCTAssertEqual(ReferenceStraightAlpha.premultiply(RGBA8(UInt8(s), 0, 0, UInt8(a))).r, want, "s=\(s) a=\(a)")
            }
        }
    }

    func testRowLengthsZeroToForty() {
        var rng = SplitMix64(seed: 0x5A1)
        for n in 0...40 {
            let pixels = (0..<n).map { _ in
                RGBA8(
                    UInt8(rng.next(upperBound: 256)), UInt8(rng.next(upperBound: 256)), UInt8(rng.next(upperBound: 256)),
                    [0, 255, UInt8(rng.next(upperBound: 256))][rng.next(upperBound: 3)])
            }
            // Guard pixels after the row must not be written.
            let guardPixel = RGBA8(7, 7, 7, 7)
            var out = [RGBA8](repeating: guardPixel, count: n + 8)
            pixels.withUnsafeBytes { s in
                out.withUnsafeMutableBytes { d in
                    StraightAlpha.unpremultiplyRow(
                        s.baseAddress?.assumingMemoryBound(to: UInt8.self) ?? UnsafePointer(bitPattern: 16)!,
                        d.baseAddress!.assumingMemoryBound(to: UInt8.self), count: n)
                }
            }
            XCTAssertEqual(Array(out[..<n]), pixels.map(ReferenceStraightAlpha.unpremultiply), "n=\(n)")
            XCTAssertEqual(Array(out[n...]), [RGBA8](repeating: guardPixel, count: 8), "n=\(n): nothing past the row")
        }
    }

    func testBleedMatchesTheScalarTwinOnRandomImages() {
        var rng = SplitMix64(seed: 0x5A2)
        var blocksChanged = 0
        for w in 0...41 {
            for h in 0...5 {
                let pm = Pixmap(width: w, height: h)
                for y in 0..<h {
                    for x in 0..<w {
                        let a: UInt8 = [0, 0, 255, UInt8(rng.next(upperBound: 256))][rng.next(upperBound: 4)]
                        pm[x, y] = RGBA8(
                            UInt8(rng.next(upperBound: 256)), UInt8(rng.next(upperBound: 256)), UInt8(rng.next(upperBound: 256)), a)
                    }
                }
                // Ties: some blocks get two pixels of the same top alpha.
                if w >= 2, h >= 2 {
                    pm[0, 0] = RGBA8(10, 20, 30, 90); pm[1, 1] = RGBA8(40, 50, 60, 90); pm[1, 0] = RGBA8(1, 1, 1, 0);
                    pm[0, 1] = RGBA8(5, 5, 5, 40)
                }
                var want = (0..<h).map { y in (0..<w).map { x in pm[x, y] } }
                for by in stride(from: 0, to: h - 1, by: 2) {
                    for bx in stride(from: 0, to: w - 1, by: 2) {
                        let block = [want[by][bx], want[by][bx + 1], want[by + 1][bx], want[by + 1][bx + 1]]
                        let out = ReferenceStraightAlpha.bleed(block)
                        if out != block { blocksChanged += 1 }
                        (want[by][bx], want[by][bx + 1], want[by + 1][bx], want[by + 1][bx + 1]) = (out[0], out[1], out[2], out[3])
                    }
                }
                StraightAlpha.bleedIntoTransparent(pm.view)
                for y in 0..<h {
                    for x in 0..<w where pm[x, y] != want[y][x] {
                        XCTFail("bleed \(w)×\(h) at (\(x), \(y)): got \(pm[x, y]) want \(want[y][x])")
                        return
                    }
                }
                if w >= 2, h >= 2 { XCTAssertEqual(pm[1, 0], RGBA8(10, 20, 30, 0), "a tie goes to the first in reading order") }
            }
        }
        XCTAssertGreaterThan(blocksChanged, 100, "the random images exercise the bleed")
    }
}
