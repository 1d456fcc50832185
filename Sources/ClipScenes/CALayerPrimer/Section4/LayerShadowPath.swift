import ClipAnimation
import ClipGeometry
import ClipRaster

/// B3 `layer-shadow-path` (primer §4, "shadow path" _03): a red layer at (60, 60, 100, 100),
/// `shadowOpacity = 1`, `shadowColor = yellow`, `shadowPath = ellipse in (0, 0, 200, 200)` in layer
/// coordinates: a yellow disc of diameter 200 from the layer's top-left, far past the square to
/// the lower right, under it. Offset and radius keep the defaults, (0, −3) and 3.
///
/// [CHOICE] (spec B, animate from a neutral value): the clip starts with `shadowPath` = the
/// layer's own rectangle (the same shadow the alpha would cast), then animates it to the
/// ellipse (1 s, implicit animation in a `CATransaction`), holds, and animates back; a dashed
/// outline traces the path. The caption shows the path's current value.
enum LayerShadowPath {
    static let ellipse = ovalPath(in: Rect(0, 0, 200, 200))
    static let square = rectPath(Rect(0, 0, 100, 100))

    static let scene = EngineScene(
        id: "layer-shadow-path", title: "shadowPath: an elliptical shadow under a square layer",
        source: .calayerPrimer(4, "B3", reference: "LayerTransformViewController _03"), tags: [.blur],
        keyTimes: [0.2, 0.8, 1.8], size: PrimerKit.size, duration: 4.0, build: build)

    static func build(_ ctx: SceneContext) -> Layer {
        let W = ctx.size.width
        let root = Layer(frame: Rect(0, 0, W, ctx.size.height))
        let layer = Layer(frame: Rect(60, 60, 100, 100))
        layer.name = "shadowPathLayer"
        layer.backgroundColor = PrimerKit.uiRed
        layer.shadowOpacity = 1
        layer.shadowColor = PrimerKit.uiYellow
        layer.shadowPath = square
        root.addSublayer(layer)
        let trace = LayerKit.shape(square, frame: Rect(60, 60, 200, 200), fill: nil, stroke: Color(white: 0.3), lineWidth: 1)
        trace.lineDashPattern = [4, 3]
        trace.name = "pathTrace"
        root.addSublayer(trace)
        PrimerKit.enableImplicitAnimations(layer, trace)

        PrimerKit.divider(root, y: 330, width: W)
        let caption = PrimerKit.caption(
            root, title: "shadowPath",
            lines: [
                "shadowPath = rect (0, 0, 100, 100)",
                "shadowOpacity = 1, shadowColor = yellow",
            ],
            note:
                "With a shadowPath the shadow takes that shape instead of the layer's alpha. Offset (0, −3) and radius 3 are the defaults.",
            top: 342)

        func cycle() {
            after(0.4) {
                Transaction.animate(duration: 1) {
                    layer.shadowPath = ellipse; trace.path = ellipse
                }
                caption.set(0, "shadowPath = ellipse in (0, 0, 200, 200)", active: true)
                after(1) { caption.set(0, "shadowPath = ellipse in (0, 0, 200, 200)") }
            }
            after(2.4) {
                Transaction.animate(duration: 1) {
                    layer.shadowPath = square; trace.path = square
                }
                caption.set(0, "shadowPath = rect (0, 0, 100, 100)", active: true)
                after(1) { caption.set(0, "shadowPath = rect (0, 0, 100, 100)") }
            }
        }
        cycle()
        return root
    }
}
