import ClipAnimation
import ClipUIKit

/// `bahama-balloon-flight` (001/002 §2.6; book ch. 12 "Keyframe Animations and Struct
/// Properties"): a 50 × 65 hot-air balloon on a three-point keyframe `position` path,
/// (−50, 0) → (W + 50, 160) → (−50, loginButton.center.y), keyTimes [0, 0.5, 1], 12 s, linear.
///
/// ⚑ choices: stand-alone clip of the 12 s flight from t = 0 over the settled form whose button has
/// already dropped to y = 336 (the submit spring sets that model at the tap); procedural balloon
/// (five red/white gores, ropes, basket, §4); the model position is set as the book does (a
/// ClipUIKit layer has no implicit move; §3.11's 0.25 s move would be off-screen anyway).
enum BahamaBalloonFlight {
    static let scene = EngineScene(
        id: "bahama-balloon-flight", title: "Bahama Air balloon: a three-point keyframe position path",
        source: Chapters08to12.source(12), tags: [.keyframe],
        keyTimes: [1.5, 6.0, 9.0], duration: 12.0, background: BahamaArt.skyTop,
        checkExceptions: [
            CheckException(
                .leavesAndReturns,
                reason: "the balloon's keyframe path (book ch. 12) flies it off the right edge and back to land by the button")
        ],
        build: build)

    /// The settled form with the button dropped (`loginButton.center.y += 60.0`, as `logIn()` leaves
    /// it), clouds drifting, and the book's balloon lines (`BahamaAirViewController.launchBalloon`).
    static func build(_ ctx: SceneContext) -> Layer {
        let vc = BahamaAirViewController(stage: BahamaStage(size: ctx.size, info: false))
        vc.loginButton.center.y += 60.0
        vc.animateCloud(layer: vc.cloud1.layer)
        vc.animateCloud(layer: vc.cloud2.layer)
        vc.animateCloud(layer: vc.cloud3.layer)
        vc.animateCloud(layer: vc.cloud4.layer)
        vc.launchBalloon()
        return vc.stage.root
    }
}
