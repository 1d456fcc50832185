import ClipGeometry
import ClipRaster

/// Backdrop blur: what is already on the canvas, blurred and desaturated, inside a shape.
extension FrameRenderer {
    /// UIVisualEffectView-like: blur (and saturate) what is already on the canvas under the
    /// node's shape, then put it back inside the shape (the node's background, drawn next, is the
    /// tint). Beyond the canvas the edge pixels repeat. Affine nodes only.
    ///
    /// Below σ = 12 px the blur runs at full resolution over the shape's box grown by 3σ. From
    /// 12 px it runs at reduced resolution (`BackdropBlur`: box-average down by 2, 4 or 8, blur,
    /// saturate, bilinear up), producing only the shape's box; the small pixels are anchored at
    /// the node's origin in device space (whole pixels), so a band or offscreen whose origin is
    /// shifted by whole pixels gets the same pixels. The backdrop sees only the canvas it is drawn
    /// into: in band-parallel rendering, the band (rows of the frame beyond the band's edges are
    /// not seen; the band's edge rows repeat instead).
    func drawBackdrop(_ bd: (radius: Double, saturation: Double, shape: Path), into canvas: inout Canvas, m: ProjectiveTransform) {
        guard isAffine(m), let box0 = transformedBox(bd.shape.controlPointBounds, m) else { return }
        let sigmaPx = bd.radius * m.affine.maxScale
        let canvasRect = Rect(0, 0, Double(canvas.width), Double(canvas.height))
        guard box0.intersection(canvasRect).width > 0, box0.intersection(canvasRect).height > 0 else { return }
        let pm: Pixmap, x0: Int, y0: Int
        if BackdropBlur.factor(sigma: sigmaPx) > 1 {
            let box = box0.intersection(canvasRect)
            x0 = Int(box.minX.rounded(.down)); y0 = Int(box.minY.rounded(.down))
            let w = Int(box.maxX.rounded(.up)) - x0, h = Int(box.maxY.rounded(.up)) - y0
            guard w > 0, h > 0 else { return }
            let anchor = m.affine.apply(Point(0, 0))
            guard abs(anchor.x) < 1e9, abs(anchor.y) < 1e9 else { return }
            pm = BackdropBlur.blurred(
                of: canvas.target, x0: x0, y0: y0, width: w, height: h, sigma: sigmaPx, saturation: bd.saturation,
                gridX: Int(anchor.x.rounded(.down)), gridY: Int(anchor.y.rounded(.down)))
        } else {
            let margin = (3 * sigmaPx).rounded(.up)
            let box = box0.insetBy(dx: -margin, dy: -margin).intersection(canvasRect.insetBy(dx: -margin, dy: -margin))
            guard box.width >= 1, box.height >= 1 else { return }
            x0 = Int(box.minX.rounded(.down)); y0 = Int(box.minY.rounded(.down))
            let w = Int(box.maxX.rounded(.up)) - x0, h = Int(box.maxY.rounded(.up)) - y0
            guard w > 0, h > 0 else { return }
            pm = PixelOps.blurredBackdrop(of: canvas.target, x0: x0, y0: y0, width: w, height: h, sigma: sigmaPx, saturation: bd.saturation)
        }
        // The shape in device space, so the image lands at a whole-pixel offset (a row copy).
        canvas.fill(bd.shape.applying(m.affine), paint: .image(pm, transform: AffineTransform(translationX: Double(x0), y: Double(y0))))
    }
}
