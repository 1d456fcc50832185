import ClipAnimation
import ClipGeometry
import ClipRaster
import Dispatch
import Foundation
import Synchronization

/// A scene renderer that also hands out its render trees, so `clipgen check` reads what the
/// engine drew (text runs, node placement), not only pixels. The engine's and the Lottie
/// renderer conform; a scene drawn some other way gets the pixel findings only.
package protocol RenderTreeRenderer: SceneRenderer {
    /// The checked render tree of the frame at `time` seconds.
    func checkTree(at time: Double) throws -> RenderNode
    /// Paints a tree from `checkTree(at:)` into `target` (sized like the frame), covering every pixel.
    func paint(_ tree: RenderNode, into target: PixmapView)
}

extension LayerSceneRenderer: RenderTreeRenderer {
    package func checkTree(at time: Double) throws -> RenderNode { try checkedRenderTree(at: time) }
    package func paint(_ tree: RenderNode, into target: PixmapView) {
        FrameRenderer(scale: scale, background: background).render(tree, into: target)
    }
}

/// What checking one scene gave.
package struct SceneCheckResult: Sendable {
    /// The scene's id.
    package var sceneID: String
    /// Every finding, in time order; declared ones carry their declaration.
    package var findings: [CheckFinding]
    /// Frames rendered.
    package var frames: Int
    /// Whether the render trees were read (text and placement findings), or pixels only.
    package var readTrees: Bool

    /// Findings no declaration covers.
    package var undeclared: [CheckFinding] { findings.filter { $0.declared == nil } }
}

/// Renders a scene at its output frame rate and runs every finding of `clipgen check` on it.
package enum SceneCheck {
    /// Checks `scene`: `options.fps` frames per second over `duration` (the scene's own by
    /// default) at `options.scale`, on `workers` threads. Throws what the scene's renderer throws.
    package static func run(
        _ scene: any Scene, options: SceneOptions, duration: Double? = nil, workers: Int = 2,
        thresholds: CheckThresholds = CheckThresholds(), treeThresholds: TreeThresholds = TreeThresholds()
    ) throws -> SceneCheckResult {
        let renderer = try scene.makeRenderer(options: options)
        let treeRenderer = renderer as? RenderTreeRenderer
        let (w, h) = scene.pixelSize(scale: options.scale)
        let count = max(1, Int(((duration ?? scene.duration) * Double(options.fps)).rounded())) // as a render's frame count
        let frames = (0..<count).map { _ in Pixmap(width: w, height: h) }
        let samples = Mutex<[TreeSample]>(Array(repeating: TreeSample(), count: treeRenderer == nil ? 0 : count))
        let next = Atomic<Int>(0)
        let failure = Mutex<(Int, any Error)?>(nil)
        let canvas = scene.size
        DispatchQueue.concurrentPerform(iterations: max(1, workers)) { _ in
            while true {
                let i = next.add(1, ordering: .relaxed).oldValue
                guard i < count else { return }
                let time = Double(i) / Double(options.fps)
                do {
                    if let treeRenderer {
                        let tree = try TextDiagnostics.$collector.withValue(TextRunCollector()) { try treeRenderer.checkTree(at: time) }
                        treeRenderer.paint(tree, into: frames[i].view)
                        let sample = TreeSample(tree, canvas: canvas)
                        samples.withLock { $0[i] = sample }
                    } else {
                        try renderer.render(time: time, into: frames[i].view)
                    }
                } catch {
                    failure.withLock { f in if f == nil || f!.0 > i { f = (i, error) } }
                    return
                }
            }
        }
        if let (_, error) = failure.withLock({ $0 }) { throw error }
        // The views point into the pixmaps: keep them alive while the deltas read them.
        let deltas = withExtendedLifetime(frames) { ClipDeltas(frames: frames.map(\.view), fps: options.fps, thresholds: thresholds) }
        var findings = FrameChecks.findings(deltas, thresholds: thresholds)
        // A flash must be a break in time, not motion turning round: the scene a quarter frame
        // either side of it (two more renders per candidate).
        let quarter = 0.25 / Double(options.fps)
        var kept: [CheckFinding] = []
        for f in findings {
            guard f.kind == .flash else {
                kept.append(f)
                continue
            }
            let i = Int((f.time * Double(options.fps)).rounded())
            let step = min(deltas.steps[i - 1].sum, deltas.steps[i].sum)
            let sides = try [f.time - quarter, f.time + quarter].map { time -> FrameDelta in
                let side = Pixmap(width: w, height: h)
                try renderer.render(time: time, into: side.view)
                return withExtendedLifetime(side) { FrameDelta(frames[i].view, side.view, thresholds: thresholds) }
            }
            if FrameChecks.isBreak(step: step, before: sides[0], after: sides[1], thresholds: thresholds) { kept.append(f) }
        }
        findings = kept
        if treeRenderer != nil {
            findings += TreeChecks.findings(samples.withLock { $0 }, fps: options.fps, canvas: canvas, thresholds: treeThresholds)
        }
        findings.sort { ($0.time, $0.kind.rawValue, $0.detail) < ($1.time, $1.kind.rawValue, $1.detail) }
        return SceneCheckResult(
            sceneID: scene.id, findings: applyDeclarations(findings, scene.info.checkExceptions), frames: count,
            readTrees: treeRenderer != nil)
    }
}
