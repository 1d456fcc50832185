import ClipUIKit

// Stand-ins for the apps of "iOS Animations by Tutorials" whose code the listings in Listings/ are
// taken from: each declares the outlets and helpers the book's code uses, so every listing compiles
// as it is printed. Scripts/uikit-listings.py generates Listings/ from the seed text.

/// The book's `delay(seconds:completion:)` helper (chapter 1), as the book writes it: ClipUIKit's
/// `DispatchQueue.main` runs it in scene time (Swift 5 mode, as this target builds).
func delay(seconds: Double, completion: @escaping () -> Void) {
    DispatchQueue.main.asyncAfter(deadline: .now() + seconds, execute: completion)
}
/// The same helper without the label, as chapter 9's code calls it.
func delay(_ seconds: Double, completion: @escaping () -> Void) {
    DispatchQueue.main.asyncAfter(deadline: .now() + seconds, execute: completion)
}

/// The book's `tintBackgroundColor(layer:toColor:)` (chapter 8).
func tintBackgroundColor(layer: CALayer, toColor: UIColor) {
    let tint = CABasicAnimation(keyPath: "backgroundColor")
    tint.fromValue = layer.backgroundColor
    tint.toValue = toColor.cgColor
    tint.duration = 0.5
    layer.add(tint, forKey: nil)
    layer.backgroundColor = toColor.cgColor
}
/// The book's `roundCorners(layer:toRadius:)` (chapter 8).
func roundCorners(layer: CALayer, toRadius: CGFloat) {
    let round = CABasicAnimation(keyPath: "cornerRadius")
    round.fromValue = layer.cornerRadius
    round.toValue = toRadius
    round.duration = 0.33
    layer.add(round, forKey: nil)
    layer.cornerRadius = toRadius
}

/// Bahama Air's login screen (chapters 1–11): the outlets of the book's `ViewController`.
class BahamaAirViewController: UIViewController {
    let heading = UILabel(frame: CGRect(x: 0, y: 60, width: 320, height: 40))
    let username = UITextField(frame: CGRect(x: 30, y: 140, width: 260, height: 40))
    let password = UITextField(frame: CGRect(x: 30, y: 190, width: 260, height: 40))
    let loginButton = UIButton(frame: CGRect(x: 30, y: 260, width: 260, height: 50))
    let cloud1 = UIImageView(frame: CGRect(x: 10, y: 80, width: 80, height: 50))
    let cloud2 = UIImageView(frame: CGRect(x: 220, y: 120, width: 80, height: 50))
    let cloud3 = UIImageView(frame: CGRect(x: 40, y: 330, width: 80, height: 50))
    let cloud4 = UIImageView(frame: CGRect(x: 200, y: 380, width: 80, height: 50))
    let spinner = UIView(frame: CGRect(x: -20, y: 16, width: 20, height: 20))
    let status = UIImageView(frame: CGRect(x: 30, y: 320, width: 260, height: 40))
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 260, height: 40))
    let info = UILabel()
    let balloon = CALayer()
    let flyRight = CABasicAnimation(keyPath: "position.x")
    let flyLeft = CABasicAnimation(keyPath: "position.x")
    let groupAnimation = CAAnimationGroup()
    let flight = CAKeyframeAnimation(keyPath: "position")

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0.0, green: 0.58, blue: 0.85, alpha: 1)
        heading.text = "Bahama Air"
        heading.textAlignment = .center
        heading.textColor = .white
        username.placeholder = "Username"
        password.placeholder = "Password"
        password.isSecureTextEntry = true
        loginButton.setTitle("Log In", for: .normal)
        loginButton.backgroundColor = UIColor(red: 0.63, green: 0.84, blue: 0.35, alpha: 1.0)
        loginButton.layer.cornerRadius = 10
        status.addSubview(label)
        status.isHidden = true
        for v: UIView in [cloud1, cloud2, cloud3, cloud4, heading, username, password, loginButton, status] { view.addSubview(v) }
        loginButton.addSubview(spinner)
    }
}

/// Bahama Air with the book's cloud animation (chapter 9), for the listings that call it.
class BahamaAirCloudsViewController: BahamaAirViewController, CAAnimationDelegate {
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
}

/// The avatar of the multiplayer search screen (chapter 12): a photo masked by a circle.
class AvatarViewBase: UIView {
    let lineWidth: CGFloat = 6.0
    let animationDuration = 1.0
    let photoLayer = CALayer()
    let circleLayer = CAShapeLayer()
    let maskLayer = CAShapeLayer()
    let label = UILabel()
    var image: UIImage? = nil {
        didSet { photoLayer.contents = image?.cgImage }
    }
    var name: String? {
        didSet { label.text = name }
    }
    var shouldTransitionToFinishedState = false
    var isSquare = false
}

/// The avatar with the book's `bounceOff` and `animateToSquare` (for listings calling them).
class AvatarView: AvatarViewBase {
    func bounceOff(point: CGPoint, morphSize: CGSize) {
        let originalCenter = center
        UIView.animate(
            withDuration: animationDuration, delay: 0.0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0.0,
            animations: { self.center = point }, completion: nil)
        UIView.animate(
            withDuration: animationDuration, delay: animationDuration, usingSpringWithDamping: 0.7, initialSpringVelocity: 1.0,
            animations: { self.center = originalCenter }, completion: nil)
    }
    func animateToSquare() {
        isSquare = true
        let squarePath = UIBezierPath(rect: bounds).cgPath
        circleLayer.path = squarePath
        maskLayer.path = squarePath
    }
}

/// The multiplayer search screen (chapter 12).
class MultiplayerViewController: UIViewController {
    let myAvatar = AvatarView(frame: CGRect(x: 40, y: 200, width: 90, height: 90))
    let opponentAvatar = AvatarView(frame: CGRect(x: 190, y: 200, width: 90, height: 90))
    let status = UILabel()
    let vs = UILabel()
    let searchAgain = UIButton()
}

/// The "slide to unlock" label (chapter 14): a gradient masked by text.
class AnimatedMaskLabel: UIView {
    let gradientLayer = CAGradientLayer()
    var text: String! = "Slide to reveal"
}

/// The pull-to-refresh view (chapter 15): a dashed oval and an aeroplane.
class RefreshView: UIView {
    let ovalShapeLayer = CAShapeLayer()
    let airplaneLayer = CALayer()
    var progress: CGFloat = 0.0
}

/// The iris / replicator screen (chapter 16).
class ReplicatorViewController: UIViewController {
    let replicator = CAReplicatorLayer()
    let dot = CALayer()
}
