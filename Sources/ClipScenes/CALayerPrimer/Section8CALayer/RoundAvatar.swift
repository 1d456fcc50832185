import ClipAnimation
import ClipGeometry
import ClipRaster

/// E3 `round-avatar` (primer §8, CALayer drawing through the delegate): a 150-pt photo
/// (`PHOTO_HEIGHT`), `position = (160, 200)`, `cornerRadius = 75`, `masksToBounds = YES`,
/// `borderColor = cyan`, `borderWidth = 2`, its picture drawn by the delegate
/// (`drawLayer:inContext:` with `CGContextScaleCTM(1, −1)` + `TranslateCTM(0, −150)` +
/// `CGContextDrawImage`: the flip cancels Core Graphics' y-up image convention, so the photo is
/// upright; the engine's drawing context is y-down and draws images upright, so the delegate
/// here draws the image directly).
///
/// [CHOICE] (spec script ⚑, shows each property's part): border 0 → 2 (0.8 s implicit
/// animation), then cornerRadius 0 → 75 — the ring rounds but the drawn photo stays square,
/// the seed's "cornerRadius alone cannot clip a drawn image" — then `masksToBounds = YES` clips
/// it to the circle; a hold, then back to the square photo.
enum RoundAvatar {
    static let photoHeight = 150.0
    static let position = Point(160, 200)

    static let scene = EngineScene(
        id: "round-avatar", title: "Round avatar: delegate drawing, cornerRadius and masksToBounds",
        source: .calayerPrimer(8, "E3", reference: "CALayer drawing: delegate"), tags: [.mask],
        keyTimes: [0.2, 1.2, 2.4, 3.4], size: PrimerKit.size, duration: 4.8, build: build)

    /// The delegate's drawing: the portrait in (0, 0, 150, 150), upright.
    static func photoDrawing() -> LayerContents {
        .drawing { ctx, _ in ctx.draw(PrimerAssets.portrait, in: Rect(0, 0, photoHeight, photoHeight)) }
    }

    static func build(_ ctx: SceneContext) -> Layer {
        let W = ctx.size.width
        let root = Layer(frame: Rect(0, 0, W, ctx.size.height))
        let layer = Layer()
        layer.name = "photoLayer"
        layer.bounds = Rect(0, 0, photoHeight, photoHeight)
        layer.position = position
        layer.borderColor = PrimerKit.uiCyan
        layer.contents = photoDrawing() // layer.delegate = self; [layer setNeedsDisplay]
        root.addSublayer(layer)
        PrimerKit.enableImplicitAnimations(layer)

        PrimerKit.divider(root, y: 318, width: W)
        let caption = PrimerKit.caption(
            root, title: "delegate drawing + clip",
            lines: [
                "borderWidth = 0, borderColor = cyan",
                "cornerRadius = 0",
                "masksToBounds = NO",
            ], note: "cornerRadius rounds the background and border only; the drawn photo needs masksToBounds = YES.",
            top: 330)

        func step(_ t: Double, _ line: Int, _ text: String, _ change: @escaping () -> Void) {
            after(t) {
                Transaction.animate(duration: 0.8) { change() }
                caption.set(line, text, active: true)
                after(0.8) { caption.set(line, text) }
            }
        }
        step(0.4, 0, "borderWidth = 2, borderColor = cyan") { layer.borderWidth = 2 }
        step(1.4, 1, "cornerRadius = 75") { layer.cornerRadius = 75 }
        step(2.6, 2, "masksToBounds = YES") { layer.masksToBounds = true }
        after(3.6) {
            Transaction.animate(duration: 0.8) {
                layer.borderWidth = 0; layer.cornerRadius = 0; layer.masksToBounds = false
            }
            caption.set(0, "borderWidth = 0, borderColor = cyan", active: true)
            caption.set(1, "cornerRadius = 0", active: true)
            caption.set(2, "masksToBounds = NO", active: true)
            after(0.8) {
                caption.set(0, "borderWidth = 0, borderColor = cyan"); caption.set(1, "cornerRadius = 0");
                caption.set(2, "masksToBounds = NO")
            }
        }
        return root
    }
}
