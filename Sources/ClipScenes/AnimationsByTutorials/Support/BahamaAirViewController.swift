import ClipAnimation
import ClipUIKit

// The Bahama Air view controller of "iOS Animations by Tutorials" (seed 001, chapters 8–12), its
// animation code as the book prints it, on ClipUIKit. The outlets are views over the layers
// `BahamaStage` draws (the app's storyboard and images are not part of the book's text), so the
// book's `UIView.animate`, `CABasicAnimation`, `CASpringAnimation`, `CAAnimationGroup` and
// `CAKeyframeAnimation` code moves the same layers the art is drawn in.
//
// ⚑ deviations from the printed code, each marked where it is: the clouds fade "opacity" (the
// seed's "alpha" is not a layer property, §0.4 erratum); the balloon is `BahamaArt.balloon()`
// (the book's balloon.png is not in the text); `textField.text` is the stand-in field's text; the
// `logIn()` balloon lines are the method `launchBalloon()` (the balloon scene runs them alone).

/// The book's `delay(_:completion:)` helper (ch. 9 calls it without the label): ClipUIKit's
/// scene clock runs the block (what its `DispatchQueue.main.asyncAfter` does).
func delay(_ seconds: Double, completion: @escaping () -> Void) {
    after(seconds, completion)
}

/// The book's `tintBackgroundColor(layer:toColor:)`, chapter 11's spring version.
func tintBackgroundColor(layer: CALayer, toColor: UIColor) {
    let tint = CASpringAnimation(keyPath: "backgroundColor")
    tint.damping = 5.0
    tint.initialVelocity = -10.0
    tint.fromValue = layer.backgroundColor
    tint.toValue = toColor.cgColor
    tint.duration = tint.settlingDuration
    layer.add(tint, forKey: nil)
    layer.backgroundColor = toColor.cgColor
}

/// The book's `roundCorners(layer:toRadius:)`, chapter 11's spring version.
func roundCorners(layer: CALayer, toRadius: CGFloat) {
    let round = CASpringAnimation(keyPath: "cornerRadius")
    round.damping = 5.0
    round.fromValue = layer.cornerRadius
    round.toValue = toRadius
    round.duration = round.settlingDuration
    layer.add(round, forKey: nil)
    layer.cornerRadius = toRadius
}

/// A view over one of the stage's text layers, with the `text` of a label or a text field (the
/// text is drawn by the stage's `TextLayer`; a field shows its placeholder until text is set).
final class BahamaTextView: UIView, @unchecked Sendable {
    /// The text layer: the view's layer or its first text sublayer.
    var textLayer: TextLayer {
        layer.engine as? TextLayer ?? layer.engine.sublayers.compactMap { $0 as? TextLayer }.first ?? TextLayer()
    }
    /// The text (typed text replaces a field's grey placeholder in black).
    var text: String? {
        didSet {
            textLayer.string = text ?? ""
            if textLayer.foregroundColor == BahamaArt.placeholder { textLayer.foregroundColor = .black }
        }
    }
}

/// The "Log In" button: UIKit lays its title out again when the bounds change (inside an animation
/// block, so the title moves with the button's width).
final class BahamaButtonView: UIView, @unchecked Sendable {
    override func layoutSubviews() {
        guard let title = layer.engine.sublayers.first(where: { $0.name == "loginTitle" }) else { return }
        title.position.x = layer.engine.model.bounds.width / 2
    }
}

/// Bahama Air's `ViewController` (chapters 8–12): the outlets over `stage`, and the book's
/// `viewWillAppear`, `viewDidAppear`, `animationDidStop`, `animateCloud`, `logIn`, `showMessage`,
/// `removeMessage`, `resetForm` and `textFieldDidEndEditing`.
final class BahamaAirViewController: UIViewController, CAAnimationDelegate, @unchecked Sendable {
    let stage: BahamaStage
    let heading: UIView
    let username: BahamaTextView
    let password: BahamaTextView
    let loginButton: BahamaButtonView
    let cloud1: UIView
    let cloud2: UIView
    let cloud3: UIView
    let cloud4: UIView
    let spinner: UIView
    let status: UIView
    let label: BahamaTextView
    let info: UIView

    let messages = ["Connecting ...", "Authorizing ...", "Sending credentials ...", "Failed"]
    var statusPosition = CGPoint.zero

    /// The controller over a stage; its `view` is the stage's root.
    init(stage: BahamaStage) {
        self.stage = stage
        let root = CALayer.wrapping(tree: stage.root)
        func view(_ l: Layer) -> CALayer { root.wrapper(of: l) ?? CALayer.wrapping(tree: l) }
        func plain(_ l: CALayer) -> UIView { UIView.backed(by: l) { UIView(frame: $0) } }
        heading = plain(view(stage.heading))
        username = UIView.backed(by: view(stage.username)) { BahamaTextView(frame: $0) }
        password = UIView.backed(by: view(stage.password)) { BahamaTextView(frame: $0) }
        loginButton = UIView.backed(by: view(stage.loginButton)) { BahamaButtonView(frame: $0) }
        (cloud1, cloud2, cloud3, cloud4) = (
            plain(view(stage.clouds[0])), plain(view(stage.clouds[1])),
            plain(view(stage.clouds[2])), plain(view(stage.clouds[3]))
        )
        spinner = plain(view(stage.spinner))
        status = plain(view(stage.status))
        label = UIView.backed(by: view(stage.statusLabel)) { BahamaTextView(frame: $0) }
        info = plain(view(stage.info))
        super.init()
        self.view = UIView.backed(by: root) { UIView(frame: $0) }
        viewDidLoad()
    }
    required init?(coder: NSCoder) { return nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        statusPosition = status.center
    }

    // MARK: ch. 8–10: the form, the clouds, the button and the info label

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // [SEED] ch. 10 "把三个form的动画修改为动画组": the form's group.
        let formGroup = CAAnimationGroup()
        formGroup.duration = 0.5
        formGroup.fillMode = kCAFillModeBackwards

        let flyRight = CABasicAnimation(keyPath: "position.x")
        flyRight.fromValue = -view.bounds.size.width / 2
        flyRight.toValue = view.bounds.size.width / 2

        let fadeFieldIn = CABasicAnimation(keyPath: "opacity")
        fadeFieldIn.fromValue = 0.25
        fadeFieldIn.toValue = 1.0

        formGroup.animations = [flyRight, fadeFieldIn]
        heading.layer.add(formGroup, forKey: nil)

        formGroup.delegate = self
        formGroup.setValue("form", forKey: "name")
        formGroup.setValue(username.layer, forKey: "layer")

        formGroup.beginTime = CACurrentMediaTime() + 0.3
        username.layer.add(formGroup, forKey: nil)

        formGroup.setValue(password.layer, forKey: "layer")
        formGroup.beginTime = CACurrentMediaTime() + 0.4
        password.layer.add(formGroup, forKey: nil)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        // [SEED] ch. 8 "使用图层动画实现☁️的淡入" (⚑ "opacity" for the seed's "alpha").
        let cloudFade = CABasicAnimation(keyPath: "opacity")
        cloudFade.duration = 0.5
        cloudFade.fromValue = 0.0
        cloudFade.toValue = 1.0
        cloudFade.fillMode = kCAFillModeBackwards

        cloudFade.beginTime = CACurrentMediaTime() + 0.5
        cloud1.layer.add(cloudFade, forKey: nil)

        cloudFade.beginTime = CACurrentMediaTime() + 0.7
        cloud2.layer.add(cloudFade, forKey: nil)

        cloudFade.beginTime = CACurrentMediaTime() + 0.9
        cloud3.layer.add(cloudFade, forKey: nil)

        cloudFade.beginTime = CACurrentMediaTime() + 1.1
        cloud4.layer.add(cloudFade, forKey: nil)

        // [SEED] ch. 10 "CAAnimationGroup" and "动画缓动": the login button's group.
        let groupAnimation = CAAnimationGroup()
        groupAnimation.beginTime = CACurrentMediaTime() + 0.5
        groupAnimation.duration = 0.5
        groupAnimation.fillMode = kCAFillModeBackwards
        groupAnimation.timingFunction = CAMediaTimingFunction(name: kCAMediaTimingFunctionEaseIn)

        let scaleDown = CABasicAnimation(keyPath: "transform.scale")
        scaleDown.fromValue = 3.5
        scaleDown.toValue = 1.0

        let rotate = CABasicAnimation(keyPath: "transform.rotation")
        rotate.fromValue = .pi / 4.0
        rotate.toValue = 0.0

        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0.0
        fade.toValue = 1.0

        groupAnimation.animations = [scaleDown, rotate, fade]
        loginButton.layer.add(groupAnimation, forKey: nil)

        // [SEED] ch. 9 "修改☁️的动画".
        animateCloud(layer: cloud1.layer)
        animateCloud(layer: cloud2.layer)
        animateCloud(layer: cloud3.layer)
        animateCloud(layer: cloud4.layer)

        animateInfo()
    }

    /// [SEED] ch. 9 "动画Keys" with ch. 10 "重复动画" and "改变动画的速度": the info label's two
    /// animations (the end of `viewDidAppear`).
    func animateInfo() {
        let flyLeft = CABasicAnimation(keyPath: "position.x")
        flyLeft.fromValue = info.layer.position.x + view.frame.size.width
        flyLeft.toValue = info.layer.position.x
        flyLeft.duration = 5.0
        flyLeft.repeatCount = 2.5
        flyLeft.autoreverses = true
        flyLeft.speed = 2.0
        info.layer.add(flyLeft, forKey: "infoappear")

        let fadeLabelIn = CABasicAnimation(keyPath: "opacity")
        fadeLabelIn.fromValue = 0.2
        fadeLabelIn.toValue = 1.0
        fadeLabelIn.duration = 4.5
        info.layer.add(fadeLabelIn, forKey: "fadein")
    }

    /// [SEED] ch. 9 "修改☁️的动画": `animateCloud(layer:)`.
    func animateCloud(layer: CALayer) {
        let cloudSpeed = 60.0 / Double(view.layer.frame.size.width)
        let duration: TimeInterval = Double(view.layer.frame.size.width - layer.frame.origin.x) * cloudSpeed

        let cloudMove = CABasicAnimation(keyPath: "position.x")
        cloudMove.duration = duration
        cloudMove.toValue = self.view.bounds.width + layer.bounds.width / 2
        cloudMove.delegate = self
        cloudMove.setValue("cloud", forKey: "name")
        cloudMove.setValue(layer, forKey: "layer")
        layer.add(cloudMove, forKey: nil)
    }

    /// [SEED] ch. 9 `animationDidStop(_:finished:)` with ch. 11's spring pulse (damping 7.5).
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        guard let name = anim.value(forKey: "name") as? String else {
            return
        }

        if name == "form" {
            let layer = anim.value(forKey: "layer") as? CALayer
            anim.setValue(nil, forKey: "layer")
            let pulse = CASpringAnimation(keyPath: "transform.scale")
            pulse.damping = 7.5
            pulse.fromValue = 1.25
            pulse.toValue = 1.0
            pulse.duration = pulse.settlingDuration
            layer?.add(pulse, forKey: nil)
        }

        if name == "cloud" {
            if let layer = anim.value(forKey: "layer") as? CALayer {
                anim.setValue(nil, forKey: "layer")

                layer.position.x = -layer.bounds.width / 2
                delay(0.5) {
                    self.animateCloud(layer: layer)
                }
            }
        }
    }

    // MARK: Section I's log-in flow with ch. 8/11 tint and corners, ch. 12 balloon and wobble

    /// `logIn()` (the "Log In" button's action).
    func logIn() {
        UIView.animate(
            withDuration: 1.5, delay: 0.0, usingSpringWithDamping: 0.2, initialSpringVelocity: 0.0, options: [],
            animations: {
                self.loginButton.bounds.size.width += 80.0
            },
            completion: { _ in
                self.showMessage(index: 0)
            })

        UIView.animate(
            withDuration: 0.33, delay: 0.0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0.0, options: [],
            animations: {
                self.loginButton.center.y += 60.0
                self.spinner.center = CGPoint(x: 40.0, y: self.loginButton.frame.size.height / 2)
                self.spinner.alpha = 1.0
            }, completion: nil)

        let tintColor = UIColor(red: 0.85, green: 0.83, blue: 0.45, alpha: 1.0)
        tintBackgroundColor(layer: loginButton.layer, toColor: tintColor)
        roundCorners(layer: loginButton.layer, toRadius: 25.0)

        launchBalloon()
    }

    /// [SEED] ch. 12 "热气球的关键帧动画": the balloon lines of `logIn()` (⚑ the drawn balloon).
    @discardableResult
    func launchBalloon() -> CALayer {
        let balloon = CALayer.wrapping(tree: BahamaArt.balloon())
        balloon.frame = CGRect(x: -50.0, y: 0.0, width: 50.0, height: 65.0)
        view.layer.insertSublayer(balloon, below: username.layer)

        let flight = CAKeyframeAnimation(keyPath: "position")
        flight.duration = 12.0
        flight.values = [
            CGPoint(x: -50.0, y: 0.0),
            CGPoint(x: view.frame.width + 50.0, y: 160.0),
            CGPoint(x: -50.0, y: loginButton.center.y),
        ].map { NSValue(cgPoint: $0) }

        flight.keyTimes = [0.0, 0.5, 1.0]
        balloon.add(flight, forKey: nil)
        balloon.position = CGPoint(x: -50.0, y: loginButton.center.y)
        return balloon
    }

    func showMessage(index: Int) {
        label.text = messages[index]

        UIView.transition(
            with: status, duration: 0.33, options: [.curveEaseOut, .transitionCurlDown],
            animations: {
                self.status.isHidden = false
            },
            completion: { _ in
                delay(2.0) {
                    if index < self.messages.count - 1 {
                        self.removeMessage(index: index)
                    } else {
                        self.resetForm()
                    }
                }
            })
    }

    func removeMessage(index: Int) {
        UIView.animate(
            withDuration: 0.33, delay: 0.0, options: [],
            animations: {
                self.status.center.x += self.view.frame.size.width
            },
            completion: { _ in
                self.status.isHidden = true
                self.status.center = self.statusPosition

                self.showMessage(index: index + 1)
            })
    }

    func resetForm() {
        UIView.transition(
            with: status, duration: 0.2, options: .transitionFlipFromTop,
            animations: {
                self.status.isHidden = true
                self.status.center = self.statusPosition
            }, completion: nil)

        UIView.animate(
            withDuration: 0.2, delay: 0.0, options: [],
            animations: {
                self.spinner.center = CGPoint(x: -20.0, y: 16.0)
                self.spinner.alpha = 0.0
                self.loginButton.bounds.size.width -= 80.0
                self.loginButton.center.y -= 60.0
            },
            completion: { _ in
                let tintColor = UIColor(red: 0.63, green: 0.84, blue: 0.35, alpha: 1.0)
                tintBackgroundColor(layer: self.loginButton.layer, toColor: tintColor)
                roundCorners(layer: self.loginButton.layer, toRadius: 10.0)
            })

        wobble()
    }

    /// [SEED] ch. 12 "创建图层关键帧动画": the heading's wobble at the end of `resetForm()`.
    func wobble() {
        let wobble = CAKeyframeAnimation(keyPath: "transform.rotation")
        wobble.duration = 0.25
        wobble.repeatCount = 4
        wobble.values = [0.0, -.pi / 4.0, 0.0, .pi / 4.0, 0.0]
        wobble.keyTimes = [0.0, 0.25, 0.5, 0.75, 1.0]
        heading.layer.add(wobble, forKey: nil)
    }

    /// [SEED] ch. 9 "动画Keys": focusing a field stops the info label's flight (⚑ the book's
    /// `print(runningAnimations)` is left out: a clip has no console).
    func textFieldDidBeginEditing(_ textField: BahamaTextView) {
        guard info.layer.animationKeys() != nil else {
            return
        }
        info.layer.removeAnimation(forKey: "infoappear")
    }

    // MARK: ch. 11 validation

    /// [SEED] ch. 11 "Spring animation propertiers" and "Specific layer properties" (initialVelocity
    /// 100, mass 10 from the text; stiffness 1500, damping 50 and the flash [C1]: the seed's
    /// sections are empty).
    func textFieldDidEndEditing(_ textField: BahamaTextView) {
        guard let text = textField.text else {
            return
        }
        if text.count < 5 {
            let jump = CASpringAnimation(keyPath: "position.y")
            jump.initialVelocity = 100.0
            jump.mass = 10.0
            jump.stiffness = 1500.0
            jump.damping = 50.0
            jump.fromValue = textField.layer.position.y + 1.0
            jump.toValue = textField.layer.position.y
            jump.duration = jump.settlingDuration
            textField.layer.add(jump, forKey: nil)

            textField.layer.borderWidth = 3.0
            textField.layer.borderColor = UIColor.clear.cgColor

            let flash = CASpringAnimation(keyPath: "borderColor")
            flash.damping = 7.0
            flash.stiffness = 200.0
            flash.fromValue = UIColor(red: 1.0, green: 0.27, blue: 0.0, alpha: 1.0).cgColor
            flash.toValue = UIColor.white.cgColor
            flash.duration = flash.settlingDuration
            textField.layer.add(flash, forKey: nil)
        }
    }
}
