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
/// repeat the last ones. The rows run in the per-level C kernels (`luma_row` / `chroma_row`,
/// vectors of 8 samples, gathered edge-clamped tails); their scalar twin `ReferenceYUV420` runs
/// under `CLIPGEN_CPU_LEVEL=0`. `YUV420DifferentialTests` and `KernelLevelDifferentialTests`
/// compare them bit for bit, and `ClipEncodeTests` holds the result within one level of swscale.
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
                // The per-level C kernels chosen at start-up (`RasterKernels`).
                k.pointee.luma_row(r0, w, y0, width)
                k.pointee.luma_row(r1, w, y1, width)
                k.pointee.chroma_row(r0, r1, w, u, v, width / 2)
            } else {
                ReferenceYUV420.lumaRow(r0, w: w, into: y0, width: width)
                ReferenceYUV420.lumaRow(r1, w: w, into: y1, width: width)
                ReferenceYUV420.chromaRow(r0, r1, w: w, u: u, v: v, count: width / 2)
            }
        }
    }

    @inline(__always) static func px(_ p: UnsafeMutablePointer<UInt8>) -> UnsafePointer<UInt32> {
        UnsafePointer(UnsafeMutableRawPointer(p).assumingMemoryBound(to: UInt32.self))
    }
}
