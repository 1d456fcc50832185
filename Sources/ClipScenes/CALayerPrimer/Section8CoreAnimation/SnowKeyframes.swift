import ClipAnimation
import ClipGeometry
import ClipRaster

/// F5 `snow-keyframe-values`, F6 `snow-keyframe-path` and F8 `snow-group-path-spin`: the
/// keyframe and group demos (`KeyFrameAnimationVC`, the animation-group section) on the same
/// 10 × 20 snowflake at (50, 150) over the tiled background.
///
/// F5, values: `values = [(50,150), (80,220), (45,320), (75,420)]`, `duration = 7`,
/// `keyTimes = [2/7, 5.5/7, 6.25/7, 1]`, linear: the flake holds 2 s (keyTimes[0] ≠ 0: the
/// engine holds values[0], §1.8), drifts slowly to (80,220) by 5.5 s, quickly to (45,320) by
/// 6.25 s and (75,420) by 7 s, then jumps back to (50,150): the model was never updated.
///
/// F6, path: `moveTo (50,150); curveTo (55,400) cp1 (160,280) cp2 (−30,300)` (the seed's
/// comment says quadratic; it is cubic), `duration = 5`, `beginTime = now + 2`; arc-length
/// uniform along the one Bézier element ([CHOICE], §1.8); jumps back at 7 s.
///
/// F8, group: the same path (keyframe, no duration) and `transform.rotation.z` to 3π/2 with
/// `autoreverses`, repeat ∞ and no duration (both inherit the group's 10 s, so the reverse never
/// shows); group `duration = 10`, delegate on the group sets `position = (55,400)` and the
/// rotation transform with actions disabled, so the flake stays at the end, turned 270°.
///
/// [CHOICE] the waits would be still frames, so each scene draws its keyframes while it waits:
/// F5 the polyline through the values, F6/F8 the path, revealed by `strokeEnd` 0 → 1 over the
/// wait (faint, dashed). F8's 5-s idle start is trimmed to `groupDelay` = 2 s (the spec allows
/// it); set it to 5 for the seed's timing.
enum SnowKeyframes {
    static let size = Section8CoreAnimation.screen
    static let values = [Point(50, 150), Point(80, 220), Point(45, 320), Point(75, 420)]
    static let keyTimes = [2 / 7.0, 5.5 / 7, 6.25 / 7, 1.0]
    static let groupDelay = 2.0

    static var sCurve: Path {
        var p = Path()
        p.move(to: Point(50, 150))
        p.cubic(to: Point(55, 400), control1: Point(160, 280), control2: Point(-30, 300))
        return p
    }

    static let valuesScene = EngineScene(
        id: "snow-keyframe-values", title: "Keyframe values with keyTimes: hold, slow, fast, snap back",
        source: Section8CoreAnimation.source("F5", "关键帧动画 · values"), tags: [.keyframe],
        keyTimes: [1.0, 4.0, 6.0, 6.9, 7.4], size: size, duration: 7.8
    ) { ctx in buildValues(ctx) }

    static let pathScene = EngineScene(
        id: "snow-keyframe-path", title: "Keyframe path: the snowflake follows a cubic curve",
        source: Section8CoreAnimation.source("F6", "关键帧动画 · path"), tags: [.keyframe, .bezier],
        keyTimes: [1.0, 3.5, 5.5, 6.9, 7.4], size: size, duration: 7.8
    ) { ctx in buildPath(ctx) }

    static let groupScene = EngineScene(
        id: "snow-group-path-spin", title: "Animation group: a path and a 270° turn in one time space",
        source: Section8CoreAnimation.source("F8", "动画组"), tags: [.keyframe, .bezier],
        keyTimes: [1.0, groupDelay + 3, groupDelay + 7, groupDelay + 10.4], size: size, duration: groupDelay + 11
    ) { ctx in
        buildGroup(ctx)
    }

    /// The view, the flake and a faint guide revealed over `reveal` seconds.
    static func setUp(guide: Path, reveal: Double) -> (Layer, Layer) {
        let view = Layer(frame: Rect(0, 0, size.width, size.height))
        view.contents = .image(Section8Assets.background320)
        view.backdrop()
        let g = LayerKit.shape(guide, frame: view.bounds, fill: nil, stroke: Color(white: 1, alpha: 0.35), lineWidth: 1)
        g.lineDashPattern = [4, 4]
        g.name = "guide"
        let draw = BasicAnimation(keyPath: .strokeEnd, from: 0, to: 1, duration: reveal)
        draw.timingFunction = .easeInEaseOut
        g.add(draw, forKey: "reveal")
        view.addSublayer(g)

        let layer = Layer()
        layer.name = "snow"
        layer.bounds = Rect(0, 0, 10, 20)
        layer.position = Point(50, 150)
        layer.contents = .image(Section8Assets.snowflake)
        PrimerKit.halo(layer)
        view.addSublayer(layer)
        return (view, layer)
    }

    /// The caption card at the bottom, its last line the flake's live presentation position.
    static func caption(_ view: Layer, _ layer: Layer, title: String, line: String, note: String) {
        let c = PrimerKit.captionCard(
            view, top: 430, canvasWidth: size.width, title: title, lines: [line, "position (50, 150)"], note: note)
        _ = DisplayLink { _ in
            let p = layer.presentation().position
            c.set(
                1, "position (\(PrimerKit.num(p.x, 0)), \(PrimerKit.num(p.y, 0)))",
                active: !layer.animationKeys().isEmpty && p != layer.position)
        }
    }

    static func buildValues(_ ctx: SceneContext) -> Layer {
        var poly = Path(); poly.move(to: values[0]); for v in values.dropFirst() { poly.line(to: v) }
        let (view, layer) = setUp(guide: poly, reveal: 2)
        for v in values {
            view.addSublayer(LayerKit.disc(center: v, radius: 2.5, color: Color(white: 1, alpha: 0.45)))
        }
        let keyframeAnimation = KeyframeAnimation(keyPath: .position)
        keyframeAnimation.values = values.map { .point($0) }
        keyframeAnimation.duration = 7.0
        keyframeAnimation.keyTimes = keyTimes
        layer.add(keyframeAnimation, forKey: "KCKeyframeAnimation_Position")
        caption(
            view, layer, title: "values + keyTimes", line: "keyTimes 2/7, 5.5/7, 6.25/7, 1 of 7 s",
            note: "Holds the first value until 2 s, then slow, fast, fast; the model never moved, so it jumps back.")
        return view
    }

    static func buildPath(_ ctx: SceneContext) -> Layer {
        let (view, layer) = setUp(guide: sCurve, reveal: 2)
        let keyframeAnimation = KeyframeAnimation(keyPath: .position)
        keyframeAnimation.path = sCurve
        keyframeAnimation.duration = 5.0
        keyframeAnimation.beginTime = currentMediaTime() + 2
        layer.add(keyframeAnimation, forKey: "KCKeyframeAnimation_Position")
        caption(
            view, layer, title: "keyframe path", line: "path = cubic curve, 5 s, begins +2 s",
            note: "A path wins over values: the layer follows the curve, then shows its model position again.")
        return view
    }

    static func buildGroup(_ ctx: SceneContext) -> Layer {
        let (view, layer) = setUp(guide: sCurve, reveal: groupDelay)
        let basicAnimation = BasicAnimation(keyPath: .rotationZ)
        basicAnimation.toValue = .scalar(Double.pi / 2 * 3)
        basicAnimation.autoreverses = true
        basicAnimation.repeatCount = .infinity
        basicAnimation.isRemovedOnCompletion = false

        let keyframeAnimation = KeyframeAnimation(keyPath: .position)
        keyframeAnimation.path = sCurve

        let animationGroup = AnimationGroup()
        animationGroup.animations = [basicAnimation, keyframeAnimation]
        animationGroup.duration = 10.0
        animationGroup.beginTime = currentMediaTime() + groupDelay
        animationGroup.onStop = { _ in
            Transaction.withoutActions {
                layer.position = Point(55, 400)
                layer.transform = CATransform3DMakeRotation(Double.pi / 2 * 3, 0, 0, 1)
            }
        }
        layer.add(animationGroup, forKey: nil)
        caption(
            view, layer, title: "CAAnimationGroup", line: "[rotation.z → 270°, path], 10 s, begins +2 s",
            note: "Children without a duration take the group's 10 s; the delegate sets the end state.")
        return view
    }
}
