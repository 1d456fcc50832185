import ClipEncode
import ClipPipeline
import ClipRaster
import ClipScenes
import Foundation

/// Adapts a scene renderer to the pipeline: frame i is the scene at time i / fps.
struct SceneFrameSource: FrameSource {
    let format: FrameFormat
    let renderer: any SceneRenderer
    func render(frame index: Int, into target: PixmapView) throws {
        try renderer.render(time: format.time(ofFrame: index), into: target)
    }
}

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
func frameCount(duration: Double, fps: Int) -> Int { max(1, Int((duration * Double(fps)).rounded())) }

/// Renders one clip through the pipeline into its sink. Throws `CLIError` for user-facing failures.
func renderClip(
    _ job: ClipJob, workers: Int? = nil, board: ProgressBoard, cancel: CancellationFlag,
    trace: TraceRecorder? = nil
) throws -> ClipReport {
    guard let scene = SceneCatalog.scene(id: job.sceneID) else { throw CLIError.usage("unknown scene '\(job.sceneID)'") }
    let (w, h) = scene.pixelSize(scale: job.options.scale)
    let format = FrameFormat(width: w, height: h, fps: job.fps, frameCount: frameCount(duration: job.duration, fps: job.fps))
    let renderer: any SceneRenderer
    do { renderer = try scene.makeRenderer(options: job.options) } catch {
        // Scene errors (`SceneError`, `UnknownKeyPathError`) already start with the scene.
        let text = "\(error)"
        throw CLIError(message: text.hasPrefix("scene '\(job.sceneID)'") ? text : "scene '\(job.sceneID)' failed to build: \(text)")
    }
    let sink: FrameSink
    do { sink = try job.format.makeSink(path: job.path, settings: job.encoder) } catch { throw CLIError(message: "\(error)") }
    let label = "\(job.sceneID).\(job.format.fileExtension)"
    board.begin(label, total: format.frameCount)
    let stats: SessionStats
    do {
        stats = try RenderSession(workers: workers).run(
            source: SceneFrameSource(format: format, renderer: renderer), sink: sink, cancel: cancel,
            trace: trace?.session(named: label)
        ) { p in board.update(label, done: p.framesDone, total: p.frameCount, elapsed: p.elapsed) }
    } catch is SessionCancelled {
        board.remove(label)
        throw CLIError.interrupted
    } catch let e as EncodeError {
        board.remove(label)
        throw CLIError(message: e.description) // already names the file
    } catch let e as CLIError {
        board.remove(label)
        throw e
    } catch {
        board.remove(label)
        throw CLIError(message: "\(job.path): \(error)")
    }
    let bytes = job.format.outputBytes(path: job.path)
    let outSize = job.format.encodedSize(width: w, height: h)
    let report = ClipReport(
        sceneID: job.sceneID, path: job.path, format: job.format, width: outSize.width, height: outSize.height,
        fps: job.fps, frames: stats.frames, wallSeconds: stats.wallSeconds,
        renderSeconds: stats.renderSeconds, encodeSeconds: stats.encodeSeconds, bytes: bytes)
    board.finish(label, summary: report.summary)
    return report
}
