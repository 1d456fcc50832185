import ClipAnimation
import ClipGeometry
import ClipRaster

// [SEED] 从上面代码中大家不难发现使用Core Graphics绘制图片时会倒立显示,对图层的图形上下文进行了反转。
// [SEED] 如果直接让图像沿着x轴旋转180度同样可以达到正确显示的目的

/// `flipped-image-draw` (primer §8, "CALayer drawing", `CALayerDrawInRect`): the delegate's
/// naive `CGContextDrawImage` draws the photo upside-down (Core Graphics images are y-up, the
/// layer's context is y-down). Two fixes, side by side: flip the context before drawing
/// (`CGContextScaleCTM(ctx, 1, -1); CGContextTranslateCTM(ctx, 0, -PHOTO_HEIGHT)`), or leave the
/// drawing alone and turn the layer over (`transform.rotation.x = M_PI`).
///
/// The engine's drawing context draws images upright, so the naive draw is emulated by the
/// y-up convention itself: the picture is drawn through a vertical flip. [CHOICE] layout: two
/// 130-pt round photos (the seed's 150 pt, `cornerRadius` half, `masksToBounds`, cyan 2-pt
/// border), both drawn naively at first; at 0.6 s the left one gets the CTM fix (a redraw: one
/// frame), at 1.6 s the right one turns about x over 1.6 s (easeInEaseOut, no perspective, so it
/// squashes to a line and opens upright).
enum FlippedImageDraw {
    static let side = 140.0
    static let centres: [Point] = [Point(84, 190), Point(236, 190)]
    static let ctmFixAt = 0.6, turnAt = 1.6, turn = 1.6

    static let scene = EngineScene(
        id: "flipped-image-draw", title: "CGContextDrawImage draws upside-down: flip the context or turn the layer",
        source: .calayerPrimer(8, "E8", reference: "CALayerDrawInRect"), tags: [.threeD],
        keyTimes: [0.3, 1.0, 2.4, 3.6], size: PrimerKit.size, duration: 4.2, build: build)

    static func build(_ ctx: SceneContext) -> Layer {
        let W = ctx.size.width
        let root = Layer(frame: Rect(0, 0, W, ctx.size.height))
        var photos: [Layer] = []
        var flips: [CustomProperty<Double>] = []
        var statuses: [TextLayer] = []
        let titles = ["CTM flip", "rotation.x = π"]
        for (i, c) in centres.enumerated() {
            root.addSublayer(
                LayerKit.label(
                    titles[i], origin: Point(c.x - 75, 70), width: 150, size: 16, color: PrimerKit.ink, weight: .bold, align: .center))
            let l = Layer()
            l.name = i == 0 ? "ctmPhoto" : "turnedPhoto"
            l.bounds = Rect(0, 0, side, side)
            l.position = c
            l.cornerRadius = side / 2
            l.masksToBounds = true
            l.borderColor = PrimerKit.uiCyan
            l.borderWidth = 2
            // 1 = the naive draw (upside-down), 0 = the CTM-flipped draw (upright).
            let naive = l.declare(CustomProperty("naiveDraw", default: 1.0))
            l.contents = .drawing { ctx, st in
                ctx.saveGState()
                if st[naive] > 0.5 {
                    // Core Graphics' y-up image convention in a y-down layer context.
                    ctx.translateBy(x: 0, y: side); ctx.scaleBy(x: 1, y: -1)
                }
                ctx.draw(PrimerAssets.portrait, in: Rect(0, 0, side, side))
                ctx.restoreGState()
            }
            root.addSublayer(l)
            photos.append(l)
            let status = LayerKit.label(
                "upside-down", origin: Point(c.x - 75, c.y + side / 2 + 12), width: 150, size: 13, color: PrimerKit.highlight,
                weight: .bold, align: .center)
            status.name = "status\(i)"
            root.addSublayer(status)
            statuses.append(status)
            flips.append(naive)
        }

        PrimerKit.divider(root, y: 340, width: W)
        let caption = PrimerKit.caption(
            root, title: "CGContextDrawImage",
            lines: [
                "left:  naive draw (upside-down)",
                "right: naive draw (upside-down)",
                "right: transform.rotation.x = 0°",
            ], note: "Core Graphics draws images y-up; a layer's context is y-down. Flip the context, or turn the layer over about x.",
            top: 352)

        after(ctmFixAt) {
            // CGContextScaleCTM(ctx, 1, -1); CGContextTranslateCTM(ctx, 0, -PHOTO_HEIGHT); + setNeedsDisplay
            photos[0][flips[0]] = 0
            caption.set(0, "left:  ScaleCTM(1, −1), TranslateCTM(0, −h)", active: true)
            statuses[0].string = "upright"; statuses[0].foregroundColor = Color(hex: 0x1FA83A)
            after(0.8) { caption.set(0, "left:  ScaleCTM(1, −1), TranslateCTM(0, −h)") }
        }
        after(turnAt) {
            photos[1].setValue(.scalar(Double.pi), forKeyPath: "transform.rotation.x")
            let a = BasicAnimation(keyPath: "transform.rotation.x", from: .scalar(0), to: .scalar(Double.pi), duration: turn)
            a.timingFunction = .easeInEaseOut
            photos[1].add(a, forKey: "turn")
            caption.set(1, "right: naive draw, layer turned over", active: true)
            after(turn) { caption.set(1, "right: naive draw, layer turned over") }
        }
        _ = DisplayLink { _ in
            let x = (photos[1].presentation().value(forKeyPath: "transform.rotation.x")?.scalar ?? 0) * 180 / Double.pi
            caption.set(2, "right: transform.rotation.x = \(PrimerKit.num(x, 0))°", active: x > 0.5 && x < 179.5)
            if x > 90 { statuses[1].string = "upright"; statuses[1].foregroundColor = Color(hex: 0x1FA83A) }
        }
        return root
    }
}
