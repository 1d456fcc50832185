import ClipAnimation
import ClipGeometry
import ClipRaster

/// H7 `slide-menu-elastic` (004 "侧滑菜单栏动画", `slideMenuView` / `slideMenuBtn`): a tap on the
/// button slides a blue side menu (half the screen plus `menuBlankWidth`) in from the left over
/// a dark blurred background. Its right edge is one quadratic curve whose control point sits
/// `diff` right of the edge: on every display-link tick `diff` = the x distance between two
/// helper views' *presentation* frames, which run to the same spot on different UIView springs,
/// so the edge bulges out (≈ 50 pt at mid-height), swings briefly concave and settles straight.
/// Five capsule buttons spring in from the left one after another; a tap on the dimmed area
/// slides it all back out in 0.3 s.
///
/// ```objc
/// // drawRect:
/// [path moveToPoint:CGPointMake(0, 0)];
/// [path addLineToPoint:CGPointMake(self.frame.size.width - menuBlankWidth, 0)];
/// [path addQuadCurveToPoint:CGPointMake(self.frame.size.width - menuBlankWidth, self.frame.size.height)
///              controlPoint:CGPointMake(keyWindow.frame.size.width / 2 + diff, keyWindow.frame.size.height / 2)];
/// [path addLineToPoint:CGPointMake(0, self.frame.size.height)]; [path closePath];
/// // displayLinkAction:
/// CGRect r1 = [helperSideView.layer.presentationLayer frame], r2 = [helperCenterView.layer.presentationLayer frame];
/// diff = r1.origin.x - r2.origin.x; [self setNeedsDisplay];
/// ```
/// Numbers (seed): menuBlankWidth 50, menuBtnHeight 40, buttonSpace 30, menuColor (0, 0.722, 1);
/// open: the menu's frame to its bounds in 0.3 s, side helper to (W/2, 20) on a (0.7 s, ζ 0.5,
/// v 0.9) spring, centre helper to the window centre on (0.7 s, ζ 0.8, v 2), the link removed in
/// the centre helper's completion; buttons centred at (W/4, space + 70·i) (the seed's offset,
/// kept), translated by −100 and sprung back (0.7 s, delay i·0.3/n, ζ 0.6, v 0); dismiss: 0.3 s
/// back off-screen, helpers to (−20, 20) and (−20, H/2).
/// Script: open at 0.5 s, dismiss at 2.0 s, reopen at 3.0 s ([CHOICE] the spec's 3.0 / 4.0 would hold the
/// settled menu still for 1.8 s; a clip holds at most ~1 s).
/// [CHOICE] W × H = 414 × 736; English stand-ins for the titles (视频 图片 设置 我的 退出 → Video,
/// Pictures, Settings, Me, Quit) and the button ("点击滑动" → "Slide"), gray at (300, 500, 100, 40)
/// ([ext-src]); helpers hidden (the repo's final state); the dark blur's `alpha = 0.5` is its
/// `effectProgress` 0.5 (a blur view is never faded, see VisualEffectLayer), restored on every
/// open ([ext-src]; the seed never restores it); springs are the engine's UIKit mapping.
enum SlideMenuElastic {
    static let size = CoreAnimationNotes.screen
    static let menuBlankWidth = 50.0, menuBtnHeight = 40.0, buttonSpace = 30.0
    static let menuColor = Color(r: 0, g: 0.722, b: 1)
    static let titles = ["Video", "Pictures", "Settings", "Me", "Quit"]
    static let slideButton = Rect(300, 500, 100, 40)
    static let script = InteractionScript([
        .tap(at: 0.5, point: Point(350, 520)), .tap(at: 2.0, point: Point(350, 300)),
        .tap(at: 3.0, point: Point(350, 520)),
    ])

    static let scene = EngineScene(
        id: "slide-menu-elastic", title: "An elastic slide-in menu: springs, display link, blur",
        source: CoreAnimationNotes.source("H7", "侧滑菜单栏动画"), tags: [.bezier, .spring, .blur, .gesture, .text],
        keyTimes: [0.4, 0.62, 0.85, 1.6, 2.15, 3.15], size: size, duration: 4.6, script: script,
        checkExceptions: [
            CheckException(.leavesAndReturns, reason: "the script opens the menu, closes it (2.0 s) and opens it again (3.0 s)")
        ],
        build: build)

    /// The menu's filled shape (menu-local) for `diff`.
    static func menuPath(diff: Double) -> Path {
        let w = size.width / 2 + menuBlankWidth, h = size.height
        var path = Path()
        path.move(to: Point(0, 0))
        path.line(to: Point(w - menuBlankWidth, 0))
        path.quad(to: Point(w - menuBlankWidth, h), control: Point(size.width / 2 + diff, size.height / 2))
        path.line(to: Point(0, h))
        path.close()
        return path
    }

    /// The page's rows [CHOICE]: a media library, named to match the menu's entries.
    static let libraryRows: [(name: String, detail: String, tint: UInt32)] = [
        ("Videos", "24 clips · 1.2 GB", 0xE0533D), ("Pictures", "318 photos · 12 albums", 0x3D8BE0),
        ("Music", "86 songs · 6 playlists", 0xD6568A), ("Downloads", "12 files · today", 0x2FB37A),
        ("Documents", "7 notes · 3 drafts", 0xE0A33D), ("Shared", "With 4 friends", 0x8A5BD6),
    ]

    static func build(_ ctx: SceneContext) -> Layer {
        let W = size.width, H = size.height
        let keyWindow = Layer(frame: Rect(0, 0, W, H))
        keyWindow.backgroundColor = .white
        keyWindow.backdrop()

        // The view controller's "点击滑动" button.
        let button = LayerKit.box(slideButton, color: CoreAnimationNotes.gray)
        button.addSublayer(
            LayerKit.label(
                "Slide", origin: Point(0, (40 - 18 * 1.3) / 2), width: 100, size: 18, color: .white,
                align: .center))
        keyWindow.addSublayer(button)
        // The page's title and rows (a media library: icon, name, count, a photo, chevron): a stand-in
        // screen behind the menu (backdrop), with colours that still show through the blur.
        let title = LayerKit.label(
            "004 · slide menu", origin: Point(20, 60), width: 374, size: 28,
            color: Color(hex: 0x1C1C1E), weight: .bold)
        keyWindow.addSublayer(title)
        title.backdrop(wholeLayer: true)
        for (i, item) in libraryRows.enumerated() {
            let row = Layer(frame: Rect(20, 120 + Double(i) * 56, 374, 48))
            let icon = LayerKit.gradient(
                Rect(0, 4, 40, 40), colors: [Color(hex: item.tint).mixed(with: .white, 0.3), Color(hex: item.tint)])
            icon.cornerRadius = 9
            row.addSublayer(icon)
            row.addSublayer(
                LayerKit.label(
                    String(item.name.prefix(1)), origin: Point(0, 4 + (40 - 18 * 1.3) / 2), width: 40, size: 18, color: .white,
                    weight: .bold, align: .center))
            row.addSublayer(
                LayerKit.label(item.name, origin: Point(54, 4), width: 240, size: 17, color: Color(hex: 0x1C1C1E), weight: .semibold))
            row.addSublayer(LayerKit.label(item.detail, origin: Point(54, 26), width: 240, size: 13, color: Color(hex: 0x8A8A8E)))
            let tint = Color(hex: item.tint)
            row.addSublayer(ListScreen.photo(Rect(300, 2, 52, 44), top: tint.mixed(with: .white, 0.55), bottom: tint))
            var chevron = Path()
            chevron.move(to: Point(362, 18)); chevron.line(to: Point(368, 24)); chevron.line(to: Point(362, 30))
            row.addSublayer(
                LayerKit.shape(
                    chevron, frame: row.bounds, fill: nil, stroke: Color(white: 0.75), lineWidth: 2, cap: .round, join: .round))
            row.addSublayer(LayerKit.box(Rect(54, 51.5, 320, 0.5), color: Color(white: 0.85)))
            keyWindow.addSublayer(row)
            row.backdrop(wholeLayer: true)
        }

        let blurView = VisualEffectLayer(style: .dark, frame: keyWindow.bounds)
        blurView.name = "blurView"

        let helperSideView = Layer(frame: Rect(-40, 0, 40, 40))
        helperSideView.backgroundColor = .green
        helperSideView.isHidden = true
        let helperCenterView = Layer(frame: Rect(-40, H / 2 - 20, 40, 40))
        helperCenterView.backgroundColor = CoreAnimationNotes.orange
        helperCenterView.isHidden = true
        keyWindow.addSublayer(helperSideView)
        keyWindow.addSublayer(helperCenterView)

        let menu = Layer(frame: Rect(-(W / 2 + menuBlankWidth), 0, W / 2 + menuBlankWidth, H))
        menu.name = "menu"
        let diffKey = menu.declare(CustomProperty("diff", default: 0.0))
        menu.contents = .drawing { dc, st in dc.fill(menuPath(diff: st[diffKey]), color: menuColor) }
        keyWindow.insertSublayer(menu, below: helperSideView)

        // slideMenuBtn: a capsule, 1-pt white stroke, white 24-pt title.
        let n = Double(titles.count)
        let space = (H - n * menuBtnHeight - (n - 1) * buttonSpace) / 2
        var buttons: [Layer] = []
        for (i, title) in titles.enumerated() {
            let btn = Layer()
            btn.name = "button\(i)"
            btn.bounds = Rect(0, 0, W / 2 - 40, menuBtnHeight)
            btn.position = Point(W / 4, space + menuBtnHeight * Double(i) + buttonSpace * Double(i))
            let r = btn.bounds
            let capsule = LayerKit.shape(
                roundedRectPath(r.insetBy(dx: 1, dy: 1), radius: r.height / 2), frame: r,
                fill: menuColor, stroke: .white, lineWidth: 1)
            btn.addSublayer(capsule)
            btn.addSublayer(
                LayerKit.label(
                    title, origin: Point(0, (r.height - 24 * 1.3) / 2 + 1), width: r.width, size: 24,
                    color: .white, align: .center))
            menu.addSublayer(btn)
            buttons.append(btn)
        }

        var displayLink: DisplayLink?
        var triggered = false
        func displayLinkAction() {
            let r1 = helperSideView.presentation().frame
            let r2 = helperCenterView.presentation().frame
            menu[diffKey] = r1.minX - r2.minX
        }
        func switchAction() {
            if !triggered {
                keyWindow.insertSublayer(blurView, below: menu)
                ViewAnimation.animate(
                    withDuration: 0.3,
                    animations: {
                        menu.frame = menu.bounds
                        blurView.effectProgress = 0.5
                    })
                if displayLink == nil { displayLink = DisplayLink { _ in displayLinkAction() } }
                ViewAnimation.animate(
                    withDuration: 0.7, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0.9,
                    options: .beginFromCurrentState,
                    animations: {
                        helperSideView.position = Point(W / 2, 20)
                    })
                ViewAnimation.animate(
                    withDuration: 0.7, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 2,
                    options: .beginFromCurrentState,
                    animations: {
                        helperCenterView.position = Point(W / 2, H / 2)
                    },
                    completion: { _ in
                        displayLink?.invalidate(); displayLink = nil
                    })
                for (i, btn) in buttons.enumerated() {
                    btn.transform = Transform3D(translationX: -100, y: 0)
                    ViewAnimation.animate(
                        withDuration: 0.7, delay: Double(i) * (0.3 / n), usingSpringWithDamping: 0.6,
                        initialSpringVelocity: 0, options: .beginFromCurrentState,
                        animations: {
                            btn.transform = .identity
                        })
                }
                triggered = true
            } else {
                ViewAnimation.animate(
                    withDuration: 0.3,
                    animations: {
                        menu.frame = Rect(-(W / 2 + menuBlankWidth), 0, W / 2 + menuBlankWidth, H)
                        blurView.effectProgress = 0
                        helperSideView.position = Point(-20, 20)
                        helperCenterView.position = Point(-20, H / 2)
                    })
                triggered = false
            }
        }
        ctx.handlers.onTap = { p in
            if !triggered && slideButton.contains(p) {
                switchAction()
            } // the button
            else if triggered && p.x > W / 2 + menuBlankWidth {
                switchAction()
            } // the blur's tap recogniser
        }
        return keyWindow
    }
}
