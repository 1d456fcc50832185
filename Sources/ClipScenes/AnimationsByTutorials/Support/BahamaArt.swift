import ClipAnimation
import ClipGeometry
import ClipRaster

/// Procedural stand-ins for the Bahama Air assets and UIKit chrome (001/002 §4, every recipe a
/// ⚑ CHOICE: the seeds name the images but do not ship them). All are layers, so they stay
/// crisp at any scale.
enum BahamaArt {
    // MARK: Colours (§4)

    static let skyTop = Color(hex: 0x3FA9E0)
    static let skyBottom = Color(hex: 0x9FD8F2)
    static let sand = Color(hex: 0xF3DFA2)
    static let palm = Color(hex: 0x2E6B3A)
    static let balloonRed = Color(hex: 0xE5533D)
    static let basketBrown = Color(hex: 0x8B5A2B)
    static let bannerCream = Color(hex: 0xFFF4DA)
    /// Banner text (0.89, 0.38, 0.0) [C1].
    static let bannerText = Color(r: 0.89, g: 0.38, b: 0.0)
    /// UITextField rounded-rect chrome: 0.5 pt #CCCCCC border, placeholder #C7C7CD.
    static let fieldBorder = Color(hex: 0xCCCCCC)
    static let placeholder = Color(hex: 0xC7C7CD)

    // MARK: Fonts (HelveticaNeue roles → Inter)

    static let light = FontDescriptor(file: "/usr/share/fonts/opentype/inter/Inter-Light.otf")
    static let regular = FontDescriptor.regular
    static let medium = FontDescriptor(weight: .medium)

    /// A one-line label laid out like a UILabel: text vertically centred in `frame`, the text
    /// layer's position is the frame's centre (so position animations use the book's numbers).
    static func label(
        _ s: String, frame: Rect, size: Double, color: Color, font: FontDescriptor = .regular,
        align: TextAlignment = .center
    ) -> TextLayer {
        let t = TextLayer()
        let h = TextLayout.lineHeight(font: font, size: size)
        t.frame = Rect(frame.minX, frame.midY - h / 2, frame.width, h)
        t.string = s
        t.fontSize = size
        t.font = font
        t.foregroundColor = color
        t.alignmentMode = align
        return t
    }

    // MARK: bg-sunny

    /// Sky gradient #3FA9E0 → #9FD8F2, a sand band (#F3DFA2) over the bottom 20 %, a palm at the
    /// bottom left (curved trunk stroke, five leaf ellipses).
    static func background(size: Size) -> Layer {
        let W = size.width, H = size.height
        let bg = LayerKit.gradient(Rect(0, 0, W, H), colors: [skyTop, skyBottom])
        bg.name = "bg-sunny"
        let sandTop = H * 0.8
        var dune = Path()
        dune.move(to: Point(0, sandTop + 8))
        dune.cubic(to: Point(W, sandTop - 4), control1: Point(W * 0.35, sandTop - 10), control2: Point(W * 0.7, sandTop + 10))
        dune.line(to: Point(W, H)); dune.line(to: Point(0, H)); dune.close()
        bg.addSublayer(LayerKit.shape(dune, frame: Rect(0, 0, W, H), fill: sand))
        // The palm: trunk from the sand, leaning right, fronds at the top.
        let base = Point(34, sandTop + 34), top = Point(62, sandTop - 92)
        var trunk = Path()
        trunk.move(to: base)
        trunk.cubic(to: top, control1: Point(base.x + 6, base.y - 60), control2: Point(top.x - 18, top.y + 40))
        bg.addSublayer(
            LayerKit.shape(
                trunk, frame: Rect(0, 0, W, H), fill: nil, stroke: Color(hex: 0x6B4A2B),
                lineWidth: 9, cap: .round))
        var fronds = Path()
        for angle in [-150.0, -110, -70, -30, 10] {
            let a = angle * Double.pi / 180
            let c = Point(top.x + 26 * GMath.cos(a), top.y + 26 * GMath.sin(a) + 6)
            fronds.append(ellipse(center: c, rx: 30, ry: 8, angle: a))
        }
        bg.addSublayer(LayerKit.shape(fronds, frame: Rect(0, 0, W, H), fill: palm))
        return bg
    }

    /// An ellipse rotated by `angle` about its centre.
    static func ellipse(center c: Point, rx: Double, ry: Double, angle a: Double) -> Path {
        let unit = Path(ellipseIn: Rect(-rx, -ry, 2 * rx, 2 * ry))
        let t = AffineTransform(rotationAngle: a).concatenating(AffineTransform(translationX: c.x, y: c.y))
        return unit.applying(t)
    }

    // MARK: bg-sunny-cloud-1…4

    /// A cloud filling `frame` (superlayer coordinates): the union of a flat-bottomed rounded base
    /// and `puffs` white circles, opacity 0.95 through the fill colour. `variant` varies the
    /// circles between the four clouds.
    static func cloud(frame: Rect, variant: Int) -> ShapeLayer {
        let w = frame.width, h = frame.height
        var p = roundedRectPath(Rect(0, h * 0.55, w, h * 0.45), radius: h * 0.22)
        // (x centre, radius) as fractions of (w, h); circles sit on the base, and neighbours overlap
        // (cloud 2 once had a sky-coloured notch between its first two puffs, issue #28).
        let puffs: [[(Double, Double)]] = [
            [(0.2, 0.3), (0.42, 0.48), (0.66, 0.4), (0.85, 0.26)],
            [(0.2, 0.3), (0.4, 0.42), (0.62, 0.5), (0.84, 0.3)],
            [(0.27, 0.34), (0.55, 0.5), (0.8, 0.3)],
            [(0.2, 0.32), (0.45, 0.5), (0.7, 0.38), (0.88, 0.22)],
        ]
        for (fx, fr) in puffs[variant % 4] {
            let r = fr * h
            p.append(Shapes.circle(Point(fx * w, h - r * 0.9 - h * 0.18), r))
        }
        let l = LayerKit.shape(p, frame: frame, fill: Color(white: 1, alpha: 0.95))
        return l
    }

    // MARK: balloon

    /// The balloon (50 × 65): an envelope ellipse 50 × 48 with five vertical gores alternating red
    /// #E5533D and white, two thin lines down to a 14 × 10 brown basket.
    static func balloon() -> Layer {
        let l = Layer(frame: Rect(-50, 0, 50, 65))
        l.name = "balloon"
        let envelope = Rect(0, 0, 50, 48)
        let body = LayerKit.shape(Path(ellipseIn: envelope), frame: Rect(0, 0, 50, 65), fill: .white)
        l.addSublayer(body)
        // Gores: vertical lens shapes through the top and bottom of the envelope, clipped by a mask.
        var gores = Path()
        for i in [1, 3] {
            let x0 = Double(i) * 10, x1 = x0 + 10
            gores.move(to: Point(25, 0))
            gores.cubic(to: Point(25, 48), control1: Point(x0 - (25 - x0) * 0.4, 8), control2: Point(x0 - (25 - x0) * 0.4, 40))
            gores.cubic(to: Point(25, 0), control1: Point(x1 + (x1 - 25) * 0.4, 40), control2: Point(x1 + (x1 - 25) * 0.4, 8))
            gores.close()
        }
        // The outer two gores.
        gores.append(Path(ellipseIn: envelope))
        let red = LayerKit.shape(gores, frame: Rect(0, 0, 50, 65), fill: balloonRed)
        red.fillRule = .evenOdd
        let stripes = Layer(frame: Rect(0, 0, 50, 65))
        stripes.addSublayer(red)
        let mask = LayerKit.shape(Path(ellipseIn: envelope), frame: Rect(0, 0, 50, 65), fill: .black)
        stripes.mask = mask
        l.addSublayer(stripes)
        l.addSublayer(
            LayerKit.shape(
                Path(ellipseIn: envelope), frame: Rect(0, 0, 50, 65), fill: nil,
                stroke: Color(hex: 0xB23A28), lineWidth: 0.75))
        var ropes = Path()
        ropes.move(to: Point(13, 44)); ropes.line(to: Point(19, 55))
        ropes.move(to: Point(37, 44)); ropes.line(to: Point(31, 55))
        l.addSublayer(LayerKit.shape(ropes, frame: Rect(0, 0, 50, 65), fill: nil, stroke: Color(hex: 0x5A4030), lineWidth: 0.8))
        l.addSublayer(LayerKit.box(Rect(18, 55, 14, 10), color: basketBrown, radius: 2))
        return l
    }

    // MARK: UIKit chrome

    /// A rounded-rect UITextField at `frame`: the field layer itself has no background (its
    /// `border` stays free for ch. 11's flash), a "chrome" sublayer draws the white rounded rect
    /// with its 0.5 pt grey border, and a placeholder (or typed text) label sits 7 pt in.
    static func textField(frame: Rect, placeholder text: String) -> Layer {
        let field = Layer(frame: frame)
        let chrome = LayerKit.box(Rect(0, 0, frame.width, frame.height), color: .white, radius: 5)
        chrome.name = "chrome"
        chrome.borderWidth = 0.5
        chrome.borderColor = fieldBorder
        field.addSublayer(chrome)
        let ph = label(text, frame: Rect(7, 0, frame.width - 14, frame.height), size: 15, color: placeholder, align: .left)
        ph.name = "placeholder"
        field.addSublayer(ph)
        return field
    }

    /// The status banner (260 × 46 ⚑): a cream ribbon (rounded rect and two notched tails) with
    /// the message in HelveticaNeue 18, (0.89, 0.38, 0.0). Returns the banner and its label. The
    /// banner layer's bounds hold the tails too (14 pt either side, 4 pt below the ribbon), so the
    /// curl and flip transitions, which draw a layer's bounds, carry the whole ribbon (issue #28).
    static func banner(center c: Point) -> (Layer, TextLayer) {
        let w = 260.0, h = 46.0, tail = 14.0, drop = 4.0
        let b = Layer(frame: Rect(c.x - w / 2 - tail, c.y - h / 2, w + 2 * tail, h + drop))
        b.name = "status"
        var tails = Path()
        tails.move(to: Point(0, 10)); tails.line(to: Point(tail + 20, 10)); tails.line(to: Point(tail + 20, h + drop))
        tails.line(to: Point(0, h + drop)); tails.line(to: Point(10, h / 2 + 7)); tails.close()
        let r = w + 2 * tail
        tails.move(to: Point(r, 10)); tails.line(to: Point(r - tail - 20, 10)); tails.line(to: Point(r - tail - 20, h + drop))
        tails.line(to: Point(r, h + drop)); tails.line(to: Point(r - 10, h / 2 + 7)); tails.close()
        b.addSublayer(LayerKit.shape(tails, frame: Rect(0, 0, r, h + drop), fill: bannerCream.mixed(with: bannerText, 0.18)))
        let body = LayerKit.box(Rect(tail, 0, w, h), color: bannerCream, radius: 8)
        body.borderWidth = 1
        body.borderColor = bannerText.withAlpha(0.35)
        b.addSublayer(body)
        let text = label("", frame: Rect(tail, 0, w, h), size: 18, color: bannerText)
        text.name = "statusLabel"
        b.addSublayer(text)
        return (b, text)
    }

    /// UIActivityIndicatorView `.whiteLarge` in a 20 × 20 frame: 12 round spokes (2 × 5 pt) whose
    /// alpha ramps 1 → 0.25 around the circle, stepping 30° every 1/12 s (1 revolution/s ⚑).
    static func spinner(frame: Rect) -> ReplicatorLayer {
        let r = ReplicatorLayer()
        r.frame = frame
        r.name = "spinner"
        let spoke = LayerKit.box(Rect(frame.width / 2 - 1, 0, 2, 5), color: .white, radius: 1)
        r.addSublayer(spoke)
        r.instanceCount = 12
        r.instanceTransform = CATransform3DMakeRotation(Double.pi / 6, 0, 0, 1)
        r.instanceAlphaOffset = -0.75 / 11
        let spin = KeyframeAnimation(keyPath: .rotation, scalars: (0..<12).map { Double($0) * Double.pi / 6 })
        spin.calculationMode = .discrete
        spin.duration = 1
        spin.repeatCount = HUGE
        r.add(spin, forKey: "spin")
        return r
    }
}
