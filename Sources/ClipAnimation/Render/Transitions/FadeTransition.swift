import ClipRaster

/// `fade`: a cross-dissolve.
struct FadeTransition: TransitionCompositor {
    func composite(old: LocalImage?, new: LocalImage, progress p: Double, geometry g: TransitionGeometry, into canvas: inout Canvas) {
        if let o = old { g.place(o, .identity, 1 - p, &canvas) }
        g.place(new, .identity, p, &canvas)
    }
}
