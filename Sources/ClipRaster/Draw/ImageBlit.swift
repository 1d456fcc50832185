import ClipGeometry

/// Fast paths of `drawImage`, chosen once per draw from the transform:
///
/// - integer translation (the engine's offscreen groups, masks, shadows): every device pixel is
///   one image pixel at full coverage, so rows are blended directly (no rasterization, no
///   sampling). Bit-identical to the generic path (the quad's edges are pixel-aligned, the
///   bilinear weights are 0).
/// - axis-aligned scale + translation (and fractional translations): the quad is rasterized as
///   usual (anti-aliased edges), but the sampler walks the two source rows once per span in
///   16.16 fixed point (`AxisImageShader`); within ±2 per channel of the generic sampler.
/// - anything else: the projective sampler.
extension Canvas {
    /// Integer offset of a pure integer translation, or nil.
    static func integerTranslation(_ m: ProjectiveTransform) -> (dx: Int, dy: Int)? {
        guard m.isAffine, m.m11 == 1, m.m12 == 0, m.m21 == 0, m.m22 == 1 else { return nil }
        let lim = 1e9
        guard m.m31 > -lim, m.m31 < lim, m.m32 > -lim, m.m32 < lim,
            m.m31 == m.m31.rounded(), m.m32 == m.m32.rounded()
        else { return nil }
        return (Int(m.m31), Int(m.m32))
    }

    /// Blends `image` at integer offset (dx, dy): `dst = blend(src, dst, opacity · clipMask · mask)`.
    mutating func blitTranslated(_ image: PixmapView, dx: Int, dy: Int, opacity: Double, blend: BlendMode, mask: Mask?) {
        guard let clip = effectiveClip(mask),
            let r = clip.intersection(IntRect(x0: dx, y0: dy, x1: dx + image.width, y1: dy + image.height))
        else { return }
        let s = Self.unit(opacity)
        guard s > 0 else { return }
        blitRows(blend, image, dx: dx, dy: dy, r, s, mask)
    }

    func blitRows(_ mode: BlendMode, _ image: PixmapView, dx: Int, dy: Int, _ r: IntRect, _ s: UInt32, _ mask: Mask?) {
        let n = r.width
        let cov = scratch.buffers.coverage2
        for y in r.y0..<r.y1 {
            let src = UnsafeRawPointer(image.base + (y - dy) * image.stride + (r.x0 - dx) * 4).assumingMemoryBound(to: UInt32.self)
            let dst = row(y, r.x0)
            if clipMask == nil && mask == nil {
                if s == 255 {
                    if mode.sourceReplaces == .always { dst.update(from: src, count: n); continue }
                    Composite.span(mode, full: true, dst, n, src: BufferFeed(src), cov: ConstFeed(0))
                    continue
                }
                Composite.span(mode, dst, n, src: BufferFeed(src), cov: ConstFeed(s | s << 16))
            } else {
                cov.update(repeating: s | s << 16, count: n)
                let my = y - originY
                if let m = clipMask { GeneralSink.multiply(cov, m.row(my) + r.x0, n) }
                if let m = mask { GeneralSink.multiply(cov, m.row(my) + r.x0, n) }
                Composite.span(mode, dst, n, src: BufferFeed(src), cov: BufferFeed(cov))
            }
        }
    }
}

/// Bilinear sampling through an axis-aligned device → image map `u = a·x + tx, v = d·y + ty`,
/// edge pixels clamped (drawImage). The row pair and vertical weight are fixed per span; the
/// horizontal position steps in 16.16 fixed point. Same weights as `ImageShader` (8-bit,
/// truncated) up to the fixed-point rounding of the position.
struct AxisImageShader {
    let image: PixmapView
    let a, tx, d, ty: Double

    init?(image: PixmapView, deviceToImage m: ProjectiveTransform) {
        guard m.isAffine, m.m12 == 0, m.m21 == 0, m.m11.isFinite, m.m22.isFinite,
            abs(m.m11) < 4096, abs(m.m22) < 4096, abs(m.m31) < 1e7, abs(m.m32) < 1e7
        else { return nil }
        self.image = image; a = m.m11; tx = m.m31; d = m.m22; ty = m.m32
    }

    @inline(__always) static func mix(_ a: UInt32, _ b: UInt32, _ w: UInt32) -> UInt32 {
        let iw = 256 - w
        let rb = ((a & 0x00FF_00FF) &* iw &+ (b & 0x00FF_00FF) &* w) >> 8 & 0x00FF_00FF
        let ga = (((a >> 8) & 0x00FF_00FF) &* iw &+ ((b >> 8) & 0x00FF_00FF) &* w) & 0xFF00_FF00
        return rb | ga
    }

    func fetch(y: Int, x: Int, n: Int, into out: UnsafeMutablePointer<UInt32>) {
        let w = image.width, h = image.height
        let fv = d * (Double(y) + 0.5) + ty - 0.5
        let y0d = fv.rounded(.down)
        var y0 = Int(y0d)
        let wy = UInt32((fv - y0d) * 256)
        var y1 = y0 + 1
        y0 = y0 < 0 ? 0 : (y0 >= h ? h - 1 : y0)
        y1 = y1 < 0 ? 0 : (y1 >= h ? h - 1 : y1)
        let r0 = UnsafeRawPointer(image.base + y0 * image.stride).assumingMemoryBound(to: UInt32.self)
        let r1 = UnsafeRawPointer(image.base + y1 * image.stride).assumingMemoryBound(to: UInt32.self)
        let fu0 = a * (Double(x) + 0.5) + tx - 0.5
        var fx = Int64(roundToInt(fu0 * 65536))
        let step = Int64(roundToInt(a * 65536))
        let wm = w - 1
        var i = 0
        if step == 65536 && n >= 8 {
            // Unit horizontal scale (translations, incl. sub-pixel shifts): constant weights along
            // the row, so whole vectors of contiguous source pixels are mixed (same bits as `mix`).
            let xi0 = Int(fx >> 16)
            let wx = UInt16(truncatingIfNeeded: fx >> 8) & 0xFF
            let wxv = U16x16(repeating: wx), iwx = U16x16(repeating: 256 - wx)
            let wyv = U16x16(repeating: UInt16(wy)), iwy = U16x16(repeating: UInt16(256 - wy))
            // Vector lanes read xi ... xi + 8: need 0 <= xi and xi + 8 <= wm.
            let lo = max(0, -xi0), hi = min(n, wm - xi0)
            if hi - lo >= 8 {
                scalar(0, lo, &fx)
                i = lo
                while i + 8 <= hi {
                    let xi = xi0 + i
                    let t = Self.mix8(load8(r0 + xi), load8(r0 + xi + 1), wxv, iwx)
                    let b = Self.mix8(load8(r1 + xi), load8(r1 + xi + 1), wxv, iwx)
                    store8(out + i, wy == 0 ? t : Self.mix8(t, b, wyv, iwy))
                    i += 8
                }
                fx &+= Int64(i - lo) &* step
            }
        }
        scalar(i, n, &fx)

        @inline(__always) func scalar(_ from: Int, _ to: Int, _ fx: inout Int64) {
            for i in from..<to {
                let xi = Int(fx >> 16)
                let wx = UInt32(truncatingIfNeeded: fx >> 8) & 0xFF
                let t: UInt32, b: UInt32
                if UInt(bitPattern: xi) < UInt(bitPattern: wm) {
                    t = Self.mix(r0[xi], r0[xi + 1], wx)
                    b = Self.mix(r1[xi], r1[xi + 1], wx)
                } else {
                    let xa = xi < 0 ? 0 : (xi > wm ? wm : xi)
                    let xb = xi + 1 < 0 ? 0 : (xi + 1 > wm ? wm : xi + 1)
                    t = Self.mix(r0[xa], r0[xb], wx)
                    b = Self.mix(r1[xa], r1[xb], wx)
                }
                out[i] = wy == 0 ? t : Self.mix(t, b, wy)
                fx &+= step
            }
        }
    }

    /// `mix` on eight pixels: `(a·(256 − w) + b·w) >> 8` per channel, in 16-bit lanes (fits: <= 255·256).
    @inline(__always) static func mix8(_ a: U32x8, _ b: U32x8, _ w: U16x16, _ iw: U16x16) -> U32x8 {
        let pa = Px8(a), pb = Px8(b)
        return Px8(rb: (pa.rb &* iw &+ pb.rb &* w) &>> 8, ga: (pa.ga &* iw &+ pb.ga &* w) &>> 8).packed
    }
}
