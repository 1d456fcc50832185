import ClipAnimation
import ClipGeometry
import ClipRaster

/// 3.6 `download-button`: a blue circle springs into a pill-shaped progress bar, a white bar
/// fills it, then it springs back into a green circle and a check mark draws itself.
enum DownloadButton {
    static let progressBarWidth = 200.0
    static let progressBarHeight = 30.0
    static let buttonSize = 100.0
    static let tapTime = 0.5
    static let blue = Color(r: 0, g: 122 / 255, b: 1)
    static let green = Color(r: 0.1803921568627451, g: 0.8, b: 0.44313725490196076)
    static let page = Color(r: 1, g: 0.843, b: 0)
    static let ink = Color(hex: 0x5A4300)

    static let script = InteractionScript([.tap(at: tapTime, point: Point(375 / 2, 667 / 2))])

    static let scene = EngineScene(
        id: "download-button", title: "Download button: circle → progress bar → check",
        source: .kittenYang("3.6", reference: "MOVIE 3.5"), tags: [.keyframe, .text], keyTimes: [0.80, 2.10, 4.15],
        duration: 5.0, background: page, script: script, build: build)

    static func build(_ ctx: SceneContext) -> Layer {
        let W = ctx.size.width, H = ctx.size.height
        let root = Layer(frame: Rect(0, 0, W, H))
        root.backgroundColor = page
        root.backdrop()

        root.addSublayer(
            LayerKit.label(
                "A Guide to iOS Animation 2.0", origin: Point(0, H / 2 - 130), width: W, size: 20,
                color: ink, weight: .bold, align: .center))
        let status = LayerKit.label(
            "PDF · 12.4 MB · tap to download", origin: Point(0, H / 2 + 84), width: W, size: 14,
            color: ink.withAlpha(0.75), weight: .medium, align: .center)
        root.addSublayer(status)

        let button = Layer(frame: Rect(W / 2 - buttonSize / 2, H / 2 - buttonSize / 2, buttonSize, buttonSize))
        button.name = "button"
        button.backgroundColor = blue
        button.cornerRadius = buttonSize / 2
        button.masksToBounds = true
        root.addSublayer(button)
        // [CHOICE] initial icon: a white down arrow, removed on tap with the other sublayers.
        var arrow = Path()
        arrow.move(to: Point(50, 28)); arrow.line(to: Point(50, 68))
        arrow.move(to: Point(34, 54)); arrow.line(to: Point(50, 70)); arrow.line(to: Point(66, 54))
        arrow.move(to: Point(32, 78)); arrow.line(to: Point(68, 78))
        button.addSublayer(LayerKit.shape(arrow, frame: button.bounds, fill: nil, stroke: .white, lineWidth: 6, cap: .round, join: .round))

        let originframe = button.frame

        func checkAnimation() {
            let checkLayer = ShapeLayer()
            let w = button.bounds.width
            let rectInCircle = button.bounds.insetBy(dx: w * (1 - 1 / 2.0.squareRoot()) / 2, dy: w * (1 - 1 / 2.0.squareRoot()) / 2)
            let s = rectInCircle.width, x = rectInCircle.minX, y = rectInCircle.minY
            var path = Path()
            path.move(to: Point(x + s / 9, y + s * 2 / 3))
            path.line(to: Point(x + s / 3, y + s * 9 / 10))
            path.line(to: Point(x + s * 8 / 10, y + s * 2 / 10))
            checkLayer.frame = button.bounds
            checkLayer.path = path
            checkLayer.fillColor = .clear
            checkLayer.strokeColor = .white
            checkLayer.lineWidth = 10
            checkLayer.lineCap = .round
            checkLayer.lineJoin = .round
            button.addSublayer(checkLayer)
            let checkAnimation = BasicAnimation(keyPath: .strokeEnd, from: 0, to: 1, duration: 0.3)
            checkLayer.add(checkAnimation, forKey: nil)
            status.string = "Downloaded · tap to open"
        }

        func progressBarAnimation() {
            let progressLayer = ShapeLayer()
            var path = Path()
            path.move(to: Point(progressBarHeight / 2, button.bounds.height / 2))
            path.line(to: Point(button.bounds.width - progressBarHeight / 2, button.bounds.height / 2))
            progressLayer.frame = button.bounds
            progressLayer.path = path
            progressLayer.strokeColor = .white
            progressLayer.lineWidth = progressBarHeight - 6
            progressLayer.lineCap = .round
            button.addSublayer(progressLayer)
            status.string = "Downloading…"
            let pathAnimation = BasicAnimation(keyPath: .strokeEnd, from: 0, to: 1, duration: 2.0)
            pathAnimation.onStop = { _ in
                ViewAnimation.animate(
                    withDuration: 0.3,
                    animations: {
                        for l in button.sublayers { l.opacity = 0 }
                    },
                    completion: { _ in
                        for l in button.sublayers { l.removeFromSuperlayer() }
                        button.cornerRadius = originframe.height / 2
                        let radiusAnimation = BasicAnimation(keyPath: .cornerRadius, from: .scalar(progressBarHeight / 2), duration: 0.2)
                        radiusAnimation.timingFunction = .easeOut
                        radiusAnimation.onStart = {
                            ViewAnimation.animate(
                                withDuration: 0.6, usingSpringWithDamping: 0.6, initialSpringVelocity: 0,
                                options: .curveEaseOut,
                                animations: {
                                    button.bounds = Rect(0, 0, originframe.width, originframe.height)
                                    button.backgroundColor = green
                                },
                                completion: { _ in
                                    button.removeAllAnimations()
                                    checkAnimation()
                                })
                        }
                        button.add(radiusAnimation, forKey: "cornerRadiusExpandAnim")
                    })
            }
            progressLayer.add(pathAnimation, forKey: nil)
        }

        ctx.handlers.onTap = { p in
            guard originframe.contains(p) else { return }
            for l in button.sublayers { l.removeFromSuperlayer() }
            // Model first, then animate from the old value (no toValue needed).
            button.cornerRadius = progressBarHeight / 2
            let radiusAnimation = BasicAnimation(keyPath: .cornerRadius, from: .scalar(originframe.height / 2), duration: 0.2)
            radiusAnimation.timingFunction = .easeOut
            radiusAnimation.onStart = {
                ViewAnimation.animate(
                    withDuration: 0.6, usingSpringWithDamping: 0.6, initialSpringVelocity: 0,
                    options: .curveEaseOut,
                    animations: {
                        button.bounds = Rect(0, 0, progressBarWidth, progressBarHeight)
                    },
                    completion: { _ in
                        button.removeAllAnimations()
                        progressBarAnimation()
                    })
            }
            button.add(radiusAnimation, forKey: "cornerRadiusShrinkAnim")
        }
        return root
    }
}
