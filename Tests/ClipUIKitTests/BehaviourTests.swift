import ClipRaster
import ClipSceneKit
import ClipUIKit
import XCTest

/// iOS code run through ClipUIKit behaves as on iOS: checked on pixels of the rendered frames.
final class BehaviourTests: XCTestCase {
    func render(_ t: Double, _ make: @escaping @Sendable () -> UIViewController) throws -> Pixmap {
        let scene = ViewControllerScene(id: "behaviour", title: "t", size: CGSize(width: 320, height: 240), duration: 3, make: make)
        let pm = Pixmap(width: 320, height: 240)
        try scene.makeRenderer(options: SceneOptions(scale: 1)).render(time: t, into: pm.view)
        return pm
    }
    func isRed(_ p: RGBA8) -> Bool { p.r > 200 && p.g < 60 && p.b < 60 }
    func isGreen(_ p: RGBA8) -> Bool { p.g > 200 && p.r < 60 && p.b < 60 }
    func isWhite(_ p: RGBA8) -> Bool { p.r > 240 && p.g > 240 && p.b > 240 }

    final class FlyIn: UIViewController {
        let heading = UIView(frame: CGRect(x: 0, y: 60, width: 320, height: 40))
        override func viewDidLoad() {
            super.viewDidLoad()
            heading.backgroundColor = .red
            view.addSubview(heading)
        }
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            let flyRight = CABasicAnimation(keyPath: "position.x")
            flyRight.fromValue = -view.bounds.size.width / 2
            flyRight.toValue = view.bounds.size.width / 2
            flyRight.duration = 0.5
            heading.layer.add(flyRight, forKey: nil)
        }
    }

    func testBasicAnimationWithCGFloatValuesMovesTheLayer() throws {
        let mid = try render(0.25) { FlyIn() } // linear: centre at x = 0
        XCTAssertTrue(isRed(mid[100, 80]))
        XCTAssertTrue(isWhite(mid[200, 80]))
        let end = try render(1) { FlyIn() }
        XCTAssertTrue(isRed(end[300, 80]))
    }

    final class Delegate: UIViewController, CAAnimationDelegate {
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let b = UIView(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
        override func viewDidLoad() {
            super.viewDidLoad()
            a.backgroundColor = .red
            b.backgroundColor = .red
            view.addSubview(a)
            view.addSubview(b)
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 0.0
            fade.toValue = 1.0
            fade.duration = 0.5
            fade.delegate = self
            fade.setValue("form", forKey: "name")
            fade.setValue(a.layer, forKey: "layer")
            a.layer.add(fade, forKey: nil)
            // Core Animation copies on add: the copy added to `a` keeps `a` under "layer".
            fade.setValue(b.layer, forKey: "layer")
            fade.beginTime = CACurrentMediaTime() + 0.5
            b.layer.add(fade, forKey: nil)
        }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
            guard anim.value(forKey: "name") as? String == "form", flag else { return }
            let layer = anim.value(forKey: "layer") as? CALayer
            layer?.backgroundColor = UIColor.green.cgColor
        }
    }

    func testDelegateGetsTheCopyWithItsValues() throws {
        let early = try render(0.75) { Delegate() }
        XCTAssertTrue(isGreen(early[50, 50]), "a's animation ended at 0.5 s")
        XCTAssertFalse(isGreen(early[250, 50]), "b's runs until 1 s")
        let late = try render(1.1) { Delegate() }
        XCTAssertTrue(isGreen(late[50, 50]))
        XCTAssertTrue(isGreen(late[250, 50]))
    }

    final class Later: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            DispatchQueue.main.asyncAfter(deadline: .now() + 1.0) {
                self.view.backgroundColor = .red
            }
        }
    }

    final class BookDelay: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            delay(seconds: 1.0) { self.view.backgroundColor = .red }
        }
    }

    func testAsyncAfterRunsInSceneTime() throws {
        XCTAssertTrue(isWhite(try render(0.95) { Later() }[10, 10]))
        XCTAssertTrue(isRed(try render(1.05) { Later() }[10, 10]))
        // The book's helper passes a function value (`execute: completion`): the same queue.
        XCTAssertTrue(isWhite(try render(0.95) { BookDelay() }[10, 10]))
        XCTAssertTrue(isRed(try render(1.05) { BookDelay() }[10, 10]))
    }

    final class Keyframes: UIViewController {
        let dot = CALayer()
        let flag = UIView(frame: CGRect(x: 0, y: 200, width: 40, height: 40))
        override func viewDidLoad() {
            super.viewDidLoad()
            dot.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
            dot.backgroundColor = UIColor.red.cgColor
            view.layer.addSublayer(dot)
            view.addSubview(flag)
            CATransaction.begin()
            CATransaction.setCompletionBlock { self.flag.backgroundColor = .green }
            let flight = CAKeyframeAnimation(keyPath: "position")
            flight.duration = 2.0
            flight.values = [CGPoint(x: 50, y: 50), CGPoint(x: 250, y: 50), CGPoint(x: 250, y: 150)].map { NSValue(cgPoint: $0) }
            flight.keyTimes = [0.0, 0.5, 1.0]
            dot.add(flight, forKey: nil)
            dot.position = CGPoint(x: 250, y: 150)
            CATransaction.commit()
        }
    }

    func testKeyframeValuesAndTransactionCompletion() throws {
        let t05 = try render(0.5) { Keyframes() } // halfway along the first leg: (150, 50)
        XCTAssertTrue(isRed(t05[150, 50]))
        XCTAssertFalse(isGreen(t05[20, 220]))
        let t15 = try render(1.5) { Keyframes() } // halfway down the second leg: (250, 100)
        XCTAssertTrue(isRed(t15[250, 100]))
        let end = try render(2.1) { Keyframes() }
        XCTAssertTrue(isRed(end[250, 150]))
        XCTAssertTrue(isGreen(end[20, 220]), "the completion block ran when the keyframe animation ended")
    }

    func testSpringSettlingDurationAndValueConversions() {
        let pulse = CASpringAnimation(keyPath: "transform.scale")
        pulse.damping = 2.0
        XCTAssertGreaterThan(pulse.settlingDuration, 2)
        let stiff = CASpringAnimation(keyPath: "transform.scale")
        stiff.damping = 50
        XCTAssertLessThan(stiff.settlingDuration, pulse.settlingDuration)
        XCTAssertEqual(UIColor.systemBlue.cgColor.components, [0, 122.0 / 255, 1, 1])
        let t = CGAffineTransform(scaleX: 2, y: 3).rotated(by: .pi / 2)
        XCTAssertEqual(CGPoint(x: 1, y: 0).applying(t).x, 0, accuracy: 1e-12)
        XCTAssertEqual(CGPoint(x: 1, y: 0).applying(t).y, 3, accuracy: 1e-12)
        XCTAssertEqual(CATransform3DInvert(CATransform3DMakeScale(2, 4, 1)).m22, 0.25)
        var p = CATransform3DIdentity
        p.m34 = -1 / 500
        XCTAssertEqual(CATransform3DConcat(p, CATransform3DIdentity).m34, -1 / 500)
    }

    final class Drawn: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            let image = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 100)).image { _ in
                UIColor.red.setFill()
                UIBezierPath(rect: CGRect(x: 0, y: 0, width: 50, height: 50)).fill()
                "Hi".draw(in: CGRect(x: 0, y: 50, width: 100, height: 50), withAttributes: [.font: UIFont.boldSystemFont(ofSize: 40)])
            }
            let imageView = UIImageView(image: image)
            imageView.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            view.addSubview(imageView)
        }
    }

    func testImageRendererDrawsPathsAndText() throws {
        let pm = try render(0) { Drawn() }
        XCTAssertTrue(isRed(pm[25, 25]))
        XCTAssertTrue(isWhite(pm[75, 25]))
        let dark = (50..<100).flatMap { y in (0..<100).map { x in pm[x, y] } }.filter { $0.r < 100 && $0.g < 100 }.count
        XCTAssertGreaterThan(dark, 100, "the text is drawn in black")
    }

    final class GradientView: UIView {
        override class var layerClass: AnyClass {
            return CAGradientLayer.self
        }
    }

    final class LayerClass: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            let v = GradientView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let gradient = v.layer as! CAGradientLayer
            gradient.colors = [UIColor.red.cgColor, UIColor.green.cgColor]
            view.addSubview(v)
        }
    }

    func testLayerClassBacksTheView() throws {
        let pm = try render(0) { LayerClass() }
        XCTAssertTrue(isRed(pm[50, 1]))
        XCTAssertTrue(isGreen(pm[50, 98]))
    }

    final class Animator: UIViewController {
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        override func viewDidLoad() {
            super.viewDidLoad()
            box.backgroundColor = .red
            view.addSubview(box)
            let animator = UIViewPropertyAnimator(duration: 1.0, curve: .linear) {
                self.box.center.x = 220
            }
            animator.addCompletion { _ in self.box.backgroundColor = .green }
            animator.startAnimation(afterDelay: 0.5)
        }
    }

    func testPropertyAnimator() throws {
        XCTAssertTrue(isRed(try render(0.4) { Animator() }[20, 20]), "not started before its delay")
        XCTAssertTrue(isRed(try render(1.0) { Animator() }[120, 20]), "halfway: centre at x = 120")
        let end = try render(1.6) { Animator() }
        XCTAssertTrue(isGreen(end[220, 20]), "at x = 220, completion ran")
        XCTAssertTrue(isWhite(end[20, 20]))
    }
}
