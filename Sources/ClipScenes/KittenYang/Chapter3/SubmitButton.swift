import ClipAnimation
import ClipGeometry
import ClipRaster

/// 3.6 `submit-button`: the "Submit" line-animation prototype (MOVIE 3.7, Lars Lundberg) the book
/// shows after the download button: every line in it is a path whose `strokeEnd` is animated.
///
/// [SEED] "现在你已经学完了这个 demo。理论上，所有描线的动画你都可以用这种方式先指定一个 path 然后改变
/// strokeEnd, strokeStart 来实现。比如我在 [Dribbble] 上找到的两则动画：… MOVIE 3.7 线条动画原型 002
/// Submit -by Lars Lundberg"; the check is the download button's: "checkAnimation.duration = 0.3f;
/// checkAnimation.fromValue = @(0.0f); checkAnimation.toValue = @(1.0f);" on the path
/// (s/9, 2s/3) → (s/3, 9s/10) → (8s/10, 2s/10) of the square inscribed in the circle.
///
/// Choices (⚑, the seed gives only the name and the technique): a white 200 × 56 pill with a
/// green border and the word "Submit" on a sign-up card; on tap it shrinks into a 56 pt circle
/// (0.3 s), a green ring strokes itself round the grey one (`strokeEnd` 0 → 1, 1.4 s, the
/// "upload"), the circle grows back into a green pill (0.3 s) and the white check draws itself
/// with the seed's 0.3 s `strokeEnd` animation.
enum SubmitButton {
    static let pillSize = Size(200, 56)
    static let tapTime = 0.6
    static let shrinkDuration = 0.3
    static let ringDuration = 1.4
    static let growDuration = 0.3
    /// The seed's `checkAnimation.duration`.
    static let checkDuration = 0.3
    static var ringStart: Double { tapTime + shrinkDuration }
    static var growStart: Double { ringStart + ringDuration }
    static var checkStart: Double { growStart + growDuration }

    static let green = Color(hex: 0x1ECD97)
    static let grey = Color(hex: 0xBBBBBB)
    static let page = Color(hex: 0xEEF2F7)
    static let ink = Color(hex: 0x2B3445)

    static let script = InteractionScript([.tap(at: tapTime, point: Point(375 / 2, 470))])

    static let scene = EngineScene(
        id: "submit-button", title: "Submit: a button drawn with strokeEnd",
        source: .kittenYang("3.6", reference: "MOVIE 3.7"), tags: [.keyframe, .text], keyTimes: [0.75, 1.60, 2.45, 3.40],
        duration: 3.9, background: page, script: script, build: build)

    /// The check mark in a circle of diameter `d` centred in `box` [SEED geometry].
    static func checkPath(in box: Rect, diameter d: Double) -> Path {
        let inset = d * (1 - 1 / 2.0.squareRoot()) / 2
        let s = d - 2 * inset
        let x = box.midX - d / 2 + inset, y = box.midY - d / 2 + inset
        var path = Path()
        path.move(to: Point(x + s / 9, y + s * 2 / 3))
        path.line(to: Point(x + s / 3, y + s * 9 / 10))
        path.line(to: Point(x + s * 8 / 10, y + s * 2 / 10))
        return path
    }

    /// A form field: a rounded white box with a small caption above and the value inside.
    static func field(_ caption: String, _ value: String, frame: Rect) -> Layer {
        let l = Layer(frame: frame)
        l.addSublayer(
            LayerKit.label(caption, origin: Point(0, 0), width: frame.width, size: 12, color: ink.withAlpha(0.6), weight: .semibold))
        let box = LayerKit.box(Rect(0, 20, frame.width, 44), color: .white, radius: 10)
        box.borderColor = Color(hex: 0xD5DBE5)
        box.borderWidth = 1
        box.addSublayer(LayerKit.label(value, origin: Point(14, 12), width: frame.width - 28, size: 16, color: ink))
        l.addSublayer(box)
        return l
    }

    static func build(_ ctx: SceneContext) -> Layer {
        let W = ctx.size.width, H = ctx.size.height
        let root = Layer(frame: Rect(0, 0, W, H))
        root.backgroundColor = page
        root.backdrop()

        // The card.
        let card = Rect(24, 120, W - 48, 440)
        root.addSublayer(LayerKit.softShadow(for: card, cornerRadius: 20, blur: 14, offset: Size(0, 8), opacity: 0.18))
        root.addSublayer(LayerKit.box(card, color: .white, radius: 20))
        root.addSublayer(LayerKit.label("Join the beta", origin: Point(48, 150), width: 280, size: 26, color: ink, weight: .bold))
        root.addSublayer(
            LayerKit.label("Early access to new animations", origin: Point(48, 188), width: 280, size: 15, color: ink.withAlpha(0.6)))
        root.addSublayer(field("NAME", "Lars Lundberg", frame: Rect(48, 228, W - 96, 64)))
        root.addSublayer(field("EMAIL", "lars@example.com", frame: Rect(48, 306, W - 96, 64)))
        let status = LayerKit.label(
            "Tap Submit to send", origin: Point(0, H - 92), width: W, size: 15, color: ink.withAlpha(0.7), weight: .medium, align: .center)
        status.name = "status"
        root.addSublayer(status)

        let center = Point(W / 2, 470)
        let button = Layer()
        button.name = "button"
        button.bounds = Rect(0, 0, pillSize.width, pillSize.height)
        button.position = center
        button.cornerRadius = pillSize.height / 2
        button.backgroundColor = .white
        button.borderColor = green
        button.borderWidth = 2
        root.addSublayer(button)
        let title = LayerKit.label(
            "Submit", origin: Point(center.x - 100, center.y - 12), width: 200, size: 18, color: green, weight: .bold, align: .center)
        title.name = "title"
        root.addSublayer(title)

        let d = pillSize.height
        let circleFrame = Rect(center.x - d / 2, center.y - d / 2, d, d)
        let ringPath: Path = {
            var p = Path()
            p.addArc(
                center: Point(d / 2, d / 2), radius: d / 2 - 1, startAngle: -Double.pi / 2, endAngle: 3 * Double.pi / 2, clockwise: true)
            return p
        }()
        let ring = LayerKit.shape(ringPath, frame: circleFrame, fill: nil, stroke: green, lineWidth: 4, cap: .round)
        ring.name = "ring"
        ring.strokeEnd = 0

        ctx.handlers.onTap = { p in
            guard button.frame.contains(p), title.superlayer != nil else { return }
            status.string = "Sending…"
            ViewAnimation.animate(
                withDuration: shrinkDuration, options: .curveEaseInOut,
                animations: {
                    button.bounds = Rect(0, 0, d, d)
                    button.borderColor = grey
                    title.opacity = 0
                },
                completion: { _ in
                    title.removeFromSuperlayer()
                    root.addSublayer(ring)
                    // The "upload": the ring strokes itself (strokeEnd 0 → 1).
                    ring.strokeEnd = 1
                    let fill = BasicAnimation(keyPath: .strokeEnd, from: 0, to: 1, duration: ringDuration)
                    fill.timingFunction = .easeInEaseOut
                    fill.onStop = { _ in
                        ring.removeFromSuperlayer()
                        ViewAnimation.animate(
                            withDuration: growDuration, options: .curveEaseOut,
                            animations: {
                                button.bounds = Rect(0, 0, pillSize.width, pillSize.height)
                                button.backgroundColor = green
                                button.borderColor = green
                            },
                            completion: { _ in
                                let checkLayer = LayerKit.shape(
                                    checkPath(in: Rect(0, 0, d, d), diameter: d), frame: circleFrame, fill: nil, stroke: .white,
                                    lineWidth: 5, cap: .round, join: .round)
                                checkLayer.name = "check"
                                root.addSublayer(checkLayer)
                                let checkAnimation = BasicAnimation(keyPath: .strokeEnd, from: 0, to: 1, duration: checkDuration)
                                checkLayer.add(checkAnimation, forKey: nil)
                                status.string = "Thanks! You're on the list"
                            })
                    }
                    ring.add(fill, forKey: "strokeEnd")
                })
        }
        return root
    }
}
