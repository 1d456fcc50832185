import ClipAnimation
import ClipGeometry
import ClipRaster

/// 4.2 `smartisan-pull-refresh`: the Smartisan-mail pull-to-refresh icon (AnimatedCurveDemo,
/// KYPullToCurveVeiw). One custom property, `progress`, drives two stroked lines: in the first
/// half of the pull they slide toward each other, in the second each head curls round a circle of
/// radius 10 into a nearly closed refresh symbol. Pulling past 89 pt turns the icon 2° per point;
/// released past 99 pt the list holds the header open and the icon spins (0.5 s a turn) until
/// the refresh ends 2 s later.
///
/// Choices (⚑): hint texts in English ("Pull down to refresh…", "Release to refresh…"); the list
/// is a procedural mail inbox (sender, subject, a line of the message, the time); the clip is the
/// spec's 5 s script with the pull starting at 0.3 s. Framing [CHOICE]: the canvas is the top
/// 320 × 440 pt of a phone (navigation bar, the header the pull opens, the first rows), so the
/// 30-pt icon is large in the frame instead of alone on a full-height screen.
enum SmartisanPullRefresh {
    // Upstream constants (names in the seed).
    static let radius = 10.0, space = 1.0, lineLength = 30.0
    static let degree = Double.pi / 3
    /// pullDistance: the pull at which progress reaches 1.
    static let pullDistance = 99.0
    static let navBar = 64.0
    static let iconFrame = Rect(20, 0, 30, 100)
    static let headerSize = Size(200, 100)
    /// The canvas: the top of a 320-pt-wide phone.
    static let size = Size(320, 440)

    // Script [CHOICE]: pull 0 → 120 pt over 1.6 s (ease-in-out) from 0.3 s, hold 0.3 s, release.
    static let pullStart = 0.3, pullEnd = 1.9, release = 2.2
    static let maxPull = 120.0
    static let refreshDuration = 2.0

    static let scene = EngineScene(
        id: "smartisan-pull-refresh", title: "Pull to refresh: two lines curl into a refresh symbol",
        source: .kittenYang("4.2", reference: "MOVIE 4.2, AnimatedCurveDemo"), tags: [.bezier, .gesture],
        keyTimes: [0.9, 1.3, 1.9, 2.9], size: size, duration: 5.0, background: .white,
        script: InteractionScript([
            .scrollPull(
                from: pullStart, to: release,
                offset: { t in
                    let u = min(1, max(0, (t - pullStart) / (pullEnd - pullStart)))
                    return -maxPull * TimingFunction.easeInEaseOut.value(at: u)
                })
        ]),
        build: build)

    static let progressKey = CustomProperty("progress", default: 0.0)

    /// The two strokes (each with its barb) of the icon at `p`, in a frame of width `W`, height `H`.
    static func curvePaths(progress p: Double, width W: Double, height H: Double) -> (Path, Path) {
        let centerY = H / 2
        var curve1 = Path(), curve2 = Path()
        // Line 1, at x = W/2 − Radius: enters from the bottom, arrow head up.
        if p <= 0.5 {
            let a = Point(W / 2 - radius, centerY - space + lineLength + (1 - 2 * p) * (centerY - lineLength))
            let b = Point(W / 2 - radius, centerY - space + (1 - 2 * p) * (centerY - lineLength))
            curve1.move(to: a); curve1.line(to: b)
            curve1.line(to: Point(b.x - 3 * GMath.cos(degree), b.y + 3 * GMath.sin(degree)))
        } else {
            let a = Point(W / 2 - radius, centerY - space + lineLength - lineLength * (p - 0.5) * 2)
            let b = Point(W / 2 - radius, centerY - space)
            curve1.move(to: a); curve1.line(to: b)
            let theta = (Double.pi * 9 / 10) * (p - 0.5) * 2
            curve1.addArc(
                center: Point(W / 2, centerY - space), radius: radius, startAngle: Double.pi,
                endAngle: Double.pi + theta, clockwise: true)
            let cp = curve1.currentPoint ?? b
            curve1.line(to: Point(cp.x - 3 * GMath.cos(degree - theta), cp.y + 3 * GMath.sin(degree - theta)))
        }
        // Line 2, at x = W/2 + Radius: enters from the top, arrow head down.
        if p <= 0.5 {
            let a = Point(W / 2 + radius, 2 * p * (centerY + space - lineLength))
            let b = Point(W / 2 + radius, lineLength + 2 * p * (centerY + space - lineLength))
            curve2.move(to: a); curve2.line(to: b)
            curve2.line(to: Point(b.x + 3 * GMath.cos(degree), b.y - 3 * GMath.sin(degree)))
        } else {
            curve2.move(to: Point(W / 2 + radius, centerY + space - lineLength + lineLength * (p - 0.5) * 2))
            curve2.line(to: Point(W / 2 + radius, centerY + space))
            let theta = (Double.pi * 9 / 10) * (p - 0.5) * 2
            curve2.addArc(center: Point(W / 2, centerY + space), radius: radius, startAngle: 0, endAngle: theta, clockwise: true)
            let cp = curve2.currentPoint ?? .zero
            curve2.line(to: Point(cp.x + 3 * GMath.cos(degree - theta), cp.y - 3 * GMath.sin(degree - theta)))
        }
        return (curve1, curve2)
    }

    /// The CurveLayer: redraws both strokes from its presentation `progress`.
    static func curveLayer(frame: Rect) -> Layer {
        let layer = Layer(frame: frame)
        layer.name = "curveLayer"
        _ = layer.declare(progressKey)
        layer.contents = .drawing { ctx, st in
            let (c1, c2) = curvePaths(progress: st[progressKey], width: st.bounds.width, height: st.bounds.height)
            for c in [c1, c2] { ctx.stroke(c, color: .black, width: 2, cap: .round, join: .round) }
        }
        return layer
    }

    /// A mail inbox: per row a sender avatar, the sender, the subject, the message's first
    /// words and the time.
    static let mails: [(sender: String, subject: String, preview: String, time: String, tint: UInt32)] = [
        ("Smartisan", "Your mail is up to date", "Pull down any time to check again.", "9:41", 0xE0533D),
        ("Kitten Yang", "Ch. 4: math in animation", "One progress value drives both lines.", "9:12", 0x3D8BE0),
        ("Design Team", "Review: refresh icon", "Can the arrows curl a little later?", "8:30", 0x2FB37A),
        ("Calendar", "Tomorrow 10:00 stand-up", "Room 4B, bring the prototype.", "Mon", 0xE0A33D),
        ("Weekly Digest", "Five links for Sunday", "Springs, masks and a shader trick.", "Sun", 0x8A5BD6),
        ("Travel", "Boarding pass", "Gate 12 opens at 7:40.", "Sat", 0x26A9C7),
        ("Bank", "Statement ready", "Your November statement is here.", "Fri", 0x6B7785),
        ("Friends", "Photos from Saturday", "Sending the good ones first!", "Fri", 0xD6568A),
    ]

    static func inbox(width W: Double, height H: Double) -> Layer {
        let list = Layer(frame: Rect(0, 0, W, H))
        list.backgroundColor = .white
        for (i, mail) in mails.enumerated() {
            let y = Double(i) * 76
            let row = Layer(frame: Rect(0, y, W, 76))
            let tint = Color(hex: mail.tint)
            let avatar = LayerKit.gradient(
                Rect(14, 14, 36, 36), colors: [tint.mixed(with: .white, 0.25), tint], start: Point(0.3, 0.2), end: Point(0.8, 1))
            avatar.cornerRadius = 18
            row.addSublayer(avatar)
            row.addSublayer(
                LayerKit.label(
                    String(mail.sender.prefix(1)), origin: Point(14, 14 + (36 - 16 * 1.3) / 2), width: 36, size: 16,
                    color: .white, weight: .semibold, align: .center))
            row.addSublayer(
                LayerKit.label(mail.sender, origin: Point(62, 10), width: W - 120, size: 15, color: HomeScreen.ink, weight: .semibold))
            row.addSublayer(
                LayerKit.label(mail.time, origin: Point(W - 66, 12), width: 52, size: 12, color: HomeScreen.grey, align: .right))
            row.addSublayer(LayerKit.label(mail.subject, origin: Point(62, 31), width: W - 76, size: 13, color: HomeScreen.ink))
            row.addSublayer(LayerKit.label(mail.preview, origin: Point(62, 50), width: W - 76, size: 13, color: HomeScreen.grey))
            row.addSublayer(LayerKit.box(Rect(62, 75.5, W - 62, 0.5), color: HomeScreen.hairline))
            list.addSublayer(row)
        }
        return list
    }

    static func build(_ ctx: SceneContext) -> Layer {
        let W = ctx.size.width, H = ctx.size.height
        let root = Layer(frame: Rect(0, 0, W, H))
        root.backgroundColor = Color(white: 0.95)
        root.backdrop()

        // The scroll view (below the navigation bar, clipping) and its content; the header sits
        // above the content, centred in the revealed gap.
        let scrollView = Layer(frame: Rect(0, navBar, W, H - navBar))
        scrollView.masksToBounds = true
        root.addSublayer(scrollView)
        let content = Layer(frame: Rect(0, 0, W, H - navBar))
        content.name = "content"
        scrollView.addSublayer(content)
        let header = Layer(frame: Rect(W / 2 - headerSize.width / 2, -headerSize.height / 2, headerSize.width, headerSize.height))
        header.name = "header"
        content.addSublayer(header)
        let curve = curveLayer(frame: iconFrame)
        header.addSublayer(curve)
        let label = LayerKit.label("Pull down to refresh…", origin: Point(60, 41), width: 150, size: 13, color: HomeScreen.grey)
        label.name = "label"
        label.opacity = 0
        header.addSublayer(label)
        let list = inbox(width: W, height: H)
        content.addSublayer(list)
        list.backdrop(wholeLayer: true) // the stand-in inbox the refresh header is pulled out of
        let navigationBar = Posters.navBar(width: W, title: "Inbox", back: false)
        root.addSublayer(navigationBar)
        navigationBar.backdrop(wholeLayer: true)

        /// Places the list for a pull of `pull` pt (contentOffset.y = −pull − 64).
        func layout(pull: Double) {
            content.position = Point(W / 2, pull + (H - navBar) / 2)
            header.position = Point(W / 2, -pull / 2)
        }

        var refreshing = false
        ctx.handlers.onScroll = { g in
            guard !refreshing else { return }
            let pull = max(0, -g.offset)
            layout(pull: pull)
            let progress = min(1, max(0, pull / pullDistance))
            curve[progressKey] = progress
            label.opacity = progress
            label.string = progress >= 1 ? "Release to refresh…" : "Pull down to refresh…"
            // 2° per point past (pullDistance − 10).
            let diff = pull - pullDistance + 10
            curve.transform = diff > 0 ? CATransform3DMakeRotation(Double.pi * (diff * 2 / 180), 0, 0, 1) : CATransform3DIdentity

            guard g.state == .ended, progress >= 1 else { return }
            refreshing = true
            // The inset holds the header open; the icon spins until the refresh is done.
            ViewAnimation.animate(withDuration: 0.3, animations: { layout(pull: pullDistance) })
            curve.transform = CATransform3DIdentity
            let spin = BasicAnimation(keyPath: "transform.rotation.z", from: 0, to: .scalar(2 * Double.pi), duration: 0.5)
            spin.timingFunction = .linear
            spin.repeatCount = HUGE
            curve.add(spin, forKey: "rotate")
            after(refreshDuration) {
                ViewAnimation.animate(
                    withDuration: 0.1, animations: { header.opacity = 0 },
                    completion: { _ in
                        ViewAnimation.animate(
                            withDuration: 0.3, animations: { layout(pull: 0) },
                            completion: { _ in
                                curve.removeAnimation(forKey: "rotate")
                                curve[progressKey] = 0
                                label.opacity = 0
                                header.opacity = 1
                                refreshing = false
                            })
                    })
            }
        }
        return root
    }
}
