import ClipKit

/// The gallery's `slide-to-reveal` (iOS Animations by Tutorials, ch. 14) redone for another brand:
/// a night-teal lock screen, a gold band of light sweeping through "Swipe to render" every 3 s, and
/// a title instead of the clock. Same technique as the book's AnimateMaskLabel: a gradient three
/// times the label's width, masked by the text, its `locations` animated.
enum Shimmer {
    static let size = Size(375, 667)
    static let background = Color(hex: 0x0B1D26)
    /// The letters' resting colour, and the band of light that sweeps through them.
    static let base = Color(hex: 0x2E6F73)
    static let highlight = Color(hex: 0xFFD166)
    static let track = Color(hex: 0x173540)
    static let text = "Swipe to render"
    static let labelFrame = Rect(37, 500, 301, 48)

    static let scene = EngineScene(
        id: "shimmer", title: "Swipe to render: a gold shimmer through a text mask", source: .custom,
        alsoIn: [SceneSource(.iosAnimationsByTutorials, chapter: 14, section: "14.1", reference: "restyled SlideToReveal")],
        tags: [.gradient, .mask, .text], keyTimes: [0.75, 1.5, 2.25], size: size, duration: 6, background: background,
        build: build)

    static func build(_ ctx: SceneContext) -> Layer {
        let root = Layer(frame: Rect(0, 0, size.width, size.height))

        let title = TextLayer()
        title.name = "title"
        title.frame = Rect(0, 150, size.width, 80)
        title.string = "clipgen"
        title.fontSize = 64
        title.font = FontDescriptor(weight: .bold)
        title.alignmentMode = .center
        title.foregroundColor = .white
        root.addSublayer(title)

        let subtitle = TextLayer()
        subtitle.frame = Rect(0, 236, size.width, 30)
        subtitle.string = "your clips, on Linux"
        subtitle.fontSize = 20
        subtitle.alignmentMode = .center
        subtitle.foregroundColor = Color(hex: 0x8FB9BD)
        root.addSublayer(subtitle)

        // A pill-shaped track behind the label.
        let pill = Layer(frame: labelFrame.insetBy(dx: -14, dy: -8))
        pill.cornerRadius = pill.bounds.height / 2
        pill.borderColor = track
        pill.borderWidth = 2
        root.addSublayer(pill)

        // AnimateMaskLabel: the gradient spans from one label width left to one right of the label.
        let slideView = Layer(frame: labelFrame)
        slideView.name = "slideView"
        let bounds = slideView.bounds
        let gradient = GradientLayer()
        gradient.name = "gradient"
        gradient.startPoint = Point(0, 0.5)
        gradient.endPoint = Point(1, 0.5)
        gradient.colors = [base, highlight, base]
        gradient.locations = [0.25, 0.5, 0.75]
        gradient.frame = Rect(-bounds.width, bounds.minY, 3 * bounds.width, bounds.height)
        let sweep = BasicAnimation(keyPath: "locations")
        sweep.fromValue = .scalars([0.0, 0.0, 0.25])
        sweep.toValue = .scalars([0.75, 1.0, 1.0])
        sweep.duration = 3.0
        sweep.repeatCount = .infinity
        gradient.add(sweep, forKey: "shimmer")

        let mask = TextLayer()
        mask.name = "textMask"
        mask.string = text
        mask.fontSize = 34
        mask.font = FontDescriptor(weight: .bold)
        mask.alignmentMode = .center
        mask.foregroundColor = .white
        mask.frame = bounds.offsetBy(dx: bounds.width, dy: 0)
        gradient.mask = mask
        slideView.addSublayer(gradient)
        root.addSublayer(slideView)
        return root
    }
}
