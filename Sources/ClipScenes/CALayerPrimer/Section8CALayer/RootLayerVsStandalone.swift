import ClipAnimation
import ClipGeometry
import ClipRaster

// [SEED] CALayer很多属性在修改时都能形成动画效果,这种属性称为“隐式动画属性”。但是对于UIView的根图层而言属性的修改并不形成动画效果
// [SEED] 我们不写任何动画的代码直接改变属性也将产生一个默认0.25s的隐式动画

/// `root-layer-vs-standalone` (primer §8, "CALayer common properties"): the same property
/// changes on a UIView's root layer and on a stand-alone CALayer. The root layer applies them at
/// once; the stand-alone layer animates them implicitly (0.25 s, the default curve).
///
/// [CHOICE] the demo: two 96-pt squares side by side (left: a view's `layer`, whose delegate
/// returns no action; right: `[CALayer layer]` added as a sublayer); every 1.2 s both get the
/// same `position.y` (± 150 pt) and `backgroundColor` (blue ↔ pink) change, outside any
/// animation block.
enum RootLayerVsStandalone {
    static let changes: [Double] = [0.5, 1.7, 2.9, 4.1]
    static let columns: [Double] = [84, 236]
    static let topY = 130.0, bottomY = 280.0
    static let blue = PrimerKit.blue0092, pink = Color(r: 1, g: 0.1, b: 0.7)

    static let scene = EngineScene(
        id: "root-layer-vs-standalone", title: "A view's root layer jumps; a stand-alone layer animates implicitly",
        source: .calayerPrimer(8, "E7", reference: "CALayer common properties: root layer"),
        keyTimes: [0.3, 0.6, 1.0, 1.82], size: PrimerKit.size, duration: 4.8, build: build)

    static func build(_ ctx: SceneContext) -> Layer {
        let W = ctx.size.width
        let root = Layer(frame: Rect(0, 0, W, ctx.size.height))
        let titles = ["view.layer", "CALayer"]
        let notes = ["root layer: no action", "stand-alone: implicit 0.25 s"]
        var layers: [Layer] = []
        for (i, x) in columns.enumerated() {
            root.addSublayer(
                LayerKit.label(
                    titles[i], origin: Point(x - 72, 36), width: 144, size: 17, color: PrimerKit.ink, weight: .bold, align: .center))
            root.addSublayer(
                LayerKit.label(
                    notes[i], origin: Point(x - 76, 60), width: 152, size: 11.5, color: PrimerKit.secondary, weight: .medium, align: .center
                ))
            // The two places the layer moves between.
            for y in [topY, bottomY] { root.addSublayer(PrimerKit.dashedOutline(Rect(x - 48, y - 48, 96, 96), color: Color(white: 0.75))) }
            let l = LayerKit.box(Rect(x - 48, topY - 48, 96, 96), color: blue, radius: 14)
            l.name = i == 0 ? "rootLayer" : "standaloneLayer"
            root.addSublayer(l)
            layers.append(l)
        }
        root.addSublayer(LayerKit.box(Rect(W / 2 - 0.5, 40, 1, 320), color: Color(white: 0, alpha: 0.1)))
        // Each layer's on-screen (presentation) y, read every frame.
        var readouts: [TextLayer] = []
        for (i, x) in columns.enumerated() {
            let r = LayerKit.label(
                "on screen y = 130", origin: Point(x - 72, 340), width: 144, size: 12, color: PrimerKit.code, weight: .medium,
                align: .center)
            r.name = "readout\(i)"
            root.addSublayer(r)
            readouts.append(r)
        }
        PrimerKit.enableImplicitAnimations(layers[1])

        PrimerKit.divider(root, y: 372, width: W)
        let caption = PrimerKit.caption(
            root, title: "implicit animation",
            lines: ["layer.position.y = 130", "layer.backgroundColor = blue"],
            note: "Both layers get the same assignments. Only the stand-alone layer animates them; a view's root layer changes at once.",
            top: 388)

        _ = DisplayLink { _ in
            for (i, l) in layers.enumerated() {
                let y = l.presentation().position.y
                readouts[i].string = "on screen y = \(PrimerKit.num(y, 0))"
                readouts[i].foregroundColor = abs(y - l.position.y) > 0.5 ? PrimerKit.highlight : PrimerKit.code
            }
        }
        for (k, t) in changes.enumerated() {
            after(t) {
                let down = k % 2 == 0
                for l in layers {
                    l.position.y = down ? bottomY : topY
                    l.backgroundColor = down ? pink : blue
                }
                caption.set(0, "layer.position.y = \(PrimerKit.num(down ? bottomY : topY))", active: true)
                caption.set(1, "layer.backgroundColor = \(down ? "pink" : "blue")", active: true)
                after(0.25) {
                    caption.set(0, "layer.position.y = \(PrimerKit.num(down ? bottomY : topY))")
                    caption.set(1, "layer.backgroundColor = \(down ? "pink" : "blue")")
                }
            }
        }
        return root
    }
}
