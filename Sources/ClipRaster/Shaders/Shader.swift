import CRasterShims
import ClipGeometry

/// The source colours of a draw, evaluated one span at a time at pixel centres.
/// Chosen once per draw; `fetch` switches once per span, never per pixel.
enum Shader {
    case solid(UInt32)
    case linear(LinearGradientShader)
    case radial(RadialGradientShader)
    case focal(FocalGradientShader)
    case conic(ConicGradientShader)
    case image(ImageShader)
    case axisImage(AxisImageShader)

    /// Whether every fetched pixel has alpha 255.
    var isOpaque: Bool {
        switch self {
        case .solid(let c): return c >> 24 == 255
        case .linear(let g): return g.lut.isOpaque
        case .radial(let g): return g.lut.isOpaque
        case .focal(let g): return g.lut.isOpaque
        case .conic(let g): return g.lut.isOpaque
        case .image, .axisImage: return false
        }
    }

    /// Writes `n` premultiplied pixels of row `y` starting at `x` (device) into `out`.
    @inline(__always)
    func fetch(y: Int, x: Int, n: Int, into out: UnsafeMutablePointer<UInt32>) {
        switch self {
        case .solid(let c): out.update(repeating: c, count: n)
        case .linear(let g): g.fetch(y: y, x: x, n: n, into: out)
        case .radial(let g): g.fetch(y: y, x: x, n: n, into: out)
        case .focal(let g): g.fetch(y: y, x: x, n: n, into: out)
        case .conic(let g): g.fetch(y: y, x: x, n: n, into: out)
        case .image(let s): s.fetch(y: y, x: x, n: n, into: out)
        case .axisImage(let s): s.fetch(y: y, x: x, n: n, into: out)
        }
    }
}

@inline(__always) var iota8: SIMD8<Float> { SIMD8<Float>(0, 1, 2, 3, 4, 5, 6, 7) }

/// The LUT indices of one span, 8 pixels at a time (one specialised struct per gradient kind:
/// no existential, no closure).
protocol SpanIndexer {
    /// Indices of pixels `i ..< i + 8`; called with `i = 0, 8, 16, …` in order.
    mutating func next8(_ i: Int) -> U32x8
    /// The index of pixel `i` (the scalar twin of `next8`, used for the tail).
    func index1(_ i: Int) -> Int
}

/// `out[i] = table[index(i)]` for `i < n`.
///
/// Software-pipelined by one chunk: the indices of chunk `j` are stored (as a vector) into
/// `out`, and the loop then gathers chunk `j - 1`, stored in the previous iteration. The vector
/// index math of one chunk overlaps the scalar loads of the other, and LLVM does not forward the
/// stored vector to the gather loads across the iteration, so it keeps the math vectorised (a
/// fused per-lane extract made it scalarise everything). Never writes past `out + n`.
@inline(__always) func lutSpan<I: SpanIndexer>(
    _ ix: inout I, _ table: UnsafeMutablePointer<UInt32>, _ n: Int, _ out: UnsafeMutablePointer<UInt32>
) {
    var i = 0
    if n >= 8 {
        store8(out, ix.next8(0))
        i = 8
        while i + 8 <= n {
            store8(out + i, ix.next8(i))
            gather8(table, out + (i - 8))
            i += 8
        }
        gather8(table, out + (i - 8))
    }
    while i < n { out[i] = table[ix.index1(i)]; i += 1 }
}

/// `p[k] = table[p[k]]` for `k < 8`.
@inline(__always) func gather8(_ table: UnsafeMutablePointer<UInt32>, _ p: UnsafeMutablePointer<UInt32>) {
    for k in 0..<8 { p[k] = table[Int(p[k])] }
}

/// `t = A·x + B·y + C` at device pixel centres.
struct LinearGradientShader {
    let lut: GradientLUT
    let a, b, c: Double
    init(lut: GradientLUT, start: Point, end: Point, inverse i: AffineTransform) {
        self.lut = lut
        let dx = end.x - start.x, dy = end.y - start.y
        let l2 = dx * dx + dy * dy
        guard l2 > 0, l2.isFinite else { a = 0; b = 0; c = 0; return }
        a = (dx * i.a + dy * i.b) / l2
        b = (dx * i.c + dy * i.d) / l2
        c = (dx * (i.tx - start.x) + dy * (i.ty - start.y)) / l2
    }
    @inline(__always) func fetch(y: Int, x: Int, n: Int, into out: UnsafeMutablePointer<UInt32>) {
        let t0 = a * (Double(x) + 0.5) + b * (Double(y) + 0.5) + c
        if let k = clip_kernels() {
            // The per-level C kernel chosen at start-up (`RasterKernels`); `Indexer` is its twin.
            k.pointee.linear_span(t0, a, lut.table, n, out)
            return
        }
        var ix = Indexer(t0: t0, a: a)
        lutSpan(&ix, lut.table, n, out)
    }

    /// Per pixel `i`: chunk base `t0 + a·(i & ~7)` in Double, lane offset `a·(i & 7)` in Float.
    struct Indexer: SpanIndexer {
        let t0, a: Double
        let step: Float
        let stepIota: SIMD8<Float>
        @inline(__always) init(t0: Double, a: Double) {
            self.t0 = t0; self.a = a; step = Float(a); stepIota = Float(a) * iota8
        }
        @inline(__always) mutating func next8(_ i: Int) -> U32x8 {
            lutIndex8((Float(t0 + a * Double(i)) + stepIota) * 255)
        }
        @inline(__always) func index1(_ i: Int) -> Int {
            lutIndex1((Float(t0 + a * Double(i & ~7)) + step * Float(i & 7)) * 255)
        }
    }
}

/// `t = |inverse(p) − centre| / radius`.
struct RadialGradientShader {
    let lut: GradientLUT
    /// Device → unit-circle space (affine).
    let m: AffineTransform

    init(lut: GradientLUT, center: Point, radius: Double, inverse i: AffineTransform) {
        self.lut = lut
        let r = radius > 0 ? radius : 1e-9
        m = i.concatenating(AffineTransform(a: 1 / r, b: 0, c: 0, d: 1 / r, tx: -center.x / r, ty: -center.y / r))
    }
    /// The matrix goes to the span loop as six scalar arguments: read from `self`, LLVM paired its
    /// fields into 16-byte loads right after the caller's 8-byte stores of the enum payload, a
    /// store-forwarding stall on every span (perf: ~10 % of this shader's samples on that load).
    @inline(__always) func fetch(y: Int, x: Int, n: Int, into out: UnsafeMutablePointer<UInt32>) {
        Self.fetch(m.a, m.b, m.c, m.d, m.tx, m.ty, lut.table, y: y, x: x, n: n, into: out)
    }
    @inline(never) static func fetch(
        _ a: Double, _ b: Double, _ c: Double, _ d: Double, _ tx: Double, _ ty: Double,
        _ table: UnsafeMutablePointer<UInt32>, y: Int, x: Int, n: Int, into out: UnsafeMutablePointer<UInt32>
    ) {
        let px = Double(x) + 0.5, py = Double(y) + 0.5
        let ux0 = Float(a * px + c * py + tx), uy0 = Float(b * px + d * py + ty)
        if let k = clip_kernels() {
            // The per-level C kernel chosen at start-up (`RasterKernels`); the indexers are its twins.
            k.pointee.radial_span(ux0, uy0, Float(a), Float(b), b == 0 ? 1 : 0, table, n, out)
            return
        }
        if b == 0 {
            // Rows parallel to the x axis (no rotation): `uy = uy0 + 0·i = uy0` exactly (±0 alike),
            // so `uy²` is one constant for the span.
            var ix = RowIndexer(ux0: ux0, uy2: uy0 * uy0, sx: Float(a), k: iota8)
            lutSpan(&ix, table, n, out)
        } else {
            var ix = Indexer(ux0: ux0, uy0: uy0, sx: Float(a), sy: Float(b), k: iota8)
            lutSpan(&ix, table, n, out)
        }
    }

    /// Per pixel `i`: `u = u0 + s·i` in Float (x and y as separate 8-lane vectors), `t = |u|`.
    struct Indexer: SpanIndexer {
        let ux0, uy0, sx, sy: Float
        /// Lane offsets of the next chunk (exact small integers).
        var k: SIMD8<Float>
        @inline(__always) mutating func next8(_ i: Int) -> U32x8 {
            let ux = ux0 + sx * k, uy = uy0 + sy * k
            k += 8
            return lutIndex8((ux * ux + uy * uy).squareRoot() * 255)
        }
        @inline(__always) func index1(_ i: Int) -> Int {
            let ux = ux0 + sx * Float(i), uy = uy0 + sy * Float(i)
            return lutIndex1((ux * ux + uy * uy).squareRoot() * 255)
        }
    }

    /// `Indexer` when `sy == 0`: the same values with `uy · uy` hoisted.
    struct RowIndexer: SpanIndexer {
        let ux0, uy2, sx: Float
        var k: SIMD8<Float>
        @inline(__always) mutating func next8(_ i: Int) -> U32x8 {
            let ux = ux0 + sx * k
            k += 8
            return lutIndex8((ux * ux + uy2).squareRoot() * 255)
        }
        @inline(__always) func index1(_ i: Int) -> Int {
            let ux = ux0 + sx * Float(i)
            return lutIndex1((ux * ux + uy2).squareRoot() * 255)
        }
    }
}

/// `t = ((atan2(v) − startAngle) mod 2π) / 2π`, clockwise on a y-down screen.
///
/// Evaluated in Float lanes with a polynomial `atan2` (`turns8`, |error| <= 4.4e-8 turns measured):
/// the LUT index (256 entries) is the one of the Double/libm definition except where `t · 255` lies
/// within ~1e-5 of a rounding boundary, then off by one (measured 4.5e-6 of pixels in
/// `GradientStageTests.testConicIndexAgainstDoubleDefinition`). Was a libm `atan2` per pixel.
struct ConicGradientShader {
    let lut: GradientLUT
    let m: AffineTransform
    let start: Double
    init(lut: GradientLUT, center: Point, startAngle: Double, inverse i: AffineTransform) {
        self.lut = lut
        m = i.concatenating(AffineTransform(translationX: -center.x, y: -center.y))
        start = startAngle.isFinite ? startAngle : 0
    }
    func fetch(y: Int, x: Int, n: Int, into out: UnsafeMutablePointer<UInt32>) {
        let px = Double(x) + 0.5, py = Double(y) + 0.5
        var s = start / (2 * Double.pi)
        s -= s.rounded(.down)
        var ix = Indexer(ux0: m.a * px + m.c * py + m.tx, uy0: m.b * px + m.d * py + m.ty, a: m.a, b: m.b, s: Float(s))
        lutSpan(&ix, lut.table, n, out)
    }

    /// Per pixel `i`: `u` at the chunk base `i & ~7` in Double (exact to Float rounding however far
    /// from the centre), plus the lane offset `(i & 7) · (a, b)` in Float; `t = turns(u) − s mod 1`.
    struct Indexer: SpanIndexer {
        let ux0, uy0, a, b: Double
        let s: Float
        let offX, offY: SIMD8<Float>
        @inline(__always) init(ux0: Double, uy0: Double, a: Double, b: Double, s: Float) {
            self.ux0 = ux0; self.uy0 = uy0; self.a = a; self.b = b; self.s = s
            offX = Float(a) * iota8; offY = Float(b) * iota8
        }
        @inline(__always) mutating func next8(_ i: Int) -> U32x8 {
            let ux = Float(ux0 + a * Double(i)) + offX, uy = Float(uy0 + b * Double(i)) + offY
            return lutIndex8(conicT8(turns8(uy, ux), s) * 255)
        }
        @inline(__always) func index1(_ i: Int) -> Int {
            let k = Float(i & 7)
            let ux = Float(ux0 + a * Double(i & ~7)) + Float(a) * k, uy = Float(uy0 + b * Double(i & ~7)) + Float(b) * k
            return lutIndex1(conicT1(turns1(uy, ux), s) * 255)
        }
    }
}

// MARK: - atan2 in turns, Float lanes

/// Constants of `turns8` / `turns1` (cephes `atanf`: reduction to |a| <= tan(π/8), degree-9 odd
/// polynomial, ~2e-7 relative error).
enum AtanConst {
    static let tanPi8: Float = 0.414_213_56
    static let c4: Float = 8.053_744_495_38e-2
    static let c3: Float = -1.387_768_560_32e-1
    static let c2: Float = 1.997_771_064_78e-1
    static let c1: Float = -3.333_294_915_39e-1
    static let quarterPi: Float = .pi / 4
    static let halfPi: Float = .pi / 2
    static let pi: Float = .pi
    static let invTwoPi: Float = 1 / (2 * .pi)
}

/// `atan2(y, x) / 2π` (in −0.5...0.5), lane-wise, without branches: the octant is folded in with
/// selects (`pick`: cmpltps + and/andn/or), one `divps` per 4 lanes, ~56 instructions per 4 lanes.
/// `turns1` is its scalar twin, bit for bit. `atan2(±0, ±0)` is `±0` / `±0.5` as in libm
/// (`mx + leastNormal` keeps `0 / 0` out; it changes no `mx >= 2⁻¹⁰²`). Four lanes at a time:
/// eight keep twice the live vectors and spilled throughout (checked in the assembly).
@inline(__always) func turns8(_ y: SIMD8<Float>, _ x: SIMD8<Float>) -> SIMD8<Float> {
    SIMD8(lowHalf: turns4(y.lowHalf, x.lowHalf), highHalf: turns4(y.highHalf, x.highHalf))
}
@inline(__always) func turns4(_ y: SIMD4<Float>, _ x: SIMD4<Float>) -> SIMD4<Float> {
    typealias C = AtanConst
    let ax = fbits(ubits(x) & 0x7FFF_FFFF), ay = fbits(ubits(y) & 0x7FFF_FFFF)
    let mn = pick(ay, gt: ax, ax, ay), mx = pick(ay, gt: ax, ay, ax)
    let tmx = C.tanPi8 * mx
    let r = pick(mn, gt: tmx, mn - mx, mn) / pick(mn, gt: tmx, mn + mx, mx + .leastNormalMagnitude)
    let z = r * r
    // The same operations in the same order, in typed steps: as one expression it took the type
    // checker 1.5 s (twice per build) of every first build of a package that depends on clipgen.
    let poly: SIMD4<Float> = ((C.c4 * z + C.c3) * z + C.c2) * z + C.c1
    let octant: SIMD4<Float> = pick(mn, gt: tmx, SIMD4(repeating: C.quarterPi), .zero)
    let p: SIMD4<Float> = poly * z * r + r + octant
    let o1 = pick(ay, gt: ax, C.halfPi - p, p)
    let o2 = fbits((signMask(x) & ubits(C.pi - o1)) | (~signMask(x) & ubits(o1)))
    return fbits(ubits(o2) ^ (ubits(y) & 0x8000_0000)) * C.invTwoPi
}

/// The scalar twin of `turns8` / `turns4`.
@inline(__always) func turns1(_ y: Float, _ x: Float) -> Float {
    typealias C = AtanConst
    let ax = abs(x), ay = abs(y)
    let swap = ay > ax
    let mn = swap ? ax : ay, mx = swap ? ay : ax
    let big = mn > C.tanPi8 * mx
    let r = (big ? mn - mx : mn) / (big ? mn + mx : mx + .leastNormalMagnitude)
    let z = r * r
    let p = (((C.c4 * z + C.c3) * z + C.c2) * z + C.c1) * z * r + r + (big ? C.quarterPi : 0)
    let o1 = swap ? C.halfPi - p : p
    let o2 = x.sign == .minus ? C.pi - o1 : o1
    return Float(bitPattern: o2.bitPattern ^ (y.bitPattern & 0x8000_0000)) * C.invTwoPi
}

@inline(__always) private func ubits(_ v: SIMD4<Float>) -> SIMD4<UInt32> { unsafeBitCast(v, to: SIMD4<UInt32>.self) }
@inline(__always) private func fbits(_ v: SIMD4<UInt32>) -> SIMD4<Float> { unsafeBitCast(v, to: SIMD4<Float>.self) }
/// All ones where the sign bit of `v` is set (psrad).
@inline(__always) private func signMask(_ v: SIMD4<Float>) -> SIMD4<UInt32> {
    unsafeBitCast(unsafeBitCast(v, to: SIMD4<Int32>.self) &>> 31, to: SIMD4<UInt32>.self)
}
/// `c1 > c2 ? a : b` per lane: one output per lane loop compiles to cmpltps + and/andn/or. (A
/// mask from `.>` went through `SIMDMask` and split every vector into 2-lane halves; a lane loop
/// with several outputs stayed a scalar loop with branches. Checked in the assembly.)
@inline(__always) private func pick(_ c1: SIMD4<Float>, gt c2: SIMD4<Float>, _ a: SIMD4<Float>, _ b: SIMD4<Float>) -> SIMD4<Float> {
    var r = SIMD4<Float>()
    for k in 0..<4 { r[k] = c1[k] > c2[k] ? a[k] : b[k] }
    return r
}

/// `(turns − s) mod 1` for turns in −0.5...0.5 and `s` in 0..<1 (two conditional +1; NaN stays NaN).
@inline(__always) func conicT8(_ turns: SIMD8<Float>, _ s: Float) -> SIMD8<Float> {
    var t = turns - s
    for k in 0..<8 {
        let t1 = t[k] < 0 ? t[k] + 1 : t[k]
        t[k] = t1 < 0 ? t1 + 1 : t1
    }
    return t
}
/// The scalar twin of `conicT8`.
@inline(__always) func conicT1(_ turns: Float, _ s: Float) -> Float {
    let t = turns - s
    let t1 = t < 0 ? t + 1 : t
    return t1 < 0 ? t1 + 1 : t1
}

/// Bilinear sampling of a premultiplied image through a device → image projective map.
/// `clampEdges`: coordinates outside the image read the nearest edge pixel (drawImage, whose
/// edges are anti-aliased by the rasterized quad); otherwise outside is transparent (image paint).
struct ImageShader {
    let image: PixmapView
    let m: ProjectiveTransform
    let affine: Bool
    let clampEdges: Bool

    init(image: PixmapView, deviceToImage m: ProjectiveTransform, clampEdges: Bool) {
        self.image = image; self.m = m; affine = m.isAffine; self.clampEdges = clampEdges
    }

    @inline(__always) private func pixel(_ x: Int, _ y: Int) -> UInt32 {
        var xi = x, yi = y
        if clampEdges {
            xi = xi < 0 ? 0 : (xi >= image.width ? image.width - 1 : xi)
            yi = yi < 0 ? 0 : (yi >= image.height ? image.height - 1 : yi)
        } else if xi < 0 || yi < 0 || xi >= image.width || yi >= image.height {
            return 0
        }
        return UnsafeRawPointer(image.base + yi * image.stride + xi * 4).loadUnaligned(as: UInt32.self)
    }

    /// `mix` of `sample` on four lanes (the same integer operations lane-wise).
    @inline(__always) private func mix4(_ a: SIMD4<UInt32>, _ b: SIMD4<UInt32>, _ w: SIMD4<UInt32>) -> SIMD4<UInt32> {
        let iw = 256 &- w
        let rb = ((a & 0x00FF_00FF) &* iw &+ (b & 0x00FF_00FF) &* w) &>> 8 & 0x00FF_00FF
        let ga = (((a &>> 8) & 0x00FF_00FF) &* iw &+ ((b &>> 8) & 0x00FF_00FF) &* w) & 0xFF00_FF00
        return rb | ga
    }

    /// Bilinear sample at image coordinates (u, v) (pixel centres at +0.5).
    @inline(__always) func sample(_ u: Double, _ v: Double) -> UInt32 {
        let lim = 1e7
        guard u > -lim, u < lim, v > -lim, v < lim else { return 0 } // also rejects NaN
        let fu = u - 0.5, fv = v - 0.5
        let x0d = fu.rounded(.down), y0d = fv.rounded(.down)
        let x0 = Int(x0d), y0 = Int(y0d)
        let wx = UInt32((fu - x0d) * 256), wy = UInt32((fv - y0d) * 256)
        let p00: UInt32, p10: UInt32, p01: UInt32, p11: UInt32
        if UInt(bitPattern: x0) < UInt(bitPattern: image.width - 1) && UInt(bitPattern: y0) < UInt(bitPattern: image.height - 1) {
            // Interior: all four taps inside the image (no clamping needed either way).
            let r0 = UnsafeRawPointer(image.base + y0 * image.stride + x0 * 4), r1 = r0 + image.stride
            p00 = r0.loadUnaligned(as: UInt32.self); p10 = r0.loadUnaligned(fromByteOffset: 4, as: UInt32.self)
            p01 = r1.loadUnaligned(as: UInt32.self); p11 = r1.loadUnaligned(fromByteOffset: 4, as: UInt32.self)
        } else {
            p00 = pixel(x0, y0); p10 = pixel(x0 + 1, y0); p01 = pixel(x0, y0 + 1); p11 = pixel(x0 + 1, y0 + 1)
        }
        @inline(__always) func mix(_ a: UInt32, _ b: UInt32, _ w: UInt32) -> UInt32 {
            let iw = 256 - w
            let rb = ((a & 0x00FF_00FF) &* iw &+ (b & 0x00FF_00FF) &* w) >> 8 & 0x00FF_00FF
            let ga = (((a >> 8) & 0x00FF_00FF) &* iw &+ ((b >> 8) & 0x00FF_00FF) &* w) & 0xFF00_FF00
            return rb | ga
        }
        return mix(mix(p00, p10, wx), mix(p01, p11, wx), wy)
    }

    /// Texels (`sx ..< sx + n`, `sy`): what `sample` returns at their centres (edge texels or 0 outside).
    func translatedRow(_ sx: Int, _ sy: Int, _ n: Int, _ out: UnsafeMutablePointer<UInt32>) {
        var yi = sy
        if clampEdges {
            yi = yi < 0 ? 0 : (yi >= image.height ? image.height - 1 : yi)
        } else if yi < 0 || yi >= image.height {
            out.update(repeating: 0, count: n); return
        }
        let row = UnsafeRawPointer(image.base + yi * image.stride)
        let left = min(n, max(0, -sx)), mid = min(n, max(left, image.width - sx))
        if left > 0 { out.update(repeating: clampEdges ? row.loadUnaligned(as: UInt32.self) : 0, count: left) }
        if mid > left { UnsafeMutableRawPointer(out + left).copyMemory(from: row + (sx + left) * 4, byteCount: (mid - left) * 4) }
        if n > mid {
            let edge = clampEdges ? row.loadUnaligned(fromByteOffset: (image.width - 1) * 4, as: UInt32.self) : 0
            (out + mid).update(repeating: edge, count: n - mid)
        }
    }

    func fetch(y: Int, x: Int, n: Int, into out: UnsafeMutablePointer<UInt32>) {
        guard image.width > 0, image.height > 0 else { out.update(repeating: 0, count: n); return }
        let py = Double(y) + 0.5
        if affine {
            let u0 = m.m11 * (Double(x) + 0.5) + m.m21 * py + m.m31, v0 = m.m12 * (Double(x) + 0.5) + m.m22 * py + m.m32
            // A whole-pixel translation samples texel centres exactly (bilinear weights 0): copy.
            if m.m11 == 1, m.m12 == 0, m.m21 == 0, m.m22 == 1, abs(u0) < 1e6, abs(v0) < 1e6,
                u0 - 0.5 == (u0 - 0.5).rounded(.down), v0 - 0.5 == (v0 - 0.5).rounded(.down)
            {
                translatedRow(Int(u0 - 0.5), Int(v0 - 0.5), n, out)
                return
            }
            for i in 0..<n { out[i] = sample(u0 + m.m11 * Double(i), v0 + m.m12 * Double(i)) }
        } else {
            fetchProjective(y: y, x: x, n: n, into: out)
        }
    }

    /// The projective path, four pixels per step: u, v, w and `1 / w` in `SIMD4<Double>` lanes with
    /// the scalar formula and operation order (the row terms `m21·py`, `m22·py`, `m23·py` are the
    /// same products, computed once per row), then `sample`'s floor, weights and taps per lane and its blend in `SIMD4<UInt32>`. Bit-identical to
    /// `fetchProjectiveScalar` (`ProjectiveSamplerDifferentialTests`).
    @inline(__always) func fetchProjective(y: Int, x: Int, n: Int, into out: UnsafeMutablePointer<UInt32>) {
        let py = Double(y) + 0.5
        let r1 = m.m21 * py, r2 = m.m22 * py, r3 = m.m23 * py
        let lanes = SIMD4<Double>(0, 1, 2, 3)
        let lim = 1e7, wm1 = image.width - 1, hm1 = image.height - 1
        var i = 0
        while i + 4 <= n {
            let px = (SIMD4<Double>(repeating: Double(x + i)) + lanes) + 0.5
            let w = m.m13 * px + r3 + m.m33
            let iw = 1 / w
            let u = (m.m11 * px + r1 + m.m31) * iw, v = (m.m12 * px + r2 + m.m32) * iw
            // `sample`'s floor and weights lane-wise (exact operations; converted only in accepted lanes).
            let fu = u - 0.5, fv = v - 0.5
            let x0d = fu.rounded(.down), y0d = fv.rounded(.down)
            let wxd = (fu - x0d) * 256, wyd = (fv - y0d) * 256
            var p00 = SIMD4<UInt32>(), p10 = p00, p01 = p00, p11 = p00, wx = p00, wy = p00
            for k in 0..<4 {
                // As `sample`: coordinates beyond ±1e7 (or NaN) give 0.
                guard w[k] > 1e-12, u[k] > -lim, u[k] < lim, v[k] > -lim, v[k] < lim else { continue }
                let x0 = Int(x0d[k]), y0 = Int(y0d[k])
                wx[k] = UInt32(wxd[k]); wy[k] = UInt32(wyd[k])
                if UInt(bitPattern: x0) < UInt(bitPattern: wm1) && UInt(bitPattern: y0) < UInt(bitPattern: hm1) {
                    let r0 = UnsafeRawPointer(image.base + y0 * image.stride + x0 * 4), r1 = r0 + image.stride
                    p00[k] = r0.loadUnaligned(as: UInt32.self); p10[k] = r0.loadUnaligned(fromByteOffset: 4, as: UInt32.self)
                    p01[k] = r1.loadUnaligned(as: UInt32.self); p11[k] = r1.loadUnaligned(fromByteOffset: 4, as: UInt32.self)
                } else {
                    p00[k] = pixel(x0, y0); p10[k] = pixel(x0 + 1, y0); p01[k] = pixel(x0, y0 + 1); p11[k] = pixel(x0 + 1, y0 + 1)
                }
            }
            // Lanes left at zero (w ≤ 1e-12, rejected coordinates) blend to 0, as `sample` returns.
            let r = mix4(mix4(p00, p10, wx), mix4(p01, p11, wx), wy)
            UnsafeMutableRawPointer(out + i).storeBytes(of: r, as: SIMD4<UInt32>.self)
            i += 4
        }
        while i < n {
            let px = Double(x + i) + 0.5
            let w = m.m13 * px + r3 + m.m33
            if w > 1e-12 {
                let iw = 1 / w
                out[i] = sample((m.m11 * px + r1 + m.m31) * iw, (m.m12 * px + r2 + m.m32) * iw)
            } else {
                out[i] = 0
            }
            i += 1
        }
    }

    /// The scalar twin of `fetchProjective` (the original one-pixel-at-a-time loop).
    func fetchProjectiveScalar(y: Int, x: Int, n: Int, into out: UnsafeMutablePointer<UInt32>) {
        let py = Double(y) + 0.5
        for i in 0..<n {
            let px = Double(x + i) + 0.5
            let w = m.m13 * px + m.m23 * py + m.m33
            if !(w > 1e-12) { out[i] = 0; continue }
            let iw = 1 / w
            out[i] = sample((m.m11 * px + m.m21 * py + m.m31) * iw, (m.m12 * px + m.m22 * py + m.m32) * iw)
        }
    }
}
