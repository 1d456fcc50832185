import ClipAnimation
import ClipGeometry
import ClipRaster

/// `bahama-login-submit` (001/002 §2.4; book ch. 8 tint/corners, ch. 11 the spring versions,
/// ch. 12 balloon and wobble, Section I's view animations [C1]): tapping "Log In" stretches the
/// button on a bouncy UIView spring, drops it 60 pt while the spinner slides in, springs its
/// colour to sand and its corners to a pill (CASpringAnimation, damping 5), launches the balloon,
/// and walks the status banner through "Connecting ...", "Authorizing ...", "Sending credentials
/// ...", "Failed"; then the form resets (banner flips away, button back, colour and corners
/// spring back) and the heading wobbles.
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

    static func build(_ ctx: SceneContext) -> Layer {
        let stage = BahamaStage(size: ctx.size, info: false)
        let view = stage.root
        let loginButton = stage.loginButton, spinner = stage.spinner, heading = stage.heading
        let title = loginButton.sublayers[0]
        for cloud in stage.clouds { BahamaIntro.animateCloud(cloud, in: view) }

        // The status banner lives in a container that the transitions run on.
        let status = stage.status, label = stage.statusLabel
        let statusPosition = status.position

        func showMessage(index: Int) {
            label.string = messages[index]
            ViewAnimation.transition(
                with: status, duration: 0.33, options: [.curveEaseOut, .transitionCurlDown],
                animations: {
                    status.isHidden = false
                },
                completion: { _ in
                    after(2.0) {
                        if index < messages.count - 1 { removeMessage(index: index) } else { resetForm() }
                    }
                })
        }

        func removeMessage(index: Int) {
            ViewAnimation.animate(
                withDuration: 0.33, delay: 0, options: [],
                animations: {
                    status.position.x += view.frame.width
                },
                completion: { _ in
                    status.isHidden = true
                    status.position = statusPosition
                    showMessage(index: index + 1)
                })
        }

        func resetForm() {
            ViewAnimation.transition(
                with: status, duration: 0.2, options: .transitionFlipFromTop,
                animations: {
                    status.isHidden = true
                    status.position = statusPosition
                })
            ViewAnimation.animate(
                withDuration: 0.2, delay: 0, options: [],
                animations: {
                    spinner.position = Point(-20, 16)
                    spinner.opacity = 0
                    loginButton.bounds.size.width -= 80
                    title.position.x -= 40
                    loginButton.position.y -= 60
                },
                completion: { _ in
                    tintBackgroundColor(loginButton, to: resetColor)
                    roundCorners(loginButton, toRadius: 10)
                })
            BahamaHeadingWobble.wobble(heading)
        }

        ctx.handlers.onTap = { p in
            guard loginButton.frame.contains(p) else { return }
            // logIn()
            ViewAnimation.animate(
                withDuration: 1.5, delay: 0, usingSpringWithDamping: 0.2, initialSpringVelocity: 0,
                animations: {
                    loginButton.bounds.size.width += 80
                    title.position.x += 40
                }, completion: { _ in showMessage(index: 0) })
            ViewAnimation.animate(
                withDuration: 0.33, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0,
                animations: {
                    loginButton.position.y += 60
                    spinner.position = Point(40, loginButton.frame.height / 2)
                    spinner.opacity = 1
                })
            BahamaBalloonFlight.launchBalloon(in: view, below: stage.username, loginButtonCenterY: loginButton.position.y)
            tintBackgroundColor(loginButton, to: tapColor)
            roundCorners(loginButton, toRadius: 25)
        }
        return view
    }

    /// ch. 11 `tintBackgroundColor(layer:toColor:)`: a spring on backgroundColor (damping 5,
    /// initialVelocity −10), then the model.
    static func tintBackgroundColor(_ layer: Layer, to toColor: Color) {
        let tint = SpringAnimation(keyPath: .backgroundColor)
        tint.damping = 5.0
        tint.initialVelocity = -10.0
        tint.fromValue = layer.backgroundColor.map { .color($0) }
        tint.toValue = .color(toColor)
        tint.duration = tint.settlingDuration
        layer.add(tint, forKey: nil)
        layer.backgroundColor = toColor
    }

    /// ch. 11 `roundCorners(layer:toRadius:)`: a spring on cornerRadius (damping 5), then the model.
    static func roundCorners(_ layer: Layer, toRadius: Double) {
        let round = SpringAnimation(keyPath: .cornerRadius)
        round.damping = 5.0
        round.fromValue = .scalar(layer.cornerRadius)
        round.toValue = .scalar(toRadius)
        round.duration = round.settlingDuration
        layer.add(round, forKey: nil)
        layer.cornerRadius = toRadius
    }
}
