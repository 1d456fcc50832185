import ClipAnimation
import ClipGeometry
import ClipRaster

/// E2 `implicit-circle-grow` (primer §8, CALayerDefaultAnimationVC, "CALayer implicit
/// animation"): a blue (0, 146/255, 1) 50-pt circle (`cornerRadius = kWidth/2 = 25`) with a gray
/// shadow (offset (2, 2), opacity 0.9, radius 3) at the screen centre. Each tap moves it to the
/// tap point while it grows to a 200 × 200 rounded square (the corner radius stays 25) and turns
/// pink (1, 0.1, 0.7); the next tap shrinks it back to the blue circle. No animation code: a
/// stand-alone layer animates property changes implicitly for 0.25 s.
///
/// [CHOICE] (spec ⚑): implicit curve = `default` (0.25, 0.1, 0.25, 1); cornerRadius stays 25;
/// taps (240, 420) at 0.5 s, (80, 160) at 1.5, (200, 250) at 2.5, (100, 450) at 3.5.
enum ImplicitCircleGrow {
    static let kWidth = 50.0
    static let blue = Color(r: 0, g: 146.0 / 255, b: 1)
    static let pink = Color(r: 1, g: 0.1, b: 0.7)
    static let taps: [(Double, Point)] = [(0.5, Point(240, 420)), (1.5, Point(80, 160)), (2.5, Point(200, 250)), (3.5, Point(100, 450))]

    static let scene = EngineScene(
        id: "implicit-circle-grow", title: "Implicit animation: a circle grows, moves and changes colour",
        source: .calayerPrimer(8, "E2", reference: "CALayerDefaultAnimationVC"),
        keyTimes: [0.62, 0.8, 1.62, 2.8], size: PrimerKit.size, duration: 4.2,
        script: InteractionScript(taps.map { .tap(at: $0.0, point: $0.1) }), build: build)

    static func build(_ ctx: SceneContext) -> Layer {
        let size = ctx.size
        let root = Layer(frame: Rect(0, 0, size.width, size.height))
        let layer = Layer()
        layer.name = "circleLayer"
        layer.backgroundColor = blue
        layer.position = Point(size.width / 2, size.height / 2)
        layer.bounds = Rect(0, 0, kWidth, kWidth)
        layer.cornerRadius = kWidth / 2
        layer.shadowColor = PrimerKit.uiGray
        layer.shadowOffset = Size(2, 2)
        layer.shadowOpacity = 0.9
        root.addSublayer(layer)
        PrimerKit.enableImplicitAnimations(layer)

        let caption = PrimerKit.caption(
            root, title: "implicit animation",
            lines: [
                "bounds = 50 × 50",
                "backgroundColor = blue",
                "position = (160, 284)",
            ], note: "No animation code: a stand-alone layer animates each change for 0.25 s.", top: 14)

        ctx.handlers.onTap = { p in
            let width = layer.bounds.width
            if width == kWidth {
                layer.bounds = Rect(0, 0, 4 * kWidth, 4 * kWidth)
                layer.backgroundColor = pink
            } else {
                layer.bounds = Rect(0, 0, kWidth, kWidth)
                layer.backgroundColor = blue
            }
            layer.position = p
            let w = PrimerKit.num(layer.bounds.width)
            let lines = [
                "bounds = \(w) × \(w)", "backgroundColor = " + (width == kWidth ? "pink" : "blue"),
                "position = (\(PrimerKit.num(p.x)), \(PrimerKit.num(p.y)))",
            ]
            for (i, s) in lines.enumerated() { caption.set(i, s, active: true) }
            after(0.25) { for (i, s) in lines.enumerated() { caption.set(i, s) } }
        }
        return root
    }
}
