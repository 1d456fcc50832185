import ClipAnimation
import ClipGeometry
import ClipRaster

// [SEED] CATransform3DTranslate(<#CATransform3D t#>, <#CGFloat tx#>, <#CGFloat ty#>, <#CGFloat tz#>);
// [SEED] CATransform3DMakeScale(<#CGFloat sx#>, <#CGFloat sy#>, <#CGFloat sz#>);
// [SEED] CATransform3DMakeTranslation(<#CGFloat tx#>, <#CGFloat ty#>, <#CGFloat tz#>)

/// `layer-scale-translate` (primer §4, "affine transform" _07, the commented alternatives): the
/// same red layer with `contents = logo` as `layer-affine-rotate`, frame (60, 60, 200, 300),
/// given the scale and the translation the seed lists next to its rotation.
///
/// [CHOICE] (the seed leaves the arguments as placeholders): `MakeScale(0.6, 0.6, 1)` (about
/// the anchor point, the dot), back; `MakeTranslation(40, −30, 0)`, back; then
/// `CATransform3DTranslate(MakeScale(0.6, 0.6, 1), 40, −30, 0)`: a translation appended to a
/// scale moves in the scaled space, 24, −18 pt on screen. Each change is an implicit animation
/// of 1 s (easeInEaseOut) in a `CATransaction`; the caption shows the presentation matrix.
enum LayerScaleTranslate {
    static let frame = Rect(60, 60, 200, 300)
    static let turn = 1.0
    static let scale = CATransform3DMakeScale(0.6, 0.6, 1)
    static let move = CATransform3DMakeTranslation(40, -30, 0)
    static let scaledMove = CATransform3DTranslate(scale, 40, -30, 0)

    static let scene = EngineScene(
        id: "layer-scale-translate", title: "Scale and translation of a textured layer (CATransform3D)",
        source: .calayerPrimer(4, "B8", reference: "LayerTransformViewController _07"),
        keyTimes: [0.2, 1.4, 4.0, 6.4], size: PrimerKit.size, duration: 7.6, build: build)

    static func build(_ ctx: SceneContext) -> Layer {
        let W = ctx.size.width
        let root = Layer(frame: Rect(0, 0, W, ctx.size.height))
        let layer = Layer(frame: frame)
        layer.name = "transformedLayer"
        layer.backgroundColor = PrimerKit.uiRed
        layer.contents = .image(PrimerAssets.logo)
        root.addSublayer(layer)
        root.addSublayer(PrimerKit.dashedOutline(frame, color: Color(white: 0.45)))
        root.addSublayer(LayerKit.disc(center: Point(160, 210), radius: 4, color: .black))
        PrimerKit.enableImplicitAnimations(layer)

        PrimerKit.card(root, Rect(10, 404, W - 20, 150))
        let caption = PrimerKit.caption(
            root, title: "transform",
            lines: ["transform = identity", "scale 1.00   translation (0, 0)"],
            note: "Scale acts about the anchor point (the dot). Translate(t, …) moves in t's own, scaled space.",
            top: 414)

        func set(_ t: Transform3D, _ text: String, at time: Double) {
            after(time) {
                Transaction.animate(duration: turn, timingFunction: .easeInEaseOut) { layer.transform = t }
                caption.set(0, text, active: true)
                after(turn) { caption.set(0, text) }
            }
        }
        set(scale, "MakeScale(0.6, 0.6, 1)", at: 0.3)
        set(.identity, "transform = identity", at: 1.6)
        set(move, "MakeTranslation(40, −30, 0)", at: 2.9)
        set(.identity, "transform = identity", at: 4.2)
        set(scaledMove, "Translate(MakeScale(0.6), 40, −30, 0)", at: 5.3)
        set(.identity, "transform = identity", at: 6.6)
        _ = DisplayLink { _ in
            let m = layer.presentation().transform
            caption.set(
                1, "scale \(PrimerKit.num(m.m11, 2))   translation (\(PrimerKit.num(m.m41, 0)), \(PrimerKit.num(m.m42, 0)))")
        }
        return root
    }
}
