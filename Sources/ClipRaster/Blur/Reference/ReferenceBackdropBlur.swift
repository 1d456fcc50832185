/// Scalar twins of `BackdropBlur`'s down- and upsampling kernels, one output pixel at a time,
/// written from their documented formulas (a mean of clamped pixels; a tent-weighted sum over
/// every small pixel). `BackdropBlurTests` compares them bit for bit.
enum ReferenceBackdropBlur {
    /// The rounded mean of the `f×f` source pixels of small pixel (`i`, `j`), positions clamped.
    static func downsampled(_ src: Pixmap, i: Int, j: Int, originX: Int, originY: Int, factor f: Int) -> RGBA8 {
        var sum = [0, 0, 0, 0]
        for y in 0..<f {
            for x in 0..<f {
                let p = src[min(src.width - 1, max(0, originX + i * f + x)), min(src.height - 1, max(0, originY + j * f + y))]
                sum[0] += Int(p.r); sum[1] += Int(p.g); sum[2] += Int(p.b); sum[3] += Int(p.a)
            }
        }
        func c(_ s: Int) -> UInt8 { UInt8((s + f * f / 2) / (f * f)) }
        return RGBA8(c(sum[0]), c(sum[1]), c(sum[2]), c(sum[3]))
    }

    /// Bilinear weight (out of `2f`) of small pixel `i` for output position `x` (small grid's
    /// coordinates): `1 − |distance between centres| / f`, clipped at 0.
    static func tent(_ x: Int, _ i: Int, _ f: Int) -> Int {
        let centre2 = 2 * i * f + f, pixel2 = 2 * x + 1 // doubled centres
        return max(0, 2 * f - abs(pixel2 - centre2))
    }

    /// Output pixel (`x`, `y`) of the upsampling: `Σ tent_x·tent_y·p` over all small pixels,
    /// divided by `4f²`, rounded half up.
    static func upsampled(_ small: Pixmap, x: Int, y: Int, offsetX: Int, offsetY: Int, factor f: Int) -> RGBA8 {
        var sum = [0, 0, 0, 0]
        for j in 0..<small.height {
            let wy = tent(y + offsetY, j, f)
            if wy == 0 { continue }
            for i in 0..<small.width {
                let w = wy * tent(x + offsetX, i, f)
                if w == 0 { continue }
                let p = small[i, j]
                sum[0] += w * Int(p.r); sum[1] += w * Int(p.g); sum[2] += w * Int(p.b); sum[3] += w * Int(p.a)
            }
        }
        func c(_ s: Int) -> UInt8 { UInt8((s + 2 * f * f) / (4 * f * f)) }
        return RGBA8(c(sum[0]), c(sum[1]), c(sum[2]), c(sum[3]))
    }
}
