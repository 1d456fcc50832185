import ClipAnimation
import ClipGeometry
import ClipRaster

/// E1 `anchor-point-demo` (primer §8, CALayer common properties, anchorPoint figures 1–3): a
/// 100 × 100 layer whose position stays fixed on a marker while its anchorPoint switches
/// (0.5, 0.5) → (0, 0) → (1, 1): the anchor point always sits on the position, so the square
/// moves so that its centre, then its top-left, then its bottom-right corner is on the marker.
///
/// [CHOICE] (spec ⚑): implicit animation of anchorPoint (0.25 s, default curve) every 1.2 s;
/// position (160, 190) instead of the seed's (50, 50) (whose (1, 1) frame is off-screen); the
/// caption prints the seed's own table for position (50, 50) and the live frame here. A white
/// dot marks the anchor inside the layer, a crosshair the position.
enum AnchorPointDemo {
    static let position = Point(160, 190)
    static let anchors: [Point] = [Point(0, 0), Point(1, 1), Point(0.5, 0.5)]
    static let firstChange = 0.6, period = 1.2

    static let scene = EngineScene(
        id: "anchor-point-demo", title: "anchorPoint vs position: the anchor sits on the position",
        source: .calayerPrimer(8, "E1", reference: "CALayer common properties: anchorPoint"),
        keyTimes: [0.3, 1.4, 2.6], size: PrimerKit.size, duration: 3.6, build: build)

    static func build(_ ctx: SceneContext) -> Layer {
        let W = ctx.size.width
        let root = Layer(frame: Rect(0, 0, W, ctx.size.height))
        let layer = Layer()
        layer.name = "anchorLayer"
        layer.bounds = Rect(0, 0, 100, 100)
        layer.position = position
        layer.backgroundColor = PrimerKit.blue0092
        root.addSublayer(layer)
        // The anchor, inside the layer (moves with anchorPoint).
        let dot = LayerKit.disc(center: Point(50, 50), radius: 5, color: .white)
        dot.name = "anchorDot"
        layer.addSublayer(dot)
        // Crosshair + marker at the position.
        var cross = Path()
        cross.move(to: Point(position.x - 130, position.y)); cross.line(to: Point(position.x + 130, position.y))
        cross.move(to: Point(position.x, position.y - 120)); cross.line(to: Point(position.x, position.y + 120))
        let crossLayer = LayerKit.shape(cross, frame: root.bounds, fill: nil, stroke: Color(white: 0, alpha: 0.25), lineWidth: 1)
        crossLayer.lineDashPattern = [4, 4]
        root.addSublayer(crossLayer)
        let marker = LayerKit.disc(center: position, radius: 3, color: PrimerKit.uiRed)
        root.addSublayer(marker)
        PrimerKit.enableImplicitAnimations(layer, dot)

        PrimerKit.divider(root, y: 332, width: W)
        let caption = PrimerKit.caption(
            root, title: "anchorPoint",
            lines: [
                "anchorPoint = (0.5, 0.5)",
                "position = (160, 190)",
                "frame = (110, 140, 100, 100)",
            ], note: "Seed, position (50, 50): anchor (0.5, 0.5) → frame (0, 0, …); (0, 0) → (50, 50, …); (1, 1) → (−50, −50, …).",
            top: 344)

        for (i, a) in anchors.enumerated() {
            after(firstChange + period * Double(i)) {
                layer.anchorPoint = a
                dot.position = Point(100 * a.x, 100 * a.y)
                caption.set(0, "anchorPoint = (\(PrimerKit.num(a.x)), \(PrimerKit.num(a.y)))", active: true)
                after(0.25) { caption.set(0, "anchorPoint = (\(PrimerKit.num(a.x)), \(PrimerKit.num(a.y)))") }
            }
        }
        _ = DisplayLink { _ in
            let f = layer.presentation().frame
            caption.set(2, "frame = (\(PrimerKit.num(f.minX, 0)), \(PrimerKit.num(f.minY, 0)), 100, 100)")
        }
        return root
    }
}
