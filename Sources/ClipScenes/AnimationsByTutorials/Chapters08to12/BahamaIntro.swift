import ClipAnimation
import ClipGeometry
import ClipRaster

/// `bahama-intro` (001/002 §2.1; book ch. 8 "Getting Started with Layer Animations", ch. 9
/// "Animation Keys and Delegates", ch. 10 "Groups and Advanced Timing", ch. 11 pulse): the login
/// form flies in (one group for position.x and opacity, backwards fill), the fields pulse on a
/// CASpringAnimation when their group stops, the clouds fade in and drift, the login button
/// spins and scales in (a group with an easeIn curve), and the info label slides there and back
/// 2.5 times at double speed while it fades in. Written like the book's view controller.
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

    static func build(_ ctx: SceneContext) -> Layer {
        let stage = BahamaStage(size: ctx.size)
        let view = stage.root
        let W = view.bounds.width

        // viewWillAppear (ch. 10): one group for the form.
        let formGroup = AnimationGroup()
        formGroup.duration = 0.5
        formGroup.fillMode = .backwards
        let flyRight = BasicAnimation(keyPath: .positionX)
        flyRight.fromValue = .scalar(-W / 2)
        flyRight.toValue = .scalar(W / 2)
        let fadeFieldIn = BasicAnimation(keyPath: .opacity)
        fadeFieldIn.fromValue = 0.25
        fadeFieldIn.toValue = 1.0
        formGroup.animations = [flyRight, fadeFieldIn]
        stage.heading.add(formGroup, forKey: nil)

        // The delegate is set after the heading's copy was added: only the fields pulse.
        formGroup.setValue("form", forKey: "name")
        formGroup.beginTime = currentMediaTime() + 0.3
        formGroup.onStop = { _ in pulse(stage.username) }
        stage.username.add(formGroup, forKey: nil)
        formGroup.beginTime = currentMediaTime() + 0.4
        formGroup.onStop = { _ in pulse(stage.password) }
        stage.password.add(formGroup, forKey: nil)

        // Clouds fade in one after another (erratum: "alpha" → "opacity").
        for (i, cloud) in stage.clouds.enumerated() {
            let cloudFade = BasicAnimation(keyPath: .opacity)
            cloudFade.duration = 0.5
            cloudFade.fromValue = 0.0
            cloudFade.toValue = 1.0
            cloudFade.fillMode = .backwards
            cloudFade.beginTime = currentMediaTime() + 0.5 + 0.2 * Double(i)
            cloud.add(cloudFade, forKey: nil)
        }

        // The login button swoops in (ch. 10 group).
        let groupAnimation = AnimationGroup()
        groupAnimation.beginTime = currentMediaTime() + 0.5
        groupAnimation.duration = 0.5
        groupAnimation.fillMode = .backwards
        groupAnimation.timingFunction = .easeIn
        let scaleDown = BasicAnimation(keyPath: .scale, from: 3.5, to: 1.0)
        let rotate = BasicAnimation(keyPath: .rotation, from: .scalar(Double.pi / 4), to: 0.0)
        let fade = BasicAnimation(keyPath: .opacity, from: 0.0, to: 1.0)
        groupAnimation.animations = [scaleDown, rotate, fade]
        stage.loginButton.add(groupAnimation, forKey: nil)

        // viewDidAppear: the clouds drift, the info label flies and fades.
        for cloud in stage.clouds { animateCloud(cloud, in: view) }

        let info = stage.info
        let flyLeft = BasicAnimation(keyPath: .positionX)
        flyLeft.fromValue = .scalar(info.position.x + view.frame.width)
        flyLeft.toValue = .scalar(info.position.x)
        flyLeft.duration = 5.0
        flyLeft.repeatCount = 2.5
        flyLeft.autoreverses = true
        flyLeft.speed = 2.0
        info.add(flyLeft, forKey: "infoappear")
        let fadeLabelIn = BasicAnimation(keyPath: .opacity)
        fadeLabelIn.fromValue = 0.2
        fadeLabelIn.toValue = 1.0
        fadeLabelIn.duration = 4.5
        info.add(fadeLabelIn, forKey: "fadein")
        return view
    }

    /// animationDidStop for "form": the ch. 11 spring pulse (damping 7.5, duration = settlingDuration).
    static func pulse(_ layer: Layer) {
        let pulse = SpringAnimation(keyPath: .scale)
        pulse.damping = 7.5
        pulse.fromValue = 1.25
        pulse.toValue = 1.0
        pulse.duration = pulse.settlingDuration
        layer.add(pulse, forKey: nil)
    }

    /// ch. 9 `animateCloud(layer:)`: 60 s per screen width, to just off the right edge; on stop the
    /// cloud moves just off the left edge and starts again 0.5 s later.
    static func animateCloud(_ layer: Layer, in view: Layer) {
        let W = view.frame.width
        let cloudSpeed = 60.0 / W
        let duration = (W - layer.frame.origin.x) * cloudSpeed
        let cloudMove = BasicAnimation(keyPath: .positionX)
        cloudMove.duration = duration
        cloudMove.toValue = .scalar(W + layer.bounds.width / 2)
        cloudMove.setValue("cloud", forKey: "name")
        cloudMove.onStop = { _ in
            layer.position.x = -layer.bounds.width / 2
            after(0.5) { animateCloud(layer, in: view) }
        }
        layer.add(cloudMove, forKey: nil)
    }
}
