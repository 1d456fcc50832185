import ClipAnimation
import ClipGeometry
import ClipRaster

/// §2.16 `iris-dots` (ch. 16 "Replicating like rabbits"; the seed's setup is truncated, so the
/// stage is [C1]'s): 46 replicated light-grey dots across the screen; the test animation lifts
/// the dot 50 pt in 1 s and snaps it back (10 repeats), each copy 0.02 s after its right-hand
/// neighbour, so a diagonal ripple runs from the right edge to the left.
///
/// ⚑ choices: clip length 5 s (of the 10 repeats); label and button frames as in §2.16.
enum IrisDots {
    static let scene = EngineScene(
        id: "iris-dots", title: "Iris: a row of replicated dots with a delayed test ripple",
        source: .animationsByTutorials("16.2", reference: "Replicating like rabbits, Iris"),
        tags: [.replicator], keyTimes: [0.3, 0.9, 2.5], duration: 5, background: IrisStage.background, build: build)

    static func build(_ ctx: SceneContext) -> Layer {
        let stage = IrisStage(size: ctx.size)
        let dot = stage.dot
        let move = BasicAnimation(keyPath: "position.y")
        move.fromValue = .scalar(dot.position.y)
        move.toValue = .scalar(dot.position.y - 50.0)
        move.duration = 1.0
        move.repeatCount = 10
        dot.add(move, forKey: nil)
        stage.replicator.instanceDelay = 0.02
        return stage.view
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
