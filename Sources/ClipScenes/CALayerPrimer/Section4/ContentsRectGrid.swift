import ClipAnimation
import ClipGeometry
import ClipRaster

/// B6 `contents-rect-grid` (primer §4, "cut out part of an image" _06): nine red layers,
/// `width = 80; height = 100; sapce = 3` (sic), at
/// `(60 + (80 + 3)·(i % 3), 80 + (100 + 3)·(i / 3), 80, 100)`, each with `contents = logo` and
/// `contentsRect = (⅓·(i % 3), ⅓·(i / 3), ⅓, ⅓)`: the logo cut into a 3 × 3 jigsaw with 3-pt
/// gaps, each piece stretched to 80 × 100.
///
/// [CHOICE] (spec ⚑ "animate contentsRect, it is animatable"): every tile starts showing the
/// whole logo (contentsRect (0, 0, 1, 1)) and, one after another (0.12 s apart), animates to its
/// third (0.8 s, implicit animation in a `CATransaction`); after a hold they widen back to the
/// whole logo in the same order. The caption reads the centre tile's contentsRect live.
enum ContentsRectGrid {
    static let width = 80.0, height = 100.0, sapce = 3.0
    static let stagger = 0.12, animation = 0.8

    static func tileFrame(_ i: Int) -> Rect {
        Rect(60 + (width + sapce) * Double(i % 3), 80 + (height + sapce) * Double(i / 3), width, height)
    }
    static func slice(_ i: Int) -> Rect {
        Rect(1.0 / 3.0 * Double(i % 3), 1.0 / 3.0 * Double(i / 3), 1.0 / 3.0, 1.0 / 3.0)
    }

    static let scene = EngineScene(
        id: "contents-rect-grid", title: "contentsRect: a logo cut into a 3 × 3 grid",
        source: .calayerPrimer(4, "B6", reference: "LayerTransformViewController _06"),
        keyTimes: [0.2, 1.0, 2.5], size: PrimerKit.size, duration: 5.0, build: build)

    static func build(_ ctx: SceneContext) -> Layer {
        let W = ctx.size.width
        let root = Layer(frame: Rect(0, 0, W, ctx.size.height))
        var tiles: [Layer] = []
        for i in 0..<9 {
            let l = Layer(frame: tileFrame(i))
            l.name = "tile\(i)"
            l.backgroundColor = PrimerKit.uiRed
            l.contents = .image(PrimerAssets.logo)
            root.addSublayer(l)
            tiles.append(l)
        }
        PrimerKit.enableImplicitAnimations(tiles[0], tiles[1], tiles[2], tiles[3], tiles[4], tiles[5], tiles[6], tiles[7], tiles[8])

        PrimerKit.divider(root, y: 400, width: W)
        let caption = PrimerKit.caption(
            root, title: "contentsRect",
            lines: [
                "tile i: (⅓·(i % 3), ⅓·(i / 3), ⅓, ⅓)",
                "tile 4 now: (0, 0, 1, 1)",
            ], note: "A unit rectangle of the image to show; each piece is stretched to the 80 × 100 layer.", top: 412)

        for (i, l) in tiles.enumerated() {
            after(0.3 + stagger * Double(i)) { Transaction.animate(duration: animation) { l.contentsRect = slice(i) } }
            after(2.9 + stagger * Double(i)) { Transaction.animate(duration: animation) { l.contentsRect = Rect(0, 0, 1, 1) } }
        }
        _ = DisplayLink { _ in
            let r = tiles[4].presentation().contentsRect
            caption.set(
                1,
                "tile 4 now: (\(PrimerKit.num(r.minX, 2)), \(PrimerKit.num(r.minY, 2)), "
                    + "\(PrimerKit.num(r.width, 2)), \(PrimerKit.num(r.height, 2)))")
        }
        return root
    }
}
