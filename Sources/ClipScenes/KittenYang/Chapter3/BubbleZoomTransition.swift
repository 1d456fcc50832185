import ClipAnimation
import ClipGeometry
import ClipRaster

/// 3.3 `bubble-zoom-transition`: KYBubbleTransition. From any point, a coloured bubble grows to
/// cover the screen while the presented screen grows out of the same point and fades in; the
/// bubble then fades. Dismiss shrinks both back into the point.
enum BubbleZoomTransition {
    /// `duration` [CHOICE] 0.5 s; `bubbleColor` [CHOICE] the button's colour.
    static let duration = 0.5
    static let bubbleColor = Color(r: 0.2, g: 0.6, b: 1)
    static let presentTap = 0.5, dismissTap = 2.0

    static func startPoint(_ s: Size) -> Point { Point(s.width - 60, s.height - 90) }

    static let script = InteractionScript([
        .tap(at: presentTap, point: startPoint(Size(375, 667))),
        .tap(at: dismissTap, point: startPoint(Size(375, 667))),
    ])

    static let scene = EngineScene(
        id: "bubble-zoom-transition", title: "Bubble transition: a circle zoom from any point",
        source: .kittenYang("3.3", reference: "MOVIE 3.3, KYBubbleTransition"), tags: [.transition, .mask],
        keyTimes: [0.75, 2.25], duration: 2.9, script: script, build: build)

    /// Bubble frame: a circle centred on `start` reaching the farthest corner (quadrant test).
    static func frameForBubble(originalCenter c: Point, size s: Size, start: Point) -> Rect {
        let lengthX = max(start.x, s.width - start.x)
        let lengthY = max(start.y, s.height - start.y)
        let offset = (lengthX * lengthX + lengthY * lengthY).squareRoot() * 2
        return Rect(0, 0, offset, offset)
    }

    /// The presented screen: a "new moment" composer in the bubble's blue, with a close button
    /// where the "+" was.
    static func composer(size: Size) -> Layer {
        let W = size.width, H = size.height
        let v = Layer(frame: Rect(0, 0, W, H))
        v.addSublayer(LayerKit.gradient(v.bounds, colors: [bubbleColor, Color(hex: 0x1F5FD1)]))
        v.addSublayer(LayerKit.label("New Moment", origin: Point(24, 64), width: W - 48, size: 32, color: .white, weight: .bold))
        v.addSublayer(
            LayerKit.label(
                "Share what you are animating today", origin: Point(25, 108), width: W - 48, size: 15,
                color: Color(white: 1, alpha: 0.8)))
        let card = LayerKit.box(Rect(20, 150, W - 40, 220), color: .white, radius: 14)
        v.addSublayer(LayerKit.softShadow(for: card.frame, cornerRadius: 14, blur: 10, offset: Size(0, 6), opacity: 0.18))
        card.addSublayer(
            LayerKit.label(
                "A bubble that grows from the tap", origin: Point(18, 18), width: W - 76, size: 16,
                color: HomeScreen.ink, weight: .semibold))
        let body = [
            "Tap the + and a circle grows from it", "until it covers the screen; tap the x",
            "and it shrinks back into the button.", "Today's prototype shots:",
        ]
        for (i, line) in body.enumerated() {
            card.addSublayer(
                LayerKit.label(line, origin: Point(18, 48 + Double(i) * 22), width: W - 76, size: 15, color: Color(hex: 0x4A5563)))
        }
        // Photo strip.
        let swatches = [Color(hex: 0xFFB35C), Color(hex: 0x3FB8C9), Color(hex: 0x8A5BD6), Color(hex: 0x2FB37A)]
        for (i, c) in swatches.enumerated() {
            card.addSublayer(ListScreen.photo(Rect(18 + Double(i) * 66, 150, 56, 56), top: c.mixed(with: .white, 0.45), bottom: c))
        }
        v.addSublayer(card)
        // Chips.
        let chips = ["Core Animation", "Masks", "Springs"]
        var x = 20.0
        for c in chips {
            let w = TextLayout.advance(c, font: FontDescriptor(weight: .semibold), size: 14) + 28
            let chip = LayerKit.box(Rect(x, 392, w, 32), color: Color(white: 1, alpha: 0.22), radius: 16)
            chip.addSublayer(LayerKit.label(c, origin: Point(0, 7), width: w, size: 14, color: .white, weight: .semibold, align: .center))
            v.addSublayer(chip)
            x += w + 10
        }
        // Close button at the start point.
        let p = startPoint(size)
        let close = LayerKit.disc(center: p, radius: 28, color: .white)
        v.addSublayer(LayerKit.softShadow(for: close.frame, cornerRadius: 28, blur: 6, offset: Size(0, 3), opacity: 0.25))
        var cross = Path()
        cross.move(to: Point(20, 20)); cross.line(to: Point(36, 36)); cross.move(to: Point(36, 20)); cross.line(to: Point(20, 36))
        close.addSublayer(LayerKit.shape(cross, frame: Rect(0, 0, 56, 56), fill: nil, stroke: bubbleColor, lineWidth: 3.5, cap: .round))
        v.addSublayer(close)
        return v
    }

    static func build(_ ctx: SceneContext) -> Layer {
        let size = ctx.size
        let container = Layer(frame: Rect(0, 0, size.width, size.height))
        let start = startPoint(size)
        let originalCenter = Point(size.width / 2, size.height / 2)

        // Presenting screen with the floating "+" button.
        let presenting = HomeScreen.make(size: size, accent: bubbleColor, title: "Moments", composeButton: false)
        container.addSublayer(presenting)
        presenting.backdrop(wholeLayer: true) // the stand-in screen the bubble grows over
        let plus = LayerKit.disc(center: start, radius: 28, color: bubbleColor)
        container.addSublayer(LayerKit.softShadow(for: plus.frame, cornerRadius: 28, blur: 6, offset: Size(0, 3), opacity: 0.3))
        var glyph = Path()
        glyph.move(to: Point(28, 18)); glyph.line(to: Point(28, 38)); glyph.move(to: Point(18, 28)); glyph.line(to: Point(38, 28))
        plus.addSublayer(LayerKit.shape(glyph, frame: Rect(0, 0, 56, 56), fill: nil, stroke: .white, lineWidth: 3.5, cap: .round))
        container.addSublayer(plus)

        let bubble = Layer()
        let presented = composer(size: size)
        var isPresented = false

        ctx.handlers.onTap = { _ in
            if !isPresented {
                // .Present
                isPresented = true
                bubble.frame = frameForBubble(originalCenter: originalCenter, size: size, start: start)
                bubble.cornerRadius = bubble.frame.height / 2
                bubble.position = start
                bubble.transform = CATransform3DMakeScale(0.001, 0.001, 1)
                bubble.backgroundColor = bubbleColor
                bubble.opacity = 1
                container.addSublayer(bubble)

                presented.position = start
                presented.transform = CATransform3DMakeScale(0.001, 0.001, 1)
                presented.opacity = 0
                container.addSublayer(presented)

                ViewAnimation.animate(
                    withDuration: duration,
                    animations: {
                        bubble.transform = CATransform3DIdentity
                        presented.transform = CATransform3DIdentity
                        presented.opacity = 1
                        presented.position = originalCenter
                    },
                    completion: { _ in
                        ViewAnimation.animate(
                            withDuration: 0.3, animations: { bubble.opacity = 0 },
                            completion: { _ in bubble.removeFromSuperlayer() })
                    })
            } else {
                // .Dismiss: bubble above the presenting screen, the presented screen on top.
                isPresented = false
                bubble.frame = frameForBubble(originalCenter: originalCenter, size: size, start: start)
                bubble.cornerRadius = bubble.frame.height / 2
                bubble.position = start
                bubble.transform = CATransform3DIdentity
                bubble.opacity = 1
                container.insertSublayer(bubble, below: presented)

                ViewAnimation.animate(
                    withDuration: duration,
                    animations: {
                        bubble.transform = CATransform3DMakeScale(0.001, 0.001, 1)
                        presented.transform = CATransform3DMakeScale(0.001, 0.001, 1)
                        presented.position = start
                        presented.opacity = 0
                    },
                    completion: { _ in
                        presented.removeFromSuperlayer()
                        bubble.removeFromSuperlayer()
                    })
            }
        }
        return container
    }
}
