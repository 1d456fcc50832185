import ClipAnimation
import ClipGeometry
import ClipRaster

/// §2.12 `slide-to-reveal` and §2.13 `slide-to-reveal-swipe` (ch. 14 "Gradient Animations",
/// SlideToReveal): a dark lock screen with a thin clock; "Slide to reveal" is a text mask over a
/// gradient three times the label's width whose `locations` animate, so a band of light sweeps
/// across the letters every 3 s.
///
/// ⚑ choices: the mask is a `TextLayer` (its glyph coverage is the mask's alpha, as the book's
/// text-rendered image is), top-aligned like `String.draw(in:)`; HelveticaNeue-Thin is Inter
/// ExtraLight, HelveticaNeue-UltraLight Inter Thin; the clip shows the `mono` variant for two
/// sweeps (0–6 s) and then the `rainbow` variant for two (6–12 s). The swipe clip: shimmer for
/// 3 s, a finger swipes right over the label (3.0–3.3 s), the clock and label slide away and the
/// `meme` card (a 280 × 280 stand-in) slides in; 1 s later everything slides back.
enum SlideToReveal {
    static let background = Color(white: 0.26)
    static let labelFrame = Rect(73, 493, 230, 44)
    static let variantSwitch = 6.0

    static let scene = EngineScene(
        id: "slide-to-reveal", title: "Slide to reveal: a gradient shimmer through a text mask",
        source: .animationsByTutorials("14.1", reference: "Gradient Animations, SlideToReveal"),
        tags: [.gradient, .mask, .text], keyTimes: [1.5, 4.6, 7.8, 10.3], duration: 12, background: background,
        build: { build($0, rainbowFrom: variantSwitch, swipe: false) })

    static let swipeScene = EngineScene(
        id: "slide-to-reveal-swipe", title: "Slide to reveal: a swipe slides the clock away and a picture in",
        source: .animationsByTutorials("14.2", reference: "Gradient Animations: the swipe, SlideToReveal"),
        tags: [.gradient, .mask, .gesture], keyTimes: [1.5, 3.45, 4.0, 4.5], duration: 5.0, background: background,
        script: InteractionScript([
            InteractionScript.pan(
                from: 3.0, to: 3.3, start: Point(100, 515), end: Point(270, 515),
                release: PanRelease.flick(speed: 600))
        ]),
        checkExceptions: [
            CheckException(
                .leavesAndReturns, from: 3.3, to: 4.6, reason: "the swipe slides the clock and the label away; 1 s later they slide back")
        ],
        build: { build($0, rainbowFrom: nil, swipe: true) })

    /// AnimateMaskLabel: a gradient 3× the view's width, masked by the text.
    final class AnimateMaskLabel {
        let view: Layer
        let gradientLayer = GradientLayer()
        let maskLayer = TextLayer()

        init(frame: Rect, text: String) {
            view = Layer(frame: frame)
            view.name = "slideView"
            let bounds = view.bounds
            gradientLayer.name = "gradient"
            gradientLayer.startPoint = Point(0, 0.5)
            gradientLayer.endPoint = Point(1, 0.5)
            setMono()
            gradientLayer.frame = Rect(-bounds.width, bounds.minY, 3 * bounds.width, bounds.height)
            view.addSublayer(gradientLayer)

            // The text "image": HelveticaNeue-Thin 28, centred, drawn from the top of the bounds.
            maskLayer.name = "textMask"
            maskLayer.string = text
            maskLayer.font = FontDescriptor(file: "/usr/share/fonts/opentype/inter/Inter-ExtraLight.otf")
            maskLayer.fontSize = 28
            maskLayer.alignmentMode = .center
            maskLayer.foregroundColor = .white
            maskLayer.backgroundColor = .clear
            maskLayer.frame = bounds.offsetBy(dx: bounds.width, dy: 0)
            gradientLayer.mask = maskLayer
        }

        /// black → white → black, the white peak sweeping left to right every 3 s.
        func setMono() {
            gradientLayer.colors = [.black, .white, .black]
            gradientLayer.locations = [0.25, 0.5, 0.75]
            let gradientAnimation = BasicAnimation(keyPath: "locations")
            gradientAnimation.fromValue = .scalars([0.0, 0.0, 0.25])
            gradientAnimation.toValue = .scalars([0.75, 1.0, 1.0])
            gradientAnimation.duration = 3.0
            gradientAnimation.repeatCount = .infinity
            gradientLayer.add(gradientAnimation, forKey: nil)
        }

        /// yellow, green, orange, cyan, red, yellow: a coloured band over yellow letters.
        func setRainbow() {
            gradientLayer.removeAllAnimations()
            gradientLayer.colors = [
                Color(r: 1, g: 1, b: 0), .green, Color(r: 1, g: 0.5, b: 0), Color(r: 0, g: 1, b: 1), .red,
                Color(r: 1, g: 1, b: 0),
            ]
            gradientLayer.locations = [0.0, 0.0, 0.0, 0.0, 0.0, 0.25]
            let gradientAnimation = BasicAnimation(keyPath: "locations")
            gradientAnimation.fromValue = .scalars([0.0, 0.0, 0.0, 0.0, 0.0, 0.25])
            gradientAnimation.toValue = .scalars([0.65, 0.8, 0.85, 0.9, 0.95, 1.0])
            gradientAnimation.duration = 3.0
            gradientAnimation.repeatCount = .infinity
            gradientLayer.add(gradientAnimation, forKey: nil)
        }
    }

    /// The `meme` stand-in: a 280 × 280 rounded card with a big smiley.
    static func memeCard() -> LayerContents {
        .drawing { ctx, st in
            let b = st.bounds
            ctx.fill(
                roundedRectPath(b, radius: 24),
                paint: .linearGradient(
                    stops: [GradientStop(0, Color(hex: 0xFFF3C4)), GradientStop(1, Color(hex: 0xFFD54F))],
                    start: Point(b.minX, b.minY), end: Point(b.maxX, b.maxY)))
            let c = Point(b.midX, b.midY), r = b.width * 0.36
            ctx.fill(Shapes.circle(c, r), color: Color(hex: 0xFFCA28))
            ctx.stroke(Shapes.circle(c, r), color: Color(hex: 0x6D4C41), width: 6)
            ctx.fill(ovalPath(in: Rect(c.x - r * 0.42, c.y - r * 0.42, r * 0.2, r * 0.3)), color: Color(hex: 0x3E2723))
            ctx.fill(ovalPath(in: Rect(c.x + r * 0.22, c.y - r * 0.42, r * 0.2, r * 0.3)), color: Color(hex: 0x3E2723))
            var smile = Path()
            smile.move(to: Point(c.x - r * 0.55, c.y + r * 0.15))
            smile.quad(to: Point(c.x + r * 0.55, c.y + r * 0.15), control: Point(c.x, c.y + r * 0.85))
            ctx.stroke(smile, color: Color(hex: 0x3E2723), width: 7, cap: .round)
        }
    }

    static func build(_ ctx: SceneContext, rainbowFrom: Double?, swipe: Bool) -> Layer {
        let W = ctx.size.width, H = ctx.size.height
        let view = Layer(frame: Rect(0, 0, W, H))
        view.backgroundColor = background
        view.backdrop()

        // time label (59, 80, 258, 116): "12:16", HelveticaNeue-UltraLight 72, white, centred.
        let time = UILabelStandIn(
            "12:16", frame: Rect(59, 80, 258, 116), size: 72, color: .white,
            font: FontDescriptor(file: "/usr/share/fonts/opentype/inter/Inter-Thin.otf"), wraps: false)
        let timeView = Layer(frame: Rect(59, 80, 258, 116)) // the label's own view, moved by its centre
        timeView.name = "time"
        time.layer.frame = time.layer.frame.offsetBy(dx: -59, dy: -80)
        timeView.addSublayer(time.layer)
        view.addSublayer(timeView)

        let slideView = AnimateMaskLabel(frame: labelFrame, text: "Slide to reveal")
        view.addSublayer(slideView.view)

        if let rainbowFrom { after(rainbowFrom) { slideView.setRainbow() } }

        if swipe {
            // UISwipeGestureRecognizer(direction: .right) on the label: recognised when the pan ends.
            ctx.handlers.onPan = { g in
                guard g.state == .ended, g.translation.x > 0 else { return }
                let image = Layer()
                image.name = "meme"
                image.bounds = Rect(0, 0, 280, 280)
                image.contents = memeCard()
                image.position = Point(W / 2 + W, H / 2)
                view.addSublayer(image)
                ViewAnimation.animate(
                    withDuration: 0.33, delay: 0, options: [],
                    animations: {
                        timeView.position.y -= 200
                        slideView.view.position.y += 200
                        image.position.x -= W
                    })
                ViewAnimation.animate(
                    withDuration: 0.33, delay: 1.0, options: [],
                    animations: {
                        timeView.position.y += 200
                        slideView.view.position.y -= 200
                        image.position.x += W
                    }, completion: { _ in image.removeFromSuperlayer() })
            }
        }
        return view
    }
}
