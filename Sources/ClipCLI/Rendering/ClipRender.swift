import ClipEncode
import ClipKit
import ClipPipeline
import ClipRaster
import ClipSceneKit
import Foundation

/// Everything needed to render one clip. The scene is the one the command resolved (a catalog
/// scene or a Lottie file): nothing below looks it up again.
package struct ClipJob: Sendable {
    var scene: any Scene
    var format: OutputFormat
    var path: String
    var fps: Int
    var duration: Double
    var options: SceneOptions
    var encoder: EncoderSettings

    /// A job from its parts.
    package init(
        scene: any Scene, format: OutputFormat, path: String, fps: Int, duration: Double, options: SceneOptions, encoder: EncoderSettings
    ) {
        self.scene = scene
        self.format = format
        self.path = path
        self.fps = fps
        self.duration = duration
        self.options = options
        self.encoder = encoder
    }

    /// The scene's id: the output's default name, the progress label and the cache's key.
    var sceneID: String { scene.id }
}

/// Frame count of a clip: `round(duration × fps)`, at least 1.
func frameCount(duration: Double, fps: Int) -> Int { SceneFrameSource.frameCount(duration: duration, fps: fps) }

/// Renders one clip through the pipeline into its sink. Throws `CLIError` for user-facing failures.
package func renderClip(
    _ job: ClipJob, workers: Int? = nil, board: ProgressBoard, cancel: CancellationFlag,
    trace: TraceRecorder? = nil
) throws -> ClipRenderResult {
    var options = job.options
    options.fps = job.fps
    let label = "\(job.sceneID).\(job.format.fileExtension)"
    board.begin(label, total: frameCount(duration: job.duration, fps: job.fps))
    let report: ClipRenderResult
    do {
        report = try ClipKit.renderClip(
            scene: job.scene, options: options, format: job.format, to: job.path, duration: job.duration, encoder: job.encoder,
            workers: workers, cancel: cancel, trace: trace?.session(named: label)
        ) { p in board.update(label, done: p.framesDone, total: p.frameCount, elapsed: p.elapsed) }
    } catch {
        board.remove(label)
        if case .cancelled = error { throw CLIError.interrupted }
        throw renderFailure(error, scene: job.scene)
    }
    board.finish(label, summary: report.summary)
    return report
}

/// A render's failure as one line with its exit code: 65 (bad input data) when a Lottie file
/// cannot be built or rendered (over a budget, say), else 1.
func renderFailure(_ error: Error, scene: any Scene) -> CLIError {
    let fromFile = SceneFiles.owns(scene)
    switch error as? ClipRenderError {
    case .cancelled?: return .interrupted
    case .sceneBuild?: return CLIError(message: describe(error), exitCode: fromFile ? 65 : 1)
    case .output?: return CLIError(message: describe(error))
    case nil: return CLIError(message: fromFile ? "\(scene.id): \(describe(error))" : describe(error), exitCode: fromFile ? 65 : 1)
    }
}
