import ClipAnimation
import ClipGeometry
import ClipRaster

/// 3.6 `paperclip-loader`: the "Paperclip Loader" line-animation prototype (MOVIE 3.6, Jokubas):
/// one paperclip-shaped path, a bright segment running along it because `strokeStart` chases
/// `strokeEnd`.
///
/// [SEED] "理论上，所有描线的动画你都可以用这种方式先指定一个 path 然后改变 strokeEnd, strokeStart
/// 来实现。比如我在 [Dribbble] 上找到的两则动画：MOVIE 3.6 线条动画原型 001 … Paperclip Loader -by Jokubas"
///
/// Choices (⚑, the seed gives only the name and the technique): a gem clip of three straight legs
/// and three U-turns (top turns concentric, radii 32 and 64 pt; bottom turn 48 pt), drawn as a
/// faint track; the bright copy on top animates `strokeEnd` 0 → 1 over [0, 1.4] s and
/// `strokeStart` 0 → 1 over [0.45, 1.85] s of a 2 s group (ease-in-out), repeated forever, so a
/// comet of about a third of the clip runs from the inner tip round to the outer tip.
enum PaperclipLoader {
    static let cycle = 2.0
    static let endDuration = 1.4
    static let startDelay = 0.45
    static let background = Color(hex: 0x1D2233)
    static let accent = Color(hex: 0xFFC94A)

    static let scene = EngineScene(
        id: "paperclip-loader", title: "Paperclip loader: strokeStart chasing strokeEnd",
        source: .kittenYang("3.6", reference: "MOVIE 3.6"), tags: [.loader, .text], keyTimes: [0.35, 0.90, 1.60],
        duration: 4.0, background: background, build: build)

    /// The clip's centre line, starting at the inner tip (spans x ∈ [c.x − 80, c.x + 48]).
    static func clipPath(center c: Point) -> Path {
        let x0 = c.x - 80, x1 = c.x - 48, x2 = c.x + 16, x3 = c.x + 48
        let topY = c.y - 110, bottomY = c.y + 130
        var p = Path()
        p.move(to: Point(x2, c.y + 70)) // the inner tip
        p.line(to: Point(x2, topY))
        p.addArc(center: Point((x1 + x2) / 2, topY), radius: (x2 - x1) / 2, startAngle: 0, endAngle: -Double.pi, clockwise: false)
        p.line(to: Point(x1, bottomY))
        p.addArc(center: Point((x1 + x3) / 2, bottomY), radius: (x3 - x1) / 2, startAngle: Double.pi, endAngle: 0, clockwise: false)
        p.line(to: Point(x3, topY))
        p.addArc(center: Point((x0 + x3) / 2, topY), radius: (x3 - x0) / 2, startAngle: 0, endAngle: -Double.pi, clockwise: false)
        p.line(to: Point(x0, c.y + 40)) // the outer tip
        return p
    }

    /// The running segment's trim at scene time `t` (the group's values, for tests).
    static func trim(at t: Double) -> (start: Double, end: Double) {
        let u = t.truncatingRemainder(dividingBy: cycle)
        func ease(_ x: Double) -> Double { TimingFunction.easeInEaseOut.value(at: min(1, max(0, x))) }
        return (ease((u - startDelay) / endDuration), ease(u / endDuration))
    }

    static func build(_ ctx: SceneContext) -> Layer {
        let W = ctx.size.width, H = ctx.size.height
        let root = Layer(frame: Rect(0, 0, W, H))
        root.backgroundColor = background
        root.backdrop()

        root.addSublayer(
            LayerKit.label("Paperclip Loader", origin: Point(0, 64), width: W, size: 26, color: .white, weight: .bold, align: .center))
        root.addSublayer(
            LayerKit.label(
                "one path · strokeStart chasing strokeEnd", origin: Point(0, 102), width: W, size: 15,
                color: Color(white: 1, alpha: 0.6), weight: .medium, align: .center))

        let path = clipPath(center: Point(W / 2 + 16, H / 2 + 4))
        let track = LayerKit.shape(
            path, frame: root.bounds, fill: nil, stroke: Color(white: 1, alpha: 0.12), lineWidth: 12, cap: .round, join: .round)
        root.addSublayer(track)
        let glow = LayerKit.shape(
            path, frame: root.bounds, fill: nil, stroke: accent.withAlpha(0.25), lineWidth: 22, cap: .round, join: .round)
        glow.name = "glow"
        root.addSublayer(glow)
        let line = LayerKit.shape(path, frame: root.bounds, fill: nil, stroke: accent, lineWidth: 12, cap: .round, join: .round)
        line.name = "line"
        root.addSublayer(line)

        for l in [line, glow] {
            let end = BasicAnimation(keyPath: .strokeEnd, from: 0, to: 1, duration: endDuration)
            end.timingFunction = .easeInEaseOut
            end.fillMode = .forwards
            let start = BasicAnimation(keyPath: .strokeStart, from: 0, to: 1, duration: endDuration)
            start.beginTime = startDelay
            start.timingFunction = .easeInEaseOut
            start.fillMode = .both
            let group = AnimationGroup()
            group.animations = [end, start]
            group.duration = cycle
            group.repeatCount = .infinity
            l.add(group, forKey: "paperclip")
        }

        root.addSublayer(
            LayerKit.label(
                "Attaching 3 files", origin: Point(0, H - 118), width: W, size: 17, color: .white, weight: .semibold, align: .center))
        root.addSublayer(
            LayerKit.label(
                "after Jokubas · MOVIE 3.6", origin: Point(0, H - 90), width: W, size: 13, color: Color(white: 1, alpha: 0.45),
                align: .center))
        return root
    }
}
