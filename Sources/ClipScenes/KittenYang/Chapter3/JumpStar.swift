import ClipAnimation
import ClipGeometry
import ClipRaster

/// 3.5 `jump-star`: JumpStarDemo ("Smartisan Calendar" star). The icon hops up turning edge-on
/// (flat y rotation, no m34), swaps image at the top, and drops back turning face-on; its
/// shadow widens and fades on the way up and shrinks and darkens on landing. Each tap toggles
/// dot ↔ star. Everything is the upstream 19 × 19 pt control scaled ×8.
enum JumpStar {
    static let jumpDuration = 0.125
    static let downDuration = 0.215
    /// ×8 of the upstream sizes: jump height 14 → 112 pt, control 19 → 152 pt.
    static let k = 8.0
    static let jumpHeight = 14 * k
    static let canvas = Size(320, 320)
    static let control = Rect((320 - 19 * k) / 2, 320 - 19 * k - 20, 19 * k, 19 * k)
    static let taps = [0.4, 1.4, 2.4]
    static let background = Color(r: 0.984, g: 0.796, b: 0.192)

    static var iconCenter: Point {
        let w = control.width
        return Point(control.minX + w / 2, control.minY + (w - 6 * k) / 2)
    }

    static let script = InteractionScript(taps.map { .tap(at: $0, point: iconCenter) })

    static let scene = EngineScene(
        id: "jump-star", title: "Jump star: image bounce switch",
        source: .kittenYang("3.5", reference: "MOVIE 3.4, JumpStarDemo"), tags: [.threeD, .keyframe],
        keyTimes: [0.46, 0.60, 1.00], size: canvas, duration: 3, background: background,
        script: script, build: build)

    /// `icon_star_incell`: a red rounded star with a darker outline.
    static let starImage = LayerContents.drawing { ctx, st in
        let b = st.bounds
        let c = Point(b.midX, b.midY + b.height * 0.045)
        let star = Path.star(center: c, outerRadius: b.width * 0.5, innerRadius: b.width * 0.25, points: 5, tipRounding: b.width * 0.06)
        ctx.fill(
            star,
            paint: .linearGradient(
                stops: [GradientStop(0, Color(hex: 0xFF5A5F)), GradientStop(1, Color(hex: 0xD81E36))],
                start: Point(b.midX, b.minY), end: Point(b.midX, b.maxY)))
        ctx.stroke(star, color: Color(hex: 0xA3122A), width: b.width * 0.025, join: .round)
    }
    /// `blue_dot`: a glossy blue dot.
    static let dotImage = LayerContents.drawing { ctx, st in
        let b = st.bounds
        let r = b.width * 0.3
        let c = Point(b.midX, b.midY)
        let dot = Shapes.circle(c, r)
        ctx.fill(Shapes.circle(c, r + b.width * 0.04), color: .white)
        ctx.fill(
            dot,
            paint: .radialGradient(
                stops: [GradientStop(0, Color(hex: 0x8CC8FF)), GradientStop(1, Color(hex: 0x1C7CE8))],
                center: Point(c.x - r * 0.3, c.y - r * 0.35), radius: r * 1.35))
    }
    /// The shadow image: a soft black ellipse (drawn into whatever bounds it has).
    static let shadowImage = LayerContents.drawing { ctx, st in
        let b = st.bounds
        // Concentric ellipses of low alpha: a blurred edge without an offscreen blur.
        let steps = 6
        for i in 0..<steps {
            let f = 1 - Double(i) / Double(steps) * 0.6
            let rx = b.width / 2 * f, ry = b.height / 2 * f
            ctx.fill(ovalPath(in: Rect(b.midX - rx, b.midY - ry, 2 * rx, 2 * ry)), color: Color(white: 0, alpha: 0.22))
        }
    }

    static func build(_ ctx: SceneContext) -> Layer {
        let root = Layer(frame: Rect(0, 0, canvas.width, canvas.height))
        root.backgroundColor = background
        root.backdrop()

        let view = Layer(frame: control)
        root.addSublayer(view)
        let w = control.width, h = control.height
        // starView: (w/2 − (w−6)/2, 0, w − 6, h − 6) in upstream points.
        let starView = Layer(frame: Rect(w / 2 - (w - 6 * k) / 2, 0, w - 6 * k, h - 6 * k))
        starView.contents = dotImage
        starView.name = "starView"
        // shadowView: 10 × 3 at (w/2 − 5, h − 3) → 80 × 24, alpha 0.4.
        let shadowView = Layer(frame: Rect(w / 2 - 5 * k, h - 3 * k, 10 * k, 3 * k))
        shadowView.contents = shadowImage
        shadowView.name = "shadowView"
        shadowView.opacity = 0.4
        view.addSublayer(shadowView)
        view.addSublayer(starView)

        var marked = false
        var animating = false
        let centerY = starView.position.y

        ctx.handlers.onTap = { _ in
            guard !animating else { return }
            animating = true
            // Up: rotate to edge-on while rising (group, jumpDuration, fill forwards).
            let transformAnima = BasicAnimation(keyPath: .rotationY, from: 0, to: .scalar(Double.pi / 2))
            transformAnima.timingFunction = .easeInEaseOut
            let positionAnima = BasicAnimation(keyPath: .positionY, from: .scalar(centerY), to: .scalar(centerY - jumpHeight))
            positionAnima.timingFunction = .easeOut
            let animGroup = AnimationGroup([transformAnima, positionAnima], duration: jumpDuration)
            animGroup.fillMode = .forwards
            animGroup.isRemovedOnCompletion = false
            animGroup.onStart = {
                ViewAnimation.animate(
                    withDuration: jumpDuration, options: .curveEaseOut,
                    animations: {
                        shadowView.opacity = 0.2
                        shadowView.bounds = Rect(0, 0, shadowView.bounds.width * 1.6, shadowView.bounds.height)
                    })
            }
            animGroup.onStop = { finished in
                guard finished else { return } // removeAllAnimations below reports the retained group again
                // Swap the image at the top, then fall back turning face-on.
                marked.toggle()
                starView.contents = marked ? starImage : dotImage
                let down = BasicAnimation(keyPath: .rotationY, from: .scalar(Double.pi / 2), to: .scalar(Double.pi))
                down.timingFunction = .easeInEaseOut
                let fall = BasicAnimation(keyPath: .positionY, from: .scalar(centerY - jumpHeight), to: .scalar(centerY))
                fall.timingFunction = .easeIn
                let downGroup = AnimationGroup([down, fall], duration: downDuration)
                downGroup.fillMode = .forwards
                downGroup.isRemovedOnCompletion = false
                downGroup.onStart = {
                    // Seed: the landing shadow also uses jumpDuration.
                    ViewAnimation.animate(
                        withDuration: jumpDuration, options: .curveEaseOut,
                        animations: {
                            shadowView.opacity = 0.4
                            shadowView.bounds = Rect(0, 0, shadowView.bounds.width / 1.6, shadowView.bounds.height)
                        })
                }
                downGroup.onStop = { finished in
                    guard finished else { return }
                    starView.removeAllAnimations() // rotation snaps π → 0 (invisible: symmetric icons)
                    animating = false
                }
                starView.add(downGroup, forKey: "jumpDown")
            }
            starView.add(animGroup, forKey: "jumpUp")
        }
        return root
    }
}
