import ClipAnimation
import ClipGeometry
import ClipRaster

/// A procedural iOS home screen ("SpringBoard"): a designed wallpaper, a grid of app icons (each a
/// rounded-square gradient with a vector glyph) with their names in the bundled font, page dots
/// and a frosted dock. Used where a scene shows the home screen (icon-wobble's jiggle mode, the
/// home screen under lockscreen-gravity).
enum SpringBoard {
    /// One app: its name under the icon and how its icon is drawn.
    struct App {
        var name: String
        var glyph: Glyph
    }

    /// The icon designs (drawn in a 60 × 60 design space, scaled to the icon's side).
    enum Glyph: CaseIterable {
        case messages, calendar, photos, camera, maps, weather, clock, notes, music, mail, settings, safari
        case phone, appStore, wallet, health, books, podcasts, calculator, stocks, reminders, files, tv, compass
        case home, fitness, contacts, voiceMemos
    }

    /// The grid's apps, row by row (four a row), then the dock's four.
    static let gridApps: [App] = [
        App(name: "Calendar", glyph: .calendar), App(name: "Photos", glyph: .photos),
        App(name: "Camera", glyph: .camera), App(name: "Maps", glyph: .maps),
        App(name: "Weather", glyph: .weather), App(name: "Clock", glyph: .clock),
        App(name: "Notes", glyph: .notes), App(name: "Reminders", glyph: .reminders),
        App(name: "App Store", glyph: .appStore), App(name: "Books", glyph: .books),
        App(name: "Podcasts", glyph: .podcasts), App(name: "TV", glyph: .tv),
        App(name: "Wallet", glyph: .wallet), App(name: "Health", glyph: .health),
        App(name: "Stocks", glyph: .stocks), App(name: "Home", glyph: .home),
        App(name: "Calculator", glyph: .calculator), App(name: "Files", glyph: .files),
        App(name: "Compass", glyph: .compass), App(name: "Fitness", glyph: .fitness),
        App(name: "Settings", glyph: .settings), App(name: "Mail", glyph: .mail),
        App(name: "Contacts", glyph: .contacts), App(name: "Voice Memos", glyph: .voiceMemos),
    ]
    static let dockApps: [App] = [
        App(name: "Phone", glyph: .phone), App(name: "Safari", glyph: .safari),
        App(name: "Messages", glyph: .messages), App(name: "Music", glyph: .music),
    ]

    /// Where the grid's icons sit on a screen of `size`: four columns, `rows` rows of `side`-pt
    /// icons from `top`, `pitch` pt apart.
    static func iconFrames(size: Size, rows: Int, side: Double, top: Double, pitch: Double) -> [Rect] {
        let gap = (size.width - 4 * side) / 5
        var frames: [Rect] = []
        for r in 0..<rows {
            for c in 0..<4 {
                frames.append(Rect(gap + Double(c) * (side + gap), top + Double(r) * pitch, side, side))
            }
        }
        return frames
    }

    /// The wallpaper: a deep dusk gradient with two soft glows and a low ridge of hills.
    static func wallpaper(_ size: Size) -> Layer {
        let W = size.width, H = size.height
        let l = LayerKit.gradient(
            Rect(0, 0, W, H), colors: [Color(hex: 0x1E2A78), Color(hex: 0x5B3C9E), Color(hex: 0xD9687A), Color(hex: 0xF6B26B)],
            locations: [0, 0.45, 0.8, 1])
        l.addSublayer(
            LayerKit.gradient(
                Rect(-W * 0.3, H * 0.05, W * 1.1, W * 1.1),
                colors: [Color(r: 0.55, g: 0.75, b: 1, a: 0.35), Color(r: 0.5, g: 0.7, b: 1, a: 0)],
                start: Point(0.5, 0.5), end: Point(1, 1), type: .radial))
        l.addSublayer(
            LayerKit.gradient(
                Rect(W * 0.35, H * 0.45, W * 0.9, W * 0.9),
                colors: [Color(r: 1, g: 0.75, b: 0.6, a: 0.35), Color(r: 1, g: 0.7, b: 0.6, a: 0)],
                start: Point(0.5, 0.5), end: Point(1, 1), type: .radial))
        var hills = Path()
        hills.move(to: Point(0, H * 0.86))
        hills.cubic(to: Point(W * 0.55, H * 0.84), control1: Point(W * 0.2, H * 0.8), control2: Point(W * 0.38, H * 0.8))
        hills.cubic(to: Point(W, H * 0.8), control1: Point(W * 0.72, H * 0.88), control2: Point(W * 0.86, H * 0.78))
        hills.line(to: Point(W, H)); hills.line(to: Point(0, H)); hills.close()
        l.addSublayer(LayerKit.shape(hills, frame: l.bounds, fill: Color(hex: 0x3A1F5C, alpha: 0.55)))
        return l
    }

    /// The status bar: time on the left, signal, Wi-Fi-like bars and battery on the right.
    static func statusBar(width W: Double, time: String = "9:41") -> Layer {
        let bar = Layer(frame: Rect(0, 0, W, 20))
        bar.addSublayer(LayerKit.label(time, origin: Point(0, 3), width: W, size: 12, color: .white, weight: .semibold, align: .center))
        for i in 0..<4 {
            let h = 3.0 + Double(i) * 2
            bar.addSublayer(LayerKit.box(Rect(8 + Double(i) * 5, 15 - h, 3, h), color: .white, radius: 0.8))
        }
        bar.addSublayer(LayerKit.label("Clip", origin: Point(30, 3), width: 60, size: 12, color: .white, weight: .medium))
        bar.addSublayer(LayerKit.box(Rect(W - 36, 5, 22, 10), color: .white, radius: 2.5))
        bar.addSublayer(LayerKit.box(Rect(W - 13, 8, 2, 4), color: Color(white: 1, alpha: 0.7), radius: 1))
        return bar
    }

    /// A home screen of `size` with `rows` rows of icons and the dock. The icon layers are named
    /// "icon-N" (N from 0, row by row; the dock's follow the grid's); `replace` swaps in a layer
    /// (keeping its own name) for the icon at an index (e.g. an image view the scene animates), `names` its name.
    static func make(
        size: Size, rows: Int, side: Double = 60, top: Double = 36, pitch: Double? = nil,
        replace: [Int: Layer] = [:], names: [Int: String] = [:]
    ) -> Layer {
        let W = size.width, H = size.height
        let screen = Layer(frame: Rect(0, 0, W, H))
        screen.addSublayer(wallpaper(size))
        screen.addSublayer(statusBar(width: W))
        let dockH = side + 28
        let dockTop = H - dockH - 8
        let rowPitch = pitch ?? min(side + 40, (dockTop - 26 - top) / Double(rows))
        let frames = iconFrames(size: size, rows: rows, side: side, top: top, pitch: rowPitch)
        for (i, f) in frames.enumerated() {
            let app = gridApps[i % gridApps.count]
            screen.addSublayer(replace[i].map { placed($0, frame: f) } ?? named(icon(app.glyph, frame: f), "icon-\(i)"))
            screen.addSublayer(
                LayerKit.label(
                    names[i] ?? app.name, origin: Point(f.midX - 45, f.maxY + 5), width: 90, size: 12, color: .white,
                    weight: .medium, align: .center))
        }
        // Page dots.
        for k in 0..<3 {
            let c = Point(W / 2 + Double(k - 1) * 14, dockTop - 14)
            screen.addSublayer(LayerKit.disc(center: c, radius: 3.5, color: Color(white: 1, alpha: k == 0 ? 0.95 : 0.4)))
        }
        screen.addSublayer(LayerKit.box(Rect(8, dockTop, W - 16, dockH), color: Color(white: 1, alpha: 0.28), radius: 24))
        let dockFrames = iconFrames(size: size, rows: 1, side: side, top: dockTop + 14, pitch: 0)
        for (k, f) in dockFrames.enumerated() {
            let i = frames.count + k
            screen.addSublayer(replace[i].map { placed($0, frame: f) } ?? named(icon(dockApps[k].glyph, frame: f), "icon-\(i)"))
        }
        return screen
    }

    private static func named(_ layer: Layer, _ name: String) -> Layer {
        layer.name = name
        return layer
    }

    private static func placed(_ layer: Layer, frame: Rect) -> Layer {
        layer.frame = frame
        return layer
    }

    // MARK: Icons

    /// One icon layer at `frame`: its rounded-square background and glyph, drawn as sublayers in a
    /// 60-pt design space scaled to the frame.
    static func icon(_ glyph: Glyph, frame: Rect) -> Layer {
        let s = frame.width / 60
        let icon = Layer(frame: frame)
        icon.cornerRadius = 13.5 * s
        icon.masksToBounds = true
        let (top, bottom) = background(glyph)
        icon.addSublayer(LayerKit.gradient(icon.bounds, colors: [top, bottom]))
        let scale = AffineTransform(scaleX: s, y: s)
        for part in parts(glyph) {
            switch part {
            case .fill(let path, let color):
                icon.addSublayer(LayerKit.shape(path.applying(scale), frame: icon.bounds, fill: color))
            case .stroke(let path, let color, let width):
                icon.addSublayer(
                    LayerKit.shape(
                        path.applying(scale), frame: icon.bounds, fill: nil, stroke: color, lineWidth: width * s,
                        cap: .round, join: .round))
            case .text(let string, let y, let size, let color, let weight):
                icon.addSublayer(
                    LayerKit.label(
                        string, origin: Point(0, y * s), width: frame.width, size: size * s, color: color, weight: weight,
                        align: .center))
            }
        }
        return icon
    }

    private enum Part {
        case fill(Path, Color)
        case stroke(Path, Color, Double)
        case text(String, Double, Double, Color, FontDescriptor.Weight)
    }

    private static func background(_ g: Glyph) -> (Color, Color) {
        switch g {
        case .messages, .phone: return (Color(hex: 0x67F07C), Color(hex: 0x22C33D))
        case .calendar, .photos, .safari, .health, .reminders, .files, .notes, .maps: return (Color(hex: 0xFFFFFF), Color(hex: 0xEDEDF0))
        case .camera, .settings: return (Color(hex: 0xD5D8DD), Color(hex: 0x8E939B))
        case .weather: return (Color(hex: 0x4FB3FF), Color(hex: 0x1E6FE0))
        case .home: return (Color(hex: 0xFFB340), Color(hex: 0xFF8A00))
        case .contacts: return (Color(hex: 0xE4E4E8), Color(hex: 0xBFC1C7))
        case .clock, .wallet, .stocks, .tv, .compass, .fitness, .voiceMemos: return (Color(hex: 0x2B2B2E), Color(hex: 0x050505))
        case .music: return (Color(hex: 0xFF6A88), Color(hex: 0xF1264B))
        case .mail, .appStore: return (Color(hex: 0x3FC3FF), Color(hex: 0x1A73F0))
        case .books: return (Color(hex: 0xFFAE3D), Color(hex: 0xFF7A00))
        case .podcasts: return (Color(hex: 0xD57BFF), Color(hex: 0x8A2BE2))
        case .calculator: return (Color(hex: 0x3A3A3C), Color(hex: 0x1C1C1E))
        }
    }

    private static func circle(_ x: Double, _ y: Double, _ r: Double) -> Path { Shapes.circle(Point(x, y), r) }
    private static func poly(_ pts: [(Double, Double)], closed: Bool = true) -> Path {
        Path(points: pts.map { Point($0.0, $0.1) }, closed: closed)
    }

    private static func parts(_ g: Glyph) -> [Part] {
        let white = Color.white
        switch g {
        case .messages:
            var p = ovalPath(in: Rect(11, 14, 38, 29))
            p.append(poly([(17, 46), (22, 36), (28, 41)]))
            return [.fill(p, white)]
        case .calendar:
            return [
                .text("TUESDAY", 8, 8, Color(hex: 0xF2364A), .semibold),
                .text("24", 17, 30, Color(hex: 0x111111), .regular),
            ]
        case .photos:
            let colors: [UInt32] = [0xF9B233, 0xF47B20, 0xE94D5F, 0xB04FA6, 0x5B6FD6, 0x2FA9E0, 0x37B36B, 0xB8CF3A]
            return colors.enumerated().map { k, c in
                let a = Double(k) / 8 * 2 * Double.pi
                return .fill(ovalPath(in: Rect(30 + 10 * GMath.cos(a) - 9, 30 + 10 * GMath.sin(a) - 9, 18, 18)), Color(hex: c, alpha: 0.8))
            }
        case .camera:
            return [
                .fill(roundedRectPath(Rect(10, 20, 40, 26), radius: 5), Color(hex: 0x2C2C2E)),
                .fill(roundedRectPath(Rect(22, 16, 16, 6), radius: 2), Color(hex: 0x2C2C2E)),
                .fill(circle(30, 33, 9), Color(hex: 0x8E939B)), .fill(circle(30, 33, 6), Color(hex: 0x1C3C6E)),
                .fill(circle(42, 25, 1.6), Color(hex: 0xF6C343)),
            ]
        case .maps:
            var roads = Path()
            roads.move(to: Point(0, 40)); roads.line(to: Point(60, 22))
            roads.move(to: Point(20, 0)); roads.line(to: Point(34, 60))
            var route = Path()
            route.move(to: Point(8, 52)); route.line(to: Point(26, 34)); route.line(to: Point(44, 30))
            return [
                .fill(rectPath(Rect(0, 0, 60, 60)), Color(hex: 0xE8F3D6)), .fill(rectPath(Rect(36, 36, 24, 24)), Color(hex: 0xBFE0A2)),
                .stroke(roads, Color(hex: 0xF7D46B), 6), .stroke(route, Color(hex: 0x2D7FF9), 3),
                .fill(circle(44, 22, 7), Color(hex: 0xF2364A)), .fill(circle(44, 22, 2.5), white),
            ]
        case .weather:
            var cloud = circle(24, 36, 9)
            cloud.append(circle(35, 32, 11)); cloud.append(circle(44, 38, 7))
            cloud.append(roundedRectPath(Rect(15, 36, 36, 9), radius: 4.5))
            return [.fill(circle(22, 24, 10), Color(hex: 0xFFD23F)), .fill(cloud, white)]
        case .clock:
            var hands = Path()
            hands.move(to: Point(30, 30)); hands.line(to: Point(30, 15))
            hands.move(to: Point(30, 30)); hands.line(to: Point(39, 35))
            var ticks = Path()
            for k in 0..<12 {
                let a = Double(k) / 12 * 2 * Double.pi
                ticks.move(to: Point(30 + 19 * GMath.cos(a), 30 + 19 * GMath.sin(a)))
                ticks.line(to: Point(30 + 21 * GMath.cos(a), 30 + 21 * GMath.sin(a)))
            }
            return [
                .fill(circle(30, 30, 24), white), .stroke(ticks, Color(hex: 0x333333), 1.5),
                .stroke(hands, Color(hex: 0x111111), 2.5), .fill(circle(30, 30, 2), Color(hex: 0xF29A1F)),
            ]
        case .notes:
            var lines = Path()
            for k in 0..<4 {
                let y = 28 + Double(k) * 8
                lines.move(to: Point(8, y)); lines.line(to: Point(52, y))
            }
            return [.fill(rectPath(Rect(0, 0, 60, 18)), Color(hex: 0xFFD54A)), .stroke(lines, Color(hex: 0xD0D0D4), 1.2)]
        case .music:
            var beam = Path()
            beam.move(to: Point(24, 38)); beam.line(to: Point(24, 16)); beam.line(to: Point(42, 12)); beam.line(to: Point(42, 34))
            return [
                .stroke(beam, white, 3.2), .fill(ovalPath(in: Rect(15, 35, 11, 8)), white),
                .fill(ovalPath(in: Rect(33, 31, 11, 8)), white),
            ]
        case .mail:
            var flap = Path()
            flap.move(to: Point(11, 20)); flap.line(to: Point(30, 33)); flap.line(to: Point(49, 20))
            return [.fill(roundedRectPath(Rect(10, 18, 40, 26), radius: 3), white), .stroke(flap, Color(hex: 0x1A73F0), 2)]
        case .settings:
            return [
                .fill(Path.star(center: Point(30, 30), outerRadius: 21, innerRadius: 16, points: 12, tipRounding: 1), Color(hex: 0x4A4D52)),
                .fill(circle(30, 30, 13), Color(hex: 0xC9CCD1)), .fill(circle(30, 30, 6), Color(hex: 0x4A4D52)),
            ]
        case .safari:
            return [
                .fill(circle(30, 30, 23), Color(hex: 0x1E88F0)), .fill(circle(30, 30, 20), Color(hex: 0xEAF4FF)),
                .fill(poly([(30, 30), (42, 17), (33, 33)]), Color(hex: 0xF2364A)),
                .fill(poly([(30, 30), (18, 43), (27, 27)]), Color(hex: 0x9AA3AE)),
            ]
        case .phone:
            var h = Path()
            h.move(to: Point(19, 17))
            h.cubic(to: Point(43, 41), control1: Point(17, 30), control2: Point(30, 43))
            return [.stroke(h, white, 8)]
        case .appStore:
            var a = Path()
            a.move(to: Point(21, 43)); a.line(to: Point(33, 17))
            a.move(to: Point(39, 43)); a.line(to: Point(27, 17))
            a.move(to: Point(17, 36)); a.line(to: Point(43, 36))
            return [.stroke(a, white, 3.5)]
        case .wallet:
            return [
                .fill(roundedRectPath(Rect(9, 14, 42, 14), radius: 3), Color(hex: 0x3FA7F5)),
                .fill(roundedRectPath(Rect(9, 21, 42, 14), radius: 3), Color(hex: 0xF5B83F)),
                .fill(roundedRectPath(Rect(9, 28, 42, 14), radius: 3), Color(hex: 0x46C46A)),
                .fill(roundedRectPath(Rect(9, 35, 42, 14), radius: 3), Color(hex: 0xEE5A5A)),
            ]
        case .health:
            var p = Path()
            p.move(to: Point(30, 46))
            p.cubic(to: Point(14, 24), control1: Point(20, 38), control2: Point(14, 32))
            p.cubic(to: Point(30, 18), control1: Point(14, 12), control2: Point(27, 11))
            p.cubic(to: Point(46, 24), control1: Point(33, 11), control2: Point(46, 12))
            p.cubic(to: Point(30, 46), control1: Point(46, 32), control2: Point(40, 38))
            p.close()
            return [.fill(p, Color(hex: 0xFF2D55))]
        case .books:
            return [
                .fill(poly([(30, 19), (12, 15), (12, 43), (30, 47)]), white),
                .fill(poly([(30, 19), (48, 15), (48, 43), (30, 47)]), Color(white: 1, alpha: 0.85)),
            ]
        case .podcasts:
            var arcs = Path()
            arcs.addArc(center: Point(30, 28), radius: 15, startAngle: Double.pi * 0.8, endAngle: Double.pi * 2.2, clockwise: true)
            arcs.move(to: Point(30 + 8 * GMath.cos(Double.pi * 0.8), 28 + 8 * GMath.sin(Double.pi * 0.8)))
            arcs.addArc(center: Point(30, 28), radius: 8, startAngle: Double.pi * 0.8, endAngle: Double.pi * 2.2, clockwise: true)
            return [
                .stroke(arcs, white, 3), .fill(circle(30, 28, 4), white),
                .fill(roundedRectPath(Rect(27.5, 33, 5, 14), radius: 2.5), white),
            ]
        case .calculator:
            var parts: [Part] = []
            for r in 0..<3 {
                for c in 0..<3 {
                    let color = c == 2 ? Color(hex: 0xFF9F0A) : (r == 0 ? Color(hex: 0xA5A5A5) : Color(hex: 0x505050))
                    parts.append(.fill(circle(17 + Double(c) * 13, 17 + Double(r) * 13, 5.2), color))
                }
            }
            return parts
        case .stocks:
            var line = Path()
            line.move(to: Point(10, 42)); line.line(to: Point(20, 33)); line.line(to: Point(28, 38))
            line.line(to: Point(39, 22)); line.line(to: Point(50, 18))
            return [.stroke(line, Color(hex: 0x34C759), 3)]
        case .reminders:
            let dots: [UInt32] = [0x0A84FF, 0xFF3B30, 0xFF9F0A]
            var lines = Path()
            for k in 0..<3 {
                let y = 18 + Double(k) * 12
                lines.move(to: Point(24, y)); lines.line(to: Point(48, y))
            }
            return dots.enumerated().map { k, c in .fill(circle(15, 18 + Double(k) * 12, 4), Color(hex: c)) }
                + [.stroke(lines, Color(hex: 0xC7C7CC), 1.5)]
        case .files:
            return [
                .fill(roundedRectPath(Rect(11, 18, 16, 8), radius: 2.5), Color(hex: 0x1E88F0)),
                .fill(roundedRectPath(Rect(11, 22, 38, 24), radius: 3.5), Color(hex: 0x3FA7F5)),
            ]
        case .home:
            return [
                .fill(poly([(30, 13), (48, 29), (43, 29), (43, 46), (17, 46), (17, 29), (12, 29)]), white),
                .fill(roundedRectPath(Rect(26, 34, 8, 12), radius: 1.5), Color(hex: 0xFF9A1F)),
            ]
        case .fitness:
            let rings: [(Double, UInt32, Double)] = [(20, 0xFA114F, 1.6), (14, 0x92E82A, 1.3), (8, 0x1EEAEF, 1.1)]
            return rings.map { r, c, sweep in
                var p = Path()
                p.addArc(
                    center: Point(30, 30), radius: r, startAngle: -Double.pi / 2, endAngle: -Double.pi / 2 + sweep * Double.pi,
                    clockwise: true)
                return .stroke(p, Color(hex: c), 5)
            }
        case .contacts:
            var body = Path()
            body.move(to: Point(14, 50))
            body.cubic(to: Point(46, 50), control1: Point(16, 34), control2: Point(44, 34))
            body.close()
            return [.fill(circle(30, 24, 9), Color(hex: 0x8E8E93)), .fill(body, Color(hex: 0x8E8E93))]
        case .voiceMemos:
            let heights = [6.0, 14, 22, 30, 18, 26, 12, 20, 8]
            var bars = Path()
            for (k, h) in heights.enumerated() {
                let x = 14 + Double(k) * 4
                bars.move(to: Point(x, 30 - h / 2)); bars.line(to: Point(x, 30 + h / 2))
            }
            return [.stroke(bars, Color(hex: 0xFF3B30), 2.2)]
        case .tv:
            return [.text("tv", 14, 24, white, .bold)]
        case .compass:
            var ticks = Path()
            for k in 0..<24 {
                let a = Double(k) / 24 * 2 * Double.pi
                ticks.move(to: Point(30 + 18 * GMath.cos(a), 30 + 18 * GMath.sin(a)))
                ticks.line(to: Point(30 + 22 * GMath.cos(a), 30 + 22 * GMath.sin(a)))
            }
            return [
                .stroke(ticks, white, 1.2), .fill(poly([(30, 12), (34, 30), (26, 30)]), Color(hex: 0xFF3B30)),
                .fill(poly([(30, 48), (34, 30), (26, 30)]), white),
            ]
        }
    }
}
