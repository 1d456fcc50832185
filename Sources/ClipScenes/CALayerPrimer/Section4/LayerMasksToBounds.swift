import ClipAnimation
import ClipGeometry
import ClipRaster

/// B4 `layer-masks-to-bounds` (primer §4, "clip what exceeds the parent layer" _04): a red
/// layer at (60, 60, 100, 100) with a blue sublayer at (30, 30, 100, 100) in its coordinates.
/// With `masksToBounds = YES` only the blue 70 × 70 block in the red square's lower right shows
/// (screen 90…160 × 90…160); the overhang is clipped.
///
/// [CHOICE] (spec script: toggle NO → YES): `masksToBounds` flips at 0.6 s and then every 1.2 s, shown by a
/// switch (its knob and tint move with the 0.25-s implicit animation) and the caption; a dashed
/// outline keeps the blue sublayer's full frame visible so the clipped part reads.
enum LayerMasksToBounds {
    static let period = 1.2, firstToggle = 0.6
    static let switchFrame = Rect(250, 312, 51, 31)

    static let scene = EngineScene(
        id: "layer-masks-to-bounds", title: "masksToBounds: clipping a sublayer to its parent",
        source: .calayerPrimer(4, "B4", reference: "LayerTransformViewController _04"), tags: [.mask],
        keyTimes: [0.3, 1.2], size: PrimerKit.size, duration: 4.8, build: build)

    static func build(_ ctx: SceneContext) -> Layer {
        let W = ctx.size.width
        let root = Layer(frame: Rect(0, 0, W, ctx.size.height))
        let layer = Layer(frame: Rect(60, 60, 100, 100))
        layer.name = "redLayer"
        layer.backgroundColor = PrimerKit.uiRed
        let sub = Layer(frame: Rect(30, 30, 100, 100))
        sub.name = "blueLayer"
        sub.backgroundColor = PrimerKit.uiBlue
        layer.addSublayer(sub)
        root.addSublayer(layer)
        root.addSublayer(PrimerKit.dashedOutline(Rect(90, 90, 100, 100), color: Color(white: 0.35)))

        // A UISwitch drawn with layers: track + knob.
        let track = LayerKit.box(switchFrame, color: Color(white: 0.88), radius: switchFrame.height / 2)
        track.name = "switchTrack"
        let knob = LayerKit.disc(center: Point(switchFrame.minX + 15.5, switchFrame.midY), radius: 13.5, color: .white)
        knob.name = "switchKnob"
        knob.shadowOpacity = 0.25; knob.shadowOffset = Size(0, 2); knob.shadowRadius = 2
        root.addSublayer(track)
        root.addSublayer(knob)
        PrimerKit.enableImplicitAnimations(track, knob)

        PrimerKit.divider(root, y: 300, width: W)
        let caption = PrimerKit.caption(
            root, title: "masksToBounds", lines: ["layer.masksToBounds = NO"],
            note: "YES clips sublayers (and contents, and the shadow) to the layer's bounds.",
            top: 312)
        var on = false
        func toggle() {
            on.toggle()
            layer.masksToBounds = on
            track.backgroundColor = on ? Color(hex: 0x34C759) : Color(white: 0.88)
            knob.position = Point(on ? switchFrame.maxX - 15.5 : switchFrame.minX + 15.5, switchFrame.midY)
            caption.set(0, "layer.masksToBounds = " + (on ? "YES" : "NO"), active: on)
            after(period) { toggle() }
        }
        after(firstToggle) { toggle() }
        return root
    }
}
