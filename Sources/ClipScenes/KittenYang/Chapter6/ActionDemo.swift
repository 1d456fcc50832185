import ClipAnimation
import ClipGeometry
import ClipRaster

/// 6.3 `action-demo-01`: UIDynamicBehavior's `action` block (MOVIE 6.3, "demo 01 of the action
/// block"). [SEED] "When running, the dynamic animator calls the action block on every animation
/// step … any UIDynamicBehavior can call this action in real time." The book shows the movie
/// without describing it, then builds its demo 02 (the rope and ball, `dynamics-rope-ball`).
///
/// This clip shows what the block is for: a ball hangs from an anchor by a rigid attachment
/// (UIAttachmentBehavior, frequency 0) under UIGravityBehavior and swings; nothing but the
/// dynamics moves the ball, and the gravity behaviour's `action` block, run after every solver
/// step, redraws the rod from the anchor to the ball and appends the ball's centre to a trail
/// (the last 0.6 s, drawn in six fading pieces).
///
/// Choices (⚑, the movie is not described): a 180 pt rod from (180, 96), released at 50° to the
/// right at rest; gravity magnitude 1 (1000 pt/s²); trail of 72 steps (120 Hz); 360 × 360 canvas.
enum ActionDemo {
    static let background = Color(hex: 0x10131C)
    static let anchor = Point(180, 96)
    static let length = 180.0
    static let startAngle = 50 * Double.pi / 180
    static let trailSteps = 72
    static let trailPieces = 6
    static let ballColor = Color(hex: 0xFFC94D)

    static let scene = EngineScene(
        id: "action-demo-01", title: "UIDynamicBehavior action block: redraw the rod and a trail every step",
        source: .kittenYang("6.3", reference: "MOVIE 6.3, UIDynamicBehavior action demo 01"), tags: [.spring],
        keyTimes: [0.3, 0.7, 1.4, 2.6], size: Size(360, 360), duration: 6.0, background: background,
        checkExceptions: [
            CheckException(
                .seamJump,
                reason:
                    "the pendulum is released once and still swings at 6 s: the loop starts again from the raised ball and an empty trail")
        ],
        build: build)

    /// Where the ball starts: `length` from the anchor, `startAngle` right of straight down.
    static var start: Point { Point(anchor.x + length * GMath.sin(startAngle), anchor.y + length * GMath.cos(startAngle)) }

    static func build(_ ctx: SceneContext) -> Layer {
        let W = ctx.size.width, H = ctx.size.height
        let root = Layer(frame: Rect(0, 0, W, H))
        root.addSublayer(
            LayerKit.label(
                "UIDynamicBehavior.action", origin: Point(0, 22), width: W, size: 18, color: .white, weight: .semibold, align: .center))
        root.addSublayer(
            ReplicatorTricks.code("action = { redraw rod · append trail }", y: H - 40, width: W, color: Color(hex: 0x8FD3FF)))

        // Trail pieces, oldest faintest.
        var pieces: [ShapeLayer] = []
        for k in 0..<trailPieces {
            let piece = ShapeLayer()
            piece.name = "trail\(k)"
            piece.frame = root.bounds
            piece.fillColor = nil
            piece.strokeColor = ballColor
            piece.lineWidth = 2 + 4 * Double(k) / Double(trailPieces - 1)
            piece.lineCap = .round
            piece.lineJoin = .round
            piece.opacity = 0.12 + 0.5 * Double(k) / Double(trailPieces - 1)
            root.addSublayer(piece)
            pieces.append(piece)
        }
        let rod = ShapeLayer()
        rod.name = "rod"
        rod.frame = root.bounds
        rod.strokeColor = Color(hex: 0xC9D1E3)
        rod.lineWidth = 2
        rod.fillColor = nil
        root.addSublayer(rod)
        root.addSublayer(LayerKit.disc(center: anchor, radius: 6, color: Color(hex: 0xC9D1E3)))

        let ball = LayerKit.disc(center: start, radius: 18, color: ballColor)
        ball.name = "ball"
        root.addSublayer(ball)

        let animator = DynamicAnimator()
        let item = DynamicItem(layer: ball)
        item.allowsRotation = false
        animator.add(DynamicBehavior.Attachment(item: item, attachedToAnchor: anchor))
        let gravity = DynamicBehavior.Gravity(items: [item])
        animator.add(gravity)

        var trail: [Point] = [start]
        func redraw() {
            var r = Path()
            r.move(to: anchor)
            r.line(to: item.center)
            rod.path = r
            let per = max(1, trail.count / trailPieces)
            for (k, piece) in pieces.enumerated() {
                let lo = max(0, trail.count - (trailPieces - k) * per - 1), hi = min(trail.count - 1, lo + per + 1)
                var p = Path()
                if hi > lo {
                    p.move(to: trail[lo])
                    for i in (lo + 1)...hi { p.line(to: trail[i]) }
                }
                piece.path = p
            }
        }
        Transaction.withoutActions { redraw() }
        // The gravity behaviour's action block, on every step.
        animator.actions.append {
            trail.append(item.center)
            if trail.count > trailSteps { trail.removeFirst(trail.count - trailSteps) }
            Transaction.withoutActions { redraw() }
        }
        return root
    }
}
