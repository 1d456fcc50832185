import XCTest
import ClipGeometry
import ClipTestSupport
@testable import ClipRaster

/// The blend spans of every mode (`Composite.span` / `spanPadded`: the C kernel of the level this
/// process runs) against their scalar twin (`ReferenceBlend`), bit for bit, on seeded random
/// premultiplied spans of every length 0...40 (full lanes + tails), with per-pixel and constant
/// coverage, constant and buffered sources. (`KernelLevelDifferentialTests` runs every level.)
final class StageDifferentialTests: XCTestCase {
    func randomPremul(_ rng: inout SplitMix64) -> RGBA8 {
        let a = UInt8(rng.next(upperBound: 256))
        // Bias towards the extremes, where rounding bugs live.
        let aa: UInt8 = [0, 255, a, a][rng.next(upperBound: 4)]
        func c() -> UInt8 { aa == 0 ? 0 : UInt8(rng.next(upperBound: Int(aa) + 1)) }
        return RGBA8(c(), c(), c(), aa)
    }
    func pack(_ p: RGBA8) -> UInt32 { UInt32(p.r) | UInt32(p.g) << 8 | UInt32(p.b) << 16 | UInt32(p.a) << 24 }
    func unpack(_ v: UInt32) -> RGBA8 { RGBA8(UInt8(v & 255), UInt8(v >> 8 & 255), UInt8(v >> 16 & 255), UInt8(v >> 24)) }

    func check(_ mode: BlendMode, seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let cap = 64
        let dst = UnsafeMutablePointer<UInt32>.allocate(capacity: cap); defer { dst.deallocate() }
        let src = UnsafeMutablePointer<UInt32>.allocate(capacity: cap); defer { src.deallocate() }
        let cov = UnsafeMutablePointer<UInt32>.allocate(capacity: cap); defer { cov.deallocate() }
        var d0: [RGBA8] = [], s0: [RGBA8] = [], c0: [UInt8] = []
        for n in 0...40 {
            for variant in 0..<4 {
                d0 = (0..<n).map { _ in randomPremul(&rng) }
                s0 = (0..<n).map { _ in randomPremul(&rng) }
                c0 = (0..<n).map { _ in [0, 255, UInt8(rng.next(upperBound: 256))][rng.next(upperBound: 3)] }
                let constC = c0.first ?? 128, constS = s0.first ?? RGBA8(1, 2, 3, 4)
                for i in 0..<n { dst[i] = pack(d0[i]); src[i] = pack(s0[i]); cov[i] = UInt32(c0[i]) * 0x10001 }
                switch variant {
                case 0: Composite.span(mode, dst, n, src: BufferFeed(src), cov: BufferFeed(cov))
                case 1: Composite.span(mode, dst, n, src: ConstFeed(pack(constS)), cov: BufferFeed(cov))
                case 2: Composite.span(mode, dst, n, src: BufferFeed(src), cov: ConstFeed(UInt32(constC) * 0x10001))
                default: Composite.spanPadded(mode, dst, n, limit: cap - 8, src: BufferFeed(src), cov: cov)
                }
                for i in 0..<n {
                    let s = variant == 1 ? constS : s0[i]
                    let c = variant == 2 ? constC : c0[i]
                    let want = ReferenceBlend.blend(mode, s: s, d: d0[i], c: c)
                    let got = unpack(dst[i])
                    if got != want {
                        XCTFail("\(mode) n=\(n) variant=\(variant) i=\(i): s=\(s) d=\(d0[i]) c=\(c) got \(got) want \(want)")
                        return
                    }
                }
            }
        }
    }

    func testEveryModeOnSeededSpans() {
        for (i, mode) in BlendMode.allCases.enumerated() { check(mode, seed: 0x1234 + UInt64(i)) }
    }

    /// Each mode's full-coverage form (`Composite.span(…, full: true)`, used for full-coverage runs
    /// and blits) equals the reference at coverage 255 for every mode, on seeded spans of every
    /// length 0...40 (full lanes and tails), with buffered and constant sources. Its coverage input
    /// is garbage on purpose: it must not be read.
    func testFullCoverageFormOfEveryMode() {
        var rng = SplitMix64(seed: 0xF011)
        let dst = UnsafeMutablePointer<UInt32>.allocate(capacity: 48); defer { dst.deallocate() }
        let src = UnsafeMutablePointer<UInt32>.allocate(capacity: 48); defer { src.deallocate() }
        for mode in BlendMode.allCases {
            for n in 0...40 {
                for constant in [false, true] {
                    let d0 = (0..<n).map { _ in randomPremul(&rng) }, s0 = (0..<n).map { _ in randomPremul(&rng) }
                    for i in 0..<n { dst[i] = pack(d0[i]); src[i] = pack(s0[i]) }
                    let cs = randomPremul(&rng)
                    if constant {
                        Composite.span(mode, full: true, dst, n, src: ConstFeed(pack(cs)), cov: ConstFeed(0x0037_0091))
                    } else {
                        Composite.span(mode, full: true, dst, n, src: BufferFeed(src), cov: ConstFeed(0x0037_0091))
                    }
                    for i in 0..<n {
                        let s = constant ? cs : s0[i]
                        let want = ReferenceBlend.blend(mode, s: s, d: d0[i], c: 255)
                        if unpack(dst[i]) != want {
                            return XCTFail("\(mode) n=\(n) i=\(i): s=\(s) d=\(d0[i]) got \(unpack(dst[i])) want \(want)")
                        }
                    }
                }
            }
        }
    }

    /// `destinationIn` at full coverage equals the mask multiply the renderer applies to masked
    /// layers (`t = d·a + 128; d' = (t + (t >> 8)) >> 8` per channel, a = mask alpha), for every
    /// destination byte and every mask alpha.
    func testDestinationInAtFullCoverageIsTheMaskMultiply() {
        var d: [UInt32] = [], s: [UInt32] = []
        for a in 0...255 {
            for v in 0...255 {
                // Each channel holds a different byte so all four slots are exercised.
                d.append(UInt32(v) | UInt32(255 - v) << 8 | UInt32(v ^ 0x5A) << 16 | UInt32(v * 7 & 255) << 24)
                s.append(UInt32(a) << 24 | UInt32(v & a))
            }
        }
        let dst = UnsafeMutablePointer<UInt32>.allocate(capacity: d.count); defer { dst.deallocate() }
        dst.initialize(from: d, count: d.count)
        s.withUnsafeBufferPointer { sp in
            Composite.span(.destinationIn, dst, d.count, src: BufferFeed(sp.baseAddress!), cov: ConstFeed(255 * 0x10001))
        }
        for i in 0..<d.count {
            let a = s[i] >> 24
            var want: UInt32 = 0
            for k in 0..<4 {
                let t = (d[i] >> (8 * k) & 255) * a + 128
                want |= ((t + (t >> 8)) >> 8) << (8 * k)
            }
            if dst[i] != want { return XCTFail("a=\(a) d=\(unpack(d[i])): got \(unpack(dst[i])) want \(unpack(want))") }
        }
    }

    func testSolidOverRunMatchesReference() {
        var rng = SplitMix64(seed: 0x99)
        let dst = UnsafeMutablePointer<UInt32>.allocate(capacity: 40); defer { dst.deallocate() }
        for n in 0...37 {
            let s = randomPremul(&rng), c = UInt32(1 + rng.next(upperBound: 255))
            let d0 = (0..<n).map { _ in randomPremul(&rng) }
            for i in 0..<n { dst[i] = pack(d0[i]) }
            Composite.solidOverRun(dst, n, color: pack(s), coverage: c)
            for i in 0..<n { XCTAssertEqual(unpack(dst[i]), ReferenceBlend.blend(.sourceOver, s: s, d: d0[i], c: UInt8(c))) }
        }
    }

    /// `div255` agrees with exact rounded division for every product of two bytes, and the
    /// reference's `d255` (the same form on `Int`) for every value up to 255².
    func testDiv255ExhaustiveOverProducts() {
        for a in 0...255 {
            var v = U16x16()
            for b in 0..<16 { v[b] = UInt16(a * (b * 17)) }
            let r = div255(v)
            for b in 0..<16 { XCTAssertEqual(Int(r[b]), (a * b * 17 + 127) / 255) }
        }
        let wrong = (0...(255 * 255)).filter { ReferenceBlend.d255($0) != ($0 + 127) / 255 }
        XCTAssertEqual(wrong, [])
    }

    /// Padded spans never change pixels past the span (coverage 0 is the identity for every kernel).
    func testZeroCoverageIsIdentityForEveryMode() {
        var rng = SplitMix64(seed: 7)
        for mode in BlendMode.allCases {
            for _ in 0..<200 {
                let s = randomPremul(&rng), d = randomPremul(&rng)
                XCTAssertEqual(ReferenceBlend.blend(mode, s: s, d: d, c: 0), d, "\(mode)")
            }
        }
    }
}

/// The SIMD gradient stages against their scalar twins.
final class ShaderDifferentialTests: XCTestCase {
    func testLutIndex8MatchesScalar() {
        var rng = SplitMix64(seed: 0x5EED)
        for _ in 0..<2000 {
            var v = SIMD8<Float>()
            for k in 0..<8 {
                switch rng.next(upperBound: 6) {
                case 0: v[k] = .nan
                case 1: v[k] = [Float.infinity, -.infinity, 1e30, -1e30][rng.next(upperBound: 4)]
                case 2: v[k] = Float(rng.next(upperBound: 256)) + 0.5 // ties
                default: v[k] = Float(rng.nextDouble(in: -20...280))
                }
            }
            let r = lutIndex8(v)
            for k in 0..<8 { XCTAssertEqual(Int(r[k]), lutIndex1(v[k]), "v = \(v[k])") }
        }
    }

    func testLinearAndRadialSpansMatchPerPixelEvaluation() {
        let lut = GradientLUT(
            stops: [GradientStop(0, .red), GradientStop(0.5, Color(r: 0, g: 1, b: 0, a: 0.5)), GradientStop(1, .blue)], opacity: 0.8)
        let inv = AffineTransform(rotationAngle: 0.3).concatenating(AffineTransform(translationX: 3, y: -2)).inverted!
        let lin = LinearGradientShader(lut: lut, start: Point(2, 3), end: Point(40, 17), inverse: inv)
        let rad = RadialGradientShader(lut: lut, center: Point(20, 10), radius: 15, inverse: inv)
        let out = UnsafeMutablePointer<UInt32>.allocate(capacity: 64); defer { out.deallocate() }
        for n in [1, 7, 8, 9, 31] {
            lin.fetch(y: 5, x: 3, n: n, into: out)
            for i in 0..<n {
                // Per-lane formula of the shader: chunk base in Double, lane offset in Float.
                let t0 = lin.a * (Double(3) + 0.5) + lin.b * 5.5 + lin.c
                let t = Float(t0 + lin.a * Double(i & ~7)) + Float(lin.a) * Float(i & 7)
                XCTAssertEqual(out[i], lut.table[lutIndex1(t * 255)], "linear n=\(n) i=\(i)")
            }
            rad.fetch(y: 9, x: 11, n: n, into: out)
            for i in 0..<n {
                let px = Double(11) + 0.5, py = 9.5
                let ux0 = rad.m.a * px + rad.m.c * py + rad.m.tx, uy0 = rad.m.b * px + rad.m.d * py + rad.m.ty
                let ux = Float(ux0) + Float(rad.m.a) * Float(i), uy = Float(uy0) + Float(rad.m.b) * Float(i)
                XCTAssertEqual(out[i], lut.table[lutIndex1((ux * ux + uy * uy).squareRoot() * 255)], "radial n=\(n) i=\(i)")
            }
        }
    }
}
