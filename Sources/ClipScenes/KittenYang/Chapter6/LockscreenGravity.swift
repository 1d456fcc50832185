import ClipAnimation
import ClipGeometry
import ClipRaster

/// 6.1 `lockscreen-gravity`: the Smartisan-style lock screen on UIKit Dynamics. Gravity 2.6
/// (2600 pt/s²) holds the screen on a floor at its resting bottom edge; a tap pushes it up
/// (instantaneous push 80 → 320 pt/s) and it drops back with elasticity 0.35; a pan attaches it
/// to the finger (gravity off); a release slower than −1300 pt/s lets it fall back, a faster
/// flick reverses gravity, pushes again (200 → 800 pt/s) and throws it off the top, revealing the
/// home screen.
///
/// Choices (⚑): the collision inset is −H (seed bug: the minus sign); the initial sideways push
/// (magnitude 2, angle π) is left out and x and rotation are locked (1-D motion); procedural
/// wallpapers (a dark lock screen with the clock 10:08, the date and a hint; a lighter home
/// screen with named app icons, the shared SpringBoard).
enum LockscreenGravity {
    static let gravityMagnitude = 2.6
    static let elasticity = 0.35
    static let flickThreshold = -1300.0

    // Script [CHOICE]: taps at 0.5 and 1.3 s; a slow 160 pt drag 2.2–3.0 s held to 3.2 s; a flick
    // of 220 pt in 0.1 s at 4.3 s.
    static let tapTimes = [0.5, 1.3]
    static let dragStart = 2.2, dragEnd = 3.0, dragRelease = 3.2
    static let flickStart = 4.3, flickEnd = 4.4

    static let scene = EngineScene(
        id: "lockscreen-gravity", title: "Gravity lock screen: hop, drag and flick away",
        source: .kittenYang("6.1", reference: "MOVIE 6.1"), tags: [.physics, .gesture],
        keyTimes: [0.62, 2.9, 3.5, 4.5], duration: 5.2, background: .black,
        script: InteractionScript(
            tapTimes.map { InteractionScript.Event.tap(at: $0, point: Point(187.5, 400)) } + [
                InteractionScript.Event.pan(
                    from: dragStart, to: dragRelease,
                    path: { t in
                        let u = min(1, max(0, (t - dragStart) / (dragEnd - dragStart)))
                        return Point(187.5, 500 - 160 * TimingFunction.easeInEaseOut.value(at: u))
                    }),
                InteractionScript.pan(
                    from: flickStart, to: flickEnd, start: Point(187.5, 520), end: Point(187.5, 300), release: .flick(speed: 2200)),
            ]),
        checkExceptions: [
            CheckException(
                .textClipped, from: 2.5, to: 3.6,
                reason: "the finger holds the lock screen 160 pt up before letting go: the clock rides above the top edge")
        ],
        build: build)

    /// The lock screen: a dark gradient, the clock, the date and a "slide up" hint.
    static func lockScreen(_ size: Size) -> Layer {
        let W = size.width, H = size.height
        let l = LayerKit.gradient(
            Rect(0, 0, W, H), colors: [Color(hex: 0x1B2735), Color(hex: 0x2C3E57), Color(hex: 0x090A0F)],
            locations: [0, 0.6, 1])
        l.addSublayer(LayerKit.label("10:08", origin: Point(0, 110), width: W, size: 84, color: .white, weight: .regular, align: .center))
        l.addSublayer(
            LayerKit.label(
                "Tuesday, 24 November", origin: Point(0, 222), width: W, size: 18,
                color: Color(white: 1, alpha: 0.85), align: .center))
        var chevron = Path()
        chevron.move(to: Point(W / 2 - 12, H - 78)); chevron.line(to: Point(W / 2, H - 88)); chevron.line(to: Point(W / 2 + 12, H - 78))
        l.addSublayer(
            LayerKit.shape(
                chevron, frame: l.bounds, fill: nil, stroke: Color(white: 1, alpha: 0.8), lineWidth: 3,
                cap: .round, join: .round))
        l.addSublayer(
            LayerKit.label(
                "slide up to unlock", origin: Point(0, H - 66), width: W, size: 15,
                color: Color(white: 1, alpha: 0.7), align: .center))
        return l
    }

    /// The home screen beneath: the shared SpringBoard (wallpaper, a 4 × 5 grid of named app
    /// icons and the dock).
    static func homeScreen(_ size: Size) -> Layer {
        SpringBoard.make(size: size, rows: 5, side: 60, top: 40)
    }

    static func build(_ ctx: SceneContext) -> Layer {
        let W = ctx.size.width, H = ctx.size.height
        let root = Layer(frame: Rect(0, 0, W, H))
        let home = homeScreen(ctx.size)
        root.addSublayer(home)
        home.backdrop(wholeLayer: true) // the home screen the lock screen falls away from
        let lockScreenView = lockScreen(ctx.size)
        lockScreenView.name = "lockScreenView"
        root.addSublayer(lockScreenView)

        let animator = DynamicAnimator()
        let item = DynamicItem(layer: lockScreenView)
        item.allowsRotation = false
        item.lockX = true
        // Floor at the resting bottom edge, ceiling at −H (the inset is −height).
        let collisionBehaviour = DynamicBehavior.Collision(items: [item])
        collisionBehaviour.setReferenceBounds(root.bounds, insets: -lockScreenView.frame.height, 0, 0, 0)
        animator.add(collisionBehaviour)
        let gravityBehaviour = DynamicBehavior.Gravity(items: [item])
        gravityBehaviour.direction = Point(0.0, 1.0)
        gravityBehaviour.magnitude = gravityMagnitude
        animator.add(gravityBehaviour)
        let pushBehavior = DynamicBehavior.Push(items: [item], mode: .instantaneous)
        pushBehavior.active = false
        animator.add(pushBehavior)
        item.elasticity = elasticity // itemBehaviour.elasticity

        ctx.handlers.onTap = { _ in
            pushBehavior.pushDirection = Point(0.0, -80.0)
            pushBehavior.active = true
        }

        var attachmentBehaviour: DynamicBehavior.Attachment?
        ctx.handlers.onPan = { pan in
            let location = Point(lockScreenView.frame.midX, pan.location.y)
            switch pan.state {
            case .began:
                animator.remove(gravityBehaviour)
                let a = DynamicBehavior.Attachment(item: item, attachedToAnchor: location)
                animator.add(a)
                attachmentBehaviour = a
            case .changed:
                attachmentBehaviour?.anchorPoint = location
            case .ended:
                if let a = attachmentBehaviour { animator.remove(a) }
                attachmentBehaviour = nil
                // The item keeps the finger's release velocity.
                item.velocity = Point(0, pan.velocity.y)
                if pan.velocity.y < flickThreshold {
                    gravityBehaviour.direction = Point(0.0, -1.0)
                    gravityBehaviour.magnitude = gravityMagnitude
                    animator.add(gravityBehaviour)
                    item.elasticity = 0
                    pushBehavior.pushDirection = Point(0.0, -200.0)
                    pushBehavior.active = true
                } else {
                    // restore: gravity down, elasticity 0.35.
                    gravityBehaviour.direction = Point(0.0, 1.0)
                    gravityBehaviour.magnitude = gravityMagnitude
                    animator.add(gravityBehaviour)
                    item.elasticity = elasticity
                }
            }
        }
        return root
    }
}
