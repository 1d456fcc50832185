import ClipGeometry
import ClipRaster

/// `pageCurl` / `pageUnCurl`: a flat fold. The page (old for curl, new for uncurl) is cut by a
/// fold line sweeping from the subtype edge; the lifted part is mirrored across the fold and
/// drawn as the page's back (its content washed out to 70 % white) with a soft shadow line.
struct PageCurlTransition: TransitionCompositor {
    var curl: Bool

    func composite(old: LocalImage?, new: LocalImage, progress p: Double, geometry g: TransitionGeometry, into canvas: inout Canvas) {
        let b = g.bounds, m = g.m
        let q = curl ? p : 1 - p
        guard let page = curl ? old : Optional(new) else { g.place(new, .identity, 1, &canvas); return }
        let under = curl ? Optional(new) : old
        if let u = under { g.place(u, .identity, 1, &canvas) }
        guard g.isAffine, q < 1 else { if !curl { g.place(new, .identity, 1, &canvas) }; return }
        // u: unit vector pointing from the fold's start edge into the page.
        let dir = g.direction
        let u = Point(-dir.x, -dir.y).normalized
        let corners = [Point(b.minX, b.minY), Point(b.maxX, b.minY), Point(b.maxX, b.maxY), Point(b.minX, b.maxY)]
        let ds = corners.map { $0.x * u.x + $0.y * u.y }
        let d0 = ds.min()!, d1 = ds.max()!
        let cLine = d0 + (d1 - d0) * q * 1.02    // fold position along u (the lifted part is d < cLine)
        // Half-plane d >= cLine as a big quad.
        let big = 4 * (b.width + b.height)
        let perp = Point(-u.y, u.x)
        let base = u * cLine
        var keep = Path()
        keep.move(to: base + perp * big); keep.line(to: base + perp * big + u * big)
        keep.line(to: base - perp * big + u * big); keep.line(to: base - perp * big); keep.close()
        var kc = canvas
        kc.clip(to: keep, transform: m.affine)
        g.place(page, .identity, 1, &kc)
        // Mirror of the lifted part: reflection across d = cLine.
        let refl = AffineTransform(a: 1 - 2 * u.x * u.x, b: -2 * u.x * u.y, c: -2 * u.x * u.y, d: 1 - 2 * u.y * u.y,
                                   tx: 2 * cLine * u.x, ty: 2 * cLine * u.y)
        var bc = canvas
        bc.clip(to: keep, transform: m.affine)
        bc.clip(to: rectPath(b).applying(refl), transform: m.affine)
        g.place(page, ProjectiveTransform(refl), 1, &bc)
        bc.fill(rectPath(b).applying(refl), paint: .solid(Color(white: 1, alpha: 0.7)), transform: m.affine)
        var sl = Path()
        sl.move(to: base + perp * big); sl.line(to: base - perp * big)
        var lc = canvas
        lc.clip(to: rectPath(b), transform: m.affine)
        lc.stroke(sl, style: StrokeStyle(width: 2), paint: .solid(Color(white: 0, alpha: 0.25)), transform: m.affine)
    }
}
