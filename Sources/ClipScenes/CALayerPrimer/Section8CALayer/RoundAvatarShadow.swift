import ClipAnimation
import ClipGeometry
import ClipRaster

/// E4 `round-avatar-shadow` (primer §8, extension 1: a round photo with a shadow): shadow and
/// masksToBounds conflict (the clip removes the shadow), so two layers are stacked at the same
/// bounds and position: underneath, `layerShadow` (`cornerRadius = 75`, `shadowColor = gray`,
/// `shadowOffset = (2, 1)`, `shadowOpacity = 1`, `backgroundColor = cyan`, `borderColor = gray`,
/// `borderWidth = 2`); on top, the clipped photo (`backgroundColor = red`, `cornerRadius = 75`,
/// `masksToBounds = YES`, `borderWidth = 2`, `borderColor = white`, delegate-drawn photo).
///
/// [CHOICE] (spec ⚑, as E3): the two layers start side by side, labelled, slide together
/// (1 s, easeInEaseOut) to (160, 200), hold, and slide apart again.
enum RoundAvatarShadow {
    static let photoHeight = 150.0
    static let position = Point(160, 200)
    static let apart = 78.0

    static let scene = EngineScene(
        id: "round-avatar-shadow", title: "Round avatar with a shadow: two stacked layers",
        source: .calayerPrimer(8, "E4", reference: "CALayer drawing, extension 1"), tags: [.mask],
        keyTimes: [0.2, 1.0, 2.0], size: PrimerKit.size, duration: 3.8, build: build)

    static func build(_ ctx: SceneContext) -> Layer {
        let W = ctx.size.width
        let root = Layer(frame: Rect(0, 0, W, ctx.size.height))
        let bounds = Rect(0, 0, photoHeight, photoHeight)

        let layerShadow = Layer()
        layerShadow.name = "layerShadow"
        layerShadow.bounds = bounds
        layerShadow.position = Point(position.x - apart, position.y)
        layerShadow.cornerRadius = photoHeight / 2
        layerShadow.shadowColor = PrimerKit.uiGray
        layerShadow.shadowOffset = Size(2, 1)
        layerShadow.shadowOpacity = 1
        layerShadow.backgroundColor = PrimerKit.uiCyan
        layerShadow.borderColor = PrimerKit.uiGray
        layerShadow.borderWidth = 2
        root.addSublayer(layerShadow)

        let layer = Layer()
        layer.name = "photoLayer"
        layer.bounds = bounds
        layer.position = Point(position.x + apart, position.y)
        layer.backgroundColor = PrimerKit.uiRed
        layer.cornerRadius = photoHeight / 2
        layer.masksToBounds = true
        layer.borderWidth = 2
        layer.borderColor = .white
        layer.contents = RoundAvatar.photoDrawing()
        root.addSublayer(layer)

        let left = LayerKit.label(
            "shadow layer", origin: Point(position.x - apart - 75, 290), width: 150, size: 13,
            color: PrimerKit.secondary, weight: .medium, align: .center)
        let right = LayerKit.label(
            "clipped photo layer", origin: Point(position.x + apart - 75, 290), width: 150, size: 13,
            color: PrimerKit.secondary, weight: .medium, align: .center)
        root.addSublayer(left); root.addSublayer(right)

        PrimerKit.divider(root, y: 318, width: W)
        PrimerKit.caption(
            root, title: "shadow + masksToBounds",
            lines: [
                "layerShadow: shadowOffset (2, 1), opacity 1",
                "photo: masksToBounds = YES",
                "photo: borderWidth 2, borderColor white",
            ], note: "masksToBounds would clip the shadow away, so the shadow lives on a second layer underneath.", top: 330)

        func slide(at t: Double, together: Bool) {
            after(t) {
                ViewAnimation.animate(
                    withDuration: 1,
                    animations: {
                        let d = together ? 0 : apart
                        layerShadow.position = Point(position.x - d, position.y)
                        layer.position = Point(position.x + d, position.y)
                        left.opacity = together ? 0 : 1
                        right.opacity = together ? 0 : 1
                    })
            }
        }
        slide(at: 0.4, together: true)
        slide(at: 2.3, together: false)
        return root
    }
}
