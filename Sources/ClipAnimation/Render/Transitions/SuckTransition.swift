import ClipGeometry
import ClipRaster

/// `suckEffect`: the old content is sucked into the top-left corner (bottom edge leading),
/// uncovering the new.
struct SuckTransition: TransitionCompositor {
    func composite(old: LocalImage?, new: LocalImage, progress p: Double, geometry g: TransitionGeometry, into canvas: inout Canvas) {
        g.place(new, .identity, 1, &canvas)
        if let o = old, p < 1 { g.place(LocalImage(pixmap: suck(o.pixmap, p), imageToLocal: o.imageToLocal), .identity, 1, &canvas) }
    }

    /// Funnel into the top-left corner: rows shrink toward x = 0 (more at the bottom), the whole
    /// page shrinks toward y = 0.
    func suck(_ src: Pixmap, _ p: Double) -> Pixmap {
        let w = Double(src.width), h = Double(src.height)
        let hs = max(1e-3, 1 - 0.98 * p)
        return warp(src) { x, y in
            let sy = y / hs
            guard sy <= h else { return nil }
            let ws = max(1e-3, 1 - p * (0.4 + 0.6 * sy / h))
            let sx = x / ws
            return sx <= w ? (sx, sy) : nil
        }
    }
}
