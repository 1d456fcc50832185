import ClipAnimation
import ClipGeometry
import ClipRaster

/// B2 `layer-shadow` (primer §4, "layer shadow" _02): a red layer at (60, 60, 100, 100) with
/// `shadowOpacity = 0.9`, `shadowColor = yellow`, `shadowOffset = (10, −10)` (right and up),
/// `shadowRadius = 10`.
///
/// [CHOICE] (spec B "animate each property from its neutral value"): the four properties are
/// set one after another in the seed's order, each in a 0.8-s `CATransaction` (implicit
/// animation, default curve), starting from Apple's defaults (opacity 0, black, (0, −3), 3); the
/// caption lists the four lines and highlights the one changing. After a short hold all four
/// return to the defaults together, and the cycle repeats. Blur: the engine's σ = radius / 2.
enum LayerShadow {
    static let step = 1.0, animation = 0.8

    static let scene = EngineScene(
        id: "layer-shadow", title: "Layer shadow: opacity, colour, offset, radius",
        source: .calayerPrimer(4, "B2", reference: "LayerTransformViewController _02"), tags: [.blur],
        keyTimes: [0.8, 1.8, 2.8, 4.2], size: PrimerKit.size, duration: 6.0, build: build)

    static func build(_ ctx: SceneContext) -> Layer {
        let W = ctx.size.width
        let root = Layer(frame: Rect(0, 0, W, ctx.size.height))
        let layer = Layer(frame: Rect(60, 60, 100, 100))
        layer.name = "shadowLayer"
        layer.backgroundColor = PrimerKit.uiRed
        root.addSublayer(layer)
        PrimerKit.enableImplicitAnimations(layer)

        PrimerKit.divider(root, y: 300, width: W)
        let caption = PrimerKit.caption(
            root, title: "shadow",
            lines: [
                "layer.shadowOpacity = 0", "layer.shadowColor = black", "layer.shadowOffset = (0, -3)", "layer.shadowRadius = 3",
            ], note: "Defaults: opacity 0 (no shadow), black, (0, −3) upwards, radius 3. +x is right, +y is down.", top: 312)

        let steps: [(String, () -> Void)] = [
            ("layer.shadowOpacity = 0.9", { layer.shadowOpacity = 0.9 }),
            ("layer.shadowColor = yellow", { layer.shadowColor = PrimerKit.uiYellow }),
            ("layer.shadowOffset = (10, -10)", { layer.shadowOffset = Size(10, -10) }),
            ("layer.shadowRadius = 10", { layer.shadowRadius = 10 }),
        ]
        let defaults = [
            "layer.shadowOpacity = 0", "layer.shadowColor = black", "layer.shadowOffset = (0, -3)",
            "layer.shadowRadius = 3",
        ]
        for (i, (text, change)) in steps.enumerated() {
            after(0.3 + step * Double(i)) {
                Transaction.animate(duration: animation) { change() }
                caption.set(i, text, active: true)
                after(animation) { caption.set(i, text) }
            }
        }
        after(0.3 + step * 4 + 0.6) {
            Transaction.animate(duration: animation) {
                layer.shadowOpacity = 0; layer.shadowColor = .black; layer.shadowOffset = Size(0, -3); layer.shadowRadius = 3
            }
            for i in 0..<4 { caption.set(i, defaults[i], active: true) }
            after(animation) { for i in 0..<4 { caption.set(i, defaults[i]) } }
        }
        return root
    }
}
