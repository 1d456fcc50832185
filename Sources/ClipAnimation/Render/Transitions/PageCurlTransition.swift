import ClipGeometry
import ClipRaster

/// `pageCurl` / `pageUnCurl`: the page rolls onto a cylinder, as iOS curls a page. The page (old
/// for curl, new for uncurl) lifts at a corner (the lower-right one for `fromRight` and
/// `fromBottom`, lower-left for `fromLeft`, upper-right for `fromTop`): the cylinder's axis runs
/// diagonally, perpendicular to the travel direction `travel(subtype)` (the subtype's direction
/// tilted by `tilt`), and moves from that corner across the page (`foldLine`). The part between
/// the corner and the axis wraps round the cylinder and lies back over the flat page: seen from
/// above, the near quarter of the cylinder shows the page's front darkening toward the
/// silhouette; the far quarter and the flap show its back — the picture mirrored (as the roll
/// maps it) and washed toward white, shaded across the cylinder (darker toward the silhouette,
/// lightest on top); the roll casts a soft shadow on the content it uncovers and the flap one
/// on the flat page. `pageUnCurl` is the curl played backwards with the new content as the
/// page. Rendered per pixel (the inverse of the cylinder map, anti-aliased at the page's
/// outline). [CHOICE] tilt 30°, R = 9 % of the page's extent along the travel.
struct PageCurlTransition: TransitionCompositor {
    var curl: Bool
    /// The travel direction's tilt from the subtype's axis (the diagonal of the cylinder's axis).
    static let tilt = Double.pi / 6
    /// How far the back is washed toward white.
    static let backWash: Float = 0.62

    /// Unit vector the roll travels along: away from the first-lifted corner.
    static func travel(_ sub: TransitionSubtype) -> Point {
        let c = GMath.cos(tilt), s = GMath.sin(tilt)
        switch sub {
        case .fromRight: return Point(-c, -s)
        case .fromLeft: return Point(c, -s)
        case .fromTop: return Point(-s, c)
        case .fromBottom: return Point(-s, -c)
        }
    }

    /// The cylinder: its axis at `line` (distance from the first-lifted corner, along the travel
    /// direction) and its radius, for curl amount `q` (0 flat … 1 rolled away) of a page `extent`
    /// long along the travel (the silhouette, `line − radius`, passes the far corner at 1).
    static func foldLine(amount q: Double, extent: Double) -> (line: Double, radius: Double) {
        let r = max(2, 0.09 * extent)
        return (q * (extent + r), r)
    }

    /// The page point (its distance `e` from the lifting corner along the travel, and its angle
    /// `theta` round the cylinder: 0 flat, up to π/2 the near quarter, π/2…π the far quarter,
    /// π the flap lying back) that a point `ep` along the travel sees as its `layer`-th surface
    /// from the top (0: flap or far quarter, 1: near quarter, 2: flat page), or nil.
    static func surface(_ layer: Int, at ep: Double, line l: Double, radius r: Double) -> (e: Double, theta: Double)? {
        switch layer {
        case 0:
            if ep >= l { return (2 * l - Double.pi * r - ep, Double.pi) }
            guard ep >= l - r else { return nil }
            let theta = Double.pi - GMath.asin(min(1, (l - ep) / r))
            return (l - r * theta, theta)
        case 1:
            guard ep < l, ep >= l - r else { return nil }
            let theta = GMath.asin(min(1, (l - ep) / r))
            return (l - r * theta, theta)
        default:
            return ep >= l ? (ep, 0) : nil
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

        let u = Self.travel(g.subtype)
        let corners = [Point(b.minX, b.minY), Point(b.maxX, b.minY), Point(b.maxX, b.maxY), Point(b.minX, b.maxY)]
        let proj = corners.map { $0.x * u.x + $0.y * u.y }
        let e0 = proj.min()!, extent = proj.max()! - e0
        let (l, r) = Self.foldLine(amount: q, extent: extent)
        let t = page.imageToLocal
        let ppp = g.pixelsPerPoint
        let inv = page.imageToLocal.inverted ?? .identity
        let pm = page.pixmap
        let wash = Self.backWash
        // Coverage of a local point by the page (anti-aliased over one device pixel at its outline).
        @inline(__always) func coverage(_ s: Point) -> Float {
            let d = min(s.x - b.minX, b.maxX - s.x, s.y - b.minY, b.maxY - s.y)
            return Float(min(1, max(0, d * ppp + 0.5)))
        }
        PixelWarp.place(like: page, opacity: 1, g, &canvas) { x, y in
            let pt = Point(t.a * x + t.c * y + t.tx, t.b * x + t.d * y + t.ty)
            let ep = pt.x * u.x + pt.y * u.y - e0
            var out = SIMD4<Float>.zero
            var remaining: Float = 1
            for layer in 0..<3 {
                guard let (e, theta) = Self.surface(layer, at: ep, line: l, radius: r) else { continue }
                let s = pt + u * (e - ep)
                let cov = coverage(s)
                guard cov > 0 else { continue }
                let si = inv.apply(s)
                var c = PixelWarp.sample(pm, si.x, si.y, clamp: true)
                if theta > Double.pi / 2 {
                    // The back: washed out, darker toward the silhouette, lightest on top.
                    c = PixelWarp.shade(PixelWarp.shade(c, wash), Float(-0.32 * (1 + GMath.cos(theta))))
                } else if theta > 0 {
                    c = PixelWarp.shade(c, Float(-0.42 * GMath.sin(theta)))
                } else if ep < l + 0.45 * r {
                    // The flat page right under the roll is in its shade.
                    c = PixelWarp.shade(c, Float(-0.18 * (1 - (ep - l) / (0.45 * r))))
                }
                let w = remaining * cov
                out += c * w
                remaining -= w
                if remaining <= 0.001 { return out }
                if layer == 2 || theta == 0 { break }
            }
            // What the page leaves uncovered (or the flat page beyond the flap): shadows.
            var shadow: Float = 0
            if ep < l - r {
                // The roll's shadow on the uncovered content, where the roll exists along this line.
                let sil = pt + u * ((l - r * Double.pi / 2) - ep)
                let d = (l - r) - ep
                shadow = 0.4 * coverage(sil) * Float(GMath.exp(-d / (0.35 * r)))
            } else if ep >= l {
                // The flap's shadow on the flat page, beyond its edge.
                var hit: Float = 0
                for k in 1...3 {
                    let qp = pt - Point(u.x - 0.35 * u.y, u.y + 0.35 * u.x) * (0.1 * r * Double(k))
                    let eq = qp.x * u.x + qp.y * u.y - e0
                    if eq >= l { hit += coverage(qp + u * ((2 * l - Double.pi * r - eq) - eq)) }
                }
                shadow = 0.22 * hit / 3
            }
            out += SIMD4<Float>(0, 0, 0, 255 * shadow * remaining)
            return out
        }
    }
}
