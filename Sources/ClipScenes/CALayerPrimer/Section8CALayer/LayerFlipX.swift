import ClipAnimation
import ClipGeometry
import ClipRaster

/// E5 `layer-flip-x` (primer §8, extension 2: layer transforms): the round photo layer turned by
/// π about its x-axis, `[layer setValue:@(M_PI) forKeyPath:@"transform.rotation.x"]`. With no
/// perspective (m34 = 0) it squashes vertically to a line at π/2 and re-expands mirrored:
/// `doubleSided` (default YES) shows the back face, so the photo ends upside-down. (The seed
/// offers it as the fix for the upside-down delegate drawing; its code sets `contents`
/// directly, so the rotation turns an upright photo upside-down — spec ⚑ caveat.)
///
/// [CHOICE] (spec clip script): `transform.rotation.x` 0 → π over 1.5 s, easeInEaseOut (model
/// set first, so it stays), a hold, then back; orthographic. The caption shows the live angle.
enum LayerFlipX {
    static let flip = 1.5

    static let scene = EngineScene(
        id: "layer-flip-x", title: "Rotation about x: the back face shows the photo mirrored",
        source: .calayerPrimer(8, "E5", reference: "CALayer drawing, extension 2"), tags: [.threeD],
        keyTimes: [0.2, 0.9, 1.3, 2.1], size: PrimerKit.size, duration: 4.4, build: build)

    static func build(_ ctx: SceneContext) -> Layer {
        let W = ctx.size.width
        let root = Layer(frame: Rect(0, 0, W, ctx.size.height))
        let layer = Layer()
        layer.name = "photoLayer"
        layer.bounds = Rect(0, 0, 150, 150)
        layer.position = Point(160, 200)
        layer.cornerRadius = 75
        layer.masksToBounds = true
        layer.borderColor = PrimerKit.uiCyan
        layer.borderWidth = 2
        layer.contents = .image(PrimerAssets.portrait)
        layer.contentsScale = 2
        root.addSublayer(layer)

        PrimerKit.divider(root, y: 318, width: W)
        let caption = PrimerKit.caption(
            root, title: "transform.rotation.x",
            lines: [
                "transform.rotation.x = 0",
                "doubleSided = YES: the back face shows",
            ], note: "No perspective (m34 = 0): the layer squashes to a line at π/2 and comes back mirrored, upside-down.",
            top: 330)

        func turn(to angle: Double, from: Double, at t: Double) {
            after(t) {
                layer.setValue(.scalar(angle), forKeyPath: "transform.rotation.x")
                let a = BasicAnimation(keyPath: "transform.rotation.x", from: .scalar(from), to: .scalar(angle), duration: flip)
                a.timingFunction = .easeInEaseOut
                layer.add(a, forKey: "flip")
            }
        }
        turn(to: Double.pi, from: 0, at: 0.3)
        turn(to: 0, from: Double.pi, at: 2.6)
        _ = DisplayLink { link in
            let x = layer.presentation().value(forKeyPath: "transform.rotation.x")?.scalar ?? 0
            let t = link.timestamp
            let moving = (t > 0.3 && t < 0.3 + flip) || (t > 2.6 && t < 2.6 + flip)
            caption.set(0, "transform.rotation.x = " + PrimerKit.num(x / Double.pi, 2) + "π", active: moving)
        }
        return root
    }
}
