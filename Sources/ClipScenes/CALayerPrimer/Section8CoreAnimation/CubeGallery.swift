import ClipAnimation
import ClipGeometry
import ClipRaster

/// F9 `cube-gallery`: the transition demo (`TransitionAnimationVC`). A full-screen image view
/// (`contentMode = ScaleAspectFit`) shows 01.png…08.png; each swipe sets the next (or previous)
/// image and adds a `cube` CATransition of 1 s, so the current picture turns away on one face
/// of a cube while the next arrives on the adjacent one:
///
/// ```objc
/// CATransition *transition = [[CATransition alloc] init];
/// transition.type = @"cube";
/// transition.subtype = isNext ? kCATransitionFromRight : kCATransitionFromLeft;
/// transition.duration = 1.0f;
/// _imageView.image = [self getImage:isNext];
/// [_imageView.layer addAnimation:transition forKey:@"KCTransitionAnimation"];
/// ```
///
/// Script: left swipes (next) recognised at 0.5, 2.0 and 3.5 s, a right swipe (previous) at 5.0 s.
/// [CHOICE] the seed's index formula skips images (01→02→04→06…); the intended 1…8 cycle is
/// used. Linear timing (the CATransition default, fidelity); the engine's cube has its eye at
/// 2.5 face widths and darkens faces up to 30 % as they turn away (the spec's suggestions).
/// Pictures: numbered cards (Part 3).
enum CubeGallery {
    static let size = Section8CoreAnimation.screen
    static let kImageCount = 8
    static let images: [Pixmap] = (1...kImageCount).map { Section8Assets.card($0, size: size, label: String(format: "%02d", $0)) }

    /// A swipe: a quick flick across the middle of the screen, recognised when the finger lifts at `t`.
    static func swipe(at t: Double, left: Bool) -> InteractionScript.Event {
        let a = Point(left ? 250 : 70, 300), b = Point(left ? 70 : 250, 300)
        return InteractionScript.pan(from: t - 0.18, to: t, start: a, end: b, release: .flick(speed: 1200))
    }
    static let script = InteractionScript([
        swipe(at: 0.5, left: true), swipe(at: 2.0, left: true),
        swipe(at: 3.5, left: true), swipe(at: 5.0, left: false),
    ])

    static let scene = EngineScene(
        id: "cube-gallery", title: "Cube transition between full-screen images on swipes",
        source: Section8CoreAnimation.source("F9", "转场动画"), tags: [.transition, .threeD, .gesture],
        keyTimes: [1.0, 2.4, 5.5], size: size, duration: 6.5, background: .black, script: script, build: build)

    static func build(_ ctx: SceneContext) -> Layer {
        let view = Layer(frame: Rect(0, 0, size.width, size.height))
        view.backgroundColor = .black
        view.backdrop()
        var currentIndex = 0
        let imageView = Layer(frame: view.bounds)
        imageView.name = "imageView"
        imageView.contentsGravity = .resizeAspect
        imageView.contents = .image(images[currentIndex])
        view.addSublayer(imageView)
        let caption = PrimerKit.captionCard(
            view, top: 462, canvasWidth: size.width, title: "CATransition",
            lines: ["type = @\"cube\", duration = 1 s", "swipe: next image"])

        func transitionAnimation(_ isNext: Bool) {
            let transition = Transition()
            transition.type = .cube
            transition.subtype = isNext ? .fromRight : .fromLeft
            transition.duration = 1.0
            currentIndex = (currentIndex + (isNext ? 1 : kImageCount - 1)) % kImageCount
            imageView.contents = .image(images[currentIndex])
            imageView.add(transition, forKey: "KCTransitionAnimation")
            let line = "subtype = \(isNext ? "fromRight" : "fromLeft") → image 0\(currentIndex + 1)"
            caption.set(1, line, active: true)
            after(1.0) { caption.set(1, line) }
        }
        // UISwipeGestureRecognizer: recognised when the finger lifts; left = next, right = previous.
        ctx.handlers.onPan = { g in
            guard g.state == .ended else { return }
            transitionAnimation(g.translation.x < 0)
        }
        return view
    }
}
