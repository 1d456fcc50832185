import ClipAnimation
import ClipGeometry
import ClipRaster

/// Spec §2.1 (AnimatedCircleDemo): a red ball in a dashed guide square; a slider's `progress`
/// slides the square across a 320 pt stage and pulls the side facing the centre into a tail.
///
/// The ball is a layer with a custom `progress` property drawn by a drawing closure (the book's
/// `drawInContext:`); a scripted slider drag sets `progress` in every gesture callback.
enum PageControlBall {
    static let scene = EngineScene(
        id: "page-control-ball", title: "Ball drag deformation (KYAnimatedPageControl)",
        source: .kittenYang("2.1", reference: "KYAnimatedPageControl"), tags: [.bezier, .gesture],
        keyTimes: [0.0, 1.35, 2.5, 3.65], size: Size(375, 667), duration: 6, background: .white,
        script: script
    ) { ctx in build(ctx, debug: true) }

    /// The finger drags the slider thumb along each leg.
    static let script = InteractionScript(
        legs.map { leg in
            .pan(
                from: leg.t0, to: leg.t1,
                path: { t in
                    thumbCenter(leg.from + (leg.to - leg.from) * scriptEase(t, leg.t0, leg.t1))
                })
        })

    // Layout (points).
    static let stage = Rect(27.5, 173.5, 320, 320)
    static let sliderTrack = Rect(40, 560, 295, 2)
    static let thumbSize = 28.0

    /// The scripted slider value p(t) [CHOICE §2.1]: 0.5 → 0 (1.2 s), hold 0.3 s, 0 → 1 (2 s),
    /// hold 0.3 s, 1 → 0.5 (1.2 s), hold; each leg ease-in-out and dragged by a finger.
    static let legs: [(t0: Double, t1: Double, from: Double, to: Double)] = [
        (0.0, 1.2, 0.5, 0.0), (1.5, 3.5, 0.0, 1.0), (3.8, 5.0, 1.0, 0.5),
    ]
    /// Slider value the script asks for at time `t`.
    static func progress(at t: Double) -> Double {
        var v = legs[0].from
        for l in legs where t >= l.t0 {
            v = l.from + (l.to - l.from) * scriptEase(t, l.t0, l.t1)
        }
        return v
    }

    /// Thumb centre for a slider value (UISlider insets the thumb travel by its radius).
    static func thumbCenter(_ v: Double) -> Point {
        let r = thumbSize / 2
        return Point(sliderTrack.minX + r + v * (sliderTrack.width - thumbSize), sliderTrack.midY)
    }
    static func value(atThumbX x: Double) -> Double {
        min(1, max(0, (x - sliderTrack.minX - thumbSize / 2) / (sliderTrack.width - thumbSize)))
    }

    /// viewDidLoad: the circle layer, a UISlider and a label; the script drags the slider.
    static func build(_ ctx: SceneContext, debug: Bool) -> Layer {
        let root = Layer(frame: Rect(0, 0, ctx.size.width, ctx.size.height))
        root.backgroundColor = .white
        root.backdrop()

        let title = TextLayer()
        title.frame = Rect(0, 96, 375, 30)
        title.string = "AnimatedCircleDemo"
        title.fontSize = 20
        title.font = FontDescriptor(weight: .semibold)
        title.foregroundColor = Color(white: 0.15)
        title.alignmentMode = .center
        root.addSublayer(title)

        // The animated circle layer (320 × 320, centred).
        let circle = Layer(frame: stage)
        circle.name = "circleLayer"
        circle.declare(CustomProperty("progress", default: 0.5))
        circle.contents = .drawing { dc, st in
            AnimatedCircleLayer.draw(in: &dc, bounds: st.bounds, progress: st.customScalar("progress"), debug: debug)
        }
        root.addSublayer(circle)

        // UISlider chrome: maximum track, minimum track (tint), thumb.
        let maxTrack = Layer(frame: sliderTrack)
        maxTrack.backgroundColor = Color(r255: 183, g: 183, b: 183)
        maxTrack.cornerRadius = 1
        root.addSublayer(maxTrack)
        let minTrack = Layer()
        minTrack.anchorPoint = Point(0, 0.5)
        minTrack.backgroundColor = Color(r255: 0, g: 122, b: 255)
        minTrack.cornerRadius = 1
        root.addSublayer(minTrack)
        let thumb = ShapeLayer()
        thumb.bounds = Rect(0, 0, thumbSize, thumbSize)
        thumb.path = ovalPath(in: thumb.bounds)
        thumb.fillColor = .white
        thumb.strokeColor = Color(white: 0, alpha: 0.08)
        thumb.lineWidth = 0.5
        thumb.shadowOpacity = 0.25
        thumb.shadowRadius = 2.5
        thumb.shadowOffset = Size(0, 2)
        root.addSublayer(thumb)

        let label = TextLayer()
        label.frame = Rect(0, 590, 375, 24)
        label.fontSize = 17
        label.foregroundColor = Color(white: 0.2)
        label.alignmentMode = .center
        root.addSublayer(label)

        // valueChanged: the demo's `circleLayer.progress = slider.value`, and the label.
        func setValue(_ v: Double) {
            circle.setValue(.scalar(v), forKeyPath: "progress")
            let c = thumbCenter(v)
            thumb.position = c
            minTrack.bounds = Rect(0, 0, c.x - sliderTrack.minX, sliderTrack.height)
            minTrack.position = Point(sliderTrack.minX, sliderTrack.midY)
            label.string = "Current: " + fixed(v, digits: 6)
        }
        setValue(0.5)

        // The slider's pan: the thumb follows the finger, valueChanged fires on every callback.
        ctx.handlers.onPan = { pan in setValue(value(atThumbX: pan.location.x)) }
        return root
    }
}

/// The book's `AnimatedCircleLayer` drawing (`drawInContext:`), in the layer's 320 × 320 bounds.
enum AnimatedCircleLayer {
    /// `outsideRectSize` [UPSTREAM].
    static let outsideRectSize = 90.0

    /// The key and control points of the deformed circle for `progress` (§2.1).
    struct Geometry: Equatable {
        var rect: Rect
        var a, b, c, d: Point
        var c1, c2, c3, c4, c5, c6, c7, c8: Point
        /// Left (B moves) for progress ≤ 0.5, else right (D moves).
        var movesB: Bool
        var movedDistance: Double

        init(progress: Double, bounds: Rect) {
            let w = AnimatedCircleLayer.outsideRectSize
            let originX = bounds.midX - w / 2 + (progress - 0.5) * (bounds.width - w)
            let originY = bounds.midY - w / 2
            rect = Rect(originX, originY, w, w)
            movesB = progress <= 0.5
            let offset = w / 3.6
            let moved = (w * 1 / 6) * abs(progress - 0.5) * 2
            movedDistance = moved
            let cx = rect.midX, cy = rect.midY
            a = Point(cx, rect.minY + moved)
            c = Point(cx, rect.maxY - moved)
            b = movesB ? Point(rect.maxX + 2 * moved, cy) : Point(rect.maxX, cy)
            d = movesB ? Point(rect.minX, cy) : Point(rect.minX - 2 * moved, cy)
            c1 = Point(a.x + offset, a.y)
            c2 = Point(b.x, movesB ? b.y - offset + moved : b.y - offset)
            c3 = Point(b.x, movesB ? b.y + offset - moved : b.y + offset)
            c4 = Point(c.x + offset, c.y)
            c5 = Point(c.x - offset, c.y)
            c6 = Point(d.x, movesB ? d.y + offset : d.y + offset - moved)
            c7 = Point(d.x, movesB ? d.y - offset : d.y - offset + moved)
            c8 = Point(a.x - offset, a.y)
        }

        /// move A; curve→B (c1,c2); curve→C (c3,c4); curve→D (c5,c6); curve→A (c7,c8); close.
        var ballPath: Path {
            var p = Path()
            p.move(to: a)
            p.cubic(to: b, control1: c1, control2: c2)
            p.cubic(to: c, control1: c3, control2: c4)
            p.cubic(to: d, control1: c5, control2: c6)
            p.cubic(to: a, control1: c7, control2: c8)
            p.close()
            return p
        }
        /// The 12 points in drawing order.
        var points: [Point] { [a, b, c, d, c1, c2, c3, c4, c5, c6, c7, c8] }
        /// A→c1→c2→B→c3→c4→C→c5→c6→D→c7→c8→close.
        var helperPolyline: Path {
            var p = Path()
            p.move(to: a)
            for q in [c1, c2, b, c3, c4, c, c5, c6, d, c7, c8] { p.line(to: q) }
            p.close()
            return p
        }
    }

    static func draw(in ctx: inout DrawContext, bounds: Rect, progress: Double, debug: Bool) {
        let g = Geometry(progress: progress, bounds: bounds)
        // //1 dashed guide square.
        ctx.stroke(rectPath(g.rect), color: .black, width: 1, dash: [5, 5])
        // //2 dash cleared: the ball, fill + stroke (kCGPathFillStroke).
        let ball = g.ballPath
        ctx.fill(ball, color: Color(r: 1, g: 0, b: 0))
        ctx.stroke(ball, color: .black, width: 1)
        guard debug else { return }
        // Key/control points: yellow 4 × 4 squares; helper polyline dashed {2,2}.
        var squares = Path()
        for p in g.points { squares.append(rectPath(Rect(p.x - 2, p.y - 2, 4, 4))) }
        ctx.fill(squares, color: Color(r: 1, g: 1, b: 0))
        ctx.stroke(g.helperPolyline, color: .black, width: 1, dash: [2, 2])
    }
}

/// `String(format: "%.<digits>f", v)` for 0 ≤ v (no Foundation).
func fixed(_ v: Double, digits: Int) -> String {
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let n = Int((abs(v) * scale).rounded())
    let ip = n / Int(scale), fp = n % Int(scale)
    var f = String(fp)
    while f.count < digits { f = "0" + f }
    return (v < 0 && n != 0 ? "-" : "") + String(ip) + (digits > 0 ? "." + f : "")
}

/// Ease-in-out progress of `t` over `[t0, t1]` (the scripts' standard easing), clamped.
func scriptEase(_ t: Double, _ t0: Double, _ t1: Double) -> Double {
    let u = min(1, max(0, (t - t0) / (t1 - t0)))
    return TimingFunction.easeInEaseOut.value(at: u)
}
