import ClipGeometry
import ClipRaster

/// `suckEffect`: a genie funnel into the bounds' top-left corner ("从父视图的左上角收缩"). The old
/// content is mesh-warped (a 24 × 24 grid): each vertex moves toward the sink with a delay
/// proportional to its distance from it (the part nearest the corner goes first), on an
/// ease-in curve (q²), while the horizontal spread narrows on an ease-out (q(2 − q) ≥ q²), so the
/// page narrows into a funnel whose neck leads into the corner while its far edge trails. Every vertex reaches
/// the sink exactly at progress 1; at 0 nothing moves. Radially the map stays monotone (a vertex
/// never overtakes one nearer the sink), so the mesh does not fold. The new content lies beneath.
struct SuckTransition: TransitionCompositor {
    /// How much later (in progress) the farthest point starts than the nearest.
    static let delay = 0.6

    /// The displaced position of local point `s` at progress `p`, for a sink `sink` and the
    /// largest distance from the sink in the bounds `reach`.
    static func warp(_ s: Point, sink: Point, reach: Double, progress p: Double) -> Point {
        let d = min(1, (s - sink).length / max(reach, 1e-9))
        let q = min(1, max(0, p * (1 + delay) - delay * d))
        let ey = q * q // ease in
        let ex = q * (2 - q) // the spread narrows sooner: the funnel
        return Point(sink.x + (s.x - sink.x) * (1 - ex), sink.y + (s.y - sink.y) * (1 - ey))
    }

    func composite(old: LocalImage?, new: LocalImage, progress p: Double, geometry g: TransitionGeometry, into canvas: inout Canvas) {
        g.place(new, .identity, 1, &canvas)
        guard let o = old, p < 1 else { return }
        let b = g.bounds
        let sink = Point(b.minX, b.minY)
        let reach = (b.width * b.width + b.height * b.height).squareRoot()
        guard p > 0 else { g.place(o, .identity, 1, &canvas); return }
        g.placeWarpedLocal(o, rows: 25, columns: 25, opacity: 1, &canvas) { s in
            Self.warp(s, sink: sink, reach: reach, progress: p)
        }
    }
}
