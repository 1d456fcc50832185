import ClipGeometry
import ClipRaster

/// `pageCurl` / `pageUnCurl`: the page rolls onto a cylinder. The page (old for curl, new for
/// uncurl) lifts from the subtype edge: the part between that edge and the cylinder's axis wraps
/// round a cylinder of radius `R` and lies back over the flat page, showing its back (the content
/// mirrored, washed out to 70 % white); the front of the roll darkens toward its silhouette and
/// the roll casts a soft shadow on what it uncovers. The axis (fold line) travels from the
/// subtype edge across the page (`foldLine`), so at the end the whole page has rolled away.
/// Drawn with two mesh warps of the page (front: the flat part and the roll's near side;
/// back: the far side of the roll and the lifted flap), each monotone along the travel
/// direction, so neither folds onto itself. [CHOICE] R = 10 % of the page's extent.
struct PageCurlTransition: TransitionCompositor {
    var curl: Bool

    /// The cylinder: its axis at `line` (distance from the lifting edge, along the travel
    /// direction) and its radius, for curl amount `q` (0 flat … 1 rolled away) of a page `extent` long.
    static func foldLine(amount q: Double, extent: Double) -> (line: Double, radius: Double) {
        let r = max(2, 0.1 * extent)
        return (q * (extent + r), r)
    }

    /// Where a point `e` (distance from the lifting edge) lands along the travel direction.
    /// `side`: `.front` keeps the roll's near side (the far side collapses onto the silhouette);
    /// `.back` keeps the far side and the flap (the rest collapses onto the silhouette).
    enum Side { case front, back }
    static func rolled(_ e: Double, line l: Double, radius r: Double, side: Side) -> Double {
        guard e < l else { return side == .front ? e : l - r }
        let theta = (l - e) / r
        switch side {
        case .front: return l - r * GMath.sin(min(theta, Double.pi / 2))
        case .back:
            if theta <= Double.pi / 2 { return l - r }
            if theta <= Double.pi { return l - r * GMath.sin(theta) }
            return l + (l - e - Double.pi * r)
        }
    }

    func composite(old: LocalImage?, new: LocalImage, progress p: Double, geometry g: TransitionGeometry, into canvas: inout Canvas) {
        let b = g.bounds
        let q = curl ? p : 1 - p
        guard let page = curl ? old : Optional(new) else { g.place(new, .identity, 1, &canvas); return }
        let under = curl ? Optional(new) : old
        if let u = under { g.place(u, .identity, 1, &canvas) }
        guard q > 0 else { g.place(page, .identity, 1, &canvas); return }
        guard q < 1 else { return }
        // The page stays within the layer's bounds (the flap would otherwise roll past the far edge).
        if g.isAffine { canvas.clip(to: rectPath(b), transform: g.m.affine) }

        let u = g.travel
        let corners = [Point(b.minX, b.minY), Point(b.maxX, b.minY), Point(b.maxX, b.maxY), Point(b.minX, b.maxY)]
        let e0 = corners.map { $0.x * u.x + $0.y * u.y }.min()!
        let extent = g.horizontal ? b.width : b.height
        let (l, r) = Self.foldLine(amount: q, extent: extent)
        func warp(_ side: Side) -> (Point) -> Point {
            { s in
                let e = s.x * u.x + s.y * u.y - e0
                return s + u * (Self.rolled(e, line: l, radius: r, side: side) - e)
            }
        }
        // Cells of about 2 device pixels along the travel direction; the warp is constant across it.
        let n = max(16, Int((extent * g.pixelsPerPoint / 2).rounded(.up)))
        let (rows, cols) = g.horizontal ? (2, n + 1) : (n + 1, 2)
        let shade = g.isAffine
        // Distance along u → a band of the bounds (local path).
        func band(_ a: Double, _ c: Double) -> Path? {
            let lo = max(0, min(a, c)), hi = min(extent, max(a, c))
            guard hi - lo > 1e-6 else { return nil }
            let r0 =
                g.horizontal
                ? (u.x < 0 ? Rect(b.maxX - hi, b.minY, hi - lo, b.height) : Rect(b.minX + lo, b.minY, hi - lo, b.height))
                : (u.y < 0 ? Rect(b.minX, b.maxY - hi, b.width, hi - lo) : Rect(b.minX, b.minY + lo, b.width, hi - lo))
            return rectPath(r0)
        }
        func point(at e: Double) -> Point {
            // A point at distance e from the lifting edge (on the bounds' centre line).
            let c = Point(b.midX, b.midY)
            let ec = c.x * u.x + c.y * u.y - e0
            return c + u * (e - ec)
        }
        // The roll's shadow on the uncovered content, just before the silhouette.
        if shade, let s = band(l - 1.6 * r, l - r) {
            canvas.fill(
                s,
                paint: .linearGradient(
                    stops: [
                        GradientStop(location: 0, color: Color(white: 0, alpha: 0)),
                        GradientStop(location: 1, color: Color(white: 0, alpha: 0.28)),
                    ],
                    start: point(at: l - 1.6 * r), end: point(at: l - r)),
                transform: g.m.affine)
        }
        g.placeWarpedLocal(page, rows: rows, columns: cols, opacity: 1, &canvas, warp(.front))
        // The roll's near side darkens toward the silhouette (it turns away from the light).
        let thetaLo = max(0, min(Double.pi / 2, (l - extent) / r)), thetaHi = min(Double.pi / 2, l / r)
        if shade, thetaHi > thetaLo, let s = band(l - r * GMath.sin(thetaHi), l - r * GMath.sin(thetaLo)) {
            canvas.fill(
                s,
                paint: .linearGradient(
                    stops: [
                        GradientStop(location: 0, color: Color(white: 0, alpha: 0)),
                        GradientStop(location: 1, color: Color(white: 0, alpha: 0.35)),
                    ],
                    start: point(at: l), end: point(at: l - r)),
                transform: g.m.affine)
        }
        // The back: the far side of the roll and the flap lying over the page.
        if l / r > Double.pi / 2 {
            g.placeWarpedLocal(page, rows: rows, columns: cols, opacity: 1, &canvas, warp(.back))
            if let outline = g.warpedOutline(page, rows: rows, columns: cols, warp(.back)) {
                canvas.fill(outline, paint: .solid(Color(white: 1, alpha: 0.7)))
            }
            // (last draw: the clip below is undone by the caller)
            // The back's roll: lighter at its top (the axis), a thin crease shadow at the silhouette.
            if shade, let s = band(l - r, l), let outline = g.warpedOutline(page, rows: rows, columns: cols, warp(.back)) {
                canvas.clip(to: outline)
                canvas.fill(
                    s,
                    paint: .linearGradient(
                        stops: [
                            GradientStop(location: 0, color: Color(white: 0, alpha: 0.18)),
                            GradientStop(location: 0.5, color: Color(white: 0, alpha: 0)),
                            GradientStop(location: 1, color: Color(white: 1, alpha: 0.15)),
                        ],
                        start: point(at: l - r), end: point(at: l)),
                    transform: g.m.affine)
            }
        }
    }
}
