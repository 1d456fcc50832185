import ClipAnimation
import ClipGeometry
import ClipRaster

/// 4.3 `tvos-card-tilt`: the tvOS poster card. The finger's position over the card, mapped to
/// (±1, ±1) at the corners, tilts the poster up to 20° per axis with m34 = −1/500 and the
/// transparent foreground with m34 = −1/250, so the title floats in front (parallax). The
/// shadow sits on the outer view, the rounded clip on the inner poster. Released, both ease back
/// flat in 0.3 s.
///
/// Choices (⚑): the seed's rotation order (y axis first, then −x); the code's "pressed-in" look
/// rather than the prose's bulge. Procedural poster (space gradient, stars, a ringed planet, title
/// bars) and foreground (a bold white title and a small planet, inset 10 %). The card is built at
/// the upstream 150 × 200 pt and shown ×1.6 (240 × 320) on a 375 × 500 canvas. Clip 5.5 s
/// (script 6 s) so the rest after the release stays under a second.
enum TVOSCardTilt {
    static let cardSize = Size(150, 200)
    static let displayScale = 1.6
    static let canvas = Size(375, 500)
    static let pageColor = Color(r: 0.796, g: 0.855, b: 0.890)
    static let touchDown = 0.3, release = 4.5

    /// The Lissajous finger path [CHOICE] over the displayed card (240 × 320), from its centre.
    static func finger(_ t: Double) -> Point {
        let w = cardSize.width * displayScale, h = cardSize.height * displayScale
        let tau = t - touchDown
        return Point(
            canvas.width / 2 + 0.9 * w / 2 * GMath.sin(2 * Double.pi * tau / 2.4),
            canvas.height / 2 + 0.9 * h / 2 * GMath.sin(2 * Double.pi * tau / 1.6))
    }

    static let scene = EngineScene(
        id: "tvos-card-tilt", title: "tvOS card: hover tilt with a parallax layer",
        source: .kittenYang("4.3", reference: "MOVIE 4.3"), tags: [.threeD, .gesture],
        keyTimes: [0.9, 1.7, 3.1, 4.65], size: canvas, duration: 5.5, background: pageColor,
        script: InteractionScript([.pan(from: touchDown, to: release, path: finger)]),
        build: build)

    /// The two images ("poster" and "5"), painted once at 3.2 px per point (the card's size on
    /// screen at scale 2).
    static let posterImage = LayerKit.bitmap(of: poster(cardSize), scale: 3.2)
    static let parallaxImage = LayerKit.bitmap(of: parallax(cardSize), scale: 3.2)

    /// `transformWithM34:xf:yf:` exactly as the seed writes it.
    static func transform(m34: Double, xf: Double, yf: Double) -> Transform3D {
        var t = CATransform3DIdentity
        t.m34 = m34
        t = CATransform3DRotate(t, Double.pi / 9 * xf, 0, 1, 0)
        t = CATransform3DRotate(t, Double.pi / 9 * yf, -1, 0, 0)
        return t
    }

    /// The poster image: a space gradient with stars, a ringed planet and title bars.
    static func poster(_ s: Size) -> Layer {
        let W = s.width, H = s.height
        let p = LayerKit.gradient(
            Rect(0, 0, W, H), colors: [Color(hex: 0x0B1026), Color(hex: 0x23205A), Color(hex: 0x6A2C70)],
            locations: [0, 0.55, 1])
        var rng = SceneRandom(seed: 43)
        var stars = Path()
        for _ in 0..<28 { stars.append(Shapes.circle(Point(rng.uniform(4, W - 4), rng.uniform(4, H * 0.6)), rng.uniform(0.3, 0.9))) }
        p.addSublayer(LayerKit.shape(stars, frame: p.bounds, fill: Color(white: 1, alpha: 0.8)))
        let planet = LayerKit.gradient(
            Rect(W * 0.5 - 46, H * 0.42, 92, 92),
            colors: [Color(hex: 0xFFD29A), Color(hex: 0xE07A3F), Color(hex: 0x5A1F2E)],
            start: Point(0.3, 0.25), end: Point(0.9, 1))
        planet.cornerRadius = 46
        p.addSublayer(planet)
        var ring = Path()
        ring.append(ovalPath(in: Rect(W * 0.5 - 66, H * 0.42 + 38, 132, 18)))
        p.addSublayer(LayerKit.shape(ring, frame: p.bounds, fill: nil, stroke: Color(hex: 0xFFE7C2, alpha: 0.85), lineWidth: 2))
        for (i, w) in [0.62, 0.4].enumerated() {
            p.addSublayer(
                LayerKit.box(
                    Rect(W * (1 - w) / 2, H - 30 + Double(i) * 9, W * w, 4), color: Color(white: 1, alpha: 0.55),
                    radius: 2))
        }
        return p
    }

    /// The transparent foreground ("5"): a bold title block and a small moon, inset 10 %.
    static func parallax(_ s: Size) -> Layer {
        let W = s.width, H = s.height
        let l = Layer(frame: Rect(0, 0, W, H))
        let title = LayerKit.label(
            "ORBIT", origin: Point(W * 0.1, H * 0.12), width: W * 0.8, size: 30, color: .white,
            weight: .bold, align: .center)
        l.addSublayer(title)
        l.addSublayer(LayerKit.box(Rect(W * 0.3, H * 0.12 + 40, W * 0.4, 3), color: .white, radius: 1.5))
        l.addSublayer(LayerKit.disc(center: Point(W * 0.76, H * 0.78), radius: 9, color: Color(hex: 0xDDE6F5)))
        l.addSublayer(LayerKit.disc(center: Point(W * 0.73, H * 0.765), radius: 3, color: Color(hex: 0xB7C3DA)))
        return l
    }

    static func build(_ ctx: SceneContext) -> Layer {
        let W = ctx.size.width, H = ctx.size.height
        let root = Layer(frame: Rect(0, 0, W, H))

        // The outer view carries the shadow; it is the upstream 150 × 200 card, shown ×1.6.
        let cardView = Layer()
        cardView.name = "cardView"
        cardView.bounds = Rect(0, 0, cardSize.width, cardSize.height)
        cardView.position = Point(W / 2, H / 2)
        cardView.transform = CATransform3DMakeScale(displayScale, displayScale, 1)
        cardView.shadowColor = .black
        cardView.shadowOffset = Size(0, 10)
        cardView.shadowRadius = 10
        cardView.shadowOpacity = 0.3
        root.addSublayer(cardView)

        // cardImageView: the poster, cornerRadius 5, clipsToBounds.
        let cardImageView = LayerKit.imageLayer(posterImage, frame: Rect(0, 0, cardSize.width, cardSize.height))
        cardImageView.name = "cardImageView"
        cardImageView.cornerRadius = 5
        cardImageView.masksToBounds = true
        cardView.addSublayer(cardImageView)

        // cardParallaxView: same frame, translated 200 toward the viewer (no effect while m34 = 0).
        let cardParallaxView = LayerKit.imageLayer(parallaxImage, frame: Rect(0, 0, cardSize.width, cardSize.height))
        cardParallaxView.name = "cardParallaxView"
        cardParallaxView.transform = CATransform3DTranslate(CATransform3DIdentity, 0, 0, 200)
        cardView.addSublayer(cardParallaxView)

        ctx.handlers.onPan = { pan in
            switch pan.state {
            case .began:
                break
            case .changed:
                // locationInView: the finger in the card's own (unscaled) coordinates.
                let touchPoint =
                    (pan.location - cardView.position) * (1 / displayScale)
                    + Point(cardSize.width / 2, cardSize.height / 2)
                let b = cardView.bounds
                let xFactor = min(1, max(-1, (touchPoint.x - b.width / 2) / (b.width / 2)))
                let yFactor = min(1, max(-1, (touchPoint.y - b.height / 2) / (b.height / 2)))
                cardImageView.transform = transform(m34: 1.0 / -500, xf: xFactor, yf: yFactor)
                cardParallaxView.transform = transform(m34: 1.0 / -250, xf: xFactor, yf: yFactor)
            case .ended:
                ViewAnimation.animate(
                    withDuration: 0.3,
                    animations: {
                        cardImageView.transform = CATransform3DIdentity
                        cardParallaxView.transform = CATransform3DIdentity
                    })
            }
        }
        return root
    }
}
