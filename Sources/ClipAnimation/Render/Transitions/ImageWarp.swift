import ClipGeometry
import ClipRaster

/// dst(x, y) = src(f(x, y)) sampled bilinearly at pixel centres; nil or outside = transparent.
func warp(_ src: Pixmap, _ f: (Double, Double) -> (Double, Double)?) -> Pixmap {
    let w = src.width, h = src.height
    let out = Pixmap(width: w, height: h)
    let sv = src.view, dv = out.view
    for y in 0..<h {
        let drow = dv.row(y)
        for x in 0..<w {
            guard let (fx, fy) = f(Double(x) + 0.5, Double(y) + 0.5) else { continue }
            let sx = fx - 0.5, sy = fy - 0.5
            let x0 = Int(sx.rounded(.down)), y0 = Int(sy.rounded(.down))
            let tx = sx - Double(x0), ty = sy - Double(y0)
            var acc = (0.0, 0.0, 0.0, 0.0)
            for (ix, iy, wgt) in [(x0, y0, (1 - tx) * (1 - ty)), (x0 + 1, y0, tx * (1 - ty)), (x0, y0 + 1, (1 - tx) * ty), (x0 + 1, y0 + 1, tx * ty)] {
                guard ix >= 0, iy >= 0, ix < w, iy < h, wgt > 0 else { continue }
                let sp = sv.row(iy) + ix * 4
                acc.0 += Double(sp[0]) * wgt; acc.1 += Double(sp[1]) * wgt; acc.2 += Double(sp[2]) * wgt; acc.3 += Double(sp[3]) * wgt
            }
            let d = drow + x * 4
            d[0] = UInt8(min(255, acc.0.rounded())); d[1] = UInt8(min(255, acc.1.rounded()))
            d[2] = UInt8(min(255, acc.2.rounded())); d[3] = UInt8(min(255, acc.3.rounded()))
        }
    }
    return out
}
