import ClipAnimation
import ClipGeometry
import ClipRaster

/// 3.2 `circle-mask-transition`: the "Ping" push transition (KYPingTransitionDemo). Screen B is
/// revealed through a CAShapeLayer mask whose oval path grows from the button; a left-edge pan
/// drives the inverse (PingInvertTransition) as a percent-driven interactive transition.
enum CircleMaskTransition {
    /// `transitionDuration` [UPSTREAM].
    static let duration = 0.7
    static let tapTime = 0.6
    static let panStart = 2.0, panEnd = 3.0

    /// The pop's flick [CHOICE]: the finger lifts off at W/transitionDuration pt/s, the speed at which
    /// the percent-driven animation advances its clock (percent = translation/W), so the finished
    /// transition carries on at the finger's pace instead of leaping ahead of a finger at rest.
    static func releaseSpeed(width: Double) -> Double { width / duration }

    static func buttonFrame(_ size: Size) -> Rect { Rect(size.width - 54, 64 + 5, 48, 48) }

    static let script: InteractionScript = {
        let W = 375.0
        let b = Rect(W - 54, 69, 48, 48)
        return InteractionScript([
            .tap(at: tapTime, point: Point(b.midX, b.midY)),
            InteractionScript.edgePan(
                from: panStart, to: panEnd, edge: .left, start: Point(0, 400), end: Point(0.6 * W, 400),
                release: .flick(speed: releaseSpeed(width: W))),
        ])
    }()

    static let scene = EngineScene(
        id: "circle-mask-transition", title: "Ping: circle-mask push transition with interactive pop",
        source: .kittenYang("3.2", reference: "MOVIE 3.2, KEYNOTE 3.1"), tags: [.transition, .mask, .gesture],
        keyTimes: [0.95, 2.70, 3.10], duration: 3.7, script: script, build: build)

    /// The final oval (quadrant test on the button's origin, the seed's "+30" kept).
    static func finalPath(button: Rect, bounds: Rect) -> Path {
        let finalPoint: Point
        let center = Point(button.midX, button.midY)
        if button.minX > bounds.width / 2 {
            if button.minY < bounds.height / 2 {
                finalPoint = Point(center.x - 0, center.y - bounds.maxY + 30) // 第一象限
            } else {
                finalPoint = Point(center.x - 0, center.y - 0) // 第四象限
            }
        } else {
            if button.minY < bounds.height / 2 {
                finalPoint = Point(center.x - bounds.maxX, center.y - bounds.maxY + 30) // 第二象限
            } else {
                finalPoint = Point(center.x - bounds.maxX, center.y - 0) // 第三象限
            }
        }
        let radius = (finalPoint.x * finalPoint.x + finalPoint.y * finalPoint.y).squareRoot()
        return ovalPath(in: button.insetBy(dx: -radius, dy: -radius))
    }

    static func build(_ ctx: SceneContext) -> Layer {
        let size = ctx.size
        let window = Layer(frame: Rect(0, 0, size.width, size.height))
        let bounds = window.bounds
        let button = buttonFrame(size)

        // fromVC: page 1 with the round button.
        let screenA = Posters.sunrise(size: size, subtitle: "Tap the round button to ping into page 2")
        let buttonLayer = LayerKit.disc(center: Point(button.midX, button.midY), radius: 24, color: .white)
        screenA.addSublayer(LayerKit.softShadow(for: buttonLayer.frame, cornerRadius: 24, blur: 5, offset: Size(0, 2), opacity: 0.3))
        var arrow = Path()
        arrow.move(to: Point(15, 24)); arrow.line(to: Point(33, 24))
        arrow.move(to: Point(26, 17)); arrow.line(to: Point(33, 24)); arrow.line(to: Point(26, 31))
        buttonLayer.addSublayer(
            LayerKit.shape(
                arrow, frame: Rect(0, 0, 48, 48), fill: nil, stroke: Color(hex: 0xD9427A),
                lineWidth: 3, cap: .round, join: .round))
        screenA.addSublayer(buttonLayer)
        window.addSublayer(screenA)
        screenA.backdrop(wholeLayer: true) // the screen the circle opens over

        let screenB = Posters.tide(size: size, subtitle: "Swipe from the left edge to pop back")
        let startPath = ovalPath(in: button)
        let bigPath = finalPath(button: button, bounds: bounds)

        // Push (PingTransition.animateTransition).
        ctx.handlers.onTap = { p in
            guard button.insetBy(dx: -10, dy: -10).contains(p), screenB.superlayer == nil else { return }
            window.addSublayer(screenB)
            let maskLayer = ShapeLayer()
            maskLayer.frame = bounds
            maskLayer.path = bigPath // model = final, to avoid bouncing back after the animation
            screenB.mask = maskLayer
            let maskLayerAnimation = BasicAnimation(keyPath: .path)
            maskLayerAnimation.fromValue = .path(startPath)
            maskLayerAnimation.toValue = .path(bigPath)
            maskLayerAnimation.duration = duration
            maskLayerAnimation.timingFunction = .easeInEaseOut
            maskLayerAnimation.onStop = { _ in
                // completeTransition: masks removed, the from-view leaves the container.
                screenB.mask = nil
                screenA.removeFromSuperlayer()
            }
            maskLayer.add(maskLayerAnimation, forKey: "path")
        }

        // Pop (PingInvertTransition), percent-driven by the left-edge pan.
        var popMask: ShapeLayer? = nil
        var percent = 0.0
        ctx.handlers.onEdgePan = { g in
            let per = min(1, max(0, g.translation.x / size.width))
            switch g.state {
            case .began:
                guard screenB.superlayer != nil else { return }
                window.insertSublayer(screenA, below: screenB) // the to-view goes back under B
                let m = ShapeLayer()
                m.name = "popMask"
                m.frame = bounds
                m.path = startPath
                m.speed = 0 // interactive: time is driven by the percentage
                screenB.mask = m
                let a = BasicAnimation(keyPath: .path, from: .path(bigPath), to: .path(startPath), duration: duration)
                a.timingFunction = .easeInEaseOut
                a.isRemovedOnCompletion = false
                a.fillMode = .both
                m.add(a, forKey: "path")
                popMask = m
                percent = 0
            case .changed:
                percent = per
                popMask?.timeOffset = per * duration // updateInteractiveTransition(per)
            case .ended:
                guard let m = popMask else { return }
                percent = per
                m.timeOffset = per * duration // the release position (the last .changed was 1/60 s earlier)
                if percent > 0.3 {
                    // finishInteractiveTransition: resume the layer clock from the paused offset.
                    let paused = m.timeOffset
                    m.speed = 1
                    m.timeOffset = 0
                    m.beginTime = 0
                    m.beginTime = m.convertTime(currentMediaTime(), from: nil) - paused
                    after(duration - paused) {
                        screenB.removeFromSuperlayer(); screenB.mask = nil
                    }
                } else {
                    // cancelInteractiveTransition: play back to the full screen.
                    let back = BasicAnimation(
                        keyPath: .path, from: .path(m.presentation().shape?.path ?? bigPath), to: .path(bigPath),
                        duration: percent * duration)
                    back.timingFunction = .easeInEaseOut
                    m.removeAllAnimations()
                    m.speed = 1; m.timeOffset = 0
                    m.path = bigPath
                    m.add(back, forKey: "cancel")
                    after(percent * duration) {
                        screenB.mask = nil; screenA.removeFromSuperlayer()
                    }
                }
                popMask = nil
            }
        }
        return window
    }
}
