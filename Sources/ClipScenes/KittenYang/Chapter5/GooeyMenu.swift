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
/// Choices (⚑): version 2 (the final code); the left points at x = OFF (seed bug: 0); upstream
/// sizes (OFF 30, ball 100, a 160 × 160 view) shown ×2 on a 320 × 320 canvas; control points not
/// drawn (debugPoints off); taps at 0.5 s and 2.3 s.
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
        build: build)

    /// The animated property and the state that picks its formula (STATE1/2/3).
    static let xAxisPercent = CustomProperty("xAxisPercent", default: 0.0)
    static let animState = CustomProperty("animState", default: 1.0)

    /// The three top points (top_left, top_center, top_right) for a state and percent, in a view
    /// of side `side` (real_rect = inset by OFF).
    static func topPoints(state: Int, percent p: Double, side: Double = viewSize) -> [Point] {
        let real = Rect(off, off, side - 2 * off, side - 2 * off)
        let offset = real.width / 3.6
        let cx = side / 2
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
    static func circlePath(state: Int, percent: Double, side: Double = viewSize) -> Path {
        let real = Rect(off, off, side - 2 * off, side - 2 * off)
        let offset = real.width / 3.6
        let c = Point(side / 2, side / 2)
        let top = topPoints(state: state, percent: percent, side: side)
        let rightTop = Point(real.maxX, c.y - offset), rightCenter = Point(real.maxX, c.y), rightBottom = Point(real.maxX, c.y + offset)
        let bottomLeft = Point(c.x - offset, real.maxY), bottomCenter = Point(c.x, real.maxY), bottomRight = Point(c.x + offset, real.maxY)
        let leftTop = Point(off, c.y - offset), leftCenter = Point(off, c.y), leftBottom = Point(off, c.y + offset)
        var circlePath = Path()
        circlePath.move(to: top[1])
        circlePath.cubic(to: rightCenter, control1: top[2], control2: rightTop)
        circlePath.cubic(to: bottomCenter, control1: rightBottom, control2: bottomRight)
        circlePath.cubic(to: leftCenter, control1: bottomLeft, control2: leftBottom)
        circlePath.cubic(to: top[1], control1: leftTop, control2: top[0])
        circlePath.close()
        return circlePath
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

    static func build(_ ctx: SceneContext) -> Layer {
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
            ctx.fill(circlePath(state: Int(st[animState]), percent: st[xAxisPercent], side: st.bounds.width), color: fill)
        }
        root.addSublayer(menuLayer)

        var animating = false
        ctx.handlers.onTap = { _ in
            guard !animating else { return } // userInteractionEnabled = NO while it runs
            animating = true
            menuLayer[animState] = 1
            let first = createBasicAnimation("xAxisPercent", duration: 0.3, from: 0, to: 1)
            first.onStop = { _ in
                menuLayer[animState] = 2
                let second = createBasicAnimation("xAxisPercent", duration: 0.3, from: 0, to: 1)
                second.onStop = { _ in
                    menuLayer[animState] = 3
                    let third = createSpringAnimation("xAxisPercent", duration: 1.0, damping: 0.5, velocity: 3.0, from: 0, to: 1)
                    third.onStop = { _ in
                        menuLayer[xAxisPercent] = 1.0
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
