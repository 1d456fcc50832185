import ClipAnimation
import ClipGeometry
import ClipRaster

/// H3 `icon-wobble` (004 "关键帧动画-抖动效果"): an app icon jiggles ±3° about its centre like the
/// home screen's edit mode, four full wiggles a second, forever:
///
/// ```objc
/// CAKeyframeAnimation *anim = [CAKeyframeAnimation animation];
/// anim.keyPath = @"transform.rotation";
/// anim.values = @[@(angleToRadians(-3)), @(angleToRadians(3))];
/// anim.speed = 2;             // duration left at the default 0.25 s: each −3° → +3° pass 0.125 s
/// anim.autoreverses = YES;
/// anim.repeatCount = MAXFLOAT;
/// [_imageView.layer addAnimation:anim forKey:nil];
/// ```
/// [ext-src] the image view is (100, 100, 50, 50) with "weixin". Script: a tap at 0.3 s starts
/// it; 3 s. [CHOICE] procedural chat icon; a caption under it.
enum IconWobble {
    static let size = CoreAnimationNotes.screen
    static func angleToRadians(_ a: Double) -> Double { a / 180 * Double.pi }
    static let script = InteractionScript([.tap(at: 0.3, point: Point(125, 125))])

    static let scene = EngineScene(
        id: "icon-wobble", title: "A keyframe wobble: ±3°, speed 2, autoreverse, forever",
        source: CoreAnimationNotes.source("H3", "关键帧动画-抖动效果"), tags: [.keyframe, .gesture],
        keyTimes: [0.2, 0.3625, 0.4875], size: size, duration: 3.3, script: script, build: build)

    static func build(_ ctx: SceneContext) -> Layer {
        let view = Layer(frame: Rect(0, 0, size.width, size.height))
        view.backgroundColor = .white
        view.backdrop()
        let imageView = Layer(frame: Rect(100, 100, 50, 50))
        imageView.name = "imageView"
        imageView.contents = .image(Section8Assets.weixin)
        view.addSublayer(imageView)
        view.addSublayer(
            LayerKit.label(
                "WeChat", origin: Point(75, 156), width: 100, size: 12, color: Color(hex: 0x3A3A3C),
                align: .center))

        var started = false
        ctx.handlers.onTap = { _ in
            guard !started else { return }
            started = true
            let anim = KeyframeAnimation(keyPath: .rotation)
            anim.values = [.scalar(angleToRadians(-3)), .scalar(angleToRadians(3))]
            anim.speed = 2
            anim.autoreverses = true
            anim.repeatCount = .infinity
            imageView.add(anim, forKey: nil)
        }
        return view
    }
}
