import ClipGeometry
import ClipRaster

/// `suckEffect`: a genie funnel. The old content is mesh-warped into the top-left corner: the
/// page shrinks toward y = 0 while each row shrinks toward x = 0, the bottom rows most (the
/// bottom edge leads into the funnel), uncovering the new content.
struct SuckTransition: TransitionCompositor {
    func composite(old: LocalImage?, new: LocalImage, progress p: Double, geometry g: TransitionGeometry, into canvas: inout Canvas) {
        g.place(new, .identity, 1, &canvas)
        guard let o = old, p < 1 else { return }
        let h = Double(o.pixmap.height)
        let hs = max(1e-3, 1 - 0.98 * p)
        g.placeWarped(o, rows: 33, columns: 9, opacity: 1, &canvas) { s in
            let ws = max(1e-3, 1 - p * (0.4 + 0.6 * s.y / h))
            return Point(s.x * ws, s.y * hs)
        }
    }
}
