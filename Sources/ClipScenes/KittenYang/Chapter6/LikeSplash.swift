import ClipAnimation
import ClipGeometry
import ClipRaster

/// 6.4 `like-splash`: the "like" button with a particle splash (MCFireworksButton). Selecting pops
/// the icon (keyframes 1.5 → 0.8 → 1.0 over 0.5 s), turns it blue and, 0.2 s later, bursts the
/// emitter: `emitterCells.explosion.birthRate` 500 for 0.1 s (≈ 50 sparkles) on a circle outline
/// of radius 25 around the icon, 40 ± 10 pt/s outward, alpha 1 ± 0.2 falling 1.0 per second,
/// lifetime 0.7 ± 0.3 s. Deselecting shrinks it (0.8 → 1.0 over 0.4 s) and turns it grey.
///
/// Choices (⚑): direction radial outward ± π/8 (`emissionRange` π/4 about the outline's normal);
/// the sprite is a 60 pt four-point sparkle drawn as a vector cell (3 pt at scale 0.05), tinted
/// light blue; the icons are a vector thumbs-up (grey / blue); per-keyframe easing linear; the
/// 32 × 30 pt button and its emitter are shown ×3 on a 320 × 320 canvas (the spec suggests 240,
/// but sparkles born 75 pt out and flying 120 ± 30 pt/s for up to a second would leave it).
enum LikeSplash {
    static let page = Color(r: 0.98, g: 0.98, b: 0.98)
    static let grey = Color(hex: 0x9AA0A6)
    static let blue = Color(hex: 0x1E88F0)
    static let sparkleTint = Color(r: 0.45, g: 0.72, b: 1.0)
    static let buttonSize = Size(32, 30)
    static let displayScale = 3.0
    static let tapTimes = [0.5, 2.2, 3.0]

    static let scene = EngineScene(
        id: "like-splash", title: "Like button: a pop and a ring of sparkles",
        source: .kittenYang("6.4", reference: "MOVIE 6.7, MCFireworksButton"), tags: [.emitter, .keyframe],
        keyTimes: [0.62, 0.85, 1.2, 2.35], size: Size(320, 320), duration: 4.0, background: page,
        script: InteractionScript(tapTimes.map { .tap(at: $0, point: Point(160, 160)) }),
        build: build)

    /// The thumbs-up icon in a 32 × 30 box: a cuff on the left and the hand with its thumb up.
    static let thumbsUp: Path = {
        var p = Path()
        p.append(roundedRectPath(Rect(2, 13, 6, 15), radius: 1.5))
        p.move(to: Point(10, 14))
        p.line(to: Point(15, 6))
        p.cubic(to: Point(18, 2.5), control1: Point(15.8, 4.2), control2: Point(16.4, 2.5))
        p.cubic(to: Point(19.5, 7), control1: Point(19.8, 2.5), control2: Point(20.2, 4.8))
        p.line(to: Point(18.5, 11.5))
        p.line(to: Point(27, 11.5))
        p.cubic(to: Point(29.5, 14.5), control1: Point(28.6, 11.5), control2: Point(29.8, 12.8))
        p.line(to: Point(27.5, 26))
        p.cubic(to: Point(25, 28), control1: Point(27.2, 27.3), control2: Point(26.3, 28))
        p.line(to: Point(10, 28))
        p.close()
        return p
    }()

    /// The 60 pt "Sparkle" sprite: a four-point star.
    static let sparkle: Path = {
        var p = Path()
        let r = 30.0, k = 7.0
        p.move(to: Point(0, -r))
        p.quad(to: Point(r, 0), control: Point(k, -k))
        p.quad(to: Point(0, r), control: Point(k, k))
        p.quad(to: Point(-r, 0), control: Point(-k, k))
        p.quad(to: Point(0, -r), control: Point(-k, -k))
        p.close()
        return p
    }()

    static func build(_ ctx: SceneContext) -> Layer {
        let W = ctx.size.width, H = ctx.size.height
        let root = Layer(frame: Rect(0, 0, W, H))

        // The button (32 × 30), shown ×3.
        let button = Layer()
        button.name = "button"
        button.bounds = Rect(0, 0, buttonSize.width, buttonSize.height)
        button.position = Point(W / 2, H / 2)
        button.transform = CATransform3DMakeScale(displayScale, displayScale, 1)
        root.addSublayer(button)

        // The explosion layer, under the image.
        let explosionCell = EmitterCell(name: "explosion")
        explosionCell.alphaRange = 0.20
        explosionCell.alphaSpeed = -1.0
        explosionCell.lifetime = 0.7
        explosionCell.lifetimeRange = 0.3
        explosionCell.birthRate = 0
        explosionCell.velocity = 40.00
        explosionCell.velocityRange = 10.00
        explosionCell.emissionRange = Double.pi / 4
        explosionCell.shape = sparkle
        explosionCell.color = sparkleTint
        explosionCell.scale = 0.05
        explosionCell.scaleRange = 0.02
        let explosionLayer = EmitterLayer()
        explosionLayer.name = "explosionLayer"
        explosionLayer.frame = button.bounds
        explosionLayer.emitterShape = .circle
        explosionLayer.emitterMode = .outline
        explosionLayer.emitterPosition = Point(button.bounds.midX, button.bounds.midY)
        explosionLayer.emitterSize = Size(25, 0)
        explosionLayer.renderMode = .oldestFirst
        explosionLayer.masksToBounds = false
        explosionLayer.emitterCells = [explosionCell]
        button.addSublayer(explosionLayer)

        let imageLayer = ShapeLayer()
        imageLayer.name = "image"
        imageLayer.frame = button.bounds
        imageLayer.path = thumbsUp
        imageLayer.fillColor = grey
        button.addSublayer(imageLayer)

        func explode() {
            explosionLayer.setValue(.scalar(500), forKeyPath: "emitterCells.explosion.birthRate")
            after(0.1) { explosionLayer.setValue(.scalar(0), forKeyPath: "emitterCells.explosion.birthRate") }
        }
        var selected = false
        ctx.handlers.onTap = { _ in
            selected.toggle()
            if selected {
                imageLayer.fillColor = blue
                // popOutsideWithDuration:0.5
                ViewAnimation.animateKeyframes(
                    withDuration: 0.5, easeTimeline: false,
                    animations: {
                        ViewAnimation.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1.0 / 3) {
                            imageLayer.transform = CATransform3DMakeScale(1.5, 1.5, 1)
                        }
                        ViewAnimation.addKeyframe(withRelativeStartTime: 1.0 / 3, relativeDuration: 1.0 / 3) {
                            imageLayer.transform = CATransform3DMakeScale(0.8, 0.8, 1)
                        }
                        ViewAnimation.addKeyframe(withRelativeStartTime: 2.0 / 3, relativeDuration: 1.0 / 3) {
                            imageLayer.transform = CATransform3DIdentity
                        }
                    })
                after(0.2) { explode() }
            } else {
                imageLayer.fillColor = grey
                // popInsideWithDuration:0.4
                ViewAnimation.animateKeyframes(
                    withDuration: 0.4, easeTimeline: false,
                    animations: {
                        ViewAnimation.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                            imageLayer.transform = CATransform3DMakeScale(0.8, 0.8, 1)
                        }
                        ViewAnimation.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                            imageLayer.transform = CATransform3DIdentity
                        }
                    })
            }
        }
        return root
    }
}
