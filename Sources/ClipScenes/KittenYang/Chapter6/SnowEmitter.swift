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

    static func build(_ ctx: SceneContext) -> Layer {
        let W = ctx.size.width, H = ctx.size.height
        let root = Layer(frame: Rect(0, 0, W, H))

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
        return root
    }
}
