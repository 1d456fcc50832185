import XCTest
import ClipGeometry
import ClipTestSupport
@testable import ClipRaster

/// Every SIMD blend kernel against its scalar twin (`ReferenceBlend`), bit for bit, on seeded
/// random premultiplied spans of every length 0...40 (full lanes + tails), with per-pixel and
/// constant coverage, constant and buffered sources.
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

    func check<K: BlendKernel>(_ k: K.Type, _ mode: BlendMode, seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let cap = 64
        let dst = UnsafeMutablePointer<UInt32>.allocate(capacity: cap); defer { dst.deallocate() }
        let src = UnsafeMutablePointer<UInt32>.allocate(capacity: cap); defer { src.deallocate() }
        let cov = UnsafeMutablePointer<UInt32>.allocate(capacity: cap); defer { cov.deallocate() }
        var d0 = [RGBA8](), s0 = [RGBA8](), c0 = [UInt8]()
        for n in 0...40 {
            for variant in 0..<4 {
                d0 = (0..<n).map { _ in randomPremul(&rng) }
                s0 = (0..<n).map { _ in randomPremul(&rng) }
                c0 = (0..<n).map { _ in [0, 255, UInt8(rng.next(upperBound: 256))][rng.next(upperBound: 3)] }
                let constC = c0.first ?? 128, constS = s0.first ?? RGBA8(1, 2, 3, 4)
                for i in 0..<n { dst[i] = pack(d0[i]); src[i] = pack(s0[i]); cov[i] = UInt32(c0[i]) * 0x10001 }
                switch variant {
                case 0: Composite.span(K.self, dst, n, src: BufferFeed(src), cov: BufferFeed(cov))
                case 1: Composite.span(K.self, dst, n, src: ConstFeed(pack(constS)), cov: BufferFeed(cov))
                case 2: Composite.span(K.self, dst, n, src: BufferFeed(src), cov: ConstFeed(UInt32(constC) * 0x10001))
                default: Composite.spanPadded(K.self, dst, n, limit: cap - 8, src: BufferFeed(src), cov: cov)
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

    func testSourceOver() { check(SourceOverKernel.self, .sourceOver, seed: 0x1234) }
    func testCopy() { check(CopyKernel.self, .copy, seed: 0x1235) }
    func testClear() { check(ClearKernel.self, .clear, seed: 0x1236) }
    func testMultiply() { check(MultiplyKernel.self, .multiply, seed: 0x1237) }
    func testScreen() { check(ScreenKernel.self, .screen, seed: 0x1238) }

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

    /// `div255` agrees with exact rounded division for every product of two bytes.
    func testDiv255ExhaustiveOverProducts() {
        for a in 0...255 {
            var v = U16x16()
            for b in 0..<16 { v[b] = UInt16(a * (b * 17)) }
            let r = div255(v)
            for b in 0..<16 { XCTAssertEqual(Int(r[b]), (a * b * 17 + 127) / 255) }
        }
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
