import ClipAnimation
import ClipGeometry
import ClipRaster

/// §2.12 didactic sub-variants `unmasked-narrow` and `unmasked-wide` (ch. 14 "Gradient
/// Animations", before "创建文本蒙版" adds the text mask): the slide-to-reveal gradient on its
/// own. Lane 1: `gradientLayer.frame = bounds` — the black → white → black band is squeezed into
/// the label's 230 pt ("渐变非常刺耳", harsh). Lane 2: the frame three times as wide, drawn whole at
/// half scale with the label's third outlined. Lane 3: what the label shows of the wide gradient —
/// a softer band entering at the left and leaving at the right. A stop track under the caption
/// shows the three `locations` moving.
///
/// [SEED] 001 ch. 14: `gradientLayer.colors = [black, white, black]`, `locations = [0.25, 0.5, 0.75]`;
/// `gradientAnimation.fromValue = [0.0, 0.0, 0.25]`, `toValue = [0.75, 1.0, 1.0]`, `duration = 3.0`,
/// `repeatCount = .infinity`; "这看起来很漂亮，但渐变非常刺耳，特别是在中间附近。 … 只需放大渐变边界，你就会
/// 得到更温和的渐变": `gradientLayer.frame = CGRect(x: -bounds.size.width, y: bounds.origin.y,
/// width: 3 * bounds.size.width, height: bounds.size.height)`.
///
/// ⚑ choices: the label is 230 × 44 (the spec's AnimateMaskLabel frame); the whole 690 pt gradient
/// is drawn at ½ scale (345 × 22); the clip is two sweeps (6 s) on the lab slide.
enum GradientUnmasked {
    static let labelWidth = 230.0, labelHeight = 44.0
    static let colors: [Color] = [.black, .white, .black]
    static let from: [Double] = [0.0, 0.0, 0.25], to: [Double] = [0.75, 1.0, 1.0]
    static let period = 3.0
    /// The label boxes of lanes 1 and 3 (slide coordinates).
    static let narrowFrame = Rect((375 - 230) / 2, 150, 230, 44)
    static let windowFrame = Rect((375 - 230) / 2, 420, 230, 44)
    /// The whole wide gradient at half scale (lane 2).
    static let stripFrame = Rect(15, 298, 345, 22)
    /// The stop track (0…1 across).
    static let trackFrame = Rect(40, 560, 295, 1)

    static let scene = EngineScene(
        id: "gradient-unmasked", title: "The slide-to-reveal gradient before its text mask: bounds vs 3× frame",
        source: .animationsByTutorials("14.3", reference: "Gradient Animations: the gradient before the mask, SlideToReveal"),
        tags: [.gradient], keyTimes: [0.75, 1.5, 2.25, 4.0], duration: 2 * period, background: LabSlide.background,
        checkExceptions: [
            CheckException(
                .seamJump, reason: "locations jump from [0.75, 1, 1] back to [0, 0, 0.25] every 3 s, as in the book (repeatCount)")
        ],
        build: build)

    /// The book's animation: locations from → to in 3 s, linear, forever.
    static func sweep() -> BasicAnimation {
        let a = BasicAnimation(keyPath: "locations")
        a.fromValue = .scalars(from)
        a.toValue = .scalars(to)
        a.duration = period
        a.repeatCount = .infinity
        a.beginTime = currentMediaTime()
        return a
    }

    static func gradient(frame: Rect, name: String) -> GradientLayer {
        let g = GradientLayer()
        g.name = name
        g.frame = frame
        g.startPoint = Point(0, 0.5)
        g.endPoint = Point(1, 0.5)
        g.colors = colors
        g.locations = [0.25, 0.5, 0.75]
        g.add(sweep(), forKey: nil)
        return g
    }

    static func build(_ ctx: SceneContext) -> Layer {
        let W = ctx.size.width
        let view = LabSlide.make(
            size: ctx.size, title: "A gradient, before the mask",
            subtitle: "locations [0, 0, 0.25] → [0.75, 1, 1] · 3 s · repeat")

        // Lane 1: frame = bounds.
        view.addSublayer(
            LabSlide.caption(
                "frame = bounds: a harsh band", code: "gradientLayer.frame = bounds", origin: Point(20, 92),
                width: W - 40, color: LabSlide.accent3))
        view.addSublayer(gradient(frame: narrowFrame, name: "narrowGradient"))
        view.addSublayer(LabSlide.ghost(narrowFrame.insetBy(dx: -3, dy: -3), radius: 4, color: LabSlide.grid))

        // Lane 2: the 3× frame, whole, at half scale; the label's third outlined.
        view.addSublayer(LabSlide.rule(y: 222, from: 20, to: W - 20))
        view.addSublayer(
            LabSlide.caption(
                "frame = 3 × width: the whole layer (½ scale)", code: "CGRect(x: -w, y: 0, width: 3 * w, height: h)",
                origin: Point(20, 236), width: W - 40, color: LabSlide.accent2))
        view.addSublayer(gradient(frame: stripFrame, name: "wideStrip"))
        let third = Rect(stripFrame.minX + stripFrame.width / 3, stripFrame.minY - 4, stripFrame.width / 3, stripFrame.height + 8)
        view.addSublayer(LabSlide.ghost(third, radius: 3, color: LabSlide.accent))
        view.addSublayer(
            LayerKit.label(
                "the label's bounds", origin: Point(third.minX - 20, third.maxY + 4), width: third.width + 40, size: 11,
                color: LabSlide.accent, align: .center))

        // Lane 3: what the label shows of it.
        view.addSublayer(LabSlide.rule(y: 362, from: 20, to: W - 20))
        view.addSublayer(
            LabSlide.caption(
                "… and what the label shows: a soft band", code: "the middle third, full size", origin: Point(20, 376),
                width: W - 40, color: LabSlide.accent2))
        let window = Layer(frame: windowFrame)
        window.name = "wideWindow"
        window.masksToBounds = true
        window.addSublayer(gradient(frame: Rect(-labelWidth, 0, 3 * labelWidth, labelHeight), name: "wideGradient"))
        view.addSublayer(window)
        view.addSublayer(LabSlide.ghost(windowFrame.insetBy(dx: -3, dy: -3), radius: 4, color: LabSlide.grid))

        // The stops: three markers on a 0…1 track, moving as the locations do.
        view.addSublayer(LabSlide.rule(y: 492, from: 20, to: W - 20))
        view.addSublayer(
            LabSlide.caption("The three locations", code: nil, origin: Point(20, 506), width: W - 40))
        let track = trackFrame
        view.addSublayer(LayerKit.box(Rect(track.minX, track.minY - 1, track.width, 2), color: LabSlide.muted))
        for (v, text) in [(0.0, "0"), (0.5, "0.5"), (1.0, "1")] {
            view.addSublayer(LayerKit.box(Rect(track.minX + v * track.width - 0.75, track.minY - 6, 1.5, 12), color: LabSlide.muted))
            view.addSublayer(
                LayerKit.label(
                    text, origin: Point(track.minX + v * track.width - 20, track.minY + 12), width: 40, size: 11,
                    color: LabSlide.muted, align: .center))
        }
        for (i, c) in colors.enumerated() {
            let x0 = track.minX + from[i] * track.width, x1 = track.minX + to[i] * track.width
            let marker = LabSlide.dot(center: Point(x0, track.minY), radius: 8, color: c)
            marker.borderColor = LabSlide.accent
            marker.name = "stop\(i + 1)"
            let move = BasicAnimation(keyPath: .positionX, from: .scalar(x0), to: .scalar(x1), duration: period)
            move.repeatCount = .infinity
            move.beginTime = currentMediaTime()
            marker.add(move, forKey: "stop")
            view.addSublayer(marker)
        }
        return view
    }
}
