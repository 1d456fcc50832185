import ClipAnimation
import ClipGeometry
import ClipRaster

/// §2.16 `iris-dots` (ch. 16 "Replicating like rabbits"; the seed's setup is truncated, so the
/// stage is [C1]'s): 46 replicated light-grey dots across the screen; the test animation lifts
/// the dot 50 pt in 1 s and snaps it back (10 repeats), each copy 0.02 s after its right-hand
/// neighbour, so a diagonal ripple runs from the right edge to the left.
///
/// ⚑ choices: clip length 5 s (of the 10 repeats). Framing: the book's stage (6 pt dots 8 pt
/// apart, a 50 pt rise) is shown through a 2× "camera" on its right half — the first 22 copies,
/// where the ripple starts — on a 375 × 300 canvas, with a caption saying what is shown and two
/// guide lines at the rest and the top of the rise; the "Touch to speak" label and the microphone
/// button of the stage are below the framed strip and hidden.
enum IrisDots {
    /// Canvas point = `zoom` × stage point + `offset`.
    static let zoom = 2.0
    static let offset = Point(-389, -411)
    static let size = Size(375, 300)
    /// The row's rest line (stage y of the dots' centres) and the rise.
    static let restY = 336.5, rise = 50.0

    static let scene = EngineScene(
        id: "iris-dots", title: "Iris: a row of replicated dots with a delayed test ripple",
        source: .animationsByTutorials("16.2", reference: "Replicating like rabbits, Iris"),
        tags: [.replicator], keyTimes: [0.3, 0.9, 2.5], size: size, duration: 5, background: IrisStage.background,
        checkExceptions: [
            CheckException(
                .seamJump,
                reason:
                    "the test animation (10 repeats) starts from the flat row; mid-run the copies form a sawtooth, so the loop restarts from the flat row"
            )
        ],
        build: build)

    /// Where stage point `p` lands on the canvas.
    static func canvasPoint(_ p: Point) -> Point { Point(zoom * p.x + offset.x, zoom * p.y + offset.y) }

    static func build(_ ctx: SceneContext) -> Layer {
        let root = Layer(frame: Rect(0, 0, ctx.size.width, ctx.size.height))
        root.backgroundColor = IrisStage.background
        root.backdrop()
        let stage = IrisStage(size: Size(375, 667))
        stage.meterLabel.layer.isHidden = true
        stage.button.isHidden = true
        stage.view.backgroundColor = .clear // the root paints the grey; the guides show through
        stage.view.anchorPoint = .zero
        stage.view.position = offset
        stage.view.transform = Transform3D(scaleX: zoom, y: zoom, z: 1)
        root.addSublayer(stage.view)

        // Guides: the rest line and the top of the 50 pt rise.
        let x0 = 20.0, x1 = ctx.size.width - 20
        // Labels at the left, where the copies lag: "+50 pt" above the top line, "rest" below the row.
        for (y, text, dy) in [(restY, "rest", 12.0), (restY - rise, "+50 pt", -20.0)] {
            let cy = canvasPoint(Point(0, y)).y
            var line = Path()
            line.move(to: Point(0, 0.5)); line.line(to: Point(x1 - x0, 0.5))
            let guide = LayerKit.shape(
                line, frame: Rect(x0, cy - 0.5, x1 - x0, 1), fill: nil, stroke: Color(white: 0.62), lineWidth: 1)
            guide.lineDashPattern = [4, 4]
            root.insertSublayer(guide, at: 0)
            root.addSublayer(
                LayerKit.label(text, origin: Point(x0, cy + dy), width: 80, size: 12, color: Color(white: 0.78)))
        }
        root.addSublayer(
            LayerKit.label(
                "instanceDelay = 0.02 s", origin: Point(20, 20), width: ctx.size.width - 40, size: 20, color: .white,
                weight: .bold))
        root.addSublayer(
            LayerKit.label(
                "One dot rises 50 pt in 1 s; each copy runs it", origin: Point(20, 50), width: ctx.size.width - 40,
                size: 14, color: Color(white: 0.85)))
        root.addSublayer(
            LayerKit.label(
                "0.02 s after its right-hand neighbour (2× zoom)", origin: Point(20, 70),
                width: ctx.size.width - 40, size: 14, color: Color(white: 0.85)))

        let dot = stage.dot
        let move = BasicAnimation(keyPath: "position.y")
        move.fromValue = .scalar(dot.position.y)
        move.toValue = .scalar(dot.position.y - rise)
        move.duration = 1.0
        move.repeatCount = 10
        dot.add(move, forKey: nil)
        stage.replicator.instanceDelay = 0.02
        return root
    }
}

/// §2.17 `iris-speaking` (ch. 16 "Replicating multiple animations", "Animating CAReplicatorLayer
/// properties"): while Iris speaks, every dot stretches into a bar and back (0.66 s), fades and
/// brightens, and cycles magenta ↔ cyan; each copy is 0.02 s behind its neighbour, so the bars
/// travel as a wave, and the row bows up and down (instanceTransform.rotation ±0.01). When the
/// speech ends the bars shrink back to grey dots and the row straightens.
///
/// ⚑ choices: idle until 0.5 s, then speaking answer #4 for 4.0 s (endSpeaking at 4.5 s), clip 5.5 s;
/// the tint uses the seed's easeInEaseOut; the shrink starts from the bar each copy shows (see
/// `IrisStage.endSpeaking`); the button fades out while Iris speaks.
enum IrisSpeaking {
    static let scene = EngineScene(
        id: "iris-speaking", title: "Iris speaking: replicated bars pulse, colour-cycle and sway",
        source: .animationsByTutorials("16.3", reference: "Replicating multiple animations, Iris"),
        tags: [.replicator, .text], keyTimes: [0.3, 1.2, 2.75, 4.7], duration: 5.5, background: IrisStage.background,
        build: build)

    static func build(_ ctx: SceneContext) -> Layer {
        let stage = IrisStage(size: ctx.size)
        stage.replicator.instanceDelay = 0.02
        after(0.5) {
            // actionEndMonitoring left the dot's model colour magenta.
            Transaction.withoutActions { stage.dot.backgroundColor = IrisStage.magenta }
            stage.startSpeaking()
        }
        after(4.5) { stage.endSpeaking() }
        return stage.view
    }
}
