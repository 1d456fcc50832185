import ClipAnimation
import ClipGeometry
import ClipRaster

/// 6.5 extras: the two CAReplicatorLayer tricks the book shows after its three loaders.
///
/// `replicator-triangle`: the accumulated `instanceTransform`. Each copy is the previous one moved
/// `dotSize` along *its own* x axis and turned 120°, so the rotation also turns the axis of the
/// next move and three copies land on an equilateral triangle (first top-left, second top-right,
/// third below). The element is an odd shape (an arch: the book's "rounded side up") so each
/// copy's turn shows; a scale pulse replayed 0.3 s later per copy runs round the triangle.
///
/// `replicator-reflection`: `instanceCount = 2` and `scale(1, −1)`: the second copy is the first
/// mirrored about the replicator's horizontal centre line, which sits on the floor; a card and a
/// bouncing ball stand on it, their live reflection below.
///
/// Choices (⚑): the loaders' red and 100 pt loader box (triangle: dotSize 30,
/// arch 20 × 20 in it, shown ×3.6 on 320 × 320; pulse 1 → 0.6, 0.45 s, autoreverses, 3 × 0.3 s = 0.9 s period); the
/// reflection's copy dimmed by `instanceAlphaOffset` −0.55 and faded by a gradient of the floor
/// colour (the usual way to finish the trick); the card, ball, colours and captions are invented.
enum ReplicatorTricks {
    static let ink = Color(hex: 0x2B2F3A)
    static let guide = Color(hex: 0xB9BECB)

    // MARK: Triangle

    static let dotSize = 30.0
    static let triangleScale = 3.6
    /// The element's turn per copy: 360° / instanceCount.
    static let turn = 2 * Double.pi / 3

    /// The arch (flat bottom, round top) drawn in a `dotSize` box, inset 5.
    static func archPath() -> Path {
        let i = 5.0, s = dotSize - 2 * i, r = s / 2
        var p = Path()
        p.move(to: Point(i, i + r))
        p.addArc(center: Point(i + r, i + r), radius: r, startAngle: Double.pi, endAngle: 2 * Double.pi, clockwise: true)
        p.line(to: Point(i + s, i + s))
        p.line(to: Point(i, i + s))
        p.close()
        return p
    }

    /// Centre of copy k relative to the replicator's centre (where copy 0 sits), loader points:
    /// 0, (d, 0), (d, 0) + d·(cos 120°, sin 120°) (y down: a turn towards +y is clockwise).
    static func copyOffset(_ k: Int) -> Point {
        var p = Point.zero
        for j in 0..<k { p = Point(p.x + dotSize * GMath.cos(turn * Double(j)), p.y + dotSize * GMath.sin(turn * Double(j))) }
        return p
    }

    static let triangleScene = EngineScene(
        id: "replicator-triangle", title: "Replicator triangle: translate, then turn 120°, three times",
        source: .kittenYang("6.5", reference: "CAReplicatorLayer instanceTransform (triangle illustration)"),
        tags: [.replicator, .loader], keyTimes: [0.1, 0.4, 0.7], size: Size(320, 320), duration: 3.6, background: .white,
        build: buildTriangle)

    static func buildTriangle(_ ctx: SceneContext) -> Layer {
        let W = ctx.size.width
        let root = Layer(frame: Rect(0, 0, W, ctx.size.height))
        root.addSublayer(
            LayerKit.label(
                "instanceTransform accumulates", origin: Point(0, 20), width: W, size: 17, color: ink, weight: .semibold, align: .center))
        // Centre the triangle (its centroid is (copy1 + copy2) / 3 from copy 0) at (W/2, 160).
        let centroid = Point((copyOffset(1).x + copyOffset(2).x) / 3, (copyOffset(1).y + copyOffset(2).y) / 3)
        let origin = Point(W / 2 - triangleScale * centroid.x, 160 - triangleScale * centroid.y)

        // Guide: the dashed triangle through the three centres.
        let guideLayer = ShapeLayer()
        guideLayer.name = "guide"
        guideLayer.frame = root.bounds
        var g = Path()
        for k in 0..<3 {
            let o = copyOffset(k)
            let p = Point(origin.x + triangleScale * o.x, origin.y + triangleScale * o.y)
            if k == 0 { g.move(to: p) } else { g.line(to: p) }
        }
        g.close()
        guideLayer.path = g
        guideLayer.fillColor = nil
        guideLayer.strokeColor = guide
        guideLayer.lineWidth = 1.5
        guideLayer.lineDashPattern = [5, 4]
        root.addSublayer(guideLayer)

        let element = ShapeLayer()
        element.name = "arch"
        element.frame = Rect(50 - dotSize / 2, 50 - dotSize / 2, dotSize, dotSize) // centred on the replicator's centre
        element.path = archPath()
        element.fillColor = ReplicatorLoaders.color

        let replicatorLayer = ReplicatorLayer()
        replicatorLayer.name = "triangle"
        replicatorLayer.frame = Rect(0, 0, 100, 100)
        replicatorLayer.instanceCount = 3
        replicatorLayer.instanceDelay = 0.3
        var transform = CATransform3DIdentity
        transform = CATransform3DTranslate(transform, dotSize, 0, 0.0)
        transform = CATransform3DRotate(transform, (360 / 3) * Double.pi / 180, 0.0, 0.0, 1.0)
        replicatorLayer.instanceTransform = transform
        replicatorLayer.addSublayer(element)
        replicatorLayer.position = origin
        replicatorLayer.transform = CATransform3DMakeScale(triangleScale, triangleScale, 1)
        root.addSublayer(replicatorLayer)

        let pulse = BasicAnimation(keyPath: "transform.scale", from: 1, to: 0.6, duration: 0.45)
        pulse.autoreverses = true
        pulse.repeatCount = HUGE
        pulse.timingFunction = .easeInEaseOut
        pulse.beginTime = currentMediaTime() - ReplicatorLoaders.warmUp
        element.add(pulse, forKey: "pulse")

        root.addSublayer(code("translate(dotSize, 0) · rotate(120°)", y: 276, width: W, color: Color(hex: 0x5A6275)))
        return root
    }

    /// A centred monospaced code caption.
    static func code(_ s: String, y: Double, width: Double, color: Color) -> TextLayer {
        let c = TextLayer()
        c.frame = Rect(0, y, width, 16)
        c.string = s
        c.fontSize = 12
        c.font = FontDescriptor(file: "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf")
        c.foregroundColor = color
        c.alignmentMode = .center
        return c
    }

    // MARK: Reflection

    static let floorColor = Color(hex: 0x141823)
    static let floorY = 210.0

    static let reflectionScene = EngineScene(
        id: "replicator-reflection", title: "Replicator reflection: two copies, the second scaled (1, −1)",
        source: .kittenYang("6.5", reference: "CAReplicatorLayer reflection"),
        tags: [.replicator], keyTimes: [0.25, 0.5, 0.75], size: Size(320, 340), duration: 4.0, background: floorColor,
        build: buildReflection)

    static func buildReflection(_ ctx: SceneContext) -> Layer {
        let W = ctx.size.width, H = ctx.size.height
        let root = Layer(frame: Rect(0, 0, W, H))
        root.addSublayer(
            LayerKit.label(
                "CAReplicatorLayer reflection", origin: Point(0, 22), width: W, size: 17, color: .white, weight: .semibold, align: .center))

        // The replicator's centre line is the floor: its frame spans 0…2·floorY.
        let replicatorLayer = ReplicatorLayer()
        replicatorLayer.name = "reflection"
        replicatorLayer.frame = Rect(0, 0, W, 2 * floorY)
        replicatorLayer.instanceCount = 2
        replicatorLayer.instanceTransform = CATransform3DScale(CATransform3DIdentity, 1, -1, 0)
        replicatorLayer.instanceAlphaOffset = -0.55
        root.addSublayer(replicatorLayer)

        // A card standing on the floor: a gradient tile with a play mark.
        let card = LayerKit.gradient(
            Rect(44, floorY - 130, 130, 130), colors: [Color(hex: 0xFF6A88), Color(hex: 0xFF9A4D)],
            start: Point(0, 0), end: Point(1, 1))
        card.name = "card"
        card.cornerRadius = 22
        card.masksToBounds = true
        let play = ShapeLayer()
        play.frame = card.bounds
        var tri = Path()
        tri.move(to: Point(52, 38))
        tri.line(to: Point(96, 65))
        tri.line(to: Point(52, 92))
        tri.close()
        play.path = tri
        play.fillColor = .white
        card.addSublayer(play)
        replicatorLayer.addSublayer(card)

        // A ball bouncing on the floor: falls 90 pt (ease in), rises (the reverse), 0.5 s each way.
        let ball = LayerKit.disc(center: Point(236, floorY - 22), radius: 22, color: Color(hex: 0x4FC3F7))
        ball.name = "ball"
        let bounce = BasicAnimation(keyPath: "position.y", from: .scalar(floorY - 22 - 90), to: .scalar(floorY - 22), duration: 0.5)
        bounce.timingFunction = .easeIn
        bounce.autoreverses = true
        bounce.repeatCount = HUGE
        ball.add(bounce, forKey: "bounce")
        replicatorLayer.addSublayer(ball)

        // The floor line and the fade over the reflection.
        root.addSublayer(LayerKit.box(Rect(24, floorY, W - 48, 1), color: Color(white: 1, alpha: 0.25)))
        let fade = LayerKit.gradient(
            Rect(0, floorY + 1, W, H - floorY - 1), colors: [floorColor.withAlpha(0), floorColor.withAlpha(1)],
            start: Point(0.5, 0), end: Point(0.5, 0.75))
        fade.name = "fade"
        root.addSublayer(fade)
        root.addSublayer(code("instanceCount = 2 · scale(1, −1)", y: H - 34, width: W, color: Color(hex: 0x8FD3FF)))
        return root
    }

    /// The two tricks, after the loaders.
    static let scenes: [any Scene] = [triangleScene, reflectionScene]
}
