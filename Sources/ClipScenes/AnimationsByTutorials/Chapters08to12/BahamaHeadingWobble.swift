import ClipAnimation
import ClipGeometry
import ClipRaster

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

    static func build(_ ctx: SceneContext) -> Layer {
        let stage = BahamaStage(size: ctx.size, info: false)
        for cloud in stage.clouds { BahamaIntro.animateCloud(cloud, in: stage.root) }
        after(start) { wobble(stage.heading) }
        return stage.root
    }

    /// The book's `wobble` in `resetForm()`.
    static func wobble(_ heading: Layer) {
        let wobble = KeyframeAnimation(keyPath: .rotation)
        wobble.duration = 0.25
        wobble.repeatCount = 4
        wobble.values = [0.0, .scalar(-Double.pi / 4), 0.0, .scalar(Double.pi / 4), 0.0]
        wobble.keyTimes = [0.0, 0.25, 0.5, 0.75, 1.0]
        heading.add(wobble, forKey: nil)
    }
}
