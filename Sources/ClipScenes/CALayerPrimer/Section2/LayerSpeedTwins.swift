import ClipAnimation
import ClipGeometry
import ClipRaster

// [SEED] 需要注意的是,CALayer也实现了CAMediaTiming协议,也就是说如果我们将layer的speed设置为2,
// [SEED] 那么加到这个layer上的动画都会以两倍速执行。

/// `layer-speed-twins` (primer §2.3, CAMediaTiming): a layer is a timing object too, so its
/// `speed` scales every animation added to it.
///
/// Two twin layers get the same `CABasicAnimation` (`position.x` 50 → 270, 2 s, easeInEaseOut,
/// autoreverses, repeats forever) at the same moment; the top one has `speed = 1`, the bottom
/// one `speed = 2`, so it makes two round trips while its twin makes one. [CHOICE] the
/// animation, the colours and the lanes (the seed gives only the rule); each lane prints its
/// layer's local time (`convertTime:fromLayer:nil`), which runs twice as fast in the 2× lane.
enum LayerSpeedTwins {
    static let start = 0.4
    static let pass = 2.0
    static let fromX = 50.0, toX = 270.0
    static let laneY: [Double] = [150, 310]
    static let speeds: [Double] = [1, 2]

    static let scene = EngineScene(
        id: "layer-speed-twins", title: "A layer's speed: every animation in it runs twice as fast",
        source: .calayerPrimer(2, "3", reference: "CAMediaTiming: layer.speed"),
        keyTimes: [0.2, 1.4, 2.4, 3.4], size: PrimerKit.size, duration: 4.4, build: build)

    static func build(_ ctx: SceneContext) -> Layer {
        let W = ctx.size.width
        let root = Layer(frame: Rect(0, 0, W, ctx.size.height))
        root.addSublayer(
            LayerKit.label(
                "Same animation, same moment", origin: Point(20, 36), width: 280, size: 13,
                color: PrimerKit.secondary, weight: .medium))
        var squares: [Layer] = []
        var clocks: [TextLayer] = []
        for (i, y) in laneY.enumerated() {
            let speed = speeds[i]
            let tint = i == 0 ? PrimerKit.blue0092 : PrimerKit.highlight
            root.addSublayer(
                LayerKit.label(
                    "layer.speed = \(PrimerKit.num(speed))", origin: Point(20, y - 78), width: 280, size: 16,
                    color: PrimerKit.ink, weight: .bold))
            let clock = LayerKit.label(
                "layer time 0 s", origin: Point(20, y - 56), width: 280, size: 13, color: tint, weight: .medium)
            clock.name = "clock\(i)"
            root.addSublayer(clock)
            clocks.append(clock)
            // The track with its two ends.
            root.addSublayer(LayerKit.box(Rect(fromX, y - 1.5, toX - fromX, 3), color: Color(white: 0.88), radius: 1.5))
            for x in [fromX, toX] { root.addSublayer(LayerKit.disc(center: Point(x, y), radius: 5, color: Color(white: 0.78))) }
            let square = LayerKit.box(Rect(0, 0, 48, 48), color: tint, radius: 10)
            square.name = "square\(i)"
            square.position = Point(fromX, y)
            square.speed = speed
            let mark = LayerKit.label(
                "\(PrimerKit.num(speed))×", origin: Point(0, 14), width: 48, size: 16, color: .white, weight: .bold,
                align: .center)
            square.addSublayer(mark)
            root.addSublayer(square)
            squares.append(square)
        }

        PrimerKit.divider(root, y: 392, width: W)
        let caption = PrimerKit.caption(
            root, title: "layer.speed",
            lines: [
                "add(move, 2 s, autoreverses) to both",
                "1×: 0 round trips   2×: 0 round trips",
            ], note: "CALayer adopts CAMediaTiming: its speed scales the time of every animation added to it.",
            top: 404)

        // Each layer's local time when the animation was added (its beginTime in that layer's time).
        var added: [Double] = [0, 0]
        after(start) {
            for (i, s) in squares.enumerated() {
                let move = BasicAnimation(keyPath: .positionX, from: .scalar(fromX), to: .scalar(toX), duration: pass)
                move.timingFunction = .easeInEaseOut
                move.autoreverses = true
                move.repeatCount = .infinity
                s.add(move, forKey: "move")
                added[i] = s.convertTime(currentMediaTime(), from: nil)
            }
        }
        _ = DisplayLink { _ in
            var trips: [Int] = []
            for (i, s) in squares.enumerated() {
                let local = s.convertTime(currentMediaTime(), from: nil) // [layer convertTime:CACurrentMediaTime() fromLayer:nil]
                clocks[i].string = "layer time \(PrimerKit.num(local, 2)) s"
                let run = s.animation(forKey: "move") == nil ? 0 : local - added[i]
                trips.append(Int((run / (2 * pass)).rounded(.down)))
            }
            caption.set(1, "1×: \(trips[0]) round trips   2×: \(trips[1]) round trips")
        }
        return root
    }
}
