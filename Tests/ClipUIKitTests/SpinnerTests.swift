import ClipEncode
import ClipRaster
import ClipSceneKit
import ClipUIKit
import XCTest

// The spinner, written as plain iOS code: only `import UIKit` became `import ClipUIKit`.
final class SpinnerViewController: UIViewController {
    let spinnerView = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        spinnerView.frame = CGRect(x: 60, y: 140, width: 200, height: 200)
        view.addSubview(spinnerView)

        let replicator = CAReplicatorLayer()
        replicator.frame = spinnerView.bounds
        spinnerView.layer.addSublayer(replicator)

        let dot = CALayer()
        dot.frame = CGRect(x: 92, y: 0, width: 16, height: 16)
        dot.cornerRadius = 8
        dot.backgroundColor = UIColor.systemBlue.cgColor
        replicator.addSublayer(dot)

        let count = 12
        let duration: CFTimeInterval = 1.2
        replicator.instanceCount = count
        replicator.instanceTransform = CATransform3DMakeRotation(2 * .pi / CGFloat(count), 0, 0, 1)
        replicator.instanceDelay = duration / Double(count)

        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1.0
        fade.toValue = 0.1
        fade.duration = duration
        fade.repeatCount = .infinity
        dot.opacity = 0.1
        dot.add(fade, forKey: "fade")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        spinnerView.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        UIView.animate(
            withDuration: 0.5, delay: 0, options: [.curveEaseOut],
            animations: {
                self.spinnerView.transform = .identity
            }, completion: nil)
    }
}

final class SpinnerTests: XCTestCase {
    static let scene = ViewControllerScene(
        id: "uikit-spinner", title: "12-dot replicator spinner", size: CGSize(width: 320, height: 480), duration: 3
    ) { SpinnerViewController() }

    func render(_ t: Double) throws -> Pixmap {
        let r = try Self.scene.makeRenderer(options: SceneOptions(scale: 1))
        let pm = Pixmap(width: 320, height: 480)
        try r.render(time: t, into: pm.view)
        if let dir = ProcessInfo.processInfo.environment["CLIPUIKIT_DUMP"] { try PNGCodec.write(pm.view, to: "\(dir)/spinner-\(t).png") }
        return pm
    }

    /// Opacity of the blue dot over white at a pixel, from the red channel (system blue has none).
    func opacity(_ pm: Pixmap, _ x: Double, _ y: Double) -> Double {
        1 - Double(pm[Int(x.rounded(.down)), Int(y.rounded(.down))].r) / 255
    }

    /// Dot k sits at angle k·30° clockwise from 12 o'clock, 92 pt from the centre (160, 240), and
    /// runs k·0.1 s behind dot 0 on a 1.2-s fade from 1 to 0.1.
    func expected(_ k: Int, _ t: Double) -> Double {
        let phase = (t - 0.1 * Double(k)).truncatingRemainder(dividingBy: 1.2)
        return 1 - 0.9 * phase / 1.2
    }

    func testTwelveDotsWithATravellingFade() throws {
        for t in [2.05, 2.35] {
            let pm = try render(t)
            var measured: [Double] = []
            for k in 0..<12 {
                let a = Double(k) * .pi / 6
                let x = 160 + 92 * sin(a), y = 240 - 92 * cos(a)
                let o = opacity(pm, x, y)
                measured.append(o)
                XCTAssertEqual(o, expected(k, t), accuracy: 0.03, "dot \(k) at t = \(t)")
                // Between two dots: background.
                let b = a + .pi / 12
                XCTAssertEqual(opacity(pm, 160 + 92 * sin(b), 240 - 92 * cos(b)), 0, accuracy: 0.01, "gap after dot \(k)")
            }
            XCTAssertGreaterThan(measured.max()! - measured.min()!, 0.7, "opacity differs along the ring")
            let brightest = measured.indices.max { measured[$0] < measured[$1] }!
            XCTAssertEqual(brightest, t < 2.2 ? 8 : 11, "the bright dot travels clockwise, one dot per 0.1 s")
        }
        // The centre is empty.
        XCTAssertEqual(opacity(try render(2.05), 160, 240), 0, accuracy: 0.01)
    }

    func testUIViewAnimateScalesTheSpinnerIn() throws {
        // At t = 0 the spinner view is at half scale: dot 0 sits 46 pt above the centre, not 92.
        let pm = try render(0)
        XCTAssertGreaterThan(opacity(pm, 160, 240 - 46), 0.5)
        XCTAssertEqual(opacity(pm, 160, 240 - 92), 0, accuracy: 0.01)
        // Done by 0.5 s.
        let end = try render(0.6)
        XCTAssertEqual(opacity(end, 160, 240 - 46), 0, accuracy: 0.01)
        XCTAssertGreaterThan(opacity(end, 160, 240 - 92), 0.05)
    }

    func testLayerClassesHaveTheirOwnProperties() {
        // `instanceCount` is a member of CAReplicatorLayer only: a compile-time fact, checked here by key paths.
        XCTAssertNotNil(\CAReplicatorLayer.instanceCount as AnyKeyPath)
        XCTAssertFalse((\CALayer.opacity as AnyKeyPath) is KeyPath<CALayer, Int>)
    }
}
