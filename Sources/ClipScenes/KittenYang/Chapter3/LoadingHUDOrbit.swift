import ClipAnimation
import ClipGeometry
import ClipRaster

/// 3.7 `loading-hud-orbit`: KYLoadingHUD. On a dark blurred overlay, three white dots: the outer
/// two revolve around the middle one along keyframe `path` arcs (1.4 s, ease-in-ease-out,
/// forever), and every 0.7 s all three shrink to 0.7 while the outer ones push 20 pt outward.
enum LoadingHUDOrbit {
    /// BALL_RADIUS 20 (used as the diameter).
    static let ballDiameter = 20.0
    static let fadeIn = 0.3
    static let orbitDuration = 1.4
    static let pulseInterval = 0.7

    static let scene = EngineScene(
        id: "loading-hud-orbit", title: "Loading HUD: dots orbiting on keyframe arc paths",
        source: .kittenYang("3.7", reference: "MOVIE 3.8, KYLoadingHUD"), tags: [.keyframe, .blur, .loader],
        keyTimes: [0.65, 1.40], duration: 4.5, background: .black, build: build)

    /// Ball 1: left → bottom → right → top → left (counter-clockwise on screen).
    static func leftBallPath(center c: Point, radius r: Double) -> Path {
        var p = Path()
        p.addArc(center: c, radius: r, startAngle: Double.pi, endAngle: 2 * Double.pi, clockwise: false)
        p.addArc(center: c, radius: r, startAngle: 0, endAngle: Double.pi, clockwise: false, newSubpath: true)
        return p
    }
    /// Ball 3: right → top → left → bottom → right.
    static func rightBallPath(center c: Point, radius r: Double) -> Path {
        var p = Path()
        p.addArc(center: c, radius: r, startAngle: 0, endAngle: Double.pi, clockwise: false)
        p.addArc(center: c, radius: r, startAngle: Double.pi, endAngle: 2 * Double.pi, clockwise: false, newSubpath: true)
        return p
    }

    static func build(_ ctx: SceneContext) -> Layer {
        let W = ctx.size.width, H = ctx.size.height
        let c = Point(W / 2, H / 2)
        let root = Layer(frame: Rect(0, 0, W, H))
        let screen = HomeScreen.make(size: ctx.size, accent: Color(hex: 0xB0172A))
        screen.backdrop(wholeLayer: true)
        root.addSublayer(screen)

        // UIBlurEffectStyleDark over the live screen; the spec's alpha 0 → 0.9 over 0.3 s becomes the
        // effect itself animating to 90 % (blur radius and tint together, no cross-fade).
        let blurView = VisualEffectLayer(style: .dark, frame: root.bounds)
        blurView.name = "blurView"
        root.addSublayer(blurView)
        let hud = Layer(frame: root.bounds)
        hud.opacity = 0
        root.addSublayer(hud)
        ViewAnimation.animate(
            withDuration: fadeIn,
            animations: {
                blurView.effectProgress = 0.9
                hud.opacity = 1
            })

        let d = ballDiameter
        func ball(_ x: Double) -> Layer { LayerKit.disc(center: Point(x, c.y), radius: d / 2, color: .white) }
        let ball1 = ball(c.x - d), ball2 = ball(c.x), ball3 = ball(c.x + d)
        for (i, b) in [ball1, ball2, ball3].enumerated() { b.name = "ball\(i + 1)"; hud.addSublayer(b) }
        hud.addSublayer(
            LayerKit.label(
                "LOADING", origin: Point(0, c.y + 46), width: W, size: 12,
                color: Color(white: 1, alpha: 0.6), weight: .semibold, align: .center))

        // The orbit starts once the overlay is in.
        after(fadeIn) {
            for (b, path) in [(ball1, leftBallPath(center: c, radius: d)), (ball3, rightBallPath(center: c, radius: d))] {
                let animation = KeyframeAnimation(keyPath: .position)
                animation.path = path
                animation.isRemovedOnCompletion = false
                animation.fillMode = .forwards
                animation.timingFunction = .easeInEaseOut
                animation.repeatCount = HUGE
                animation.duration = orbitDuration
                b.add(animation, forKey: "loadingAnimation")
            }

            // NSTimer every 0.7 s: shrink and push out, then back.
            func pulse() {
                ViewAnimation.animate(
                    withDuration: 0.3, delay: 0.1, options: [.curveEaseOut, .beginFromCurrentState],
                    animations: {
                        ball1.transform = Transform3D(scaleX: 0.7, y: 0.7, z: 1).concatenating(Transform3D(translationX: -d, y: 0))
                        ball3.transform = Transform3D(scaleX: 0.7, y: 0.7, z: 1).concatenating(Transform3D(translationX: d, y: 0))
                        ball2.transform = Transform3D(scaleX: 0.7, y: 0.7, z: 1)
                    },
                    completion: { _ in
                        ViewAnimation.animate(
                            withDuration: 0.3, delay: 0, options: [.curveEaseIn, .beginFromCurrentState],
                            animations: {
                                ball1.transform = .identity
                                ball3.transform = .identity
                                ball2.transform = .identity
                            })
                    })
            }
            func schedule() {
                after(pulseInterval) {
                    pulse(); schedule()
                }
            }
            schedule()
        }
        return root
    }
}
