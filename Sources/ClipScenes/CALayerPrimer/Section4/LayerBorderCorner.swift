import ClipAnimation
import ClipGeometry
import ClipRaster

/// B5 `layer-border-corner` (primer §4, "border and rounded corners" _05): a red layer at
/// (60, 60, 100, 100), `borderColor = green`, `borderWidth = 3`, `cornerRadius = 10`. The
/// border is drawn inside the bounds, over the background, following the rounded corners.
///
/// [CHOICE] (spec B, animate from neutral): borderWidth 0 → 3, then cornerRadius 0 → 10, each a
/// 0.8-s implicit animation in a `CATransaction`, a hold, then both back; a 1-pt dark outline of
/// the bounds shows the border sits inside them. A second copy at 2× size (same values) on the
/// right makes the 3-pt border and the 10-pt radius easy to read.
enum LayerBorderCorner {
    static let scene = EngineScene(
        id: "layer-border-corner", title: "borderWidth and cornerRadius (inside-aligned border)",
        source: .calayerPrimer(4, "B5", reference: "LayerTransformViewController _05"),
        keyTimes: [0.8, 1.9, 2.8], size: PrimerKit.size, duration: 4.6, build: build)

    static func build(_ ctx: SceneContext) -> Layer {
        let W = ctx.size.width
        let root = Layer(frame: Rect(0, 0, W, ctx.size.height))
        func demo(_ frame: Rect, zoom: Double, name: String) -> Layer {
            let l = Layer()
            l.bounds = Rect(0, 0, 100, 100)
            l.position = Point(frame.midX, frame.midY)
            l.transform = Transform3D(scaleX: zoom, y: zoom, z: 1)
            l.name = name
            l.backgroundColor = PrimerKit.uiRed
            l.borderColor = PrimerKit.uiGreen
            root.addSublayer(l)
            root.addSublayer(PrimerKit.dashedOutline(frame, color: Color(white: 0.1), width: 1))
            return l
        }
        let layer = demo(Rect(60, 60, 100, 100), zoom: 1, name: "borderLayer")
        let zoomed = demo(Rect(60, 180, 200, 200), zoom: 2, name: "borderLayerZoomed")
        root.addSublayer(LayerKit.label("×2", origin: Point(266, 184), width: 40, size: 13, color: PrimerKit.secondary))
        PrimerKit.enableImplicitAnimations(layer, zoomed)

        PrimerKit.divider(root, y: 396, width: W)
        let caption = PrimerKit.caption(
            root, title: "border and cornerRadius",
            lines: [
                "borderWidth = 0, borderColor = green",
                "cornerRadius = 0",
            ], note: "The border is drawn inside the bounds (dashed), above contents and sublayers.", top: 408)

        after(0.3) {
            Transaction.animate(duration: 0.8) { for l in [layer, zoomed] { l.borderWidth = 3 } }
            caption.set(0, "borderWidth = 3, borderColor = green", active: true)
        }
        after(1.4) {
            caption.set(0, "borderWidth = 3, borderColor = green")
            Transaction.animate(duration: 0.8) { for l in [layer, zoomed] { l.cornerRadius = 10 } }
            caption.set(1, "cornerRadius = 10", active: true)
        }
        after(2.2) { caption.set(1, "cornerRadius = 10") }
        after(3.2) {
            Transaction.animate(duration: 0.8) { for l in [layer, zoomed] { l.borderWidth = 0; l.cornerRadius = 0 } }
            caption.set(0, "borderWidth = 0, borderColor = green", active: true)
            caption.set(1, "cornerRadius = 0", active: true)
        }
        after(4.0) {
            caption.set(0, "borderWidth = 0, borderColor = green")
            caption.set(1, "cornerRadius = 0")
        }
        return root
    }
}
