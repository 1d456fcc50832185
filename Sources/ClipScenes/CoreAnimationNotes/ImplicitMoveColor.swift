import ClipAnimation
import ClipGeometry
import ClipRaster

/// H2 `implicit-move-color` (004 "隐式动画"): a stand-alone green 100 × 100 layer at (100, 100);
/// a tap sets its frame to (100, 400, 100, 100) and its background to orange, and Core
/// Animation's implicit actions animate both in 0.25 s on the default curve
/// (0.25, 0.1, 0.25, 1): "默认时间0.25s,它的动画效果并不突兀".
///
/// ```objc
/// layer.frame = CGRectMake(100, 400, 100, 100);
/// layer.backgroundColor = [UIColor orangeColor].CGColor;
/// ```
/// [CHOICE] the spec's optional loop back: each tap toggles between the two states (taps at 0.5,
/// 1.5 and 2.5 s), so the colour and the move show both ways.
enum ImplicitMoveColor {
    static let size = CoreAnimationNotes.screen
    static let script = InteractionScript([
        .tap(at: 0.5, point: Point(300, 300)), .tap(at: 1.5, point: Point(300, 300)),
        .tap(at: 2.5, point: Point(300, 300)),
    ])

    static let scene = EngineScene(
        id: "implicit-move-color", title: "An implicit animation: move and colour in 0.25 s",
        source: CoreAnimationNotes.source("H2", "隐式动画"), tags: [.gesture],
        keyTimes: [0.4, 0.6, 0.9, 1.62], size: size, duration: 3.3, script: script, build: build)

    static func build(_ ctx: SceneContext) -> Layer {
        let view = Layer(frame: Rect(0, 0, size.width, size.height))
        view.backgroundColor = .white
        view.backdrop()
        let layer = Layer()
        layer.name = "layer"
        layer.frame = Rect(100, 100, 100, 100)
        layer.backgroundColor = .green
        view.addSublayer(layer)

        var down = false
        ctx.handlers.onTap = { _ in
            // A stand-alone CALayer (not a view's root layer) already on screen: its changes
            // animate implicitly. (Opting in here keeps the setup above from animating in.)
            layer.implicitAnimations = true
            down.toggle()
            layer.frame = Rect(100, down ? 400 : 100, 100, 100)
            layer.backgroundColor = down ? CoreAnimationNotes.orange : .green
        }
        return view
    }
}
