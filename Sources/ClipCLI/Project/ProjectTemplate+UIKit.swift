extension ProjectTemplate {
    /// The README's "Make it yours" list.
    var makeItYours: String {
        if uikit {
            return """
                - `Sources/\(name)/Spinner.swift` is the example: a 12-dot `CAReplicatorLayer` spinner with a
                  travelling fade, written as plain iOS code (`import ClipUIKit` instead of `import UIKit`).
                  Paste your own Core Animation / UIView code into a `UIViewController` subclass the same way.
                - A new scene is a `ViewControllerScene(id:title:size:duration:) { YourViewController() }` in the
                  list in `Sources/\(name)/main.swift`; `viewDidLoad`, `viewWillAppear` and `viewDidAppear` run at
                  scene time 0, `DispatchQueue.main.asyncAfter` and `CACurrentMediaTime()` run on scene time.
                - The controller is made afresh for every frame, on several threads at once: keep it free of
                  global state. Auto Layout, storyboards and real touches are not available (the compiler says
                  what to write instead).
                """
        }
        return """
            - `Sources/\(name)/Pulse.swift` is the example: pulse rings (a `CABasicAnimation`-style
              group on scale and opacity, repeating) behind a disc that pops in with a UIView spring.
              Change `accent` to recolour it, `title` for the text, then build and render again.
            - A new scene is a new file with a `static let scene = EngineScene(…)`, added to the list in
              `Sources/\(name)/main.swift`.
            - `build` runs once per frame, and frames render on several threads at once: create every
              layer inside it. Colours, paths and other values may live in `static let`s.
            """
    }

    /// The example scene id of a `--uikit` project.
    static let uikitExampleSceneID = "spinner"

    /// `Sources/NAME/main.swift` of a `--uikit` project: a view controller is the scene.
    var uikitMainFile: String {
        """
        import ClipUIKit
        import ClipgenCLI

        // Every clipgen command over your scenes: render, still, list, sheet, gallery, … (see --help).
        // A scene is a view controller: its view, after viewDidLoad / viewWillAppear / viewDidAppear,
        // rendered from scene time 0. A new scene: a controller like Spinner.swift, then one line here.
        ClipgenCLI.main(scenes: [
            ViewControllerScene(id: "spinner", title: "12-dot replicator spinner", size: CGSize(width: 320, height: 480), duration: 3) {
                SpinnerViewController()
            }
        ])

        """
    }

    /// `Sources/NAME/Spinner.swift` of a `--uikit` project: iOS code with `import ClipUIKit` for
    /// `import UIKit`. The same controller is ClipUIKitTests' spinner (`NewCommandTests` checks).
    static let uikitSpinner = #"""
        import ClipUIKit

        // Plain iOS code: only `import UIKit` became `import ClipUIKit`.
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

        """#
}
