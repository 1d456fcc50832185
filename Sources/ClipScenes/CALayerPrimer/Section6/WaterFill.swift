import ClipAnimation
import ClipGeometry
import ClipRaster

/// D1 `water-fill` (primer §6, water filling through a CALayer mask, the "LADemo"): a grey
/// bull head with a green copy on top whose `mask` is two circles. `maskLayerUp` (30 × 30,
/// `opacity = 0.8`) slides `(−5, −5) → (10, 10)`, `maskLayerDown` (opacity 1) slides
/// `(35, 35) → (20, 20)`, linear, `duration = 5.0` ([ext-src]): the head fills green from both
/// corners (the seed's "two-way filling"). No fillMode, so when the animations end both circles
/// snap back to their model positions and the green vanishes; the animation then restarts.
///
/// [CHOICE] (spec ⚑): the 30-pt heads are shown ×8 (a container with scale 8, the seed's
/// geometry unchanged inside); procedural bull heads (Part 3); no fillMode (faithful snap); a
/// 0.6-s pause after each snap so it reads, then the restart (twice in the clip); dashed
/// outlines trace the two mask circles inside the head's box; a spinning activity indicator above, as in the demo.
enum WaterFill {
    static let duration = 5.0
    static let startTimes = [0.3, 5.9]
    static let stageCenter = Point(160, 250)
    static let zoom = 8.0

    static let scene = EngineScene(
        id: "water-fill", title: "Water fill: a green head revealed through a two-circle mask",
        source: .calayerPrimer(6, "D1", reference: "LADemo, greenHead mask"), tags: [.mask],
        keyTimes: [1.5, 3.0, 4.8, 5.5], size: PrimerKit.size, duration: 11.3, build: build)

    static func circle() -> Path { Path(arcCenter: Point(15, 15), radius: 15, startAngle: 0, endAngle: 2 * Double.pi, clockwise: true) }

    static func build(_ ctx: SceneContext) -> Layer {
        let W = ctx.size.width
        let root = Layer(frame: Rect(0, 0, W, ctx.size.height))
        let stage = Layer()
        stage.bounds = Rect(0, 0, 30, 30)
        stage.position = stageCenter
        stage.transform = Transform3D(scaleX: zoom, y: zoom, z: 1)
        root.addSublayer(stage)

        let grayHead = Layer(frame: Rect(0, 0, 30, 30))
        grayHead.name = "grayHead"
        grayHead.contents = .image(PrimerAssets.bullHeadGray)
        let greenHead = Layer(frame: Rect(0, 0, 30, 30))
        greenHead.name = "greenHead"
        greenHead.contents = .image(PrimerAssets.bullHeadGreen)
        stage.addSublayer(grayHead)
        stage.addSublayer(greenHead)

        // mask.frame = self.greenHead.bounds; two circles, "any color but clear will be OK".
        let mask = Layer(frame: greenHead.bounds)
        func maskCircle(_ position: Point, opacity: Double, name: String) -> ShapeLayer {
            let l = ShapeLayer()
            l.name = name
            l.bounds = Rect(0, 0, 30, 30)
            l.fillColor = PrimerKit.uiGreen
            l.path = circle()
            l.opacity = opacity
            l.position = position
            return l
        }
        let maskLayerUp = maskCircle(Point(-5, -5), opacity: 0.8, name: "maskLayerUp")
        let maskLayerDown = maskCircle(Point(35, 35), opacity: 1, name: "maskLayerDown")
        mask.addSublayer(maskLayerUp)
        mask.addSublayer(maskLayerDown)
        greenHead.mask = mask

        // Teaching overlay: where the two mask circles are (inside the head's box).
        let traces = Layer(frame: Rect(0, 0, 30, 30))
        traces.masksToBounds = true
        stage.addSublayer(traces)
        func trace(_ position: Point) -> ShapeLayer {
            let t = ShapeLayer()
            t.bounds = Rect(0, 0, 30, 30)
            t.position = position
            t.path = circle()
            t.fillColor = nil
            t.strokeColor = Color(white: 0.2, alpha: 0.7)
            t.lineWidth = 1 / zoom
            t.lineDashPattern = [4 / zoom, 3 / zoom]
            traces.addSublayer(t)
            return t
        }
        let traceUp = trace(Point(-5, -5)), traceDown = trace(Point(35, 35))

        // Activity indicator (TNActivityIndicator stand-in): a spinning arc above the head.
        var arc = Path()
        arc.addArc(center: Point(15, 15), radius: 11, startAngle: 0, endAngle: 1.5 * Double.pi, clockwise: true)
        let spinner = LayerKit.shape(
            arc, frame: Rect(145, 46, 30, 30), fill: nil, stroke: Color(white: 0.55), lineWidth: 3,
            cap: .round)
        let spin = BasicAnimation(keyPath: "transform.rotation.z", from: 0, to: .scalar(2 * Double.pi), duration: 1)
        spin.repeatCount = .infinity
        spinner.add(spin, forKey: "spin")
        root.addSublayer(spinner)

        PrimerKit.divider(root, y: 392, width: W)
        let caption = PrimerKit.caption(
            root, title: "mask",
            lines: [
                "greenHead.layer.mask = two circles",
                "up: position (-5, -5), opacity 0.8",
                "down: position (35, 35), opacity 1",
            ], note: "The mask's alpha (each circle's opacity too) keeps the green head; no fillMode, so it snaps back at 5 s.",
            top: 404)

        func startAnimation() {
            for (layer, from, to) in [
                (maskLayerUp, Point(-5, -5), Point(10, 10)), (maskLayerDown, Point(35, 35), Point(20, 20)),
                (traceUp, Point(-5, -5), Point(10, 10)), (traceDown, Point(35, 35), Point(20, 20)),
            ] {
                let a = BasicAnimation(keyPath: .position, from: .point(from), to: .point(to), duration: duration)
                layer.add(a, forKey: "position")
            }
        }
        for t in startTimes { after(t) { startAnimation() } }
        _ = DisplayLink { _ in
            let up = maskLayerUp.presentation().position, down = maskLayerDown.presentation().position
            caption.set(1, "up: position (\(PrimerKit.num(up.x, 1)), \(PrimerKit.num(up.y, 1))), opacity 0.8")
            caption.set(2, "down: position (\(PrimerKit.num(down.x, 1)), \(PrimerKit.num(down.y, 1))), opacity 1")
        }
        return root
    }
}
