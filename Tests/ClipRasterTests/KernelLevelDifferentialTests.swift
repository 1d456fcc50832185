import CRasterShims
import ClipGeometry
import ClipTestSupport
import XCTest

@testable import ClipRaster

/// The per-level C kernels (CRasterShims, one table per x86-64 level) against their Swift
/// reference twins in ClipRaster (scalar for the blend modes), bit for bit, at every level this CPU runs: blend spans (every
/// mode, full and partial coverage, buffer and constant feeds, every tail length), padded spans,
/// solid runs, fills, the coverage sweep into a solid fill and into a gradient, and the RGBA → YUV rows.
final class KernelLevelDifferentialTests: XCTestCase {
    /// The tables of every level this CPU runs (level 1 always).
    var levels: [UnsafePointer<ClipKernels>] {
        RasterBuild.supportedKernelLevels.compactMap { clip_kernels_for_level($0) }
    }

    func testLevelsAndOverride() {
        XCTAssertEqual(RasterBuild.supportedKernelLevels.first, 1)
        XCTAssertNotNil(clip_kernels_for_level(1))
        XCTAssertNil(clip_kernels_for_level(2))
        XCTAssertNil(clip_kernels_for_level(5))
        for k in levels { XCTAssertTrue([1, 3, 4].contains(k.pointee.level)) }
        XCTAssertTrue(RasterBuild.supportedKernelLevels.contains(Int(clip_cpu_max_level())))
        // Without CLIPGEN_CPU_LEVEL the highest level runs.
        if ProcessInfo.processInfo.environment["CLIPGEN_CPU_LEVEL"] == nil {
            XCTAssertEqual(RasterBuild.kernelLevel, Int(clip_cpu_max_level()))
            XCTAssertTrue(RasterBuild.kernels.hasSuffix("(runtime dispatch)"), RasterBuild.kernels)
        }
    }

    /// A premultiplied pixel (alpha 0, 255 or random; channels up to alpha), or any 32 bits.
    func pixel(_ rng: inout SplitMix64, premultiplied: Bool = true) -> UInt32 {
        if !premultiplied { return UInt32(truncatingIfNeeded: rng.next()) }
        let a = UInt32([0, 255, rng.next(upperBound: 256)][rng.next(upperBound: 3)])
        func c() -> UInt32 { UInt32(rng.next(upperBound: Int(a) + 1)) }
        return c() | c() << 8 | c() << 16 | a << 24
    }

    func coverage(_ rng: inout SplitMix64) -> UInt32 {
        let c = UInt32([0, 255, rng.next(upperBound: 256)][rng.next(upperBound: 3)])
        return c | c << 16
    }

    /// `Composite.spanReference` (the scalar twin, per pixel) for `mode` against `blend_span` of
    /// every level, for every combination of buffer / constant source and coverage and every
    /// length 0...40; the last round on any 32 bits (pixels that are not premultiplied still give
    /// the same bits at every level and in the twin).
    func checkSpan(_ mode: BlendMode, full: Bool, seed: UInt64, file: StaticString = #filePath, line: UInt = #line) {
        var rng = SplitMix64(seed: seed)
        let cMode = mode.cMode | (full ? Int(CLIP_BLEND_FULL) : 0)
        for n in 0...40 {
            for round in 0..<6 {
                let pre = round != 5
                let dst = (0..<n).map { _ in pixel(&rng, premultiplied: pre) }
                let src = (0..<n).map { _ in pixel(&rng, premultiplied: pre) }
                let cov = (0..<n).map { _ in coverage(&rng) }
                let sc = pixel(&rng, premultiplied: pre), cc = coverage(&rng)
                for feeds in 0..<4 {
                    var want = dst
                    src.withUnsafeBufferPointer { s in
                        cov.withUnsafeBufferPointer { c in
                            want.withUnsafeMutableBufferPointer { d in
                                let sp = s.baseAddress!, cp = c.baseAddress!, dp = d.baseAddress!
                                switch feeds {
                                case 0: Composite.spanReference(mode, full: full, dp, n, src: BufferFeed(sp), cov: BufferFeed(cp))
                                case 1: Composite.spanReference(mode, full: full, dp, n, src: BufferFeed(sp), cov: ConstFeed(cc))
                                case 2: Composite.spanReference(mode, full: full, dp, n, src: ConstFeed(sc), cov: BufferFeed(cp))
                                default: Composite.spanReference(mode, full: full, dp, n, src: ConstFeed(sc), cov: ConstFeed(cc))
                                }
                            }
                        }
                    }
                    for k in levels {
                        var got = dst
                        src.withUnsafeBufferPointer { s in
                            cov.withUnsafeBufferPointer { c in
                                got.withUnsafeMutableBufferPointer { d in
                                    k.pointee.blend_span(
                                        cMode, d.baseAddress!, n, feeds < 2 ? s.baseAddress! : nil, sc,
                                        feeds % 2 == 0 ? c.baseAddress! : nil, cc)
                                }
                            }
                        }
                        if got != want {
                            return XCTFail(
                                "\(mode) full \(full) level \(k.pointee.level) n \(n) round \(round) feeds \(feeds): got \(got) want \(want)",
                                file: file, line: line)
                        }
                    }
                }
            }
        }
    }

    /// `Composite.spanPaddedReference` against `blend_span_padded`: rows with and without room for
    /// whole vectors; the coverage buffer's padding is compared too.
    func checkPadded(_ mode: BlendMode, seed: UInt64, file: StaticString = #filePath, line: UInt = #line) {
        var rng = SplitMix64(seed: seed)
        for n in 1...33 {
            for limit in [n, n + 3, (n + 7) & ~7, n + 9] {
                let room = max(limit, n) + 8
                let dst = (0..<room).map { _ in pixel(&rng) }
                let src = (0..<room).map { _ in pixel(&rng) }
                let cov = (0..<(n + 8)).map { _ in coverage(&rng) }
                let sc = pixel(&rng)
                for constantSource in [false, true] {
                    var want = dst, wantCov = cov
                    src.withUnsafeBufferPointer { s in
                        wantCov.withUnsafeMutableBufferPointer { c in
                            want.withUnsafeMutableBufferPointer { d in
                                let feed = constantSource ? nil : s.baseAddress!
                                if let feed {
                                    Composite.spanPaddedReference(
                                        mode, d.baseAddress!, n, limit: limit, src: BufferFeed(feed), cov: c.baseAddress!)
                                } else {
                                    Composite.spanPaddedReference(
                                        mode, d.baseAddress!, n, limit: limit, src: ConstFeed(sc), cov: c.baseAddress!)
                                }
                            }
                        }
                    }
                    for k in levels {
                        var got = dst, gotCov = cov
                        src.withUnsafeBufferPointer { s in
                            gotCov.withUnsafeMutableBufferPointer { c in
                                got.withUnsafeMutableBufferPointer { d in
                                    k.pointee.blend_span_padded(
                                        mode.cMode, d.baseAddress!, n, limit, constantSource ? nil : s.baseAddress!, sc, c.baseAddress!)
                                }
                            }
                        }
                        if got != want || gotCov != wantCov {
                            let what = "\(mode) level \(k.pointee.level) n \(n) limit \(limit) constant \(constantSource)"
                            XCTAssertEqual(got, want, what, file: file, line: line)
                            XCTAssertEqual(gotCov, wantCov, what + " (coverage buffer)", file: file, line: line)
                            return
                        }
                    }
                }
            }
        }
    }

    /// Every mode's spans (partial and full coverage) and padded spans at every level against the
    /// scalar twin.
    func testBlendSpansEveryMode() {
        for (i, mode) in BlendMode.allCases.enumerated() {
            let seed = 0x4C01 + 4 * UInt64(i)
            checkSpan(mode, full: false, seed: seed)
            checkSpan(mode, full: true, seed: seed + 1)
            checkPadded(mode, seed: seed + 2)
        }
    }

    /// Every mode at every level against the twin on all 256 coverages, one random (s, d) pair
    /// per coverage and per lane, in whole vectors (the seeded spans above draw coverage mostly
    /// from {0, 255}).
    func testEveryCoverageEveryMode() {
        var rng = SplitMix64(seed: 0xC0FE)
        let n = 256 * 8
        let c = (0..<n).map { UInt32($0 / 8) * 0x10001 }
        for mode in BlendMode.allCases {
            let s = (0..<n).map { _ in pixel(&rng) }, d = (0..<n).map { _ in pixel(&rng) }
            for k in levels {
                var out = d
                s.withUnsafeBufferPointer { sp in
                    c.withUnsafeBufferPointer { cp in
                        out.withUnsafeMutableBufferPointer {
                            k.pointee.blend_span(mode.cMode, $0.baseAddress!, n, sp.baseAddress!, 0, cp.baseAddress!, 0)
                        }
                    }
                }
                for i in 0..<n {
                    let want = ReferenceBlend.pixel(mode, s[i], d[i], i / 8)
                    if out[i] != want {
                        return XCTFail("\(mode) level \(k.pointee.level) c=\(i / 8): s=\(s[i]) d=\(d[i]) got \(out[i]) want \(want)")
                    }
                }
            }
        }
    }

    func testSolidOverRunAndFill() {
        var rng = SplitMix64(seed: 0x4C10)
        for n in 0...40 {
            for _ in 0..<20 {
                let dst = (0..<n).map { _ in pixel(&rng) }
                let color = pixel(&rng)
                let c = UInt32(1 + rng.next(upperBound: 255))
                var want = dst
                want.withUnsafeMutableBufferPointer {
                    Composite.spanReference(.sourceOver, $0.baseAddress!, n, src: ConstFeed(color), cov: ConstFeed(c | c << 16))
                }
                for k in levels {
                    var got = dst
                    got.withUnsafeMutableBufferPointer { k.pointee.solid_over_run($0.baseAddress!, n, color, c) }
                    XCTAssertEqual(got, want, "level \(k.pointee.level) n \(n) colour \(color) coverage \(c)")
                    var filled = dst
                    filled.withUnsafeMutableBufferPointer { k.pointee.fill32($0.baseAddress!, n, color) }
                    XCTAssertEqual(filled, Array(repeating: color, count: n))
                }
            }
        }
    }

    /// A random closed polygon with some cubic edges, partly outside the target.
    func randomPath(_ rng: inout SplitMix64, width: Int, height: Int) -> Path {
        func pt() -> Point {
            Point(Double(rng.next(upperBound: (width + 20) * 64)) / 64 - 10, Double(rng.next(upperBound: (height + 20) * 64)) / 64 - 10)
        }
        var p = Path()
        p.move(to: pt())
        for _ in 0..<(3 + rng.next(upperBound: 6)) {
            if rng.next(upperBound: 3) == 0 { p.cubic(to: pt(), control1: pt(), control2: pt()) } else { p.line(to: pt()) }
        }
        p.close()
        return p
    }

    /// The cell walk (`clip_line_walk`, CRasterWalk.h, rounded crossings) against AGG's exact
    /// row-by-row walk (`cWalk` off): random polygons and curves, random single segments (vertical,
    /// near-horizontal, long, clipped above, below, left and right of the region), a band origin, both
    /// fill rules. An opaque colour over a ramp: every channel within 1 of the exact walk's, and at
    /// most 3 % of the pixels differ at all (a wrong cell, a lost carry or a wrong entry into the
    /// region changes whole pixels by far more).
    func testCellWalkMatchesExactWalk() {
        var rng = SplitMix64(seed: 0x4C21)
        func real(_ lo: Double, _ hi: Double) -> Double { lo + (hi - lo) * Double(rng.next(upperBound: 1 << 20)) / Double(1 << 20) }
        var totalDiffering = 0, totalPixels = 0
        for round in 0..<200 {
            let width = 1 + rng.next(upperBound: 120), height = 1 + rng.next(upperBound: 60)
            let originY = round % 3 == 0 ? rng.next(upperBound: 9) : 0
            let path = randomPath(&rng, width: width, height: height + originY)
            var segments: [(Double, Double, Double, Double)] = []
            for _ in 0..<(rng.next(upperBound: 12)) {
                let x1 = real(-20, Double(width) + 20), y1 = real(-20, Double(height + originY) + 20)
                switch rng.next(upperBound: 4) {
                case 0: segments.append((x1, y1, x1, real(-20, Double(height + originY) + 20)))
                case 1: segments.append((x1, y1, real(-20, Double(width) + 20), y1 + real(-0.9, 0.9)))
                default: segments.append((x1, y1, real(-20, Double(width) + 20), real(-20, Double(height + originY) + 20)))
                }
            }
            let rule: FillRule = round % 2 == 0 ? .nonZero : .evenOdd
            let base = Pixmap(width: width, height: height)
            for y in 0..<height { for x in 0..<width { base[x, y] = RGBA8(UInt8(x & 255), UInt8(y & 255), 40, 255) } }
            func render(cWalk: Bool) -> [UInt8] {
                let pm = Pixmap(width: width, height: height)
                let view = pm.view
                view.copy(from: base.view)
                let acc = CoverageAccumulator()
                acc.cWalk = cWalk
                let buffers = SpanBuffers(width: width)
                let clip = IntRect(x0: 0, y0: originY, x1: width, y1: originY + height)
                acc.begin(clip)
                EdgeBuilder.addEdges(path: path, transform: .identity, into: acc)
                for s in segments { acc.addLine(s.0, s.1, s.2, s.3) }
                var sink = SolidOverSink(base: view.base, stride: view.stride, width: width, originY: originY, color: 0xFF10_80F0)
                acc.sweepSwift(rule: rule, coverage: buffers.coverage, into: &sink)
                return pm.bytes
            }
            let cell = render(cWalk: true), exact = render(cWalk: false)
            var worst = 0, differing = 0
            for p in stride(from: 0, to: cell.count, by: 4) {
                var d = 0
                for k in 0..<4 { d = max(d, abs(Int(cell[p + k]) - Int(exact[p + k]))) }
                worst = max(worst, d)
                if d > 0 { differing += 1 }
            }
            totalDiffering += differing
            totalPixels += width * height
            XCTAssertLessThanOrEqual(worst, 1, "round \(round) \(width)×\(height) origin \(originY) \(rule)")
        }
        XCTAssertLessThanOrEqual(totalDiffering * 100, totalPixels * 3, "\(totalDiffering) of \(totalPixels) pixels differ")
        XCTAssertGreaterThan(totalDiffering, 0, "the walks are not compared (the cell walk rounds its crossings)")
    }

    /// The C sweep into a solid fill against the generic Swift sweep through `SolidOverSink`:
    /// random polygons on odd-sized targets, both fill rules, translucent and opaque colours.
    func testSweepIntoSolidFill() {
        var rng = SplitMix64(seed: 0x4C11)
        for round in 0..<60 {
            let width = 1 + rng.next(upperBound: 90), height = 1 + rng.next(upperBound: 50)
            let path = randomPath(&rng, width: width, height: height)
            let rule: FillRule = round % 2 == 0 ? .nonZero : .evenOdd
            let color = round % 3 == 0 ? 0xFF20_60A0 : pixel(&rng)
            let base = Pixmap(width: width, height: height)
            for y in 0..<height { for x in 0..<width { base[x, y] = RGBA8(UInt8(x & 255), UInt8(y & 255), 40, 255) } }
            func render(_ sweep: (CoverageAccumulator, UnsafeMutablePointer<UInt32>, inout SolidOverSink) -> Void) -> [UInt8] {
                let pm = Pixmap(width: width, height: height)
                let view = pm.view
                view.copy(from: base.view)
                let acc = CoverageAccumulator()
                let buffers = SpanBuffers(width: width)
                let clip = IntRect(x0: 0, y0: 0, x1: width, y1: height)
                if EdgeBuilder.build(path: path, transform: .identity, clip: clip, into: acc) != nil {
                    var sink = SolidOverSink(base: view.base, stride: view.stride, width: width, originY: 0, color: color)
                    sweep(acc, buffers.coverage, &sink)
                }
                return pm.bytes
            }
            let want = render { acc, cov, sink in acc.sweepSwift(rule: rule, coverage: cov, into: &sink) }
            for k in levels {
                let got = render { acc, cov, sink in acc.sweep(rule: rule, coverage: cov, into: sink, kernels: k) }
                XCTAssertEqual(got, want, "level \(k.pointee.level) round \(round) \(width)×\(height) \(rule)")
            }
        }
    }

    /// `path` filled with `shader` (source-over) over a copy of `base` (its rows `originY...`): through
    /// the generic Swift sweep into `GeneralSink` under source-over (the reference) when `k` is nil,
    /// else through the C gradient sweep of that kernel level.
    func gradientSweep(
        _ path: Path, over base: Pixmap, originY: Int, rule: FillRule, shader: Shader, kernels k: UnsafePointer<ClipKernels>?
    ) -> [UInt8] {
        let width = base.width, height = base.height
        let pm = Pixmap(width: width, height: height)
        let view = pm.view
        view.copy(from: base.view)
        let acc = CoverageAccumulator()
        let buffers = SpanBuffers(width: width)
        let clip = IntRect(x0: 0, y0: originY, x1: width, y1: originY + height)
        guard EdgeBuilder.build(path: path, transform: .identity, clip: clip, into: acc) != nil else { return pm.bytes }
        // The buffers own the coverage and source scratch the sweeps write through raw pointers.
        defer { withExtendedLifetime(buffers) {} }
        if let k {
            let target = SolidOverSink(base: view.base, stride: view.stride, width: width, originY: originY, color: 0)
            let g = Canvas.gradientJob(shader, source: buffers.source)!
            acc.sweep(rule: rule, coverage: buffers.coverage, into: target, gradient: g, kernels: k)
        } else {
            var sink = GeneralSink(
                mode: .sourceOver, base: view.base, stride: view.stride, width: width, originY: originY, shader: shader, buffers: buffers,
                coverageScale: 255, mask1: nil, mask2: nil, directFullRuns: shader.isOpaque)
            acc.sweep(rule: rule, coverage: buffers.coverage, into: &sink)
        }
        return pm.bytes
    }

    /// The C sweep into a linear or radial gradient (`sweep_gradient_over`) against the generic
    /// sweep through `GeneralSink` under source-over: random polygons, both fill rules, opaque and
    /// translucent tables, rotated and axis-aligned gradients (the radial's row-aligned form), a
    /// band origin.
    func testSweepIntoGradient() {
        var rng = SplitMix64(seed: 0x4C15)
        func real(_ lo: Double, _ hi: Double) -> Double { lo + (hi - lo) * Double(rng.next(upperBound: 1 << 20)) / Double(1 << 20) }
        for round in 0..<80 {
            let width = 1 + rng.next(upperBound: 90), height = 1 + rng.next(upperBound: 50)
            let originY = round % 5 == 0 ? 7 : 0
            var path = randomPath(&rng, width: width, height: height + originY)
            if round % 4 == 3 {
                // A rectangle with fractional edges: constant partial-coverage runs on its top and
                // bottom rows.
                let x0 = real(-5, Double(width) / 2), y0 = real(-5, Double(originY + height) / 2)
                path = Path()
                path.move(to: Point(x0, y0)); path.line(to: Point(x0 + real(20, 80), y0))
                path.line(to: Point(x0 + real(20, 80), y0 + real(3, 40))); path.line(to: Point(x0, y0 + real(3, 40)))
                path.close()
            }
            let rule: FillRule = round % 2 == 0 ? .nonZero : .evenOdd
            let opaque = round % 3 == 0
            // Rounds 1, 4, 7, …: every stop the same translucent alpha (a table of one alpha).
            let sharedAlpha: Double? = round % 3 == 1 ? real(0.05, 0.95) : nil
            func stopColor() -> Color {
                Color(r: real(0, 1), g: real(0, 1), b: real(0, 1), a: opaque ? 1 : sharedAlpha ?? real(0, 1))
            }
            let lut = GradientLUT(
                stops: [GradientStop(0, stopColor()), GradientStop(real(0.2, 0.8), stopColor()), GradientStop(1, stopColor())], opacity: 1)
            let inv =
                round % 4 < 2
                ? AffineTransform.identity
                : AffineTransform(rotationAngle: real(-3, 3)).concatenating(AffineTransform(translationX: 3, y: -2))
            let shader: Shader
            if round % 2 == 0 || round % 7 == 0 {
                shader = .linear(
                    LinearGradientShader(
                        lut: lut, start: Point(real(-20, 100), real(-20, 60)), end: Point(real(-20, 100), real(-20, 60)), inverse: inv))
            } else {
                shader = .radial(RadialGradientShader(lut: lut, center: Point(real(0, 90), real(0, 50)), radius: real(3, 80), inverse: inv))
            }
            let base = Pixmap(width: width, height: height)
            for y in 0..<height {
                for x in 0..<width { base[x, y] = RGBA8(UInt8(x & 255), UInt8(y & 255), 40, UInt8(255 - (x * 3 & 127))) }
            }
            let want = gradientSweep(path, over: base, originY: originY, rule: rule, shader: shader, kernels: nil)
            for k in levels {
                let got = gradientSweep(path, over: base, originY: originY, rule: rule, shader: shader, kernels: k)
                XCTAssertEqual(got, want, "level \(k.pointee.level) round \(round) \(width)×\(height) \(rule) opaque \(opaque)")
            }
        }
    }

    /// The radial gradient sweep over wide regions against the generic sweep: spans from 16 to
    /// hundreds of pixels (every tail length of the x86-64-v4 sweep's 64-pixel steps), tables of
    /// four random stops (every byte plane varied, both halves of the table), opaque and
    /// translucent, rotated and axis-aligned; at x86-64-v4 with and without the VBMI byte-permute
    /// lookups (`clip_set_byte_permutes`; without VBMI on the CPU both runs take the plain code).
    func testSweepIntoRadialGradientWideSpans() {
        var rng = SplitMix64(seed: 0x4C16)
        func real(_ lo: Double, _ hi: Double) -> Double { lo + (hi - lo) * Double(rng.next(upperBound: 1 << 20)) / Double(1 << 20) }
        let saved = clip_set_byte_permutes(1)
        defer { _ = clip_set_byte_permutes(saved) }
        for round in 0..<24 {
            let width = 64 + rng.next(upperBound: 400), height = 4 + rng.next(upperBound: 24)
            let originY = round % 5 == 0 ? 7 : 0
            var path = Path()
            if round % 3 == 0 {
                path = randomPath(&rng, width: width, height: height + originY)
            } else {
                // A polygon over most of the width: interior runs of many lengths between edges.
                let x0 = real(-8, 20), x1 = real(Double(width) - 20, Double(width) + 8)
                path.move(to: Point(x0, real(-3, 3) + Double(originY)))
                path.line(to: Point(x1, real(-3, 3) + Double(originY)))
                path.line(to: Point(real(Double(width) / 2, x1), Double(originY + height) + real(-2, 3)))
                path.line(to: Point(real(x0, Double(width) / 2), Double(originY + height) + real(-2, 3)))
                path.close()
            }
            let opaque = round % 2 == 0
            func stopColor() -> Color { Color(r: real(0, 1), g: real(0, 1), b: real(0, 1), a: opaque ? 1 : real(0.1, 1)) }
            let lut = GradientLUT(
                stops: [
                    GradientStop(0, stopColor()), GradientStop(real(0.1, 0.45), stopColor()), GradientStop(real(0.55, 0.9), stopColor()),
                    GradientStop(1, stopColor()),
                ], opacity: 1)
            let inv =
                round % 4 < 2
                ? AffineTransform.identity
                : AffineTransform(rotationAngle: real(-3, 3)).concatenating(AffineTransform(translationX: 3, y: -2))
            let shader = Shader.radial(
                RadialGradientShader(
                    lut: lut, center: Point(real(0, Double(width)), real(0, Double(originY + height))),
                    radius: real(Double(width) / 4, Double(width) * 1.2), inverse: inv))
            let base = Pixmap(width: width, height: height)
            for y in 0..<height {
                for x in 0..<width {
                    base[x, y] = RGBA8(UInt8(x & 255), UInt8(y * 9 & 255), UInt8(x * 7 & 255), UInt8(255 - (x * 3 & 127)))
                }
            }
            let rule: FillRule = round % 2 == 0 ? .nonZero : .evenOdd
            let want = gradientSweep(path, over: base, originY: originY, rule: rule, shader: shader, kernels: nil)
            for k in levels {
                for permutes in [1, 0] {
                    _ = clip_set_byte_permutes(permutes)
                    let got = gradientSweep(path, over: base, originY: originY, rule: rule, shader: shader, kernels: k)
                    XCTAssertEqual(
                        got, want, "level \(k.pointee.level) byte permutes \(permutes) round \(round) \(width)×\(height) opaque \(opaque)")
                }
            }
        }
    }

    /// The radial sweep over tables of one alpha (the AVX2 level's runs add the destination's part
    /// to whole entries, its mask spans take the source's alpha from the coverage) against the
    /// generic sweep: premultiplied tables, and tables of one alpha with channels above it (not
    /// premultiplied, where adding whole pixels would carry from one channel into the next, so
    /// those take the general blend); interiors of full coverage, partial-coverage edges and runs.
    func testSweepIntoRadialGradientOneAlpha() {
        var rng = SplitMix64(seed: 0x4C17)
        func real(_ lo: Double, _ hi: Double) -> Double { lo + (hi - lo) * Double(rng.next(upperBound: 1 << 20)) / Double(1 << 20) }
        for round in 0..<24 {
            let width = 40 + rng.next(upperBound: 200), height = 8 + rng.next(upperBound: 24)
            var path = Path()
            if round % 3 == 0 {
                path = randomPath(&rng, width: width, height: height)
            } else {
                let x0 = real(-8, 20), x1 = real(Double(width) - 20, Double(width) + 8)
                path.move(to: Point(x0, real(-3, 3))); path.line(to: Point(x1, real(-3, 3)))
                path.line(to: Point(real(Double(width) / 2, x1), Double(height) + real(-2, 3)))
                path.line(to: Point(real(x0, Double(width) / 2), Double(height) + real(-2, 3)))
                path.close()
            }
            let alpha = real(0.05, 0.95)
            func stopColor() -> Color { Color(r: real(0, 1), g: real(0, 1), b: real(0, 1), a: alpha) }
            let lut = GradientLUT(stops: [GradientStop(0, stopColor()), GradientStop(1, stopColor())], opacity: 1)
            if round % 2 == 1 {
                // Channels up to 255 over the same alpha: no longer premultiplied.
                for e in 0..<GradientLUT.size {
                    let a = lut.table[e] >> 24
                    lut.table[e] = a << 24 | UInt32(truncatingIfNeeded: rng.next()) & 0xFF_FFFF
                }
            }
            let inv = round % 4 < 2 ? AffineTransform.identity : AffineTransform(rotationAngle: real(-3, 3))
            let shader = Shader.radial(
                RadialGradientShader(
                    lut: lut, center: Point(real(0, Double(width)), real(0, Double(height))), radius: real(10, Double(width)),
                    inverse: inv))
            let base = Pixmap(width: width, height: height)
            for y in 0..<height {
                for x in 0..<width { base[x, y] = RGBA8(UInt8(x & 255), UInt8(y * 9 & 255), UInt8(x * 7 & 255), 255) }
            }
            let rule: FillRule = round % 2 == 0 ? .nonZero : .evenOdd
            let want = gradientSweep(path, over: base, originY: 0, rule: rule, shader: shader, kernels: nil)
            for k in levels {
                let got = gradientSweep(path, over: base, originY: 0, rule: rule, shader: shader, kernels: k)
                XCTAssertEqual(got, want, "level \(k.pointee.level) round \(round) \(width)×\(height)")
            }
        }
    }

    /// The C YUV rows of every level against the scalar rows (`ReferenceYUV420`), every row length
    /// 1...40, output widths past the row (edge repetition).
    func testYUVRows() {
        var rng = SplitMix64(seed: 0x4C12)
        for w in 1...40 {
            for width in stride(from: 2, through: w + 6, by: 2) {
                let r0 = (0..<w).map { _ in pixel(&rng) }, r1 = (0..<w).map { _ in pixel(&rng) }
                var wantY = [UInt8](repeating: 0xA5, count: width + 4), wantU = [UInt8](repeating: 0xA5, count: width / 2 + 4)
                var wantV = wantU
                r0.withUnsafeBufferPointer { a in
                    r1.withUnsafeBufferPointer { b in
                        ReferenceYUV420.lumaRow(a.baseAddress!, w: w, into: &wantY, width: width)
                        ReferenceYUV420.chromaRow(a.baseAddress!, b.baseAddress!, w: w, u: &wantU, v: &wantV, count: width / 2)
                    }
                }
                for k in levels {
                    var y = [UInt8](repeating: 0xA5, count: width + 4), u = [UInt8](repeating: 0xA5, count: width / 2 + 4)
                    var v = u
                    r0.withUnsafeBufferPointer { a in
                        r1.withUnsafeBufferPointer { b in
                            k.pointee.luma_row(a.baseAddress!, w, &y, width)
                            k.pointee.chroma_row(a.baseAddress!, b.baseAddress!, w, &u, &v, width / 2)
                        }
                    }
                    XCTAssertEqual(y, wantY, "Y level \(k.pointee.level) w \(w) width \(width)")
                    XCTAssertEqual(u, wantU, "U level \(k.pointee.level) w \(w) width \(width)")
                    XCTAssertEqual(v, wantV, "V level \(k.pointee.level) w \(w) width \(width)")
                }
            }
        }
    }

    /// `GaussianBlur.filterLanes` against `blur_lanes` of every level: random 16-bit strip input
    /// (bytes widened, as the blur stores them), several cascades (one to three boxes), lengths
    /// shorter and longer than the boxes.
    func testBlurLanes() {
        var rng = SplitMix64(seed: 0x4C13)
        for sigma in [0.6, 1.5, 4.0, 11.0, 40.0] {
            for c in GaussianBlur.cascades(radii: GaussianBlur.boxRadii(sigma: sigma)) {
                for n in [1, 5, 17, 90] {
                    let work = StripWork([c], length: n)
                    defer { work.deallocate() }
                    let steps = work.input.assumingMemoryBound(to: UInt16.self)
                    for i in 0..<(64 * n) { steps[i] = UInt16(rng.next(upperBound: 256)) }
                    let stride = 16 + 8 * rng.next(upperBound: 3)
                    var want = [UInt8](repeating: 0xA5, count: stride * n + 16)
                    want.withUnsafeMutableBytes {
                        GaussianBlur.filterLanes(
                            UnsafeRawPointer(work.input + 32), count: n, into: $0.baseAddress!, stride: stride, c, work.ring)
                    }
                    var cascade = ClipBlurCascade(
                        w1: c.w1, w2: c.w2, w3: c.w3, reach: c.reach, bias: c.divider.bias, preShift: c.divider.preShift,
                        mul: c.divider.mul, shift: c.divider.shift)
                    for k in levels {
                        var got = [UInt8](repeating: 0xA5, count: stride * n + 16)
                        got.withUnsafeMutableBufferPointer {
                            k.pointee.blur_lanes(
                                (work.input + 32).assumingMemoryBound(to: UInt8.self), n, $0.baseAddress!, stride, &cascade,
                                UnsafeMutableRawPointer(work.ring).assumingMemoryBound(to: UInt32.self))
                        }
                        XCTAssertEqual(got, want, "level \(k.pointee.level) sigma \(sigma) widths \(c.w1) \(c.w2) \(c.w3) n \(n)")
                    }
                }
            }
        }
    }

    /// The linear and radial gradient spans against `lutSpan` with their Swift indexers: random
    /// origins and steps (some far outside 0...1, so indices clamp), every length 0...40 and a few
    /// longer spans (x86-64-v4 runs 16 pixels a step, its last step masked; a random table, so a
    /// wrong entry of its in-register lookup shows).
    func testGradientSpans() {
        var rng = SplitMix64(seed: 0x4C14)
        func real(_ scale: Double) -> Double { (Double(rng.next(upperBound: 1 << 30)) / Double(1 << 29) - 1) * scale }
        let table = (0..<256).map { _ in UInt32(truncatingIfNeeded: rng.next()) }
        table.withUnsafeBufferPointer { tb in
            let t = UnsafeMutablePointer(mutating: tb.baseAddress!)
            for n in Array(0...40) + [63, 100, 257] {
                for round in 0..<30 {
                    let scale = [0.01, 0.2, 3.0, 0.002][round % 4]
                    let t0 = real(2), a = real(scale)
                    var ix = LinearGradientShader.Indexer(t0: t0, a: a)
                    var want = [UInt32](repeating: 0, count: n)
                    want.withUnsafeMutableBufferPointer { lutSpan(&ix, t, n, $0.baseAddress!) }
                    let ux0 = Float(real(2)), uy0 = Float(real(2)), sx = Float(real(scale)), sy = round % 2 == 0 ? 0 : Float(real(scale))
                    var wantR = [UInt32](repeating: 0, count: n)
                    wantR.withUnsafeMutableBufferPointer { out in
                        if sy == 0 {
                            var rx = RadialGradientShader.RowIndexer(ux0: ux0, uy2: uy0 * uy0, sx: sx, k: iota8)
                            lutSpan(&rx, t, n, out.baseAddress!)
                        } else {
                            var rx = RadialGradientShader.Indexer(ux0: ux0, uy0: uy0, sx: sx, sy: sy, k: iota8)
                            lutSpan(&rx, t, n, out.baseAddress!)
                        }
                    }
                    for k in levels {
                        var got = [UInt32](repeating: 0, count: n)
                        got.withUnsafeMutableBufferPointer { k.pointee.linear_span(t0, a, t, n, $0.baseAddress!) }
                        XCTAssertEqual(got, want, "linear level \(k.pointee.level) n \(n) t0 \(t0) a \(a)")
                        var gotR = [UInt32](repeating: 0, count: n)
                        gotR.withUnsafeMutableBufferPointer {
                            k.pointee.radial_span(ux0, uy0, sx, sy, sy == 0 ? 1 : 0, t, n, $0.baseAddress!)
                        }
                        XCTAssertEqual(gotR, wantR, "radial level \(k.pointee.level) n \(n) u0 \(ux0) \(uy0) s \(sx) \(sy)")
                    }
                }
            }
        }
    }

    /// Slow linear gradients (under 0.2 entries a pixel, where the AVX2 level takes 32 pixels from
    /// one rotated eight-entry window found without looking at the indices, 64 under 0.1025)
    /// against `lutSpan`: slopes up to both bounds either way, origins crossing both clamp ends,
    /// near rounding ties, far outside, infinite and NaN, spans of whole and partial steps; a
    /// random table.
    func testSlowLinearSpans() {
        var rng = SplitMix64(seed: 0x51_0E)
        func unit() -> Double { Double(rng.next(upperBound: 1 << 30)) / Double(1 << 30) }
        let table = (0..<256).map { _ in UInt32(truncatingIfNeeded: rng.next()) }
        let slopes: [Double] = [
            0.199_99, -0.199_99, 0.2, -0.2, 0.102_49, -0.102_49, 0.1025, 0.1, -0.05, 1e-4, -1e-4, 0, 1e-12, -1e-12,
        ]
        table.withUnsafeBufferPointer { tb in
            let t = UnsafeMutablePointer(mutating: tb.baseAddress!)
            for round in 0..<400 {
                let s = round < slopes.count * 10 ? slopes[round % slopes.count] : (unit() * 2 - 1) * 0.2
                let a = s / 255
                var t0: Double
                switch round % 8 {
                case 0: t0 = unit() * 2 - 0.5
                case 1: t0 = -unit() * 40 * abs(a) // starts below 0, crosses into the table
                case 2: t0 = 1 - unit() * 40 * abs(a) // crosses 255
                case 3: t0 = (Double(rng.next(upperBound: 256)) + 0.5) / 255 // a rounding tie
                case 4: t0 = (Double(rng.next(upperBound: 256)) + 0.5) / 255 - a * Double(rng.next(upperBound: 64))
                case 5: t0 = [1e6, -1e6, 3.5, -2.5][rng.next(upperBound: 4)]
                case 6: t0 = [Double.infinity, -Double.infinity, Double.nan][rng.next(upperBound: 3)]
                default: t0 = unit() * 1.2 - 0.1
                }
                for n in [32, 33, 47, 64, 95, 96, 100, 257, 1000] {
                    var ix = LinearGradientShader.Indexer(t0: t0, a: a)
                    var want = [UInt32](repeating: 0, count: n)
                    want.withUnsafeMutableBufferPointer { lutSpan(&ix, t, n, $0.baseAddress!) }
                    for k in levels {
                        var got = [UInt32](repeating: 0, count: n)
                        got.withUnsafeMutableBufferPointer { k.pointee.linear_span(t0, a, t, n, $0.baseAddress!) }
                        XCTAssertEqual(got, want, "linear level \(k.pointee.level) n \(n) t0 \(t0) a·255 \(s)")
                    }
                }
            }
        }
    }
}
