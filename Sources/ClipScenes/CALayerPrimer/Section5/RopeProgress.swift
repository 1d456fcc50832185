import ClipAnimation
import ClipGeometry
import ClipRaster

/// C1 `rope-progress` (primer §5, "CALayer application: progress bar", sindri lin's
/// `LXDProgressLayer`): a progress line that sags like a tightrope under a walker. The vertex
/// moves left → right with the progress, 0 pt deep at 0 %, 25 pt at 50 %, 0 again at 100 %; left
/// of it green, right of it grey, 5-pt round caps.
///
/// Top: the custom layer (`drawInContext:`), `origin = (25, 76)`, `MAX_LENGTH = W − 50`,
/// `MAX_OFFSET 25`; grey first (vertex → end, lightGray), then green (origin → vertex, green)
/// only when progress ≠ 0 — the seed's two pitfalls. `setProgress:` clamps to [0, 1] and
/// redraws at once. Bottom: the regular CAShapeLayer version, path
/// `(25, 150) → ((W − 50)·p + 25, 150 + 25·(1 − |p − 0.5|·2)) → (W − 25, 150)`, grey
/// (204, 204, 204) under green (66, 255, 66) with `top.strokeEnd = progress`: the green end leaves
/// the vertex (strokeEnd is an arc-length fraction), except at 50 %.
///
/// [CHOICE] (spec ⚑): W = 375; both variants, one above the other; panels are light
/// (#F2F2F7), not the [ext-src] lightGray, on which the lightGray rope would vanish; a drawn
/// slider dragged by a scripted pan (finger shown); the shape layers' 0.25-s implicit lag (spec
/// "optionally show the lag") is left out: replaying 240 implicit path animations per frame
/// costs ≈ 30 ms a frame, five times the budget; script: the slider goes 0 → 1 over 4 s (easeInEaseOut), holds, then 1 → 0 in 2 s.
enum RopeProgress {
    static let W = 375.0
    static let maxLength = W - 50
    static let maxOffset = 25.0
    static let origin = Point(25, 76)
    static let customPanel = Rect(0, 80, 375, 130)
    static let shapeContainerY = 180.0 // the shape layers' (25, 150) lands at y 330
    static let sliderY = 440.0

    static let scene = EngineScene(
        id: "rope-progress", title: "A sagging rope progress bar (custom drawing vs shape layers)",
        source: .calayerPrimer(5, "C1", reference: "LXDProgressLayer"), tags: [.gesture],
        keyTimes: [1.0, 2.3, 3.6, 5.8], size: Size(375, 667), duration: 7.2,
        script: InteractionScript([
            InteractionScript.pan(
                from: 0.3, to: 4.3, start: Point(25, sliderY), end: Point(350, sliderY), easing: TimingFunction.easeInEaseOut),
            InteractionScript.pan(
                from: 4.8, to: 6.8, start: Point(350, sliderY), end: Point(25, sliderY), easing: TimingFunction.easeInEaseOut),
        ]), build: build)

    /// The vertex for progress p, in the custom layer's coordinates.
    static func vertex(_ p: Double, origin o: Point = origin) -> Point {
        Point(o.x + maxLength * p, o.y + maxOffset * (1 - abs((p - 0.5) * 2)))
    }

    static func shapePath(_ p: Double) -> Path {
        var path = Path()
        path.move(to: Point(25, 150))
        path.line(to: Point((W - 50) * p + 25, 150 + 25 * (1 - abs(p - 0.5) * 2)))
        path.line(to: Point(W - 25, 150))
        return path
    }

    static func build(_ ctx: SceneContext) -> Layer {
        let root = Layer(frame: Rect(0, 0, W, ctx.size.height))
        let panelColor = Color(hex: 0xF2F2F7)

        // drawInContext: version.
        let progressLayer = Layer(frame: customPanel)
        progressLayer.name = "progressLayer"
        progressLayer.backgroundColor = panelColor
        let progress = progressLayer.declare(CustomProperty("progress", default: 0.0))
        progressLayer.contents = .drawing { ctx, st in
            let p = st[progress]
            let v = vertex(p)
            var gray = Path()
            gray.move(to: v); gray.line(to: Point(origin.x + maxLength, origin.y))
            ctx.stroke(gray, color: PrimerKit.uiLightGray, width: 5, cap: .round)
            if p != 0 {
                var green = Path()
                green.move(to: origin); green.line(to: v)
                ctx.stroke(green, color: PrimerKit.uiGreen, width: 5, cap: .round)
            }
        }
        root.addSublayer(progressLayer)
        root.addSublayer(
            LayerKit.label(
                "drawInContext:  (redraws at once)", origin: Point(20, 90), width: 335, size: 13,
                color: PrimerKit.secondary, weight: .medium))

        // CAShapeLayer version.
        root.addSublayer(LayerKit.box(Rect(0, 260, W, 130), color: panelColor))
        root.addSublayer(
            LayerKit.label(
                "CAShapeLayer + strokeEnd  (arc-length fraction)", origin: Point(20, 270), width: 335,
                size: 13, color: PrimerKit.secondary, weight: .medium))
        let container = Layer(frame: Rect(0, shapeContainerY, W, 220))
        root.addSublayer(container)
        let background = LayerKit.shape(
            shapePath(0), frame: container.bounds, fill: nil, stroke: Color.rgb(204, 204, 204),
            lineWidth: 5, cap: .round, join: .round)
        background.name = "background"
        let top = LayerKit.shape(
            shapePath(0), frame: container.bounds, fill: nil, stroke: Color.rgb(66, 255, 66),
            lineWidth: 5, cap: .round, join: .round)
        top.name = "top"
        top.strokeEnd = 0
        container.addSublayer(background)
        container.addSublayer(top)

        let slider = PrimerKit.Slider(root, x: 25, y: sliderY, width: maxLength)

        PrimerKit.divider(root, y: 476, width: W)
        let caption = PrimerKit.caption(
            root, title: "progress",
            lines: [
                "layer.progress = 0",
                "top.strokeEnd = 0  (green end ≠ vertex)",
            ],
            note:
                "Slider → setProgress: → setNeedsDisplay. strokeEnd counts arc length, so the shape layers' green end misses the vertex except at 50 %.",
            top: 488, width: 335)

        ctx.handlers.onPan = { g in
            let p = slider.value(at: g.location) // UISlider value; setProgress: clamps to [0, 1]
            progressLayer[progress] = p // + setNeedsDisplay
            background.path = shapePath(p)
            top.path = shapePath(p)
            top.strokeEnd = p
            slider.set(p)
            caption.set(0, "layer.progress = " + PrimerKit.num(p, 2), active: g.state != .ended)
            caption.set(1, "top.strokeEnd = " + PrimerKit.num(p, 2) + "  (green end ≠ vertex)")
        }
        return root
    }
}
