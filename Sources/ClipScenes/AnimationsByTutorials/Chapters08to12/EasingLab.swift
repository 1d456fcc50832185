import ClipAnimation
import ClipGeometry
import ClipRaster

/// `easing-lab` (001/002 §2.9; book ch. 10 "Groups and Advanced Timing", Animation easing): one
/// lane per CAMediaTimingFunction — linear, easeIn, easeOut, easeInEaseOut, default and a custom
/// `init(controlPoints:)` curve. Each lane plots its Bézier (progress against time) with a marker
/// riding the curve, and races a dot along a track with the same function; all six start
/// together, so the dots show who is ahead when.
///
/// ⚑ choices: 1.5 s runs, 0.5 s hold, repeated (2 s period, clip 4 s); the custom curve is
/// (0.68, −0.55, 0.265, 1.55), which backs up and overshoots (y leaves 0…1); the markers are driven
/// by the timing functions themselves (a linear position.x and an eased position.y / x). The
/// tracks end short of the right edge (`trackX1`) so that the custom racer's overshoot (the curve
/// reaches 1.093) stays inside the frame with a margin.
enum EasingLab {
    static let run = 1.5, period = 2.0
    static let laneTop = 88.0, laneHeight = 94.0
    static let canvasWidth = 375.0
    static let trackX0 = 112.0
    /// Racer radius 8 plus its 2 pt outline.
    static let racerExtent = 10.0
    /// The least room between a racer's outline and the canvas edge at its farthest overshoot.
    static let edgeMargin = 12.0
    static let plotSize = 64.0

    struct Curve { var name: String; var code: String; var function: TimingFunction; var color: Color }
    static let curves: [Curve] = [
        Curve(name: "linear", code: "(0, 0) (1, 1)", function: .linear, color: LabSlide.muted),
        Curve(name: "easeIn", code: "(0.42, 0) (1, 1)", function: .easeIn, color: LabSlide.accent3),
        Curve(name: "easeOut", code: "(0, 0) (0.58, 1)", function: .easeOut, color: LabSlide.accent2),
        Curve(name: "easeInEaseOut", code: "(0.42, 0) (0.58, 1)", function: .easeInEaseOut, color: LabSlide.accent),
        Curve(name: "default", code: "(0.25, 0.1) (0.25, 1)", function: .default, color: LabSlide.accent4),
        Curve(
            name: "custom", code: "(0.68, −0.55) (0.265, 1.55)",
            function: TimingFunction(controlPoints: 0.68, -0.55, 0.265, 1.55), color: Color(hex: 0x7CC4FF)),
    ]

    /// The lowest and highest progress `f` reaches on 0…1 (sampled every 1/1000).
    static func progressRange(_ f: TimingFunction) -> (Double, Double) {
        var lo = 0.0, hi = 1.0
        for i in 0...1000 {
            let v = f.value(at: Double(i) / 1000)
            lo = min(lo, v)
            hi = max(hi, v)
        }
        return (lo, hi)
    }

    /// The track's right end: the finish (`trackX1 − 8`) sits where the most overshooting curve's
    /// farthest point, plus the racer, ends `edgeMargin` before the canvas edge.
    static let trackX1: Double = {
        let start = trackX0 + 8
        let hi = curves.map { progressRange($0.function).1 }.max() ?? 1
        let finish = start + (canvasWidth - edgeMargin - racerExtent - start) / hi
        return (finish + 8).rounded(.down)
    }()

    static let scene = EngineScene(
        id: "easing-lab", title: "Easing lab: linear, easeIn, easeOut, easeInEaseOut, default and a custom curve",
        source: Chapters08to12.source(10), tags: [.bezier],
        keyTimes: [0.3, 0.75, 1.2, 1.8], duration: 2 * period, background: LabSlide.background, build: build)

    /// The plot square of lane `i` (x right = time, y up = progress).
    static func plotFrame(_ i: Int) -> Rect { Rect(24, laneTop + Double(i) * laneHeight + 14, plotSize, plotSize) }
    static func trackY(_ i: Int) -> Double { laneTop + Double(i) * laneHeight + 62 }

    static func build(_ ctx: SceneContext) -> Layer {
        let W = ctx.size.width
        let view = LabSlide.make(
            size: ctx.size, title: "Easing",
            subtitle: "Bézier timing functions · the same 1.5 s in every lane")
        for (i, c) in curves.enumerated() {
            let y = laneTop + Double(i) * laneHeight
            if i > 0 { view.addSublayer(LabSlide.rule(y: y - 6, from: 20, to: W - 20)) }
            view.addSublayer(
                LabSlide.caption(
                    c.name, code: c.code, origin: Point(trackX0, y + 4), width: W - trackX0 - 20,
                    color: c.color))
            // The curve.
            let plot = plotFrame(i)
            let box = LayerKit.box(plot, color: LabSlide.panel, radius: 3)
            view.addSublayer(box)
            var diagonal = Path()
            diagonal.move(to: Point(0, plot.height)); diagonal.line(to: Point(plot.width, 0))
            let d = LayerKit.shape(diagonal, frame: plot, fill: nil, stroke: LabSlide.grid, lineWidth: 1)
            d.lineDashPattern = [3, 3]
            view.addSublayer(d)
            view.addSublayer(
                LabSlide.trace(frame: plot, duration: 1, color: c.color, lineWidth: 2, samples: 96, reveal: false) { u in
                    plot.height * (1 - c.function.value(at: u))
                })
            // The track.
            let ty = trackY(i)
            view.addSublayer(LayerKit.box(Rect(trackX0, ty - 1, trackX1 - trackX0, 2), color: LabSlide.grid, radius: 1))
            view.addSublayer(LayerKit.box(Rect(trackX1 - 1, ty - 7, 2, 14), color: LabSlide.muted))

            let marker = LabSlide.dot(center: Point(plot.minX, plot.maxY), radius: 4.5, color: c.color)
            marker.name = "plotMarker\(i + 1)"
            view.addSublayer(marker)
            let racer = LabSlide.dot(center: Point(trackX0 + 8, ty), radius: 8, color: c.color)
            racer.name = "racer\(i + 1)"
            view.addSublayer(racer)

            // The races: 1.5 s, hold 0.5 s, repeat. Models at the finish.
            let move = BasicAnimation(keyPath: .positionX, from: .scalar(trackX0 + 8), to: .scalar(trackX1 - 8), duration: run)
            move.timingFunction = c.function
            racer.add(repeating(move), forKey: "race")
            racer.position.x = trackX1 - 8

            let time = BasicAnimation(keyPath: .positionX, from: .scalar(plot.minX), to: .scalar(plot.maxX), duration: run)
            let progress = BasicAnimation(keyPath: .positionY, from: .scalar(plot.maxY), to: .scalar(plot.minY), duration: run)
            progress.timingFunction = c.function
            marker.add(repeating(time, progress), forKey: "plot")
            marker.position = Point(plot.maxX, plot.minY)
        }
        return view
    }

    /// A group of `period` seconds repeating forever: the animations run in its first 1.5 s.
    static func repeating(_ animations: Animation...) -> AnimationGroup {
        let g = AnimationGroup(animations, duration: period)
        g.repeatCount = HUGE
        g.beginTime = currentMediaTime()
        return g
    }
}
