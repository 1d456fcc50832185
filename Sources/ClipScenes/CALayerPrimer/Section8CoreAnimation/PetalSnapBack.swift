import ClipAnimation
import ClipGeometry
import ClipRaster

// [SEED] 实际上动画结束并不是回到起点而是到了modelLayer的位置。
// [SEED] 如果运行上面的代码大家可能会发现另外一个问题,那就是动画运行完成后会重新从起始点运动到终点。
// [SEED] 这个问题产生的原因就是前面提到的,对于非根图层,设置图层的可动画属性(在动画结束后重新设置了position,而position是可动画属性)会产生动画效果。

/// `petal-snap-back` (primer §8, "basic animation"): why the petal of `petal-fly-to-tap` needs
/// its delegate. An explicit animation never changes the model, so when it is removed the
/// layer shows the model value again. Four lanes, the same `position` animation in each:
///
/// 1. nothing else set: the petal snaps back to where it started;
/// 2. `fillMode = forwards` + `removedOnCompletion = NO`: it stays, but the model is still at
///    the start (the dashed box);
/// 3. `animationDidStop:` sets the position, actions on: it snaps back and re-flies in the
///    0.25-s implicit animation (the glitch the seed describes);
/// 4. the same inside `[CATransaction setDisableActions:YES]`: it stays, model and all.
///
/// [CHOICE] horizontal lanes instead of a tap; the flight takes 3 s (the seed's 5 s, shortened),
/// linear as in the seed; the petal is drawn 16 × 32 (the seed's 10 × 20 × 1.6) so it reads.
enum PetalSnapBack {
    static let startX = 46.0, endX = 274.0
    static let laneY: [Double] = [100, 188, 276, 364]
    static let flyAt = 0.5, flight = 3.0
    static let petalSize = Size(16, 32)

    static let lanes: [(title: String, code: String)] = [
        ("1  nothing else set", "removedOnCompletion = YES (default)"),
        ("2  fill forwards", "fillMode = forwards; removedOnCompletion = NO"),
        ("3  model set on stop", "animationDidStop: position = end"),
        ("4  model set, actions off", "[CATransaction setDisableActions:YES]"),
    ]

    static let scene = EngineScene(
        id: "petal-snap-back", title: "Why the petal snaps back: model value, fill mode and CATransaction",
        source: Section8CoreAnimation.source("F12", "基础动画 · 动画结束"),
        keyTimes: [0.3, 2.0, 3.58, 4.4], size: Section8CoreAnimation.screen, duration: 4.8, build: build)

    static func build(_ ctx: SceneContext) -> Layer {
        let W = ctx.size.width
        let root = Layer(frame: Rect(0, 0, W, ctx.size.height))
        root.addSublayer(LayerKit.box(Rect(0, 0, W, 424), color: Color(hex: 0x22305A)))
        var petals: [Layer] = []
        var ghosts: [Layer] = []
        for (i, y) in laneY.enumerated() {
            root.addSublayer(
                LayerKit.label(lanes[i].title, origin: Point(16, y - 56), width: 290, size: 15, color: .white, weight: .bold))
            root.addSublayer(
                LayerKit.label(
                    lanes[i].code, origin: Point(16, y - 35), width: 290, size: 12, color: Color(hex: 0x9CC3FF), weight: .medium))
            root.addSublayer(LayerKit.box(Rect(startX, y + 3, endX - startX, 2), color: Color(white: 1, alpha: 0.18), radius: 1))
            root.addSublayer(LayerKit.disc(center: Point(startX, y + 4), radius: 3, color: Color(white: 1, alpha: 0.45)))
            root.addSublayer(LayerKit.disc(center: Point(endX, y + 4), radius: 3, color: Color(white: 1, alpha: 0.45)))
            let ghost = PrimerKit.dashedOutline(
                Rect(startX - 13, y + 4 - 21, 26, 42), color: Color(hex: 0xFFD34D), width: 1.2)
            ghost.name = "model\(i)"
            root.addSublayer(ghost)
            ghosts.append(ghost)
            let petal = Layer()
            petal.name = "petal\(i)"
            petal.bounds = Rect(0, 0, petalSize.width, petalSize.height)
            petal.position = Point(startX, y + 4)
            petal.contents = .image(Section8Assets.petal)
            root.addSublayer(petal)
            petals.append(petal)
        }
        root.addSublayer(
            LayerKit.label(
                "dashed box = model position", origin: Point(16, 398), width: 290, size: 11.5, color: Color(hex: 0xFFD34D),
                weight: .medium))
        PrimerKit.enableImplicitAnimations(petals[2], petals[3])

        let caption = PrimerKit.caption(
            root, title: "model vs presentation",
            lines: ["position: from start, toValue = end, 3 s", "t = 0.0 s"],
            note: "An animation never writes the model. When it is removed the layer shows the model value again.",
            top: 438)

        after(flyAt) {
            for (i, petal) in petals.enumerated() {
                let end = Point(endX, laneY[i] + 4)
                let fly = BasicAnimation(keyPath: .position)
                fly.toValue = .point(end)
                fly.duration = flight
                switch i {
                case 1:
                    fly.fillMode = .forwards
                    fly.isRemovedOnCompletion = false
                case 2:
                    fly.onStop = { _ in petal.position = end }
                case 3:
                    fly.onStop = { _ in Transaction.withoutActions { petal.position = end } }
                default: break
                }
                petal.add(fly, forKey: "KCBasicAnimation_Translation")
            }
        }
        _ = DisplayLink { _ in
            for (i, petal) in petals.enumerated() {
                ghosts[i].position = petal.position // the model value
            }
            let e = currentMediaTime() - flyAt
            caption.set(
                1, e < 0 ? "t = 0.0 s" : e < flight ? "t = \(PrimerKit.num(e, 1)) s (flying)" : "animation over: model shows",
                active: e >= flight)
        }
        return root
    }
}
