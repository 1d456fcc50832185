import ClipAnimation
import ClipGeometry
import ClipRaster

/// B7 `layer-affine-rotate` (primer §4, "affine transform" _07): a red layer at
/// (60, 60, 200, 300) (centre (160, 210)) with `contents = logo` stretched, rotated by
/// `layer.affineTransform = CGAffineTransformMakeRotation(45°)`: 45° clockwise about its centre
/// (the anchor point). The seed's commented alternative,
/// `CATransform3DMakeRotation(45°, 1, 0, 0)`, turns it about x: with no perspective (m34 = 0)
/// that is a vertical squash to cos 45°.
///
/// [CHOICE] (spec script ⚑): the z rotation 0 → 45° (1.2 s, implicit animation in a
/// `CATransaction`, easeInEaseOut), a hold, back; then the x rotation 0 → 45° and back. The
/// caption shows the assignment and the presentation angle, live. (The engine has no
/// `affineTransform` accessor; a z rotation in `transform` is the same matrix.)
enum LayerAffineRotate {
    static let angle = 45 * Double.pi / 180
    static let turn = 1.2

    static let scene = EngineScene(
        id: "layer-affine-rotate", title: "Affine and 3-D rotation of a textured layer",
        source: .calayerPrimer(4, "B7", reference: "LayerTransformViewController _07"), tags: [.threeD],
        keyTimes: [0.9, 1.8, 4.3], size: PrimerKit.size, duration: 6.6, build: build)

    static func build(_ ctx: SceneContext) -> Layer {
        let W = ctx.size.width
        let root = Layer(frame: Rect(0, 0, W, ctx.size.height))
        let layer = Layer(frame: Rect(60, 60, 200, 300))
        layer.name = "rotatedLayer"
        layer.backgroundColor = PrimerKit.uiRed
        layer.contents = .image(PrimerAssets.logo)
        root.addSublayer(layer)
        root.addSublayer(PrimerKit.dashedOutline(Rect(60, 60, 200, 300), color: Color(white: 0.45)))
        root.addSublayer(LayerKit.disc(center: Point(160, 210), radius: 4, color: .black))
        PrimerKit.enableImplicitAnimations(layer)

        PrimerKit.card(root, Rect(10, 404, W - 20, 150))
        let caption = PrimerKit.caption(
            root, title: "transform",
            lines: [
                "affineTransform = identity",
                "rotation.z = 0°   rotation.x = 0°",
            ], note: "Transforms act about the anchor point (the dot). No perspective: about x the layer only squashes.",
            top: 414)

        func set(_ t: Transform3D, _ text: String, at time: Double) {
            after(time) {
                Transaction.animate(duration: turn, timingFunction: .easeInEaseOut) { layer.transform = t }
                caption.set(0, text, active: true)
                after(turn) { caption.set(0, text) }
            }
        }
        set(CATransform3DMakeRotation(angle, 0, 0, 1), "affineTransform = MakeRotation(45°)", at: 0.3)
        set(.identity, "affineTransform = identity", at: 2.3)
        set(CATransform3DMakeRotation(angle, 1, 0, 0), "transform = Rotation(45°, 1, 0, 0)", at: 3.6)
        set(.identity, "transform = identity", at: 5.4)
        _ = DisplayLink { _ in
            let p = layer.presentation()
            let z = (p.value(forKeyPath: "transform.rotation.z")?.scalar ?? 0) * 180 / Double.pi
            let x = (p.value(forKeyPath: "transform.rotation.x")?.scalar ?? 0) * 180 / Double.pi
            caption.set(1, "rotation.z = \(PrimerKit.num(z, 0))°   rotation.x = \(PrimerKit.num(x, 0))°")
        }
        return root
    }
}
