import ClipAnimation
import ClipGeometry
import ClipRaster

/// Procedural stand-ins for the bitmaps of seed 003 §8 and seed 004 (spec Part 3): each is drawn
/// once with vector paths into a `Pixmap` (a few pixels per point, so it stays crisp at scale 2)
/// and shared by every frame. [CHOICE] all looks.
enum Section8Assets {
    /// Renders `draw` (in points, bounds at the origin) into a transparent pixmap at `scale`.
    static func paint(_ size: Size, scale: Double = 2, _ draw: @escaping @Sendable (inout DrawContext, Rect) -> Void) -> Pixmap {
        let l = Layer(frame: Rect(0, 0, size.width, size.height))
        l.contents = .drawing { ctx, st in draw(&ctx, st.bounds) }
        let pm = Pixmap(width: Int((size.width * scale).rounded(.up)), height: Int((size.height * scale).rounded(.up)))
        FrameRenderer(scale: scale, background: nil).render(l.snapshot(at: 0), into: pm.view)
        return pm
    }

    /// HSV (h in turns) to RGB.
    static func hsv(_ h: Double, _ s: Double, _ v: Double, alpha: Double = 1) -> Color {
        let hh = (h - h.rounded(.down)) * 6, i = Int(hh) % 6, f = hh - Double(Int(hh))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double) = [(v, t, p), (q, v, p), (p, v, t), (p, q, v), (t, p, v), (v, p, q)][i]
        return Color(r: r, g: g, b: b, a: alpha)
    }

    static func linear(_ a: Color, _ b: Color, _ p0: Point, _ p1: Point) -> Paint {
        .linearGradient(stops: [GradientStop(location: 0, color: a), GradientStop(location: 1, color: b)], start: p0, end: p1)
    }

    // MARK: open2.png — an app icon (F1)

    /// A rounded-square app icon with an orange→magenta gradient and a white "open box" glyph
    /// (a ring with a play triangle). Drawn 80 pt at 4 px/pt (sharp at 160 pt, scale 2).
    static let openIcon: Pixmap = paint(Size(80, 80), scale: 4) { ctx, b in
        let sq = roundedRectPath(b, radius: 18)
        ctx.fill(sq, paint: linear(Color(hex: 0xFF9F1C), Color(hex: 0xE0197D), Point(0, 0), Point(80, 80)))
        ctx.fill(roundedRectPath(Rect(4, 4, 72, 36), radius: 16), color: Color(white: 1, alpha: 0.14))
        var ring = Path(); ring.addArc(center: Point(40, 40), radius: 22, startAngle: 0, endAngle: 2 * Double.pi, clockwise: false)
        ctx.stroke(ring, color: .white, width: 5)
        var tri = Path(); tri.move(to: Point(33, 28)); tri.line(to: Point(53, 40)); tri.line(to: Point(33, 52)); tri.close()
        ctx.fill(tri, color: .white)
    }

    // MARK: petal.png (F2, F3)

    /// A pink teardrop petal, 10 × 20 pt (point up), with a darker vein (8 px/pt).
    static let petal: Pixmap = paint(Size(10, 20), scale: 8) { ctx, _ in
        var p = Path()
        p.move(to: Point(5, 0.5))
        p.cubic(to: Point(5, 19.5), control1: Point(11, 6), control2: Point(10.5, 17))
        p.cubic(to: Point(5, 0.5), control1: Point(-0.5, 17), control2: Point(-1, 6))
        p.close()
        ctx.fill(p, paint: linear(Color(hex: 0xFFC2D6), Color(hex: 0xF0568C), Point(5, 0), Point(5, 20)))
        var v = Path(); v.move(to: Point(5, 3)); v.quad(to: Point(5.2, 17), control: Point(6.2, 10))
        ctx.stroke(v, color: Color(hex: 0xB8275E), width: 0.7, cap: .round)
    }

    // MARK: 雪 — a snowflake (F4–F8)

    /// A six-armed snowflake in a 20 × 20 pt square (shown stretched to 10 × 20): arms on the
    /// left white, on the right pale blue, and one arm tipped orange, so a flip about y shows.
    static let snowflake: Pixmap = paint(Size(20, 20), scale: 6) { ctx, _ in
        let c = Point(10, 10)
        for k in 0..<6 {
            let a = -Double.pi / 2 + Double(k) * Double.pi / 3
            let d = Point(GMath.cos(a), GMath.sin(a))
            let col = k == 0 ? Color(hex: 0xFFB347) : (d.x > 0.1 ? Color(hex: 0xA8D8FF) : .white)
            var arm = Path(); arm.move(to: c); arm.line(to: c + d * 9)
            for f in [4.5, 6.8] {
                let base = c + d * f
                for s in [-1.0, 1.0] {
                    let b = a + s * Double.pi / 4
                    arm.move(to: base); arm.line(to: base + Point(GMath.cos(b), GMath.sin(b)) * 2.6)
                }
            }
            ctx.stroke(arm, color: col, width: 1.3, cap: .round)
        }
        var hub = Path(); hub.addArc(center: c, radius: 1.8, startAngle: 0, endAngle: 2 * Double.pi, clockwise: false)
        ctx.fill(hub, color: .white)
    }

    // MARK: background.jpg / bg.jpg — a night-sky tile, tiled from the top-left

    /// One 64 × 64 pt tile: deep blue with soft bokeh discs and a few stars (seamless when tiled).
    static func drawTile(_ ctx: inout DrawContext, origin o: Point) {
        ctx.fill(rectPath(Rect(o.x, o.y, 64, 64)), color: Color(hex: 0x22335A))
        let discs: [(Double, Double, Double, Double)] = [(14, 18, 9, 0.10), (46, 12, 6, 0.08), (38, 44, 12, 0.07), (8, 52, 5, 0.09)]
        for (x, y, r, a) in discs {
            ctx.fill(ovalPath(in: Rect(o.x + x - r, o.y + y - r, 2 * r, 2 * r)), color: Color(r: 0.7, g: 0.8, b: 1, a: a))
        }
        for (x, y) in [(28.0, 6.0), (56.0, 30.0), (20.0, 36.0), (52.0, 58.0), (4.0, 28.0)] {
            ctx.fill(ovalPath(in: Rect(o.x + x - 0.7, o.y + y - 0.7, 1.4, 1.4)), color: Color(white: 1, alpha: 0.75))
        }
    }

    /// The tiled pattern (`colorWithPatternImage:`) filling a screen of `size`.
    static func tiledBackground(_ size: Size) -> Pixmap {
        paint(size, scale: 2) { ctx, b in
            var y = 0.0
            while y < b.height { var x = 0.0; while x < b.width { drawTile(&ctx, origin: Point(x, y)); x += 64 }; y += 64 }
        }
    }
    static let background320 = tiledBackground(Size(320, 568))

    // MARK: 01…08.png, 0…4.jpg, view0…3.jpg — numbered cards

    /// Card `n`: a hue gradient sky (hue by `n`), a sun, two hills and a big numeral.
    static func card(_ n: Int, size: Size, label: String? = nil, scale: Double = 2) -> Pixmap {
        paint(size, scale: scale) { ctx, b in
            let h = Double(n) * 0.13 + 0.55
            ctx.fill(rectPath(b), paint: linear(hsv(h, 0.55, 0.95), hsv(h + 0.08, 0.75, 0.55), Point(0, 0), Point(0, b.height)))
            let s = min(b.width, b.height)
            ctx.fill(ovalPath(in: Rect(b.width * 0.68, b.height * 0.12, s * 0.2, s * 0.2)), color: Color(hex: 0xFFF2B0, alpha: 0.9))
            var hill = Path(); hill.move(to: Point(0, b.height * 0.78))
            hill.quad(to: Point(b.width, b.height * 0.72), control: Point(b.width * 0.35, b.height * 0.55))
            hill.line(to: Point(b.width, b.height)); hill.line(to: Point(0, b.height)); hill.close()
            ctx.fill(hill, color: hsv(h + 0.35, 0.5, 0.45))
            var near = Path(); near.move(to: Point(0, b.height * 0.9))
            near.quad(to: Point(b.width, b.height * 0.86), control: Point(b.width * 0.7, b.height * 0.74))
            near.line(to: Point(b.width, b.height)); near.line(to: Point(0, b.height)); near.close()
            ctx.fill(near, color: hsv(h + 0.38, 0.6, 0.32))
            let text = label ?? String(n)
            let fs = s * 0.45
            ctx.drawText(
                text, at: Point(b.width * 0.12, b.height * 0.2), size: fs, color: Color(white: 1, alpha: 0.92),
                font: FontDescriptor(weight: .bold))
        }
    }

    // MARK: timg_0000…0007 — an 8-frame fish swim cycle (F11, G1)

    /// Frame `k` of 8 in a 250 × 250 pt box: a Bezier body whose tail swings by 25°·sin(2πk/8),
    /// the body bending a little with it, fins and an eye; transparent background.
    static func fishFrame(_ k: Int, side: Double = 250, scale: Double = 2) -> Pixmap {
        paint(Size(side, side), scale: scale) { ctx, _ in
            let u = side / 250
            ctx.scaleBy(x: u, y: u)
            let phase = 2 * Double.pi * Double(k) / 8
            let swing = 25.0 / 180 * Double.pi * GMath.sin(phase)
            let bend = 10 * GMath.sin(phase - 0.6)
            // Tail pivot at (80, 125), fish faces +x.
            let pivot = Point(82, 125 + bend * 0.4)
            func rot(_ p: Point) -> Point {
                let d = p - pivot, c = GMath.cos(swing), s = GMath.sin(swing)
                return pivot + Point(d.x * c - d.y * s, d.x * s + d.y * c)
            }
            var tail = Path()
            tail.move(to: rot(Point(86, 125)));
            tail.cubic(to: rot(Point(28, 82)), control1: rot(Point(66, 112)), control2: rot(Point(40, 90)))
            tail.quad(to: rot(Point(28, 168)), control: rot(Point(46, 125)))
            tail.cubic(to: rot(Point(86, 125)), control1: rot(Point(40, 160)), control2: rot(Point(66, 138)))
            tail.close()
            ctx.fill(tail, color: Color(hex: 0xF28A2E))
            var body = Path()
            body.move(to: Point(214, 125))
            body.cubic(to: Point(80, 125 + bend * 0.4), control1: Point(196, 78), control2: Point(110, 80 + bend))
            body.cubic(to: Point(214, 125), control1: Point(110, 170 + bend), control2: Point(196, 172))
            body.close()
            ctx.fill(body, paint: linear(Color(hex: 0xFFC04D), Color(hex: 0xF26B1D), Point(0, 85), Point(0, 170)))
            var fin = Path(); fin.move(to: Point(150, 88)); fin.quad(to: Point(118, 92 + bend * 0.5), control: Point(128, 62)); fin.close()
            ctx.fill(fin, color: Color(hex: 0xE0661A))
            var pf = Path(); pf.move(to: Point(160, 135)); pf.quad(to: Point(140, 150 - bend), control: Point(140, 138)); pf.close()
            ctx.fill(pf, color: Color(hex: 0xE0661A))
            var gill = Path(); gill.move(to: Point(168, 104)); gill.quad(to: Point(168, 146), control: Point(156, 125))
            ctx.stroke(gill, color: Color(hex: 0xC9561A), width: 2.5, cap: .round)
            ctx.fill(ovalPath(in: Rect(184, 106, 14, 14)), color: .white)
            ctx.fill(ovalPath(in: Rect(189, 110, 7, 7)), color: Color(hex: 0x1B1B1B))
        }
    }
    static let fishFrames: [Pixmap] = (0..<8).map { fishFrame($0) }

    // MARK: blackBall.png / ball.png (G1–G3)

    /// A shaded sphere, 40 × 40 pt: radial gradient with the highlight up-left.
    static func ball(_ base: Color, light: Color) -> Pixmap {
        paint(Size(40, 40), scale: 4) { ctx, b in
            ctx.fill(
                ovalPath(in: b),
                paint: .radialGradient(
                    stops: [
                        GradientStop(location: 0, color: light),
                        GradientStop(location: 1, color: base),
                    ],
                    center: Point(14, 13), radius: 30))
        }
    }
    static let blackBall = ball(Color(hex: 0x050505), light: Color(hex: 0x8A8A8A))
    static let blueBall = ball(Color(hex: 0x0B3D91), light: Color(hex: 0x8EC5FF))

    // MARK: car (H4)

    /// A side-view cartoon car, 36 × 36 pt, facing +x, wheels touching 80 % height... their
    /// bottoms at 80 % (the layer's anchor (0.5, 0.8) is where the tyres meet the track).
    static let car: Pixmap = paint(Size(36, 36), scale: 6) { ctx, _ in
        var body = Path()
        body.move(to: Point(2, 25)); body.line(to: Point(2, 19)); body.quad(to: Point(9, 15), control: Point(3, 15))
        body.line(to: Point(12, 9)); body.quad(to: Point(15, 8), control: Point(13, 8))
        body.line(to: Point(24, 8)); body.quad(to: Point(27, 10), control: Point(26, 8))
        body.line(to: Point(30, 15)); body.quad(to: Point(34, 19), control: Point(34, 15))
        body.line(to: Point(34, 25)); body.close()
        ctx.fill(body, color: Color(hex: 0xE63946))
        var win = Path(); win.move(to: Point(13.5, 15)); win.line(to: Point(15.5, 10)); win.line(to: Point(19.5, 10));
        win.line(to: Point(19.5, 15)); win.close()
        var win2 = Path(); win2.move(to: Point(21.5, 15)); win2.line(to: Point(21.5, 10)); win2.line(to: Point(24.5, 10));
        win2.line(to: Point(27.5, 15)); win2.close()
        ctx.fill(win, color: Color(hex: 0xBDE0FE)); ctx.fill(win2, color: Color(hex: 0xBDE0FE))
        ctx.fill(rectPath(Rect(31.5, 17.5, 2.5, 2)), color: Color(hex: 0xFFE066))
        for x in [10.0, 27.0] {
            ctx.fill(ovalPath(in: Rect(x - 4, 20.8, 8, 8)), color: Color(hex: 0x222222))
            ctx.fill(ovalPath(in: Rect(x - 1.8, 23, 3.6, 3.6)), color: Color(hex: 0xCCCCCC))
        }
    }

    // MARK: weixin (H3)

    /// A green rounded-square chat icon, 50 × 50 pt, with two white speech bubbles.
    static let weixin: Pixmap = paint(Size(50, 50), scale: 6) { ctx, b in
        ctx.fill(roundedRectPath(b, radius: 11), paint: linear(Color(hex: 0x3DD66B), Color(hex: 0x1AAD19), Point(0, 0), Point(0, 50)))
        ctx.fill(ovalPath(in: Rect(8, 11, 24, 19)), color: .white)
        var t1 = Path(); t1.move(to: Point(13, 27)); t1.line(to: Point(11, 33)); t1.line(to: Point(18, 29)); t1.close()
        ctx.fill(t1, color: .white)
        ctx.fill(ovalPath(in: Rect(21, 21, 21, 16)), color: Color(hex: 0xF4FFF4))
        ctx.stroke(ovalPath(in: Rect(21, 21, 21, 16)), color: Color(hex: 0x1AAD19), width: 1.2)
        var t2 = Path(); t2.move(to: Point(37, 34.5)); t2.line(to: Point(40, 40)); t2.line(to: Point(33, 36.5)); t2.close()
        ctx.fill(t2, color: Color(hex: 0xF4FFF4))
        for (x, y) in [(15.0, 18.5), (24.0, 18.5)] { ctx.fill(ovalPath(in: Rect(x - 1.6, y - 1.6, 3.2, 3.2)), color: Color(hex: 0x1AAD19)) }
        for (x, y) in [(28.0, 28.0), (35.0, 28.0)] { ctx.fill(ovalPath(in: Rect(x - 1.3, y - 1.3, 2.6, 2.6)), color: Color(hex: 0x1AAD19)) }
    }
}
