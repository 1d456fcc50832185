import ClipAnimation
import ClipGeometry
import ClipRaster

/// §2.14 `pull-to-refresh` (ch. 15 "Stroke and Path Animations", PullToRefresh "Pack List"): the
/// list is pulled down, a dashed white circle is drawn from 3 o'clock in proportion to the pull
/// while the airplane fades in; on release a dashed arc chases round the circle (strokeStart
/// −0.5 → 1 and strokeEnd 0 → 1, 1.5 s, for 5 s) with the airplane flying at its head (keyframe
/// `path`, paced, plus a 0 → 2π rotation); 4 s later the list slides back up.
///
/// Errata (§0.4): the group holds `[strokeStartAnimation, strokeEndAnimation]` (the seed lists
/// strokeEnd twice) and the orientation animation is added to the flight group.
/// ⚑ choices: the pull's model values are set directly (no 0.25 s implicit smoothing); after the
/// release the list relaxes 140 → 110 pt on a critically damped spring (ω0 = 15/s); the dashes are
/// laid out from the full path so they stand still while the arc chases; the navigation bar is
/// drawn in its tint (0.451, 0.761, 1.0) opaque; artwork is procedural (§4); the clip is 6 s.
enum PullToRefresh {
    static let kRefreshViewHeight = 110.0
    static let tableBackground = Color(r: 0, g: 154.0 / 255, b: 222.0 / 255)
    static let barTint = Color(r: 0.451, g: 0.761, b: 1.0)
    static let items = [
        "Ice cream money", "Great weather", "Beach ball", "Swimsuit for him", "Swimsuit for her",
        "Beach games", "Ironing board", "Cocktail mood", "Sunglasses", "Flip flops", "Spare flip flops",
    ]

    static let scene = EngineScene(
        id: "pull-to-refresh", title: "Pull to refresh: a dashed circle, a chasing stroke and an orbiting airplane",
        source: .animationsByTutorials("15.1", reference: "Stroke and Path Animations, PullToRefresh"),
        tags: [.gesture, .keyframe, .loader], keyTimes: [1.0, 1.6, 2.2, 3.9, 5.5], duration: 6.0,
        script: InteractionScript([InteractionScript.scrollPull(from: 0.5, to: 1.4, start: 0, end: -140, easing: .easeOut)]),
        build: build)

    /// RefreshView: the sky strip with the dashed oval and the airplane.
    final class RefreshView {
        let view: Layer
        let ovalShapeLayer = ShapeLayer()
        let airplaneLayer = Layer()
        var isRefreshing = false
        var progress = 0.0

        init(frame: Rect) {
            view = Layer(frame: frame)
            view.name = "refreshView"
            view.contents = StandIns13to16.refreshSky()
            view.masksToBounds = true

            ovalShapeLayer.name = "oval"
            ovalShapeLayer.strokeColor = .white
            ovalShapeLayer.fillColor = .clear
            ovalShapeLayer.lineWidth = 4.0
            ovalShapeLayer.lineDashPattern = [2, 3]
            let refreshRadius = frame.height / 2 * 0.8
            ovalShapeLayer.frame = view.bounds
            ovalShapeLayer.path = ovalPath(
                in: Rect(
                    frame.width / 2 - refreshRadius, frame.height / 2 - refreshRadius,
                    2 * refreshRadius, 2 * refreshRadius))
            view.addSublayer(ovalShapeLayer)

            airplaneLayer.name = "airplane"
            airplaneLayer.contents = StandIns13to16.airplane()
            airplaneLayer.bounds = Rect(0, 0, 32, 32)
            airplaneLayer.position = Point(frame.width / 2 + frame.height / 2 * 0.8, frame.height / 2)
            airplaneLayer.opacity = 0.0
            view.addSublayer(airplaneLayer)
            redrawFromProgress(0)
        }

        func redrawFromProgress(_ progress: Double) {
            self.progress = progress
            ovalShapeLayer.strokeEnd = progress
            airplaneLayer.opacity = progress
        }

        func beginRefreshing() {
            isRefreshing = true
            let strokeStartAnimation = BasicAnimation(keyPath: "strokeStart")
            strokeStartAnimation.fromValue = -0.5
            strokeStartAnimation.toValue = 1.0
            let strokeEndAnimation = BasicAnimation(keyPath: "strokeEnd")
            strokeEndAnimation.fromValue = 0.0
            strokeEndAnimation.toValue = 1.0
            let strokeAnimationGroup = AnimationGroup()
            strokeAnimationGroup.duration = 1.5
            strokeAnimationGroup.repeatDuration = 5.0
            strokeAnimationGroup.animations = [strokeStartAnimation, strokeEndAnimation]
            ovalShapeLayer.add(strokeAnimationGroup, forKey: nil)

            let flightAnimation = KeyframeAnimation(keyPath: "position")
            flightAnimation.path = ovalShapeLayer.path
            flightAnimation.calculationMode = .paced
            let airplaneOrientationAnimation = BasicAnimation(keyPath: "transform.rotation")
            airplaneOrientationAnimation.fromValue = 0
            airplaneOrientationAnimation.toValue = .scalar(2.0 * Double.pi)
            let flightAnimationGroup = AnimationGroup()
            flightAnimationGroup.duration = 1.5
            flightAnimationGroup.repeatDuration = 5.0
            flightAnimationGroup.animations = [flightAnimation, airplaneOrientationAnimation]
            airplaneLayer.add(flightAnimationGroup, forKey: nil)
        }

        func endRefreshing() { isRefreshing = false }
    }

    static func build(_ ctx: SceneContext) -> Layer {
        let W = ctx.size.width, H = ctx.size.height
        let root = Layer(frame: Rect(0, 0, W, H))
        root.backgroundColor = .white
        root.backdrop()

        // The table view below the bars; its content moves with the pull.
        let tableView = Layer(frame: Rect(0, 64, W, H - 64))
        tableView.backgroundColor = tableBackground
        tableView.backdrop()
        tableView.masksToBounds = true
        root.addSublayer(tableView)
        let rowHeight = 64.0
        let content = Layer(frame: Rect(0, 0, W, rowHeight * Double(items.count)))
        content.name = "tableContent"
        tableView.addSublayer(content)
        for (i, item) in items.enumerated() {
            let cell = Layer(frame: Rect(0, rowHeight * Double(i), W, rowHeight))
            cell.backgroundColor = .white
            let icon = Layer(frame: Rect(15, 12, 40, 40))
            icon.contents = StandIns13to16.summerIcon(i)
            cell.addSublayer(icon)
            let text = UILabelStandIn(item, frame: Rect(70, 0, W - 85, rowHeight), size: 17, color: .black, alignment: .left, wraps: false)
            cell.addSublayer(text.layer)
            cell.addSublayer(LayerKit.box(Rect(15, rowHeight - 0.5, W - 15, 0.5), color: Color(hex: 0xC8C7CC)))
            content.addSublayer(cell)
            cell.backdrop(wholeLayer: true) // the stand-in rows; the refresh view above them is the effect
        }
        // Below the last row the table's empty area is white too.
        let footer = LayerKit.box(Rect(0, rowHeight * Double(items.count), W, H), color: .white)
        content.addSublayer(footer)
        footer.backdrop(wholeLayer: true)

        let refreshView = RefreshView(frame: Rect(0, -kRefreshViewHeight, W, kRefreshViewHeight))
        content.addSublayer(refreshView.view)

        // Status bar + navigation bar.
        let bar = LayerKit.box(Rect(0, 0, W, 64), color: barTint)
        root.addSublayer(bar)
        let title = UILabelStandIn(
            "Vacation pack list", frame: Rect(0, 20, W, 44), size: 17, color: .white,
            font: FontDescriptor(weight: .semibold), wraps: false)
        bar.addSublayer(title.layer)

        /// contentOffset.y = −pull: the content's top sits `pull` points below the table's top.
        func setPull(_ pull: Double) { content.position.y = content.bounds.height / 2 + pull }

        ctx.handlers.onScroll = { g in
            let offsetY = max(-g.offset, 0)
            setPull(offsetY)
            if !refreshView.isRefreshing {
                refreshView.redrawFromProgress(min(max(offsetY / kRefreshViewHeight, 0.0), 1.0))
            }
            guard g.state == .ended, !refreshView.isRefreshing, offsetY >= kRefreshViewHeight else { return }
            // beginRefreshing(): the list relaxes to the inset of 110 pt and the spinner starts.
            refreshView.beginRefreshing()
            let relax = SpringAnimation(keyPath: "position.y")
            relax.fromValue = .scalar(content.position.y)
            relax.stiffness = 225; relax.damping = 30 // critically damped, ω0 = 15/s
            relax.duration = relax.settlingDuration
            setPull(kRefreshViewHeight)
            relax.toValue = .scalar(content.position.y)
            content.add(relax, forKey: "bounce")
            after(4) { // delay(seconds: 4) { refreshView.endRefreshing() }
                refreshView.endRefreshing()
                ViewAnimation.animate(
                    withDuration: 0.3, delay: 0, options: .curveEaseOut,
                    animations: {
                        setPull(0)
                        refreshView.redrawFromProgress(0) // the scroll's redraw follows the inset
                    })
            }
        }
        return root
    }
}
