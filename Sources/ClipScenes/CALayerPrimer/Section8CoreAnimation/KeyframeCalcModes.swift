import ClipAnimation
import ClipGeometry
import ClipRaster

/// F7 `keyframe-calc-modes`: the seed's missing figure ("下图描绘出了几种动画模式的关系", time
/// across, property value down) as a diagram. Five lanes animate the same four values (the snow
/// keyframes' y: 150, 220, 320, 420) over 8 s, one `calculationMode` each: linear with
/// keyTimes 0, 0.5, 0.75, 1 (the seed's 4 s / 2 s / 2 s), discrete with the seed's even 8/3-s
/// steps, paced (keyTimes ignored), cubic and cubicPaced. In each lane a dot on the left track
/// moves by the lane's keyframe animation alone (the property), and a second dot runs along the
/// value-vs-time plot (position.x linear in time, position.y the same keyframe animation),
/// drawing its trail (a mask widening linearly with time) over the faint full curve.
/// [CHOICE] every visual; plots sampled from the engine's own keyframe evaluation. cubicPaced is
/// constant speed along the spline (Core Animation: "paced (constant velocity) along a Catmull-Rom
/// spline"); for these monotone one-dimensional values that is a straight rise, as in paced.
enum KeyframeCalcModes {
    static let size = Size(375, 667)
    static let values = [150.0, 220, 320, 420]
    static let duration = 8.0
    static let plotX0 = 70.0, plotX1 = 355.0, plotH = 66.0, laneTop = 88.0, laneH = 108.0

    struct Lane { var mode: CalculationMode; var keyTimes: [Double]?; var title: String; var note: String }
    static let lanes: [Lane] = [
        Lane(mode: .linear, keyTimes: [0, 0.5, 0.75, 1], title: "linear", note: "keyTimes 0 · 0.5 · 0.75 · 1"),
        Lane(mode: .discrete, keyTimes: [0, 1 / 3.0, 2 / 3.0, 1], title: "discrete", note: "jumps every 8/3 s"),
        Lane(mode: .paced, keyTimes: nil, title: "paced", note: "even speed, keyTimes ignored"),
        Lane(mode: .cubic, keyTimes: nil, title: "cubic", note: "smooth spline through the values"),
        Lane(mode: .cubicPaced, keyTimes: nil, title: "cubicPaced", note: "the spline at even speed"),
    ]

    /// Value v (150…420) → y inside lane `i`'s plot.
    static func y(_ v: Double, lane i: Int) -> Double { laneTop + Double(i) * laneH + 30 + (v - 150) / 270 * plotH }

    /// The lane's value at progress u, from the engine's keyframe evaluation.
    static func value(_ lane: Lane, _ u: Double) -> Double {
        KeyframeAnimation.evaluate(
            values: values.map { .scalar($0) }, u: u, mode: lane.mode, keyTimes: lane.keyTimes,
            timingFunctions: nil
        ).scalar ?? values[0]
    }

    /// Lane `i`'s value-vs-time curve (sampled every 1/400 of the duration).
    static let plots: [Path] = lanes.indices.map { i in
        var p = Path()
        for k in 0...400 {
            let u = Double(k) / 400
            let pt = Point(plotX0 + u * (plotX1 - plotX0), y(value(lanes[i], u), lane: i))
            if k == 0 { p.move(to: pt) } else { p.line(to: pt) }
        }
        return p
    }

    static let scene = EngineScene(
        id: "keyframe-calc-modes", title: "Keyframe calculation modes side by side",
        source: Section8CoreAnimation.source("F7", "补充: 其他属性 · calculationMode"), tags: [.keyframe, .text],
        keyTimes: [2.0, 4.6, 7.0], size: size, duration: duration + 0.6, build: build)

    static let ink = Color(hex: 0x1C1C1E), faint = Color(hex: 0xC7C7CC), accent = Color(hex: 0x0A84FF)
    static let laneColors = [Color(hex: 0x0A84FF), Color(hex: 0xFF9F0A), Color(hex: 0x30D158), Color(hex: 0xBF5AF2), Color(hex: 0xFF375F)]

    static func build(_ ctx: SceneContext) -> Layer {
        let view = Layer(frame: Rect(0, 0, size.width, size.height))
        view.backgroundColor = .white
        view.backdrop()
        view.addSublayer(LayerKit.label("calculationMode", origin: Point(20, 18), width: 335, size: 22, color: ink, weight: .bold))
        view.addSublayer(
            LayerKit.label(
                "4 values · 8 s · time →  value ↓", origin: Point(20, 50), width: 335, size: 13,
                color: Color(hex: 0x8E8E93)))
        // Time axis ticks (0, 2, 4, 6, 8 s) at the bottom.
        for s in stride(from: 0.0, through: 8, by: 2) {
            let x = plotX0 + s / duration * (plotX1 - plotX0)
            view.addSublayer(LayerKit.box(Rect(x - 0.5, laneTop + 20, 1, laneH * 5 - 12), color: Color(hex: 0xF2F2F7)))
            view.addSublayer(
                LayerKit.label(
                    "\(Int(s)) s", origin: Point(x - 20, laneTop + laneH * 5 + 10), width: 40, size: 12,
                    color: Color(hex: 0x8E8E93), align: .center))
        }

        for (i, lane) in lanes.enumerated() {
            let top = laneTop + Double(i) * laneH
            let color = laneColors[i]
            view.addSublayer(LayerKit.label(lane.title, origin: Point(20, top), width: 120, size: 16, color: ink, weight: .bold))
            view.addSublayer(LayerKit.label(lane.note, origin: Point(130, top + 2), width: 225, size: 12, color: Color(hex: 0x636366)))
            // The full curve, faint, then the trail revealed by a mask that widens with time.
            view.addSublayer(LayerKit.shape(plots[i], frame: view.bounds, fill: nil, stroke: faint, lineWidth: 1.5))
            let trail = LayerKit.shape(plots[i], frame: view.bounds, fill: nil, stroke: color, lineWidth: 2.5, cap: .round, join: .round)
            let reveal = Layer()
            reveal.backgroundColor = .black
            reveal.anchorPoint = Point(0, 0.5)
            reveal.bounds = Rect(0, 0, plotX1 - plotX0 + 4, plotH + 24)
            reveal.position = Point(plotX0 - 2, top + 30 + plotH / 2)
            let grow = BasicAnimation(keyPath: .boundsWidth, from: 0, to: .scalar(plotX1 - plotX0 + 4), duration: duration)
            reveal.add(grow, forKey: "grow")
            trail.mask = reveal
            view.addSublayer(trail)

            // The property itself: a dot on a vertical track.
            view.addSublayer(LayerKit.box(Rect(35, y(150, lane: i), 2, plotH), color: Color(hex: 0xE5E5EA), radius: 1))
            let keyframe = KeyframeAnimation(
                keyPath: .positionY, scalars: values.map { y($0, lane: i) }, keyTimes: lane.keyTimes,
                duration: duration)
            keyframe.calculationMode = lane.mode
            keyframe.fillMode = .forwards; keyframe.isRemovedOnCompletion = false
            let dot = LayerKit.disc(center: Point(36, y(150, lane: i)), radius: 7, color: color)
            dot.name = "value-\(lane.title)"
            dot.add(keyframe, forKey: "value")
            view.addSublayer(dot)

            // The plot's pen: x linear in time, y by the same keyframe animation.
            let pen = LayerKit.disc(center: Point(plotX0, y(150, lane: i)), radius: 4.5, color: color)
            pen.name = "pen-\(lane.title)"
            let across = BasicAnimation(keyPath: .positionX, from: .scalar(plotX0), to: .scalar(plotX1), duration: duration)
            across.fillMode = .forwards; across.isRemovedOnCompletion = false
            pen.add(across, forKey: "time")
            pen.add(keyframe, forKey: "value")
            view.addSublayer(pen)
        }
        return view
    }
}
