import ClipAnimation
import ClipGeometry
import ClipRaster

/// 5.1 `gooey-menu-full`: the complete KYGooeyMenu the chapter builds towards (MOVIE 5.1
/// "GooeyEffect"; [UPSTREAM] KittenYang/KYGooeyMenu, `KYGooeyMenu.m`). A round button with a white
/// cross; tapped, the cross turns 45°, four item balls spring out from under it to a half circle
/// above (UIView spring, 1.0 s, damping 0.4, item k delayed 0.05·k s) while a shape layer behind
/// the button wobbles its edge: a quad curve from the right point to the top point whose control
/// point is pushed out along the 45° diagonal by keyframed amounts (0, +0.15, −0.35, +0.6, −0.35,
/// +0.15, 0 × 50 pt on the right, then 0, −0.15, +0.35, −0.15, 0 × 50 pt on the left; 0.4 s each,
/// ease-in). Tapped again, the items slide back (0.3 s ease-in-out) and the edge wobbles the other
/// way (+0.6, −0.4, +0.25, −0.15, +0.05, 0 then +0.35, −0.15, +0.15, −0.05, 0).
///
/// [UPSTREAM] numbers: diameter 100, item radius 100/4, extraDistance 20 (distance R + r + 20 =
/// 95), menuCount 4, angles 180°/(n + 1)·(k + 1). Choices (⚑): iOS red instead of `redColor`; the
/// tab-bar icons (bitmaps upstream) drawn as white line glyphs; 360 × 340 canvas with the button
/// centred at (180, 240); taps at 0.5 s (open) and 2.4 s (close), clip 3.9 s.
enum GooeyMenuFull {
    static let theme = Color(hex: 0xFF3B30)
    static let diameter = 100.0
    static let radius = 25.0 // gooeyMenu.radius = 100/4
    static let extraDistance = 20.0
    static let menuCount = 4
    static let center = Point(180, 240)
    static let tapTimes = [0.5, 2.4]

    static let scene = EngineScene(
        id: "gooey-menu-full", title: "KYGooeyMenu: items spring out while the button's edge wobbles",
        source: .kittenYang("5.1", reference: "MOVIE 5.1 GooeyEffect, KYGooeyMenu"), tags: [.bezier, .keyframe, .spring],
        keyTimes: [0.65, 0.8, 1.0, 1.6, 2.55, 2.8], size: Size(360, 340), duration: 3.9, background: Color(hex: 0xF6F6F9),
        script: InteractionScript(tapTimes.map { .tap(at: $0, point: center) }),
        build: build)

    /// Where item k (0-based) comes to rest: `distance` from the centre at 180°/(n + 1)·(k + 1).
    static func target(_ k: Int) -> Point {
        let distance = diameter / 2 + radius + extraDistance
        let degree = (180 / Double(menuCount + 1)) * (Double.pi / 180)
        return Point(
            center.x + distance * GMath.cos(degree * Double(k + 1)), center.y - distance * GMath.sin(degree * Double(k + 1)))
    }

    /// `getRightLinePathWithAmount:`: right point → quad (control: the frame's top-right corner
    /// pushed out by `amount` along the diagonal) → top point, then round the circle's other three quarters.
    static func rightLinePath(_ amount: Double) -> Path {
        let R = diameter / 2
        let pointB = Point(center.x, center.y - R)
        let pointC = Point(center.x + R, center.y)
        let pointP = Point(center.x + R + amount * GMath.cos(Double.pi / 4), center.y - R - amount * GMath.cos(Double.pi / 4))
        var p = Path()
        p.move(to: pointC)
        p.quad(to: pointB, control: pointP)
        p.addArc(center: center, radius: R, startAngle: Double.pi / 2, endAngle: Double.pi, clockwise: false)
        p.addArc(center: center, radius: R, startAngle: Double.pi, endAngle: 2 * Double.pi, clockwise: false)
        return p
    }

    /// `getLeftLinePathWithAmount:`: top point → quad (control: the top-left corner pushed out) → left point.
    static func leftLinePath(_ amount: Double) -> Path {
        let R = diameter / 2
        let pointA = Point(center.x - R, center.y)
        let pointB = Point(center.x, center.y - R)
        let pointO = Point(center.x - R - amount * GMath.cos(Double.pi / 4), center.y - R - amount * GMath.cos(Double.pi / 4))
        var p = Path()
        p.move(to: pointB)
        p.quad(to: pointA, control: pointO)
        p.addArc(center: center, radius: R, startAngle: Double.pi, endAngle: 2 * Double.pi, clockwise: false)
        p.addArc(center: center, radius: R, startAngle: 0, endAngle: Double.pi / 2, clockwise: false)
        return p
    }

    static let positionX = 50.0
    static let values01Right: [Double] = [0, 0.15, -0.35, 0.6, -0.35, 0.15, 0]
    static let values01Left: [Double] = [0, -0.15, 0.35, -0.15, 0]
    static let values10Right: [Double] = [0.6, -0.4, 0.25, -0.15, 0.05, 0]
    static let values10Left: [Double] = [0.35, -0.15, 0.15, -0.05, 0]

    static func morph(_ amounts: [Double], right: Bool) -> KeyframeAnimation {
        let a = KeyframeAnimation(keyPath: .path)
        a.values = amounts.map { .path(right ? rightLinePath(positionX * $0) : leftLinePath(positionX * $0)) }
        a.timingFunction = .easeIn
        a.duration = 0.4
        a.isRemovedOnCompletion = false
        a.fillMode = .forwards
        return a
    }

    /// The white line glyph of item k (the upstream tab-bar icons), in a 50 × 50 item.
    static func glyph(_ k: Int) -> Path {
        var p = Path()
        switch k {
        case 0: // home
            p.move(to: Point(14, 25)); p.line(to: Point(25, 15)); p.line(to: Point(36, 25))
            p.move(to: Point(18, 22)); p.line(to: Point(18, 35)); p.line(to: Point(32, 35)); p.line(to: Point(32, 22))
        case 1: // message
            p.append(roundedRectPath(Rect(13, 15, 24, 17), radius: 5))
            p.move(to: Point(19, 32)); p.line(to: Point(17, 37)); p.line(to: Point(24, 32))
        case 2: // group
            p.append(ovalPath(in: Rect(15, 14, 10, 10)))
            p.move(to: Point(12, 35));
            p.addArc(center: Point(20, 35), radius: 8, startAngle: Double.pi, endAngle: 2 * Double.pi, clockwise: true)
            p.append(ovalPath(in: Rect(27, 16, 8, 8)))
            p.move(to: Point(31, 28)); p.addArc(center: Point(31, 35), radius: 7, startAngle: -Double.pi / 2, endAngle: 0, clockwise: true)
        default: // discover
            p.append(ovalPath(in: Rect(13, 13, 24, 24)))
            p.move(to: Point(30, 20)); p.line(to: Point(27, 27)); p.line(to: Point(20, 30)); p.line(to: Point(23, 23)); p.close()
        }
        return p
    }

    static func build(_ ctx: SceneContext) -> Layer {
        let W = ctx.size.width, H = ctx.size.height
        let root = Layer(frame: Rect(0, 0, W, H))
        root.addSublayer(
            LayerKit.label(
                "KYGooeyMenu", origin: Point(0, 22), width: W, size: 18, color: Color(hex: 0x2B2F3A), weight: .semibold, align: .center))
        let note = LayerKit.label(
            "4 items · spring damping 0.4 · 0.05 s apart", origin: Point(0, H - 34), width: W, size: 12,
            color: Color(hex: 0x8A8F9C), align: .center)
        root.addSublayer(note)

        // Items, below the main view (insertSubview:belowSubview:), hidden until opened.
        var menus: [Layer] = []
        for k in 0..<menuCount {
            let item = LayerKit.disc(center: center, radius: radius, color: theme)
            item.name = "item\(k + 1)"
            item.isHidden = true
            let icon = ShapeLayer()
            icon.frame = item.bounds
            icon.path = glyph(k)
            icon.fillColor = nil
            icon.strokeColor = .white
            icon.lineWidth = 2.5
            icon.lineCap = .round
            icon.lineJoin = .round
            item.addSublayer(icon)
            root.addSublayer(item)
            menus.append(item)
        }
        // The wobbling edge, between the items and the main view (inserted on first tap upstream).
        let verticalLineLayer = ShapeLayer()
        verticalLineLayer.name = "verticalLineLayer"
        verticalLineLayer.frame = root.bounds
        verticalLineLayer.fillColor = theme
        root.addSublayer(verticalLineLayer)

        let mainView = LayerKit.disc(center: center, radius: diameter / 2, color: theme)
        mainView.name = "mainView"
        mainView.masksToBounds = true
        let cross = ShapeLayer()
        cross.name = "cross"
        cross.frame = Rect(25, 25, 50, 50)
        var cp = Path()
        let lineWidth = 9.0, inset = lineWidth / 2
        cp.move(to: Point(25, inset)); cp.line(to: Point(25, 50 - inset))
        cp.move(to: Point(inset, 25)); cp.line(to: Point(50 - inset, 25))
        cross.path = cp
        cross.strokeColor = .white
        cross.lineWidth = lineWidth
        cross.lineCap = .round
        cross.fillColor = nil
        mainView.addSublayer(cross)
        root.addSublayer(mainView)

        var isOpened = false
        ctx.handlers.onTap = { _ in
            verticalLineLayer.removeAllAnimations() // upstream drops the finished layer and makes a new one
            if !isOpened {
                let morphRight = morph(values01Right, right: true)
                morphRight.onStop = { _ in verticalLineLayer.add(morph(values01Left, right: false), forKey: "bounce_0_1_left") }
                verticalLineLayer.add(morphRight, forKey: "bounce_0_1_right")
                for (k, item) in menus.enumerated() {
                    item.isHidden = false
                    ViewAnimation.animate(
                        withDuration: 1.0, delay: 0.05 * Double(k + 1), usingSpringWithDamping: 0.4, initialSpringVelocity: 0,
                        options: [.curveEaseIn, .beginFromCurrentState],
                        animations: {
                            item.position = target(k)
                            cross.transform = CATransform3DMakeRotation(45 * (Double.pi / 180), 0, 0, 1)
                        })
                }
                isOpened = true
            } else {
                for (k, item) in menus.enumerated() {
                    ViewAnimation.animate(
                        withDuration: 0.3, delay: 0.05 * Double(k + 1), options: [.curveEaseInOut, .beginFromCurrentState],
                        animations: {
                            item.position = center
                            cross.transform = CATransform3DIdentity
                        }, completion: { _ in item.isHidden = true })
                }
                let morphBack = morph(values10Right, right: true)
                morphBack.beginTime = currentMediaTime() + 0.1
                morphBack.onStop = { _ in verticalLineLayer.add(morph(values10Left, right: false), forKey: "bounce_1_0_left") }
                verticalLineLayer.add(morphBack, forKey: "bounce_1_0_right")
                isOpened = false
            }
        }
        return root
    }
}
