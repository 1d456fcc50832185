import ClipAnimation
import ClipGeometry
import ClipRaster

/// F10 `transition-sampler`: every CATransition type of the seed's (missing) type table and,
/// for the directional ones, each of the four subtypes, one after another on the same two
/// pictures, each named on screen (the table of 003/004 §1.10). Every transition is added right
/// after the content changes, as in the seed (`imageView.image = …; [layer addAnimation:…]`).
///
/// [CHOICE] each runs 1 s (linear, the CATransition default) and the next starts 1.2 s after it;
/// the order is the spec's by family (fade, push, moveIn, reveal, cube, oglFlip, suckEffect,
/// rippleEffect, pageCurl, pageUnCurl, cameraIrisHollowOpen, cameraIrisHollowClose), subtypes
/// in the order fromRight, fromLeft, fromTop, fromBottom. The private effects' looks are the
/// engine's (see each `TransitionCompositor`). Pictures: numbered cards (Part 3).
enum TransitionSampler {
    static let size = Section8CoreAnimation.screen
    static let imageFrame = Rect(30, 110, 260, 390)
    static let start = 0.5, period = 1.2, transitionDuration = 1.0

    /// (type, subtype or nil for the undirected ones), in the order shown.
    static let steps: [(TransitionType, TransitionSubtype?)] = {
        let subs: [TransitionSubtype] = [.fromRight, .fromLeft, .fromTop, .fromBottom]
        var s: [(TransitionType, TransitionSubtype?)] = []
        for t in [
            TransitionType.fade, .push, .moveIn, .reveal, .cube, .flip, .suckEffect, .rippleEffect,
            .pageCurl, .pageUnCurl, .cameraIrisHollowOpen, .cameraIrisHollowClose,
        ] {
            let directional = ![.fade, .suckEffect, .rippleEffect, .cameraIrisHollowOpen, .cameraIrisHollowClose].contains(t)
            if directional { for sub in subs { s.append((t, sub)) } } else { s.append((t, nil)) }
        }
        return s
    }()

    /// The type string as CATransition spells it.
    static func caName(_ t: TransitionType) -> String { t == .flip ? "oglFlip" : t.rawValue }

    /// The two pictures the sampler alternates between.
    static let pictures: [Pixmap] = [1, 2].map { Section8Assets.card($0, size: imageFrame.size) }

    /// Start of step `i`.
    static func time(of i: Int) -> Double { start + period * Double(i) }

    static let scene = EngineScene(
        id: "transition-sampler", title: "Every CATransition type and subtype, labelled",
        source: Section8CoreAnimation.source("F10", "转场动画"), tags: [.transition, .threeD, .text],
        keyTimes: [time(of: 1) + 0.5, time(of: 13) + 0.5, time(of: 21) + 0.5, time(of: 23) + 0.5, time(of: 31) + 0.5],
        size: size, duration: time(of: steps.count - 1) + period + 0.3, background: Color(hex: 0xF2F2F7),
        build: build)

    static func build(_ ctx: SceneContext) -> Layer {
        let root = Layer(frame: Rect(0, 0, size.width, size.height))
        root.backgroundColor = Color(hex: 0xF2F2F7)
        root.backdrop()

        let title = LayerKit.label(
            "CATransition", origin: Point(0, 28), width: size.width, size: 15,
            color: Color(hex: 0x8E8E93), weight: .bold, align: .center)
        root.addSublayer(title)
        let typeLabel = LayerKit.label(
            "", origin: Point(0, 50), width: size.width, size: 26, color: Color(hex: 0x1C1C1E),
            weight: .bold, align: .center)
        typeLabel.name = "typeLabel"
        let subtypeLabel = LayerKit.label(
            "", origin: Point(0, 82), width: size.width, size: 15, color: Color(hex: 0x3A3A3C),
            align: .center)
        subtypeLabel.name = "subtypeLabel"
        let counter = LayerKit.label(
            "", origin: Point(0, 520), width: size.width, size: 13, color: Color(hex: 0x8E8E93),
            align: .center)
        root.addSublayer(typeLabel); root.addSublayer(subtypeLabel); root.addSublayer(counter)

        // The image view.
        let imageView = Layer(frame: imageFrame)
        imageView.name = "imageView"
        imageView.contents = .image(pictures[0])
        root.addSublayer(imageView)

        for (i, step) in steps.enumerated() {
            after(time(of: i)) {
                typeLabel.string = caName(step.0)
                subtypeLabel.string = step.1.map { "subtype: \($0.rawValue)" } ?? "(no subtype)"
                counter.string = "\(i + 1) / \(steps.count)"
                // imageView.image = next; then the transition.
                imageView.contents = .image(pictures[(i + 1) % 2])
                let transition = Transition(type: step.0, subtype: step.1 ?? .fromRight, duration: transitionDuration)
                imageView.add(transition, forKey: "transition")
            }
        }
        return root
    }
}
