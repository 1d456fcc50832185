import ClipAnimation
import ClipGeometry
import ClipRaster

/// F2 `petal-fly-to-tap` and F3 `petal-fly-spin`: the basic-animation demo (Kenshin Cui's
/// `KCMainViewController`). On a tiled background a 10 × 20 petal at (50, 150) flies to the
/// tapped point in 5 s at constant speed (no timing function); the translation's delegate sets
/// the model position when it stops, inside a transaction with actions disabled, so the petal
/// stays where it landed instead of snapping back (the glitch the seed describes).
///
/// ```objc
/// CABasicAnimation *basicAnimation = [CABasicAnimation animationWithKeyPath:@"position"];
/// basicAnimation.toValue = [NSValue valueWithCGPoint:location];
/// basicAnimation.duration = 5.0;
/// basicAnimation.delegate = self;
/// [basicAnimation setValue:[NSValue valueWithCGPoint:location] forKey:@"KCBasicAnimationLocation"];
/// [_layer addAnimation:basicAnimation forKey:@"KCBasicAnimation_Translation"];
/// ```
///
/// F3 adds the rotation extension: `anchorPoint = (0.5, 0.6)` set after the position (the sprite
/// shifts up 2 pt) and `transform.rotation.z` to 3π/2 over 6 s with `autoreverses` (270°
/// clockwise, then back). [CHOICE] the code, not the prose: the rotation runs once (no
/// infinite repeat count). Petal and tile art are procedural (Part 3).
enum PetalFly {
    static let size = Section8CoreAnimation.screen
    static let start = Point(50, 150)

    static let flyScript = InteractionScript([.tap(at: 0.5, point: Point(220, 450)), .tap(at: 6, point: Point(100, 300))])
    static let spinScript = InteractionScript([.tap(at: 0.5, point: Point(220, 450))])

    static let flyScene = EngineScene(
        id: "petal-fly-to-tap", title: "CABasicAnimation to the tapped point, model set on stop",
        source: Section8CoreAnimation.source("F2", "基础动画"), tags: [.gesture],
        keyTimes: [0.4, 3.0, 5.8, 8.5], size: size, duration: 11.5, script: flyScript
    ) { ctx in build(ctx, spin: false) }

    static let spinScene = EngineScene(
        id: "petal-fly-spin", title: "The petal flies and spins 270° about an off-centre anchor",
        source: Section8CoreAnimation.source("F3", "基础动画 · 旋转"), tags: [.gesture],
        keyTimes: [0.4, 3.0, 6.5, 10.0], size: size, duration: 12.8, script: spinScript
    ) { ctx in build(ctx, spin: true) }

    static func build(_ ctx: SceneContext, spin: Bool) -> Layer {
        let view = Layer(frame: Rect(0, 0, size.width, size.height))
        // self.view.backgroundColor = [UIColor colorWithPatternImage:[UIImage imageNamed:@"background.jpg"]]
        view.contents = .image(Section8Assets.background320)
        view.backdrop()

        let layer = Layer()
        layer.name = "petal"
        layer.bounds = Rect(0, 0, 10, 20)
        layer.position = start
        layer.contents = .image(Section8Assets.petal)
        if spin { layer.anchorPoint = Point(0.5, 0.6) }
        view.addSublayer(layer)

        ctx.handlers.onTap = { location in
            // Translation (the only animation with the delegate).
            let basicAnimation = BasicAnimation(keyPath: .position)
            basicAnimation.toValue = .point(location)
            basicAnimation.duration = 5.0
            basicAnimation.onStop = { _ in
                // animationDidStop: — set the final position without an implicit animation.
                Transaction.withoutActions { layer.position = location }
            }
            layer.add(basicAnimation, forKey: "KCBasicAnimation_Translation")

            if spin {
                let rotation = BasicAnimation(keyPath: .rotationZ)
                rotation.toValue = .scalar(Double.pi / 2 * 3)
                rotation.duration = 6.0
                rotation.autoreverses = true
                layer.add(rotation, forKey: "KCBasicAnimation_Rotation")
            }
        }
        return view
    }
}
