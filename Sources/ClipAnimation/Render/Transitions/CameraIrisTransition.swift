import ClipGeometry
import ClipRaster

/// `cameraIrisHollowOpen`: the new content appears through a circular aperture growing from the
/// centre. `cameraIrisHollowClose`: the old content shrinks to a closing aperture over the new one.
struct CameraIrisTransition: TransitionCompositor {
    var opening: Bool

    func composite(old: LocalImage?, new: LocalImage, progress p: Double, geometry g: TransitionGeometry, into canvas: inout Canvas) {
        let b = g.bounds
        let rMax = 0.5 * (b.width * b.width + b.height * b.height).squareRoot()
        let r = opening ? rMax * p : rMax * (1 - p)
        let c = Point(b.midX, b.midY)
        let (under, over) = opening ? (old, Optional(new)) : (Optional(new), old)
        if let u = under { g.place(u, .identity, 1, &canvas) }
        if let o = over, r > 0, g.isAffine {
            canvas.clip(to: ovalPath(in: Rect(c.x - r, c.y - r, 2 * r, 2 * r)), transform: g.m.affine)
            g.place(o, .identity, 1, &canvas)
        }
    }
}
