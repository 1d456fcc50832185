import ClipAnimation
import ClipGeometry
import ClipRaster

/// Procedural full-screen illustrations standing in for the book's `page1` / `page2` photos:
/// a warm sunrise poster and a cool night-tide poster, each with a translucent navigation bar.
enum Posters {
    /// Warm: orange → magenta sky, a sun, two mountain ridges, a headline.
    static func sunrise(size: Size, title: String = "Sunrise", subtitle: String) -> Layer {
        let W = size.width, H = size.height
        let screen = Layer(frame: Rect(0, 0, W, H))
        screen.addSublayer(
            LayerKit.gradient(
                screen.bounds, colors: [Color(hex: 0xFFC46B), Color(hex: 0xFF8A5C), Color(hex: 0xD9427A)],
                locations: [0, 0.45, 1]))
        // Sun with a soft halo.
        let halo = LayerKit.gradient(
            Rect(W / 2 - 140, 170, 280, 280),
            colors: [Color(r: 1, g: 0.95, b: 0.75, a: 0.55), Color(r: 1, g: 0.9, b: 0.7, a: 0)],
            start: Point(0.5, 0.5), end: Point(1, 1), type: .radial)
        screen.addSublayer(halo)
        screen.addSublayer(LayerKit.shape(Shapes.circle(Point(W / 2, 310), 66), frame: screen.bounds, fill: Color(hex: 0xFFF1C9)))
        // Ridges.
        var far = Path()
        far.move(to: Point(0, 390))
        far.cubic(to: Point(150, 350), control1: Point(50, 360), control2: Point(100, 330))
        far.cubic(to: Point(280, 380), control1: Point(200, 370), control2: Point(240, 400))
        far.cubic(to: Point(W, 340), control1: Point(320, 360), control2: Point(350, 330))
        far.line(to: Point(W, H)); far.line(to: Point(0, H)); far.close()
        screen.addSublayer(LayerKit.shape(far, frame: screen.bounds, fill: Color(hex: 0xC2456E, alpha: 0.85)))
        var near = Path()
        near.move(to: Point(0, 450))
        near.cubic(to: Point(190, 420), control1: Point(70, 420), control2: Point(120, 400))
        near.cubic(to: Point(W, 470), control1: Point(260, 440), control2: Point(320, 500))
        near.line(to: Point(W, H)); near.line(to: Point(0, H)); near.close()
        screen.addSublayer(LayerKit.shape(near, frame: screen.bounds, fill: Color(hex: 0x7D2350)))
        screen.addSublayer(LayerKit.label(title, origin: Point(24, H - 170), width: W - 48, size: 40, color: .white, weight: .bold))
        screen.addSublayer(
            LayerKit.label(
                subtitle, origin: Point(26, H - 112), width: W - 48, size: 15,
                color: Color(white: 1, alpha: 0.8)))
        screen.addSublayer(navBar(width: W, title: "Page 1", back: false))
        return screen
    }

    /// Cool: teal → indigo night, a glowing moon, layered waves, a headline.
    static func tide(size: Size, title: String = "Night Tide", subtitle: String) -> Layer {
        let W = size.width, H = size.height
        let screen = Layer(frame: Rect(0, 0, W, H))
        screen.addSublayer(
            LayerKit.gradient(
                screen.bounds, colors: [Color(hex: 0x123A6B), Color(hex: 0x1F6FA3), Color(hex: 0x3FB8C9)],
                locations: [0, 0.55, 1]))
        // Stars.
        var rng = SceneRandom(seed: 31)
        var stars = Path()
        for _ in 0..<40 {
            let p = Point(rng.uniform(8, W - 8), rng.uniform(70, 330))
            let r = rng.uniform(0.6, 1.6)
            stars.append(Shapes.circle(p, r))
        }
        screen.addSublayer(LayerKit.shape(stars, frame: screen.bounds, fill: Color(white: 1, alpha: 0.75)))
        let glow = LayerKit.gradient(
            Rect(W - 230, 90, 220, 220),
            colors: [Color(r: 0.85, g: 0.95, b: 1, a: 0.45), Color(r: 0.8, g: 0.9, b: 1, a: 0)],
            start: Point(0.5, 0.5), end: Point(1, 1), type: .radial)
        screen.addSublayer(glow)
        screen.addSublayer(LayerKit.shape(Shapes.circle(Point(W - 120, 200), 44), frame: screen.bounds, fill: Color(hex: 0xEAF4FF)))
        let waveColors = [Color(hex: 0x2A8FB8, alpha: 0.8), Color(hex: 0x1C6E9A, alpha: 0.9), Color(hex: 0x0F4A73)]
        for (i, c) in waveColors.enumerated() {
            let y0 = 400 + Double(i) * 55
            var w = Path()
            w.move(to: Point(0, y0))
            let n = 4
            for k in 0..<n {
                let x0 = W * Double(k) / Double(n), x1 = W * Double(k + 1) / Double(n)
                let amp = (k + i) % 2 == 0 ? -16.0 : 16.0
                w.cubic(to: Point(x1, y0), control1: Point(x0 + (x1 - x0) / 3, y0 + amp), control2: Point(x0 + 2 * (x1 - x0) / 3, y0 + amp))
            }
            w.line(to: Point(W, H)); w.line(to: Point(0, H)); w.close()
            screen.addSublayer(LayerKit.shape(w, frame: screen.bounds, fill: c))
        }
        screen.addSublayer(LayerKit.label(title, origin: Point(24, H - 170), width: W - 48, size: 40, color: .white, weight: .bold))
        screen.addSublayer(
            LayerKit.label(
                subtitle, origin: Point(26, H - 112), width: W - 48, size: 15,
                color: Color(white: 1, alpha: 0.8)))
        screen.addSublayer(navBar(width: W, title: "Page 2", back: true))
        return screen
    }

    /// A translucent 64 pt navigation bar (status bar included).
    static func navBar(width W: Double, title: String, back: Bool) -> Layer {
        let bar = LayerKit.box(Rect(0, 0, W, 64), color: Color(white: 1, alpha: 0.82))
        bar.addSublayer(
            LayerKit.label(
                "9:41", origin: Point(0, 3), width: W, size: 12, color: HomeScreen.ink, weight: .semibold,
                align: .center))
        bar.addSublayer(
            LayerKit.label(
                title, origin: Point(0, 31), width: W, size: 17, color: HomeScreen.ink, weight: .semibold,
                align: .center))
        if back {
            var chevron = Path()
            chevron.move(to: Point(20, 33)); chevron.line(to: Point(12, 42)); chevron.line(to: Point(20, 51))
            bar.addSublayer(
                LayerKit.shape(
                    chevron, frame: Rect(0, 0, W, 64), fill: nil, stroke: Color(hex: 0x1F7AE0), lineWidth: 3,
                    cap: .round, join: .round))
            bar.addSublayer(LayerKit.label("Page 1", origin: Point(26, 32), width: 100, size: 17, color: Color(hex: 0x1F7AE0)))
        }
        bar.addSublayer(LayerKit.box(Rect(0, 63.5, W, 0.5), color: Color(white: 0, alpha: 0.15)))
        return bar
    }
}
