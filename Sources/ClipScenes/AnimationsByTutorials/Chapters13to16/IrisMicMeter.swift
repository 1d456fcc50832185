import ClipAnimation
import ClipGeometry
import ClipRaster
import Foundation

/// §2.18 `iris-mic-meter` (ch. 16; the chapter announces a microphone-driven audio wave, code
/// [C1]): while the finger holds the round button the dots turn green (a 0.25 s implicit fade) and
/// become bars whose height follows the voice level; each copy is 0.02 s older than its right-hand
/// neighbour, so the loudness history scrolls from right to left. The label shows the level
/// ("-23.41 db"). On release the bars shrink back (0.2 s) and fade green → magenta (1.2 s).
///
/// There is no microphone: the level is `SyntheticSpeech` (⚑ §2.18), seeded by the clip's seed —
/// silence at −60 dB, a sentence of syllables from 0.4 s to 2.8 s. ⚑ choices: the finger presses at
/// 0.2 s and lifts at 3.0 s; the first sample animates from scale 1; clip 4.4 s.
enum IrisMicMeter {
    static let pressAt = 0.2
    static let releaseAt = 3.0
    static let samplePeriod = 0.02

    static let scene = EngineScene(
        id: "iris-mic-meter", title: "Iris listening: replicated bars scroll the microphone level",
        source: .animationsByTutorials("16.4", reference: "Replicating Animations: the microphone wave, Iris"),
        tags: [.replicator, .gesture], keyTimes: [0.3, 1.3, 2.2, 3.1, 3.8], duration: 4.4, background: IrisStage.background,
        script: InteractionScript([
            InteractionScript.pan(
                from: pressAt, to: releaseAt, start: IrisStage.buttonCenter,
                end: IrisStage.buttonCenter)
        ]),
        build: build)

    /// MicMonitor: a timer every 0.02 s reporting `averagePower` (here: the synthetic level).
    final class MicMonitor {
        let speech: SyntheticSpeech
        var isMonitoring = false
        init(seed: UInt64) { speech = SyntheticSpeech(seed: seed) }
        func startMonitoring(handler: @escaping (Double) -> Void) {
            isMonitoring = true
            func tick() {
                guard isMonitoring else { return }
                handler(speech.level(at: currentMediaTime()))
                after(IrisMicMeter.samplePeriod) { tick() }
            }
            tick()
        }
        func stop() { isMonitoring = false }
    }

    static func build(_ ctx: SceneContext) -> Layer {
        let stage = IrisStage(size: ctx.size)
        let dot = stage.dot
        stage.replicator.instanceDelay = 0.02
        let monitor = MicMonitor(seed: ctx.seed)
        var lastTransformScale = 1.0
        var sample = 0
        /// A sample's animation is hidden for every copy once the next one has begun for the oldest
        /// copy (46 × 0.02 s later); older ones are dropped so a frame evaluates ≤ 50, not all of them.
        let keptSamples = 50

        ctx.handlers.onPan = { g in
            switch g.state {
            case .began: // actionStartMonitoring
                dot.backgroundColor = IrisStage.green
                monitor.startMonitoring { level in
                    stage.meterLabel.text = String(format: "%.2f db", level)
                    let scaleFactor = max(0.2, level + 50) / 2
                    let scale = BasicAnimation(keyPath: "transform.scale.y")
                    scale.fromValue = .scalar(lastTransformScale)
                    scale.toValue = .scalar(scaleFactor)
                    scale.duration = 0.1
                    scale.isRemovedOnCompletion = false
                    scale.fillMode = .forwards
                    dot.add(scale, forKey: "level\(sample)")
                    dot.removeAnimation(forKey: "level\(sample - keptSamples)")
                    sample += 1
                    lastTransformScale = scaleFactor
                }
            case .ended: // actionEndMonitoring
                monitor.stop()
                let scale = BasicAnimation(keyPath: "transform.scale.y")
                scale.fromValue = .scalar(lastTransformScale)
                scale.toValue = 1.0
                scale.duration = 0.2
                scale.isRemovedOnCompletion = false
                scale.fillMode = .forwards
                dot.add(scale, forKey: nil)
                let tint = BasicAnimation(keyPath: "backgroundColor")
                tint.fromValue = .color(IrisStage.green)
                tint.toValue = .color(IrisStage.magenta)
                tint.duration = 1.2
                tint.fillMode = .backwards
                dot.add(tint, forKey: "tint")
                Transaction.withoutActions { dot.backgroundColor = IrisStage.magenta }
                stage.meterLabel.text = "Touch to speak"
            case .changed:
                break
            }
        }
        return stage.view
    }
}
