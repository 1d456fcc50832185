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
        for y in [100.0, 400.0] { view.addSublayer(PrimerKit.dashedOutline(Rect(100, y, 100, 100), color: Color(white: 0.75))) }

        PrimerKit.divider(view, y: 548, width: size.width)
        let caption = PrimerKit.caption(
            view, title: "implicit animation",
            lines: ["layer.frame.origin.y = 100", "layer.backgroundColor = green"],
            note: "A stand-alone CALayer animates its own property changes: 0.25 s, no animation code.",
            top: 560, width: 366, x: 24)

        var down = false
        ctx.handlers.onTap = { _ in
            // A stand-alone CALayer (not a view's root layer) already on screen: its changes
            // animate implicitly. (Opting in here keeps the setup above from animating in.)
            layer.implicitAnimations = true
            down.toggle()
            layer.frame = Rect(100, down ? 400 : 100, 100, 100)
            layer.backgroundColor = down ? CoreAnimationNotes.orange : .green
            let lines = ["layer.frame.origin.y = \(down ? 400 : 100)", "layer.backgroundColor = \(down ? "orange" : "green")"]
            caption.set(0, lines[0], active: true); caption.set(1, lines[1], active: true)
            after(0.25) {
                caption.set(0, lines[0]); caption.set(1, lines[1])
            }
        }
        return view
    }
}
