import ClipGeometry
import ClipRaster

/// `rippleEffect`: a water-drop ripple. Both images are displaced radially by a travelling sine
/// wave whose amplitude peaks mid-way, cross-dissolving old → new.
struct RippleTransition: TransitionCompositor {
    func composite(old: LocalImage?, new: LocalImage, progress p: Double, geometry g: TransitionGeometry, into canvas: inout Canvas) {
        let amp = 10 * g.pixelsPerPoint * GMath.sin(Double.pi * p)
        if let o = old { g.place(LocalImage(pixmap: ripple(o.pixmap, amp: amp, phase: p), imageToLocal: o.imageToLocal), .identity, 1 - p, &canvas) }
        g.place(LocalImage(pixmap: ripple(new.pixmap, amp: amp, phase: p), imageToLocal: new.imageToLocal), .identity, p, &canvas)
    }

    /// Radial sine displacement (bilinear), centred.
    func ripple(_ src: Pixmap, amp: Double, phase: Double) -> Pixmap {
        guard amp > 0.01 else { return src }
        let w = src.width, h = src.height
        let cx = Double(w) / 2, cy = Double(h) / 2
        let k = 2 * Double.pi / (Double(max(w, h)) / 6)
        return warp(src) { x, y in
            let dx = x - cx, dy = y - cy, r = (dx * dx + dy * dy).squareRoot()
            guard r > 1e-6 else { return (x, y) }
            let d = amp * GMath.sin(k * r - phase * 4 * Double.pi)
            return (x + dx / r * d, y + dy / r * d)
        }
    }
}
