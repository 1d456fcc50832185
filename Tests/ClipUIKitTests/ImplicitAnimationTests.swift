import ClipRaster
import ClipSceneKit
import ClipUIKit
import XCTest

/// Stand-alone layers animate their changes implicitly, as in Core Animation; a view's own layer
/// does not; `CATransaction` sets the duration and curve or turns the actions off.
final class ImplicitAnimationTests: XCTestCase {
    enum Change: Sendable {
        /// `dot.position = …` in a later event: the 0.25 s default action.
        case plain
        /// Inside `begin()`/`commit()` with a 1 s linear duration.
        case transaction
        /// Inside `begin()`/`commit()` with `setDisableActions(true)`.
        case disabled
        /// `setDisableActions(true)` outside `begin()`/`commit()`.
        case disabledImplicitly
        /// The model changed, then an explicit 2 s linear animation added under the key "position".
        case explicitAfter
        /// The view's own layer moved (no animation outside animation blocks).
        case viewLayer
    }

    final class Mover: UIViewController {
        let change: Change
        let dot = CALayer()
        let box = UIView(frame: CGRect(x: 40, y: 140, width: 20, height: 20))
        init(_ change: Change) {
            self.change = change
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { return nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white
            dot.frame = CGRect(x: 40, y: 40, width: 20, height: 20)
            dot.backgroundColor = UIColor.red.cgColor
            view.layer.addSublayer(dot)
            box.backgroundColor = .red
            view.addSubview(box)
            DispatchQueue.main.asyncAfter(deadline: .now() + 1) { self.move() }
        }

        func move() {
            let to = CGPoint(x: 250, y: 50)
            switch change {
            case .plain: dot.position = to
            case .transaction:
                CATransaction.begin()
                CATransaction.setAnimationDuration(1)
                CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
                dot.position = to
                CATransaction.commit()
            case .disabled:
                CATransaction.begin()
                CATransaction.setDisableActions(true)
                dot.position = to
                CATransaction.commit()
            case .disabledImplicitly:
                CATransaction.setDisableActions(true)
                dot.position = to
            case .explicitAfter:
                dot.position = to
                let a = CABasicAnimation(keyPath: "position")
                a.fromValue = NSValue(cgPoint: CGPoint(x: 50, y: 50))
                a.toValue = NSValue(cgPoint: to)
                a.duration = 2
                dot.add(a, forKey: "position")
            case .viewLayer: box.layer.position = CGPoint(x: 250, y: 150)
            }
        }
    }

    func render(_ t: Double, _ change: Change) throws -> Pixmap {
        let scene = ViewControllerScene(id: "implicit", title: "t", size: CGSize(width: 320, height: 240), duration: 3) { Mover(change) }
        let pm = Pixmap(width: 320, height: 240)
        try scene.makeRenderer(options: SceneOptions(scale: 1)).render(time: t, into: pm.view)
        return pm
    }
    func isRed(_ p: RGBA8) -> Bool { p.r > 200 && p.g < 60 && p.b < 60 }
    /// The x of the dot's centre on row 50 (nil when it is not drawn there).
    func dotX(_ pm: Pixmap, row: Int = 50) -> Double? {
        let xs = (0..<pm.width).filter { isRed(pm[$0, row]) }
        guard let a = xs.first, let b = xs.last else { return nil }
        return Double(a + b + 1) / 2
    }

    func testAStandAloneLayerAnimatesItsChangeOverAQuarterSecond() throws {
        XCTAssertEqual(try dotX(render(0.99, .plain)), 50) // created and placed in the first transaction: no animation
        let mid = try XCTUnwrap(dotX(render(1.125, .plain)))
        XCTAssertGreaterThan(mid, 120)
        XCTAssertLessThan(mid, 240) // on its way (the default curve is past half at half time)
        XCTAssertEqual(try dotX(render(1.3, .plain)), 250)
    }

    func testATransactionSetsTheDurationAndCurve() throws {
        XCTAssertEqual(try XCTUnwrap(dotX(render(1.5, .transaction))), 150, accuracy: 1.5) // linear, half of 1 s
        XCTAssertEqual(try dotX(render(2.05, .transaction)), 250)
    }

    func testDisabledActionsMoveAtOnce() throws {
        XCTAssertEqual(try dotX(render(1.02, .disabled)), 250)
        XCTAssertEqual(try dotX(render(1.02, .disabledImplicitly)), 250)
    }

    func testAnExplicitAnimationUnderTheSameKeyReplacesTheImplicitOne() throws {
        // The explicit 2 s linear animation, a quarter through at 1.5 s (the implicit 0.25 s one would be done).
        XCTAssertEqual(try XCTUnwrap(dotX(render(1.5, .explicitAfter))), 100, accuracy: 1.5)
    }

    func testAViewsLayerDoesNotAnimateImplicitly() throws {
        XCTAssertEqual(try dotX(render(1.02, .viewLayer), row: 150), 250)
    }
}
