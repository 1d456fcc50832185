import ClipAnimation

/// `bahama-heading-wobble` (001/002 §2.5; book ch. 12 "Keyframe Animations and Struct
/// Properties"): the "Bahama Login" heading rocks about its centre, 0 → −45° → 0 → +45° → 0, a
/// linear keyframe triangle wave of 0.25 s, four times.
///
/// ⚑ choices: stand-alone clip of 0.5 s at rest, the 1 s wobble, 0.5 s at rest (2 s); the form is
/// the settled login screen with its clouds drifting (the wobble is the end of the log-in flow,
/// where `bahama-login-submit` runs it from its reset).
enum BahamaHeadingWobble {
    static let start = 0.5

    static let scene = EngineScene(
        id: "bahama-heading-wobble", title: "Bahama Air heading wobble: a keyframe rotation",
        source: Chapters08to12.source(12), tags: [.keyframe, .text],
        keyTimes: [0.3, 0.5625, 0.6875, 1.3125], duration: 2.0, background: BahamaArt.skyTop, build: build)

    /// The settled form, clouds drifting; at 0.5 s the book's wobble (`BahamaAirViewController.wobble`).
    static func build(_ ctx: SceneContext) -> Layer {
        let vc = BahamaAirViewController(stage: BahamaStage(size: ctx.size, info: false))
        vc.animateCloud(layer: vc.cloud1.layer)
        vc.animateCloud(layer: vc.cloud2.layer)
        vc.animateCloud(layer: vc.cloud3.layer)
        vc.animateCloud(layer: vc.cloud4.layer)
        after(start) { vc.wobble() }
        return vc.stage.root
    }
}
