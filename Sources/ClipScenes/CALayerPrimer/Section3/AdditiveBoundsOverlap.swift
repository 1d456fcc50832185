import ClipAnimation
import ClipGeometry
import ClipRaster

/// A2 `additive-bounds-overlap` (primer §3.1, "what happens when two animations overlap?"): a
/// 3-s UIView animation grows the square from 100 to 200; when it is 120 wide a 1-s animation
/// back to 100 is added. UIView animations are additive (spec §1.13): the second does not cut
/// the first, the offsets add, so the square shrinks, undershoots to ≈ 70.2 at 1.8 s after the
/// first tap, and eases back to exactly 100 when the first animation ends at 3 s.
///
/// [CHOICE] (spec ⚑): colour #0092FF, square centred at (160, 165); the clip starts 0.3 s before
/// the first tap; a dashed ghost marks the model bounds; a plot draws the presentation width
/// against time as it happens (dashed lines at 100 and 200), with a live read-out.
enum AdditiveBoundsOverlap {
    static let center = Point(160, 165)
    static let growAt = 0.3
    static let growDuration = 3.0, shrinkDuration = 1.0
    /// When the 3-s easeInEaseOut grow reaches 120: E(τ/3) = 0.2, τ ≈ 0.929 s (spec A2 table).
    static let shrinkDelay: Double = {
        var lo = 0.0, hi = 1.0
        for _ in 0..<60 { let m = (lo + hi) / 2; if TimingFunction.easeInEaseOut.value(at: m) < 0.2 { lo = m } else { hi = m } }
        return (lo + hi) / 2 * growDuration
    }()
    static var shrinkAt: Double { growAt + shrinkDelay }
    /// Plot area: t 0…3.6 s after the first tap across x 40…300, width 50…210 up y 338…250.
    static let plot = Rect(40, 250, 260, 88)

    static let scene = EngineScene(
        id: "additive-bounds-overlap", title: "Overlapping UIView animations add up (bounds dips to 70)",
        source: .calayerPrimer(3, "A2", reference: "UIView animation principle: overlapping animations"),
        keyTimes: [1.0, 1.6, 2.1, 3.4], size: PrimerKit.size, duration: 4.0,
        script: InteractionScript([.tap(at: growAt, point: center), .tap(at: shrinkAt, point: center)]), build: build)

    static func plotPoint(_ t: Double, _ w: Double) -> Point {
        Point(plot.minX + plot.width * t / 3.6, plot.maxY - plot.height * (w - 50) / 160)
    }

    static func build(_ ctx: SceneContext) -> Layer {
        let W = ctx.size.width
        let root = Layer(frame: Rect(0, 0, W, ctx.size.height))
        let testView = Layer()
        testView.name = "testView"
        testView.bounds = Rect(0, 0, 100, 100)
        testView.position = center
        testView.backgroundColor = PrimerKit.blue0092
        root.addSublayer(testView)
        // Ghost of the model bounds (what `testView.bounds` says right now).
        let ghost = PrimerKit.dashedOutline(Rect(center.x - 50, center.y - 50, 100, 100), color: Color(white: 0.15))
        ghost.name = "modelGhost"
        root.addSublayer(ghost)

        // The plot: axes, guide lines at 100 and 200, the curve so far.
        var axes = Path()
        axes.move(to: Point(plot.minX, plot.minY - 6)); axes.line(to: Point(plot.minX, plot.maxY));
        axes.line(to: Point(plot.maxX, plot.maxY))
        root.addSublayer(LayerKit.shape(axes, frame: root.bounds, fill: nil, stroke: Color(white: 0.55), lineWidth: 1))
        for w in [100.0, 200.0] {
            var g = Path(); g.move(to: plotPoint(0, w)); g.line(to: plotPoint(3.6, w))
            let gl = LayerKit.shape(g, frame: root.bounds, fill: nil, stroke: Color(white: 0.7), lineWidth: 1)
            gl.lineDashPattern = [3, 3]
            root.addSublayer(gl)
            root.addSublayer(
                LayerKit.label(
                    PrimerKit.num(w), origin: Point(10, plotPoint(0, w).y - 8), width: 28, size: 11,
                    color: PrimerKit.secondary, align: .right))
        }
        let curve = LayerKit.shape(
            Path(), frame: root.bounds, fill: nil, stroke: PrimerKit.highlight, lineWidth: 2,
            cap: .round, join: .round)
        curve.name = "widthCurve"
        root.addSublayer(curve)

        PrimerKit.divider(root, y: 356, width: W)
        let caption = PrimerKit.caption(
            root, title: "bounds (additive)",
            lines: [
                "tap 1: bounds → 200 over 3 s",
                "tap 2: bounds → 100 over 1 s, at width 120",
                "presentation width = 100",
            ], note: "The second animation does not cut the first: their offsets add, so the width dips to about 70.",
            top: 368)
        caption.lines[0].foregroundColor = PrimerKit.secondary
        caption.lines[1].foregroundColor = PrimerKit.secondary

        var taps = 0
        ctx.handlers.onTap = { _ in
            taps += 1
            if taps == 1 {
                ViewAnimation.animate(withDuration: growDuration, animations: { testView.bounds = Rect(0, 0, 200, 200) })
                caption.set(0, "tap 1: bounds → 200 over 3 s", active: true)
            } else if taps == 2 {
                ViewAnimation.animate(withDuration: shrinkDuration, animations: { testView.bounds = Rect(0, 0, 100, 100) })
                caption.set(1, "tap 2: bounds → 100 over 1 s, at width 120", active: true)
            }
            let b = testView.bounds
            ghost.frame = Rect(center.x - b.width / 2, center.y - b.height / 2, b.width, b.height)
            ghost.path = rectPath(Rect(0, 0, b.width, b.height))
        }

        var samples = Path()
        _ = DisplayLink { link in
            let w = testView.presentation().bounds.width
            caption.set(2, "presentation width = " + PrimerKit.num(w))
            let t = link.timestamp - growAt
            guard t >= 0, t <= 3.6 else { return }
            if samples.isEmpty { samples.move(to: plotPoint(t, w)) } else { samples.line(to: plotPoint(t, w)) }
            curve.path = samples
        }
        return root
    }
}
