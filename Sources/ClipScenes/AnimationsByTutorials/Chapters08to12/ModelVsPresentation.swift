import ClipAnimation
import ClipGeometry
import ClipRaster

/// `model-vs-presentation` (001/002 §2.3, book ch. 8 "Animations vs. real content" / "Updating
/// the layer model"; and the CALayer primer's A3, §3.2 presentation layer and model layer): what
/// slides is the presentation copy; when the animation is removed the layer shows its model value.
/// Three lanes, each a Username field flying 200 pt from A to B (1 s, from 0.5 s); a dashed ghost
/// marks the model position the whole time:
/// 1. model untouched (left at A): at the end the field snaps back to A;
/// 2. `fillMode = .forwards` + `isRemovedOnCompletion = false`: it stays at B while the model is
///    still A (the animation never goes away);
/// 3. the fix: `position.x = B` first, then add the animation: it ends at B and the model agrees.
///
/// ⚑ choices: three lanes rather than three consecutive segments; A3's 1 s and 200 pt (so A is
/// on screen and the snap-back is seen, where the book's fields vanish off-screen); a 100 × 30
/// field so the 200 pt path fits; the clip repeats the run (2.5 s per run, two runs, 5 s) so the
/// snap is seen twice; a presentation/model read-out under each lane.
enum ModelVsPresentation {
    static let a = 87.5, b = 287.5
    static let period = 2.5
    static let laneTop = 100.0
    static let laneHeight = 160.0

    struct Lane { var title: String; var code: [String]; var fix: Fix }
    enum Fix { case none, forwards, model }
    static let lanes: [Lane] = [
        Lane(title: "1  Model untouched: snaps back", code: ["layer.add(flyRight, forKey: nil)"], fix: .none),
        Lane(
            title: "2  Kept animation: stays, model still A",
            code: ["flyRight.fillMode = .forwards", "flyRight.isRemovedOnCompletion = false"], fix: .forwards),
        Lane(
            title: "3  Model updated first: the fix", code: ["layer.position.x = B", "layer.add(flyRight, forKey: nil)"],
            fix: .model),
    ]

    static let scene = EngineScene(
        id: "model-vs-presentation", title: "Model vs presentation: the snap-back and its three fixes",
        source: Chapters08to12.source(8),
        alsoIn: [SceneSource(.calayerPrimer, chapter: 3, section: "3.2")], tags: [],
        keyTimes: [0.25, 1.0, 1.75, 3.5], duration: 2 * period, background: LabSlide.background,
        checkExceptions: [CheckException(.seamJump, reason: "the lab ruler's playhead is the clip's clock: it returns to 0 at the loop")],
        build: build)

    static func fieldFrame(_ i: Int) -> Rect { Rect(a - 50, laneTop + Double(i) * laneHeight + 76, 100, 30) }

    static func build(_ ctx: SceneContext) -> Layer {
        let W = ctx.size.width
        let view = LabSlide.make(
            size: ctx.size, title: "Model vs presentation",
            subtitle: "position.x A → B, 1 s; the dashed box is the model value")
        for (i, lane) in lanes.enumerated() {
            let y = laneTop + Double(i) * laneHeight
            if i > 0 { view.addSublayer(LabSlide.rule(y: y - 8, from: 20, to: W - 20)) }
            view.addSublayer(
                LabSlide.caption(
                    lane.title, code: lane.code[0], origin: Point(20, y), width: W - 40,
                    color: i == 2 ? LabSlide.accent2 : LabSlide.ink))
            if lane.code.count > 1 {
                let c = LayerKit.label(lane.code[1], origin: Point(20, y + 34), width: W - 40, size: 11, color: LabSlide.muted)
                c.font = LabSlide.code
                view.addSublayer(c)
            }
            let frame = fieldFrame(i)
            // A and B marks on the lane's track.
            let trackY = frame.maxY + 12
            view.addSublayer(LabSlide.rule(y: trackY, from: a, to: b, color: LabSlide.grid))
            for (x, name) in [(a, "A"), (b, "B")] {
                view.addSublayer(LayerKit.box(Rect(x - 1, trackY - 4, 2, 9), color: LabSlide.muted))
                view.addSublayer(
                    LayerKit.label(
                        name, origin: Point(x - 20, trackY + 6), width: 40, size: 12,
                        color: LabSlide.muted, weight: .semibold, align: .center))
            }
            let ghost = LabSlide.ghost(frame.insetBy(dx: -3, dy: -3), radius: 7)
            ghost.name = "ghost\(i + 1)"
            view.addSublayer(ghost)
            let field = BahamaArt.textField(frame: frame, placeholder: "Username")
            field.name = "field\(i + 1)"
            view.addSublayer(field)
            let legend = LayerKit.label(
                "model", origin: Point(0, -16), width: frame.width + 6, size: 10,
                color: LabSlide.accent, weight: .semibold)
            ghost.addSublayer(legend)

            // Each run: back to the start state, then the book's code 0.5 s later.
            func run() {
                Transaction.withoutActions {
                    field.removeAllAnimations()
                    field.position.x = a
                    ghost.position.x = a
                }
                let flyRight = BasicAnimation(keyPath: .positionX)
                flyRight.fromValue = .scalar(a)
                flyRight.toValue = .scalar(b)
                flyRight.duration = 1.0
                flyRight.beginTime = currentMediaTime() + 0.5
                flyRight.fillMode = .backwards
                switch lane.fix {
                case .none: break
                case .forwards:
                    flyRight.fillMode = .both
                    flyRight.isRemovedOnCompletion = false
                case .model:
                    field.position.x = b
                    ghost.position.x = b
                }
                field.add(flyRight, forKey: "flyRight")
            }
            run()
            after(period) { run() }
        }
        view.addSublayer(
            LabSlide.ruler(
                frame: Rect(24, 600, W - 48, 40), from: 0, to: period,
                marks: [(0.5, 1.5, LabSlide.accent2, "animation")], loop: true))
        return view
    }
}
