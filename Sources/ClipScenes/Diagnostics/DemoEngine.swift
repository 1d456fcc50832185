import ClipAnimation
import ClipGeometry
import ClipRaster

/// The `demo-engine` scene: one clip exercising most engine features (gradient, text, shape
/// stroke trimming, path morph, springs, keyframe path with auto-rotation, group + autoreverse,
/// replicator with delays and colour offsets, 3D perspective, mask, shadow, transition, emitter,
/// and a scripted tap + pan with UIKit-style handlers).
package enum DemoEngine {
    package static let id = "demo-engine"
    package static let title = "Engine demo: layers, timing, springs, keyframes, replicator, 3D, masks, particles"
    package static let source =
        "clipgen engine tour: layers, timing, springs, keyframes, replicator, 3D, masks, particles, a scripted tap and drag"
    package static let size = Size(360, 640)
    package static let duration = 8.0
    /// Frame clear colour (the scene covers it with a gradient anyway).
    package static let background = Color.black

    /// Scripted interaction: a tap at 4.5 s, a drag from 5.5 s to 6.8 s.
    package static let script = InteractionScript([
        .tap(at: 4.5, point: Point(270, 560)),
        InteractionScript.pan(from: 5.5, to: 6.8, start: Point(90, 560), end: Point(200, 500), easing: .easeInEaseOut),
    ])

    package static func makeRenderer(scale: Double = 2, seed: UInt64 = 0, showTouches: Bool = true) -> LayerSceneRenderer {
        LayerSceneRenderer(
            size: size, scale: scale, seed: seed, showTouches: showTouches, background: background,
            script: script, sceneID: id, build: makeRoot)
    }

    package static func makeRoot(_ ctx: SceneContext) -> Layer {
        let root = Layer()
        root.frame = Rect(0, 0, size.width, size.height)

        // Background gradient.
        let bg = GradientLayer()
        bg.frame = root.bounds
        bg.colors = [Color(hex: 0x141E30), Color(hex: 0x243B55), Color(hex: 0x3A1C71)]
        bg.locations = [0, 0.6, 1]
        root.addSublayer(bg)

        // Title with a fade transition to a second title at 3 s.
        let title = TextLayer()
        title.frame = Rect(0, 24, size.width, 40)
        title.string = "clipgen engine"
        title.font = .bold
        title.fontSize = 28
        title.alignmentMode = .center
        title.foregroundColor = .white
        root.addSublayer(title)
        after(3) {
            title.string = "timing · springs · 3D"
            title.add(Transition(type: .fade, duration: 0.6), forKey: "transition")
        }

        // Spring box (CASpringAnimation on position.x), border + corner radius + shadow.
        let box = Layer()
        box.frame = Rect(30, 90, 60, 60)
        box.backgroundColor = Color(hex: 0xFF6B6B)
        box.cornerRadius = 12
        box.borderWidth = 3
        box.borderColor = .white
        box.shadowOpacity = 0.6
        box.shadowRadius = 6
        box.shadowOffset = Size(0, 4)
        root.addSublayer(box)
        let spring = SpringAnimation(keyPath: .positionX)
        spring.fromValue = 60; spring.toValue = 150
        spring.damping = 6; spring.stiffness = 120
        spring.duration = spring.settlingDuration
        spring.beginTime = 0.3
        spring.fillMode = .backwards
        box.position.x = 150
        box.add(spring, forKey: "spring")

        // Replicator dots: scale pulse with instanceDelay and colour offsets.
        let rep = ReplicatorLayer()
        rep.frame = Rect(200, 90, 140, 60)
        rep.instanceCount = 5
        rep.instanceTransform = Transform3D(translationX: 28, y: 0)
        rep.instanceDelay = 0.15
        rep.instanceColor = Color(r: 1, g: 0.4, b: 1)
        rep.instanceRedOffset = -0.15
        rep.instanceGreenOffset = 0.12
        root.addSublayer(rep)
        let dot = Layer()
        dot.frame = Rect(4, 20, 20, 20)
        dot.cornerRadius = 10
        dot.backgroundColor = .white
        rep.addSublayer(dot)
        let pulse = BasicAnimation(keyPath: .scale, from: 0.3, to: 1.0, duration: 0.6)
        pulse.autoreverses = true
        pulse.repeatCount = HUGE
        pulse.timingFunction = .easeInEaseOut
        dot.add(pulse, forKey: "pulse")

        // Stroke drawing (strokeEnd) + path morph circle -> rounded square, group with autoreverse.
        let ring = ShapeLayer()
        ring.frame = Rect(30, 190, 120, 120)
        ring.path = ovalPath(in: Rect(10, 10, 100, 100))
        ring.fillColor = Color(hex: 0x4ECDC4, alpha: 0.25)
        ring.strokeColor = Color(hex: 0x4ECDC4)
        ring.lineWidth = 6
        ring.lineCap = .round
        root.addSublayer(ring)
        let draw = BasicAnimation(keyPath: .strokeEnd, from: 0, to: 1)
        let morph = BasicAnimation(keyPath: .path, to: .path(roundedRectPath(Rect(15, 15, 90, 90), radius: 8).asCubics()))
        morph.fromValue = .path(ovalPath(in: Rect(10, 10, 100, 100)).asCubics())
        morph.beginTime = 1
        morph.duration = 1
        let group = AnimationGroup([draw, morph], duration: 2)
        group.autoreverses = true
        group.repeatCount = HUGE
        group.timingFunction = .easeInEaseOut
        ring.add(group, forKey: "drawAndMorph")

        // Keyframe path with rotationMode auto (paced) around an oval.
        let orbit = ovalPath(in: Rect(190, 200, 140, 100))
        let track = ShapeLayer()
        track.path = orbit
        track.fillColor = nil
        track.strokeColor = Color(white: 1, alpha: 0.3)
        track.lineDashPattern = [4, 4]
        root.addSublayer(track)
        let plane = ShapeLayer()
        plane.bounds = Rect(0, 0, 24, 16)
        var tri = Path()
        tri.move(to: Point(24, 8)); tri.line(to: Point(0, 0)); tri.line(to: Point(6, 8)); tri.line(to: Point(0, 16)); tri.close()
        plane.path = tri
        plane.fillColor = Color(hex: 0xFFE66D)
        plane.position = Point(330, 250)
        root.addSublayer(plane)
        let fly = KeyframeAnimation(keyPath: .position)
        fly.path = orbit
        fly.calculationMode = .paced
        fly.rotationMode = .auto
        fly.duration = 4
        fly.repeatCount = HUGE
        plane.add(fly, forKey: "fly")

        // 3D card with perspective (transform.rotation.y on a model with m34), with shadow.
        let card = GradientLayer()
        card.frame = Rect(40, 340, 120, 160)
        card.colors = [Color(hex: 0xF7971E), Color(hex: 0xFFD200)]
        card.startPoint = Point(0, 0); card.endPoint = Point(1, 1)
        card.cornerRadius = 14
        var persp = Transform3D.identity; persp.m34 = -1.0 / 500
        card.transform = persp
        let cardText = TextLayer()
        cardText.frame = Rect(0, 60, 120, 40)
        cardText.string = "3D"
        cardText.font = .bold
        cardText.fontSize = 32
        cardText.alignmentMode = .center
        cardText.foregroundColor = Color(hex: 0x3A1C71)
        card.addSublayer(cardText)
        root.addSublayer(card)
        let spin = BasicAnimation(keyPath: .rotationY, from: 0, to: .scalar(2 * Double.pi), duration: 4)
        spin.repeatCount = HUGE
        card.add(spin, forKey: "spin")

        // Mask: a gradient revealed by a growing circle (shape-layer mask with path animation).
        let reveal = GradientLayer()
        reveal.frame = Rect(200, 340, 130, 160)
        reveal.gradientType = .radial
        reveal.startPoint = Point(0.5, 0.5); reveal.endPoint = Point(1, 1)
        reveal.colors = [Color(hex: 0x00F260), Color(hex: 0x0575E6)]
        let mask = ShapeLayer()
        mask.frame = reveal.bounds
        mask.path = ovalPath(in: Rect(55, 70, 20, 20))
        reveal.mask = mask
        root.addSublayer(reveal)
        let grow = BasicAnimation(
            keyPath: .path, from: .path(ovalPath(in: Rect(55, 70, 20, 20))),
            to: .path(ovalPath(in: Rect(-40, -20, 210, 210))), duration: 2.5)
        grow.timingFunction = .easeOut
        grow.repeatCount = HUGE
        mask.add(grow, forKey: "grow")

        // Emitter: sparkles from a line at the bottom.
        let em = EmitterLayer()
        em.frame = root.bounds
        em.emitterPosition = Point(180, 650)
        em.emitterSize = Size(360, 0)
        em.emitterShape = .line
        em.seed = ctx.seed &+ 7
        let cell = EmitterCell(name: "spark")
        cell.birthRate = 30
        cell.lifetime = 3; cell.lifetimeRange = 1
        cell.velocity = 90; cell.velocityRange = 40
        cell.emissionLongitude = -Double.pi / 2; cell.emissionRange = 0.6
        cell.yAcceleration = 10
        cell.scale = 1; cell.scaleRange = 0.5
        cell.alphaSpeed = -0.3
        cell.color = Color(r: 1, g: 0.9, b: 0.6, a: 0.9)
        cell.greenRange = 0.1
        em.emitterCells = [cell]
        root.insertSublayer(em, above: bg)

        // Interaction: a tap spawns a spring ring; a pan drags a ball that springs back (UIView spring).
        let ball = Layer()
        ball.frame = Rect(70, 540, 40, 40)
        ball.cornerRadius = 20
        ball.backgroundColor = Color(hex: 0x4ECDC4)
        root.addSublayer(ball)
        let home = ball.position
        ctx.handlers.onPan = { g in
            switch g.state {
            case .began, .changed:
                Transaction.withoutActions { ball.position = home + g.translation }
            case .ended:
                ViewAnimation.animate(withDuration: 0.8, usingSpringWithDamping: 0.4, initialSpringVelocity: 0) {
                    ball.position = home
                }
            }
        }
        ctx.handlers.onTap = { p in
            let r = ShapeLayer()
            r.frame = Rect(p.x - 30, p.y - 30, 60, 60)
            r.path = ovalPath(in: Rect(0, 0, 60, 60))
            r.fillColor = nil
            r.strokeColor = Color(hex: 0xFFE66D)
            r.lineWidth = 4
            root.addSublayer(r)
            let s = SpringAnimation(keyPath: .scale)
            s.fromValue = 0.2; s.toValue = 1
            s.damping = 5
            s.duration = s.settlingDuration
            r.add(s, forKey: "pop")
            let fade = BasicAnimation(keyPath: .opacity, from: 1, to: 0, duration: 1.5)
            fade.fillMode = .forwards; fade.isRemovedOnCompletion = false
            fade.onStop = { _ in r.removeFromSuperlayer() }
            r.add(fade, forKey: "fade")
        }
        return root
    }
}
