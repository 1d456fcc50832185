import ClipAnimation
import ClipGeometry
import ClipRaster

/// `fillmode-lab` (001/002 §2.2; book ch. 8, the fillMode section): the same flyRight animation
/// (position.x −W/2 → W/2, 0.5 s, beginTime = now + 2.3 s) on six copies of the Username field,
/// one fill mode per lane. A dashed ghost marks the model position; the ruler's playhead is the
/// clip's clock, with the active window shaded.
///
/// ⚑ choices: lanes 1–4 are the seed's (model at the centre: removed / backwards / forwards / both,
/// forwards and both with isRemovedOnCompletion = false as the seed says they need); lanes 5–6
/// are the spec's optional pair with the model moved off-screen (position.x −= W), where
/// removed vanishes at the end and both + isRemovedOnCompletion = false stays (leads into
/// model-vs-presentation). Dark slide instead of the sky, for legible captions. Clip 4 s.
enum FillModeLab {
    static let begin = 2.3
    static let laneTop = 92.0
    static let laneHeight = 84.0

    struct Lane { var mode: FillMode; var keep: Bool; var modelOffscreen: Bool; var title: String; var code: String }
    static let lanes: [Lane] = [
        Lane(
            mode: .removed, keep: true, modelOffscreen: false, title: "removed (default): jumps out at 2.3 s",
            code: "flyRight.fillMode = .removed"),
        Lane(
            mode: .backwards, keep: true, modelOffscreen: false, title: "backwards: first frame from the start",
            code: "flyRight.fillMode = .backwards"),
        Lane(
            mode: .forwards, keep: false, modelOffscreen: false, title: "forwards: keeps the last frame",
            code: ".forwards; isRemovedOnCompletion = false"),
        Lane(
            mode: .both, keep: false, modelOffscreen: false, title: "both: backwards + forwards",
            code: ".both; isRemovedOnCompletion = false"),
        Lane(
            mode: .removed, keep: true, modelOffscreen: true, title: "model off-screen, removed: vanishes",
            code: "position.x -= W; .removed"),
        Lane(
            mode: .both, keep: false, modelOffscreen: true, title: "model off-screen, both + kept: stays",
            code: "position.x -= W; .both; removed = false"),
    ]

    static let scene = EngineScene(
        id: "fillmode-lab", title: "fillMode lab: removed, backwards, forwards and both with a 2.3 s beginTime",
        source: Chapters08to12.source(8), tags: [],
        keyTimes: [1.0, 2.55, 3.5], duration: 4.0, background: LabSlide.background,
        checkExceptions: [
            CheckException(
                .leavesAndReturns, from: 2.2, to: 2.8,
                reason:
                    "flyRight starts at x = −W/2: the lanes whose model is on screen jump off the left edge at 2.3 s and fly back in (the book's fillMode demo)"
            ), CheckException(.seamJump, reason: "the lab ruler's playhead is the clip's clock: it returns to 0 at the loop"),
        ],
        build: build)

    /// Lane `i`'s field frame (model position at the centre).
    static func fieldFrame(_ i: Int) -> Rect {
        Rect(46, laneTop + Double(i) * laneHeight + 40, 282, 30)
    }

    static func build(_ ctx: SceneContext) -> Layer {
        let W = ctx.size.width
        let view = LabSlide.make(
            size: ctx.size, title: "fillMode",
            subtitle: "flyRight: x −W/2 → W/2 · 0.5 s · beginTime now + 2.3 s")

        for (i, lane) in lanes.enumerated() {
            let y = laneTop + Double(i) * laneHeight
            if i == 4 {
                view.addSublayer(LabSlide.rule(y: y - 4, from: 20, to: W - 20, color: LabSlide.muted))
            } else if i > 0 {
                view.addSublayer(LabSlide.rule(y: y - 4, from: 20, to: W - 20))
            }
            view.addSublayer(LabSlide.caption(lane.title, code: lane.code, origin: Point(20, y), width: W - 40))
            let frame = fieldFrame(i)
            if !lane.modelOffscreen { view.addSublayer(LabSlide.ghost(frame.insetBy(dx: -3, dy: -3), radius: 7)) }
            let field = BahamaArt.textField(frame: frame, placeholder: "Username")
            field.name = "field\(i + 1)"
            view.addSublayer(field)

            if lane.modelOffscreen { field.position.x -= W }
            let flyRight = BasicAnimation(keyPath: .positionX)
            flyRight.fromValue = .scalar(-W / 2)
            flyRight.toValue = .scalar(W / 2)
            flyRight.duration = 0.5
            flyRight.beginTime = currentMediaTime() + begin
            flyRight.fillMode = lane.mode
            flyRight.isRemovedOnCompletion = lane.keep
            field.add(flyRight, forKey: nil)
        }
        view.addSublayer(
            LabSlide.ruler(
                frame: Rect(24, 612, W - 48, 40), from: 0, to: 4,
                marks: [(begin, begin + 0.5, LabSlide.accent2, "active")]))
        return view
    }
}
