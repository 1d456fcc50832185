import ClipAnimation
import ClipGeometry
import ClipRaster

/// H6 `group-path-color-scale` (004 "动画组"): a gray 30 × 30 square rides an orange cubic arc in
/// 3 s while shrinking to 20 % and blending to a random colour; one group holds the three
/// animations, so their common properties are written once ("没必要写一些重复的属性"):
///
/// ```objc
/// CAKeyframeAnimation *anim = [CAKeyframeAnimation animation]; anim.keyPath = @"position"; anim.path = path.CGPath;
/// CABasicAnimation *anim1 = [CABasicAnimation animation]; anim1.keyPath = @"backgroundColor";
/// anim1.toValue = (id)[UIColor colorWithRed:… green:… blue:… alpha:1].CGColor;
/// CABasicAnimation *basicAnim = [CABasicAnimation animation]; basicAnim.keyPath = @"transform.scale"; basicAnim.toValue = @.2;
/// CAAnimationGroup *group = [CAAnimationGroup animation]; group.animations = @[anim1, anim, basicAnim]; group.duration = 3;
/// [_colorLayer addAnimation:group forKey:nil];
/// ```
/// The path: `moveTo (50,500); curveTo (350,500) cp1 (170,400) cp2 (220,300)`. The seed's
/// `arc4random()/INT_MAX` spans [0, 2) (clamped); a seeded generator in [0, 1] is used instead.
/// [CHOICE] faithful: the square snaps back (gray, full size, at the start) after each run.
/// Script: the group starts at 0.3 s and again at 4.3 s (after a 1-s hold) with the next colour.
enum GroupPathColorScale {
    static let size = CoreAnimationNotes.screen
    static let starts = [0.3, 4.3]

    static var arc: Path {
        var path = Path()
        path.move(to: Point(50, 500))
        path.cubic(to: Point(350, 500), control1: Point(170, 400), control2: Point(220, 300))
        return path
    }

    static let scene = EngineScene(
        id: "group-path-color-scale", title: "A group: path, colour and scale in one",
        source: CoreAnimationNotes.source("H6", "动画组"), tags: [.keyframe, .bezier],
        keyTimes: [0.2, 1.8, 3.2, 5.8], size: size, duration: 7.6, build: build)

    static func build(_ ctx: SceneContext) -> Layer {
        let view = Layer(frame: Rect(0, 0, size.width, size.height))
        view.backgroundColor = .white
        view.backdrop()
        let path = arc
        view.addSublayer(LayerKit.shape(path, frame: view.bounds, fill: nil, stroke: CoreAnimationNotes.orange))

        let colorLayer = Layer()
        colorLayer.name = "colorLayer"
        colorLayer.frame = Rect(0, 0, 30, 30)
        colorLayer.position = Point(50, 500)
        colorLayer.backgroundColor = CoreAnimationNotes.gray
        view.addSublayer(colorLayer)

        let caption = PrimerKit.caption(
            view, title: "CAAnimationGroup",
            lines: ["[position path, backgroundColor, scale 0.2]", "group.duration = 3   scale 1.00"],
            note: "One duration for all three children; no fill mode, so the square snaps back when the group ends.",
            top: 80, width: 366, x: 24)
        PrimerKit.divider(view, y: 212, width: size.width)
        _ = DisplayLink { _ in
            let k = colorLayer.presentation().transform.m11
            caption.set(1, "group.duration = 3   scale \(PrimerKit.num(k, 2))", active: k < 0.999)
        }

        var random = ctx.random
        for start in starts {
            let color = Color(r: random.unit(), g: random.unit(), b: random.unit())
            after(start) {
                let anim = KeyframeAnimation(keyPath: .position)
                anim.path = path
                let anim1 = BasicAnimation(keyPath: .backgroundColor)
                anim1.toValue = .color(color)
                let basicAnim = BasicAnimation(keyPath: .scale)
                basicAnim.toValue = 0.2
                let group = AnimationGroup()
                group.animations = [anim1, anim, basicAnim]
                group.duration = 3
                colorLayer.add(group, forKey: nil)
            }
        }
        return view
    }
}
