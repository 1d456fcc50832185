import ClipAnimation
import ClipGeometry
import ClipRaster

/// `bahama-balloon-flight` (001/002 §2.6; book ch. 12 "Keyframe Animations and Struct
/// Properties"): a 50 × 65 hot-air balloon on a three-point keyframe `position` path,
/// (−50, 0) → (W + 50, 160) → (−50, loginButton.center.y), keyTimes [0, 0.5, 1], 12 s, linear.
///
/// ⚑ choices: stand-alone clip of the 12 s flight from t = 0 over the settled form whose button has
/// already dropped to y = 336 (the submit spring sets that model at the tap); procedural balloon
/// (five red/white gores, ropes, basket, §4); the model position is set with actions disabled
/// (the 0.25 s implicit move of §3.11 is off-screen and invisible).
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

    static func build(_ ctx: SceneContext) -> Layer {
        let stage = BahamaStage(size: ctx.size, info: false)
        stage.loginButton.position.y += 60
        for cloud in stage.clouds { BahamaIntro.animateCloud(cloud, in: stage.root) }
        launchBalloon(in: stage.root, below: stage.username, loginButtonCenterY: stage.loginButton.position.y)
        return stage.root
    }

    /// The ch. 12 code in `logIn()`: a new balloon layer below the username field and its flight.
    @discardableResult
    static func launchBalloon(in view: Layer, below username: Layer, loginButtonCenterY: Double) -> Layer {
        let balloon = BahamaArt.balloon()
        balloon.frame = Rect(-50.0, 0.0, 50.0, 65.0)
        view.insertSublayer(balloon, below: username)

        let flight = KeyframeAnimation(keyPath: .position)
        flight.duration = 12.0
        flight.values = [
            Point(-50.0, 0.0),
            Point(view.frame.width + 50.0, 160.0),
            Point(-50.0, loginButtonCenterY),
        ].map { .point($0) }
        flight.keyTimes = [0.0, 0.5, 1.0]
        balloon.add(flight, forKey: nil)
        Transaction.withoutActions { balloon.position = Point(-50.0, loginButtonCenterY) }
        return balloon
    }
}
