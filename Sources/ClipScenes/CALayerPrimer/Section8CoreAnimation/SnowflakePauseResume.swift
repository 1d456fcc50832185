import ClipAnimation
import ClipGeometry
import ClipRaster

/// F4 `snowflake-pause-resume`: pausing and resuming a layer through its media timing
/// (`BaseAnimeVC`). A 10 × 20 snowflake at (50, 150) flips about its vertical axis forever
/// (`transform.rotation.y` to π in 1 s, autoreverses, repeat ∞; orthographic, so it squashes to
/// a sliver and back) while easing to the tapped point in 1 s. When the move ends, its delegate
/// sets the model position (actions disabled) and pauses the layer; each later tap toggles
/// pause / resume with the seed's recipe:
///
/// ```objc
/// // pause
/// CFTimeInterval interval = [layer convertTime:CACurrentMediaTime() fromLayer:nil];
/// layer.timeOffset = interval; layer.speed = 0;
/// // resume
/// CFTimeInterval beginTime = CACurrentMediaTime() - layer.timeOffset;
/// layer.timeOffset = 0; layer.beginTime = beginTime; layer.speed = 1.0;
/// ```
///
/// Script (spec): tap (200, 420) at 0.5 s (start), automatic pause at 1.5 s, taps at 2.5
/// (resume), 4.2 (pause), 5.0 (resume); the clip ends at 6.5 s.
/// [CHOICE] a "paused" badge shows while `speed == 0`; snowflake and tile art procedural.
enum SnowflakePauseResume {
    static let size = Section8CoreAnimation.screen
    static let script = InteractionScript([
        .tap(at: 0.5, point: Point(200, 420)), .tap(at: 2.5, point: Point(160, 300)),
        .tap(at: 4.2, point: Point(160, 300)), .tap(at: 5.0, point: Point(160, 300)),
    ])

    static let scene = EngineScene(
        id: "snowflake-pause-resume", title: "Pause and resume a layer with speed and timeOffset",
        source: Section8CoreAnimation.source("F4", "基础动画 · 暂停与恢复"), tags: [.gesture, .threeD],
        keyTimes: [0.9, 2.0, 3.3, 4.6], size: size, duration: 6.5, script: script, build: build)

    static func build(_ ctx: SceneContext) -> Layer {
        let view = Layer(frame: Rect(0, 0, size.width, size.height))
        view.contents = .image(Section8Assets.background320)
        view.backdrop()

        let layer = Layer()
        layer.name = "snow"
        layer.bounds = Rect(0, 0, 10, 20)
        layer.position = Point(50, 150)
        layer.contents = .image(Section8Assets.snowflake)
        PrimerKit.halo(layer)
        view.addSublayer(layer)
        let caption = PrimerKit.captionCard(
            view, top: 462, canvasWidth: size.width, title: "pause / resume: layer time",
            lines: ["layer.speed = 1   timeOffset = 0", "layer.beginTime = 0"])
        _ = DisplayLink { _ in
            caption.set(
                0, "layer.speed = \(PrimerKit.num(layer.speed))   timeOffset = \(PrimerKit.num(layer.timeOffset, 2))",
                active: layer.speed == 0)
            caption.set(1, "layer.beginTime = \(PrimerKit.num(layer.beginTime, 2))")
        }

        let badge = LayerKit.label(
            "❚❚ paused", origin: Point(0, 40), width: size.width, size: 18, color: .white,
            weight: .bold, align: .center)
        badge.name = "pausedBadge"
        badge.opacity = 0
        view.addSublayer(badge)

        func animationPause() {
            let interval = layer.convertTime(currentMediaTime(), from: nil)
            layer.timeOffset = interval
            layer.speed = 0
            badge.opacity = 1
        }
        func animationResume() {
            let beginTime = currentMediaTime() - layer.timeOffset
            layer.timeOffset = 0
            layer.beginTime = beginTime
            layer.speed = 1.0
            badge.opacity = 0
        }

        ctx.handlers.onTap = { location in
            if layer.animation(forKey: "KCBasicAnimation_Rotation") != nil {
                if layer.speed == 0 { animationResume() } else { animationPause() }
                return
            }
            let basicAnimation = BasicAnimation(keyPath: .position)
            basicAnimation.toValue = .point(location)
            basicAnimation.duration = 1.0
            basicAnimation.timingFunction = .easeInEaseOut
            basicAnimation.isRemovedOnCompletion = false
            basicAnimation.onStop = { _ in
                Transaction.withoutActions { layer.position = location }
                animationPause()
            }
            layer.add(basicAnimation, forKey: "KCBasicAnimation_Translation")

            let rotation = BasicAnimation(keyPath: .rotationY)
            rotation.toValue = .scalar(Double.pi)
            rotation.duration = 1.0
            rotation.autoreverses = true
            rotation.repeatCount = .infinity
            rotation.isRemovedOnCompletion = false
            layer.add(rotation, forKey: "KCBasicAnimation_Rotation")
        }
        return view
    }
}
