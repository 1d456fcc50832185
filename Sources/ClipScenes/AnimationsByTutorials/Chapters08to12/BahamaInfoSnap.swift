import ClipAnimation
import ClipGeometry

/// `bahama-info-snap` (book ch. 9 "动画Keys"): the info label flies in from the right (the book's
/// `flyLeft` under the key "infoappear", with ch. 10's repeatCount 2.5, autoreverses and speed 2,
/// and the "fadein" opacity animation); a tap on the username field runs the book's
/// `textFieldDidBeginEditing(_:)`, which removes "infoappear": the label snaps to its model
/// position, the centre, while "fadein" goes on.
///
/// ⚑ choices: the settled login form with its clouds drifting; the tap at 1.25 s (the label is
/// halfway, x + 187.5); the book's `print(runningAnimations)` is left out (no console in a clip);
/// clip 3 s.
enum BahamaInfoSnap {
    static let tapTime = 1.25

    static let scene = EngineScene(
        id: "bahama-info-snap", title: "Bahama Air info label: removing \"infoappear\" on focus snaps it to the centre",
        source: Chapters08to12.source(9), tags: [.text],
        keyTimes: [0.6, 1.2, 1.3, 2.5], duration: 3.0, background: BahamaArt.skyTop,
        script: InteractionScript([.tap(at: tapTime, point: BahamaStage.usernameFrame.center)]),
        build: build)

    static func build(_ ctx: SceneContext) -> Layer {
        let vc = BahamaAirViewController(stage: BahamaStage(size: ctx.size))
        vc.animateCloud(layer: vc.cloud1.layer)
        vc.animateCloud(layer: vc.cloud2.layer)
        vc.animateCloud(layer: vc.cloud3.layer)
        vc.animateCloud(layer: vc.cloud4.layer)
        vc.animateInfo()
        let username = vc.stage.username
        ctx.handlers.onTap = { p in
            guard username.frame.contains(p) else { return }
            vc.textFieldDidBeginEditing(vc.username)
        }
        return vc.stage.root
    }
}
