import ClipAnimation
import ClipGeometry
import ClipRaster

/// C2 `rope-progress-strokeend` (primer §5, extension): the same sagging rope, now with two
/// parameters: `progress` places the vertex and the percentage label, `strokeEnd` says how much
/// of the rope (by x) is green. Contact point (verbatim):
/// `contactX = 25 + MAX_LENGTH·strokeEnd`; case 1 (strokeEnd > progress)
/// `contactY = origin.y + (offsetY − origin.y)·(1 − (strokeEnd − progress)/(1 − progress))`; case 2
/// `contactY = (offsetY − origin.y)·(progress == 0 ?: strokeEnd/progress) + origin.y`. Grey
/// (204, 204, 204) first, then green (66, 255, 66), width 5, round cap and join; the label
/// `"%lu%%"` of `(NSUInteger)(progress·100)`, 13 pt, centred in `(5, origin.y − 30, 40, 20)`
/// offset by `(MAX_LENGTH·progress, maxOffset·(1 − |progress − 0.5|·2))`, in the stroke colour.
///
/// [CHOICE] (spec script ⚑): a slider (dragged by a scripted pan) drives progress 0 → 1 over 5 s (linear);
/// strokeEnd = clamp(progress + 0.25·sin(2π·t/2.5)), so both cases show; W = 375,
/// origin (25, 76) in a lightGray panel at (0, 80) ([ext-src]). The caption names the case.
enum RopeProgressStrokeEnd {
    static let W = 375.0
    static let maxLength = W - 50
    static let maxOffset = 25.0
    static let origin = Point(25, 76)
    static let panel = Rect(0, 80, 375, 170)
    static let slideStart = 0.3, slideEnd = 5.3
    static let sliderY = 284.0

    static let scene = EngineScene(
        id: "rope-progress-strokeend", title: "Rope progress bar: strokeEnd vs progress, contact point and label",
        source: .calayerPrimer(5, "C2", reference: "LXDProgressLayer, extension"), tags: [.gesture, .text],
        keyTimes: [1.0, 2.2, 3.4, 4.6], size: Size(375, 667), duration: 6.2,
        script: InteractionScript([
            InteractionScript.pan(from: slideStart, to: slideEnd, start: Point(25, sliderY), end: Point(350, sliderY))
        ]), build: build)

    static func strokeEnd(progress p: Double, time t: Double) -> Double {
        min(1, max(0, p + 0.25 * GMath.sin(2 * Double.pi * (t - slideStart) / 2.5)))
    }

    /// The rope's grey and green polylines and the label rect for (progress, strokeEnd).
    static func rope(progress p: Double, strokeEnd e: Double) -> (gray: Path, green: Path?, label: Rect) {
        let offsetX = origin.x + maxLength * p
        let offsetY = origin.y + maxOffset * (1 - abs((p - 0.5) * 2))
        let vertex = Point(offsetX, offsetY)
        let end = Point(origin.x + maxLength, origin.y)
        let contactX = 25 + maxLength * e
        let contactY: Double
        if e > p {
            contactY = origin.y + (offsetY - origin.y) * (1 - (e - p) / (1 - p))
        } else {
            contactY = (offsetY - origin.y) * (p == 0 ? 1 : e / p) + origin.y
        }
        let contact = Point(contactX, contactY)
        var gray = Path()
        gray.move(to: contact)
        if !(e > p) { gray.line(to: vertex) }
        gray.line(to: end)
        var green: Path? = nil
        if p != 0 {
            var g = Path()
            g.move(to: origin)
            if e > p { g.line(to: vertex) }
            g.line(to: contact)
            green = g
        } else if e != 0 && e != 1 {
            var g = Path(); g.move(to: origin); g.line(to: contact); green = g
        }
        let label = Rect(5, origin.y - 30, 40, 20).offsetBy(dx: maxLength * p, dy: maxOffset * (1 - abs(p - 0.5) * 2))
        return (gray, green, label)
    }

    static func build(_ ctx: SceneContext) -> Layer {
        let root = Layer(frame: Rect(0, 0, W, ctx.size.height))
        let grayColor = Color.rgb(204, 204, 204), greenColor = Color.rgb(66, 255, 66)

        let progressLayer = Layer(frame: panel)
        progressLayer.name = "progressLayer"
        progressLayer.backgroundColor = PrimerKit.uiLightGray
        let progress = progressLayer.declare(CustomProperty("progress", default: 0.0))
        let strokeEnd = progressLayer.declare(CustomProperty("strokeEnd", default: 0.0))
        // "strokeEnd" is a registered key: the declaration reads and writes the built-in
        // property, whose default is 1 (CAShapeLayer's). LXDProgressLayer's own strokeEnd starts
        // at 0 (the whole rope grey); left at 1 with progress 0 the rope was only a dot at its
        // right end until the slider moved (issue #26).
        progressLayer[strokeEnd] = 0
        progressLayer.contents = .drawing { ctx, st in
            let r = rope(progress: st[progress], strokeEnd: st[strokeEnd])
            ctx.stroke(r.gray, color: grayColor, width: 5, cap: .round, join: .round)
            if let g = r.green { ctx.stroke(g, color: greenColor, width: 5, cap: .round, join: .round) }
        }
        root.addSublayer(progressLayer)
        // The _report label: a CATextLayer riding 20 pt above the vertex.
        let label = LayerKit.label(
            "0%", origin: .zero, width: 40, size: 13, color: greenColor, weight: .semibold,
            align: .center)
        label.name = "percentLabel"
        label.frame = rope(progress: 0, strokeEnd: 0).label.offsetBy(dx: panel.minX, dy: panel.minY)
        root.addSublayer(label)

        let slider = PrimerKit.Slider(root, x: 25, y: sliderY, width: maxLength)
        PrimerKit.divider(root, y: 316, width: W)
        let caption = PrimerKit.caption(
            root, title: "progress and strokeEnd",
            lines: [
                "progress = 0.00  (vertex, label)",
                "strokeEnd = 0.00  (how far the green goes)",
                "case 2: strokeEnd ≤ progress",
            ],
            note:
                "Case 1: green runs past the vertex down the right side. Case 2: green stops on the left side; the rest, through the vertex, is grey.",
            top: 328, width: 335)

        ctx.handlers.onPan = { g in
            let p = slider.value(at: g.location)
            slider.set(p)
            let e = RopeProgressStrokeEnd.strokeEnd(progress: p, time: g.time)
            progressLayer[progress] = p
            progressLayer[strokeEnd] = e
            label.frame = rope(progress: p, strokeEnd: e).label.offsetBy(dx: panel.minX, dy: panel.minY)
            label.string = "\(Int(p * 100))%"
            caption.set(0, "progress = " + PrimerKit.num(p, 2) + "  (vertex, label)")
            caption.set(1, "strokeEnd = " + PrimerKit.num(e, 2) + "  (how far the green goes)")
            caption.set(2, e > p ? "case 1: strokeEnd > progress" : "case 2: strokeEnd ≤ progress", active: e > p)
        }
        return root
    }
}
