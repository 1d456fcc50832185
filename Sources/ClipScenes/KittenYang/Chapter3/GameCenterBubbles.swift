import ClipAnimation
import ClipGeometry
import ClipRaster

/// 3.4 `game-center-bubbles`: KYFloatingBubble. Glossy bubbles drift around a 3 pt circle (paced
/// keyframe path) and breathe (scale.x / scale.y keyframes with autoreverse), all with different
/// periods, so the cluster looks alive. The upstream demo's bug (scale animations never added)
/// is fixed: the intended scales run.
enum GameCenterBubbles {
    struct Bubble {
        var name: String
        var color: Color
        var diameter: Double
        var center: Point
        var pathDuration: Double
        var scaleXDuration: Double
        var scaleYDuration: Double
        var count: String
        var caption: String
    }

    /// [UPSTREAM] durations per colour; [CHOICE] sizes, layout, labels. Framing: the bubbles are
    /// large (150–230 pt) and overlap in a cluster that fills the screen between the title and the
    /// caption (y ≈ 135…607 of 667), as on Game Center's home screen (the spec's "overlapping
    /// cluster"), so the upstream 3 pt drift and ±5 % breathing move whole bubble edges by 8–12 pt
    /// instead of a few pixels on small bubbles adrift on an empty table.
    static let bubbles: [Bubble] = [
        Bubble(
            name: "blue", color: Color(hex: 0x3E9BFF), diameter: 230, center: Point(140, 250), pathDuration: 8,
            scaleXDuration: 5, scaleYDuration: 5, count: "128", caption: "Friends"),
        Bubble(
            name: "red", color: Color(hex: 0xF0475A), diameter: 190, center: Point(268, 372), pathDuration: 7,
            scaleXDuration: 6, scaleYDuration: 3, count: "42", caption: "Games"),
        Bubble(
            name: "yellow", color: Color(hex: 0xFFC93C), diameter: 170, center: Point(115, 445), pathDuration: 5,
            scaleXDuration: 3, scaleYDuration: 4, count: "7", caption: "Challenges"),
        Bubble(
            name: "orange", color: Color(hex: 0xFF8C2E), diameter: 150, center: Point(262, 532), pathDuration: 6,
            scaleXDuration: 4, scaleYDuration: 2, count: "3", caption: "Turns"),
    ]

    static let scene = EngineScene(
        id: "game-center-bubbles", title: "Game Center bubbles: floating and breathing",
        source: .kittenYang("3.4", reference: "KYFloatingBubble"), tags: [.keyframe, .gradient, .text],
        keyTimes: [0.00, 2.50], duration: 8, build: build)

    /// A glossy sphere: radial gradient from a light highlight at (−0.3r, −0.35r) to the base
    /// colour and a darker edge, a thin darker rim, a specular sheen, and the bubble's label.
    static func sphere(_ b: Bubble) -> Layer {
        let d = b.diameter, r = d / 2
        let bt = Layer(frame: Rect(b.center.x - r, b.center.y - r, d, d))
        let body = LayerKit.gradient(
            bt.bounds, colors: [b.color.mixed(with: .white, 0.55), b.color, b.color.mixed(with: .black, 0.28)],
            start: Point(0.5 - 0.15, 0.5 - 0.175), end: Point(0.5 - 0.15 + 0.7, 0.5 - 0.175 + 0.7),
            locations: [0, 0.5, 1], type: .radial)
        body.cornerRadius = r
        body.borderWidth = 1.5
        body.borderColor = b.color.mixed(with: .black, 0.35).withAlpha(0.8)
        bt.addSublayer(body)
        // Specular sheen: a soft white ellipse near the top.
        let sheen = LayerKit.gradient(
            Rect(d * 0.2, d * 0.06, d * 0.6, d * 0.36),
            colors: [Color(white: 1, alpha: 0.55), Color(white: 1, alpha: 0)])
        sheen.cornerRadius = d * 0.18
        bt.addSublayer(sheen)
        let countSize = d * 0.28, captionSize = max(11, d * 0.11)
        bt.addSublayer(
            LayerKit.label(
                b.count, origin: Point(0, r - countSize * 0.85), width: d, size: countSize,
                color: .white, weight: .bold, align: .center))
        bt.addSublayer(
            LayerKit.label(
                b.caption, origin: Point(0, r + countSize * 0.45), width: d, size: captionSize,
                color: Color(white: 1, alpha: 0.9), weight: .semibold, align: .center))
        return bt
    }

    static func build(_ ctx: SceneContext) -> Layer {
        let W = ctx.size.width, H = ctx.size.height
        let root = Layer(frame: Rect(0, 0, W, H))
        // Felt-green table (backdrop).
        let table = LayerKit.gradient(
            root.bounds, colors: [Color(hex: 0x2F7A50), Color(hex: 0x1B4D33), Color(hex: 0x0F2E1F)],
            start: Point(0.5, 0.45), end: Point(0.5 + 430 / W, 0.45 + 430 / H), locations: [0, 0.55, 1],
            type: .radial) // circular (rx == ry in points)
        root.addSublayer(table)
        table.backdrop(wholeLayer: true)
        root.addSublayer(
            LayerKit.label(
                "Game Center", origin: Point(0, 56), width: W, size: 30, color: .white, weight: .bold,
                align: .center))
        root.addSublayer(
            LayerKit.label(
                "Kitten Yang · 2,048 points", origin: Point(0, 98), width: W, size: 14,
                color: Color(white: 1, alpha: 0.65), align: .center))
        root.addSublayer(
            LayerKit.label(
                "Bubbles drift on a 3 pt circle and breathe ±5 %", origin: Point(0, H - 42), width: W,
                size: 13, color: Color(white: 1, alpha: 0.5), align: .center))

        for b in bubbles {
            let bt = sphere(b)
            bt.name = b.name
            root.addSublayer(bt)

            // Position: a paced keyframe path around a circle of radius 3 pt.
            let pathAnimation = KeyframeAnimation(keyPath: .position)
            pathAnimation.calculationMode = .paced
            pathAnimation.fillMode = .forwards
            pathAnimation.isRemovedOnCompletion = false
            pathAnimation.repeatCount = HUGE
            pathAnimation.timingFunction = .linear
            pathAnimation.duration = b.pathDuration
            let circleContainer = bt.frame.insetBy(dx: bt.frame.width / 2 - 3, dy: bt.frame.width / 2 - 3)
            pathAnimation.path = ovalPath(in: circleContainer)
            bt.add(pathAnimation, forKey: "circleAnimation")

            // Breathing: scale.x and scale.y 1 → 1.05 → 1, autoreversed, different periods.
            let scaleX = KeyframeAnimation(keyPath: .scaleX)
            scaleX.duration = b.scaleXDuration
            scaleX.values = [.scalar(1.0), .scalar(1.05), .scalar(1.0)]
            scaleX.keyTimes = [0, 0.5, 1]
            scaleX.repeatCount = HUGE
            scaleX.autoreverses = true
            scaleX.timingFunction = .easeInEaseOut
            bt.add(scaleX, forKey: "scaleXAnimation")

            let scaleY = KeyframeAnimation(keyPath: .scaleY)
            scaleY.duration = b.scaleYDuration
            scaleY.values = [.scalar(1.0), .scalar(1.05), .scalar(1.0)]
            scaleY.keyTimes = [0, 0.5, 1]
            scaleY.repeatCount = HUGE
            scaleY.autoreverses = true
            scaleY.timingFunction = .easeInEaseOut
            bt.add(scaleY, forKey: "scaleYAnimation")
        }
        return root
    }
}
