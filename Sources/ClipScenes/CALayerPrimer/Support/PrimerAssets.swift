import ClipAnimation
import ClipGeometry
import ClipRaster

/// Procedural stand-ins for the primer's bitmaps (spec Part 3): `logo`, the `girls.jpg` portrait
/// and the `bull_head_gray` / `bull_head_green` icons. Each is drawn once (static) and shared by
/// every frame and thread; never mutated after creation.
enum PrimerAssets {
    /// `logo` [CHOICE]: a 3:2 landscape rounded rectangle (the asset's size is unknown; a square
    /// logo in a square layer would make the three gravity modes look the same). A 3 × 3 tint
    /// field (hue by column, lightness by row), a big white "L" on the left and a sun disc in the
    /// top-right corner, so that stretching, letterboxing, slicing and rotation all read.
    static let logo: Pixmap = makeLogo(width: 360, height: 240)
    /// Logo size in points (contentsScale 2).
    static let logoSize = Size(180, 120)

    /// `girls.jpg` / `photo.jpg` [CHOICE]: a 150 × 150 pt portrait (300 × 300 px): sky-to-ground
    /// gradient, a sun in the top-right, a head-and-shoulders silhouette. Orientation-revealing
    /// (sun up and right, ground down) for the flip demos.
    static let portrait: Pixmap = makePortrait(side: 300)

    /// `bull_head_gray` (#B0B0B0) and `bull_head_green` (#2DC84D), 30 × 30 pt, drawn at 16 px per pt
    /// (the scene shows them ×8): a rounded head, two horns, two ears, transparent corners.
    static let bullHeadGray: Pixmap = makeBullHead(color: Color(hex: 0xB0B0B0), pixelsPerPoint: 16)
    static let bullHeadGreen: Pixmap = makeBullHead(color: Color(hex: 0x2DC84D), pixelsPerPoint: 16)

    // MARK: Drawing

    static func makeLogo(width w: Int, height h: Int) -> Pixmap {
        let pm = Pixmap(width: w, height: h)
        var c = Canvas(pm.view)
        let W = Double(w), H = Double(h)
        let card = roundedRectPath(Rect(0, 0, W, H), radius: H * 0.16)
        c.clip(to: card)
        // 3 × 3 tint field: columns orange / magenta / blue, rows light / mid / dark.
        let hues: [(Double, Double, Double)] = [(1.0, 0.55, 0.10), (0.90, 0.20, 0.55), (0.15, 0.45, 0.95)]
        let shade: [Double] = [1.15, 0.95, 0.72]
        for row in 0..<3 {
            for col in 0..<3 {
                let (r, g, b) = hues[col]
                let k = shade[row]
                let cell = Rect(W * Double(col) / 3, H * Double(row) / 3, W / 3 + 1, H / 3 + 1)
                c.fill(rectPath(cell), paint: .solid(Color(r: min(1, r * k), g: min(1, g * k), b: min(1, b * k))))
            }
        }
        // A soft diagonal sheen over the cells.
        c.fill(
            rectPath(Rect(0, 0, W, H)),
            paint: .linearGradient(
                stops: [GradientStop(0, Color(white: 1, alpha: 0.25)), GradientStop(1, Color(white: 0, alpha: 0.15))],
                start: Point(0, 0), end: Point(W, H)))
        // Sun disc, top-right.
        c.fill(circlePath(Point(W * 0.83, H * 0.24), H * 0.12), paint: .solid(Color(hex: 0xFFE45C)))
        // Big "L" (two bars), left of centre.
        let u = H / 10
        var l = Path()
        l.move(to: Point(W * 0.12, u * 1.6)); l.line(to: Point(W * 0.12 + 1.9 * u, u * 1.6))
        l.line(to: Point(W * 0.12 + 1.9 * u, u * 6.6)); l.line(to: Point(W * 0.12 + 5.2 * u, u * 6.6))
        l.line(to: Point(W * 0.12 + 5.2 * u, u * 8.4)); l.line(to: Point(W * 0.12, u * 8.4)); l.close()
        c.fill(l, paint: .solid(.white))
        // Word mark under the sun.
        let (text, adv) = TextLayout.path("LOGO", font: .bold, size: H * 0.17)
        c.fill(
            text, paint: .solid(Color(white: 1, alpha: 0.92)),
            transform: AffineTransform(translationX: W * 0.83 - adv / 2, y: H * 0.48))
        c.resetClip()
        return pm
    }

    static func makePortrait(side s: Int) -> Pixmap {
        let pm = Pixmap(width: s, height: s)
        var c = Canvas(pm.view)
        let S = Double(s)
        // Sky (deep blue at the top to pale near the horizon), then ground.
        c.fill(
            rectPath(Rect(0, 0, S, S * 0.68)),
            paint: .linearGradient(
                stops: [GradientStop(0, Color(hex: 0x2F6FD6)), GradientStop(1, Color(hex: 0xBFE3FF))],
                start: Point(0, 0), end: Point(0, S * 0.68)))
        c.fill(
            rectPath(Rect(0, S * 0.68, S, S * 0.32)),
            paint: .linearGradient(
                stops: [GradientStop(0, Color(hex: 0x6BBF59)), GradientStop(1, Color(hex: 0x2E7D32))],
                start: Point(0, S * 0.68), end: Point(0, S)))
        // Sun, top-right.
        c.fill(circlePath(Point(S * 0.80, S * 0.20), S * 0.10), paint: .solid(Color(hex: 0xFFD34D)))
        // Head and shoulders, a little left of centre (dark silhouette with a warm face).
        var shoulders = Path()
        shoulders.move(to: Point(S * 0.10, S))
        shoulders.cubic(to: Point(S * 0.45, S * 0.66), control1: Point(S * 0.12, S * 0.74), control2: Point(S * 0.30, S * 0.66))
        shoulders.cubic(to: Point(S * 0.80, S), control1: Point(S * 0.60, S * 0.66), control2: Point(S * 0.78, S * 0.74))
        shoulders.close()
        c.fill(shoulders, paint: .solid(Color(hex: 0xC2185B)))
        c.fill(ellipsePath(Rect(S * 0.31, S * 0.28, S * 0.28, S * 0.34)), paint: .solid(Color(hex: 0x5D4037))) // hair
        c.fill(ellipsePath(Rect(S * 0.34, S * 0.34, S * 0.22, S * 0.28)), paint: .solid(Color(hex: 0xF2C6A0))) // face
        c.fill(ellipsePath(Rect(S * 0.31, S * 0.27, S * 0.28, S * 0.12)), paint: .solid(Color(hex: 0x5D4037))) // fringe
        c.fill(circlePath(Point(S * 0.41, S * 0.46), S * 0.014), paint: .solid(Color(hex: 0x3E2723)))
        c.fill(circlePath(Point(S * 0.49, S * 0.46), S * 0.014), paint: .solid(Color(hex: 0x3E2723)))
        return pm
    }

    /// The bull head's outline in its 30 × 30 pt box (y down). Horn tips at (7, 5) and (23, 5) and
    /// the ears stay inside the water-fill circles' final cover (spec D1 geometry note).
    static func bullHeadPath() -> [Path] {
        var parts: [Path] = []
        var p = Path()
        // Head: a rounded shield, wider at the brow.
        p.move(to: Point(9, 10))
        p.cubic(to: Point(21, 10), control1: Point(12, 8), control2: Point(18, 8))
        p.cubic(to: Point(19, 26), control1: Point(23, 15), control2: Point(22, 23))
        p.cubic(to: Point(11, 26), control1: Point(17, 28), control2: Point(13, 28))
        p.cubic(to: Point(9, 10), control1: Point(8, 23), control2: Point(7, 15))
        p.close()
        parts.append(p)
        // Horns (each filled on its own, so overlaps never cancel).
        var h1 = Path()
        h1.move(to: Point(9.5, 11)); h1.cubic(to: Point(7, 5), control1: Point(6.5, 10), control2: Point(5.5, 7))
        h1.cubic(to: Point(12, 9.5), control1: Point(8, 7.5), control2: Point(10, 9))
        h1.close()
        var h2 = Path()
        h2.move(to: Point(20.5, 11)); h2.cubic(to: Point(23, 5), control1: Point(23.5, 10), control2: Point(24.5, 7))
        h2.cubic(to: Point(18, 9.5), control1: Point(22, 7.5), control2: Point(20, 9))
        h2.close()
        parts += [h1, h2]
        // Ears.
        parts.append(ellipsePath(Rect(3.5, 11.5, 6.5, 3.5)))
        parts.append(ellipsePath(Rect(20, 11.5, 6.5, 3.5)))
        return parts
    }

    static func makeBullHead(color: Color, pixelsPerPoint k: Double) -> Pixmap {
        let n = Int(30 * k)
        let pm = Pixmap(width: n, height: n)
        var c = Canvas(pm.view)
        let t = AffineTransform(a: k, b: 0, c: 0, d: k, tx: 0, ty: 0)
        for part in bullHeadPath() { c.fill(part, paint: .solid(color), transform: t) }
        // Eyes and nostrils punched out (white), so the silhouette reads as a face.
        var holes = Path()
        holes.append(circlePath(Point(12.3, 15.5), 1.1)); holes.append(circlePath(Point(17.7, 15.5), 1.1))
        holes.append(ellipsePath(Rect(12, 21.5, 2, 1.6))); holes.append(ellipsePath(Rect(16, 21.5, 2, 1.6)))
        c.fill(holes, paint: .solid(.white), transform: t)
        return pm
    }

    static func circlePath(_ c: Point, _ r: Double) -> Path { ovalPath(in: Rect(c.x - r, c.y - r, 2 * r, 2 * r)) }
    static func ellipsePath(_ r: Rect) -> Path { ovalPath(in: r) }
}
