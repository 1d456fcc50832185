import ClipAnimation
import ClipGeometry
import ClipRaster

/// Spec §2.3 (KYCuteView): an unread badge dragged out of its spot stays joined to a shrinking
/// circle at the origin by a sticky neck (two quadratic curves); past the limit the neck snaps;
/// on release the badge springs back and resumes its Game-Center wobble.
enum QQBubbleDrag {
    static let scene = EngineScene(
        id: "qq-bubble-drag", title: "QQ unread-bubble drag (sticky neck)",
        source: .kittenYang("2.3"), tags: [.bezier, .spring, .gesture], keyTimes: [0.3, 1.5, 2.9, 4.5, 5.35],
        size: Size(375, 667), duration: 6, background: .white,
        script: script
    ) { ctx in build(ctx) }

    static let script: InteractionScript = {
        let c0 = restCenter(Size(375, 667))
        return InteractionScript([
            .pan(from: grab1, to: release1, path: { finger1($0, rest: c0) }),
            .pan(from: grab2, to: release2, path: { finger2($0, rest: c0) }),
        ])
    }()

    /// `bubbleWidth` [UPSTREAM] and `viscosity` [UPSTREAM].
    static let bubbleWidth = 35.0
    static let viscosity = 20.0
    /// QQ look [CHOICE §2.3].
    static let bubbleColor = Color(r: 1, g: 0.23, b: 0.19)
    static let bubbleText = "99+"
    /// The badge's frame origin, on the left of the chat list's bottom panel. Upstream places it at
    /// (25, H − 65), but from there the release spring (ζ 0.4, 26 % overshoot of the 260 pt return,
    /// about 66 pt down-left) carried the badge past the bottom edge for a frame; (45, H − 126)
    /// leaves room for the overshoot (`clipgen check` finds nothing leaving the canvas).
    static func origin(_ size: Size) -> Point { Point(45, size.height - ChatListScreen.panelHeight + 24) }
    static func restCenter(_ size: Size) -> Point { origin(size) + Point(bubbleWidth / 2, bubbleWidth / 2) }

    /// Points A, B, C, D, O, P and the back radius r1 for back centre `c1` (base radius `R`) and
    /// front centre `c2` (radius r2) [SEED §2.3].
    struct Geometry {
        var r1: Double
        var a, b, c, d, o, p: Point
        /// The midpoint of the centre line: the control point of both neck curves.
        var mid: Point
        var centerDistance: Double

        init(back c1: Point, front c2: Point, radius R: Double, r2: Double, viscosity: Double) {
            let (x1, y1, x2, y2) = (c1.x, c1.y, c2.x, c2.y)
            centerDistance = ((x2 - x1) * (x2 - x1) + (y2 - y1) * (y2 - y1)).squareRoot()
            let cosDigree: Double, sinDigree: Double
            if centerDistance == 0 {
                cosDigree = 1; sinDigree = 0
            } else {
                cosDigree = (y2 - y1) / centerDistance; sinDigree = (x2 - x1) / centerDistance
            }
            r1 = R - centerDistance / viscosity
            a = Point(x1 - r1 * cosDigree, y1 + r1 * sinDigree)
            b = Point(x1 + r1 * cosDigree, y1 - r1 * sinDigree)
            d = Point(x2 - r2 * cosDigree, y2 + r2 * sinDigree)
            c = Point(x2 + r2 * cosDigree, y2 - r2 * sinDigree)
            o = Point(a.x + (centerDistance / 2) * sinDigree, a.y + (centerDistance / 2) * cosDigree)
            p = Point(b.x + (centerDistance / 2) * sinDigree, b.y + (centerDistance / 2) * cosDigree)
            mid = Point((x1 + x2) / 2, (y1 + y2) / 2)
        }

        /// The neck: A →(M) D, line to C, C →(M) B, closed. Upstream bends the curves through O and
        /// P, which lie r1 off the centre line: with r1 ≤ r2 that is all but a straight taper. The
        /// classic QQ sticky bubble pulls both curves toward the midpoint M of the centre line, so
        /// the sides are concave and the neck has a waist (r1 + r2)/2 wide at mid-distance, which
        /// thins as r1 shrinks with the distance.
        var cutePath: Path {
            var path = Path()
            path.move(to: a)
            path.quad(to: d, control: mid)
            path.line(to: c)
            path.quad(to: b, control: mid)
            path.close()
            return path
        }

        /// Half the neck's width at mid-curve (the quadratics at t = ½: (A + 2M + D)/4).
        var waistHalfWidth: Double {
            let m = (a + mid * 2 + d) * 0.25
            let axis = centerDistance > 0 ? (d + c) * 0.5 - (a + b) * 0.5 : Point(1, 0)
            let n = axis.perpendicular.normalized
            return abs((m - mid).dot(n))
        }
    }

    /// The drag script [CHOICE §2.3]. First drag: grab at 0.5 s, curve 110 pt away up-right
    /// (1.0 s), circular jiggle (0.6 s), back to 40 pt (0.5 s), still until release at 2.8 s.
    /// Second drag: grab at 3.6 s, 260 pt away (1.2 s; the neck snaps at 230 pt), hold 0.4 s,
    /// release at 5.2 s.
    static let grab1 = 0.5, release1 = 2.8, grab2 = 3.6, release2 = 5.2
    static let dir1 = Point(GMath.cos(-0.9), GMath.sin(-0.9))
    static let dir2 = Point(GMath.cos(-1.05), GMath.sin(-1.05))

    static func finger1(_ t: Double, rest c0: Point) -> Point {
        let far = c0 + dir1 * 110
        if t < 1.5 {
            // A bowed path: quadratic with the control pushed sideways.
            let u = scriptEase(t, grab1, 1.5)
            let ctrl = c0 + dir1 * 55 + dir1.perpendicular * 38
            let q0 = c0.lerp(to: ctrl, u), q1 = ctrl.lerp(to: far, u)
            return q0.lerp(to: q1, u)
        } else if t < 2.1 {
            // One loop of radius 12 around the far point, eased in and out.
            let u = scriptEase(t, 1.5, 2.1)
            let ang = 2 * Double.pi * u
            return far + Point(12 * GMath.sin(ang), 12 * (1 - GMath.cos(ang))) * GMath.sin(Double.pi * u)
        } else {
            let u = scriptEase(t, 2.1, 2.6)
            return far.lerp(to: c0 + dir1 * 40, u)
        }
    }
    static func finger2(_ t: Double, rest c0: Point) -> Point {
        let u = scriptEase(t, grab2, 4.8)
        return c0 + dir2 * (260 * u)
    }

    static func build(_ ctx: SceneContext) -> Layer {
        let containerView = Layer(frame: Rect(0, 0, ctx.size.width, ctx.size.height))
        ChatListScreen.build(into: containerView, size: ctx.size)

        let o = origin(ctx.size)
        // backView, shapeLayer (inserted below the front view while dragging), frontView + label.
        let frontView = Layer(frame: Rect(o.x, o.y, bubbleWidth, bubbleWidth))
        frontView.name = "frontView"
        let r2 = frontView.bounds.width / 2
        frontView.cornerRadius = r2
        frontView.backgroundColor = bubbleColor
        let backView = Layer(frame: frontView.frame)
        backView.name = "backView"
        backView.cornerRadius = backView.bounds.width / 2
        backView.backgroundColor = bubbleColor
        let bubbleLabel = LayerKit.label(
            bubbleText, origin: Point(0, (bubbleWidth - 15 * 1.3) / 2), width: bubbleWidth,
            size: 15, color: .white, weight: .bold, align: .center)
        frontView.addSublayer(bubbleLabel)
        containerView.addSublayer(backView)
        containerView.addSublayer(frontView)
        let shapeLayer = ShapeLayer()
        shapeLayer.name = "cuteShape"
        shapeLayer.frame = containerView.bounds

        let oldBackViewFrame = backView.frame
        let oldBackViewCenter = backView.position
        var r1 = oldBackViewFrame.width / 2
        var fillColorForCute: Color? = bubbleColor
        backView.isHidden = true

        func drawRect(_ g: Geometry) {
            backView.position = oldBackViewCenter
            backView.bounds = Rect(0, 0, max(0, r1 * 2), max(0, r1 * 2))
            backView.cornerRadius = max(0, r1)
            if !backView.isHidden {
                shapeLayer.path = g.cutePath
                shapeLayer.fillColor = fillColorForCute
                containerView.insertSublayer(shapeLayer, below: frontView)
            }
        }
        func displayLinkAction() {
            let g = Geometry(
                back: backView.position, front: frontView.position, radius: oldBackViewFrame.width / 2,
                r2: r2, viscosity: viscosity)
            r1 = g.r1
            drawRect(g)
        }

        func addAnimationLikeGameCenterBubble() {
            let pathAnimation = KeyframeAnimation(keyPath: .position)
            pathAnimation.calculationMode = .paced
            pathAnimation.fillMode = .forwards
            pathAnimation.isRemovedOnCompletion = false
            pathAnimation.repeatCount = .infinity
            pathAnimation.timingFunction = .linear
            pathAnimation.duration = 5.0
            let f = frontView.frame
            pathAnimation.path = ovalPath(in: f.insetBy(dx: f.width / 2 - 3, dy: f.width / 2 - 3))
            frontView.add(pathAnimation, forKey: "myCircleAnimation")

            let scaleX = KeyframeAnimation(
                keyPath: .scaleX, values: [.scalar(1), .scalar(1.1), .scalar(1)],
                keyTimes: [0, 0.5, 1], duration: 1)
            scaleX.repeatCount = .infinity
            scaleX.autoreverses = true
            scaleX.timingFunction = .easeInEaseOut
            frontView.add(scaleX, forKey: "scaleXAnimation")

            let scaleY = KeyframeAnimation(
                keyPath: .scaleY, values: [.scalar(1), .scalar(1.1), .scalar(1)],
                keyTimes: [0, 0.5, 1], duration: 1.5)
            scaleY.repeatCount = .infinity
            scaleY.autoreverses = true
            frontView.add(scaleY, forKey: "scaleYAnimation")
        }
        addAnimationLikeGameCenterBubble()

        func handleDragGesture(_ ges: PanGesture) {
            let dragPoint = ges.location
            switch ges.state {
            case .began:
                backView.isHidden = false
                fillColorForCute = bubbleColor
                frontView.removeAllAnimations()
            case .changed:
                frontView.position = dragPoint
                if r1 <= 6 {
                    fillColorForCute = nil
                    backView.isHidden = true
                    shapeLayer.removeFromSuperlayer()
                }
                displayLinkAction()
            case .ended:
                // Both branches spring back (the burst beyond the limit is not in seed or spec).
                backView.isHidden = true
                fillColorForCute = nil
                shapeLayer.removeFromSuperlayer()
                ViewAnimation.animate(
                    withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.4, initialSpringVelocity: 0,
                    options: [], animations: { frontView.position = oldBackViewCenter },
                    completion: { finished in if finished { addAnimationLikeGameCenterBubble() } })
            }
        }

        ctx.handlers.onPan = handleDragGesture
        return containerView
    }
}
