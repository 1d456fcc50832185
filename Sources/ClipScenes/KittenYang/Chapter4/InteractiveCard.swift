import ClipAnimation
import ClipGeometry
import ClipRaster

/// 4.1 `interactive-card`: InteractiveCard. A rounded photo card over a dark blur; dragging
/// vertically moves it with the finger while it tips back in perspective (two parabolas: the
/// angle peaks at 36° half-way through SCROLLDISTANCE, the scale falls to 0.8 by its end) and the
/// blur clears; released, it springs back (UIView spring 0.5 s, damping 0.6).
///
/// Choices (⚑): SCROLLDISTANCE 120 (seed; upstream 200). The photo is a procedural sunrise
/// landscape with a sun disc; the page behind the blur is the cool night-tide poster so the
/// blur change is visible. The blur view's alpha (upstream `1 − Y/s`) is its `effectProgress`
/// (radius and tint together, the shared blur view's rule: never a cross-fade). The clip is
/// 5.0 s instead of the script's 6 s, so the rest after the second release (plus the 0.4 s idle
/// opening it loops into) stays under a second.
enum InteractiveCard {
    /// SCROLLDISTANCE [SEED].
    static let scrollDistance = 120.0
    static let cardSize = Size(200, 150)
    static let cornerRadius = 7.0

    /// Script [CHOICE]: idle 0.4 s; drag down 150 pt over 1.4 s, hold 0.3 s, release; idle 0.4 s
    /// after the 0.5 s spring; drag up 90 pt over 1.0 s, release.
    static let grab = Point(187.5, 345)
    static let downStart = 0.4, downEnd = 1.8, firstRelease = 2.1
    static let upStart = 3.0, upEnd = 4.0

    static let scene = EngineScene(
        id: "interactive-card", title: "Interactive card: drag tips it back in perspective",
        source: .kittenYang("4.1", reference: "MOVIE 4.1, InteractiveCard"), tags: [.threeD, .gesture, .spring, .blur],
        keyTimes: [0.9, 1.5, 2.25, 3.5], duration: 5.0, background: .white,
        script: InteractionScript([
            .pan(
                from: downStart, to: firstRelease,
                path: { t in
                    let u = min(1, max(0, (t - downStart) / (downEnd - downStart)))
                    return Point(grab.x, grab.y + 150 * TimingFunction.easeInEaseOut.value(at: u))
                }),
            InteractionScript.pan(from: upStart, to: upEnd, start: grab, end: Point(grab.x, grab.y - 90), easing: .easeInEaseOut),
        ]),
        build: build)

    /// `factorOfScale = MAX(0, −1/s²·Y·(Y − 2s))`: 0 at rest, 1 at Y = s.
    static func factorOfScale(_ y: Double, s: Double = scrollDistance) -> Double { max(0, -1 / (s * s) * y * (y - 2 * s)) }
    /// `factorOfAngle = MAX(0, −4/s²·Y·(Y − s))`: 1 at Y = s/2, 0 at 0 and s.
    static func factorOfAngle(_ y: Double, s: Double = scrollDistance) -> Double { max(0, -4 / (s * s) * y * (y - s)) }

    /// The card's transform for a vertical translation `ty` (the book's final listing).
    static func transform(translationY ty: Double) -> Transform3D {
        let Y = min(scrollDistance, max(0, abs(ty)))
        let fs = factorOfScale(Y), fa = factorOfAngle(Y)
        var t = CATransform3DIdentity
        t.m34 = 1.0 / -1000
        t = CATransform3DRotate(t, fa * (Double.pi / 5), ty > 0 ? -1 : 1, 0, 0)
        t = CATransform3DScale(t, 1 - fs * 0.2, 1 - fs * 0.2, 0)
        return t
    }

    /// The photo `pic01`: a sunrise over hills, aspect-filled into the card.
    static func photo(_ size: Size) -> Layer {
        let W = size.width, H = size.height
        let p = LayerKit.gradient(
            Rect(0, 0, W, H), colors: [Color(hex: 0xFFB35C), Color(hex: 0xFF6F61), Color(hex: 0x8E3B8F)],
            locations: [0, 0.5, 1])
        p.addSublayer(LayerKit.shape(Shapes.circle(Point(W * 0.62, H * 0.5), H * 0.2), frame: p.bounds, fill: Color(hex: 0xFFF3C4)))
        var hills = Path()
        hills.move(to: Point(0, H * 0.68))
        hills.cubic(to: Point(W * 0.55, H * 0.64), control1: Point(W * 0.2, H * 0.52), control2: Point(W * 0.38, H * 0.56))
        hills.cubic(to: Point(W, H * 0.6), control1: Point(W * 0.72, H * 0.72), control2: Point(W * 0.86, H * 0.52))
        hills.line(to: Point(W, H)); hills.line(to: Point(0, H)); hills.close()
        p.addSublayer(LayerKit.shape(hills, frame: p.bounds, fill: Color(hex: 0x4A1F5C)))
        var near = Path()
        near.move(to: Point(0, H * 0.86))
        near.cubic(to: Point(W, H * 0.8), control1: Point(W * 0.35, H * 0.74), control2: Point(W * 0.7, H * 0.92))
        near.line(to: Point(W, H)); near.line(to: Point(0, H)); near.close()
        p.addSublayer(LayerKit.shape(near, frame: p.bounds, fill: Color(hex: 0x2B1038)))
        return p
    }

    /// The photo and the page, painted once (2 px per point).
    static let photoImage = LayerKit.bitmap(of: photo(cardSize), scale: 2)
    static let pageImage = LayerKit.bitmap(
        of: Posters.tide(size: Size(375, 667), title: "Gallery", subtitle: "Drag the card up or down"),
        scale: 2)

    static func build(_ ctx: SceneContext) -> Layer {
        let W = ctx.size.width, H = ctx.size.height
        let root = Layer(frame: Rect(0, 0, W, H))
        let page = LayerKit.imageLayer(pageImage, frame: root.bounds)
        root.addSublayer(page)
        page.backdrop(wholeLayer: true) // the page behind the dimmed card

        // The dark blur view sits in its own container between the page and the card.
        let blurView = VisualEffectLayer(style: .dark, frame: root.bounds)
        blurView.name = "blurView"
        blurView.effectProgress = 1
        root.addSublayer(blurView)

        // currentPhoto: 200 × 150, centred, cornerRadius 7, masksToBounds.
        let card = LayerKit.imageLayer(photoImage, frame: Rect(0, 0, cardSize.width, cardSize.height))
        card.name = "card"
        card.position = Point(W / 2, H / 2)
        card.cornerRadius = cornerRadius
        card.masksToBounds = true
        root.addSublayer(card)
        let initialPoint = card.position

        ctx.handlers.onPan = { pan in
            switch pan.state {
            case .began, .changed:
                let ty = pan.translation.y
                card.position = Point(initialPoint.x, initialPoint.y + ty)
                card.transform = transform(translationY: ty)
                blurView.effectProgress = 1 - min(scrollDistance, abs(ty)) / scrollDistance
            case .ended:
                ViewAnimation.animate(
                    withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0,
                    options: [],
                    animations: {
                        card.transform = CATransform3DIdentity
                        card.position = initialPoint
                        blurView.effectProgress = 1
                    })
            }
        }
        return root
    }
}
