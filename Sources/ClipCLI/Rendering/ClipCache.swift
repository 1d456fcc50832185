import ClipEncode
import ClipPipeline
import ClipRaster
import ClipSceneKit
import Foundation

/// Cache keys of gallery outputs: a clip is re-rendered only when its key changes.
///
/// key = hash(scene version, every option that affects the output, build id):
/// - **Scene version**: a hash of the scene's metadata (id, title, size, duration, sources, tags,
///   key times) and of its pixels at probe times (its key times plus eight evenly spaced times)
///   rendered at a small scale (0.5). This is a *behavioural* hash rather than a source hash: it
///   needs no source tree at run time (the container image holds only the binary), a rebuild that
///   leaves a scene's pixels alone keeps its clips, and a change in shared code (the engine, the
///   rasterizer) that alters a scene is caught for exactly the scenes it alters. The trade-off: a
///   change visible only between probe times goes unnoticed (probes are denser than any effect's
///   phases, and `--force` re-renders everything), and computing it costs ~10 small frames per
///   scene instead of reading files.
/// - **Options**: format, fps, duration, scale, seed, touches, every encoder setting.
/// - **Build id**: clipgen's format revision, the FFmpeg/x264 versions, and a hash of a tiny
///   synthetic clip encoded in each format, so that an encoder or converter change re-renders.
///
/// Hashes are 128-bit (two FNV-1a 64 lanes): they detect change, they are not a security boundary.
enum ClipCache {
    /// Bumped when the meaning of a key or the manifest changes.
    static let revision = "clipgen-cache-1"

    struct Hasher128 {
        var a: UInt64 = 0xcbf2_9ce4_8422_2325
        var b: UInt64 = 0x6c62_272e_07bb_0142
        mutating func add(_ bytes: UnsafeRawBufferPointer) {
            for byte in bytes {
                a = (a ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
                b = (b ^ UInt64(byte ^ 0x5a)) &* 0x0000_0100_0000_01b3
            }
        }
        mutating func add(_ s: String) { var s = s + "\u{1f}"; s.withUTF8 { add(UnsafeRawBufferPointer($0)) } }
        var hex: String { String(format: "%016llx%016llx", a, b) }
    }

    static func hash(_ parts: [String]) -> String {
        var h = Hasher128()
        for p in parts { h.add(p) }
        return h.hex
    }

    /// The scene's version hash (see the type's notes).
    static func sceneVersion(_ scene: any Scene) throws -> String {
        var h = Hasher128()
        let info = scene.info
        h.add(scene.id); h.add(scene.title); h.add("\(scene.size.width)x\(scene.size.height)"); h.add("\(scene.duration)")
        h.add(info.sourceText); h.add(info.tags.map(\.rawValue).sorted().joined(separator: ","))
        h.add(info.keyTimes.map { "\($0)" }.joined(separator: ","))
        let options = SceneOptions(scale: 0.5, seed: 0, showTouches: true, fps: 60)
        let (w, h0) = scene.pixelSize(scale: options.scale)
        let image = Pixmap(width: w, height: h0)
        let renderer = try scene.makeRenderer(options: options)
        let probes = info.keyTimes + (0..<8).map { scene.duration * Double($0) / 8 }
        for t in probes {
            try renderer.render(time: t, into: image.view)
            for y in 0..<h0 { h.add(UnsafeRawBufferPointer(start: image.view.row(y), count: w * 4)) }
        }
        return h.hex
    }

    /// The key of one clip.
    static func key(sceneVersion: String, job: ClipJob, build: String) -> String {
        let o = job.options, e = job.encoder
        // Only the encoder settings the format reads: a new x264 crf leaves the GIFs cached.
        let encoder: String =
            switch job.format {
            case .mp4: "mp4=\(e.mp4.crf)/\(e.mp4.preset)/\(e.mp4.threads)"
            case .gif: "gif=\(e.gif)"
            default: "encoder=\(e)" // formats without their own line: every setting (re-renders more, never less)
            }
        return hash([
            revision, build, sceneVersion, job.sceneID, job.format.rawValue, "fps=\(job.fps)", "duration=\(job.duration)",
            "scale=\(o.scale)", "seed=\(o.seed)", "touches=\(o.showTouches)", encoder,
        ])
    }

    /// The key of a scene's poster.
    static func posterKey(sceneVersion: String, sceneID: String, options: SceneOptions, time: Double, build: String) -> String {
        hash([
            revision, build, sceneVersion, sceneID, "poster", "t=\(time)", "scale=\(options.scale)", "seed=\(options.seed)",
            "touches=\(options.showTouches)",
        ])
    }

    /// The build id (see the type's notes): same binary → same id; computed once per process.
    static func buildID() throws -> String {
        struct Pattern: FrameSource {
            let format = FrameFormat(width: 18, height: 10, fps: 30, frameCount: 3)
            func render(frame index: Int, into target: PixmapView) throws {
                for y in 0..<target.height {
                    for x in 0..<target.width {
                        target[x, y] = RGBA8(UInt8((x * 14 + index * 40) & 255), UInt8((y * 25) & 255), UInt8((x * y + index) & 255), 255)
                    }
                }
            }
        }
        var h = Hasher128()
        h.add(revision); h.add(ffmpegVersion())
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("clipgen-build-id-\(getpid())")
        // Registered first: a signal between the two would otherwise leave the folder behind.
        TemporaryFiles.register(dir.path, isDirectory: true)
        defer {
            try? FileManager.default.removeItem(at: dir)
            TemporaryFiles.unregister(dir.path)
        }
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        for format in [OutputFormat.mp4, .gif] {
            let path = dir.appendingPathComponent("probe.\(format.fileExtension)").path
            _ = try RenderSession(workers: 1).run(source: Pattern(), sink: format.makeSink(path: path, settings: EncoderSettings()))
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            data.withUnsafeBytes { h.add($0) }
            holdForTests(after: "build-id-\(format.fileExtension)")
        }
        return h.hex
    }
}
