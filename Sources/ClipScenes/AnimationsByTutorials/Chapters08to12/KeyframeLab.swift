import ClipAnimation
import ClipGeometry
import ClipRaster

/// `keyframe-lab` (001/002 §2.10; book ch. 12 "Keyframe Animations and Struct Properties",
/// Introduction and Animating struct values): three lanes.
/// 1. A bar turning 45° → −45° with a CABasicAnimation (one even sweep).
/// 2. The same bar with a CAKeyframeAnimation: 45° → 22° in the first two thirds of the time, then
///    22° → −45° in the last third (slow, then fast) — values [π/4, 22°, −π/4], keyTimes [0, 2/3, 1].
/// 3. A struct value: `position` from (100, 100) to (200, 200) in 1 s (NSValue(cgPoint:)), in a
///    panel whose own coordinates are the book's numbers.
/// Each rotation has a plot of angle against time whose marker is driven by the same kind of
/// animation (a linear position.x and a basic / keyframe position.y).
///
/// ⚑ choices: the rotation demo takes 1.5 s, the move 1 s; each repeats every 2 s (0.5 s / 1 s
/// holds at the end values), clip 4 s; bar 120 × 12.
enum KeyframeLab {
    static let run = 1.5, period = 2.0
    static let laneTop = 88.0, laneHeight = 146.0
    static let plotFrame0 = Rect(180, 40, 175, 80)
    static let panelTop = 380.0 + 44
    static let panelOrigin = Point(20, panelTop)
    static let keyValues = [Double.pi / 4, 22 * Double.pi / 180, -Double.pi / 4]

    static let scene = EngineScene(
        id: "keyframe-lab", title: "Keyframe lab: a two-phase keyframe rotation and a CGPoint animation",
        source: Chapters08to12.source(12), tags: [.keyframe],
        keyTimes: [0.2, 0.8, 1.2, 1.45], duration: 2 * period, background: LabSlide.background, build: build)

    static func plotFrame(_ lane: Int) -> Rect { plotFrame0.offsetBy(dx: 0, dy: laneTop + Double(lane) * laneHeight) }
    /// Plot y of an angle (±45° span the plot's height less a margin).
    static func plotY(_ angle: Double, in plot: Rect) -> Double { plot.midY - angle / (Double.pi / 4) * (plot.height / 2 - 8) }

    static func build(_ ctx: SceneContext) -> Layer {
        let W = ctx.size.width
        let view = LabSlide.make(
            size: ctx.size, title: "Keyframes and struct values",
            subtitle: "values at keyTimes · a CGPoint boxed in an NSValue")
        // Lane 1: basic.
        let basic = BasicAnimation(keyPath: .rotation, from: .scalar(Double.pi / 4), to: .scalar(-Double.pi / 4), duration: run)
        rotationLane(
            in: view, lane: 0, title: "Basic: 45° → −45°", code: "CABasicAnimation, duration 1.5",
            color: LabSlide.accent2, rotation: basic,
            plotCurve: { u in Double.pi / 4 - u * Double.pi / 2 })

        // Lane 2: keyframes.
        let keyframes = KeyframeAnimation(keyPath: .rotation)
        keyframes.values = keyValues.map { .scalar($0) }
        keyframes.keyTimes = [0, 2.0 / 3, 1]
        keyframes.duration = run
        rotationLane(
            in: view, lane: 1, title: "Keyframes: 45° → 22° → −45°", code: "keyTimes [0, 2/3, 1]",
            color: LabSlide.accent, rotation: keyframes,
            plotCurve: { u in
                KeyframeAnimation.evaluate(
                    values: keyValues.map { .scalar($0) }, u: u, mode: .linear,
                    keyTimes: [0, 2.0 / 3, 1], timingFunctions: nil
                ).scalar ?? 0
            })

        // Lane 3: the struct animation.
        let y3 = 380.0
        view.addSublayer(LabSlide.rule(y: y3 - 8, from: 20, to: W - 20))
        view.addSublayer(
            LabSlide.caption(
                "Struct value: position (100, 100) → (200, 200)",
                code: "move.fromValue = NSValue(cgPoint: …), 1 s", origin: Point(20, y3),
                width: W - 40, color: LabSlide.accent4))
        let panel = Layer(frame: Rect(panelOrigin.x, panelOrigin.y, W - 40, 232))
        panel.backgroundColor = LabSlide.panel
        panel.cornerRadius = 6
        panel.masksToBounds = true
        for g in stride(from: 50.0, through: 300, by: 50) {
            panel.addSublayer(LayerKit.box(Rect(g, 0, 1, 232), color: LabSlide.grid))
            if g < 232 { panel.addSublayer(LayerKit.box(Rect(0, g, W - 40, 1), color: LabSlide.grid)) }
        }
        var route = Path()
        route.move(to: Point(100, 100)); route.line(to: Point(200, 200))
        let r = LayerKit.shape(route, frame: panel.bounds, fill: nil, stroke: LabSlide.muted, lineWidth: 1.5)
        r.lineDashPattern = [4, 4]
        panel.addSublayer(r)
        for (p, text, dx) in [(Point(100, 100), "(100, 100)", -96.0), (Point(200, 200), "(200, 200)", 30.0)] {
            panel.addSublayer(LabSlide.dot(center: p, radius: 3, color: LabSlide.muted))
            panel.addSublayer(LayerKit.label(text, origin: Point(p.x + dx, p.y - 8), width: 80, size: 11, color: LabSlide.muted))
        }
        let square = LayerKit.box(Rect(85, 85, 30, 30), color: LabSlide.accent4, radius: 4)
        square.name = "square"
        panel.addSublayer(square)
        view.addSublayer(panel)

        let move = BasicAnimation(keyPath: .position)
        move.duration = 1.0
        move.fromValue = .point(Point(100.0, 100.0))
        move.toValue = .point(Point(200.0, 200.0))
        square.add(repeating(move), forKey: "move")
        square.position = Point(200, 200)
        return view
    }

    /// A bar turning by `rotation`, and the plot of the angle against time with a marker.
    static func rotationLane(
        in view: Layer, lane: Int, title: String, code: String, color: Color,
        rotation: PropertyAnimation, plotCurve: (Double) -> Double
    ) {
        let W = view.bounds.width
        let y = laneTop + Double(lane) * laneHeight
        if lane > 0 { view.addSublayer(LabSlide.rule(y: y - 8, from: 20, to: W - 20)) }
        view.addSublayer(LabSlide.caption(title, code: code, origin: Point(20, y), width: W - 40, color: color))

        let c = Point(92, y + 86)
        view.addSublayer(LayerKit.box(Rect(c.x - 70, c.y - 0.5, 140, 1), color: LabSlide.grid))
        let bar = LayerKit.box(Rect(c.x - 60, c.y - 6, 120, 12), color: color, radius: 6)
        bar.name = "bar\(lane + 1)"
        view.addSublayer(bar)
        view.addSublayer(LabSlide.dot(center: c, radius: 3, color: LabSlide.background))
        bar.add(repeating(rotation), forKey: "turn")
        bar.transform = CATransform3DMakeRotation(-Double.pi / 4, 0, 0, 1)

        let plot = plotFrame(lane)
        view.addSublayer(LabSlide.axes(frame: plot, xLabel: "1.5 s", yLabel: nil, levels: [0.5]))
        for (deg, a) in [("45°", Double.pi / 4), ("−45°", -Double.pi / 4)] {
            view.addSublayer(
                LayerKit.label(
                    deg, origin: Point(plot.minX - 40, plotY(a, in: plot) - 7), width: 36, size: 10,
                    color: LabSlide.muted, align: .right))
        }
        view.addSublayer(
            LabSlide.trace(frame: plot, duration: 1, color: color, lineWidth: 2, samples: 90, reveal: false) { u in
                plotY(plotCurve(u), in: plot) - plot.minY
            })
        let marker = LabSlide.dot(center: Point(plot.minX, plotY(Double.pi / 4, in: plot)), radius: 5, color: color)
        marker.name = "angleMarker\(lane + 1)"
        view.addSublayer(marker)
        let time = BasicAnimation(keyPath: .positionX, from: .scalar(plot.minX), to: .scalar(plot.maxX), duration: run)
        let value: PropertyAnimation
        if let k = rotation as? KeyframeAnimation {
            let kv = KeyframeAnimation(keyPath: .positionY)
            kv.values = k.values.map { .scalar(plotY($0.scalar ?? 0, in: plot)) }
            kv.keyTimes = k.keyTimes
            kv.duration = run
            value = kv
            // The keyframes, marked on the plot.
            for (v, kt) in zip(k.values, k.keyTimes ?? []) {
                view.addSublayer(
                    LabSlide.dot(
                        center: Point(plot.minX + kt * plot.width, plotY(v.scalar ?? 0, in: plot)),
                        radius: 3.5, color: LabSlide.ink))
            }
        } else {
            value = BasicAnimation(
                keyPath: .positionY, from: .scalar(plotY(Double.pi / 4, in: plot)),
                to: .scalar(plotY(-Double.pi / 4, in: plot)), duration: run)
        }
        marker.add(repeating(time, value), forKey: "plot")
        marker.position = Point(plot.maxX, plotY(-Double.pi / 4, in: plot))
    }

    /// A group of `period` seconds repeating forever; the animations run at its start.
    static func repeating(_ animations: Animation...) -> AnimationGroup {
        let g = AnimationGroup(animations, duration: period)
        g.repeatCount = HUGE
        g.beginTime = currentMediaTime()
        return g
    }
}
