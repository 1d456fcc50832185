import ClipAnimation
import ClipGeometry
import ClipRaster

/// §2.21 `sidebar-3d-fold` (Dribbble analyses §3, "3D sideBar", demo Menu3DSideBar): a drag to the
/// right pushes the green page aside and, in the strip it reveals, an orange panel hinged on its
/// right edge swings open in perspective (m34 = −1/500) while a shadow gradient on it fades and the
/// hamburger icon turns to vertical. Released past halfway it finishes opening (0.5 s, ease-in);
/// a tap on the icon folds it back; a short drag released early snaps back.
///
/// The gesture code is the article's v1: `rota = translation.x / 80`, clamped to [0, π/2]; the panel
/// transform is `Rotate(tran, −π/2 + rota, 0, 1, 0)` then a translation by (helper width − 100), where
/// the helper view carries the rotation alone and its frame's width is how far the hinge has moved;
/// the page is translated by that width, the icon rotated by `rota`, the shadow's dark end has
/// alpha max(0.5 − rota/2, 0).
/// ⚑ choices: the completions animate the parameter `rota` (a custom property, applied to the
/// layers by a display link) rather than interpolating 4×4 matrices; panel orange per the demo's
/// code; script: drag 0.2–1.2 s by 100 pt (rota 1.25), release → open (held 0.5 s); tap on the
/// icon at 2.2 s → close; drag 2.9–3.3 s by 48 pt (rota 0.6 < π/4), release → snaps closed; clip
/// 4.0 s (little of it static). The green page carries a greeting and two story cards and the
/// orange panel its menu (icons and names), so the fold reads on content, not on flat colour.
enum Sidebar3DFold {
    static let contentGreen = Color.rgb(54, 198, 71)
    static let orange = Color(r: 1, g: 0.5, b: 0)
    static let fullH = 80.0

    static let scene = EngineScene(
        id: "sidebar-3d-fold", title: "3D sidebar: a panel unfolds in perspective as the page slides aside",
        source: SceneSource(.dribbbleAnalyses, chapter: 3, section: "3.1", reference: "3D sideBar, Menu3DSideBar"),
        tags: [.threeD, .gesture, .gradient], keyTimes: [0.1, 0.7, 1.2, 1.8, 2.45, 3.3], duration: 4.0, background: .black,
        script: InteractionScript([
            InteractionScript.pan(from: 0.2, to: 1.2, start: Point(60, 330), end: Point(160, 330), easing: .easeInEaseOut),
            .tap(at: 2.2, point: Point(136, 46)),
            InteractionScript.pan(from: 2.9, to: 3.3, start: Point(60, 330), end: Point(108, 330), easing: .easeInEaseOut),
        ]),
        build: build)

    /// The hamburger image: three white 3 pt lines, butt caps, in a 32 × 32 button.
    static func menuIcon() -> LayerContents {
        .drawing { ctx, _ in
            for y in [4.0, 11, 18] {
                var p = Path(); p.move(to: Point(4, y)); p.line(to: Point(24, y))
                ctx.stroke(p, color: .white, width: 3)
            }
        }
    }

    /// UIView.frame of a transformed view: the bounding box of its projected bounds.
    static func frame(of l: Layer) -> Rect {
        let b = l.bounds
        let pts = [Point(b.minX, b.minY), Point(b.maxX, b.minY), Point(b.maxX, b.maxY), Point(b.minX, b.maxY)]
            .compactMap { l.toSuperlayer.apply($0) }
        let xs = pts.map(\.x), ys = pts.map(\.y)
        return Rect(xs.min()!, ys.min()!, xs.max()! - xs.min()!, ys.max()! - ys.min()!)
    }

    /// [CHOICE] The panel's menu: white line icons over their names, stacked down the orange
    /// panel, so the fold's perspective shows on real content.
    static let menuItems: [(String, @Sendable (Point) -> Path)] = [
        ("Home", HomeScreen.homeIcon), ("Search", HomeScreen.searchIcon), ("Alerts", HomeScreen.bellIcon),
        ("Inbox", HomeScreen.mailIcon), ("Likes", HomeScreen.heartIcon), ("Share", HomeScreen.shareIcon),
    ]

    static func addMenuItems(to panel: Layer) {
        let w = panel.bounds.width
        for (i, item) in menuItems.enumerated() {
            let y = 40 + Double(i) * 78
            panel.addSublayer(
                LayerKit.shape(
                    item.1(Point(w / 2, y + 14)), frame: panel.bounds, fill: nil, stroke: .white, lineWidth: 2.2,
                    cap: .round, join: .round))
            panel.addSublayer(
                LayerKit.label(item.0, origin: Point(0, y + 32), width: w, size: 13, color: .white, weight: .semibold, align: .center))
        }
    }

    /// [CHOICE] The page: a greeting and two white story cards on the green, instead of an empty page.
    static func addPageContent(to page: Layer, width W: Double) {
        let white = Color.white
        page.addSublayer(LayerKit.label("Good morning", origin: Point(20, 84), width: W - 40, size: 30, color: white, weight: .bold))
        page.addSublayer(
            LayerKit.label(
                "Drag right to open the menu", origin: Point(21, 124), width: W - 40, size: 15, color: Color(white: 1, alpha: 0.85)))
        let cards: [(String, [String], Color, Color)] = [
            (
                "Weekend in the hills", ["Three trails, one lake and the", "best picnic spot we found."], Color(hex: 0xFFC46B),
                Color(hex: 0xE8465B)
            ),
            (
                "Night market guide", ["Twelve stalls worth the queue,", "from dumplings to mango ice."], Color(hex: 0x6BD4FF),
                Color(hex: 0x2D5BD6)
            ),
        ]
        for (k, card) in cards.enumerated() {
            let top = 164 + Double(k) * 236
            let box = LayerKit.box(Rect(16, top, W - 32, 220), color: white, radius: 14)
            box.masksToBounds = true
            box.addSublayer(ListScreen.photo(Rect(0, 0, W - 32, 120), top: card.2, bottom: card.3, radius: 0))
            box.addSublayer(LayerKit.label(card.0, origin: Point(16, 132), width: W - 64, size: 18, color: HomeScreen.ink, weight: .bold))
            for (i, line) in card.1.enumerated() {
                box.addSublayer(
                    LayerKit.label(line, origin: Point(16, 160 + Double(i) * 20), width: W - 64, size: 14, color: HomeScreen.grey))
            }
            page.addSublayer(box)
        }
    }

    static func build(_ ctx: SceneContext) -> Layer {
        let W = ctx.size.width, H = ctx.size.height
        let window = Layer(frame: Rect(0, 0, W, H))

        // The side menu: black, 100 wide; the orange panel hinged at x = 100.
        let sideBar = LayerKit.box(Rect(0, 0, 100, H), color: .black)
        sideBar.name = "sideBar"
        window.addSublayer(sideBar)
        sideBar.backdrop() // the black behind the folding panel
        let containView = Layer(frame: Rect(50, 64, 100, H - 64))
        containView.name = "containView"
        containView.backgroundColor = orange
        containView.anchorPoint = Point(1, 0.5) // keeps the position: the panel now spans x 0…100
        sideBar.addSublayer(containView)
        let shadow = LayerKit.gradient(
            containView.bounds, colors: [.clear, Color(white: 0, alpha: 0.5)],
            start: Point(0, 0.5), end: Point(1, 0.5), locations: [0.2, 1])
        shadow.name = "shadow"
        addMenuItems(to: containView)
        containView.addSublayer(shadow)
        // The helper view: same hinge and rotation, no translation; its frame width is the hinge's travel.
        let containHelperView = Layer(frame: Rect(50, 64, 100, H - 64))
        containHelperView.anchorPoint = Point(1, 0.5)
        containHelperView.opacity = 0
        sideBar.addSublayer(containHelperView)

        // The content: green page, black bar, menu button.
        let containerView = Layer(frame: Rect(0, 0, W, H))
        containerView.name = "containerView"
        containerView.backgroundColor = contentGreen
        containerView.addSublayer(LayerKit.box(Rect(0, 0, W, 64), color: .black))
        containerView.addSublayer(
            LayerKit.label("Discover", origin: Point(0, 32), width: W, size: 17, color: .white, weight: .semibold, align: .center))
        addPageContent(to: containerView, width: W)
        let menuButton = Layer(frame: Rect(20, 30, 32, 32))
        menuButton.name = "menuButton"
        menuButton.contents = menuIcon()
        containerView.addSublayer(menuButton)
        window.addSublayer(containerView)

        let rota = sideBar.declare(CustomProperty("rota", default: 0.0))

        /// What the pan handler does every frame for a rotation `rota`.
        func apply(_ rota: Double) {
            Transaction.withoutActions {
                var tran = Transform3D.identity
                tran.m34 = -1 / 500.0
                let contaTran = tran.rotated(by: -Double.pi / 2 + rota, x: 0, y: 1, z: 0)
                containHelperView.transform = contaTran
                let helperWidth = frame(of: containHelperView).width
                let contaTran2 = Transform3D(translationX: helperWidth - 100, y: 0)
                containView.transform = contaTran.concatenating(contaTran2)
                containerView.transform = Transform3D(translationX: helperWidth, y: 0)
                menuButton.transform = Transform3D(rotationAngle: rota, x: 0, y: 0, z: 1)
                shadow.colors = [.clear, Color(white: 0, alpha: max(0.5 - rota / 2, 0))]
            }
        }
        apply(0)
        var applied = 0.0 // the rota the layers show

        func animateRota(to target: Double, timing: TimingFunction) {
            let a = BasicAnimation(keyPath: "rota")
            a.fromValue = .scalar(sideBar.presentation()[rota])
            a.toValue = .scalar(target)
            a.duration = 0.5
            a.timingFunction = timing
            sideBar[rota] = target
            sideBar.add(a, forKey: "rota")
        }

        ctx.handlers.onPan = { g in
            let r = min(max(g.translation.x / fullH, 0), Double.pi / 2)
            switch g.state {
            case .began, .changed:
                sideBar.removeAnimation(forKey: "rota")
                sideBar[rota] = r
                apply(r)
                applied = r
            case .ended:
                if r > Double.pi / 4 {
                    animateRota(to: Double.pi / 2, timing: .easeIn) // tranAni: easeIn, 0.5 s
                } else {
                    animateRota(to: 0, timing: .easeInEaseOut) // UIView animateWithDuration:.5
                }
            }
        }
        ctx.handlers.onTap = { _ in
            if sideBar[rota] > 0 { animateRota(to: 0, timing: .easeInEaseOut) }
        }
        // The completions move `rota`; each frame applies its current value (when it changed).
        _ = DisplayLink { _ in
            let r = sideBar.presentation()[rota]
            if r != applied { applied = r; apply(r) }
        }
        return window
    }
}
