import ClipAnimation
import ClipGeometry
import ClipRaster

/// `bahama-login-submit` (001/002 §2.4; book ch. 8 tint/corners, ch. 11 the spring versions,
/// ch. 12 balloon and wobble, Section I's view animations [C1]): tapping "Log In" stretches the
/// button on a bouncy UIView spring, drops it 60 pt while the spinner slides in, springs its
/// colour to sand and its corners to a pill (CASpringAnimation, damping 5), launches the balloon,
/// and walks the status banner through "Connecting ...", "Authorizing ...", "Sending credentials
/// ...", "Failed"; then the form resets (banner flips away, button back, colour and corners
/// spring back) and the heading wobbles. The book's `logIn()`, `showMessage`, `removeMessage` and
/// `resetForm()` on ClipUIKit (`BahamaAirViewController`).
///
/// ⚑ choices: the form starts settled and the tap comes at 0.5 s (clip 15.5 s: everything has
/// settled ≈ 14.8 s after the tap); completions fire at their nominal times; curl-down and
/// flip-from-top are the engine's pageUnCurl and flip transitions on the banner itself (hiding
/// inside the transition block draws the outgoing banner, as UIKit does); the button title re-centres inside the width animation (UIKit lays the
/// title out in the block); banner 260 × 46, spinner 1 rev/s in 12 steps; colour extrapolation
/// clamped per channel, corner radius clamped to half the height (§3.7).
enum BahamaLoginSubmit {
    static let tapTime = 0.5
    static let tapColor = Color(r: 0.85, g: 0.83, b: 0.45)
    static let resetColor = Color(r: 0.63, g: 0.84, b: 0.35)
    static let messages = ["Connecting ...", "Authorizing ...", "Sending credentials ...", "Failed"]

    static let scene = EngineScene(
        id: "bahama-login-submit", title: "Bahama Air log in: spring tint and corners, balloon, status banners, reset",
        source: Chapters08to12.source(11),
        alsoIn: [
            Chapters08to12.source(8),
            Chapters08to12.source(12),
        ],
        tags: [.spring, .keyframe, .transition, .text], keyTimes: [0.3, 1.0, 2.2, 5.0, 12.45, 13.2], duration: 15.5,
        background: BahamaArt.skyTop,
        script: InteractionScript([.tap(at: tapTime, point: BahamaStage.loginButtonFrame.center)]),
        checkExceptions: [
            CheckException(
                .leavesAndReturns,
                reason:
                    "the status banner slides off to the right between messages and comes back (book ch. 8 removeMessage); the balloon flies off the right edge and back (ch. 12)"
            )
        ],
        build: build)

    /// The settled form with its clouds drifting (the book's `animateCloud`); the tap runs the
    /// book's `logIn()` on `BahamaAirViewController`.
    static func build(_ ctx: SceneContext) -> Layer {
        let vc = BahamaAirViewController(stage: BahamaStage(size: ctx.size, info: false))
        vc.animateCloud(layer: vc.cloud1.layer)
        vc.animateCloud(layer: vc.cloud2.layer)
        vc.animateCloud(layer: vc.cloud3.layer)
        vc.animateCloud(layer: vc.cloud4.layer)
        let loginButton = vc.stage.loginButton
        ctx.handlers.onTap = { p in
            guard loginButton.frame.contains(p) else { return }
            vc.logIn()
        }
        return vc.stage.root
    }
}
