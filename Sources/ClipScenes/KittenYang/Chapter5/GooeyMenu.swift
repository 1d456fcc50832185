import ClipAnimation
import ClipGeometry
import ClipRaster

/// 5.1 `gooey-menu`: the gooey menu ball (KYGooeyMenuDemo, `Menu` + `MenuLayer`). A circle of four
/// cubic Béziers (12 points) whose three top points are moved by a custom animatable property,
/// `xAxisPercent`, animated by KYSpringLayerAnimation's sampled keyframes (§1.6): STATE1 pulls the
/// cap left (0.3 s, 18 linear samples), STATE2 flings it right (0.3 s), STATE3 springs it back
/// (1.0 s, 60 samples of 1 − e^(−5x)·cos(30x), overshooting 60 %). Each step is added in the
/// previous one's `animationDidStop`.
///
/// Two variants of the spec's flags: `gooey-menu-v1` (`version: 1`, the first draft of MOVIE 5.2:
/// the three top points shift together by `xAxisPercent·offset`, 0 → 1 → −1 then a spring back to
/// 0) and `gooey-menu-debug` (`debugPoints: true`: the 12 points of the four curves drawn, as the
/// book's debug mode shows them, with the tangent handles; the three moving ones in orange).
///
/// Choices (⚑): version 2 (the final code); the left points at x = OFF (seed bug: 0); upstream
/// sizes (OFF 30, ball 100, a 160 × 160 view) shown ×2 on a 320 × 320 canvas; control points not
/// drawn (debugPoints off); taps at 0.5 s and 2.3 s. Debug points are 4 pt squares (upstream 2 ×
/// 2 blue ones, invisible on the blue ball at ×2) in dark ink, handles 1 pt grey lines.
enum GooeyMenu {
    /// `#define OFF 30` [UPSTREAM].
    static let off = 30.0
    static let viewSize = 160.0
    static let displayScale = 2.0
    static let fill = Color.rgb(29, 163, 255)
    static let tapTimes = [0.5, 2.3]

    static let scene = EngineScene(
        id: "gooey-menu", title: "Gooey menu ball: a custom animatable property",
        source: .kittenYang("5.1", reference: "MOVIE 5.1–5.2, KYGooeyMenu"), tags: [.bezier, .keyframe, .spring],
        keyTimes: [0.7, 0.95, 1.25, 1.5], size: Size(320, 320), duration: 4.0, background: .white,
        script: InteractionScript(tapTimes.map { .tap(at: $0, point: Point(160, 160)) }),
        build: { build($0, version: 2, debugPoints: false) })

    static let versionOneScene = EngineScene(
        id: "gooey-menu-v1", title: "Gooey menu ball, version 1: the cap shifts left, right and springs back",
        source: .kittenYang("5.1", reference: "MOVIE 5.2, KYGooeyMenu (first draft)"), tags: [.bezier, .keyframe, .spring],
        keyTimes: [0.7, 0.95, 1.25, 1.5], size: Size(320, 320), duration: 4.0, background: .white,
        script: InteractionScript(tapTimes.map { .tap(at: $0, point: Point(160, 160)) }),
        checkExceptions: tapTimes.map { tap in
            // 0.3 s + 0.3 s after each tap: the linear 1 → −1 step ends and the spring starts back
            // from −1 at 3 /s, so the cap turns round within one frame (a cusp, not a flash).
            CheckException(
                .flash, from: tap + 0.55, to: tap + 0.65,
                reason: "version 1's cap runs 1 → −1 and the spring takes it straight back: the motion reverses in one frame")
        },
        build: { build($0, version: 1, debugPoints: false) })

    static let debugScene = EngineScene(
        id: "gooey-menu-debug", title: "Gooey menu ball, debug points: only the three top points move",
        source: .kittenYang("5.1", reference: "GALLERY 5.1–5.2, KYGooeyMenu showDebug"), tags: [.bezier, .keyframe, .spring],
        keyTimes: [0.2, 0.7, 0.95, 1.25, 1.5], size: Size(320, 320), duration: 4.0, background: .white,
        script: InteractionScript(tapTimes.map { .tap(at: $0, point: Point(160, 160)) }),
        build: { build($0, version: 2, debugPoints: true) })

    /// The animated property and the state that picks its formula (STATE1/2/3).
    static let xAxisPercent = CustomProperty("xAxisPercent", default: 0.0)
    static let animState = CustomProperty("animState", default: 1.0)

    /// The three top points (top_left, top_center, top_right) for a state and percent, in a view
    /// of side `side` (real_rect = inset by OFF).
    static func topPoints(state: Int, percent p: Double, side: Double = viewSize, version: Int = 2) -> [Point] {
        let real = Rect(off, off, side - 2 * off, side - 2 * off)
        let offset = real.width / 3.6
        let cx = side / 2
        if version == 1 {
            // [SEED] version 1: "moveDistance = _xAxisPercent*(offset)", all three shifted together.
            let moveDistance = p * offset
            return [cx - offset - moveDistance, cx - moveDistance, cx + offset - moveDistance].map { Point($0, off) }
        }
        let xs: [Double]
        switch state {
        case 1:
            let moveDistance1 = p * (real.width / 2 - offset) / 2
            xs = [cx - offset - moveDistance1 * 2, cx - moveDistance1, cx + offset]
        case 2:
            let moveDistance1 = (real.width / 2 - offset) / 2
            let moveDistance2 = p * (real.width / 3)
            xs = [cx - offset - moveDistance1 * 2 + moveDistance2, cx - moveDistance1 + moveDistance2, cx + offset + moveDistance2]
        default:
            let moveDistance1 = (real.width / 2 - offset) / 2
            let moveDistance2 = real.width / 3
            let gooeyDis1 = p * (cx - offset - moveDistance1 * 2 + moveDistance2 - (cx - offset))
            let gooeyDis2 = p * (cx - moveDistance1 + moveDistance2 - cx)
            let gooeyDis3 = p * (cx + offset + moveDistance2 - (cx + offset))
            xs = [
                cx - offset - moveDistance1 * 2 + moveDistance2 - gooeyDis1, cx - moveDistance1 + moveDistance2 - gooeyDis2,
                cx + offset + moveDistance2 - gooeyDis3,
            ]
        }
        return xs.map { Point($0, off) }
    }

    /// `drawInContext:`'s circle path.
    static func circlePath(state: Int, percent: Double, side: Double = viewSize, version: Int = 2) -> Path {
        let p = points(state: state, percent: percent, side: side, version: version)
        var circlePath = Path()
        circlePath.move(to: p[1])
        circlePath.cubic(to: p[4], control1: p[2], control2: p[3])
        circlePath.cubic(to: p[7], control1: p[5], control2: p[6])
        circlePath.cubic(to: p[10], control1: p[8], control2: p[9])
        circlePath.cubic(to: p[1], control1: p[11], control2: p[0])
        circlePath.close()
        return circlePath
    }

    /// The 12 points clockwise from top_left: top_left, top_center, top_right, right_top,
    /// right_center, right_bottom, bottom_right, bottom_center, bottom_left, left_bottom,
    /// left_center, left_top (on-curve points at 1, 4, 7, 10).
    static func points(state: Int, percent: Double, side: Double = viewSize, version: Int = 2) -> [Point] {
        let real = Rect(off, off, side - 2 * off, side - 2 * off)
        let offset = real.width / 3.6
        let c = Point(side / 2, side / 2)
        let top = topPoints(state: state, percent: percent, side: side, version: version)
        return [
            top[0], top[1], top[2],
            Point(real.maxX, c.y - offset), Point(real.maxX, c.y), Point(real.maxX, c.y + offset),
            Point(c.x + offset, real.maxY), Point(c.x, real.maxY), Point(c.x - offset, real.maxY),
            Point(off, c.y + offset), Point(off, c.y), Point(off, c.y - offset),
        ]
    }

    static let debugInk = Color(hex: 0x1B2540)
    static let debugMoving = Color(hex: 0xFF8A1F)
    static let debugHandle = Color(hex: 0x8A93A8)

    /// showDebug: each on-curve point joined to its two handles, and all 12 points as squares.
    static func drawDebug(_ g: inout DrawContext, points p: [Point]) {
        for k in [1, 4, 7, 10] {
            var handle = Path()
            handle.move(to: p[(k + 11) % 12])
            handle.line(to: p[k])
            handle.line(to: p[(k + 1) % 12])
            g.stroke(handle, color: debugHandle, width: 0.75)
        }
        for (k, q) in p.enumerated() {
            let side = 4.0
            g.fill(rectPath(Rect(q.x - side / 2, q.y - side / 2, side, side)), color: k < 3 ? debugMoving : debugInk)
        }
    }

    /// KYSpringLayerAnimation `createBasicAnimation:duration:fromValue:toValue:`.
    static func createBasicAnimation(_ keyPath: String, duration: Double, from: Double, to: Double) -> KeyframeAnimation {
        sampled(keyPath, duration: duration, values: SampledCurve.linearValues(from: from, to: to, duration: duration))
    }
    /// `createSpringAnimation:duration:usingSpringWithDamping:initialSpringVelocity:fromValue:toValue:`.
    static func createSpringAnimation(
        _ keyPath: String, duration: Double, damping: Double, velocity: Double,
        from: Double, to: Double
    ) -> KeyframeAnimation {
        sampled(
            keyPath, duration: duration,
            values: SampledCurve.springValues(from: from, to: to, duration: duration, damping: damping, velocity: velocity))
    }
    static func sampled(_ keyPath: String, duration: Double, values: [Double]) -> KeyframeAnimation {
        let anim = KeyframeAnimation(keyPath: AnimKeyPath(keyPath))
        anim.values = values.map { .scalar($0) }
        anim.duration = duration
        anim.fillMode = .forwards
        anim.isRemovedOnCompletion = false
        return anim
    }

    static func build(_ ctx: SceneContext, version: Int, debugPoints: Bool) -> Layer {
        let W = ctx.size.width, H = ctx.size.height
        let root = Layer(frame: Rect(0, 0, W, H))

        // MenuLayer: the Menu view's bounds (100 pt ball inset by −30), shown ×2.
        let menuLayer = Layer()
        menuLayer.name = "menuLayer"
        menuLayer.bounds = Rect(0, 0, viewSize, viewSize)
        menuLayer.position = Point(W / 2, H / 2)
        menuLayer.transform = CATransform3DMakeScale(displayScale, displayScale, 1)
        _ = menuLayer.declare(xAxisPercent)
        _ = menuLayer.declare(animState)
        menuLayer.contents = .drawing { ctx, st in
            let state = Int(st[animState]), percent = st[xAxisPercent], side = st.bounds.width
            ctx.fill(circlePath(state: state, percent: percent, side: side, version: version), color: fill)
            if debugPoints { drawDebug(&ctx, points: points(state: state, percent: percent, side: side, version: version)) }
        }
        root.addSublayer(menuLayer)
        let caption =
            debugPoints
            ? "Debug points: only the top three (orange) move" : version == 1 ? "Version 1: the three top points shift together" : nil
        if let caption {
            root.addSublayer(
                LayerKit.label(caption, origin: Point(0, H - 34), width: W, size: 13, color: Color(hex: 0x6A7185), align: .center))
        }

        var animating = false
        ctx.handlers.onTap = { _ in
            guard !animating else { return } // userInteractionEnabled = NO while it runs
            animating = true
            menuLayer[animState] = 1
            // Version 1 runs 0 → 1, 1 → −1 and springs −1 → 0; version 2 runs each step 0 → 1 in its state.
            let steps: [(from: Double, to: Double)] = version == 1 ? [(0, 1), (1, -1), (-1, 0)] : [(0, 1), (0, 1), (0, 1)]
            let first = createBasicAnimation("xAxisPercent", duration: 0.3, from: steps[0].from, to: steps[0].to)
            first.onStop = { _ in
                menuLayer[animState] = 2
                let second = createBasicAnimation("xAxisPercent", duration: 0.3, from: steps[1].from, to: steps[1].to)
                second.onStop = { _ in
                    menuLayer[animState] = 3
                    let third = createSpringAnimation(
                        "xAxisPercent", duration: 1.0, damping: 0.5, velocity: 3.0, from: steps[2].from, to: steps[2].to)
                    third.onStop = { _ in
                        menuLayer[xAxisPercent] = steps[2].to
                        menuLayer.removeAllAnimations()
                        animating = false
                    }
                    menuLayer.add(third, forKey: "xAxisPercent")
                }
                menuLayer.add(second, forKey: "xAxisPercent")
            }
            menuLayer.add(first, forKey: "xAxisPercent")
        }
        return root
    }
}
