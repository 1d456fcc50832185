import ClipAnimation
import ClipGeometry
import ClipRaster

/// `shadow-lab` (ch. 8 "Getting Started with Layer Animations", the animatable shadow properties):
/// four cards on a light surface, each animating its layer shadow back and forth — opacity (the
/// shadow fades in and out), offset (the card seems nearer to or farther from the surface),
/// radius (the blur, as when the card moves toward or away from the surface), and all three
/// together with a small scale-up: the card lifts off the page and settles back.
///
/// [SEED] 001 ch. 8 (阴影): "`shadowOffset`： 使阴影看起来更接近或更远离图层。 `shadowOpacity`：使阴影
/// 淡入或淡出。 … `shadowRadius`： 控制阴影的模糊; 当模拟视图朝向或远离投射阴影的表面移动时，这尤其有用。"
///
/// ⚑ choices (the seed lists the properties; no demo): black shadows on a #E9EDF3 surface; opacity
/// 0 → 0.6, offset (0, 0) → (0, 14), radius 0 → 12 (each with the other two fixed at 0.45 / (0, 6) /
/// 6); the lift: opacity 0.5 → 0.3, offset (0, 2) → (0, 18), radius 2 → 16, scale 1 → 1.06. Every
/// animation runs 1.2 s easeInEaseOut, autoreverses, forever (a 2.4 s cycle); clip 4.8 s.
enum ShadowLab {
    static let surface = Color(hex: 0xE9EDF3)
    static let ink = Color(hex: 0x1C2D4F)
    static let muted = Color(hex: 0x5B6B86)
    static let half = 1.2
    static let cardSize = Size(120, 120)
    /// Card centres: 2 × 2 grid.
    static let centers = [Point(103, 225), Point(272, 225), Point(103, 470), Point(272, 470)]

    static let scene = EngineScene(
        id: "shadow-lab", title: "Shadow lab: shadowOpacity, shadowOffset, shadowRadius and a lifting card",
        source: Chapters08to12.source(8), tags: [.blur], keyTimes: [0, 0.6, 1.2, 3.0], duration: 4 * half,
        background: surface, build: build)

    static func animation(_ keyPath: AnimKeyPath, _ from: AnimValue, _ to: AnimValue) -> BasicAnimation {
        let a = BasicAnimation(keyPath: keyPath, from: from, to: to, duration: half)
        a.timingFunction = .easeInEaseOut
        a.autoreverses = true
        a.repeatCount = .infinity
        a.beginTime = currentMediaTime()
        return a
    }

    static func build(_ ctx: SceneContext) -> Layer {
        let W = ctx.size.width
        let view = Layer(frame: Rect(0, 0, W, ctx.size.height))
        view.backgroundColor = surface
        view.backdrop()
        view.addSublayer(LayerKit.label("Layer shadows", origin: Point(20, 22), width: W - 40, size: 22, color: ink, weight: .bold))
        view.addSublayer(
            LayerKit.label(
                "Animatable: opacity, offset, radius · 1.2 s, autoreverses", origin: Point(20, 54), width: W - 40, size: 13,
                color: muted))

        let lanes: [(String, String, [(AnimKeyPath, AnimValue, AnimValue)])] = [
            ("shadowOpacity", "0 → 0.6: fades in", [(.shadowOpacity, .scalar(0), .scalar(0.6))]),
            ("shadowOffset", "(0, 0) → (0, 14): farther", [(.shadowOffset, .size(Size(0, 0)), .size(Size(0, 14)))]),
            ("shadowRadius", "0 → 12: softer", [(.shadowRadius, .scalar(0), .scalar(12))]),
            (
                "all three + scale", "the card lifts",
                [
                    (.shadowOpacity, .scalar(0.5), .scalar(0.3)), (.shadowOffset, .size(Size(0, 2)), .size(Size(0, 18))),
                    (.shadowRadius, .scalar(2), .scalar(16)), (.scale, .scalar(1), .scalar(1.06)),
                ]
            ),
        ]
        for (i, lane) in lanes.enumerated() {
            let c = centers[i]
            view.addSublayer(
                LayerKit.label(
                    lane.0, origin: Point(c.x - 85, c.y - 112), width: 170, size: 15, color: ink, weight: .semibold,
                    align: .center))
            view.addSublayer(
                LayerKit.label(
                    lane.1, origin: Point(c.x - 85, c.y - 92), width: 170, size: 12, color: muted, align: .center))
            let card = LayerKit.box(
                Rect(c.x - cardSize.width / 2, c.y - cardSize.height / 2, cardSize.width, cardSize.height), color: .white,
                radius: 14)
            card.name = "card\(i + 1)"
            card.shadowColor = .black
            card.shadowOpacity = 0.45
            card.shadowOffset = Size(0, 6)
            card.shadowRadius = 6
            for (keyPath, from, to) in lane.2 {
                card.add(animation(keyPath, from, to), forKey: keyPath.description)
            }
            // A little content so it reads as a card.
            card.addSublayer(LayerKit.disc(center: Point(32, 34), radius: 14, color: LabSlide.accent2))
            card.addSublayer(LayerKit.box(Rect(54, 26, 50, 7), color: Color(hex: 0xC9D2E0), radius: 3.5))
            card.addSublayer(LayerKit.box(Rect(54, 38, 34, 7), color: Color(hex: 0xDCE2EC), radius: 3.5))
            card.addSublayer(LayerKit.box(Rect(18, 66, 84, 7), color: Color(hex: 0xDCE2EC), radius: 3.5))
            card.addSublayer(LayerKit.box(Rect(18, 80, 64, 7), color: Color(hex: 0xDCE2EC), radius: 3.5))
            view.addSublayer(card)
        }
        view.addSublayer(
            LayerKit.label(
                "The seed: offset and radius make the layer seem to move", origin: Point(20, 590), width: W - 40, size: 12,
                color: muted, align: .center))
        view.addSublayer(
            LayerKit.label(
                "toward or away from the surface its shadow falls on.", origin: Point(20, 607), width: W - 40, size: 12,
                color: muted, align: .center))
        return view
    }
}
