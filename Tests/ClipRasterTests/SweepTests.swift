import XCTest
import ClipGeometry
import ClipTestSupport
@testable import ClipRaster

/// The sweep's lane math against its scalar twins, and the sweep's grouping (eight cells per
/// bitmap bit) at row ends, group boundaries and high winding numbers.
final class SweepTests: XCTestCase {
    func testCoverageLanesMatchScalarTwinBitForBit() {
        var rng = SplitMix64(seed: 0x5EED)
        let full = Fx.full
        let special = [
            0, 1, -1, full, -full, full - 1, full + 1, 2 * full, -2 * full, 3 * full + 5, -3 * full - 5, 1023 * full, -1023 * full,
        ]
        for round in 0..<4000 {
            var raw: [Int] = []
            for k in 0..<8 {
                if round < 2 {
                    raw.append(special[(round * 8 + k) % special.count])
                } else {
                    raw.append(rng.next(upperBound: 8 * full) - 4 * full)
                }
            }
            let v = I32x8(raw.map { Int32($0) })
            let nz = NonZeroCoverage.lanes(v), eo = EvenOddCoverage.lanes(v)
            for k in 0..<8 {
                let a = CoverageAccumulator.coverage(raw[k], evenOdd: false)
                let b = CoverageAccumulator.coverage(raw[k], evenOdd: true)
                XCTAssertEqual(nz[k], a | a << 16, "nonzero raw \(raw[k])")
                XCTAssertEqual(eo[k], b | b << 16, "even-odd raw \(raw[k])")
                XCTAssertEqual(NonZeroCoverage.coverage(Int32(raw[k])), a)
                XCTAssertEqual(EvenOddCoverage.coverage(Int32(raw[k])), b)
            }
        }
        // Wrapped sums must not trap (nonzero saturates, even-odd stays exact).
        XCTAssertEqual(NonZeroCoverage.coverage(Int32.min), 255)
        XCTAssertEqual(EvenOddCoverage.coverage(Int32.min), 0)
    }

    func testPrefixSumMatchesScalarLoop() {
        var rng = SplitMix64(seed: 77)
        for _ in 0..<2000 {
            let a = (0..<8).map { _ in Int32(truncatingIfNeeded: rng.next(upperBound: 1 << 24) - (1 << 23)) }
            let s = prefixSum8(I32x8(a))
            var acc: Int32 = 0
            for k in 0..<8 { acc &+= a[k]; XCTAssertEqual(s[k], acc) }
        }
    }

    /// Rectangles whose edges fall on every position within a group of eight, and canvas widths
    /// that are not multiples of eight: each pixel's alpha must equal its exact area.
    func testRectEdgesAtEveryGroupPositionAndRowEnd() {
        for width in [1, 7, 8, 9, 15, 17, 33] {
            for x0 in stride(from: 0.0, to: Double(width), by: 0.75) {
                for w in [0.5, 1.25, 7.0, 8.5, 40.0] {
                    let pm = Pixmap(width: width, height: 3)
                    var c = Canvas(pm.view)
                    c.fill(rectPath(x0, 0.5, w, 2), paint: .solid(.white))
                    for px in 0..<width {
                        let ox = max(0, min(Double(px + 1), x0 + w) - max(Double(px), x0))
                        XCTAssertLessThanOrEqual(abs(Double(pm[px, 1].a) - ox * 255), 1.0, "width \(width) rect x \(x0) w \(w) px \(px)")
                    }
                }
            }
        }
    }

    /// A slanted edge inside the last cell of a bitmap word's groups (cell 511, 1023: its carry cell
    /// starts the next word) or next to it, in a region from x = 0 that goes on to a second shape
    /// further right: the carry cell's group must be marked in the next word, else the sweep skips
    /// the carry and the pixels up to the second shape keep a residue of coverage. Both edge
    /// directions (the walk's down and up variants).
    func testCarryCellStartingTheNextBitmapWord() {
        for k in [62, 63, 510, 511, 512, 1023] {
            for clockwise in [true, false] {
                let xr = Double(k)
                var p = Path()
                let corners = [Point(0.3, 0.5), Point(xr + 0.2, 0.5), Point(xr + 0.8, 2.5), Point(0.7, 2.5)]
                let ordered = clockwise ? corners : corners.reversed()
                p.move(to: ordered[0])
                for c in ordered.dropFirst() { p.line(to: c) }
                p.close()
                p.append(rectPath(xr + 40, 0.5, 20, 2))
                let pm = Pixmap(width: k + 70, height: 3)
                var c = Canvas(pm.view)
                c.fill(p, paint: .solid(.white))
                for y in 0..<3 {
                    for px in (k + 1)..<(k + 40) where pm[px, y].a != 0 {
                        XCTFail("edge in cell \(k) clockwise \(clockwise): pixel \(px), \(y) has alpha \(pm[px, y].a)")
                        break
                    }
                }
                XCTAssertEqual(pm[k - 3, 1].a, 255, "edge in cell \(k) clockwise \(clockwise): interior")
                XCTAssertGreaterThan(pm[k, 1].a, 0, "edge in cell \(k) clockwise \(clockwise): edge pixel")
                XCTAssertEqual(pm[k + 50, 1].a, 255, "edge in cell \(k) clockwise \(clockwise): second shape")
            }
        }
    }

    /// 1000 copies of one square in one path: winding 1000 is still "inside" under nonzero;
    /// 1001 copies are inside under even-odd, 1000 are outside.
    func testHighWindingNumbers() {
        var p = Path()
        for _ in 0..<1000 {
            p.move(to: Point(2, 2)); p.line(to: Point(10, 2)); p.line(to: Point(10, 10)); p.line(to: Point(2, 10)); p.close()
        }
        let nz = Mask(path: p, rule: .nonZero, width: 12, height: 12)
        let eo = Mask(path: p, rule: .evenOdd, width: 12, height: 12)
        p.move(to: Point(2, 2)); p.line(to: Point(10, 2)); p.line(to: Point(10, 10)); p.line(to: Point(2, 10)); p.close()
        let eo1 = Mask(path: p, rule: .evenOdd, width: 12, height: 12)
        XCTAssertEqual(nz[5, 5], 255); XCTAssertEqual(nz[0, 0], 0); XCTAssertEqual(nz[11, 5], 0)
        XCTAssertEqual(eo[5, 5], 0)
        XCTAssertEqual(eo1[5, 5], 255); XCTAssertEqual(eo1[1, 5], 0)
        XCTAssertEqual(nz.total, 64 * 255)
        XCTAssertEqual(eo1.total, 64 * 255)
    }
}
