import ClipGeometry
import ClipRaster

/// `suckEffect`: a genie funnel into the bounds' top-left corner ("从父视图的左上角收缩"). The old
/// content is mesh-warped (a 24 × 48 grid) row by row: each row stays a horizontal segment that
/// narrows around its own centre on an ease-out (`q(2 − q)`) while that centre drifts toward the
/// sink's x on an ease-in (q²) and the row rises toward the sink's y on an ease-in (q²). A row's
/// own progress `q` starts later the lower it lies (`delay`), so the top narrows first into a
/// neck that slides into the corner while the body, still wide, trails below it: a funnel that
/// grows continuously out of the whole picture (no edge stays pinned). Rows never overtake one
/// another (the map is monotone downward), so the mesh does not fold; every vertex reaches the
/// sink exactly at progress 1 and nothing moves at 0. The new content lies beneath.
struct SuckTransition: TransitionCompositor {
    /// How much later (in progress) the bottom row starts than the top one.
    static let delay = 0.6

    /// The displaced position of local point `s` of `bounds` at progress `p` (sink: the top-left corner).
    static func warp(_ s: Point, bounds b: Rect, progress p: Double) -> Point {
        let sink = Point(b.minX, b.minY)
        let v = min(1, max(0, (s.y - b.minY) / max(b.height, 1e-9)))
        let q = min(1, max(0, p * (1 + delay) - delay * v))
        let narrow = q * (2 - q), drift = q * q
        let cx = b.midX + (sink.x - b.midX) * drift
        return Point(cx + (s.x - b.midX) * (1 - narrow), sink.y + (s.y - sink.y) * (1 - drift))
    }

    func composite(old: LocalImage?, new: LocalImage, progress p: Double, geometry g: TransitionGeometry, into canvas: inout Canvas) {
        g.place(new, .identity, 1, &canvas)
        guard let o = old, p < 1 else { return }
        let b = g.bounds
        guard p > 0 else { g.place(o, .identity, 1, &canvas); return }
        g.placeWarpedLocal(o, rows: 49, columns: 25, opacity: 1, &canvas) { s in
            Self.warp(s, bounds: b, progress: p)
        }
    }
}
