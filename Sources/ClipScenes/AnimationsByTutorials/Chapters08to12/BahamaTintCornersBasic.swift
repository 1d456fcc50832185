import ClipAnimation
import ClipRaster
import ClipUIKit

/// `bahama-tint-corners-basic` (book ch. 8 "登录按钮背景颜色变化的动画" and "登录按钮的圆角动画"):
/// the first, non-spring versions of `tintBackgroundColor` and `roundCorners` — a linear
/// CABasicAnimation of backgroundColor, green → sand, 0.5 s, and of cornerRadius, 8 → 25, 0.33 s —
/// run by `logIn()`, then back (sand → (0.63, 0.84, 0.35), 25 → 10) in the completion of
/// `resetForm()`'s button animation. No overshoot: compare `bahama-login-submit` (ch. 11 springs).
///
/// ⚑ choices: the settled form with its clouds drifting; the tap at 0.5 s runs the button lines of
/// `logIn()` (the stretch and drop, without the status messages); `resetForm()`'s button lines at
/// 2.5 s; clip 4 s.
enum BahamaTintCornersBasic {
    static let tapTime = 0.5
    static let resetTime = 2.5

    static let scene = EngineScene(
        id: "bahama-tint-corners-basic", title: "Bahama Air log in: ch. 8's basic tint and corner animations, there and back",
        source: Chapters08to12.source(8), tags: [.text],
        keyTimes: [0.75, 1.2, 2.95, 3.6], duration: 4.0, background: BahamaArt.skyTop,
        script: InteractionScript([.tap(at: tapTime, point: BahamaStage.loginButtonFrame.center)]),
        build: build)

    /// [SEED] ch. 8: `tintBackgroundColor(layer:toColor:)`, the basic animation.
    static func tintBackgroundColor(layer: CALayer, toColor: UIColor) {
        let tint = CABasicAnimation(keyPath: "backgroundColor")
        tint.fromValue = layer.backgroundColor
        tint.toValue = toColor.cgColor
        tint.duration = 0.5
        layer.add(tint, forKey: nil)
        layer.backgroundColor = toColor.cgColor
    }

    /// [SEED] ch. 8: `roundCorners(layer:toRadius:)`, the basic animation.
    static func roundCorners(layer: CALayer, toRadius: CGFloat) {
        let round = CABasicAnimation(keyPath: "cornerRadius")
        round.fromValue = layer.cornerRadius
        round.toValue = toRadius
        round.duration = 0.33
        layer.add(round, forKey: nil)
        layer.cornerRadius = toRadius
    }

    static func build(_ ctx: SceneContext) -> Layer {
        let vc = BahamaAirViewController(stage: BahamaStage(size: ctx.size, info: false))
        vc.animateCloud(layer: vc.cloud1.layer)
        vc.animateCloud(layer: vc.cloud2.layer)
        vc.animateCloud(layer: vc.cloud3.layer)
        vc.animateCloud(layer: vc.cloud4.layer)
        let button = vc.stage.loginButton
        ctx.handlers.onTap = { p in
            guard button.frame.contains(p) else { return }
            logIn(vc)
            delay(resetTime - tapTime) { resetForm(vc) }
        }
        return vc.stage.root
    }

    /// The button lines of `logIn()` with ch. 8's tint and corners.
    static func logIn(_ vc: BahamaAirViewController) {
        UIView.animate(
            withDuration: 1.5, delay: 0.0, usingSpringWithDamping: 0.2, initialSpringVelocity: 0.0, options: [],
            animations: {
                vc.loginButton.bounds.size.width += 80.0
            }, completion: nil)
        UIView.animate(
            withDuration: 0.33, delay: 0.0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0.0, options: [],
            animations: {
                vc.loginButton.center.y += 60.0
                vc.spinner.center = CGPoint(x: 40.0, y: vc.loginButton.frame.size.height / 2)
                vc.spinner.alpha = 1.0
            }, completion: nil)

        let tintColor = UIColor(red: 0.85, green: 0.83, blue: 0.45, alpha: 1.0)
        tintBackgroundColor(layer: vc.loginButton.layer, toColor: tintColor)
        roundCorners(layer: vc.loginButton.layer, toRadius: 25.0)
    }

    /// The button lines of `resetForm()` with ch. 8's tint and corners in the completion.
    static func resetForm(_ vc: BahamaAirViewController) {
        UIView.animate(
            withDuration: 0.2, delay: 0.0, options: [],
            animations: {
                vc.spinner.center = CGPoint(x: -20.0, y: 16.0)
                vc.spinner.alpha = 0.0
                vc.loginButton.bounds.size.width -= 80.0
                vc.loginButton.center.y -= 60.0
            },
            completion: { _ in
                let tintColor = UIColor(red: 0.63, green: 0.84, blue: 0.35, alpha: 1.0)
                tintBackgroundColor(layer: vc.loginButton.layer, toColor: tintColor)
                roundCorners(layer: vc.loginButton.layer, toRadius: 10.0)
            })
    }
}
