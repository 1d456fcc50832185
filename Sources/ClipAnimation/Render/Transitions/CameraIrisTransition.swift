import ClipGeometry
import ClipRaster

/// `cameraIrisHollowOpen` / `cameraIrisHollowClose`: a six-bladed camera iris. The aperture is a
/// regular hexagon centred on the bounds that turns as it opens (like a real diaphragm, whose
/// blades pivot); its circumradius grows linearly with progress from 0 to the size that just
/// uncovers the corners (`aperture`). Open: the new content shows through the opening aperture
/// over the old. Close: the old content shrinks into the closing aperture over the new. The
/// iris is "hollow": its blades are seen as the pinwheel of the hexagon's extended edges, each
/// blade lightly shaded (alternating 6 % / 12 % black) with a dark edge line, over the content
/// they uncover, and a soft shadow rings the aperture. [CHOICE] 6 blades, 60° of turn over the stroke.
struct CameraIrisTransition: TransitionCompositor {
    var opening: Bool
    static let blades = 6

    /// The aperture's circumradius and rotation at `progress` for bounds of half-diagonal `halfDiagonal`.
    static func aperture(progress p: Double, opening: Bool, halfDiagonal: Double) -> (radius: Double, rotation: Double) {
        let full = halfDiagonal / GMath.cos(Double.pi / Double(blades))
        let open = opening ? p : 1 - p
        return (full * open, -Double.pi / 2 + (1 - open) * Double.pi / 3)
    }

    func composite(old: LocalImage?, new: LocalImage, progress p: Double, geometry g: TransitionGeometry, into canvas: inout Canvas) {
        let b = g.bounds
        let half = 0.5 * (b.width * b.width + b.height * b.height).squareRoot()
        let (r, phi) = Self.aperture(progress: p, opening: opening, halfDiagonal: half)
        let c = Point(b.midX, b.midY)
        let (under, over) = opening ? (old, Optional(new)) : (Optional(new), old)
        if let u = under { g.place(u, .identity, 1, &canvas) }
        guard g.isAffine else { if p >= 0.5 { g.place(new, .identity, 1, &canvas) }; return }
        let m = g.m.affine
        let n = Self.blades
        let v = (0..<n).map { i -> Point in
            let a = phi + Double(i) * 2 * Double.pi / Double(n)
            return c + Point(GMath.cos(a), GMath.sin(a)) * r
        }
        var bounded = canvas
        bounded.clip(to: rectPath(b), transform: m)
        if r > 0.01 {
            var hex = Path(); hex.move(to: v[0]); for k in 1..<n { hex.line(to: v[k]) }; hex.close()
            if let o = over {
                var ap = canvas
                ap.clip(to: hex, transform: m)
                g.place(o, .identity, 1, &ap)
            }
            // Blades: the pinwheel outside the aperture (edge i extended past its end vertex).
            let big = 4 * half + 10
            for i in 0..<n {
                let a = v[i], bb = v[(i + 1) % n], prev = v[(i + n - 1) % n]
                let di = (bb - a).normalized, dp = (a - prev).normalized
                var blade = Path()
                blade.move(to: a); blade.line(to: bb); blade.line(to: bb + di * big); blade.line(to: a + dp * big); blade.close()
                bounded.fill(blade, paint: .solid(Color(white: 0, alpha: i % 2 == 0 ? 0.06 : 0.12)), transform: m)
                var edge = Path(); edge.move(to: bb); edge.line(to: bb + di * big)
                bounded.stroke(edge, style: StrokeStyle(width: 1.2), paint: .solid(Color(white: 0, alpha: 0.45)), transform: m)
            }
            bounded.stroke(hex, style: StrokeStyle(width: 3), paint: .solid(Color(white: 0, alpha: 0.25)), transform: m)
        } else {
            // Fully closed: the blades meet at the centre.
            for i in 0..<n {
                let a = phi + Double(i) * 2 * Double.pi / Double(n)
                var blade = Path()
                blade.move(to: c); blade.line(to: c + Point(GMath.cos(a), GMath.sin(a)) * 4 * half)
                blade.line(to: c + Point(GMath.cos(a + 2 * Double.pi / Double(n)), GMath.sin(a + 2 * Double.pi / Double(n))) * 4 * half)
                blade.close()
                bounded.fill(blade, paint: .solid(Color(white: 0, alpha: i % 2 == 0 ? 0.06 : 0.12)), transform: m)
            }
        }
    }
}
