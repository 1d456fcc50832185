import ClipAnimation
import ClipGeometry
import ClipRaster

/// E6 `custom-layer-star` (primer §8, drawing with a custom layer, ZXCALayer / ZXView): on an
/// almost-white view (249, 249, 249), a 185 × 185 blue (0, 146/255, 1) layer centred at
/// (160, 284) whose `drawInContext:` fills and strokes (`kCGPathFillStroke`, line width 1) a
/// five-pointed star in (135, 232, 84)/255, vertices (y down) (94.5, 33.5), (104.02, 47.39),
/// (120.18, 52.16), (109.91, 65.51), (110.37, 82.34), (94.5, 76.7), (78.63, 82.34),
/// (79.09, 65.51), (68.82, 52.16), (84.98, 47.39), closed — not centred in the layer (≈ (94.5, 58)).
///
/// [CHOICE] (spec ⚑ reveal): the drawing reads two animatable custom properties: the outline is
/// drawn on (`outlineEnd` 0 → 1, 1.5 s, a strokeEnd-style trim), then the fill fades in (`fillAlpha`, 0.5 s); after a hold
/// both run back. Geometry faithful. [CHOICE] framing: the 185-pt layer is shown ×1.6 (its
/// `transform`, about its centre) at (160, 196), so the 52-pt star reads and the caption fits
/// below; the drawing itself is untouched.
enum CustomLayerStar {
    static let color = Color.rgb(135, 232, 84)
    static let vertices: [Point] = [
        Point(94.5, 33.5), Point(104.02, 47.39), Point(120.18, 52.16), Point(109.91, 65.51), Point(110.37, 82.34),
        Point(94.5, 76.7), Point(78.63, 82.34), Point(79.09, 65.51), Point(68.82, 52.16), Point(84.98, 47.39),
    ]
    static let star: Path = Path(points: vertices, closed: true)
    static let strokeEndKey = CustomProperty("outlineEnd", default: 0.0)
    static let fillAlphaKey = CustomProperty("fillAlpha", default: 0.0)
    /// How much larger than its 185 pt the layer is shown.
    static let zoom = 1.6

    static let scene = EngineScene(
        id: "custom-layer-star", title: "Custom layer drawing: a star filled and stroked",
        source: .calayerPrimer(8, "E6", reference: "ZXCALayer drawInContext:"),
        keyTimes: [0.9, 2.0, 2.8], size: PrimerKit.size, duration: 4.0, background: Color.rgb(249, 249, 249), build: build)

    static func build(_ ctx: SceneContext) -> Layer {
        let W = ctx.size.width
        let root = Layer(frame: Rect(0, 0, W, ctx.size.height))
        root.backgroundColor = Color.rgb(249, 249, 249)
        root.backdrop()
        let layer = Layer()
        layer.name = "starLayer"
        layer.bounds = Rect(0, 0, 185, 185)
        layer.position = Point(160, 196) // the seed's (160, 284), moved up to make room for the caption
        layer.transform = CATransform3DMakeScale(zoom, zoom, 1)
        layer.backgroundColor = Color(r: 0, g: 146.0 / 255, b: 1)
        let strokeEnd = layer.declare(strokeEndKey), fillAlpha = layer.declare(fillAlphaKey)
        layer.contents = .drawing { ctx, st in
            // CGContextAddPath … CGContextDrawPath(ctx, kCGPathFillStroke)
            let a = st[fillAlpha]
            if a > 0 { ctx.fill(star, color: color.withAlpha(a)) }
            let e = st[strokeEnd]
            if e > 0 { ctx.stroke(e >= 1 ? star : star.trimmed(start: 0, end: e), color: color, width: 1) }
        }
        root.addSublayer(layer)

        let caption = PrimerKit.caption(
            root, title: "drawInContext:",
            lines: [
                "CGContextDrawPath(kCGPathFillStroke)",
                "outline drawn: 0 %",
            ], note: "A CALayer subclass draws its own contents after setNeedsDisplay; fill and stroke (135, 232, 84). Layer shown ×1.6.",
            top: 372)

        func animate(_ key: String, from: Double, to: Double, duration: Double, at t: Double) {
            after(t) {
                layer.setValue(.scalar(to), forKeyPath: key)
                let a = BasicAnimation(keyPath: AnimKeyPath(key), from: .scalar(from), to: .scalar(to), duration: duration)
                a.timingFunction = .easeInEaseOut
                layer.add(a, forKey: key)
            }
        }
        animate("outlineEnd", from: 0, to: 1, duration: 1.5, at: 0.3)
        animate("fillAlpha", from: 0, to: 1, duration: 0.5, at: 1.8)
        animate("fillAlpha", from: 1, to: 0, duration: 0.5, at: 3.0)
        animate("outlineEnd", from: 1, to: 0, duration: 0.8, at: 3.0)
        _ = DisplayLink { _ in
            let p = layer.presentation()
            caption.set(1, "outline drawn: \(Int((p[strokeEnd] * 100).rounded())) %, fill alpha \(PrimerKit.num(p[fillAlpha], 2))")
        }
        return root
    }
}
