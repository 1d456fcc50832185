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
///
/// [CHOICE] framing (the sprite is 10 × 20 pt on a 320 × 568 screen): a white ring around the
/// petal (a sublayer centred on its anchor point), a dashed line from the start to the tap, a
/// target ring, and a caption card at the top with the animation's values and the live
/// presentation position; F3 adds a ×3 loupe in the card, turning with the same rotation.
/// F2 keeps one tap (the spec's optional second tap is dropped: 6.4 s instead of 11.5 s); F3
/// cannot be shorter than the seed's 6-s rotation with autoreverse (12 s after the tap).
enum PetalFly {
    static let size = Section8CoreAnimation.screen
    static let start = Point(50, 150)

    static let flyScript = InteractionScript([.tap(at: 0.5, point: Point(220, 450))])
    static let spinScript = InteractionScript([.tap(at: 0.5, point: Point(220, 450))])

    static let flyScene = EngineScene(
        id: "petal-fly-to-tap", title: "CABasicAnimation to the tapped point, model set on stop",
        source: Section8CoreAnimation.source("F2", "基础动画"), tags: [.gesture],
        keyTimes: [0.4, 3.0, 5.8], size: size, duration: 6.4, script: flyScript
    ) { ctx in build(ctx, spin: false) }

    static let spinScene = EngineScene(
        id: "petal-fly-spin", title: "The petal flies and spins 270° about an off-centre anchor",
        source: Section8CoreAnimation.source("F3", "基础动画 · 旋转"), tags: [.gesture],
        keyTimes: [0.4, 3.0, 6.5, 10.0], size: size, duration: 12.6, script: spinScript
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
        // A ring centred on the anchor point frames the tiny sprite (it does not turn visibly).
        let anchor = Point(10 * layer.anchorPoint.x, 20 * layer.anchorPoint.y)
        let halo = LayerKit.shape(
            PrimerAssets.circlePath(Point(17, 17), 16), frame: Rect(anchor.x - 17, anchor.y - 17, 34, 34), fill: nil,
            stroke: Color(white: 1, alpha: 0.75), lineWidth: 1.5)
        halo.name = "halo"
        layer.addSublayer(halo)
        // The flight's start, and (once tapped) its line and target.
        view.addSublayer(LayerKit.disc(center: start, radius: 2.5, color: Color(white: 1, alpha: 0.6)))
        let flightLine = LayerKit.shape(Path(), frame: view.bounds, fill: nil, stroke: Color(white: 1, alpha: 0.45), lineWidth: 1)
        flightLine.lineDashPattern = [5, 4]
        view.addSublayer(flightLine)
        let target = LayerKit.shape(
            PrimerAssets.circlePath(Point(12, 12), 10), frame: Rect(-100, -100, 24, 24), fill: nil, stroke: Color(hex: 0xFFD34D),
            lineWidth: 1.5)
        target.name = "target"
        view.addSublayer(target)
        view.addSublayer(layer)

        // Caption card (top: the taps land in the lower half).
        PrimerKit.card(view, Rect(10, 10, size.width - 20, spin ? 118 : 112))
        let textWidth = spin ? 200.0 : 270.0
        let caption = PrimerKit.caption(
            view, title: spin ? "Fly + rotation.z" : "CABasicAnimation",
            lines: [
                spin ? "rotation.z → 270°, 6 s, reverses" : "position → tap, 5 s, linear",
                "waiting for a tap",
            ], top: 20, width: textWidth, x: 22)
        caption.lines[0].fontSize = spin ? 12 : 14
        let noteText = spin ? "anchorPoint (0.5, 0.6): the dot" : "animationDidStop: position = tap (actions off)"
        let note = LayerKit.label(noteText, origin: Point(22, 94), width: textWidth, size: 11.5, color: PrimerKit.secondary)
        view.addSublayer(note)
        var loupeSprite: Layer?
        if spin {
            // A ×3 loupe of the petal, turned by the same animation.
            let loupe = LayerKit.disc(center: Point(264, 74), radius: 41, color: Color(hex: 0x22305A))
            loupe.name = "loupe"
            loupe.masksToBounds = true
            let big = Layer()
            big.name = "loupePetal"
            big.bounds = Rect(0, 0, 30, 60)
            big.anchorPoint = Point(0.5, 0.6)
            big.position = Point(41, 41)
            big.contents = .image(Section8Assets.petal)
            loupe.addSublayer(big)
            loupe.addSublayer(LayerKit.disc(center: Point(41, 41), radius: 2.5, color: .white))
            view.addSublayer(loupe)
            view.addSublayer(
                LayerKit.label("×3", origin: Point(212, 100), width: 20, size: 11, color: PrimerKit.secondary, weight: .bold))
            loupeSprite = big
        }
        _ = DisplayLink { _ in
            guard layer.animation(forKey: "KCBasicAnimation_Translation") != nil || layer.position != start else { return }
            let p = layer.presentation()
            var line = "presentation (\(PrimerKit.num(p.position.x, 0)), \(PrimerKit.num(p.position.y, 0)))"
            if spin {
                let a = (p.value(forKeyPath: "transform.rotation.z")?.scalar ?? 0) * 180 / Double.pi
                line =
                    "(\(PrimerKit.num(p.position.x, 0)), \(PrimerKit.num(p.position.y, 0)))  \(PrimerKit.num((a + 360).truncatingRemainder(dividingBy: 360), 0))°"
            }
            caption.set(1, line, active: layer.animationKeys().contains { $0.hasPrefix("KCBasicAnimation") })
        }

        ctx.handlers.onTap = { location in
            var path = Path()
            path.move(to: layer.presentation().position); path.line(to: location)
            flightLine.path = path
            target.position = location
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
                loupeSprite?.add(rotation, forKey: "KCBasicAnimation_Rotation")
            }
        }
        return view
    }
}
