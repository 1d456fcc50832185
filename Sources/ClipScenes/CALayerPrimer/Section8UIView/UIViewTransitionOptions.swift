import ClipAnimation
import ClipGeometry
import ClipRaster

/// G5 `uiview-transition-options`: the `transitionWithView:` options the seed lists besides the
/// flips from the side (G4), one after another on the same image view, each named on screen.
///
/// ```objc
/// [UIView transitionWithView:_imageView duration:1.0
///                    options:UIViewAnimationOptionTransitionCurlUp   // CurlDown, CrossDissolve, …
///                 animations:^{ _imageView.image = next; } completion:nil];
/// ```
/// // [SEED] "UIViewAnimationOptionTransitionCurlUp:向后翻页的动画过渡效果。
/// // UIViewAnimationOptionTransitionCurlDown :向前翻页的动画过渡效果。
/// // UIViewAnimationOptionTransitionCrossDissolve:旧视图溶解消失显示下一个新视图的效果。
/// // UIViewAnimationOptionTransitionFlipFromTop :从上方翻转效果。
/// // UIViewAnimationOptionTransitionFlipFromBottom:从底部翻转效果。"
///
/// The engine's mapping (spec 1.13): CurlUp → pageCurl lifting at the bottom, CurlDown → its
/// reverse (the page rolls back down from the top), CrossDissolve → fade, FlipFromTop/Bottom →
/// flips about the horizontal axis. [CHOICE] each 1 s with the default ease-in-out curve, the
/// next 1.4 s later; numbered cards on the primer's grey.
enum UIViewTransitionOptions {
    static let size = Section8CoreAnimation.screen
    static let imageFrame = Rect(40, 118, 240, 360)
    static let start = 0.5, period = 1.4, transitionDuration = 1.0

    /// The options shown, in order, with the names the seed spells.
    static let steps: [(ViewAnimation.Options, String)] = [
        (.transitionCurlUp, "TransitionCurlUp"),
        (.transitionCurlDown, "TransitionCurlDown"),
        (.transitionCrossDissolve, "TransitionCrossDissolve"),
        (.transitionFlipFromTop, "TransitionFlipFromTop"),
        (.transitionFlipFromBottom, "TransitionFlipFromBottom"),
    ]
    static let pictures: [Pixmap] = (0..<steps.count + 1).map {
        Section8Assets.card($0 + 1, size: imageFrame.size, label: "\($0 + 1)")
    }

    /// Start of step `i`.
    static func time(of i: Int) -> Double { start + period * Double(i) }

    static let scene = EngineScene(
        id: "uiview-transition-options", title: "UIView transitions: curl up, curl down, dissolve, flip from top and bottom",
        source: Section8CoreAnimation.source("G5", "UIView动画封装 · 转场动画"), tags: [.transition, .threeD, .text],
        keyTimes: [time(of: 0) + 0.5, time(of: 1) + 0.5, time(of: 2) + 0.5, time(of: 3) + 0.4, time(of: 4) + 0.6],
        size: size, duration: time(of: steps.count - 1) + period, background: Color(hex: 0xF2F2F7), build: build)

    static func build(_ ctx: SceneContext) -> Layer {
        let root = Layer(frame: Rect(0, 0, size.width, size.height))
        root.backgroundColor = Color(hex: 0xF2F2F7)
        root.backdrop()
        root.addSublayer(
            LayerKit.label(
                "UIView.transition(with:duration:options:)", origin: Point(0, 30), width: size.width, size: 13,
                color: Color(hex: 0x8E8E93), weight: .bold, align: .center))
        let optionLabel = LayerKit.label(
            "", origin: Point(0, 54), width: size.width, size: 22, color: Color(hex: 0x1C1C1E), weight: .bold,
            align: .center)
        optionLabel.name = "optionLabel"
        root.addSublayer(optionLabel)
        let counter = LayerKit.label(
            "", origin: Point(0, 500), width: size.width, size: 13, color: Color(hex: 0x8E8E93), align: .center)
        root.addSublayer(counter)

        let imageView = Layer(frame: imageFrame)
        imageView.name = "imageView"
        imageView.contents = .image(pictures[0])
        root.addSublayer(imageView)

        for (i, step) in steps.enumerated() {
            after(time(of: i)) {
                optionLabel.string = step.1
                counter.string = "\(i + 1) / \(steps.count)"
                ViewAnimation.transition(
                    with: imageView, duration: transitionDuration, options: step.0,
                    animations: { imageView.contents = .image(pictures[i + 1]) })
            }
        }
        return root
    }
}
