import ClipAnimation
import ClipGeometry
import ClipRaster

/// 6.3 `snow-emitter`: falling snow with CAEmitterLayer. A line source twice the screen wide,
/// 30 pt above it, sends one flake a second at −10 ± 10 pt/s within ±45° of +x (so most drift
/// left), pulled down by 2 pt/s², spinning ±π/4 rad/s, tinted grey-blue; the emitter layer's hard
/// white shadow (opacity 1, radius 0, 1 pt down) gives each flake a crisp under-highlight.
///
/// Choices (⚑): the flake is a procedural six-armed crystal 29 × 32 pt, drawn as a vector cell
/// (crisp at any scale) instead of the upstream PNG; fixed seed; 60 s of pre-roll so the screen
/// starts populated (the original starts empty); density ×1; clip 8 s.
enum SnowEmitter {
    static let background = Color(r: 0.902, g: 0.902, b: 0.933)
    static let flakeColor = Color(r: 0.600, g: 0.658, b: 0.743)
    static let preroll = 60.0

    static let scene = EngineScene(
        id: "snow-emitter", title: "Snow: a line emitter above the screen",
        source: .kittenYang("6.3", reference: "MOVIE 6.6"), tags: [.emitter],
        keyTimes: [0.5, 4.0], duration: 8.0, background: background, build: build)

    /// The snow image: six arms with two side branches each, 29 pt wide and 32 pt tall, centred.
    static let flake: Path = {
        var p = Path()
        /// A bar from the centre along `angle`, from r0 to r1, `w` wide.
        func bar(_ angle: Double, from r0: Double, to r1: Double, width w: Double, origin o: Point = .zero) {
            let d = Point(GMath.cos(angle), GMath.sin(angle)), n = Point(-d.y, d.x) * (w / 2)
            let a = o + d * r0, b = o + d * r1
            p.move(to: a + n); p.line(to: b + n); p.line(to: b - n); p.line(to: a - n); p.close()
        }
        let armLength = 14.5
        for k in 0..<6 {
            let a = Double.pi / 2 + Double(k) * Double.pi / 3
            bar(a, from: 0, to: armLength, width: 2.2)
            let branchRoot = Point(GMath.cos(a), GMath.sin(a)) * (armLength * 0.55)
            bar(a + Double.pi / 4, from: 0, to: 5, width: 1.6, origin: branchRoot)
            bar(a - Double.pi / 4, from: 0, to: 5, width: 1.6, origin: branchRoot)
        }
        // 29 × 32: the vertical arms reach ±16.
        return p.applying(AffineTransform(scaleX: 1, y: 16 / armLength))
    }()

    /// The landscape behind the view: neutral tones (blue minus red under 20) so that only the
    /// flakes are blue-grey.
    static func landscape(_ size: Size) -> Layer {
        let W = size.width, H = size.height
        let l = Layer(frame: Rect(0, 0, W, H))
        l.addSublayer(
            LayerKit.gradient(
                Rect(0, H * 0.35, W, H * 0.3), colors: [background.withAlpha(0), Color(r: 0.95, g: 0.93, b: 0.94)]))
        var ridge = Path()
        ridge.move(to: Point(0, H * 0.62))
        ridge.line(to: Point(W * 0.18, H * 0.55)); ridge.line(to: Point(W * 0.3, H * 0.59)); ridge.line(to: Point(W * 0.52, H * 0.5))
        ridge.line(to: Point(W * 0.7, H * 0.58)); ridge.line(to: Point(W * 0.84, H * 0.54)); ridge.line(to: Point(W, H * 0.6))
        ridge.line(to: Point(W, H)); ridge.line(to: Point(0, H)); ridge.close()
        l.addSublayer(LayerKit.shape(ridge, frame: l.bounds, fill: Color(r255: 206, g: 206, b: 220)))
        var hill = Path()
        hill.move(to: Point(0, H * 0.74))
        hill.cubic(to: Point(W, H * 0.7), control1: Point(W * 0.35, H * 0.64), control2: Point(W * 0.6, H * 0.78))
        hill.line(to: Point(W, H)); hill.line(to: Point(0, H)); hill.close()
        l.addSublayer(LayerKit.shape(hill, frame: l.bounds, fill: Color(r255: 244, g: 244, b: 250)))
        // Pines: stacked triangles on a trunk.
        let pine = Color(r255: 92, g: 108, b: 104)
        for (x, base, h) in [(0.12, 0.76, 120.0), (0.24, 0.745, 84), (0.78, 0.735, 104), (0.9, 0.75, 140)] {
            let cx = W * x, by = H * base
            var p = Path()
            for k in 0..<3 {
                let top = by - h + Double(k) * h * 0.24, bottom = by - h * 0.18 - Double(2 - k) * h * 0.2
                let half = h * (0.16 + 0.07 * Double(k))
                p.move(to: Point(cx, top)); p.line(to: Point(cx + half, bottom)); p.line(to: Point(cx - half, bottom)); p.close()
            }
            p.append(rectPath(Rect(cx - h * 0.03, by - h * 0.2, h * 0.06, h * 0.2)))
            l.addSublayer(LayerKit.shape(p, frame: l.bounds, fill: pine))
        }
        // A cabin with a lit window and a snowy roof.
        let cx = W * 0.52, by = H * 0.715
        l.addSublayer(LayerKit.box(Rect(cx - 34, by - 40, 68, 40), color: Color(r255: 120, g: 96, b: 92)))
        var roof = Path()
        roof.move(to: Point(cx - 44, by - 38)); roof.line(to: Point(cx, by - 70)); roof.line(to: Point(cx + 44, by - 38)); roof.close()
        l.addSublayer(LayerKit.shape(roof, frame: l.bounds, fill: Color(r255: 248, g: 248, b: 252)))
        l.addSublayer(LayerKit.box(Rect(cx - 8, by - 30, 16, 14), color: Color(r255: 255, g: 204, b: 110), radius: 2))
        l.addSublayer(
            LayerKit.label(
                "Snow over the valley", origin: Point(0, H - 96), width: W, size: 22, color: Color(r255: 96, g: 100, b: 110),
                weight: .semibold, align: .center))
        l.addSublayer(
            LayerKit.label(
                "one flake a second from a line above the screen", origin: Point(0, H - 64), width: W, size: 13,
                color: Color(r255: 128, g: 130, b: 140), align: .center))
        return l
    }

    static func build(_ ctx: SceneContext) -> Layer {
        let W = ctx.size.width, H = ctx.size.height
        let window = Layer(frame: Rect(0, 0, W, H))
        let scenery = landscape(ctx.size)
        window.addSublayer(scenery)
        scenery.backdrop(wholeLayer: true)
        let root = Layer(frame: Rect(0, 0, W, H)) // self.view
        window.addSublayer(root)

        let snowEmitter = EmitterLayer()
        snowEmitter.name = "snowEmitter"
        snowEmitter.frame = root.bounds
        snowEmitter.emitterPosition = Point(W / 2.0, -30)
        snowEmitter.emitterSize = Size(W * 2.0, 0.0)
        snowEmitter.emitterShape = .line
        snowEmitter.emitterMode = .outline
        snowEmitter.preroll = preroll

        let snowflake = EmitterCell(name: "snow")
        snowflake.birthRate = 1.0
        snowflake.lifetime = 120.0
        snowflake.velocity = -10
        snowflake.velocityRange = 10
        snowflake.yAcceleration = 2
        snowflake.emissionRange = 0.5 * Double.pi
        snowflake.spinRange = 0.25 * Double.pi
        snowflake.shape = flake
        snowflake.color = flakeColor

        snowEmitter.shadowOpacity = 1.0
        snowEmitter.shadowRadius = 0.0
        snowEmitter.shadowOffset = Size(0.0, 1.0)
        snowEmitter.shadowColor = .white
        snowEmitter.emitterCells = [snowflake]
        root.insertSublayer(snowEmitter, at: 0)
        return window
    }
}
