import ClipGeometry
import ClipRaster

/// `rippleEffect`: a water-drop ripple. Both images are mesh-warped: every grid point moves
/// radially (from the centre) by a travelling sine wave (wavelength 1/6 of the longer side)
/// whose amplitude peaks mid-way at 10 pt, capped at 0.6 / wavenumber so that the mesh never
/// folds, and tapers to 0 within half a wavelength of the edges (the layer keeps its outline),
/// while old cross-dissolves into new. The grid has 8 cells per wavelength.
struct RippleTransition: TransitionCompositor {
    func composite(old: LocalImage?, new: LocalImage, progress p: Double, geometry g: TransitionGeometry, into canvas: inout Canvas) {
        let amp = 10 * g.pixelsPerPoint * GMath.sin(Double.pi * p) // capped per image in `ripple`
        if let o = old { ripple(o, amp: amp, phase: p, opacity: 1 - p, g, &canvas) }
        ripple(new, amp: amp, phase: p, opacity: p, g, &canvas)
    }

    /// Radial sine displacement of the grid points, centred on the image.
    func ripple(_ img: LocalImage, amp: Double, phase: Double, opacity: Double, _ g: TransitionGeometry, _ canvas: inout Canvas) {
        let w = Double(img.pixmap.width), h = Double(img.pixmap.height)
        let c = Point(w / 2, h / 2)
        let wavelength = max(w, h) / 6
        let k = 2 * Double.pi / wavelength
        let a = min(amp, 0.6 / k)
        // The layer's bounds in image pixels (the local image may carry a margin around them).
        let toImage = img.imageToLocal.inverted ?? .identity
        let b0 = toImage.apply(Point(g.bounds.minX, g.bounds.minY)), b1 = toImage.apply(Point(g.bounds.maxX, g.bounds.maxY))
        guard a > 0.01 else { g.place(img, .identity, opacity, &canvas); return }
        let cells = 48.0 / max(w, h) // 8 cells per wavelength along the longer side
        let cols = max(2, Int((w * cells).rounded(.up)) + 1), rows = max(2, Int((h * cells).rounded(.up)) + 1)
        g.placeWarped(img, rows: rows, columns: cols, opacity: opacity, &canvas) { s in
            let d = s - c, r = (d.x * d.x + d.y * d.y).squareRoot()
            guard r > 1e-6 else { return s }
            let edge = max(0, min(s.x - min(b0.x, b1.x), max(b0.x, b1.x) - s.x, s.y - min(b0.y, b1.y), max(b0.y, b1.y) - s.y))
            let off = a * min(1, edge / (wavelength / 2)) * GMath.sin(k * r - phase * 4 * Double.pi)
            return s - d * (off / r)
        }
    }
}
