import ClipAnimation
import ClipGeometry
import ClipRaster

/// G1 `uiview-tap-move-spring` (`AnimationFromUIView`): on the tiled background a small fish at
/// (50, 150) and a black ball at the screen centre. On a tap the fish glides to the tap point
/// with the static UIView API (1.5 s, ease-in-out by default) and the ball springs there
/// (1.2 s, damping 0.5, initial velocity 1.0, overshooting ≈ 16 %):
///
/// ```objc
/// [UIView beginAnimations:@"ZXBasicAnimation" context:nil];
/// [UIView setAnimationDuration:1.5];
/// _imageView.center = location;
/// [UIView commitAnimations];
/// [UIView animateWithDuration:1.2 delay:0 usingSpringWithDamping:0.5 initialSpringVelocity:1.0
///                     options:UIViewAnimationOptionCurveLinear animations:^{ _ball.center = location; } completion:nil];
/// ```
/// Script: taps (240, 450) at 0.5 s and (80, 200) at 3.0 s.
/// [CHOICE] fish (timg_0000) 60 × 60, ball 40 × 40 (the spec's suggestions); the spring is the
/// engine's UIKit mapping (`SpringSolver.uiKit`).
enum UIViewTapMoveSpring {
    static let size = Section8CoreAnimation.screen
    static let script = InteractionScript([.tap(at: 0.5, point: Point(240, 450)), .tap(at: 3.0, point: Point(80, 200))])

    static let scene = EngineScene(
        id: "uiview-tap-move-spring", title: "UIView begin/commit move and a spring to the tap",
        source: Section8CoreAnimation.source("G1", "UIView动画封装 · 基础动画"), tags: [.spring, .gesture],
        keyTimes: [0.8, 1.3, 2.4, 3.6], size: size, duration: 5.0, script: script, build: build)

    static func build(_ ctx: SceneContext) -> Layer {
        let view = Layer(frame: Rect(0, 0, size.width, size.height))
        view.contents = .image(Section8Assets.background320)
        view.backdrop()

        let imageView = Layer()
        imageView.name = "imageView"
        imageView.bounds = Rect(0, 0, 60, 60)
        imageView.position = Point(50, 150)
        imageView.contents = .image(Section8Assets.fishFrames[0])
        view.addSublayer(imageView)

        let ball = Layer()
        ball.name = "ball"
        ball.bounds = Rect(0, 0, 40, 40)
        ball.position = Point(size.width / 2, size.height / 2)
        ball.contents = .image(Section8Assets.blackBall)
        view.addSublayer(ball)
        PrimerKit.captionCard(
            view, top: 10, canvasWidth: size.width, title: "UIView: basic vs spring",
            lines: ["fish: begin/commitAnimations, 1.5 s", "ball: spring, damping 0.5, 1.2 s"])

        ctx.handlers.onTap = { location in
            ViewAnimation.beginAnimations("ZXBasicAnimation")
            ViewAnimation.setAnimationDuration(1.5)
            imageView.position = location
            ViewAnimation.commitAnimations()

            ViewAnimation.animate(
                withDuration: 1.2, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 1.0,
                options: .curveLinear, animations: { ball.position = location })
        }
        return view
    }
}
