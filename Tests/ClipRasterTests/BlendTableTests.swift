import XCTest
import ClipGeometry
import ClipTestSupport
@testable import ClipRaster

/// One row per blend mode: a fixed source over a fixed destination, full coverage, through Canvas;
/// hand-computed values of the layer modes; and every mode × paint × coverage path of `Canvas`
/// against the scalar reference.
final class BlendTableTests: XCTestCase {
    // Source: premultiplied (100, 50, 0, 128); destination: (40, 80, 120, 200).
    let table: [(BlendMode, RGBA8)] = [
        (.sourceOver, RGBA8(120, 90, 60, 228)), // s + d·(127/255)
        (.copy, RGBA8(100, 50, 0, 128)),
        (.clear, RGBA8(0, 0, 0, 0)),
        (.multiply, RGBA8(57, 66, 60, 228)), // s·d + s(1−da) + d(1−sa)
        (.screen, RGBA8(124, 114, 120, 228)), // s + d − s·d
        (.plus, RGBA8(140, 130, 120, 255)), // s + d; alpha 128 + 200 saturates
        (.destinationIn, RGBA8(20, 40, 60, 100)), // d·128/255
        (.destinationOut, RGBA8(20, 40, 60, 100)), // d·127/255
        // R: 2·40 <= 200: (100·55 + 40·127 + 2·100·40)/255 = 72.9; G: (2750 + 10160 + 8000)/255 = 82;
        // B: 2·120 > 200: (0 + 15240 + 128·200 − 2·80·128)/255 = 79.8; A: 128 + 200 − 128·200/255 = 227.6.
        (.overlay, RGBA8(73, 82, 80, 228)),
        // The W3C modes, `cs(1 − αb) + cb(1 − αs) + αs·αb·B(Cb, Cs)` in real arithmetic, rounded
        // (Cs = (0.781, 0.391, 0), Cb = (0.2, 0.4, 0.6), αs = 0.502, αb = 0.784); alpha 227.6 each.
        (.darken, RGBA8(62, 90, 60, 228)), // R: 21.57 + 40.0 = 61.57
        (.lighten, RGBA8(120, 91, 120, 228)), // R: 21.57 + 0.392·255·0.781 = 119.9
        (.colorDodge, RGBA8(133, 117, 120, 228)), // R: Cb/(1 − Cs) = 0.914; B: Cs = 0 keeps Cb
        (.colorBurn, RGBA8(41, 51, 60, 228)), // R: 1 − min(1, 0.8/0.781) = 0; G: 1 − 0.6/0.391 < 0 → 0
        (.hardLight, RGBA8(107, 82, 60, 228)), // R: Cs > ½: screen(Cb, 2Cs − 1) = 0.65; G: 2·Cs·Cb = 0.3125
        (.softLight, RGBA8(76, 86, 96, 228)), // R: Cb + (2Cs − 1)(D(Cb) − Cb) = 0.339, D the cubic (Cb <= ¼)
        (.difference, RGBA8(100, 52, 120, 228)), // |Cs − Cb| = 0.581, 0.0094, 0.6
        (.exclusion, RGBA8(109, 99, 120, 228)), // Cs + Cb − 2CsCb = 0.669, 0.478, 0.6
        (.hue, RGBA8(94, 83, 72, 228)), // SetLum(SetSat(Cs, Sat(Cb)), Lum(Cb))
        (.saturation, RGBA8(46, 94, 143, 228)), // SetLum(SetSat(Cb, Sat(Cs)), Lum(Cb))
        (.color, RGBA8(103, 81, 60, 228)), // SetLum(Cs, Lum(Cb)) (ClipColor pulls B up from −0.10)
        (.luminosity, RGBA8(72, 101, 130, 228)), // SetLum(Cb, Lum(Cs))
    ]

    func testBlendModes() {
        XCTAssertEqual(Set(table.map(\.0)), Set(BlendMode.allCases), "one row per mode")
        let src = Color(r: 100.0 / 128, g: 50.0 / 128, b: 0, a: 128.0 / 255)
        XCTAssertEqual(src.premultiplied, RGBA8(100, 50, 0, 128))
        for (mode, want) in table {
            let pm = Pixmap(width: 4, height: 4)
            pm.view.fill(RGBA8(40, 80, 120, 200))
            var c = Canvas(pm.view)
            c.fill(rectPath(0, 0, 4, 4), paint: .solid(src), blend: mode)
            XCTAssertEqual(pm[1, 1], want, "\(mode)")
            XCTAssertEqual(
                pm[1, 1], ReferenceBlend.blend(mode, s: src.premultiplied, d: RGBA8(40, 80, 120, 200), c: 255), "\(mode) vs reference")
        }
    }

    func testOpacityAndMaskScaleCoverage() {
        let pm = Pixmap(width: 8, height: 1)
        var c = Canvas(pm.view)
        var m = Mask(width: 8, height: 1, value: 0)
        m = Mask(path: rectPath(0, 0, 4, 1), width: 8, height: 1)
        c.fill(rectPath(0, 0, 8, 1), paint: .solid(.white), opacity: 0.5, mask: m)
        XCTAssertEqual(pm[1, 0].a, 128)
        XCTAssertEqual(pm[6, 0].a, 0)
    }

    /// A 1×1 image of `p` drawn with `blend` at `opacity` onto one pixel `d`, via
    /// `drawImage(_:transform:opacity:blend:)`.
    func drawPixel(_ p: RGBA8, on d: RGBA8, opacity: Double = 1, blend: BlendMode) -> RGBA8 {
        let img = Pixmap(width: 1, height: 1), out = Pixmap(width: 3, height: 1)
        img.view.fill(p)
        out.view.fill(d)
        var c = Canvas(out.view)
        withExtendedLifetime(img) {
            c.drawImage(img.view, transform: ClipGeometry.AffineTransform(translationX: 1, y: 0), opacity: opacity, blend: blend)
        }
        XCTAssertEqual(out[0, 0], d, "outside the draw")
        XCTAssertEqual(out[2, 0], d, "outside the draw")
        return out[1, 0]
    }

    func testPlusSaturates() {
        // 200 + 100 = 300 → 255; 155 + 100 = 255 exactly; 0 + 100; alpha 200 + 100 → 255.
        XCTAssertEqual(drawPixel(RGBA8(100, 100, 100, 100), on: RGBA8(200, 155, 0, 200), blend: .plus), RGBA8(255, 255, 100, 255))
        // Half coverage scales the source first: round(100·128/255) = 50, then adds.
        XCTAssertEqual(
            drawPixel(RGBA8(100, 100, 100, 100), on: RGBA8(200, 155, 0, 200), opacity: 0.5, blend: .plus),
            RGBA8(250, 205, 50, 250))
        // Two additive draws of the same translucent light brighten where they overlap.
        let once = drawPixel(RGBA8(0, 60, 120, 120), on: RGBA8(0, 0, 0, 0), blend: .plus)
        XCTAssertEqual(drawPixel(RGBA8(0, 60, 120, 120), on: once, blend: .plus), RGBA8(0, 120, 240, 240))
    }

    func testDestinationInAndOutByAlpha() {
        let d = RGBA8(200, 100, 50, 255)
        // d·128/255: 100.4, 50.2, 25.1, 128. The source colour is ignored.
        XCTAssertEqual(drawPixel(RGBA8(10, 20, 30, 128), on: d, blend: .destinationIn), RGBA8(100, 50, 25, 128))
        XCTAssertEqual(drawPixel(RGBA8(128, 0, 0, 128), on: d, blend: .destinationIn), RGBA8(100, 50, 25, 128))
        // Coverage 128: factor 255 − round(128·127/255) = 191 (0.749), d·191/255: 149.8, 74.9, 37.5, 191.
        XCTAssertEqual(drawPixel(RGBA8(10, 20, 30, 128), on: d, opacity: 0.5, blend: .destinationIn), RGBA8(150, 75, 37, 191))
        // An opaque mask keeps the destination; a transparent one clears it.
        XCTAssertEqual(drawPixel(RGBA8(0, 0, 0, 255), on: d, blend: .destinationIn), d)
        XCTAssertEqual(drawPixel(RGBA8(0, 0, 0, 0), on: d, blend: .destinationIn), RGBA8(0, 0, 0, 0))
        // destinationOut by 200: d·55/255: 43.1, 21.6, 10.8, 55.
        XCTAssertEqual(drawPixel(RGBA8(0, 0, 0, 200), on: d, blend: .destinationOut), RGBA8(43, 22, 11, 55))
        XCTAssertEqual(drawPixel(RGBA8(9, 9, 9, 255), on: d, blend: .destinationOut), RGBA8(0, 0, 0, 0))
        XCTAssertEqual(drawPixel(RGBA8(0, 0, 0, 0), on: d, blend: .destinationOut), d)
    }

    /// A layer mask as a draw: `destinationIn` of the mask image at identity equals the renderer's
    /// mask multiply (`PixelOps.multiplyByAlpha`) bit for bit, on random premultiplied pixels.
    func testDestinationInImageDrawEqualsMaskMultiply() {
        var rng = SplitMix64(seed: 0x3A5C)
        for (w, h) in [(37, 23), (64, 5), (1, 9)] {
            let content = randomPixmap(w, h, &rng), mask = randomPixmap(w, h, &rng)
            let drawn = content.copy(), multiplied = content.copy()
            withExtendedLifetime((mask, drawn, multiplied)) {
                var c = Canvas(drawn.view)
                c.drawImage(mask.view, transform: .identity, blend: .destinationIn)
                PixelOps.multiplyByAlpha(multiplied.view, mask: mask.view)
            }
            XCTAssertEqual(drawn.bytes, multiplied.bytes, "\(w)x\(h)")
            XCTAssertNotEqual(drawn.bytes, content.bytes)
        }
    }

    func testOverlayOpaque() {
        // Opaque: only the overlay term. R: Cb = 64/255 <= ½ → 2·Cs·Cb = 128; G: Cb = 200/255 > ½ →
        // 1 − 2(1 − 0)(1 − 200/255) = 145; B: Cb = 128/255 > ½ → 1 − 2(1 − 128/255)² = 128.5 → 32767/255 = 128.
        XCTAssertEqual(drawPixel(RGBA8(255, 0, 128, 255), on: RGBA8(64, 200, 128, 255), blend: .overlay), RGBA8(128, 145, 128, 255))
        // Over a transparent destination overlay is the source; under a transparent source, the destination.
        XCTAssertEqual(drawPixel(RGBA8(30, 60, 90, 120), on: RGBA8(0, 0, 0, 0), blend: .overlay), RGBA8(30, 60, 90, 120))
        XCTAssertEqual(drawPixel(RGBA8(0, 0, 0, 0), on: RGBA8(30, 60, 90, 120), blend: .overlay), RGBA8(30, 60, 90, 120))
    }

    /// The integer kernels against the W3C formulas in real arithmetic (within the 8-bit rounding),
    /// over random premultiplied pixels at full coverage: multiply, screen and overlay are
    /// `cs(1 − αb) + cb(1 − αs) + αs·αb·B(Cb, Cs)` with the spec's separable `B`.
    func testModesFollowTheSpecFormulas() {
        var rng = SplitMix64(seed: 0xB1E)
        func premul() -> RGBA8 {
            let a = rng.next(upperBound: 256)
            func c() -> UInt8 { UInt8(rng.next(upperBound: a + 1)) }
            return RGBA8(c(), c(), c(), UInt8(a))
        }
        for _ in 0..<4000 {
            let s = premul(), d = premul()
            let sv = [s.r, s.g, s.b, s.a].map { Double($0) / 255 }, dv = [d.r, d.g, d.b, d.a].map { Double($0) / 255 }
            let sa = sv[3], da = dv[3]
            for mode in [BlendMode.multiply, .screen, .overlay, .plus, .destinationIn, .destinationOut] {
                let got = ReferenceBlend.blend(mode, s: s, d: d, c: 255)
                let gv = [got.r, got.g, got.b, got.a]
                for k in 0..<4 {
                    let cs = sv[k], cb = dv[k]
                    // Straight colours (any value where alpha is 0: the term is multiplied by 0).
                    let Cs = sa > 0 ? cs / sa : 0, Cb = da > 0 ? cb / da : 0
                    let b: Double
                    switch mode {
                    case .multiply: b = Cs * Cb
                    case .screen: b = Cs + Cb - Cs * Cb
                    default: b = Cb <= 0.5 ? 2 * Cs * Cb : 1 - 2 * (1 - Cs) * (1 - Cb)
                    }
                    let separable = cs * (1 - da) + cb * (1 - sa) + sa * da * b
                    let want: Double
                    switch mode {
                    case .plus: want = min(1, cs + cb)
                    case .destinationIn: want = cb * sa
                    case .destinationOut: want = cb * (1 - sa)
                    default: want = k == 3 ? sa + da - sa * da : separable
                    }
                    // Overlay's branch uses 2·cb <= αb on bytes; the straight Cb <= ½ test agrees.
                    XCTAssertLessThanOrEqual(abs(Double(gv[k]) - want * 255), 0.5 + 1e-9, "\(mode) s=\(s) d=\(d) channel \(k)")
                }
            }
        }
    }

    // MARK: - Every mode through every sink path

    func randomPixmap(_ w: Int, _ h: Int, _ rng: inout SplitMix64) -> Pixmap {
        let pm = Pixmap(width: w, height: h)
        for y in 0..<h {
            for x in 0..<w {
                let a = [0, 255, rng.next(upperBound: 256), rng.next(upperBound: 256)][rng.next(upperBound: 4)]
                func c() -> UInt8 { UInt8(rng.next(upperBound: a + 1)) }
                pm.view.row(y).withMemoryRebound(to: RGBA8.self, capacity: w) { $0[x] = RGBA8(c(), c(), c(), UInt8(a)) }
            }
        }
        return pm
    }

    /// For every mode: solid, gradient and image paints (opaque and translucent), filled shapes
    /// with anti-aliased edges and full-coverage interiors, opacity and masks, and `drawImage`
    /// through its blit, axis-aligned and projective paths, each pixel equals
    /// `ReferenceBlend(mode, source, destination, coverage)`, where the coverage is measured by
    /// the same draw of opaque white under `copy`. The opaque fast paths (source stored as is)
    /// must apply only where the blend is the source.
    func testEveryModeEveryPaintAndCoveragePath() {
        var rng = SplitMix64(seed: 0xD1FF)
        let w = 41, h = 23
        let bg = randomPixmap(w, h, &rng)
        let img = randomPixmap(14, 9, &rng)
        let mask = randomMask(w, h, &rng)
        let opaque = Color(r: 0.9, g: 0.4, b: 0.1), translucent = Color(r: 0.2, g: 0.7, b: 0.5, a: 0.6)
        let constStops = { (c: Color) in [GradientStop(0, c), GradientStop(1, c)] }
        // Gradients of one colour: real gradient shaders (LUT, opaque flag) with a known source.
        let paints: [(String, Paint, Color?)] = [
            ("solid opaque", .solid(opaque), opaque),
            ("solid translucent", .solid(translucent), translucent),
            ("linear opaque", .linearGradient(stops: constStops(opaque), start: Point(0, 0), end: Point(30, 9)), opaque),
            ("radial translucent", .radialGradient(stops: constStops(translucent), center: Point(20, 11), radius: 9), translucent),
            ("conic opaque", .conicGradient(stops: constStops(opaque), center: Point(20, 11), startAngle: 0.3), opaque),
            ("image", .image(img, transform: ClipGeometry.AffineTransform(translationX: 5, y: 3)), nil),
        ]
        let shapes = [circlePath(20.3, 11.6, 9.7), rectPath(2, 1, 35, 20)]
        var checked = 0
        for mode in BlendMode.allCases {
            for (name, paint, color) in paints {
                for opacity in [1.0, 0.7] {
                    // Opacity is folded into solid and gradient colours; images scale coverage.
                    let constSrc: RGBA8? = color.map { col in
                        if case .solid = paint { return col.withAlpha(col.a * opacity).premultiplied }
                        return lutColor(constStops(col), opacity)
                    }
                    for useMask in [false, true] {
                        for shape in shapes {
                            let out = bg.copy()
                            var c = Canvas(out.view)
                            c.fill(shape, paint: paint, opacity: opacity, blend: mode, mask: useMask ? mask : nil)
                            let probe = Pixmap(width: w, height: h)
                            var pc = Canvas(probe.view)
                            pc.fill(shape, paint: .solid(.white), blend: .copy)
                            for y in 0..<h {
                                for x in 0..<w {
                                    var cov = Int(probe[x, y].a)
                                    let src: RGBA8
                                    if let s = constSrc {
                                        src = s
                                    } else {
                                        let (ix, iy) = (x - 5, y - 3)
                                        src = ix >= 0 && ix < img.width && iy >= 0 && iy < img.height ? img[ix, iy] : RGBA8(0, 0, 0, 0)
                                        cov = (cov * Int(Canvas.unit(opacity)) + 127) / 255
                                    }
                                    if useMask { cov = (cov * Int(mask[x, y]) + 127) / 255 }
                                    let want = ReferenceBlend.blend(mode, s: src, d: bg[x, y], c: UInt8(cov))
                                    if out[x, y] != want {
                                        return XCTFail(
                                            "\(mode) \(name) opacity \(opacity) mask \(useMask) at (\(x),\(y)) c=\(cov): "
                                                + "got \(out[x, y]) want \(want)")
                                    }
                                    checked += 1
                                }
                            }
                        }
                    }
                }
            }
        }
        XCTAssertEqual(checked, BlendMode.allCases.count * paints.count * 2 * 2 * shapes.count * w * h)
    }

    /// `drawImage` of a constant-colour image (so bilinear sampling returns the colour exactly)
    /// through the integer-translation blit, the axis-aligned sampler and the projective sampler.
    func testEveryModeThroughDrawImagePaths() {
        var rng = SplitMix64(seed: 0xD1A6)
        let w = 40, h = 30
        let bg = randomPixmap(w, h, &rng)
        let mask = randomMask(w, h, &rng)
        let transforms: [(String, ClipGeometry.AffineTransform)] = [
            ("translate", ClipGeometry.AffineTransform(translationX: 7, y: 4)),
            ("axis", ClipGeometry.AffineTransform(a: 1.6, b: 0, c: 0, d: 1.3, tx: 3.4, ty: 2.2)),
            (
                "rotate",
                ClipGeometry.AffineTransform(rotationAngle: 0.4)
                    .concatenating(ClipGeometry.AffineTransform(translationX: 14, y: 2))
            ),
        ]
        for color in [RGBA8(200, 90, 30, 255), RGBA8(20, 90, 60, 140)] {
            let img = Pixmap(width: 16, height: 12)
            img.view.fill(color)
            let white = Pixmap(width: 16, height: 12)
            white.view.fill(RGBA8(255, 255, 255, 255))
            defer { withExtendedLifetime((img, white)) {} }
            for mode in BlendMode.allCases {
                for (name, t) in transforms {
                    for opacity in [1.0, 0.55] {
                        for useMask in [false, true] {
                            let out = bg.copy()
                            var c = Canvas(out.view)
                            c.drawImage(img.view, transform: t, opacity: opacity, blend: mode, mask: useMask ? mask : nil)
                            let probe = Pixmap(width: w, height: h)
                            var pc = Canvas(probe.view)
                            pc.drawImage(white.view, transform: t, opacity: opacity, blend: .copy, mask: useMask ? mask : nil)
                            var touched = 0
                            for y in 0..<h {
                                for x in 0..<w {
                                    let cov = probe[x, y].a
                                    touched += cov > 0 ? 1 : 0
                                    let want = ReferenceBlend.blend(mode, s: color, d: bg[x, y], c: cov)
                                    if out[x, y] != want {
                                        return XCTFail(
                                            "\(mode) \(name) \(color) opacity \(opacity) mask \(useMask) at (\(x),\(y)) "
                                                + "c=\(cov): got \(out[x, y]) want \(want)")
                                    }
                                }
                            }
                            XCTAssertGreaterThan(touched, 100)
                        }
                    }
                }
            }
        }
    }

    /// Entry 0 of the gradient table of `stops` (every entry, for stops of one colour).
    func lutColor(_ stops: [GradientStop], _ opacity: Double) -> RGBA8 {
        let lut = GradientLUT(stops: stops, opacity: opacity)
        return withExtendedLifetime(lut) {
            XCTAssertTrue((0..<GradientLUT.size).allSatisfy { lut.table[$0] == lut.table[0] })
            return unpack(lut.table[0])
        }
    }

    /// The alpha of a random pixmap (kept alive while its view is read).
    func randomMask(_ w: Int, _ h: Int, _ rng: inout SplitMix64) -> Mask {
        let pm = randomPixmap(w, h, &rng)
        return withExtendedLifetime(pm) { Mask(alphaOf: pm.view) }
    }

    func unpack(_ v: UInt32) -> RGBA8 { RGBA8(UInt8(v & 255), UInt8(v >> 8 & 255), UInt8(v >> 16 & 255), UInt8(v >> 24)) }
}
