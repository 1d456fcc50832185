import ClipGeometry
import ClipRaster

/// `cameraIrisHollowOpen` / `cameraIrisHollowClose`: a six-bladed camera iris with opaque dark
/// blades. The aperture is a regular hexagon centred on the bounds that turns as it opens (like a
/// real diaphragm, whose blades pivot); its circumradius grows linearly with progress from 0 to
/// the size that just uncovers the corners (`aperture`). Open: the shutter, closed over the old
/// content, opens onto the new. Close: it closes over the old content, uncovering nothing, and
/// the new content shows when it has shut. Each blade is the region between two adjacent
/// extended hexagon edges (a pinwheel), filled in alternating dark greys with a lighter
/// gradient toward its leading edge and a highlight line along it; a soft shadow rings the
/// aperture. So that the change is not a cut, the blades fade in over the first `fade` of an
/// opening (over the old content) and out over the last `fade` of a closing (over the new).
/// [CHOICE] 6 blades, 60° of turn over the stroke, fade 0.12.
struct CameraIrisTransition: TransitionCompositor {
    var opening: Bool
    static let blades = 6
    static let fade = 0.12

    /// The aperture's circumradius and rotation at `progress` for bounds of half-diagonal `halfDiagonal`.
    static func aperture(progress p: Double, opening: Bool, halfDiagonal: Double) -> (radius: Double, rotation: Double) {
        let full = halfDiagonal / GMath.cos(Double.pi / Double(blades))
        let open = opening ? p : 1 - p
        return (full * open, -Double.pi / 2 + (1 - open) * Double.pi / 3)
    }

    /// The blades' opacity at `progress`.
    static func bladeOpacity(progress p: Double, opening: Bool) -> Double {
        min(1, max(0, (opening ? p : 1 - p) / fade))
    }

    func composite(old: LocalImage?, new: LocalImage, progress p: Double, geometry g: TransitionGeometry, into canvas: inout Canvas) {
        let b = g.bounds
        let half = 0.5 * (b.width * b.width + b.height * b.height).squareRoot()
        let (r, phi) = Self.aperture(progress: p, opening: opening, halfDiagonal: half)
        let c = Point(b.midX, b.midY)
        // Behind the blades: the old content while opening, the new while closing.
        let (behind, inside) = opening ? (old, new) : (Optional(new), old)
        if let u = behind { g.place(u, .identity, 1, &canvas) }
        guard g.isAffine else { if p >= 0.5 { g.place(new, .identity, 1, &canvas) }; return }
        let m = g.m.affine
        let n = Self.blades
        let alpha = Self.bladeOpacity(progress: p, opening: opening)
        let v = (0..<n).map { i -> Point in
            let a = phi + Double(i) * 2 * Double.pi / Double(n)
            return c + Point(GMath.cos(a), GMath.sin(a)) * max(r, 0.001)
        }
        var bounded = canvas
        bounded.clip(to: rectPath(b), transform: m)
        var hex = Path(); hex.move(to: v[0]); for k in 1..<n { hex.line(to: v[k]) }; hex.close()
        if r > 0.01, let o = inside {
            var ap = canvas
            ap.clip(to: hex, transform: m)
            g.place(o, .identity, 1, &ap)
        }
        guard alpha > 0 else { return }
        // An opaque backing behind the blades (their anti-aliased seams must not let the content through).
        var backing = rectPath(b)
        if r > 0.01 { backing.append(hex) }
        bounded.fill(backing, paint: .solid(Color(white: 0.16, alpha: alpha)), rule: .evenOdd, transform: m)
        // The blades: the pinwheel outside the aperture (edge i extended past its end vertex).
        let big = 4 * half + 10
        for i in 0..<n {
            let a = v[i], bb = v[(i + 1) % n], prev = v[(i + n - 1) % n]
            let di = (bb - a).normalized, dp = (a - prev).normalized
            var blade = Path()
            blade.move(to: a); blade.line(to: bb); blade.line(to: bb + di * big); blade.line(to: a + dp * big); blade.close()
            let base = i % 2 == 0 ? 0.16 : 0.22
            // Lighter toward the blade's leading (aperture) edge, like brushed metal catching the light.
            let mid = (a + bb) * 0.5
            let outward = Point(-di.y, di.x) * (((mid - c).x * -di.y + (mid - c).y * di.x) >= 0 ? 1 : -1)
            bounded.fill(
                blade,
                paint: .linearGradient(
                    stops: [
                        GradientStop(location: 0, color: Color(white: base + 0.1, alpha: alpha)),
                        GradientStop(location: 1, color: Color(white: base, alpha: alpha)),
                    ],
                    start: mid, end: mid + outward * (0.6 * half)),
                transform: m)
            var edge = Path(); edge.move(to: bb); edge.line(to: bb + di * big)
            bounded.stroke(edge, style: StrokeStyle(width: 1.2), paint: .solid(Color(white: 0.45, alpha: 0.8 * alpha)), transform: m)
        }
        if r > 0.01 {
            bounded.stroke(hex, style: StrokeStyle(width: 3), paint: .solid(Color(white: 0, alpha: 0.35 * alpha)), transform: m)
        }
    }
}
