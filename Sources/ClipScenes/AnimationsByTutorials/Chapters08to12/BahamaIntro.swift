import ClipAnimation
import ClipGeometry

/// `bahama-intro` (001/002 §2.1; book ch. 8 "Getting Started with Layer Animations", ch. 9
/// "Animation Keys and Delegates", ch. 10 "Groups and Advanced Timing", ch. 11 pulse): the login
/// form flies in (one group for position.x and opacity, backwards fill), the fields pulse on a
/// CASpringAnimation when their group stops, the clouds fade in and drift, the login button
/// spins and scales in (a group with an easeIn curve), and the info label slides there and back
/// 2.5 times at double speed while it fades in. The book's view controller code on ClipUIKit
/// (`BahamaAirViewController`).
///
/// ⚑ choices: clouds fade `opacity` (the seed's `alpha` key path is an erratum, §0.4); the pulse
/// uses damping 7.5 (the final code, not the first try 2.0); the heading's group is added before
/// the delegate is set, so only the fields pulse (ch. 10); viewWillAppear and viewDidAppear both
/// run at t = 0; clip 6 s (the spec's suggestion; the info label is still flying at the loop).
enum BahamaIntro {
    static let duration = 6.0

    static let scene = EngineScene(
        id: "bahama-intro", title: "Bahama Air login: form fly-in, clouds, spinning button, pulsing fields",
        source: Chapters08to12.source(10),
        alsoIn: [
            Chapters08to12.source(8),
            Chapters08to12.source(9), Chapters08to12.source(11),
        ],
        tags: [.spring, .text], keyTimes: [0.25, 0.75, 1.2, 2.4], duration: duration, background: BahamaArt.skyTop,
        checkExceptions: [
            CheckException(
                .leavesAndReturns,
                reason: "the info label's flyLeft repeats 2.5 times (the book's), so it jumps back off the right edge and flies in again")
        ],
        build: build)

    /// The book's view controller (`BahamaAirViewController`) over the stage: its `viewWillAppear`
    /// and `viewDidAppear` run at t = 0.
    static func build(_ ctx: SceneContext) -> Layer {
        let vc = BahamaAirViewController(stage: BahamaStage(size: ctx.size))
        vc.viewWillAppear(false)
        vc.viewDidAppear(false)
        return vc.stage.root
    }
}
