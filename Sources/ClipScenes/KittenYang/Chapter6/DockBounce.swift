import ClipAnimation
import ClipGeometry
import ClipRaster

/// 6.1 `dock-bounce`: the Mac OS X Dock's launch bounce, built from the lock screen demo's UIKit
/// Dynamics (gravity, collision floor, elasticity, instantaneous push).
///
/// [SEED] "除了 UISnapBehavior 之外，这个 demo 基本涉及了所有的动作。类似的弹跳效果还出现在了 Mac OS X
/// 的 dock 中。" — the demo: "self.gravityBehaviour.gravityDirection = CGVectorMake(0.0, 1.0);
/// self.gravityBehaviour.magnitude = 2.6f; … self.itemBehaviour.elasticity = 0.35f; …
/// UIPushBehavior … mode:UIPushBehaviorModeInstantaneous … 点击一次触发一个 pushBehavior，并设置它的
/// pushDirection 为竖直向上".
///
/// Choices (⚑): a 640 × 400 desktop with a seven-icon Dock; the collision floor is the icons'
/// resting bottom edge; clicking an icon pushes it up with a speed that lifts it one icon height
/// (v = √(2·2600·52) ≈ 520 pt/s, the push's magnitude scaled by the icon's mass), and while the
/// app is "launching" each landing triggers the next push (Mail: 3 hops, Music: 2); after the
/// last hop the 0.35 elasticity settles it and the running-indicator dot appears.
enum DockBounce {
    static let gravityMagnitude = 2.6
    static let elasticity = 0.35
    static let iconSide = 52.0
    static let gap = 10.0
    static let restCenterY = 350.0
    /// The hop: one icon height at 2600 pt/s².
    static var hopSpeed: Double { (2 * gravityMagnitude * 1000 * iconSide).squareRoot() }

    struct App: Sendable {
        var name: String
        var colors: [Color]
        var glyph: @Sendable (Point) -> Path
        var running: Bool
    }
    static let apps: [App] = [
        App(name: "Finder", colors: [Color(hex: 0x5AC8FA), Color(hex: 0x1E6FD9)], glyph: HomeScreen.homeIcon, running: true),
        App(name: "Safari", colors: [Color(hex: 0x7FD3FF), Color(hex: 0x2A7BE4)], glyph: HomeScreen.searchIcon, running: true),
        App(name: "Mail", colors: [Color(hex: 0x6FB8FF), Color(hex: 0x1467E0)], glyph: HomeScreen.mailIcon, running: false),
        App(name: "Messages", colors: [Color(hex: 0x7BE27B), Color(hex: 0x1FAF3E)], glyph: HomeScreen.replyIcon, running: false),
        App(name: "Music", colors: [Color(hex: 0xFF7A8A), Color(hex: 0xE02A4B)], glyph: HomeScreen.heartIcon, running: false),
        App(name: "Reminders", colors: [Color(hex: 0xFFD26A), Color(hex: 0xF59E0B)], glyph: HomeScreen.bellIcon, running: false),
        App(name: "Share", colors: [Color(hex: 0xB39DFF), Color(hex: 0x6D4CE0)], glyph: HomeScreen.shareIcon, running: false),
    ]
    /// Which icons are clicked, when, and how many hops their launch takes.
    static let launches: [(index: Int, time: Double, hops: Int)] = [(2, 0.4, 3), (4, 2.3, 2)]

    static func iconCenter(_ i: Int) -> Point {
        let total = Double(apps.count) * iconSide + Double(apps.count - 1) * gap
        let x0 = (640 - total) / 2 + iconSide / 2
        return Point(x0 + Double(i) * (iconSide + gap), restCenterY)
    }

    static let scene = EngineScene(
        id: "dock-bounce", title: "Dock bounce: gravity, elasticity and a push per landing",
        source: .kittenYang("6.1", reference: "MOVIE 6.1"), tags: [.physics, .gesture], keyTimes: [0.60, 1.15, 2.50, 3.80],
        size: Size(640, 400), duration: 4.4, background: Color(hex: 0x1C1B4B),
        script: InteractionScript(launches.map { .tap(at: $0.time, point: iconCenter($0.index)) }),
        build: build)

    static func icon(_ app: App, center c: Point) -> Layer {
        let l = LayerKit.gradient(
            Rect(c.x - iconSide / 2, c.y - iconSide / 2, iconSide, iconSide), colors: app.colors, start: Point(0.2, 0), end: Point(0.8, 1))
        l.cornerRadius = 12
        l.masksToBounds = true
        let g = app.glyph(Point(0, 0)).applying(AffineTransform(scaleX: 1.45, y: 1.45))
        let glyph = LayerKit.shape(
            g.applying(AffineTransform(translationX: iconSide / 2, y: iconSide / 2)), frame: Rect(0, 0, iconSide, iconSide), fill: nil,
            stroke: .white, lineWidth: 2.6, cap: .round, join: .round)
        l.addSublayer(glyph)
        return l
    }

    static func build(_ ctx: SceneContext) -> Layer {
        let W = ctx.size.width, H = ctx.size.height
        let root = Layer(frame: Rect(0, 0, W, H))
        let wallpaper = LayerKit.gradient(
            root.bounds, colors: [Color(hex: 0x1C1B4B), Color(hex: 0x4B2A7B), Color(hex: 0xD8678B), Color(hex: 0xF6B66B)],
            start: Point(0, 0), end: Point(1, 1), locations: [0, 0.4, 0.78, 1])
        wallpaper.addSublayer(LayerKit.disc(center: Point(520, 90), radius: 150, color: Color(white: 1, alpha: 0.06)))
        wallpaper.addSublayer(LayerKit.disc(center: Point(90, 300), radius: 120, color: Color(white: 1, alpha: 0.05)))
        root.addSublayer(wallpaper)
        wallpaper.backdrop(wholeLayer: true) // the desktop picture

        // Menu bar.
        root.addSublayer(LayerKit.box(Rect(0, 0, W, 24), color: Color(white: 1, alpha: 0.22)))
        root.addSublayer(LayerKit.label("Finder", origin: Point(16, 4), width: 80, size: 13, color: .white, weight: .bold))
        root.addSublayer(
            LayerKit.label("File    Edit    View    Go    Window    Help", origin: Point(74, 4), width: 320, size: 13, color: .white))
        root.addSublayer(LayerKit.label("Tue 10:08", origin: Point(W - 96, 4), width: 80, size: 13, color: .white, align: .right))

        root.addSublayer(
            LayerKit.label("Dock bounce", origin: Point(0, 92), width: W, size: 34, color: .white, weight: .bold, align: .center))
        root.addSublayer(
            LayerKit.label(
                "gravity 2.6 · elasticity 0.35 · a push each time the icon lands", origin: Point(0, 140), width: W, size: 15,
                color: Color(white: 1, alpha: 0.8), weight: .medium, align: .center))

        // The Dock shelf.
        let first = iconCenter(0), last = iconCenter(apps.count - 1)
        let shelf = Rect(first.x - iconSide / 2 - 12, restCenterY - iconSide / 2 - 8, last.x - first.x + iconSide + 24, iconSide + 28)
        let shelfLayer = LayerKit.box(shelf, color: Color(white: 1, alpha: 0.2), radius: 18)
        shelfLayer.borderColor = Color(white: 1, alpha: 0.35)
        shelfLayer.borderWidth = 1
        root.addSublayer(shelfLayer)

        var icons: [Layer] = []
        var dots: [Layer] = []
        for (i, app) in apps.enumerated() {
            let c = iconCenter(i)
            let dot = LayerKit.disc(center: Point(c.x, restCenterY + iconSide / 2 + 8), radius: 2.2, color: Color(white: 1, alpha: 0.9))
            dot.name = "dot-\(app.name)"
            dot.opacity = app.running ? 1 : 0
            root.addSublayer(dot)
            dots.append(dot)
            let l = icon(app, center: c)
            l.name = "icon-\(app.name)"
            root.addSublayer(l)
            icons.append(l)
        }

        // UIKit Dynamics: gravity 2.6 down, a floor at the icons' resting bottom edge, elasticity 0.35.
        let animator = DynamicAnimator()
        let gravity = DynamicBehavior.Gravity(items: [])
        gravity.direction = Point(0.0, 1.0)
        gravity.magnitude = gravityMagnitude
        animator.add(gravity)
        let collision = DynamicBehavior.Collision(items: [])
        collision.setReferenceBounds(root.bounds, insets: -H, 0, H - (restCenterY + iconSide / 2), 0)
        animator.add(collision)

        for launch in launches {
            let app = apps[launch.index]
            let view = icons[launch.index]
            let item = DynamicItem(layer: view)
            item.allowsRotation = false
            item.lockX = true
            item.elasticity = elasticity
            let push = DynamicBehavior.Push(items: [item], mode: .instantaneous)
            push.active = false
            animator.add(push)
            let tip = LayerKit.box(
                Rect(view.frame.midX - 46, shelf.minY - iconSide - 56, 92, 26), color: Color(white: 0.1, alpha: 0.75), radius: 8)
            tip.addSublayer(
                LayerKit.label(app.name, origin: Point(0, 5), width: 92, size: 13, color: .white, weight: .semibold, align: .center))
            tip.opacity = 0
            root.addSublayer(tip)

            var hopsLeft = 0
            var falling = false
            func hop() {
                item.velocity = .zero
                // pushDirection magnitude: 1 gives a 100 × 100 item 100 pt/s, so scale by the mass.
                push.pushDirection = Point(0.0, -hopSpeed * item.mass / 100)
                push.active = true
                hopsLeft -= 1
            }
            animator.actions.append {
                guard gravity.items.contains(where: { $0 === item }) else { return }
                let vy = item.velocity.y
                if falling && vy <= 0 {
                    // Landed: the collision reflected the fall.
                    if hopsLeft > 0 {
                        hop()
                    } else if dots[launch.index].opacity == 0 {
                        dots[launch.index].opacity = 1
                        ViewAnimation.animate(withDuration: 0.3, animations: { tip.opacity = 0 })
                    }
                }
                falling = vy > 1
            }
            ctx.handlers.onTap = { [previous = ctx.handlers.onTap] p in
                previous?(p)
                guard view.frame.contains(p), !gravity.items.contains(where: { $0 === item }) else { return }
                gravity.items.append(item)
                collision.items.append(item)
                hopsLeft = launch.hops
                hop()
                ViewAnimation.animate(withDuration: 0.2, animations: { tip.opacity = 1 })
            }
        }
        return root
    }
}
