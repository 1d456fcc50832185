import ClipAnimation
import ClipGeometry
import ClipRaster

/// A procedural "app home screen" (timeline) used where the book shows an app's content
/// (twitter-launch's home screen, the transitions' backdrops): status bar, navigation bar,
/// rows of avatar + name + text + action icons, a tab bar. Built from layers.
enum HomeScreen {
    struct Post { var name: String; var handle: String; var lines: [String]; var color: Color; var age: String }

    static let posts: [Post] = [
        Post(
            name: "Kitten Yang", handle: "@KittenYang",
            lines: ["Shipped the launch animation: the home", "screen flies out of the logo. 60 fps."],
            color: Color(hex: 0xE0533D), age: "2m"),
        Post(
            name: "Core Animation", handle: "@CALayer", lines: ["The model layer keeps its value;", "the presentation layer moves."],
            color: Color(hex: 0x3D8BE0), age: "14m"),
        Post(
            name: "Bezier Club", handle: "@controlpoints", lines: ["1/3.6 of the side and the arc fits", "a circle almost perfectly."],
            color: Color(hex: 0x2FB37A), age: "1h"),
        Post(
            name: "Spring Lab", handle: "@damping", lines: ["Damping 0.6, velocity 0. Overshoot", "just enough to feel alive."],
            color: Color(hex: 0xE0A33D), age: "3h"),
        Post(
            name: "Motion Notes", handle: "@keyframes", lines: ["keyTimes [0, 0.5, 1], two curves:", "anticipation, then release."],
            color: Color(hex: 0x8A5BD6), age: "5h"),
    ]

    static let ink = Color(hex: 0x14171A)
    static let grey = Color(hex: 0x8A949E)
    static let hairline = Color(hex: 0xD9DEE3)

    /// The whole screen as one layer of `size`, with `accent` for the logo and active tab.
    static func make(size: Size, accent: Color, title: String = "Home", composeButton: Bool = true) -> Layer {
        let W = size.width, H = size.height
        let screen = Layer(frame: Rect(0, 0, W, H))
        screen.backgroundColor = .white

        // Rows.
        var y = 64.0
        for post in posts {
            let rowH = 118.0
            guard y + 40 < H - 49 else { break }
            let row = Layer(frame: Rect(0, y, W, rowH))
            let avatar = LayerKit.gradient(
                Rect(14, 12, 48, 48), colors: [post.color.mixed(with: .white, 0.25), post.color],
                start: Point(0.3, 0.2), end: Point(0.8, 1))
            avatar.cornerRadius = 24
            row.addSublayer(avatar)
            let initial = LayerKit.label(
                String(post.name.prefix(1)), origin: Point(14, 24), width: 48, size: 20,
                color: .white, weight: .bold, align: .center)
            row.addSublayer(initial)
            let nameW = TextLayout.advance(post.name, font: .bold, size: 15)
            row.addSublayer(LayerKit.label(post.name, origin: Point(74, 12), width: 220, size: 15, color: ink, weight: .bold))
            row.addSublayer(
                LayerKit.label(
                    "\(post.handle) · \(post.age)", origin: Point(74 + nameW + 5, 12), width: 200,
                    size: 15, color: grey))
            for (i, line) in post.lines.enumerated() {
                row.addSublayer(LayerKit.label(line, origin: Point(74, 34 + Double(i) * 20), width: W - 90, size: 15, color: ink))
            }
            // Action icons: reply, repost, like, share.
            let iy = 86.0
            let icons: [Path] = [
                replyIcon(Point(82, iy)), repostIcon(Point(152, iy)), heartIcon(Point(222, iy)), shareIcon(Point(292, iy)),
            ]
            for p in icons {
                row.addSublayer(
                    LayerKit.shape(
                        p, frame: Rect(0, 0, W, rowH), fill: nil, stroke: grey, lineWidth: 1.5,
                        cap: .round, join: .round))
            }
            row.addSublayer(LayerKit.box(Rect(0, rowH - 0.5, W, 0.5), color: hairline))
            screen.addSublayer(row)
            y += rowH
        }

        // Navigation bar with status bar.
        let nav = LayerKit.box(Rect(0, 0, W, 64), color: Color(white: 0.98))
        nav.addSublayer(LayerKit.label("9:41", origin: Point(0, 3), width: W, size: 12, color: ink, weight: .semibold, align: .center))
        nav.addSublayer(LayerKit.box(Rect(W - 36, 6, 22, 10), color: ink, radius: 2.5))
        nav.addSublayer(LayerKit.box(Rect(W - 13, 9, 2, 4), color: ink, radius: 1))
        for i in 0..<4 {
            let h = 3.0 + Double(i) * 2
            nav.addSublayer(LayerKit.box(Rect(8 + Double(i) * 5, 15 - h, 3, h), color: ink, radius: 0.8))
        }
        nav.addSublayer(LayerKit.label(title, origin: Point(0, 31), width: W, size: 17, color: ink, weight: .bold, align: .center))
        nav.addSublayer(
            LayerKit.shape(
                Path.star(center: Point(W - 28, 42), outerRadius: 11, innerRadius: 5.5, points: 5, tipRounding: 1.2),
                frame: Rect(0, 0, W, 64), fill: accent))
        let me = LayerKit.gradient(Rect(14, 28, 28, 28), colors: [Color(hex: 0xF2B880), Color(hex: 0xC9734B)])
        me.cornerRadius = 14
        nav.addSublayer(me)
        nav.addSublayer(LayerKit.box(Rect(0, 63.5, W, 0.5), color: hairline))
        screen.addSublayer(nav)

        // Floating compose button.
        if composeButton {
            let fab = LayerKit.disc(center: Point(W - 44, H - 49 - 40), radius: 26, color: accent)
            screen.addSublayer(LayerKit.softShadow(for: fab.frame, cornerRadius: 26, blur: 6, offset: Size(0, 3), opacity: 0.25))
            var plus = Path()
            plus.move(to: Point(26, 17)); plus.line(to: Point(26, 35)); plus.move(to: Point(17, 26)); plus.line(to: Point(35, 26))
            fab.addSublayer(LayerKit.shape(plus, frame: Rect(0, 0, 52, 52), fill: nil, stroke: .white, lineWidth: 3, cap: .round))
            screen.addSublayer(fab)
        }

        // Tab bar.
        let tab = LayerKit.box(Rect(0, H - 49, W, 49), color: Color(white: 0.98))
        tab.addSublayer(LayerKit.box(Rect(0, 0, W, 0.5), color: hairline))
        let tabIcons: [Path] = [
            homeIcon(Point(W * 0.125, 24)), searchIcon(Point(W * 0.375, 24)),
            bellIcon(Point(W * 0.625, 24)), mailIcon(Point(W * 0.875, 24)),
        ]
        for (i, p) in tabIcons.enumerated() {
            tab.addSublayer(
                LayerKit.shape(
                    p, frame: Rect(0, 0, W, 49), fill: nil, stroke: i == 0 ? accent : grey,
                    lineWidth: 2, cap: .round, join: .round))
        }
        screen.addSublayer(tab)
        return screen
    }

    // MARK: Icons (stroked outlines, ~18 pt, centred on c)

    static func replyIcon(_ c: Point) -> Path {
        // A speech bubble: rounded body and a tail.
        var p = roundedRectPath(Rect(c.x - 9, c.y - 7, 18, 13), radius: 6)
        p.move(to: Point(c.x - 4, c.y + 6)); p.line(to: Point(c.x - 6, c.y + 10)); p.line(to: Point(c.x + 1, c.y + 6))
        return p
    }
    static func repostIcon(_ c: Point) -> Path {
        var p = Path()
        p.move(to: Point(c.x - 8, c.y + 2)); p.line(to: Point(c.x - 8, c.y - 5)); p.line(to: Point(c.x + 5, c.y - 5))
        p.move(to: Point(c.x + 2, c.y - 8)); p.line(to: Point(c.x + 5, c.y - 5)); p.line(to: Point(c.x + 2, c.y - 2))
        p.move(to: Point(c.x + 8, c.y - 2)); p.line(to: Point(c.x + 8, c.y + 5)); p.line(to: Point(c.x - 5, c.y + 5))
        p.move(to: Point(c.x - 2, c.y + 8)); p.line(to: Point(c.x - 5, c.y + 5)); p.line(to: Point(c.x - 2, c.y + 2))
        return p
    }
    static func heartIcon(_ c: Point) -> Path {
        var p = Path()
        p.move(to: Point(c.x, c.y + 7))
        p.cubic(to: Point(c.x - 8, c.y - 3), control1: Point(c.x - 4, c.y + 4), control2: Point(c.x - 8, c.y + 1))
        p.cubic(to: Point(c.x, c.y - 4), control1: Point(c.x - 8, c.y - 9), control2: Point(c.x - 1, c.y - 9))
        p.cubic(to: Point(c.x + 8, c.y - 3), control1: Point(c.x + 1, c.y - 9), control2: Point(c.x + 8, c.y - 9))
        p.cubic(to: Point(c.x, c.y + 7), control1: Point(c.x + 8, c.y + 1), control2: Point(c.x + 4, c.y + 4))
        p.close()
        return p
    }
    static func shareIcon(_ c: Point) -> Path {
        var p = Path()
        p.move(to: Point(c.x, c.y + 3)); p.line(to: Point(c.x, c.y - 8))
        p.move(to: Point(c.x - 4, c.y - 4)); p.line(to: Point(c.x, c.y - 8)); p.line(to: Point(c.x + 4, c.y - 4))
        p.move(to: Point(c.x - 7, c.y)); p.line(to: Point(c.x - 7, c.y + 7)); p.line(to: Point(c.x + 7, c.y + 7));
        p.line(to: Point(c.x + 7, c.y))
        return p
    }
    static func homeIcon(_ c: Point) -> Path {
        var p = Path()
        p.move(to: Point(c.x - 10, c.y - 1)); p.line(to: Point(c.x, c.y - 10)); p.line(to: Point(c.x + 10, c.y - 1))
        p.move(to: Point(c.x - 7, c.y - 3)); p.line(to: Point(c.x - 7, c.y + 9)); p.line(to: Point(c.x + 7, c.y + 9));
        p.line(to: Point(c.x + 7, c.y - 3))
        return p
    }
    static func searchIcon(_ c: Point) -> Path {
        var p = Shapes.circle(Point(c.x - 2, c.y - 2), 7)
        p.move(to: Point(c.x + 3, c.y + 3)); p.line(to: Point(c.x + 9, c.y + 9))
        return p
    }
    static func bellIcon(_ c: Point) -> Path {
        var p = Path()
        p.move(to: Point(c.x - 8, c.y + 6))
        p.line(to: Point(c.x - 6, c.y + 3)); p.line(to: Point(c.x - 6, c.y - 3))
        p.cubic(to: Point(c.x + 6, c.y - 3), control1: Point(c.x - 6, c.y - 11), control2: Point(c.x + 6, c.y - 11))
        p.line(to: Point(c.x + 6, c.y + 3)); p.line(to: Point(c.x + 8, c.y + 6)); p.close()
        p.move(to: Point(c.x - 2.5, c.y + 9)); p.line(to: Point(c.x + 2.5, c.y + 9))
        return p
    }
    static func mailIcon(_ c: Point) -> Path {
        var p = roundedRectPath(Rect(c.x - 10, c.y - 7, 20, 14), radius: 2)
        p.move(to: Point(c.x - 9, c.y - 6)); p.line(to: Point(c.x, c.y + 1)); p.line(to: Point(c.x + 9, c.y - 6))
        return p
    }
}
