import ClipAnimation
import ClipGeometry
import ClipRaster

/// H5 `suck-effect` (004 "CATransition"): the picture is sucked, funnel-like, into the top-left
/// corner, uncovering the next picture:
///
/// ```objc
/// CATransition *anim = [CATransition animation];
/// anim.type = @"suckEffect";      // 从父视图的左上角收缩
/// anim.startProgress = .5;
/// anim.startProgress = .8;        // "从动画进程的百分之八十结束": endProgress was meant
/// [_imgView.layer addAnimation:anim forKey:nil];
/// ```
/// The intended version (spec): startProgress 0.5, endProgress 0.8, the image changed on each
/// trigger (view0…view3 cycled, [ext-src]), duration 1 s (slowed from the default 0.25 s so it
/// can be seen); triggers at 0.5, 2.0 and 3.5 s. The funnel is the engine's `suckEffect` (a mesh
/// warp converging on the layer's top-left corner), which plays across the progress window: the
/// picture stays whole for the first half of the second, the funnel grows out of it from 0.5 and
/// has swallowed it by 0.8.
/// [CHOICE] the [ext-src] image view (0, 60, 100, 200) is enlarged to (57, 110, 300, 450), centred
/// on the 414-pt screen, so the warp reads; pictures are numbered cards.
enum SuckEffect {
    static let size = CoreAnimationNotes.screen
    static let imageFrame = Rect(57, 110, 300, 450)
    static let images: [Pixmap] = (0..<4).map { Section8Assets.card($0 + 5, size: imageFrame.size, label: "\($0)") }
    static let triggers = [0.5, 2.0, 3.5]
    static let script = InteractionScript(triggers.map { .tap(at: $0, point: Point(300, 600)) })

    static let scene = EngineScene(
        id: "suck-effect", title: "The suckEffect transition: a genie funnel into the corner",
        source: CoreAnimationNotes.source("H5", "CATransition suckEffect"), tags: [.transition, .gesture],
        keyTimes: [0.4, 1.1, 1.2, 2.65], size: size, duration: 5.0, script: script, build: build)

    static func build(_ ctx: SceneContext) -> Layer {
        let view = Layer(frame: Rect(0, 0, size.width, size.height))
        view.backgroundColor = .white
        view.backdrop()
        let imgView = Layer(frame: imageFrame)
        imgView.name = "imgView"
        imgView.contents = .image(images[0])
        view.addSublayer(imgView)
        view.addSublayer(
            LayerKit.label(
                "tap: next picture", origin: Point(230, 600), width: 170, size: 14,
                color: Color(hex: 0x8E8E93)))
        var index = 0
        ctx.handlers.onTap = { _ in
            index = (index + 1) % images.count
            imgView.contents = .image(images[index])
            let anim = Transition()
            anim.type = .suckEffect
            anim.startProgress = 0.5
            anim.endProgress = 0.8
            anim.duration = 1
            imgView.add(anim, forKey: nil)
        }
        return view
    }
}
