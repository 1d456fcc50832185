import XCTest
import ClipGeometry
import ClipTestSupport
@testable import ClipRaster

/// The gradient table builder and the span gather against their scalar definitions, bit for bit.
final class GradientStageTests: XCTestCase {
    /// The table as defined: `color(at: i / 255)` over stably sorted stops, opacity, premultiplied.
    func referenceTable(_ stops: [GradientStop], _ opacity: Double) -> [UInt32] {
        let sorted = stops.enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }.map(\.element)
        return (0..<GradientLUT.size).map { i in
            var c = GradientLUT.color(at: Double(i) / Double(GradientLUT.size - 1), sorted)
            c.a *= opacity
            let p = c.premultiplied
            return UInt32(p.r) | UInt32(p.g) << 8 | UInt32(p.b) << 16 | UInt32(p.a) << 24
        }
    }

    func randomComponent(_ rng: inout SplitMix64) -> Double {
        switch rng.next(upperBound: 10) {
        case 0: return [0, 1, -0.0, -0.3, 1.7, .nan][rng.next(upperBound: 6)]
        case 1: return Double(rng.next(upperBound: 256)) / 255 // exact byte values
        case 2: return (Double(rng.next(upperBound: 511)) + 0.5) / 510 // near rounding ties
        default: return rng.nextDouble()
        }
    }

    func randomLocation(_ rng: inout SplitMix64) -> Double {
        switch rng.next(upperBound: 8) {
        case 0: return [0, 1, 0.5, -0.25, 1.25][rng.next(upperBound: 5)]
        case 1: return Double(rng.next(upperBound: 256)) / 255 // exactly on a sample
        case 2: return .nan
        default: return rng.nextDouble(in: -0.1...1.1)
        }
    }

    func testTableMatchesPerEntryDefinition() {
        var rng = SplitMix64(seed: 0x6AD1)
        for round in 0..<600 {
            let count = rng.next(upperBound: 6)
            var stops: [GradientStop] = []
            for _ in 0..<count {
                let col = Color(r: randomComponent(&rng), g: randomComponent(&rng), b: randomComponent(&rng), a: randomComponent(&rng))
                stops.append(GradientStop(randomLocation(&rng), col))
            }
            // Half the cases sorted (the builder's no-sort path), some with repeated locations.
            if round % 2 == 0 { stops.sort { $0.location < $1.location || ($1.location.isNaN && !$0.location.isNaN) } }
            if round % 7 == 0, count >= 2 { stops[1].location = stops[0].location }
            let opacity = [1, 0, 0.5, rng.nextDouble()][rng.next(upperBound: 4)]
            let lut = GradientLUT(stops: stops, opacity: opacity)
            let want = referenceTable(stops, opacity)
            var opaque = true
            for i in 0..<GradientLUT.size {
                XCTAssertEqual(lut.table[i], want[i], "round \(round) entry \(i) stops \(stops) opacity \(opacity)")
                if want[i] >> 24 != 255 { opaque = false }
            }
            XCTAssertEqual(lut.isOpaque, opaque, "round \(round)")
        }
    }

    func testRoundHalfAwayMatchesRounded() {
        var values: [Double] = [-0.0, 0, 0.5.nextDown, 0.5, 0.5.nextUp, 255, 255.0.nextDown, 254.5, 254.5.nextDown]
        for k in 0...510 {
            let v = Double(k) / 2
            values += [v, v.nextUp, v.nextDown]
        }
        var rng = SplitMix64(seed: 0x20DD)
        for _ in 0..<20_000 { values.append(rng.nextDouble(in: 0...255)) }
        for v in values where v >= 0 && v <= 255 {
            XCTAssertEqual(GradientLUT.roundHalfAway(v), UInt32(v.rounded()), "v = \(v)")
        }
    }

    /// `lutSpan` writes exactly `table[index1(i)]` for `i < n` and nothing past `n`, for every
    /// length (the pipelined vector loop, the tail, and their seams).
    func testLutSpanMatchesScalarIndexAndStaysInBounds() {
        struct Affine: SpanIndexer {
            let base: Int
            var calls = 0
            mutating func next8(_ i: Int) -> U32x8 {
                calls += 1
                var v = U32x8()
                for k in 0..<8 { v[k] = UInt32(index1(i + k)) }
                return v
            }
            func index1(_ i: Int) -> Int { (base + 37 * i) & 255 }
        }
        let table = UnsafeMutablePointer<UInt32>.allocate(capacity: 256); defer { table.deallocate() }
        for j in 0..<256 { table[j] = 0xA500_0000 | UInt32(j) * 3 }
        let out = UnsafeMutablePointer<UInt32>.allocate(capacity: 80); defer { out.deallocate() }
        for n in 0...64 {
            out.update(repeating: 0xDEAD_BEEF, count: 80)
            var ix = Affine(base: n)
            lutSpan(&ix, table, n, out)
            for i in 0..<n { XCTAssertEqual(out[i], table[ix.index1(i)], "n=\(n) i=\(i)") }
            for i in n..<80 { XCTAssertEqual(out[i], 0xDEAD_BEEF, "wrote past n=\(n) at \(i)") }
            XCTAssertEqual(ix.calls, n / 8, "n=\(n)")
        }
    }

    /// Linear and radial spans of every length 0...64 under random transforms, against the
    /// per-pixel formulas of the shaders (as in `ShaderDifferentialTests`).
    func testLinearAndRadialSpansOfEveryLength() {
        let lut = GradientLUT(
            stops: [GradientStop(0, .red), GradientStop(0.4, Color(r: 0, g: 1, b: 0, a: 0.5)), GradientStop(1, .blue)], opacity: 0.9)
        var rng = SplitMix64(seed: 0x11E4)
        let out = UnsafeMutablePointer<UInt32>.allocate(capacity: 64); defer { out.deallocate() }
        for round in 0..<40 {
            // Every third round without rotation: the radial shader's axis-parallel path (`b == 0`).
            let angle = round % 3 == 0 ? 0 : rng.nextDouble(in: -3...3)
            let t = AffineTransform(rotationAngle: angle)
                .concatenating(AffineTransform(a: rng.nextDouble(in: 0.3...3), b: 0, c: 0, d: rng.nextDouble(in: 0.3...3), tx: 0, ty: 0))
                .concatenating(AffineTransform(translationX: rng.nextDouble(in: -50...50), y: rng.nextDouble(in: -50...50)))
            let inv = t.inverted!
            let lin = LinearGradientShader(
                lut: lut, start: Point(rng.nextDouble(in: -20...20), 3), end: Point(rng.nextDouble(in: 30...90), 17), inverse: inv)
            let rad = RadialGradientShader(lut: lut, center: Point(20, 10), radius: rng.nextDouble(in: 5...80), inverse: inv)
            XCTAssertEqual(rad.m.b == 0, round % 3 == 0)
            let x = rng.next(upperBound: 100) - 20, y = rng.next(upperBound: 100) - 20
            for n in 0...64 {
                lin.fetch(y: y, x: x, n: n, into: out)
                let t0 = lin.a * (Double(x) + 0.5) + lin.b * (Double(y) + 0.5) + lin.c
                for i in 0..<n {
                    let tv = Float(t0 + lin.a * Double(i & ~7)) + Float(lin.a) * Float(i & 7)
                    XCTAssertEqual(out[i], lut.table[lutIndex1(tv * 255)], "linear round \(round) n=\(n) i=\(i)")
                }
                rad.fetch(y: y, x: x, n: n, into: out)
                let px = Double(x) + 0.5, py = Double(y) + 0.5
                let ux0 = rad.m.a * px + rad.m.c * py + rad.m.tx, uy0 = rad.m.b * px + rad.m.d * py + rad.m.ty
                for i in 0..<n {
                    let ux = Float(ux0) + Float(rad.m.a) * Float(i), uy = Float(uy0) + Float(rad.m.b) * Float(i)
                    XCTAssertEqual(
                        out[i], lut.table[lutIndex1((ux * ux + uy * uy).squareRoot() * 255)], "radial round \(round) n=\(n) i=\(i)")
                }
            }
        }
    }

    // MARK: - Conic

    func randomCoordinate(_ rng: inout SplitMix64) -> Float {
        switch rng.next(upperBound: 12) {
        case 0:
            return [0, -0.0, .infinity, -.infinity, .nan, .leastNonzeroMagnitude, -.leastNormalMagnitude, 1e30][rng.next(upperBound: 8)]
        case 1: return Float(rng.next(upperBound: 21) - 10) * 0.5 // on axes / diagonals
        case 2: return Float(rng.nextDouble(in: -1e-3...1e-3))
        default: return Float(rng.nextDouble(in: -2000...2000))
        }
    }

    func testTurns8AndConicT8MatchScalarTwins() {
        var rng = SplitMix64(seed: 0xC0_41C)
        for _ in 0..<4000 {
            var y = SIMD8<Float>(), x = SIMD8<Float>()
            for k in 0..<8 {
                y[k] = randomCoordinate(&rng);
                x[k] = rng.next(upperBound: 5) == 0 ? y[k] * (rng.next(upperBound: 2) == 0 ? 1 : -1) : randomCoordinate(&rng)
            }
            let s = Float(rng.nextDouble())
            let t = turns8(y, x), c = conicT8(t, s)
            for k in 0..<8 {
                XCTAssertEqual(t[k].bitPattern, turns1(y[k], x[k]).bitPattern, "turns(\(y[k]), \(x[k]))")
                XCTAssertEqual(c[k].bitPattern, conicT1(t[k], s).bitPattern, "conicT(\(t[k]), \(s))")
            }
        }
    }

    func testTurnsAgainstLibm() {
        // Special cases as libm atan2 (in turns), and the polynomial's accuracy elsewhere.
        XCTAssertEqual(turns1(0, 1), 0)
        XCTAssertEqual(turns1(0, -1), 0.5)
        XCTAssertEqual(turns1(-0.0, -1), -0.5)
        XCTAssertEqual(turns1(0, 0), 0)
        XCTAssertEqual(turns1(0, -0.0), 0.5)
        XCTAssertEqual(turns1(1, 0), 0.25)
        XCTAssertEqual(turns1(-1, 0), -0.25)
        XCTAssertTrue(turns1(.nan, 1).isNaN)
        var rng = SplitMix64(seed: 0xA7A2)
        var worst = 0.0
        for _ in 0..<200_000 {
            let y = Float(rng.nextDouble(in: -500...500)), x = Float(rng.nextDouble(in: -500...500))
            worst = max(worst, abs(Double(turns1(y, x)) - GMath.atan2(Double(y), Double(x)) / (2 * .pi)))
        }
        XCTAssertLessThan(worst, 1.5e-7, "max |error| in turns") // measured: 4.3e-8
    }

    /// The Double/libm definition of the conic shader (the scalar implementation it replaced).
    func referenceConicIndex(_ g: ConicGradientShader, x: Int, y: Int) -> Int {
        let px = Double(x) + 0.5, py = Double(y) + 0.5
        let ux = g.m.a * px + g.m.c * py + g.m.tx, uy = g.m.b * px + g.m.d * py + g.m.ty
        var t = (GMath.atan2(uy, ux) - g.start) / (2 * Double.pi)
        t -= t.rounded(.down)
        return lutIndex1(Float(t) * 255)
    }

    /// The Float-lane conic against the Double/libm definition on 666,085 pixels (random transforms,
    /// centres on and off pixel centres, start angles on and off multiples of π/4; spans of 1...64).
    /// Measured: 3 mismatches (4.5e-6), each a neighbouring LUT index (254/255, 252/251, 248/247);
    /// max circular index difference 1. Asserted: rate < 2e-5, difference <= 1 (circular, so a
    /// flip across the 0/255 seam of `t` would count as 1).
    func testConicIndexAgainstDoubleDefinition() {
        // An identity LUT: entry i holds i, so the fetched pixels are the indices.
        let lut = GradientLUT(stops: [], opacity: 1)
        for i in 0..<GradientLUT.size { lut.table[i] = UInt32(i) }
        var rng = SplitMix64(seed: 0xC0_41C2)
        let out = UnsafeMutablePointer<UInt32>.allocate(capacity: 64); defer { out.deallocate() }
        var pixels = 0, mismatches = 0, worst = 0
        for round in 0..<640 {
            var t = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
            if round % 2 == 1 {
                t = AffineTransform(rotationAngle: rng.nextDouble(in: -3...3))
                    .concatenating(
                        AffineTransform(a: rng.nextDouble(in: 0.2...4), b: 0, c: 0, d: rng.nextDouble(in: 0.2...4), tx: 0, ty: 0))
            }
            let center =
                round % 4 == 0
                ? Point(Double(rng.next(upperBound: 64)) + 0.5, Double(rng.next(upperBound: 64)) + 0.5) // on pixel centres
                : Point(rng.nextDouble(in: -100...1000), rng.nextDouble(in: -100...1000))
            let start = round % 8 == 0 ? Double(rng.next(upperBound: 8)) * .pi / 4 : rng.nextDouble(in: -10...10)
            let g = ConicGradientShader(lut: lut, center: center, startAngle: start, inverse: t.inverted!)
            for _ in 0..<32 {
                let n = 1 + rng.next(upperBound: 64)
                let x = Int(center.x) - 32 + rng.next(upperBound: 64) - n / 2, y = Int(center.y) - 32 + rng.next(upperBound: 64)
                g.fetch(y: y, x: x, n: n, into: out)
                for i in 0..<n {
                    let want = referenceConicIndex(g, x: x + i, y: y)
                    let got = Int(out[i])
                    pixels += 1
                    if got != want {
                        mismatches += 1
                        let d = abs(got - want)
                        worst = max(worst, min(d, 256 - d))
                    }
                }
            }
        }
        XCTAssertLessThanOrEqual(worst, 1, "max circular index difference")
        XCTAssertLessThan(Double(mismatches) / Double(pixels), 2e-5, "mismatch rate: \(mismatches) in \(pixels)")
        print("conic vs Double definition: \(mismatches) mismatches in \(pixels) pixels, max circular index difference \(worst)")
    }

    func testConicIndexerLanesMatchTail() {
        var rng = SplitMix64(seed: 0x7A11)
        for _ in 0..<500 {
            var ix = ConicGradientShader.Indexer(
                ux0: rng.nextDouble(in: -300...300), uy0: rng.nextDouble(in: -300...300),
                a: rng.nextDouble(in: -2...2), b: rng.nextDouble(in: -2...2), s: Float(rng.nextDouble()))
            for i in stride(from: 0, to: 32, by: 8) {
                let v = ix.next8(i)
                for k in 0..<8 { XCTAssertEqual(Int(v[k]), ix.index1(i + k)) }
            }
        }
    }
}
