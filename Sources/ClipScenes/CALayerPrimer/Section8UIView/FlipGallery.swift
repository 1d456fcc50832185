import ClipAnimation
import ClipGeometry
import ClipRaster

/// G4 `flip-gallery` (UIView `transitionWithView:`): a full-screen photo flips over like a card
/// about its vertical axis (1 s, linear); the back face shows the next photo:
///
/// ```objc
/// UIViewAnimationOptions option = isNext
///     ? UIViewAnimationOptionCurveLinear | UIViewAnimationOptionTransitionFlipFromRight
///     : UIViewAnimationOptionCurveLinear | UIViewAnimationOptionTransitionFlipFromLeft;
/// [UIView transitionWithView:_imageView duration:1.0 options:option animations:^{
///     _imageView.image = [self getImage:isNext];
/// } completion:nil];
/// ```
/// `IMAGE_COUNT 5` (0.jpg…4.jpg), index `(i ± 1 + 5) % 5`. Script: next × 3, previous × 1, every
/// 1.5 s (swipes recognised at 0.5, 2.0, 3.5, 5.0 s). [CHOICE] perspective m34 = −1/(2·width)
/// (the engine's flip); numbered cards (Part 3) on black.
enum FlipGallery {
    static let size = Section8CoreAnimation.screen
    static let imageCount = 5
    static let images: [Pixmap] = (0..<imageCount).map { Section8Assets.card($0 + 3, size: size, label: "\($0)") }
    static let script = InteractionScript([
        CubeGallery.swipe(at: 0.5, left: true), CubeGallery.swipe(at: 2.0, left: true),
        CubeGallery.swipe(at: 3.5, left: true), CubeGallery.swipe(at: 5.0, left: false),
    ])

    static let scene = EngineScene(
        id: "flip-gallery", title: "UIView flip transition with a content swap",
        source: Section8CoreAnimation.source("G4", "UIView动画封装 · 转场动画"), tags: [.transition, .threeD, .gesture],
        keyTimes: [0.8, 1.2, 5.3], size: size, duration: 6.5, background: .black, script: script, build: build)

    static func build(_ ctx: SceneContext) -> Layer {
        let view = Layer(frame: Rect(0, 0, size.width, size.height))
        view.backgroundColor = .black
        view.backdrop()
        var currentIndex = 0
        let imageView = Layer(frame: view.bounds)
        imageView.name = "imageView"
        imageView.contentsGravity = .resizeAspect
        imageView.contents = .image(images[0])
        view.addSublayer(imageView)
        let caption = PrimerKit.captionCard(
            view, top: 462, canvasWidth: size.width, title: "UIView transitionWithView:",
            lines: ["1 s, CurveLinear, swap in the block", "swipe: next image"])

        ctx.handlers.onPan = { g in
            guard g.state == .ended else { return }
            let isNext = g.translation.x < 0
            let option: ViewAnimation.Options =
                isNext ? [.curveLinear, .transitionFlipFromRight] : [.curveLinear, .transitionFlipFromLeft]
            ViewAnimation.transition(
                with: imageView, duration: 1.0, options: option,
                animations: {
                    currentIndex = (currentIndex + (isNext ? 1 : -1) + imageCount) % imageCount
                    imageView.contents = .image(images[currentIndex])
                })
            let line = "TransitionFlipFrom\(isNext ? "Right" : "Left") → \(currentIndex).jpg"
            caption.set(1, line, active: true)
            after(1.0) { caption.set(1, line) }
        }
        return view
    }
}
