import ClipEncode
import ClipPipeline
import ClipRaster
import ClipSceneKit
import Foundation

/// Adapts a scene renderer to the frame pipeline: frame `i` is the scene at time `i / fps`.
///
/// `RenderSession().run(source:sink:)` renders it into any `FrameSink`; `renderClip(scene:options:format:to:)`
/// does that for an output file.
public struct SceneFrameSource: FrameSource {
    /// Size, frame rate and frame count of the clip.
    public let format: FrameFormat
    /// Draws the scene at a time; shared by the pipeline's worker threads.
    public let renderer: any SceneRenderer

    /// A source that draws frame `i` with `renderer` at time `format.time(ofFrame: i)`.
    public init(format: FrameFormat, renderer: any SceneRenderer) {
        self.format = format
        self.renderer = renderer
    }

    /// The frames of `scene` at `options.scale` and `options.fps`, for `duration` seconds (the
    /// scene's own duration by default). Throws what the scene's `makeRenderer` throws.
    public init(scene: any Scene, options: SceneOptions = SceneOptions(), duration: Double? = nil) throws {
        let (w, h) = scene.pixelSize(scale: options.scale)
        let count = Self.frameCount(duration: duration ?? scene.duration, fps: options.fps)
        self.init(
            format: FrameFormat(width: w, height: h, fps: options.fps, frameCount: count),
            renderer: try scene.makeRenderer(options: options))
    }

    /// Frame count of a clip: `round(duration × fps)`, at least 1.
    public static func frameCount(duration: Double, fps: Int) -> Int { max(1, Int((duration * Double(fps)).rounded())) }

    /// Draws frame `index` into `target` (sized `format.width × format.height`).
    public func render(frame index: Int, into target: PixmapView) throws {
        try renderer.render(time: format.time(ofFrame: index), into: target)
    }

    /// Frame `index`, or nothing (returns true) when the renderer knows it repeats frame `index − 1`.
    public func renderUnlessRepeated(frame index: Int, into target: PixmapView) throws -> Bool {
        guard index > 0 else {
            try render(frame: index, into: target)
            return false
        }
        return try renderer.renderUnlessRepeated(
            time: format.time(ofFrame: index), previous: format.time(ofFrame: index - 1), into: target)
    }
}

/// Why `renderClip` or `renderFrame` failed. `description` is one line naming the scene or file.
public enum ClipRenderError: Error, CustomStringConvertible, Sendable {
    /// The scene's `makeRenderer` threw (an unknown key path, a missing font, a bad value).
    case sceneBuild(sceneID: String, message: String)
    /// The output file could not be opened or written; the message names the file.
    case output(message: String)
    /// The render was cancelled through its `CancellationFlag`; nothing was written.
    case cancelled

    /// One line for the user.
    public var description: String {
        switch self {
        // Scene errors (`SceneError`, `UnknownKeyPathError`) already start with the scene.
        case .sceneBuild(let id, let message): message.hasPrefix("scene '\(id)'") ? message : "scene '\(id)' failed to build: \(message)"
        case .output(let message): message
        case .cancelled: "render cancelled; no output was written"
        }
    }
}

/// What a rendered clip measured.
public struct ClipRenderResult: Sendable {
    /// The scene's id.
    public var sceneID: String
    /// The file (or, for image sequences, the folder) written.
    public var path: String
    /// The output format.
    public var format: OutputFormat
    /// Encoded frame width in pixels (some codecs round the scene's size to even numbers).
    public var width: Int
    /// Encoded frame height in pixels.
    public var height: Int
    /// Frames per second.
    public var fps: Int
    /// Frames rendered and encoded.
    public var frames: Int
    /// Wall-clock time of the whole render in seconds.
    public var wallSeconds: Double
    /// Render time summed over the worker threads, in seconds.
    public var renderSeconds: Double
    /// Encoder time in seconds.
    public var encodeSeconds: Double
    /// Size of the output in bytes.
    public var bytes: Int

    /// A result with every measurement given (a render's are filled in by `renderClip`).
    package init(
        sceneID: String, path: String, format: OutputFormat, width: Int, height: Int, fps: Int, frames: Int,
        wallSeconds: Double = 0, renderSeconds: Double = 0, encodeSeconds: Double = 0, bytes: Int
    ) {
        self.sceneID = sceneID
        self.path = path
        self.format = format
        self.width = width
        self.height = height
        self.fps = fps
        self.frames = frames
        self.wallSeconds = wallSeconds
        self.renderSeconds = renderSeconds
        self.encodeSeconds = encodeSeconds
        self.bytes = bytes
    }

    /// One line for the user: path, size, frames, bytes and where the time went.
    public var summary: String {
        let size = bytes >= 1 << 20 ? String(format: "%.1f MiB", Double(bytes) / 1048576) : String(format: "%.0f KiB", Double(bytes) / 1024)
        return "\(path): \(width)×\(height), \(frames) frames at \(fps) fps, \(size), \(String(format: "%.1f", wallSeconds)) s "
            + "(render \(String(format: "%.1f", renderSeconds)) s CPU, encode \(String(format: "%.1f", encodeSeconds)) s)"
    }
}

/// Renders `scene` into a file of `format` at `path`: every frame at `options.fps` for `duration`
/// seconds (the scene's duration by default), on `workers` threads (one per core by default),
/// encoded on one more.
///
/// ```swift
/// let result = try renderClip(scene: myScene, options: SceneOptions(scale: 2), format: .mp4, to: "clip.mp4")
/// ```
/// Errors are `ClipRenderError` (one line naming the scene or the file).
@discardableResult
public func renderClip(
    scene: any Scene, options: SceneOptions = SceneOptions(), format: OutputFormat, to path: String,
    duration: Double? = nil, encoder: EncoderSettings = EncoderSettings(), workers: Int? = nil,
    cancel: CancellationFlag = CancellationFlag(), trace: SessionTrace? = nil,
    progress: (@Sendable (SessionProgress) -> Void)? = nil
) throws(ClipRenderError) -> ClipRenderResult {
    let source: SceneFrameSource
    do { source = try SceneFrameSource(scene: scene, options: options, duration: duration) } catch {
        throw .sceneBuild(sceneID: scene.id, message: "\(error)")
    }
    let sink: FrameSink
    do { sink = try format.makeSink(path: path, settings: encoder) } catch { throw .output(message: "\(error)") }
    let stats: SessionStats
    do {
        stats = try RenderSession(workers: workers).run(source: source, sink: sink, cancel: cancel, trace: trace, progress: progress)
    } catch is SessionCancelled {
        throw .cancelled
    } catch let e as EncodeError {
        throw .output(message: e.description) // already names the file
    } catch {
        throw .output(message: "\(path): \(error)")
    }
    let size = format.encodedSize(width: source.format.width, height: source.format.height)
    return ClipRenderResult(
        sceneID: scene.id, path: path, format: format, width: size.width, height: size.height, fps: source.format.fps,
        frames: stats.frames, wallSeconds: stats.wallSeconds, renderSeconds: stats.renderSeconds,
        encodeSeconds: stats.encodeSeconds, bytes: format.outputBytes(path: path))
}

/// The frame of `scene` at `time` seconds, sized `scene.pixelSize(scale: options.scale)`.
/// Throws `ClipRenderError.sceneBuild` when the scene cannot be built, or what its renderer throws.
public func renderFrame(scene: any Scene, at time: Double, options: SceneOptions = SceneOptions()) throws -> Pixmap {
    let renderer: any SceneRenderer
    do { renderer = try scene.makeRenderer(options: options) } catch {
        throw ClipRenderError.sceneBuild(sceneID: scene.id, message: "\(error)")
    }
    let (w, h) = scene.pixelSize(scale: options.scale)
    let image = Pixmap(width: w, height: h)
    try renderer.render(time: time, into: image.view)
    return image
}

/// Writes the frame of `scene` at `time` seconds as a PNG at `path` (see `renderFrame`).
public func renderPNG(scene: any Scene, at time: Double, options: SceneOptions = SceneOptions(), to path: String) throws {
    let image = try renderFrame(scene: scene, at: time, options: options)
    do { try PNGCodec.write(image.view, to: path) } catch { throw ClipRenderError.output(message: "\(error)") }
}
