import ClipAnimation
import ClipGeometry
import ClipRaster

/// 6.2 `snap-demo`: UISnapBehavior (MOVIE 6.2, "a simple demo of the snap effect").
/// [SEED] "UISnapBehavior is the simplest of all behaviours: it has only this one method and one
/// property: `initWithItem:snapToPoint:` and `damping` (0.0 … 1.0). Bind an item, give it a point
/// to snap to, set a damping, add it to the UIDynamicAnimator, and that is all."
///
/// Each tap removes the previous snap behaviour and adds a new one to the tapped point; the tile
/// flies there and settles with a small overshoot (the engine's snap: a 2.5 Hz spring, damping
/// ratio 0.1 + 0.9·damping).
///
/// Choices (⚑, the movie is not described): a 84 pt rounded tile on a dotted 320 × 480 screen;
/// damping 0.3 so the overshoot reads; taps at 0.3, 1.7, 3.1 and 4.5 s (the last back to the start, so the
/// 5.8 s clip loops); a ring marks the snap point.
enum SnapDemo {
    static let background = Color(hex: 0xF3F4F8)
    static let tileColors = [Color(hex: 0x5B8CFF), Color(hex: 0x8A5BFF)]
    static let ring = Color(hex: 0x8A5BFF)
    static let damping = 0.3
    static let start = Point(160, 250)
    static let taps: [(Double, Point)] = [
        (0.3, Point(236, 150)), (1.7, Point(84, 330)), (3.1, Point(230, 372)), (4.5, Point(160, 250)),
    ]

    static let scene = EngineScene(
        id: "snap-demo", title: "UISnapBehavior: the tile snaps to each tap with a little overshoot",
        source: .kittenYang("6.2", reference: "MOVIE 6.2, UISnapBehavior"), tags: [.spring],
        keyTimes: [0.5, 0.7, 1.9, 3.3, 4.7], size: Size(320, 480), duration: 5.8, background: background,
        script: InteractionScript(taps.map { .tap(at: $0.0, point: $0.1) }),
        build: build)

    static func build(_ ctx: SceneContext) -> Layer {
        let W = ctx.size.width, H = ctx.size.height
        let root = Layer(frame: Rect(0, 0, W, H))
        root.backgroundColor = background
        root.backdrop()
        // A dotted grid gives the moves a scale.
        let dots = ShapeLayer()
        dots.frame = root.bounds
        var dp = Path()
        for gx in stride(from: 40.0, to: W, by: 40) {
            for gy in stride(from: 80.0, to: H - 40, by: 40) { dp.append(ovalPath(in: Rect(gx - 1.5, gy - 1.5, 3, 3))) }
        }
        dots.path = dp
        dots.fillColor = Color(hex: 0xD5D9E3)
        root.addSublayer(dots)
        root.addSublayer(
            LayerKit.label(
                "UISnapBehavior", origin: Point(0, 24), width: W, size: 18, color: Color(hex: 0x2B2F3A), weight: .semibold, align: .center))
        root.addSublayer(ReplicatorTricks.code("snapToPoint: tap · damping = 0.3", y: H - 36, width: W, color: Color(hex: 0x6A7185)))

        // The snap-point marker: a ring round the current snap point (the start one at first), redrawn
        // where each tap lands.
        let marker = ShapeLayer()
        marker.name = "marker"
        marker.frame = Rect(start.x - 52, start.y - 52, 104, 104)
        marker.path = roundedRectPath(Rect(2, 2, 100, 100), radius: 24)
        marker.fillColor = nil
        marker.strokeColor = ring.withAlpha(0.45)
        marker.lineWidth = 2
        marker.lineDashPattern = [6, 5]
        root.addSublayer(marker)

        let tile = LayerKit.gradient(Rect(start.x - 42, start.y - 42, 84, 84), colors: tileColors, start: Point(0, 0), end: Point(1, 1))
        tile.name = "tile"
        tile.cornerRadius = 20
        tile.shadowColor = Color(hex: 0x3A2A80)
        tile.shadowOpacity = 0.3
        tile.shadowRadius = 10
        tile.shadowOffset = Size(0, 6)
        let dot = LayerKit.disc(center: Point(42, 42), radius: 11, color: .white)
        tile.addSublayer(dot)
        root.addSublayer(tile)

        let animator = DynamicAnimator()
        let item = DynamicItem(layer: tile)
        var snap: DynamicBehavior.Snap?
        ctx.handlers.onTap = { location in
            if let s = snap { animator.remove(s) }
            let s = DynamicBehavior.Snap(item: item, snapTo: location)
            s.damping = damping
            animator.add(s)
            snap = s
            Transaction.withoutActions {
                marker.position = location
                marker.transform = CATransform3DMakeScale(0.7, 0.7, 1)
            }
            Transaction.animate(duration: 0.25, timingFunction: .easeOut) { marker.transform = CATransform3DIdentity }
        }
        return root
    }
}
