import ClipGeometry
import ClipRaster

/// `push` (new in from the subtype edge while old leaves), `moveIn` (new slides over old) and
/// `reveal` (old slides away uncovering new), clipped to the bounds.
struct SlideTransition: TransitionCompositor {
    enum Kind: Sendable { case push, moveIn, reveal }
    var kind: Kind

    func composite(old: LocalImage?, new: LocalImage, progress p: Double, geometry g: TransitionGeometry, into canvas: inout Canvas) {
        let dir = g.direction
        if g.isAffine { canvas.clip(to: rectPath(g.bounds), transform: g.m.affine) }
        if kind == .reveal {
            g.place(new, .identity, 1, &canvas)
            if let o = old { g.place(o, TransitionGeometry.shift(dir * -p), 1, &canvas) }
        } else {
            if let o = old { g.place(o, kind == .push ? TransitionGeometry.shift(dir * -p) : .identity, 1, &canvas) }
            g.place(new, TransitionGeometry.shift(dir * (1 - p)), 1, &canvas)
        }
    }
}
