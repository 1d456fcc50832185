import ClipAnimation
import ClipGeometry
import ClipRaster

/// F1 `image-zoom-delay`: the Core Animation intro's UIView block. An 80 × 80 icon waits 2 s,
/// then zooms in place to 160 × 160 in 1 s (ease-in-out, UIView's default curve); its centre
/// stays at (160, 180):
///
/// ```objc
/// imageView.frame = CGRectMake(120, 140, 80, 80);
/// [UIView animateWithDuration:1 delay:2 options:UIViewAnimationOptionBeginFromCurrentState
///                  animations:^{ imageView.frame = CGRectMake(80, 100, 160, 160); } completion:nil];
/// ```
/// (the seed's comment "一分钟" is a typo for the 1-s duration).
///
/// [CHOICE] the icon "open2.png" is a procedural app icon; the 2-s wait would be a still clip,
/// so a timeline under the icon shows the call's `delay` and `duration` with a playhead running
/// through them (linear, 3 s), and the clip holds the zoomed icon 0.6 s before it loops.
enum ImageZoomDelay {
    static let size = Section8CoreAnimation.screen
    static let startFrame = Rect(120, 140, 80, 80), endFrame = Rect(80, 100, 160, 160)
    static let delay = 2.0, duration = 1.0

    static let scene = EngineScene(
        id: "image-zoom-delay", title: "UIView block with a delay: an icon zooms after 2 s",
        source: Section8CoreAnimation.source("F1", "UIView animateWithDuration:delay:"), tags: [.text],
        keyTimes: [1.0, 2.5, 3.2], size: size, duration: 3.6, build: build)

    static func build(_ ctx: SceneContext) -> Layer {
        let view = Layer(frame: Rect(0, 0, size.width, size.height))
        view.backgroundColor = .white
        view.backdrop()

        let imageView = Layer(frame: startFrame)
        imageView.name = "imageView"
        imageView.contents = .image(Section8Assets.openIcon)
        view.addSublayer(imageView)

        ViewAnimation.animate(
            withDuration: duration, delay: delay, options: .beginFromCurrentState,
            animations: {
                imageView.frame = endFrame
            })

        // The call's timeline: delay (gray) then duration (blue), a playhead running through both.
        let x0 = 40.0, x1 = 280.0, y = 330.0
        let perSecond = (x1 - x0) / (delay + duration)
        let code = LayerKit.label(
            "animateWithDuration:1 delay:2", origin: Point(0, 292), width: size.width, size: 14,
            color: Color(hex: 0x3A3A3C), weight: .bold, align: .center)
        view.addSublayer(code)
        view.addSublayer(LayerKit.box(Rect(x0, y, delay * perSecond, 10), color: Color(hex: 0xD1D1D6), radius: 3))
        view.addSublayer(LayerKit.box(Rect(x0 + delay * perSecond, y, duration * perSecond, 10), color: Color(hex: 0x0A84FF), radius: 3))
        view.addSublayer(
            LayerKit.label(
                "delay 2 s", origin: Point(x0, y + 16), width: delay * perSecond, size: 13,
                color: Color(hex: 0x8E8E93), align: .center))
        view.addSublayer(
            LayerKit.label(
                "duration 1 s", origin: Point(x0 + delay * perSecond, y + 16), width: duration * perSecond,
                size: 13, color: Color(hex: 0x0A84FF), align: .center))
        let playhead = LayerKit.box(Rect(x0 - 1.5, y - 6, 3, 22), color: Color(hex: 0xFF3B30), radius: 1.5)
        playhead.name = "playhead"
        view.addSublayer(playhead)
        let run = BasicAnimation(keyPath: .positionX, from: .scalar(x0), to: .scalar(x1), duration: delay + duration)
        playhead.position.x = x1
        playhead.add(run, forKey: "run")
        return view
    }
}
