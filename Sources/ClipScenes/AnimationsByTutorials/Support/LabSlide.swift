import ClipAnimation
import ClipGeometry
import ClipRaster

/// Building blocks for the teaching clips (the "labs"): a dark slide with a title, lanes with a
/// caption and a code line, plots with axes, and a time ruler whose playhead runs with the clip.
/// Everything is a shape or text layer, so the diagrams stay crisp at any scale; sizes are chosen
/// to read on a 375 pt wide phone (captions ≥ 11 pt, titles 22 pt).
enum LabSlide {
    static let background = Color(hex: 0x13203A)
    static let panel = Color(hex: 0x1C2D4F)
    static let ink = Color.white
    static let muted = Color(hex: 0x9FB3D1)
    static let grid = Color(hex: 0x3A4E75)
    static let accent = Color(hex: 0xFFC857)
    static let accent2 = Color(hex: 0x4FD1C5)
    static let accent3 = Color(hex: 0xF2707A)
    static let accent4 = Color(hex: 0xA78BFA)
    static let code = FontDescriptor(file: "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf")

    /// The slide: background, title (22 pt bold) and subtitle (13 pt, muted) at the top.
    static func make(size: Size, title: String, subtitle: String) -> Layer {
        let root = Layer(frame: Rect(0, 0, size.width, size.height))
        root.backgroundColor = background
        root.backdrop()
        root.addSublayer(LayerKit.label(title, origin: Point(20, 22), width: size.width - 40, size: 22, color: ink, weight: .bold))
        root.addSublayer(LayerKit.label(subtitle, origin: Point(20, 54), width: size.width - 40, size: 13, color: muted))
        return root
    }

    /// A lane caption: the idea in 14 pt semibold (`color`), the code in 11 pt monospace below.
    static func caption(_ title: String, code codeLine: String?, origin: Point, width: Double, color: Color = ink) -> Layer {
        let l = Layer(frame: Rect(origin.x, origin.y, width, codeLine == nil ? 20 : 36))
        l.addSublayer(LayerKit.label(title, origin: .zero, width: width, size: 14, color: color, weight: .semibold))
        if let codeLine {
            let c = LayerKit.label(codeLine, origin: Point(0, 19), width: width, size: 11, color: muted)
            c.font = code
            l.addSublayer(c)
        }
        return l
    }

    /// A horizontal hairline.
    static func rule(y: Double, from x0: Double, to x1: Double, color: Color = grid) -> Layer {
        LayerKit.box(Rect(x0, y, x1 - x0, 1), color: color)
    }

    /// A dashed outline ("ghost") of `rect` in superlayer coordinates: where the model value is.
    static func ghost(_ rect: Rect, radius: Double = 5, color: Color = accent) -> ShapeLayer {
        let g = LayerKit.shape(
            roundedRectPath(Rect(0, 0, rect.width, rect.height), radius: radius), frame: rect,
            fill: nil, stroke: color, lineWidth: 1.5)
        g.lineDashPattern = [5, 4]
        return g
    }

    /// A time ruler from `t0` to `t1` seconds across `frame` with a tick per second, optional
    /// shaded windows (`marks`: from, to, colour, label) and a playhead that runs with the clip
    /// (a linear position.x animation from t0 to t1, the clip's clock made visible).
    static func ruler(
        frame: Rect, from t0: Double, to t1: Double, marks: [(Double, Double, Color, String)] = [],
        loop: Bool = false
    ) -> Layer {
        let r = Layer(frame: frame)
        r.name = "ruler"
        let w = frame.width
        func x(_ t: Double) -> Double { (t - t0) / (t1 - t0) * w }
        for (a, b, c, text) in marks {
            r.addSublayer(LayerKit.box(Rect(x(a), 8, max(2, x(b) - x(a)), 12), color: c.withAlpha(0.55), radius: 2))
            r.addSublayer(
                LayerKit.label(
                    text, origin: Point(x(a) - 60, -12), width: 120 + x(b) - x(a), size: 11,
                    color: c, weight: .semibold, align: .center))
        }
        r.addSublayer(LayerKit.box(Rect(0, 20, w, 1.5), color: muted))
        var t = (t0).rounded(.up)
        while t <= t1 + 1e-9 {
            r.addSublayer(LayerKit.box(Rect(x(t) - 0.75, 16, 1.5, 9), color: muted))
            r.addSublayer(
                LayerKit.label(
                    "\(Int(t)) s", origin: Point(x(t) - 20, 27), width: 40, size: 11, color: muted,
                    align: .center))
            t += 1
        }
        let head = ShapeLayer()
        head.name = "playhead"
        head.frame = Rect(-6, 0, 12, 26)
        var p = Path()
        p.move(to: Point(0, 0)); p.line(to: Point(12, 0)); p.line(to: Point(6, 8)); p.close()
        p.append(rectPath(Rect(5, 6, 2, 20)))
        head.path = p
        head.fillColor = accent
        r.addSublayer(head)
        let run = BasicAnimation(keyPath: .positionX, from: 0.0, to: .scalar(w), duration: t1 - t0)
        run.beginTime = currentMediaTime()
        if loop { run.repeatCount = HUGE }
        head.position.x = w
        run.fillMode = .both
        run.isRemovedOnCompletion = false
        head.add(run, forKey: "playhead")
        return r
    }

    /// Axes for a plot in `frame` (superlayer coordinates): x to the right, y up, origin at the
    /// bottom-left; `baseline` (0…1 from the bottom) draws a faint level line, e.g. the target value.
    static func axes(frame: Rect, xLabel: String?, yLabel: String?, levels: [Double] = []) -> Layer {
        let a = Layer(frame: frame)
        let w = frame.width, h = frame.height
        for v in levels {
            a.addSublayer(LayerKit.box(Rect(0, h - v * h, w, 1), color: grid))
        }
        var p = Path()
        p.move(to: Point(0, 0)); p.line(to: Point(0, h)); p.line(to: Point(w, h))
        a.addSublayer(LayerKit.shape(p, frame: Rect(0, 0, w, h), fill: nil, stroke: muted, lineWidth: 1.5))
        if let xLabel {
            a.addSublayer(LayerKit.label(xLabel, origin: Point(w - 80, h + 3), width: 80, size: 11, color: muted, align: .right))
        }
        if let yLabel {
            a.addSublayer(LayerKit.label(yLabel, origin: Point(4, -2), width: 120, size: 11, color: muted))
        }
        return a
    }
}

extension LabSlide {
    /// A plotted curve y = f(t) for t in 0…`duration` in `frame` (superlayer coordinates); `f`
    /// returns the y offset in points from the frame's top. With `reveal`, the curve is uncovered
    /// left to right in step with the clip (a clip rectangle whose width grows linearly from
    /// `begin`), so the trace is drawn as the marker runs.
    static func trace(
        frame: Rect, duration: Double, color: Color, lineWidth: Double = 2.5, samples: Int = 240,
        reveal: Bool = true, begin: Double = 0, _ f: (Double) -> Double
    ) -> Layer {
        var p = Path()
        for i in 0...samples {
            let t = duration * Double(i) / Double(samples)
            let pt = Point(frame.width * Double(i) / Double(samples), f(t))
            if i == 0 { p.move(to: pt) } else { p.line(to: pt) }
        }
        let curve = LayerKit.shape(
            p, frame: Rect(0, 0, frame.width, frame.height), fill: nil, stroke: color,
            lineWidth: lineWidth, cap: .round, join: .round)
        let window = Layer()
        window.anchorPoint = Point(0, 0.5)
        window.frame = Rect(frame.minX, frame.minY - 20, frame.width, frame.height + 40)
        curve.frame = Rect(0, 20, frame.width, frame.height)
        window.addSublayer(curve)
        guard reveal else { return window }
        window.masksToBounds = true
        let grow = BasicAnimation(keyPath: .boundsWidth, from: 0.0, to: .scalar(frame.width), duration: duration)
        grow.beginTime = currentMediaTime() + begin
        grow.fillMode = .backwards
        window.add(grow, forKey: "reveal")
        return window
    }

    /// A marker dot of radius `r` at `center`.
    static func dot(center: Point, radius r: Double = 6, color: Color) -> Layer {
        let d = LayerKit.disc(center: center, radius: r, color: color)
        d.borderWidth = 2
        d.borderColor = background
        return d
    }
}
