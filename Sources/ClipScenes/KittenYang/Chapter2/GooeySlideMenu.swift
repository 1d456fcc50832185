import ClipAnimation
import ClipGeometry
import ClipRaster

/// Spec §2.2 GooeySlideMenu: a half-screen light-blue panel slides in from the left over a dark
/// blurred backdrop; its right edge is one quadratic curve whose control point is driven, on every
/// display-link tick, by the difference between two hidden helper views animated with different
/// UIView springs (bulge out, swing in, settle). Menu pills spring in one after another; a tap on
/// the dimmed area closes it with the same wobble.
enum GooeySlideMenu {
    static let scene = EngineScene(
        id: "gooey-slide-menu", title: "GooeySlideMenu (jelly side menu)",
        source: .kittenYang("2.2"), tags: [.bezier, .spring, .blur, .gesture], keyTimes: [0.3, 0.63, 0.9, 2.45],
        size: Size(375, 667), duration: 3.4, background: .white,
        script: InteractionScript([.tap(at: triggerTime, point: triggerPoint), .tap(at: closeTime, point: closePoint)])
    ) { ctx in build(ctx) }

    /// EXTRAAREA: the transparent strip right of the menu where the bulge shows. The seed has 30,
    /// which clips the ≈ 41 pt peak bulge (diff/2) into a flat plateau; 50 as upstream (spec §2.2).
    static let extraArea = 50.0
    /// `menuColor` [UPSTREAM].
    static let menuColor = Color(r: 0, g: 0.722, b: 1)
    static let titles = ["Home", "Messages", "Post", "Discover", "Profile", "Settings"]
    /// Script [CHOICE §2.2]: trigger at 0.5 s (nav-bar button), tap-to-close at 2.3 s.
    static let triggerTime = 0.5, closeTime = 2.3
    static let triggerPoint = Point(338, 42), closePoint = Point(292, 430)

    /// The menu's filled shape in menu-local coordinates (w = W/2 + E, h = H) for `diff` [SEED].
    static func menuPath(diff: Double, windowSize: Size) -> Path {
        let w = windowSize.width / 2 + extraArea, h = windowSize.height
        var path = Path()
        path.move(to: Point(0, 0))
        path.line(to: Point(w - extraArea, 0))
        path.quad(to: Point(w - extraArea, h), control: Point(windowSize.width / 2 + diff, windowSize.height / 2))
        path.line(to: Point(0, h))
        path.close()
        return path
    }

    /// Button centres (menu-local) [UPSTREAM]: height 40, spacing 30, symmetric about H/2.
    static func buttonFrame(_ i: Int, windowSize: Size) -> Rect {
        let W = windowSize.width, H = windowSize.height
        let h = 40.0, spacing = 30.0
        let n = titles.count
        let centerY = H / 2 + (Double(i) - Double(n - 1) / 2) * (h + spacing)
        return Rect(W / 4 - (W / 2 - 40) / 2, centerY - h / 2, W / 2 - 40, h)
    }

    /// The nav-bar "Trigger" button's touch area.
    static let triggerButton = Rect(375 - 110, 20, 110, 44)

    static func build(_ ctx: SceneContext) -> Layer {
        let W = ctx.size.width, H = ctx.size.height
        let bounds = Rect(0, 0, W, H)
        let keyWindow = Layer(frame: bounds)
        let screen = ListScreen.make(size: ctx.size)
        keyWindow.addSublayer(screen)
        screen.backdrop(wholeLayer: true) // the list is a stand-in screen behind the menu

        // blurView (UIVisualEffectView, UIBlurEffectStyleDark): blurs the live screen beneath it;
        // appearing animates its blur radius and tint together (effectProgress 0 → 1).
        let blurView = VisualEffectLayer(style: .dark, frame: bounds)
        blurView.name = "blurView"

        // Helper views: hidden, only their presentation positions matter.
        let helperSideView = Layer(frame: Rect(-40, 0, 40, 40))
        let helperCenterView = Layer(frame: Rect(-40, H / 2 - 20, 40, 40))
        helperSideView.isHidden = true
        helperCenterView.isHidden = true
        keyWindow.addSublayer(helperSideView)
        keyWindow.addSublayer(helperCenterView)

        // The menu view: frame (-W/2 - E, 0, W/2 + E, H); drawRect fills the curve. Views clip drawRect.
        let menu = Layer(frame: Rect(-W / 2 - extraArea, 0, W / 2 + extraArea, H))
        menu.name = "menu"
        menu.masksToBounds = true
        menu.declare(CustomProperty("diff", default: 0))
        let size = ctx.size
        menu.contents = .drawing { dc, st in
            dc.fill(menuPath(diff: st.customScalar("diff"), windowSize: size), color: menuColor)
        }
        keyWindow.addSublayer(menu)

        var buttons: [Layer] = []
        for (i, title) in titles.enumerated() {
            let f = buttonFrame(i, windowSize: ctx.size)
            let button = Layer(frame: f)
            let pill = ShapeLayer()
            pill.frame = Rect(0, 0, f.width, f.height)
            pill.path = roundedRectPath(Rect(0, 0, f.width, f.height).insetBy(dx: 1, dy: 1), radius: f.height / 2)
            pill.fillColor = menuColor
            pill.strokeColor = .white
            pill.lineWidth = 1
            button.addSublayer(pill)
            button.addSublayer(
                LayerKit.label(
                    title, origin: Point(0, (f.height - 24 * 1.3) / 2 + 1), width: f.width,
                    size: 24, color: .white, align: .center))
            menu.addSublayer(button)
            buttons.append(button)
        }

        // The display link bookkeeping of the book: one count per running spring.
        var displayLink: DisplayLink? = nil
        var animationCount = 0
        func displayLinkAction() {
            let sideRect = helperSideView.presentation().frame
            let centerRect = helperCenterView.presentation().frame
            menu.setValue(.scalar(sideRect.minX - centerRect.minX), forKeyPath: "diff")
        }
        func beforeAnimation() {
            if displayLink == nil { displayLink = DisplayLink { _ in displayLinkAction() } }
            animationCount += 1
        }
        func finishAnimation() {
            animationCount -= 1
            if animationCount == 0 { displayLink?.invalidate(); displayLink = nil }
        }

        func animateButtons() {
            for (i, b) in buttons.enumerated() {
                b.transform = Transform3D(translationX: -90, y: 0)
                ViewAnimation.animate(
                    withDuration: 0.7, delay: Double(i) * (0.3 / Double(buttons.count)),
                    usingSpringWithDamping: 0.6, initialSpringVelocity: 0,
                    options: [.beginFromCurrentState], animations: { b.transform = .identity })
            }
        }

        var triggered = false
        func trigger() {
            guard !triggered else { return }
            keyWindow.insertSublayer(blurView, below: menu)
            ViewAnimation.animate(withDuration: 0.3, animations: { menu.frame = menu.bounds })
            beforeAnimation()
            ViewAnimation.animate(
                withDuration: 0.7, usingSpringWithDamping: 0.5, initialSpringVelocity: 0.9,
                options: [.beginFromCurrentState],
                animations: {
                    helperSideView.position = Point(W / 2, helperSideView.bounds.height / 2)
                }, completion: { _ in finishAnimation() })
            beforeAnimation()
            ViewAnimation.animate(
                withDuration: 0.7, usingSpringWithDamping: 0.8, initialSpringVelocity: 2.0,
                options: [.beginFromCurrentState],
                animations: {
                    helperCenterView.position = Point(W / 2, H / 2)
                }, completion: { _ in finishAnimation() })
            ViewAnimation.animate(withDuration: 0.3, animations: { blurView.effectProgress = 1 })
            animateButtons()
            triggered = true
        }
        func tapToUntrigger() {
            guard triggered else { return }
            ViewAnimation.animate(
                withDuration: 0.3,
                animations: {
                    menu.frame = Rect(-W / 2 - extraArea, 0, W / 2 + extraArea, H)
                    blurView.effectProgress = 0
                })
            beforeAnimation()
            ViewAnimation.animate(
                withDuration: 0.7, usingSpringWithDamping: 0.6, initialSpringVelocity: 0.9,
                options: [.beginFromCurrentState],
                animations: {
                    helperSideView.position = Point(-helperSideView.bounds.height / 2, helperSideView.bounds.height / 2)
                }, completion: { _ in finishAnimation() })
            beforeAnimation()
            ViewAnimation.animate(
                withDuration: 0.7, usingSpringWithDamping: 0.7, initialSpringVelocity: 2.0,
                options: [.beginFromCurrentState],
                animations: {
                    helperCenterView.position = Point(-helperCenterView.bounds.height / 2, H / 2)
                }, completion: { _ in finishAnimation() })
            triggered = false
        }

        // The bar button calls trigger; the tap recogniser on the blur view calls tapToUntrigger.
        ctx.handlers.onTap = { p in
            if !triggered && triggerButton.contains(p) { trigger() } else if triggered && p.x > W / 2 { tapToUntrigger() }
        }
        return keyWindow
    }
}
