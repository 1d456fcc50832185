extension ProjectTemplate {
    /// `Sources/NAME/Pulse.swift`: the example scene of a new project. It must build against
    /// ClipKit as written; the scaffold test (`make scaffold-test`) builds and renders it.
    static let pulseScene = #"""
        import ClipKit

        /// The example scene: rings pulse out of a disc that pops in with a UIView spring, and a
        /// title springs up beneath it.
        ///
        ///     swift build -c release
        ///     .build/release/<name> pulse --mp4            # clips/pulse.mp4
        ///     .build/release/<name> still pulse --at 1.5 -o pulse.png
        enum Pulse {
            /// The disc and ring colour: change it, build, render.
            static let accent = Color(hex: 0xFF375F)
            /// The backdrop (left out with `--transparent`).
            static let background = Color(hex: 0x0E1726)
            /// The line under the disc.
            static let title = "Hello, clipgen"

            static let size = Size(400, 400)
            static let center = Point(200, 165)
            static let radius = 52.0

            /// The scene's metadata (its `SceneInfo`: id, title, source, tags, key times), size,
            /// length and backdrop, and the function that builds its layer tree.
            static let scene = EngineScene(
                id: "pulse", title: "Pulse rings and a UIView spring", tags: [.spring],
                keyTimes: [0.6, 1.5, 2.5], size: size, duration: 3.6, background: background, build: build)

            /// Runs for every frame (like `viewDidLoad`, at time 0): makes the layers, sets the model
            /// values and adds the animations. Time is an input; the engine replays up to each frame.
            static func build(_ ctx: SceneContext) -> Layer {
                let root = Layer(frame: Rect(0, 0, size.width, size.height))
                let discFrame = Rect(center.x - radius, center.y - radius, 2 * radius, 2 * radius)

                // Three rings, each a CAAnimationGroup (scale 1 → 2.6, opacity 0.5 → 0) repeating
                // forever, 0.8 s apart.
                for i in 0..<3 {
                    let ring = ShapeLayer()
                    ring.frame = discFrame
                    ring.path = ovalPath(in: ring.bounds)
                    ring.fillColor = accent
                    ring.opacity = 0
                    let grow = BasicAnimation(keyPath: .scale, from: 1, to: 2.6)
                    let fade = BasicAnimation(keyPath: .opacity, from: 0.5, to: 0)
                    let pulse = AnimationGroup([grow, fade], duration: 2.4)
                    pulse.timingFunction = .easeOut
                    pulse.beginTime = currentMediaTime() + 0.5 + Double(i) * 0.8
                    pulse.repeatCount = .infinity
                    ring.add(pulse, forKey: "pulse")
                    root.addSublayer(ring)
                }

                // The disc, with a white play symbol, starts at a fifth of its size.
                let disc = ShapeLayer()
                disc.name = "disc"
                disc.frame = discFrame
                disc.path = ovalPath(in: disc.bounds)
                disc.fillColor = accent
                disc.shadowColor = accent
                disc.shadowOpacity = 0.6
                disc.shadowRadius = 18
                disc.shadowOffset = Size(0, 0)
                var play = Path()
                play.move(to: Point(radius - 13, radius - 18))
                play.line(to: Point(radius + 19, radius))
                play.line(to: Point(radius - 13, radius + 18))
                play.close()
                let symbol = ShapeLayer()
                symbol.frame = disc.bounds
                symbol.path = play
                symbol.fillColor = .white
                disc.addSublayer(symbol)
                disc.transform = CATransform3DMakeScale(0.2, 0.2, 1)
                root.addSublayer(disc)

                let label = TextLayer()
                label.name = "title"
                label.frame = Rect(0, 300, size.width, 40)
                label.string = title
                label.fontSize = 28
                label.font = FontDescriptor(weight: .semibold)
                label.alignmentMode = .center
                label.foregroundColor = .white
                label.opacity = 0
                root.addSublayer(label)

                // UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)
                ViewAnimation.animate(
                    withDuration: 1.0, delay: 0.2, usingSpringWithDamping: 0.45, initialSpringVelocity: 0,
                    animations: { disc.transform = .identity })
                ViewAnimation.animate(
                    withDuration: 0.9, delay: 0.7, usingSpringWithDamping: 0.6, initialSpringVelocity: 0,
                    animations: {
                        label.opacity = 1
                        label.position.y -= 30
                    })
                return root
            }
        }

        """#
}
