import ClipAnimation
import ClipGeometry
import ClipRaster

/// 3.1 `twitter-launch`: the launch screen's star logo becomes a mask through which the home
/// screen zooms in (Kitten Yang ch. 3, MOVIE 3.1). Written like the book's AppDelegate code.
enum TwitterLaunch {
    /// Window background = launch screen colour: UIColor(red: 128/255, green: 0, blue: 0, alpha: 1).
    static let windowColor = Color.rgb(128, 0, 0)
    /// Accent used by the home screen (the logo's red, a little brighter on white).
    static let accent = Color(hex: 0xB0172A)

    static let scene = EngineScene(
        id: "twitter-launch", title: "Twitter-style launch: zoom through the logo",
        source: .kittenYang("3.1", reference: "MOVIE 3.1"), tags: [.mask, .keyframe], keyTimes: [0.50, 1.70, 2.30],
        duration: 2.4, background: windowColor,
        checkExceptions: [
            CheckException(
                .leavesAndReturns, from: 1.3, to: 1.9,
                reason: "the content bump (scale 1 → 1.05 → 1) carries the tab bar's icons past the bottom edge and back")
        ],
        build: build)

    /// The logo image (1000 × 1000 in the original): a white five-pointed star, point up, outer
    /// radius 0.5·side, inner 0.25·side, tips rounded by 4 % of the side. Drawn into whatever
    /// bounds the layer has (contentsGravity resize), so animating `bounds` scales it.
    static func logoContents() -> LayerContents {
        .drawing { ctx, st in
            let b = st.bounds
            // Stretch a unit-square star to the bounds like `contents = logo.png`.
            let star = Path.star(center: Point(0.5, 0.5 + 0.047), outerRadius: 0.5, innerRadius: 0.25, points: 5, tipRounding: 0.04)
            ctx.saveGState()
            ctx.translateBy(x: b.minX, y: b.minY)
            ctx.scaleBy(x: b.width, y: b.height)
            ctx.fill(star, color: .white)
            ctx.restoreGState()
        }
    }

    static func build(_ ctx: SceneContext) -> Layer {
        let W = ctx.size.width, H = ctx.size.height
        // self.window.backgroundColor = UIColor(red: 128/255, green: 0/255, blue: 0/255, alpha: 1)
        let window = Layer(frame: Rect(0, 0, W, H))
        window.backgroundColor = windowColor
        window.backdrop()

        // The navigation controller's view: the app's home screen.
        let navigationView = HomeScreen.make(size: ctx.size, accent: accent)
        navigationView.name = "navigationView"
        window.addSublayer(navigationView)

        // The "cheat": a white view over the content, hiding it until the zoom.
        let whiteCover = Layer(frame: Rect(0, 0, W, H))
        whiteCover.backgroundColor = .white
        navigationView.addSublayer(whiteCover)

        // mask.contents = logo; bounds = 60 × 60; position = view.center.
        let mask = Layer()
        mask.name = "logoMask"
        mask.contents = logoContents()
        mask.bounds = Rect(0, 0, 60, 60)
        mask.position = Point(W / 2, H / 2)
        navigationView.mask = mask

        // Logo animation: 60 → 50 (anticipation) → 2000 (explode), one second after launch.
        let transformAnimation = KeyframeAnimation(keyPath: .bounds)
        transformAnimation.duration = 1
        transformAnimation.beginTime = currentMediaTime() + 1 // 延迟一秒
        let initalBounds = Rect(0, 0, 60, 60)
        let secondBounds = Rect(0, 0, 50, 50)
        let finalBounds = Rect(0, 0, 2000, 2000)
        transformAnimation.values = [.rect(initalBounds), .rect(secondBounds), .rect(finalBounds)]
        transformAnimation.keyTimes = [0, 0.5, 1]
        transformAnimation.timingFunctions = [.easeInEaseOut, .easeOut]
        transformAnimation.isRemovedOnCompletion = false
        transformAnimation.fillMode = .forwards
        mask.add(transformAnimation, forKey: "maskAnimation")

        // Content bump: 1 → 1.05 (0.25 s after 1.3 s), then back to identity (0.3 s, ease-in-out).
        ViewAnimation.animate(
            withDuration: 0.25, delay: 1.3, options: [],
            animations: {
                navigationView.transform = CATransform3DMakeScale(1.05, 1.05, 1)
            },
            completion: { _ in
                ViewAnimation.animate(
                    withDuration: 0.3, delay: 0, options: .curveEaseInOut,
                    animations: {
                        navigationView.transform = CATransform3DIdentity
                    })
            })

        // The white cover fades out (0.1 s after 1.35 s, ease-in) and is removed.
        ViewAnimation.animate(
            withDuration: 0.1, delay: 1.35, options: .curveEaseIn,
            animations: {
                whiteCover.opacity = 0
            },
            completion: { _ in
                whiteCover.removeFromSuperlayer()
            })

        // [UPSTREAM] the mask is removed once the star has outgrown the screen.
        after(1.85) { navigationView.mask = nil }
        return window
    }
}
