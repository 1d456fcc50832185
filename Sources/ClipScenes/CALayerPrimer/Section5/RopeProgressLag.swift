import ClipAnimation
import ClipGeometry
import ClipRaster

// [SEED] 事实上,使用这种方式实现进度效果的时候,进度会比直接在当前上下文绘制的响应上要慢上几帧,即是我们肉眼可以看到这种延时更新的效果,是不利于用户体验的。

/// `rope-progress-lag` (primer §5, the progress bar): the CAShapeLayer version of the sagging
/// rope trails the slider, because its shape layers are stand-alone layers and every `path` /
/// `strokeEnd` change starts a 0.25-s implicit animation; the `drawInContext:` version redraws at
/// once.
///
/// Geometry as `rope-progress` (W = 375, MAX_LENGTH 325, MAX_OFFSET 25, lightGray/green and
/// (204, 204, 204)/(66, 255, 66)). [CHOICE] the slider is flicked between stops in 0.25 s each
/// (0 → 0.8 → 0.25 → 1 → 0.5), so each drag ends well before its rope catches up; a strip
/// chart below plots both ropes' progress against time (read from the layers every frame:
/// the custom layer's model value, the shape layer's presentation `strokeEnd`).
enum RopeProgressLag {
    static let W = 375.0
    static let maxLength = W - 50
    static let sliderY = 352.0
    static let panelHeight = 104.0
    static let customTop = 70.0, shapeTop = 200.0
    static let ropeY = 44.0 // the rope's origin y inside a panel
    static let chart = Rect(25, 392, 325, 96)
    static let stops: [(t: Double, from: Double, to: Double)] = [
        (0.4, 0, 0.8), (1.5, 0.8, 0.25), (2.6, 0.25, 1), (3.7, 1, 0.5),
    ]
    static let flick = 0.25
    static let duration = 4.8

    static let scene = EngineScene(
        id: "rope-progress-lag", title: "The shape-layer progress bar lags the slider by 0.25 s",
        source: .calayerPrimer(5, "C3", reference: "LXDProgressLayer vs CAShapeLayer"), tags: [.gesture],
        keyTimes: [0.3, 0.72, 1.7, 3.0], size: Size(375, 667), duration: duration,
        script: InteractionScript(
            stops.map { s in
                InteractionScript.pan(
                    from: s.t, to: s.t + flick, start: Point(25 + maxLength * s.from, sliderY),
                    end: Point(25 + maxLength * s.to, sliderY), easing: .easeInEaseOut)
            }), build: build)

    static func vertex(_ p: Double) -> Point { Point(25 + maxLength * p, ropeY + 25 * (1 - abs((p - 0.5) * 2))) }

    static func ropePath(_ p: Double) -> Path {
        var path = Path()
        path.move(to: Point(25, ropeY)); path.line(to: vertex(p)); path.line(to: Point(W - 25, ropeY))
        return path
    }

    /// A chart point for value v at scene time t.
    static func chartPoint(_ t: Double, _ v: Double) -> Point {
        Point(chart.minX + chart.width * t / duration, chart.maxY - 8 - (chart.height - 16) * v)
    }

    static func build(_ ctx: SceneContext) -> Layer {
        let root = Layer(frame: Rect(0, 0, W, ctx.size.height))
        let panelColor = Color(hex: 0xF2F2F7)
        let lagColor = Color(hex: 0xD9480F)

        // drawInContext: version: redraws on every setProgress:.
        let custom = Layer(frame: Rect(0, customTop, W, panelHeight))
        custom.name = "progressLayer"
        custom.backgroundColor = panelColor
        let progress = custom.declare(CustomProperty("progress", default: 0.0))
        custom.contents = .drawing { ctx, st in
            let p = st[progress]
            let v = vertex(p)
            var gray = Path()
            gray.move(to: v); gray.line(to: Point(W - 25, ropeY))
            ctx.stroke(gray, color: PrimerKit.uiLightGray, width: 5, cap: .round)
            if p != 0 {
                var green = Path()
                green.move(to: Point(25, ropeY)); green.line(to: v)
                ctx.stroke(green, color: PrimerKit.uiGreen, width: 5, cap: .round)
            }
        }
        root.addSublayer(custom)
        root.addSublayer(
            LayerKit.label(
                "drawInContext:  redraws at once", origin: Point(20, customTop + 76), width: 335, size: 13,
                color: PrimerKit.secondary, weight: .medium))

        // CAShapeLayer version: stand-alone layers, so every change animates for 0.25 s.
        root.addSublayer(LayerKit.box(Rect(0, shapeTop, W, panelHeight), color: panelColor))
        root.addSublayer(
            LayerKit.label(
                "CAShapeLayer  implicit 0.25 s per change", origin: Point(20, shapeTop + 76), width: 335, size: 13,
                color: lagColor, weight: .medium))
        let container = Layer(frame: Rect(0, shapeTop, W, panelHeight))
        root.addSublayer(container)
        let background = LayerKit.shape(
            ropePath(0), frame: container.bounds, fill: nil, stroke: Color.rgb(204, 204, 204), lineWidth: 5, cap: .round,
            join: .round)
        background.name = "background"
        let top = LayerKit.shape(
            ropePath(0), frame: container.bounds, fill: nil, stroke: Color.rgb(66, 255, 66), lineWidth: 5, cap: .round,
            join: .round)
        top.name = "top"
        top.strokeEnd = 0
        container.addSublayer(background)
        container.addSublayer(top)
        PrimerKit.enableImplicitAnimations(background, top)

        let slider = PrimerKit.Slider(root, x: 25, y: sliderY, width: maxLength)

        // Strip chart: progress against time for both ropes.
        root.addSublayer(LayerKit.box(chart.insetBy(dx: -8, dy: 0), color: panelColor, radius: 8))
        for v in [0.0, 1.0] {
            let a = chartPoint(0, v), b = chartPoint(duration, v)
            root.addSublayer(LayerKit.box(Rect(a.x, a.y - 0.5, b.x - a.x, 1), color: Color(white: 0.82)))
        }
        let customLine = LayerKit.shape(Path(), frame: root.bounds, fill: nil, stroke: Color(hex: 0x1FA83A), lineWidth: 2, join: .round)
        customLine.name = "customTrace"
        let shapeLine = LayerKit.shape(Path(), frame: root.bounds, fill: nil, stroke: lagColor, lineWidth: 2, join: .round)
        shapeLine.name = "shapeTrace"
        root.addSublayer(customLine)
        root.addSublayer(shapeLine)
        root.addSublayer(
            LayerKit.label(
                "progress over time:", origin: Point(chart.minX, chart.minY + 4), width: 120, size: 11, color: PrimerKit.secondary,
                weight: .medium))
        root.addSublayer(
            LayerKit.label(
                "drawn", origin: Point(chart.minX + 112, chart.minY + 4), width: 60, size: 11, color: Color(hex: 0x1FA83A),
                weight: .bold))
        root.addSublayer(
            LayerKit.label(
                "shape layer", origin: Point(chart.minX + 152, chart.minY + 4), width: 100, size: 11, color: lagColor,
                weight: .bold))
        root.addSublayer(
            LayerKit.label(
                "One slider drives both progress bars", origin: Point(20, 30), width: 335, size: 15, color: PrimerKit.ink,
                weight: .bold))

        PrimerKit.divider(root, y: 504, width: W)
        let caption = PrimerKit.caption(
            root, title: "0.25 s behind",
            lines: ["drawInContext: progress 0.00", "shape layer strokeEnd 0.00"],
            note: "Stand-alone layers animate every property change (0.25 s), so the shape-layer rope is a few frames late.",
            top: 514, width: 335)

        ctx.handlers.onPan = { g in
            let p = slider.value(at: g.location)
            custom[progress] = p // setProgress: → setNeedsDisplay
            background.path = ropePath(p)
            top.path = ropePath(p)
            top.strokeEnd = p
            slider.set(p)
        }
        var customPath = Path(), shapePath = Path()
        _ = DisplayLink { _ in
            let t = currentMediaTime()
            let drawn = custom[progress]
            let shown = top.presentation().shape?.strokeEnd ?? 0
            let a = chartPoint(t, drawn), b = chartPoint(t, shown)
            if customPath.isEmpty { customPath.move(to: a); shapePath.move(to: b) } else { customPath.line(to: a); shapePath.line(to: b) }
            customLine.path = customPath
            shapeLine.path = shapePath
            caption.set(0, "drawInContext: progress \(PrimerKit.num(drawn, 2))")
            caption.set(1, "shape layer strokeEnd \(PrimerKit.num(shown, 2))", active: abs(shown - drawn) > 0.005)
        }
        return root
    }
}
