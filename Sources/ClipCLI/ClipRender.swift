import ClipEncode
import ClipPipeline
import ClipRaster
import ClipScenes
import Foundation

/// Everything needed to render one clip.
struct ClipJob: Sendable {
    var sceneID: String
    var format: OutputFormat
    var path: String
    var fps: Int
    var duration: Double
    var options: SceneOptions
    var encoder: EncoderSettings
}

/// What a rendered clip measured (shown by the CLI and the gallery page).
struct ClipReport: Sendable {
    var sceneID: String
    var path: String
    var format: OutputFormat
    var width: Int
    var height: Int
    var fps: Int
    var frames: Int
    var wallSeconds: Double
    var renderSeconds: Double
    var encodeSeconds: Double
    var bytes: Int

    var summary: String {
        let size = bytes >= 1 << 20 ? String(format: "%.1f MiB", Double(bytes) / 1048576) : String(format: "%.0f KiB", Double(bytes) / 1024)
        return "\(path): \(width)×\(height), \(frames) frames at \(fps) fps, \(size), \(String(format: "%.1f", wallSeconds)) s "
            + "(render \(String(format: "%.1f", renderSeconds)) s CPU, encode \(String(format: "%.1f", encodeSeconds)) s)"
    }
}

/// Frame count of a clip: `round(duration × fps)`, at least 1.
func frameCount(duration: Double, fps: Int) -> Int { SceneFrameSource.frameCount(duration: duration, fps: fps) }

/// Renders one clip through the pipeline into its sink. Throws `CLIError` for user-facing failures.
func renderClip(
    _ job: ClipJob, workers: Int? = nil, board: ProgressBoard, cancel: CancellationFlag,
    trace: TraceRecorder? = nil
) throws -> ClipReport {
    guard let scene = ActiveScenes.scene(id: job.sceneID) else { throw CLIError.usage("unknown scene '\(job.sceneID)'") }
    var options = job.options
    options.fps = job.fps
    let label = "\(job.sceneID).\(job.format.fileExtension)"
    board.begin(label, total: frameCount(duration: job.duration, fps: job.fps))
    let result: ClipRenderResult
    do {
        result = try ClipSceneKit.renderClip(
            scene: scene, options: options, format: job.format, to: job.path, duration: job.duration, encoder: job.encoder,
            workers: workers, cancel: cancel, trace: trace?.session(named: label)
        ) { p in board.update(label, done: p.framesDone, total: p.frameCount, elapsed: p.elapsed) }
    } catch {
        board.remove(label)
        if case .cancelled = error { throw CLIError.interrupted }
        throw CLIError(message: error.description)
    }
    let report = ClipReport(
        sceneID: result.sceneID, path: result.path, format: result.format, width: result.width, height: result.height,
        fps: result.fps, frames: result.frames, wallSeconds: result.wallSeconds,
        renderSeconds: result.renderSeconds, encodeSeconds: result.encodeSeconds, bytes: result.bytes)
    board.finish(label, summary: report.summary)
    return report
}
