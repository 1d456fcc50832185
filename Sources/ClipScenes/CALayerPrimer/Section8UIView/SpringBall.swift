import ClipAnimation
import ClipGeometry
import ClipRaster

/// G2 `spring-ball` (补充 – 弹簧动画效果): a ball at the top centre (160, 50); a tap springs it
/// to the tap point with very low damping, bouncing many times and settling within 5 s:
///
/// ```objc
/// [UIView animateWithDuration:5.0 delay:0 usingSpringWithDamping:0.1 initialSpringVelocity:1.0
///                     options:UIViewAnimationOptionCurveLinear animations:^{ _ball.center = location; } completion:nil];
/// ```
/// Script: tap the screen's centre (160, 284) at 0.5 s — the target the seed's own comment names
/// (`//CGPointMake(160, 284);`); 6 s. [CHOICE] ball.png is a 40 × 40 shaded blue sphere, with a
/// faint target ring at the tap.
///
/// The spring is UIKit's (`SpringSolver.uiKit`: ζ 0.1, 5 s, v 1 → ω0 ≈ 7.27 rad/s, a 0.87-s swing,
/// first overshoot 73.6 % of the travel at 0.42 s). The spec's tap at (160, 400) would carry the
/// ball 350 × 1.736 pt down to y ≈ 658, off the 568-pt screen from 0.83 to 1.03 s; from (160, 50)
/// to the centre (234 pt) the first swing peaks at y ≈ 456 (bottom edge 476), and the ball stays
/// on screen for the whole clip (`Section8UIViewTests.testSpringBallStaysOnScreen`).
enum SpringBall {
    static let size = Section8CoreAnimation.screen
    static let start = Point(160, 50)
    static let target = Point(160, 284)
    static let script = InteractionScript([.tap(at: 0.5, point: target)])

    static let scene = EngineScene(
        id: "spring-ball", title: "A UIView spring with damping 0.1",
        source: Section8CoreAnimation.source("G2", "弹簧动画"), tags: [.spring, .gesture],
        keyTimes: [0.5, 0.75, 0.92, 2.0], size: size, duration: 6.0, script: script, build: build)

    static func build(_ ctx: SceneContext) -> Layer {
        let view = Layer(frame: Rect(0, 0, size.width, size.height))
        view.backgroundColor = .white
        view.backdrop()
        let ring = LayerKit.disc(center: target, radius: 24, color: .clear)
        ring.borderWidth = 1; ring.borderColor = Color(hex: 0xC7C7CC)
        view.addSublayer(ring)

        let ball = Layer()
        ball.name = "ball"
        ball.bounds = Rect(0, 0, 40, 40)
        ball.position = start
        ball.contents = .image(Section8Assets.blueBall)
        view.addSublayer(ball)

        PrimerKit.divider(view, y: 482, width: size.width)
        let caption = PrimerKit.caption(
            view, title: "UIView spring",
            lines: ["damping 0.1, velocity 1.0, 5 s", "center.y = 50"], top: 490)
        _ = DisplayLink { _ in
            let y = ball.presentation().position.y
            caption.set(1, "center.y = \(PrimerKit.num(y, 0))  (target 284)", active: abs(y - ball.position.y) > 0.5)
        }

        ctx.handlers.onTap = { location in
            ViewAnimation.animate(
                withDuration: 5.0, delay: 0, usingSpringWithDamping: 0.1, initialSpringVelocity: 1.0,
                options: .curveLinear, animations: { ball.position = location })
        }
        return view
    }
}
