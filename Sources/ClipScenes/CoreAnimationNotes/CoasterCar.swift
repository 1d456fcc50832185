import ClipAnimation
import ClipGeometry
import ClipRaster

/// H4 `coaster-car` (004 "关键帧动画-过山车动画"): a thin purple cubic track; a 36 × 36 car rides
/// it left to right in 4 s with `rotationMode = kCAAnimationRotateAuto` (its nose follows the
/// tangent), pivoting on its tyres (`anchorPoint = (0.5, 0.8)`), then snaps back to its parked
/// spot (the model never moves):
///
/// ```objc
/// UIBezierPath *path = [UIBezierPath bezierPath];
/// [path moveToPoint:CGPointMake(20, 400)];
/// [path addCurveToPoint:CGPointMake(400, 400) controlPoint1:CGPointMake(100, 100) controlPoint2:CGPointMake(200, 500)];
/// CAShapeLayer *layer = [CAShapeLayer layer]; layer.path = path.CGPath;
/// layer.fillColor = nil; layer.strokeColor = [UIColor purpleColor].CGColor;
/// carLayer.frame = CGRectMake(15, 400 - 18, 36, 36);
/// carLayer.contents = (id)[UIImage imageNamed:@"car"].CGImage;
/// carLayer.anchorPoint = CGPointMake(0.5, 0.8);   // the tyres
/// CAKeyframeAnimation *anim = [CAKeyframeAnimation animation];
/// anim.keyPath = @"position"; anim.path = path.CGPath; anim.duration = 4.0;
/// anim.rotationMode = kCAAnimationRotateAuto;
/// ```
/// Script: a tap at 0.5 s starts the ride; the snap-back shows at 4.5 s. [CHOICE] faithful
/// (no fill mode: snaps back); arc-length uniform timing along the one Bézier element (§1.8);
/// procedural car facing +x, tyres touching 80 % of its height.
enum CoasterCar {
    static let size = CoreAnimationNotes.screen
    static let script = InteractionScript([.tap(at: 0.5, point: Point(300, 600))])

    static var track: Path {
        var path = Path()
        path.move(to: Point(20, 400))
        path.cubic(to: Point(400, 400), control1: Point(100, 100), control2: Point(200, 500))
        return path
    }

    static let scene = EngineScene(
        id: "coaster-car", title: "A car rides a cubic track: rotationMode auto, tyre anchor",
        source: CoreAnimationNotes.source("H4", "关键帧动画-过山车动画"), tags: [.keyframe, .bezier, .gesture],
        keyTimes: [0.4, 1.2, 2.5, 3.8, 4.7], size: size, duration: 4.9, script: script, build: build)

    static func build(_ ctx: SceneContext) -> Layer {
        let view = Layer(frame: Rect(0, 0, size.width, size.height))
        view.backgroundColor = .white
        view.backdrop()
        let path = track
        let layer = LayerKit.shape(path, frame: view.bounds, fill: nil, stroke: CoreAnimationNotes.purple)
        view.addSublayer(layer)

        let carLayer = Layer()
        carLayer.name = "car"
        carLayer.frame = Rect(15, 400 - 18, 36, 36)
        carLayer.contents = .image(Section8Assets.car)
        carLayer.anchorPoint = Point(0.5, 0.8)
        view.addSublayer(carLayer)

        let caption = PrimerKit.caption(
            view, title: "keyframe path + rotationMode",
            lines: ["rotationMode = kCAAnimationRotateAuto", "anchorPoint = (0.5, 0.8)   angle 0°"],
            note: "The car follows the track's tangent, turning about its tyres; no fill mode, so it snaps back.",
            top: 80, width: 366, x: 24)
        PrimerKit.divider(view, y: 212, width: size.width)
        _ = DisplayLink { _ in
            let p = carLayer.presentation()
            let a = (p.value(forKeyPath: "transform.rotation.z")?.scalar ?? 0) * 180 / Double.pi
            caption.set(1, "anchorPoint = (0.5, 0.8)   angle \(PrimerKit.num(a, 0))°", active: abs(a) > 0.5)
        }

        ctx.handlers.onTap = { _ in
            let anim = KeyframeAnimation(keyPath: .position)
            anim.path = path
            anim.duration = 4.0
            anim.rotationMode = .auto
            carLayer.add(anim, forKey: nil)
        }
        return view
    }
}
