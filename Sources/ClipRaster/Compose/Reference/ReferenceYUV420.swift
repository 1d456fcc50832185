/// Scalar twin of `YUV420.convert` and of its C rows (`luma_row` / `chroma_row`): the same
/// fixed-point formulas, one sample at a time. The rows run under `CLIPGEN_CPU_LEVEL=0`.
package enum ReferenceYUV420 {
    /// `Y` of one pixel (R, G, B bytes).
    static func luma(_ r: Int, _ g: Int, _ b: Int) -> UInt8 {
        UInt8(truncatingIfNeeded: (11966 * r + 40254 * g + 4064 * b + (16 << 16) + (1 << 15)) >> 16)
    }

    /// `U` and `V` of one 2×2 block from its channel sums.
    static func chroma(_ sr: Int, _ sg: Int, _ sb: Int) -> (u: UInt8, v: UInt8) {
        let bias = (128 << 18) + (1 << 17)
        return (
            UInt8(truncatingIfNeeded: (-6596 * sr - 22188 * sg + 28784 * sb + bias) >> 18),
            UInt8(truncatingIfNeeded: (28784 * sr - 26145 * sg - 2639 * sb + bias) >> 18)
        )
    }

    /// R, G, B of a packed pixel (R lowest).
    static func rgb(_ p: UInt32) -> (Int, Int, Int) { (Int(p & 255), Int(p >> 8 & 255), Int(p >> 16 & 255)) }

    /// `width` luma samples of the `w` pixels at `s` (past `w` the last pixel repeats).
    static func lumaRow(_ s: UnsafePointer<UInt32>, w: Int, into d: UnsafeMutablePointer<UInt8>, width: Int) {
        for x in 0..<width {
            let (r, g, b) = rgb(s[min(x, w - 1)])
            d[x] = luma(r, g, b)
        }
    }

    /// `count` chroma samples of the rows `s0`, `s1` (`w` pixels each; past `w` the last repeats).
    static func chromaRow(
        _ s0: UnsafePointer<UInt32>, _ s1: UnsafePointer<UInt32>, w: Int, u: UnsafeMutablePointer<UInt8>,
        v: UnsafeMutablePointer<UInt8>, count: Int
    ) {
        for i in 0..<count {
            let x0 = min(2 * i, w - 1), x1 = min(2 * i + 1, w - 1)
            let (r0, g0, b0) = rgb(s0[x0]), (r1, g1, b1) = rgb(s0[x1]), (r2, g2, b2) = rgb(s1[x0]), (r3, g3, b3) = rgb(s1[x1])
            (u[i], v[i]) = chroma(r0 + r1 + r2 + r3, g0 + g1 + g2 + g3, b0 + b1 + b2 + b3)
        }
    }

    /// Scalar reference of `YUV420.convert` (BT.709 limited range), for the differential tests:
    /// sample by sample over the image, edge pixels repeated.
    package static func convert(_ src: PixmapView, into p: YUV420.Planes, width: Int, height: Int) {
        let w = src.width, h = src.height
        func pixel(_ x: Int, _ y: Int) -> (Int, Int, Int) {
            let c = src[min(x, w - 1), min(y, h - 1)]
            return (Int(c.r), Int(c.g), Int(c.b))
        }
        for y in 0..<height {
            for x in 0..<width {
                let (r, g, b) = pixel(x, y)
                p.y[y * p.yStride + x] = luma(r, g, b)
            }
        }
        for j in 0..<(height / 2) {
            for i in 0..<(width / 2) {
                var sr = 0, sg = 0, sb = 0
                for (dx, dy) in [(0, 0), (1, 0), (0, 1), (1, 1)] {
                    let (r, g, b) = pixel(2 * i + dx, 2 * j + dy)
                    sr += r; sg += g; sb += b
                }
                (p.u[j * p.uStride + i], p.v[j * p.vStride + i]) = chroma(sr, sg, sb)
            }
        }
    }
}
