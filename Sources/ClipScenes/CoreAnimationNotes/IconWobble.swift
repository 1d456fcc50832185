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
/// it; 3 s. [CHOICE] (the spec's ⚑ "optionally several icons with phase offsets, like a home
/// screen"): the whole home screen is in jiggle mode: a 4 × 6 grid of 60-pt icons plus the dock,
/// every icon running the same animation with its own phase (`timeOffset`), so the ±3° reads
/// at thumbnail size; the WeChat icon is the image view, second row, second column; the key
/// times fall on the image view's ±3° peaks.
enum IconWobble {
    static let size = CoreAnimationNotes.screen
    static func angleToRadians(_ a: Double) -> Double { a / 180 * Double.pi }
    static let script = InteractionScript([.tap(at: 0.3, point: imageFrame.center)])
    /// The grid slot of the WeChat image view (row 1, column 1) and its frame.
    static let imageIndex = 5
    static let rows = 6
    static let imageFrame = SpringBoard.iconFrames(size: size, rows: rows, side: 60, top: 36, pitch: 98)[imageIndex]
    /// Phase of each icon's wobble (a fraction of the 0.25-s cycle), so neighbours swing apart.
    static func phase(_ i: Int) -> Double { i == imageIndex ? 0 : Double((i * 5) % 8) / 8 }

    static let scene = EngineScene(
        id: "icon-wobble", title: "A keyframe wobble: ±3°, speed 2, autoreverse, forever",
        source: CoreAnimationNotes.source("H3", "关键帧动画-抖动效果"), tags: [.keyframe, .gesture],
        keyTimes: [0.2, 0.425, 0.55], size: size, duration: 3.3, script: script, build: build)

    static func build(_ ctx: SceneContext) -> Layer {
        let imageView = Layer(frame: imageFrame)
        imageView.name = "imageView"
        imageView.contents = .image(Section8Assets.weixin)
        imageView.cornerRadius = 13.5
        imageView.masksToBounds = true
        let view = SpringBoard.make(
            size: size, rows: rows, side: 60, top: 36, pitch: 98, replace: [imageIndex: imageView],
            names: [imageIndex: "WeChat"])
        // The icons, in grid order (the image view among them), are the effect; the wallpaper,
        // names, page dots and dock are backdrop.
        let icons = view.sublayers.filter { $0 === imageView || $0.name?.hasPrefix("icon-") == true }
        for layer in view.sublayers where !icons.contains(where: { $0 === layer }) { layer.backdrop(wholeLayer: true) }

        var started = false
        ctx.handlers.onTap = { _ in
            guard !started else { return }
            started = true
            for (i, icon) in icons.enumerated() {
                let anim = KeyframeAnimation(keyPath: .rotation)
                anim.values = [.scalar(angleToRadians(-3)), .scalar(angleToRadians(3))]
                anim.speed = 2
                anim.autoreverses = true
                anim.repeatCount = .infinity
                anim.timeOffset = phase(i) * 0.5 // local time: one cycle is 0.5 s at speed 1
                icon.add(anim, forKey: nil)
            }
        }
        return view
    }
}
