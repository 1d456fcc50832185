import ClipAnimation
import ClipGeometry
import ClipRaster

/// `marching-ants` (ch. 13 "Shapes and Masks", the animatable CAShapeLayer properties): animating
/// `lineDashPhase` makes a dashed outline crawl around its shape. Lane 1: a selection marquee —
/// white dashes over a black outline around a picture (the classic "marching ants"). Lane 2: the
/// `[2, 3]` dash pattern of ch. 15's pull-to-refresh circle, its phase animated the same way.
///
/// [SEED] 001 ch. 13: "`lineDashPhase`：在你的形状周围创建一个选框或“行进蚂蚁”效果。" and ch. 15:
/// `ovalShapeLayer.lineDashPattern = [2, 3]`; "此属性允许您为形状笔划设置虚线模式; 你只需提供一个
/// 数字，其中包含短划线的长度和间隙的长度".
///
/// ⚑ choices (the seed names the property, not a demo): the marquee is a 184 pt square drawn
/// clockwise from its top-left corner, pattern [10, 6], phase 0 → 16 (one pattern length) in 0.8 s,
/// linear, forever — a growing phase moves the pattern back toward the path's start, so the ants
/// march counter-clockwise; the circle (radius 100, line width 4, clockwise from 3 o'clock) runs
/// phase 0 → 5 in 0.5 s. The picture is the `avatar-1` stand-in.
enum MarchingAnts {
    static let marquee = Rect(95.5, 136, 184, 184)
    static let pattern = [10.0, 6.0]
    static let marqueePeriod = 0.8
    static let circleCenter = Point(187.5, 525), circleRadius = 100.0
    static let circlePeriod = 0.5

    static let scene = EngineScene(
        id: "marching-ants", title: "Marching ants: lineDashPhase animated around a marquee and a dashed circle",
        source: .animationsByTutorials("13.2", reference: "Shapes and Masks: animatable shape properties (lineDashPhase)"),
        tags: [.bezier], keyTimes: [0.0, 0.2, 0.4, 1.0], duration: 4.0, background: LabSlide.background, build: build)

    /// The marquee's outline: clockwise from the top-left corner (so path distance s along the
    /// top edge is x − minX).
    static func marqueePath(_ r: Rect) -> Path {
        var p = Path()
        p.move(to: Point(0, 0)); p.line(to: Point(r.width, 0)); p.line(to: Point(r.width, r.height))
        p.line(to: Point(0, r.height)); p.close()
        return p
    }

    static func phase(from: Double, to: Double, duration: Double) -> BasicAnimation {
        let a = BasicAnimation(keyPath: .lineDashPhase, from: .scalar(from), to: .scalar(to), duration: duration)
        a.repeatCount = .infinity
        a.beginTime = currentMediaTime()
        return a
    }

    static func build(_ ctx: SceneContext) -> Layer {
        let W = ctx.size.width
        let view = LabSlide.make(
            size: ctx.size, title: "Marching ants",
            subtitle: "CAShapeLayer: animating lineDashPhase")
        view.addSublayer(
            LabSlide.caption(
                "A selection marquee", code: "lineDashPattern = [10, 6] · phase 0 → 16, 0.8 s", origin: Point(20, 86),
                width: W - 40, color: LabSlide.accent))

        let picture = Layer(frame: marquee.insetBy(dx: 14, dy: 14))
        picture.contents = StandIns13to16.avatar1
        picture.cornerRadius = 6
        picture.masksToBounds = true
        view.addSublayer(picture)

        let under = LayerKit.shape(marqueePath(marquee), frame: marquee, fill: nil, stroke: .black, lineWidth: 2)
        view.addSublayer(under)
        let ants = LayerKit.shape(marqueePath(marquee), frame: marquee, fill: nil, stroke: .white, lineWidth: 2)
        ants.name = "ants"
        ants.lineDashPattern = pattern
        ants.add(phase(from: 0, to: pattern.reduce(0, +), duration: marqueePeriod), forKey: "march")
        view.addSublayer(ants)

        view.addSublayer(LabSlide.rule(y: 340, from: 20, to: W - 20))
        view.addSublayer(
            LabSlide.caption(
                "The pull-to-refresh circle's dashes", code: "lineDashPattern = [2, 3] · phase 0 → 5, 0.5 s",
                origin: Point(20, 354), width: W - 40, color: LabSlide.accent2))
        let r = circleRadius
        let box = Rect(circleCenter.x - r, circleCenter.y - r, 2 * r, 2 * r)
        let circle = LayerKit.shape(
            ovalPath(in: Rect(0, 0, 2 * r, 2 * r)), frame: box, fill: nil, stroke: LabSlide.accent2, lineWidth: 4)
        circle.name = "dashedCircle"
        circle.lineDashPattern = [2, 3]
        circle.add(phase(from: 0, to: 5, duration: circlePeriod), forKey: "march")
        view.addSublayer(circle)
        view.addSublayer(
            LayerKit.label(
                "lineDashPhase", origin: Point(circleCenter.x - 60, circleCenter.y - 9), width: 120, size: 14,
                color: LabSlide.ink, weight: .semibold, align: .center))
        return view
    }
}
