import ClipAnimation
import ClipGeometry
import ClipRaster

/// A1 `bounds-toggle` (primer §3.1, how UIView animation works): a tap runs
/// `[UIView animateWithDuration:1 animations:^{ … bounds 100 ↔ 200 … }]`, so the square grows
/// from 100 × 100 to 200 × 200 about its centre with the UIView default curve (easeInEaseOut),
/// and the next tap shrinks it back.
///
/// [CHOICE] (spec ⚑): the view is centred at (160, 200) so the caption fits below it; colour
/// #0092FF; white background; taps on the square at 0.5, 2.0 and 3.5 s (spec script). The
/// caption shows the model value (set at once by the block) and the presentation width read from
/// the presentation layer every display-link tick, the distinction the section teaches.
enum BoundsToggle {
    static let center = Point(160, 200)
    static let tapTimes = [0.5, 2.0, 3.5]

    static let scene = EngineScene(
        id: "bounds-toggle", title: "UIView animation: bounds toggles between 100 and 200",
        source: .calayerPrimer(3, "A1", reference: "UIView animation principle"), keyTimes: [0.5, 1.0, 1.5, 2.5],
        size: PrimerKit.size, duration: 5.0,
        script: InteractionScript(tapTimes.map { .tap(at: $0, point: center) }), build: build)

    static func build(_ ctx: SceneContext) -> Layer {
        let root = Layer(frame: Rect(0, 0, ctx.size.width, ctx.size.height))
        let testView = Layer()
        testView.name = "testView"
        testView.bounds = Rect(0, 0, 100, 100)
        testView.position = center
        testView.backgroundColor = PrimerKit.blue0092
        root.addSublayer(testView)

        PrimerKit.divider(root, y: 356, width: ctx.size.width)
        let caption = PrimerKit.caption(
            root, title: "bounds",
            lines: [
                "view.bounds = (0, 0, 100, 100)",
                "presentation width = 100",
            ], note: "UIView.animate(withDuration: 1) sets the model at once; the presentation layer eases there (easeInEaseOut).",
            top: 368)

        ctx.handlers.onTap = { _ in
            ViewAnimation.animate(
                withDuration: 1,
                animations: {
                    if testView.bounds.width > 150 {
                        testView.bounds = Rect(0, 0, 100, 100)
                    } else {
                        testView.bounds = Rect(0, 0, 200, 200)
                    }
                })
            let w = PrimerKit.num(testView.bounds.width)
            caption.set(0, "view.bounds = (0, 0, \(w), \(w))", active: true)
            after(1) { caption.set(0, "view.bounds = (0, 0, \(w), \(w))") }
        }
        _ = DisplayLink { _ in
            caption.set(1, "presentation width = " + PrimerKit.num(testView.presentation().bounds.width))
        }
        return root
    }
}
