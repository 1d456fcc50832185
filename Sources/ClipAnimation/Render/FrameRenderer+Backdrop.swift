import ClipGeometry
import ClipRaster

/// Backdrop blur: what is already on the canvas, blurred and desaturated, inside a shape.
extension FrameRenderer {
    /// UIVisualEffectView-like: blur (and saturate) what is already on the canvas under the
    /// node's shape, then put it back inside the shape (the node's background, drawn next, is the
    /// tint). The blur reads 3σ around the shape; beyond the canvas the edge pixels repeat.
    /// Affine nodes only.
    func drawBackdrop(_ bd: (radius: Double, saturation: Double, shape: Path), into canvas: inout Canvas, m: ProjectiveTransform) {
        guard isAffine(m), let box0 = transformedBox(bd.shape.controlPointBounds, m) else { return }
        let sigmaPx = bd.radius * m.affine.maxScale
        let margin = (3 * sigmaPx).rounded(.up)
        let canvasRect = Rect(0, 0, Double(canvas.width), Double(canvas.height))
        guard box0.intersection(canvasRect).width > 0, box0.intersection(canvasRect).height > 0 else { return }
        let box = box0.insetBy(dx: -margin, dy: -margin).intersection(canvasRect.insetBy(dx: -margin, dy: -margin))
        guard box.width >= 1, box.height >= 1 else { return }
        let x0 = Int(box.minX.rounded(.down)), y0 = Int(box.minY.rounded(.down))
        let w = Int(box.maxX.rounded(.up)) - x0, h = Int(box.maxY.rounded(.up)) - y0
        guard w > 0, h > 0 else { return }
        let pm = PixelOps.blurredBackdrop(of: canvas.target, x0: x0, y0: y0, width: w, height: h, sigma: sigmaPx, saturation: bd.saturation)
        // The shape in device space, so the image lands at a whole-pixel offset (a row copy).
        canvas.fill(bd.shape.applying(m.affine), paint: .image(pm, transform: AffineTransform(translationX: Double(x0), y: Double(y0))))
    }
}
