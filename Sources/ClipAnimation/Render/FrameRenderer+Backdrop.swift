import ClipGeometry
import ClipRaster

/// Backdrop blur: what is already on the canvas, blurred and desaturated, inside a shape.
extension FrameRenderer {
    /// UIVisualEffectView-like: blur (and desaturate) what is already on the canvas under the
    /// node's shape, then put it back inside the shape. Affine nodes only.
    func drawBackdrop(_ bd: (radius: Double, saturation: Double, shape: Path), into canvas: inout Canvas, m: ProjectiveTransform) {
        guard isAffine(m), let box0 = transformedBox(bd.shape.controlPointBounds, m) else { return }
        let sigmaPx = bd.radius * m.affine.maxScale
        let margin = (3 * sigmaPx).rounded(.up)
        let box = box0.insetBy(dx: -margin, dy: -margin).intersection(Rect(0, 0, Double(canvas.width), Double(canvas.height)))
        guard box.width >= 1, box.height >= 1 else { return }
        let x0 = Int(box.minX.rounded(.down)), y0 = Int(box.minY.rounded(.down))
        let w = min(canvas.width - x0, Int(box.width.rounded(.up)) + 1), h = min(canvas.height - y0, Int(box.height.rounded(.up)) + 1)
        guard w > 0, h > 0 else { return }
        let pm = Pixmap(width: w, height: h)
        let src = canvas.target
        for y in 0..<h { pm.view.row(y).update(from: src.row(y0 + y) + x0 * 4, count: w * 4) }
        GaussianBlur.apply(to: pm.view, sigma: sigmaPx)
        if bd.saturation != 1 {
            let s = bd.saturation
            for y in 0..<h {
                let r = pm.view.row(y)
                for x in 0..<w {
                    let p = r + x * 4
                    let l = 0.2126 * Double(p[0]) + 0.7152 * Double(p[1]) + 0.0722 * Double(p[2])
                    for c in 0..<3 {
                        let v = l + (Double(p[c]) - l) * s
                        p[c] = UInt8(max(0, min(Double(p[3]), v.rounded())))
                    }
                }
            }
        }
        canvas.fill(bd.shape, paint: .image(pm, transform: AffineTransform(translationX: Double(x0), y: Double(y0))
                                                .concatenating(m.affine.inverted ?? .identity)),
                    transform: m.affine)
    }
}
