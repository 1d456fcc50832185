import ClipAnimation
import ClipGeometry
import ClipRaster

/// The Iris assistant's screen (ch. 16, [C1] storyboard; seeds 001/002 §2.16): dark grey, a
/// replicator across the whole view with one 6 pt dot at the right end copied 46 times 8 pt to
/// the left, the "Touch to speak" label and the round microphone button.
final class IrisStage {
    static let background = Color(white: 0.333)
    static let lightGray = Color(white: 2.0 / 3)
    static let magenta = Color(r: 1, g: 0, b: 1)
    static let cyan = Color(r: 0, g: 1, b: 1)
    static let green = Color(r: 0, g: 1, b: 0)
    /// The answer the clips speak (⚑ #4 of the five canned answers).
    static let answer = "Making a wake up reminder for 3:00 AM. Don't wake me up..."
    static let buttonCenter = Point(187.5, 550.5)

    let dotLength = 6.0
    let dotOffset = 8.0
    let view: Layer
    let replicator = ReplicatorLayer()
    let dot = Layer()
    let meterLabel: UILabelStandIn
    let button: Layer

    init(size: Size) {
        view = Layer(frame: Rect(0, 0, size.width, size.height))
        view.backgroundColor = IrisStage.background
        view.backdrop()

        replicator.name = "replicator"
        replicator.frame = view.bounds
        view.addSublayer(replicator)

        dot.name = "dot"
        dot.frame = Rect(replicator.frame.width - dotLength, replicator.position.y, dotLength, dotLength)
        dot.backgroundColor = IrisStage.lightGray
        dot.borderColor = Color(white: 1.0, alpha: 1.0)
        dot.borderWidth = 0.5
        dot.cornerRadius = 1.5
        dot.implicitAnimations = true // a stand-alone CALayer: model changes animate for 0.25 s (§3.11)
        replicator.addSublayer(dot)
        replicator.instanceCount = Int(view.frame.width / dotOffset)
        replicator.instanceTransform = Transform3D(translationX: -dotOffset, y: 0.0)

        meterLabel = UILabelStandIn("Touch to speak", frame: Rect(16, 410, 343, 99), size: 21, color: .white)
        meterLabel.layer.name = "meterLabel"
        view.addSublayer(meterLabel.layer)

        button = LayerKit.box(Rect(154, 517, 67, 67), color: Color(white: 0.667), radius: 33)
        button.name = "button"
        view.addSublayer(button)
    }

    // MARK: Speaking (§2.17)

    func startSpeaking() {
        meterLabel.text = IrisStage.answer
        ViewAnimation.animate(withDuration: 0.25, animations: { self.button.opacity = 0 })

        let scale = BasicAnimation(keyPath: "transform")
        scale.fromValue = .transform(.identity)
        scale.toValue = .transform(Transform3D(scaleX: 1.4, y: 15, z: 1.0))
        scale.duration = 0.33
        scale.repeatCount = .infinity
        scale.autoreverses = true
        scale.timingFunction = .easeOut
        dot.add(scale, forKey: "dotScale")

        let fade = BasicAnimation(keyPath: "opacity")
        fade.fromValue = 1.0
        fade.toValue = 0.2
        fade.duration = 0.33
        fade.beginTime = currentMediaTime() + 0.33
        fade.repeatCount = .infinity
        fade.autoreverses = true
        fade.timingFunction = .easeOut
        dot.add(fade, forKey: "dotOpacity")

        let tint = BasicAnimation(keyPath: "backgroundColor")
        tint.fromValue = .color(IrisStage.magenta)
        tint.toValue = .color(IrisStage.cyan)
        tint.duration = 0.66
        tint.beginTime = currentMediaTime() + 0.28
        tint.fillMode = .backwards
        tint.repeatCount = .infinity
        tint.autoreverses = true
        tint.timingFunction = .easeInEaseOut // the seed's curve (⚑; [C1] uses easeOut)
        dot.add(tint, forKey: "dotColor")

        let initialRotation = BasicAnimation(keyPath: "instanceTransform.rotation")
        initialRotation.fromValue = 0.0
        initialRotation.toValue = 0.01
        initialRotation.duration = 0.33
        initialRotation.isRemovedOnCompletion = false
        initialRotation.fillMode = .forwards
        initialRotation.timingFunction = .easeOut
        replicator.add(initialRotation, forKey: "initialRotation")

        let rotation = BasicAnimation(keyPath: "instanceTransform.rotation")
        rotation.fromValue = 0.01
        rotation.toValue = -0.01
        rotation.duration = 0.99
        rotation.beginTime = currentMediaTime() + 0.33
        rotation.repeatCount = .infinity
        rotation.autoreverses = true
        rotation.timingFunction = .easeInEaseOut
        replicator.add(rotation, forKey: "replicatorRotation")
    }

    func endSpeaking() {
        replicator.removeAllAnimations()
        let scale = BasicAnimation(keyPath: "transform")
        // ⚑ from the presentation at this instant, filled backwards too, so that every delayed copy
        // shrinks from its bar instead of snapping (the 0.02 s-later copies start later).
        scale.fromValue = .transform(dot.presentation().transform)
        scale.toValue = .transform(.identity)
        scale.duration = 0.33
        scale.isRemovedOnCompletion = false
        scale.fillMode = .both
        dot.add(scale, forKey: "dotScale")
        dot.removeAnimation(forKey: "dotColor")
        dot.removeAnimation(forKey: "dotOpacity")
        dot.backgroundColor = IrisStage.lightGray
        meterLabel.text = "Touch to speak"
        ViewAnimation.animate(withDuration: 0.25, animations: { self.button.opacity = 1 })
    }
}
