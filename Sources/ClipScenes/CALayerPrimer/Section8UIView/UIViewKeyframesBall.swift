import ClipAnimation
import ClipGeometry
import ClipRaster

/// G3 `uiview-keyframes-ball` (`KeyFrameAnimationFromUIView`): on a tap, a black ball at
/// (50, 150) zig-zags down to (80, 220), (40, 300) and (67, 400) over 5 s and stays there (a
/// UIView animation leaves the model at the end):
///
/// ```objc
/// [UIView animateKeyframesWithDuration:5.0 delay:0 options:UIViewKeyframeAnimationOptionCalculationModeLinear animations:^{
///     [UIView addKeyframeWithRelativeStartTime:0.0 relativeDuration:0.5 animations:^{ _ball.center = CGPointMake(80, 220); }];
///     [UIView addKeyframeWithRelativeStartTime:0.5 relativeDuration:0.25 animations:^{ _ball.center = CGPointMake(40, 300); }];
///     [UIView addKeyframeWithRelativeStartTime:0.75f relativeDuration:0.25 animations:^{ _ball.center = CGPointMake(67, 400); }];
/// } completion:nil];
/// ```
/// Segments of 2.5 s, 1.25 s and 1.25 s. Script: tap at 0.5 s.
/// [CHOICE] the whole timeline is eased in-out (UIKit's known behaviour, §1.13; the engine's
/// `easeTimeline` flag), linear within segments; ball 40 × 40 on the tiled background, the
/// keyframes marked by faint dots.
enum UIViewKeyframesBall {
    static let size = Section8CoreAnimation.screen
    static let points = [Point(80, 220), Point(40, 300), Point(67, 400)]
    static let script = InteractionScript([.tap(at: 0.5, point: Point(160, 300))])

    static let scene = EngineScene(
        id: "uiview-keyframes-ball", title: "UIView keyframes with relative start times and durations",
        source: Section8CoreAnimation.source("G3", "UIView动画封装 · 关键帧动画"), tags: [.keyframe, .gesture],
        keyTimes: [0.4, 2.0, 3.6, 5.0, 5.8], size: size, duration: 6.2, script: script, build: build)

    static func build(_ ctx: SceneContext) -> Layer {
        let view = Layer(frame: Rect(0, 0, size.width, size.height))
        view.contents = .image(Section8Assets.background320)
        view.backdrop()
        for p in [Point(50, 150)] + points { view.addSublayer(LayerKit.disc(center: p, radius: 3, color: Color(white: 1, alpha: 0.45))) }

        let ball = Layer()
        ball.name = "ball"
        ball.bounds = Rect(0, 0, 40, 40)
        ball.position = Point(50, 150)
        ball.contents = .image(Section8Assets.blackBall)
        view.addSublayer(ball)
        let caption = PrimerKit.captionCard(
            view, top: 440, canvasWidth: size.width, title: "animateKeyframes, 5 s",
            lines: ["relative 0–0.5, 0.5–0.75, 0.75–1", "center (50, 150)"])
        _ = DisplayLink { _ in
            let p = ball.presentation().position
            caption.set(1, "center (\(PrimerKit.num(p.x, 0)), \(PrimerKit.num(p.y, 0)))", active: p != ball.position)
        }

        ctx.handlers.onTap = { _ in
            ViewAnimation.animateKeyframes(
                withDuration: 5.0, delay: 0, calculationMode: .linear,
                animations: {
                    ViewAnimation.addKeyframe(withRelativeStartTime: 0.0, relativeDuration: 0.5) { ball.position = points[0] }
                    ViewAnimation.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.25) { ball.position = points[1] }
                    ViewAnimation.addKeyframe(withRelativeStartTime: 0.75, relativeDuration: 0.25) { ball.position = points[2] }
                })
        }
        return view
    }
}
