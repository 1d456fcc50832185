/// Scalar twin of `YUV420.convert`: the same fixed-point formulas, one sample at a time.
package enum ReferenceYUV420 {
    /// Scalar reference of `YUV420.convert` (BT.709 limited range), for the differential tests.
    package static func convert(_ src: PixmapView, into p: YUV420.Planes, width: Int, height: Int) {
        let w = src.width, h = src.height
        func pixel(_ x: Int, _ y: Int) -> (Int, Int, Int) {
            let c = src[min(x, w - 1), min(y, h - 1)]
            return (Int(c.r), Int(c.g), Int(c.b))
        }
        for y in 0..<height {
            for x in 0..<width {
                let (r, g, b) = pixel(x, y)
                p.y[y * p.yStride + x] = UInt8(truncatingIfNeeded: (11966 * r + 40254 * g + 4064 * b + (16 << 16) + (1 << 15)) >> 16)
            }
        }
        for j in 0..<(height / 2) {
            for i in 0..<(width / 2) {
                var sr = 0, sg = 0, sb = 0
                for (dx, dy) in [(0, 0), (1, 0), (0, 1), (1, 1)] {
                    let (r, g, b) = pixel(2 * i + dx, 2 * j + dy)
                    sr += r; sg += g; sb += b
                }
                let bias = (128 << 18) + (1 << 17)
                p.u[j * p.uStride + i] = UInt8(truncatingIfNeeded: (-6596 * sr - 22188 * sg + 28784 * sb + bias) >> 18)
                p.v[j * p.vStride + i] = UInt8(truncatingIfNeeded: (28784 * sr - 26145 * sg - 2639 * sb + bias) >> 18)
            }
        }
    }
}
