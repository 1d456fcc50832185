import ClipAnimation
import ClipGeometry
import ClipRaster

/// B1 `layer-contents-gravity` (primer §4, "layer contents and content mode" _01): a red layer
/// at (20, 20, 100, 100) shows `contents = logo` placed by `contentsGravity`; the controller's
/// root layer shows the same logo stretched full-screen (`self.view.layer.contents = logo`, "a
/// cheap background image").
///
/// [CHOICE] (spec ⚑ "script a cycle"): the gravity cycles resize → resizeAspect →
/// resizeAspectFill, 2 s each, while the layer's width breathes 100 → 200 → 100 (its top-left
/// stays at (20, 20): anchorPoint (0, 0), position (20, 20)), so each mode shows how it answers a
/// change of shape: stretch; fit with the red background as letterbox; fill and overflow
/// (no masksToBounds, so the overflow is drawn, as on iOS). A dashed outline marks the bounds.
/// The root layer's stretched logo sits under a 60 % white veil so the demo stays legible.
/// The logo is a 3:2 stand-in (Part 3).
enum LayerContentsGravity {
    static let modes: [(ContentsGravity, String)] = [
        (.resize, "kCAGravityResize"), (.resizeAspect, "kCAGravityResizeAspect"),
        (.resizeAspectFill, "kCAGravityResizeAspectFill"),
    ]
    static let modeDuration = 2.0

    static let scene = EngineScene(
        id: "layer-contents-gravity", title: "contentsGravity: resize, resizeAspect, resizeAspectFill",
        source: .calayerPrimer(4, "B1", reference: "LayerTransformViewController _01"), tags: [],
        keyTimes: [1.0, 3.0, 5.0], size: PrimerKit.size, duration: 6.0,
        checkExceptions: [
            CheckException(
                .seamJump, reason: "the gravity cycle's last mode (fill) gives way to the first (resize) at the loop, as at 2 s and 4 s")
        ],
        build: build)

    static func build(_ ctx: SceneContext) -> Layer {
        let W = ctx.size.width, H = ctx.size.height
        let root = Layer(frame: Rect(0, 0, W, H))
        // self.view.layer.contents = (id)logo.CGImage — stretched over the whole view.
        root.contents = .image(PrimerAssets.logo)
        // [CHOICE] a 60 % white veil over it, so the demo layer and the caption stay legible.
        root.backdrop() // the stretched logo; the small layer placed by contentsGravity is the effect
        let veil = LayerKit.box(root.bounds, color: Color(white: 1, alpha: 0.6))
        root.addSublayer(veil)
        veil.backdrop(wholeLayer: true)

        let layer = Layer()
        layer.name = "gravityLayer"
        layer.anchorPoint = Point(0, 0)
        layer.position = Point(20, 20)
        layer.bounds = Rect(0, 0, 100, 100) // frame (20, 20, 100, 100)
        layer.backgroundColor = PrimerKit.uiRed
        layer.contents = .image(PrimerAssets.logo)
        layer.contentsScale = 2
        layer.contentsGravity = .resize
        root.addSublayer(layer)
        let outline = PrimerKit.dashedOutline(Rect(0, 0, 100, 100), color: .black, width: 1.5)
        outline.name = "boundsOutline"
        layer.addSublayer(outline)

        // The bounds breathe, forever: 100 → 200 wide and back, 1 s each way.
        let breathe = BasicAnimation(keyPath: "bounds.size.width", from: 100, to: 200, duration: modeDuration / 2)
        breathe.autoreverses = true
        breathe.repeatCount = .infinity
        breathe.timingFunction = .easeInEaseOut
        layer.add(breathe, forKey: "breathe")
        let follow = BasicAnimation(keyPath: "bounds.size.width", from: 100, to: 200, duration: modeDuration / 2)
        follow.autoreverses = true
        follow.repeatCount = .infinity
        follow.timingFunction = .easeInEaseOut
        outline.anchorPoint = Point(0, 0)
        outline.position = Point(0, 0)
        outline.add(follow, forKey: "breathe")
        let pathFollow = BasicAnimation(
            keyPath: "path", from: .path(rectPath(Rect(0, 0, 100, 100))),
            to: .path(rectPath(Rect(0, 0, 200, 100))), duration: modeDuration / 2)
        pathFollow.autoreverses = true
        pathFollow.repeatCount = .infinity
        pathFollow.timingFunction = .easeInEaseOut
        outline.add(pathFollow, forKey: "path")

        PrimerKit.card(root, Rect(10, 392, W - 20, 160))
        let caption = PrimerKit.caption(
            root, title: "layer.contentsGravity",
            lines: [
                "= kCAGravityResize",
                "layer.bounds.size.width = 100",
            ], note: "The root layer's contents: the same logo, stretched (the default, resize).", top: 404)

        func show(_ i: Int) {
            let (g, name) = modes[i % modes.count]
            layer.contentsGravity = g
            caption.set(0, "= \(name)", active: true)
            after(0.5) { caption.set(0, "= \(name)") }
            after(modeDuration) { show(i + 1) }
        }
        show(0)
        _ = DisplayLink { _ in
            caption.set(1, "layer.bounds.size.width = " + PrimerKit.num(layer.presentation().bounds.width, 0))
        }
        return root
    }
}
