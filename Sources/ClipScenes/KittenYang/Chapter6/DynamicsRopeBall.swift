import ClipAnimation
import ClipGeometry
import ClipRaster

/// 6.2 `dynamics-rope-ball`: UIKit Dynamics' action block (DynamicActionBlockDemo). A translucent
/// sky-blue panel fills the top half and rests on the screen's mid-line; a chain of three hidden
/// joints hangs from its centre to a ball (attached at the ball's top point, so it can spin); the
/// red rope is a cubic Bézier from the panel's centre to the ball's through the joints, redrawn in
/// the gravity behaviour's `action` on every step. Dragged up and released, the panel drops,
/// bounces on the mid-line (elasticity 0.5) and the rope whips the ball around.
///
/// Choices (⚑): mass = area / 10 000 (panel 12.5, joints 0.09, ball 0.36); rigid rods of the
/// initial lengths; rotation locked for the panel, free for the ball and joints; the ball is a
/// procedural volleyball (white, blue and yellow panels, radial shading); joints hidden
/// (`showJoints` draws them as in MOVIE 6.5); white page; script as the spec's 7 s.
enum DynamicsRopeBall {
    static let ropeColor = Color.rgb(224, 0, 35)
    static let showJoints = false
    /// The ball's starting twist (rad).
    static let initialTwist = 0.12

    // Script [CHOICE].
    static let grab = Point(187.5, 200)
    static let scene = EngineScene(
        id: "dynamics-rope-ball", title: "Dynamics action block: a rope whips a ball",
        source: .kittenYang("6.2", reference: "MOVIE 6.4–6.5, DynamicActionBlockDemo"), tags: [.physics, .gesture, .bezier],
        keyTimes: [1.2, 1.95, 2.4, 3.0], duration: 7.0, background: .white,
        script: InteractionScript([
            .pan(
                from: 0.5, to: 1.4,
                path: { t in
                    Point(grab.x, grab.y - 180 * TimingFunction.easeOut.value(at: min(1, max(0, (t - 0.5) / 0.6))))
                }),
            .pan(
                from: 4.5, to: 5.1,
                path: { t in
                    Point(grab.x, grab.y - 90 * TimingFunction.easeOut.value(at: min(1, max(0, (t - 4.5) / 0.4))))
                }),
        ]),
        build: build)

    /// The ball image (60 pt): a volleyball, three curved bands (blue, yellow, blue) on white,
    /// with a soft shading; its rotation shows as the bands turn.
    static func ballContents() -> LayerContents {
        .drawing { ctx, st in
            let b = st.bounds, c = Point(b.midX, b.midY), r = b.width / 2
            let disc = Shapes.circle(c, r)
            ctx.fill(disc, color: .white)
            ctx.saveGState()
            ctx.clip(to: disc)
            let bands = [Color(hex: 0x1F5FBF), Color(hex: 0xF5C518), Color(hex: 0x1F5FBF)]
            for (k, colour) in bands.enumerated() {
                let a = -Double.pi / 2 + Double(k) * 2 * Double.pi / 3
                let d = Point(GMath.cos(a), GMath.sin(a))
                ctx.stroke(Shapes.circle(c + d * (r * 1.25), r * 0.95), color: colour, width: r * 0.32)
            }
            ctx.fill(
                disc,
                paint: .radialGradient(
                    stops: [
                        GradientStop(0, Color(white: 1, alpha: 0.35)),
                        GradientStop(0.55, Color(white: 1, alpha: 0)),
                        GradientStop(1, Color(white: 0, alpha: 0.3)),
                    ],
                    center: c + Point(-r * 0.35, -r * 0.35), radius: r * 1.35))
            ctx.restoreGState()
            ctx.stroke(disc, color: Color(white: 0, alpha: 0.25), width: 1)
        }
    }

    static func build(_ ctx: SceneContext) -> Layer {
        let W = ctx.size.width, H = ctx.size.height
        let root = Layer(frame: Rect(0, 0, W, H))

        // panView: the top half, alpha 0.5, shadow on its bounds, a sky-blue → white gradient (the
        // view's gradient sublayer fills it exactly: drawn as the view's own gradient, one draw
        // faded by its alpha, no offscreen group).
        let panView = LayerKit.gradient(Rect(0, 0, W, H / 2), colors: [Color(r: 0.0, g: 191.0 / 255, b: 1), .white])
        panView.name = "panView"
        panView.opacity = 0.5
        panView.shadowOffset = Size(-1, 2)
        panView.shadowOpacity = 0.5
        panView.shadowRadius = 5.0
        panView.shadowColor = .black
        panView.shadowPath = rectPath(panView.bounds)
        root.addSublayer(panView)

        // ballImageView: 60 × 60 at (W/2 − 30, H/1.5).
        let ballImageView = Layer(frame: Rect(W / 2 - 30, H / 1.5, 60, 60))
        ballImageView.name = "ball"
        ballImageView.contents = ballContents()
        ballImageView.shadowOffset = Size(-4, 4)
        ballImageView.shadowOpacity = 0.5
        ballImageView.shadowRadius = 5.0
        ballImageView.shadowColor = .black
        // [CHOICE] the ball hangs turned by a few degrees: a perfectly straight chain is an
        // unstable balance that UIKit's own rounding breaks; this breaks it deterministically.
        ballImageView.transform = CATransform3DMakeRotation(initialTwist, 0, 0, 1)
        root.addSublayer(ballImageView)

        // The three grey 30 × 30 joints on x = ball.centre.x.
        func square(_ cy: Double, _ name: String) -> Layer {
            let v = LayerKit.box(Rect(ballImageView.position.x - 15, cy - 15, 30, 30), color: Color(white: 0.6))
            v.name = name
            v.isHidden = !showJoints
            root.addSublayer(v)
            return v
        }
        let middleY = (ballImageView.position.y - panView.position.y) + 15
        let middleView = square(middleY, "middleView")
        let topView = square((middleY - panView.position.y) + panView.position.y / 2, "topView")
        let bottomView = square((middleY - panView.position.y) + panView.position.y * 1.5, "bottomView")
        _ = middleView // never added to any behaviour

        // The rope, inserted below the ball.
        let rope = ShapeLayer()
        rope.name = "rope"
        rope.frame = root.bounds
        rope.fillColor = nil
        rope.strokeColor = ropeColor
        rope.lineWidth = 5.0
        rope.shadowOffset = Size(-1, 2)
        rope.shadowOpacity = 0.5
        rope.shadowRadius = 5.0
        rope.shadowColor = .black
        root.insertSublayer(rope, below: ballImageView)

        let animator = DynamicAnimator()
        let pan = DynamicItem(layer: panView), top = DynamicItem(layer: topView)
        let bottom = DynamicItem(layer: bottomView), ball = DynamicItem(layer: ballImageView)
        pan.allowsRotation = false

        let panGravity = DynamicBehavior.Gravity(items: [pan])
        animator.add(panGravity)
        let viewsGravity = DynamicBehavior.Gravity(items: [ball, top, bottom])
        animator.add(viewsGravity)

        let collision = DynamicBehavior.Collision(items: [pan])
        collision.addBoundary(identifier: "Left", from: Point(-1, 0), to: Point(-1, H))
        collision.addBoundary(identifier: "Right", from: Point(W + 1, 0), to: Point(W + 1, H))
        collision.addBoundary(identifier: "Middle", from: Point(0, H / 2), to: Point(W, H / 2))
        animator.add(collision)

        animator.add(DynamicBehavior.Attachment(item: pan, attachedTo: top))
        animator.add(DynamicBehavior.Attachment(item: top, attachedTo: bottom))
        animator.add(DynamicBehavior.Attachment(item: ball, offsetFromCenter: Point(0, -30), attachedTo: bottom))
        configure([pan, top, bottom, ball], elasticity: 0.5)

        func drawRope() {
            var path = Path()
            path.move(to: pan.center)
            path.cubic(to: ball.center, control1: top.center, control2: bottom.center)
            rope.path = path
        }
        drawRope()
        animator.actions.append(drawRope) // viewsGravity.action

        var startY = 0.0
        ctx.handlers.onPan = { g in
            switch g.state {
            case .began:
                startY = panView.position.y
                animator.remove(panGravity)
            case .changed:
                // Only upward from rest.
                let y = startY + g.translation.y
                if !(y > H / 2 - panView.bounds.height / 2) {
                    panView.position = Point(panView.position.x, y)
                    animator.updateItemUsingCurrentState(pan)
                }
            case .ended:
                animator.add(panGravity)
            }
        }
        return root
    }
}
