import ClipRaster
import ClipSceneKit
import ClipUIKit
import XCTest

// iOS animation code as a Swift 6 project writes it: a view, a layer and a view controller
// subclass, a delegate, blocks capturing `self`. The target compiles in Swift 6 language mode.
// There a `DispatchQueue.main` block is main-actor code that may capture only Sendable values:
// the view controller (and the views and layers it holds) must be Sendable, as UIKit's are by
// being main-actor isolated. Each subclass gets the compiler's warning that it inherits an
// unchecked `Sendable` conformance (clipgen cannot isolate views to the main actor: frames are
// built in parallel on worker threads); no errors.

final class PulseLayer: CAShapeLayer {
    var pulses = 0
}

final class SpinnerView: UIView {
    let replicator = CAReplicatorLayer()
    let dot = CALayer()
    override init(frame: CGRect) {
        super.init(frame: frame)
        replicator.frame = bounds
        replicator.instanceCount = 4
        replicator.instanceTransform = CATransform3DMakeTranslation(30, 0, 0)
        dot.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        dot.backgroundColor = UIColor.red.cgColor
        replicator.addSublayer(dot)
        layer.addSublayer(replicator)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class Swift6ViewController: UIViewController, CAAnimationDelegate {
    let spinner = SpinnerView(frame: CGRect(x: 0, y: 0, width: 160, height: 40))
    let badge = PulseLayer()
    var stops = 0
    var ticks = 0
    var link: CADisplayLink?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        view.addSubview(spinner)
        badge.frame = CGRect(x: 0, y: 60, width: 40, height: 40)
        badge.path = UIBezierPath(ovalIn: badge.bounds).cgPath
        badge.fillColor = UIColor.systemBlue.cgColor
        view.layer.addSublayer(badge)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.duration = 0.5
        fade.delegate = self
        fade.setValue(badge, forKey: "layer")
        badge.add(fade, forKey: nil)
        link = CADisplayLink { [weak self] _ in self?.ticks += 1 }
        UIView.animate(
            withDuration: 0.5, delay: 0, options: [.curveEaseOut],
            animations: { self.spinner.center.x += 100 },
            completion: { _ in self.spinner.alpha = 0.5 })
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) { self.badge.pulses += 1 }
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        stops += 1
        (anim.value(forKey: "layer") as? CALayer)?.opacity = 0.5
    }
}

final class Swift6ModeTests: XCTestCase {
    func testSwift6CodeRendersAsInSwift5() throws {
        let scene = ViewControllerScene(id: "swift6", title: "t", size: CGSize(width: 320, height: 120), duration: 2) {
            Swift6ViewController()
        }
        let pm = Pixmap(width: 320, height: 120)
        try scene.makeRenderer(options: SceneOptions(scale: 1)).render(time: 1.5, into: pm.view)
        // The spinner's four replicated dots moved 100 pt right (the view animation ended) and are
        // half transparent (its completion ran): (110…130, 10…30), (140…160, …), …
        let p = pm[120, 20]
        XCTAssertGreaterThan(p.r, 240)
        XCTAssertLessThan(p.g, 150)
        XCTAssertGreaterThan(p.g, 100)
        XCTAssertEqual(pm[20, 20], RGBA8(255, 255, 255, 255))
        // The badge at half opacity (the delegate's animationDidStop set it).
        let b = pm[20, 80]
        XCTAssertGreaterThan(b.b, 240)
        XCTAssertGreaterThan(b.r, 100)
    }
}
