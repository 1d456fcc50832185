import CRasterShims

/// RGBA → YUV 4:2:0 (planar, "yuv420p") with BT.709 coefficients, limited (MPEG) range, for the
/// H.264 encoder. Premultiplied pixels are taken as composited over opaque black, which is just
/// their R, G, B bytes (alpha is ignored).
///
/// Fixed point, 16 fractional bits, rounded:
/// - `Y = (11966 R + 40254 G + 4064 B + (16 << 16) + (1 << 15)) >> 16` (219/255 · Kr, Kg, Kb with
///   Kr = 0.2126, Kb = 0.0722);
/// - chroma from the 2×2 block's channel sums `ΣR, ΣG, ΣB` (area average, centre-sited):
///   `U = (−6596 ΣR − 22188 ΣG + 28784 ΣB + (128 << 18) + (1 << 17)) >> 18`,
///   `V = (28784 ΣR − 26145 ΣG − 2639 ΣB + (128 << 18) + (1 << 17)) >> 18` (224/255 scaling;
///   each row sums to 0, so greys give exactly 128).
///
/// The output may be larger than the image (H.264 needs even sizes): missing columns and rows
/// repeat the last ones. SIMD lanes of 8 luma / 8 chroma samples; the tail runs the same kernel
/// on gathered, edge-clamped pixels. Scalar twin: `ReferenceYUV420`; `YUV420DifferentialTests`
/// compares them bit for bit, and `ClipEncodeTests` holds the result within one level of swscale.
public enum YUV420 {
    /// Destination planes (the chroma planes are half the width and height, rounded up).
    public struct Planes {
        /// Luma plane.
        public var y: UnsafeMutablePointer<UInt8>
        /// Bytes per luma row.
        public var yStride: Int
        /// Cb plane (half width, half height).
        public var u: UnsafeMutablePointer<UInt8>
        /// Bytes per Cb row.
        public var uStride: Int
        /// Cr plane (half width, half height).
        public var v: UnsafeMutablePointer<UInt8>
        /// Bytes per Cr row.
        public var vStride: Int
        /// Plane pointers and strides (an encoder's frame buffers).
        public init(
            y: UnsafeMutablePointer<UInt8>, yStride: Int, u: UnsafeMutablePointer<UInt8>, uStride: Int,
            v: UnsafeMutablePointer<UInt8>, vStride: Int
        ) {
            self.y = y; self.yStride = yStride; self.u = u; self.uStride = uStride; self.v = v; self.vStride = vStride
        }
    }

    static let yR: Int32 = 11966, yG: Int32 = 40254, yB: Int32 = 4064
    static let uR: Int32 = -6596, uG: Int32 = -22188, uB: Int32 = 28784
    static let vR: Int32 = 28784, vG: Int32 = -26145, vB: Int32 = -2639
    static let yBias: Int32 = (16 << 16) + (1 << 15)
    static let cBias: Int32 = (128 << 18) + (1 << 17)

    typealias I8 = SIMD8<Int32>

    /// Converts `src` into `width × height` planes (`width`, `height` even and positive; when larger
    /// than `src`, its last column / row repeat). Writes exactly `width` luma bytes per luma row and
    /// `width / 2` per chroma row; row padding is left untouched.
    public static func convert(_ src: PixmapView, into p: Planes, width: Int, height: Int) {
        precondition(width > 0 && height > 0 && width % 2 == 0 && height % 2 == 0, "YUV 4:2:0 needs an even, positive size")
        precondition(src.width > 0 && src.height > 0, "YUV 4:2:0 conversion of an empty image")
        let w = src.width, h = src.height
        let k = clip_kernels()
        for j in 0..<(height / 2) {
            let r0 = px(src.row(min(2 * j, h - 1))), r1 = px(src.row(min(2 * j + 1, h - 1)))
            let y0 = p.y + 2 * j * p.yStride, y1 = p.y + (2 * j + 1) * p.yStride
            let u = p.u + j * p.uStride, v = p.v + j * p.vStride
            if let k {
                // The per-level C kernels chosen at start-up (`RasterKernels`); the Swift rows below are their twins.
                k.pointee.luma_row(r0, w, y0, width)
                k.pointee.luma_row(r1, w, y1, width)
                k.pointee.chroma_row(r0, r1, w, u, v, width / 2)
            } else {
                lumaRow(r0, w: w, into: y0, width: width)
                lumaRow(r1, w: w, into: y1, width: width)
                chromaRow(r0, r1, w: w, u: u, v: v, count: width / 2)
            }
        }
    }

    @inline(__always) static func px(_ p: UnsafeMutablePointer<UInt8>) -> UnsafePointer<UInt32> {
        UnsafePointer(UnsafeMutableRawPointer(p).assumingMemoryBound(to: UInt32.self))
    }

    @inline(__always) static func channels(_ p: SIMD8<UInt32>) -> (I8, I8, I8) {
        (I8(truncatingIfNeeded: p & 0xff), I8(truncatingIfNeeded: (p &>> 8) & 0xff), I8(truncatingIfNeeded: (p &>> 16) & 0xff))
    }

    @inline(__always) static func luma(_ p: SIMD8<UInt32>) -> SIMD8<UInt8> {
        let (r, g, b) = channels(p)
        return SIMD8<UInt8>(truncatingIfNeeded: (r &* yR &+ g &* yG &+ b &* yB &+ yBias) &>> 16)
    }

    /// U and V of 8 chroma samples from 16 pixels of each of two rows.
    @inline(__always) static func chroma(_ a: SIMD16<UInt32>, _ b: SIMD16<UInt32>) -> (SIMD8<UInt8>, SIMD8<UInt8>) {
        let (r0, g0, b0) = channels(a.evenHalf), (r1, g1, b1) = channels(a.oddHalf)
        let (r2, g2, b2) = channels(b.evenHalf), (r3, g3, b3) = channels(b.oddHalf)
        let sr = r0 &+ r1 &+ r2 &+ r3, sg = g0 &+ g1 &+ g2 &+ g3, sb = b0 &+ b1 &+ b2 &+ b3
        let u = (sr &* uR &+ sg &* uG &+ sb &* uB &+ cBias) &>> 18
        let v = (sr &* vR &+ sg &* vG &+ sb &* vB &+ cBias) &>> 18
        return (SIMD8<UInt8>(truncatingIfNeeded: u), SIMD8<UInt8>(truncatingIfNeeded: v))
    }

    @inline(__always) static func store(_ v: SIMD8<UInt8>, _ d: UnsafeMutablePointer<UInt8>, count: Int) {
        if count == 8 { UnsafeMutableRawPointer(d).storeBytes(of: v, as: SIMD8<UInt8>.self); return }
        for i in 0..<count { d[i] = v[i] }
    }

    static func lumaRow(_ s: UnsafePointer<UInt32>, w: Int, into d: UnsafeMutablePointer<UInt8>, width: Int) {
        var x = 0
        while x + 8 <= min(w, width) {
            store(luma(UnsafeRawPointer(s + x).loadUnaligned(as: SIMD8<UInt32>.self)), d + x, count: 8)
            x += 8
        }
        while x < width { // tail: edge-clamped gather, same kernel
            var g = SIMD8<UInt32>()
            for i in 0..<8 { g[i] = s[min(x + i, w - 1)] }
            store(luma(g), d + x, count: min(8, width - x))
            x += 8
        }
    }

    static func chromaRow(
        _ s0: UnsafePointer<UInt32>, _ s1: UnsafePointer<UInt32>, w: Int,
        u: UnsafeMutablePointer<UInt8>, v: UnsafeMutablePointer<UInt8>, count: Int
    ) {
        var c = 0
        while 2 * c + 16 <= w && c + 8 <= count {
            let (uu, vv) = chroma(
                UnsafeRawPointer(s0 + 2 * c).loadUnaligned(as: SIMD16<UInt32>.self),
                UnsafeRawPointer(s1 + 2 * c).loadUnaligned(as: SIMD16<UInt32>.self))
            store(uu, u + c, count: 8); store(vv, v + c, count: 8)
            c += 8
        }
        while c < count {
            var a = SIMD16<UInt32>(), b = SIMD16<UInt32>()
            for i in 0..<16 { let x = min(2 * c + i, w - 1); a[i] = s0[x]; b[i] = s1[x] }
            let (uu, vv) = chroma(a, b)
            let n = min(8, count - c)
            store(uu, u + c, count: n); store(vv, v + c, count: n)
            c += 8
        }
    }
}
