import XCTest
import ClipGeometry
import ClipTestSupport
@testable import ClipRaster

/// The W3C modes (darken … luminosity) against the Compositing and Blending Level 1 formulas in
/// straight colour and `Double` arithmetic, written from the spec (not from the kernels), over
/// random premultiplied pixels at full and partial coverage; and their identities.
final class BlendW3CTests: XCTestCase {
    static let modes: [BlendMode] = [
        .darken, .lighten, .colorDodge, .colorBurn, .hardLight, .softLight, .difference, .exclusion, .hue, .saturation, .color,
        .luminosity,
    ]

    static func lum(_ c: [Double]) -> Double { 0.3 * c[0] + 0.59 * c[1] + 0.11 * c[2] }
    static func clipColor(_ c: [Double]) -> [Double] {
        let l = lum(c), n = c.min()!, x = c.max()!
        var c = c
        if n < 0 { c = c.map { l + ($0 - l) * l / (l - n) } }
        if x > 1 { c = c.map { l + ($0 - l) * (1 - l) / (x - l) } }
        return c
    }
    static func setLum(_ c: [Double], _ l: Double) -> [Double] {
        let d = l - lum(c)
        return clipColor(c.map { $0 + d })
    }
    static func sat(_ c: [Double]) -> Double { c.max()! - c.min()! }
    static func setSat(_ c: [Double], _ s: Double) -> [Double] {
        let mx = c.max()!, mn = c.min()!
        return mx > mn ? c.map { ($0 - mn) * s / (mx - mn) } : [0, 0, 0]
    }

    /// `B(Cb, Cs)` of the spec, on straight colours.
    static func blendFunction(_ mode: BlendMode, _ cb: [Double], _ cs: [Double]) -> [Double] {
        func each(_ f: (Double, Double) -> Double) -> [Double] { (0..<3).map { f(cb[$0], cs[$0]) } }
        switch mode {
        case .darken: return each { min($0, $1) }
        case .lighten: return each { max($0, $1) }
        case .colorDodge: return each { b, s in b == 0 ? 0 : s >= 1 ? 1 : min(1, b / (1 - s)) }
        case .colorBurn: return each { b, s in b >= 1 ? 1 : s == 0 ? 0 : 1 - min(1, (1 - b) / s) }
        case .hardLight: return each { b, s in s <= 0.5 ? b * 2 * s : 1 - (1 - b) * (1 - (2 * s - 1)) }
        case .softLight:
            return each { b, s in
                let d = b <= 0.25 ? ((16 * b - 12) * b + 4) * b : b.squareRoot()
                return s <= 0.5 ? b - (1 - 2 * s) * b * (1 - b) : b + (2 * s - 1) * (d - b)
            }
        case .difference: return each { abs($0 - $1) }
        case .exclusion: return each { $0 + $1 - 2 * $0 * $1 }
        case .hue: return setLum(setSat(cs, sat(cb)), lum(cb))
        case .saturation: return setLum(setSat(cb, sat(cs)), lum(cb))
        case .color: return setLum(cs, lum(cb))
        default: return setLum(cb, lum(cs))
        }
    }

    func premul(_ rng: inout SplitMix64) -> RGBA8 {
        let a = [0, 255, rng.next(upperBound: 256), rng.next(upperBound: 256)][rng.next(upperBound: 4)]
        func c() -> UInt8 { UInt8(rng.next(upperBound: a + 1)) }
        return RGBA8(c(), c(), c(), UInt8(a))
    }

    /// Each mode within rounding of `cs(1 − αb) + cb(1 − αs) + αs·αb·B(Cb, Cs)` (alpha
    /// `αs + αb − αs·αb`), with the source scaled by coverage first.
    func testModesFollowTheSpec() {
        var rng = SplitMix64(seed: 0x3C3)
        var worst = 0.0
        for mode in Self.modes {
            for i in 0..<6000 {
                let s0 = premul(&rng), d = premul(&rng)
                let c = i % 3 == 0 ? UInt8(rng.next(upperBound: 256)) : 255
                let s = RGBA8(
                    UInt8((Int(s0.r) * Int(c) + 127) / 255), UInt8((Int(s0.g) * Int(c) + 127) / 255),
                    UInt8((Int(s0.b) * Int(c) + 127) / 255), UInt8((Int(s0.a) * Int(c) + 127) / 255))
                let got = ReferenceBlend.blend(mode, s: s0, d: d, c: c)
                let sv = [s.r, s.g, s.b].map { Double($0) / 255 }, dv = [d.r, d.g, d.b].map { Double($0) / 255 }
                let sa = Double(s.a) / 255, da = Double(d.a) / 255
                let cs = sv.map { sa > 0 ? $0 / sa : 0 }, cb = dv.map { da > 0 ? $0 / da : 0 }
                let b = Self.blendFunction(mode, cb, cs)
                let want = (0..<3).map { sv[$0] * (1 - da) + dv[$0] * (1 - sa) + sa * da * b[$0] } + [sa + da - sa * da]
                let gv = [got.r, got.g, got.b, got.a]
                for k in 0..<4 {
                    let err = abs(Double(gv[k]) - want[k] * 255)
                    worst = max(worst, err)
                    XCTAssertLessThanOrEqual(err, 0.51, "\(mode) s=\(s) d=\(d) channel \(k): got \(gv[k]) want \(want[k] * 255)")
                    if err > 0.51 { return }
                }
            }
        }
        XCTAssertGreaterThan(worst, 0.4, "rounding is exercised")
    }

    /// Identities: over a transparent destination each mode is the source; under a transparent
    /// source, the destination; lighten/darken of a colour with itself is the colour; difference
    /// with itself is black at the union alpha; hue/saturation/color/luminosity of a grey source
    /// on a grey destination keep a grey.
    func testIdentities() {
        var rng = SplitMix64(seed: 0x1D)
        for mode in Self.modes {
            for _ in 0..<500 {
                let p = premul(&rng)
                XCTAssertEqual(ReferenceBlend.blend(mode, s: p, d: RGBA8(0, 0, 0, 0), c: 255), p, "\(mode) over nothing")
                XCTAssertEqual(ReferenceBlend.blend(mode, s: RGBA8(0, 0, 0, 0), d: p, c: 255), p, "\(mode) of nothing")
                XCTAssertEqual(ReferenceBlend.blend(mode, s: p, d: p, c: 0), p, "\(mode) at coverage 0")
            }
        }
        let o = RGBA8(200, 100, 50, 255)
        XCTAssertEqual(ReferenceBlend.blend(.darken, s: o, d: o, c: 255), o)
        XCTAssertEqual(ReferenceBlend.blend(.lighten, s: o, d: o, c: 255), o)
        XCTAssertEqual(ReferenceBlend.blend(.difference, s: o, d: o, c: 255), RGBA8(0, 0, 0, 255))
        for mode in [BlendMode.hue, .saturation, .color, .luminosity] {
            let g = ReferenceBlend.blend(mode, s: RGBA8(90, 90, 90, 255), d: RGBA8(160, 160, 160, 255), c: 255)
            XCTAssertTrue(g.r == g.g && g.g == g.b, "\(mode): \(g)")
        }
        // Luminosity takes the source's luminosity: grey 90 on grey 160 gives 90; colour, the
        // destination's: 160.
        XCTAssertEqual(ReferenceBlend.blend(.luminosity, s: RGBA8(90, 90, 90, 255), d: RGBA8(160, 160, 160, 255), c: 255).r, 90)
        XCTAssertEqual(ReferenceBlend.blend(.color, s: RGBA8(90, 90, 90, 255), d: RGBA8(160, 160, 160, 255), c: 255).r, 160)
    }
}
