import ClipAnimation
import ClipGeometry
import ClipRaster

/// G6 `uiview-transition-from-to`: `transitionFromView:toView:` between two whole views, each
/// with its own layout (a sign-in form and a profile card), inside one container.
///
/// ```objc
/// [UIView transitionFromView:_formView toView:_profileView duration:1.0
///                    options:UIViewAnimationOptionTransitionFlipFromLeft completion:nil];
/// // … later, back:
/// [UIView transitionFromView:_profileView toView:_formView duration:1.0
///                    options:UIViewAnimationOptionTransitionCurlUp completion:nil];
/// ```
/// // [SEED] "如果有两个完全不同的视图,并且每个视图布局都很复杂,此时要在这两个视图之间进行转场可以使用
/// // + (void)transitionFromView:(UIView )fromView toView:(UIView )toView duration:(NSTimeInterval)duration
/// // options:(UIViewAnimationOptions)options completion:… 需要注意的是默认情况下转出的视图会从父视图移除,
/// // 转入后重新添加"
///
/// As UIKit does, the transition runs on the common superview (the container): inside the block
/// `toView` is added above `fromView` and `fromView` is removed from the superview (the default,
/// without `ShowHideTransitionViews`). Taps at 0.5 s (flip from the left, to the profile) and
/// 2.5 s (curl up, back to the form); each 1 s, ease-in-out. [CHOICE] the two views' content
/// and the status line naming which view is in the container.
enum UIViewTransitionFromTo {
    static let size = Section8CoreAnimation.screen
    static let containerFrame = Rect(30, 110, 260, 340)
    static let triggers = [0.5, 2.5]
    static let script = InteractionScript(triggers.map { .tap(at: $0, point: Point(160, 500)) })

    static let scene = EngineScene(
        id: "uiview-transition-from-to", title: "UIView.transition(from:to:) between two different views",
        source: Section8CoreAnimation.source("G6", "UIView动画封装 · 转场动画"), tags: [.transition, .threeD, .text, .gesture],
        keyTimes: [0.3, 0.9, 1.8, 2.9, 3.2], size: size, duration: 4.3, background: Color(hex: 0xF2F2F7), script: script,
        build: build)

    /// The sign-in form: title, two fields and a button.
    static func formView() -> Layer {
        let v = LayerKit.box(Rect(0, 0, containerFrame.width, containerFrame.height), color: .white, radius: 18)
        v.name = "formView"
        v.addSublayer(
            LayerKit.label("Sign in", origin: Point(24, 28), width: 212, size: 26, color: Color(hex: 0x1C1C1E), weight: .bold))
        for (i, field) in ["Email", "Password"].enumerated() {
            let y = 96 + Double(i) * 62
            v.addSublayer(LayerKit.box(Rect(24, y, 212, 44), color: Color(hex: 0xF2F2F7), radius: 10))
            v.addSublayer(LayerKit.label(field, origin: Point(38, y + 12), width: 180, size: 15, color: Color(hex: 0x8E8E93)))
        }
        v.addSublayer(LayerKit.box(Rect(24, 240, 212, 48), color: Color(hex: 0x007AFF), radius: 12))
        v.addSublayer(
            LayerKit.label("Continue", origin: Point(24, 253), width: 212, size: 17, color: .white, weight: .bold, align: .center))
        return v
    }

    /// The profile card: a coloured header, an avatar, a name and two stats.
    static func profileView() -> Layer {
        let v = LayerKit.box(Rect(0, 0, containerFrame.width, containerFrame.height), color: .white, radius: 18)
        v.name = "profileView"
        v.masksToBounds = true
        v.addSublayer(LayerKit.box(Rect(0, 0, containerFrame.width, 120), color: Color(hex: 0xFF9500)))
        let avatar = LayerKit.box(Rect(90, 70, 80, 80), color: Color(hex: 0x5856D6), radius: 40)
        avatar.borderWidth = 4; avatar.borderColor = .white
        v.addSublayer(avatar)
        v.addSublayer(LayerKit.label("JA", origin: Point(90, 96), width: 80, size: 24, color: .white, weight: .bold, align: .center))
        v.addSublayer(
            LayerKit.label(
                "Jordan Avery", origin: Point(0, 166), width: containerFrame.width, size: 22, color: Color(hex: 0x1C1C1E),
                weight: .bold, align: .center))
        v.addSublayer(
            LayerKit.label(
                "Signed in", origin: Point(0, 198), width: containerFrame.width, size: 15, color: Color(hex: 0x8E8E93),
                align: .center))
        for (i, stat) in [("128", "photos"), ("42", "albums")].enumerated() {
            let x = 30 + Double(i) * 110
            v.addSublayer(LayerKit.box(Rect(x, 240, 90, 70), color: Color(hex: 0xF2F2F7), radius: 12))
            v.addSublayer(
                LayerKit.label(
                    stat.0, origin: Point(x, 252), width: 90, size: 20, color: Color(hex: 0x1C1C1E), weight: .bold, align: .center))
            v.addSublayer(
                LayerKit.label(stat.1, origin: Point(x, 280), width: 90, size: 13, color: Color(hex: 0x8E8E93), align: .center))
        }
        return v
    }

    static func build(_ ctx: SceneContext) -> Layer {
        let root = Layer(frame: Rect(0, 0, size.width, size.height))
        root.backgroundColor = Color(hex: 0xF2F2F7)
        root.backdrop()
        root.addSublayer(
            LayerKit.label(
                "UIView.transition(from:to:)", origin: Point(0, 30), width: size.width, size: 13, color: Color(hex: 0x8E8E93),
                weight: .bold, align: .center))
        let optionLabel = LayerKit.label(
            "", origin: Point(0, 54), width: size.width, size: 20, color: Color(hex: 0x1C1C1E), weight: .bold, align: .center)
        optionLabel.name = "optionLabel"
        root.addSublayer(optionLabel)
        let status = LayerKit.label(
            "container: formView", origin: Point(0, 470), width: size.width, size: 14, color: Color(hex: 0x3A3A3C),
            align: .center)
        status.name = "status"
        root.addSublayer(status)
        root.addSublayer(
            LayerKit.label(
                "tap: switch views", origin: Point(0, 520), width: size.width, size: 13, color: Color(hex: 0x8E8E93),
                align: .center))

        let container = Layer(frame: containerFrame)
        container.name = "container"
        root.addSublayer(container)
        let form = formView(), profile = profileView()
        container.addSublayer(form)

        var showingForm = true
        ctx.handlers.onTap = { _ in
            let (from, to) = showingForm ? (form, profile) : (profile, form)
            let option: ViewAnimation.Options = showingForm ? .transitionFlipFromLeft : .transitionCurlUp
            optionLabel.string = showingForm ? ".transitionFlipFromLeft" : ".transitionCurlUp"
            // transitionFromView:toView: — the transition runs on the common superview.
            ViewAnimation.transition(
                with: container, duration: 1.0, options: option,
                animations: {
                    container.insertSublayer(to, above: from)
                    from.removeFromSuperlayer()
                })
            status.string = "container: \(to.name ?? "")"
            showingForm.toggle()
        }
        return root
    }
}
