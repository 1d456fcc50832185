import ClipRaster
import ClipSceneKit
import ClipUIKit
import XCTest

// docs/authoring.md's iOS snippet, unchanged, in a view controller (the page shows this class and
// AuthoringSnippetTests checks that it does).
final class PulseViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()

        let card = UIView()
        card.bounds = CGRect(x: 0, y: 0, width: 240, height: 140)
        card.center = CGPoint(x: 160, y: 620)
        card.backgroundColor = UIColor(red: 0x4E / 255.0, green: 0xCD / 255.0, blue: 0xC4 / 255.0, alpha: 1)
        card.layer.cornerRadius = 16
        view.addSubview(card)

        let badge = CAShapeLayer()
        badge.frame = CGRect(x: 130, y: 90, width: 60, height: 60)
        badge.path = UIBezierPath(ovalIn: badge.bounds).cgPath
        badge.fillColor = UIColor(red: 1, green: 0x6B / 255.0, blue: 0x6B / 255.0, alpha: 1).cgColor
        view.layer.addSublayer(badge)

        let pulse = CABasicAnimation(keyPath: "transform.scale")
        pulse.fromValue = 1.0
        pulse.toValue = 1.2
        pulse.duration = 0.6
        pulse.autoreverses = true
        pulse.repeatCount = .infinity
        pulse.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        badge.add(pulse, forKey: "pulse")

        UIView.animate(
            withDuration: 0.8, delay: 0.5,
            usingSpringWithDamping: 0.5, initialSpringVelocity: 0,
            options: [],
            animations: {
                card.center.y = 300
            }, completion: nil)
    }
}

final class AuthoringSnippetTests: XCTestCase {
    static let scene = ViewControllerScene(
        id: "pulse-and-spring", title: "A CALayer pulse and a UIView spring", size: CGSize(width: 320, height: 480),
        duration: 2.4
    ) { PulseViewController() }

    func testTheGuideShowsThisController() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let page = try String(contentsOf: root.appendingPathComponent("docs/authoring.md"), encoding: .utf8)
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        let start = try XCTUnwrap(source.range(of: "final class PulseViewController"))
        let end = try XCTUnwrap(source.range(of: "\n}\n", range: start.upperBound..<source.endIndex))
        XCTAssertTrue(
            page.contains(String(source[start.lowerBound..<end.upperBound])),
            "docs/authoring.md must show PulseViewController as compiled here")
    }

    func testItRendersThePulseAndTheSpring() throws {
        func frame(_ t: Double) throws -> Pixmap {
            let pm = Pixmap(width: 320, height: 480)
            try Self.scene.makeRenderer(options: SceneOptions(scale: 1)).render(time: t, into: pm.view)
            return pm
        }
        let start = try frame(0)
        XCTAssertEqual(start[160, 120], RGBA8(0xFF, 0x6B, 0x6B, 0xFF), "the badge")
        XCTAssertEqual(start[160, 300], RGBA8(0xFF, 0xFF, 0xFF, 0xFF), "the card is still below")
        let peak = try frame(0.6) // the pulse at 1.2: radius 36 reaches 154 from the centre 120
        XCTAssertEqual(peak[160, 120 + 34].r, 0xFF)
        XCTAssertEqual(start[160, 120 + 34], RGBA8(0xFF, 0xFF, 0xFF, 0xFF))
        let end = try frame(2.4)
        XCTAssertEqual(end[160, 300], RGBA8(0x4E, 0xCD, 0xC4, 0xFF), "the card sprang up to y = 300")
    }
}
