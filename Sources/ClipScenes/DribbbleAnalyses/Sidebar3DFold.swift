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
/// code; script: drag 0.5–1.5 s by 100 pt (rota 1.25), release → open; tap on the icon at 3.0 s →
/// close; drag 4.0–4.4 s by 48 pt (rota 0.6 < π/4), release → snaps closed; clip 5.3 s.
enum Sidebar3DFold {
    static let contentGreen = Color.rgb(54, 198, 71)
    static let orange = Color(r: 1, g: 0.5, b: 0)
    static let fullH = 80.0

    static let scene = EngineScene(
        id: "sidebar-3d-fold", title: "3D sidebar: a panel unfolds in perspective as the page slides aside",
        source: SceneSource(.dribbbleAnalyses, chapter: 3, section: "3.1", reference: "3D sideBar, Menu3DSideBar"),
        tags: [.threeD, .gesture, .gradient], keyTimes: [0.3, 1.0, 1.5, 2.5, 3.25, 4.4], duration: 5.3, background: .black,
        script: InteractionScript([
            InteractionScript.pan(from: 0.5, to: 1.5, start: Point(60, 330), end: Point(160, 330), easing: .easeInEaseOut),
            .tap(at: 3.0, point: Point(136, 46)),
            InteractionScript.pan(from: 4.0, to: 4.4, start: Point(60, 330), end: Point(108, 330), easing: .easeInEaseOut),
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
