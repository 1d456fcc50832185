import ClipEncode
import ClipKit
import ClipPipeline
import ClipRaster
import ClipSceneKit
import Dispatch
import Foundation

/// Measures render-only, encode-only and combined wall time for the test card at 1280×720 60 fps,
/// and peak resident memory of real renders of a short and a 6× longer clip (child processes).
struct PipelineBench {
    var seconds: Double
    var settings: EncoderSettings
    var json: Bool
    var preset: String { settings.mp4.preset }

    /// Discards frames (render-only timing).
    final class DiscardSink: FrameSink {
        func begin(format: FrameFormat) throws {}
        func consume(frame: PixmapView, index: Int) throws {}
        func finish() throws {}
        func cancel() {}
    }

    /// Serves pre-rendered frames (encode-only timing); the copy is ~0.2 ms a frame.
    struct CachedSource: FrameSource {
        let format: FrameFormat
        let frames: [Pixmap]
        func render(frame index: Int, into target: PixmapView) throws { target.copy(from: frames[index].view) }
    }

    func run() throws {
        let scene = TestCardScene()
        let fps = 60
        let options = SceneOptions(scale: 2, seed: 0, showTouches: false, fps: fps)
        let renderer = try scene.makeRenderer(options: options)
        let (w, h) = scene.pixelSize(scale: 2)
        let format = FrameFormat(width: w, height: h, fps: fps, frameCount: frameCount(duration: seconds, fps: fps))
        let source = SceneFrameSource(format: format, renderer: renderer)
        let tmp = FileManager.default.temporaryDirectory.appendingPathComponent("clipgen-bench-\(getpid()).mp4").path
        defer { try? FileManager.default.removeItem(atPath: tmp) }
        printNotice(
            "pipeline bench: test-card \(w)×\(h), \(fps) fps, \(format.frameCount) frames, x264 preset \(preset), \(AvailableCPUs.count) cores"
        )

        // Child renders first, while this process is small: a spawned child's peak RSS counts
        // what it inherited before exec.
        let short = peakRSS(seconds: seconds), long = peakRSS(seconds: seconds * 6)
        printNotice(
            "  peak RSS:     \(short / 1024) MiB for \(Int(seconds)) s, \(long / 1024) MiB for \(Int(seconds * 6)) s (child renders)")

        let renderOnly = try RenderSession().run(source: source, sink: DiscardSink())
        printNotice(String(format: "  render-only:  %.2f s", renderOnly.wallSeconds))

        var cached: [Pixmap] = []
        cached.reserveCapacity(format.frameCount)
        for i in 0..<format.frameCount {
            let p = Pixmap(width: w, height: h)
            try source.render(frame: i, into: p.view)
            cached.append(p)
        }
        let encodeOnly = try RenderSession(workers: 1).run(
            source: CachedSource(format: format, frames: cached),
            sink: OutputFormat.mp4.makeSink(path: tmp, settings: settings))
        printNotice(String(format: "  encode-only:  %.2f s", encodeOnly.wallSeconds))
        let ffmpeg = try ffmpegEncodeSeconds(cached, format: format)
        cached.removeAll()
        if let ffmpeg { printNotice(String(format: "  ffmpeg encode-only (same frames from raw RGBA, same preset/crf): %.2f s", ffmpeg)) }

        let combined = try RenderSession().run(source: source, sink: OutputFormat.mp4.makeSink(path: tmp, settings: settings))
        let ratio = combined.wallSeconds / max(renderOnly.wallSeconds, encodeOnly.wallSeconds)
        printNotice(String(format: "  combined:     %.2f s  (%.2f × the slower stage; target <= 1.15)", combined.wallSeconds, ratio))
        let toFFmpeg = ffmpeg.map { combined.wallSeconds / $0 }
        if let toFFmpeg { printNotice(String(format: "  combined / ffmpeg encode-only: %.2f (goal <= 0.9)", toFFmpeg)) }
        if json {
            let ff = ffmpeg.map { #", "ffmpeg_encode_only_s": \#($0), "ratio_to_ffmpeg": \#(combined.wallSeconds / $0)"# } ?? ""
            print(
                """
                {"frames": \(format.frameCount), "render_only_s": \(renderOnly.wallSeconds), "encode_only_s": \(encodeOnly.wallSeconds), \
                "combined_s": \(combined.wallSeconds), "ratio": \(ratio), "peak_rss_kib_short": \(short), "peak_rss_kib_long": \(long)\(ff)}
                """)
        } else {
            let ff = toFFmpeg.map { String(format: ", %.2f × ffmpeg's encode-only time", $0) } ?? " (no ffmpeg on PATH: no comparison)"
            print(
                String(
                    format: "render-only %.2f s, encode-only %.2f s, combined %.2f s, ratio %.2f, peak RSS %d / %d MiB",
                    renderOnly.wallSeconds, encodeOnly.wallSeconds, combined.wallSeconds, ratio, short / 1024, long / 1024) + ff)
        }
    }

    /// The `ffmpeg` executable on PATH, if any.
    static func ffmpegOnPath() -> String? {
        let dirs = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        return dirs.map { "\($0)/ffmpeg" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Wall seconds of the `ffmpeg` process encoding `frames` (written once to a raw RGBA file,
    /// so they come from the page cache) with the same x264 preset and crf; nil without ffmpeg.
    func ffmpegEncodeSeconds(_ frames: [Pixmap], format: FrameFormat) throws -> Double? {
        guard let exe = Self.ffmpegOnPath(), !frames.isEmpty else { return nil }
        let dir = FileManager.default.temporaryDirectory
        let raw = dir.appendingPathComponent("clipgen-bench-\(getpid()).rgba").path
        let out = dir.appendingPathComponent("clipgen-bench-ffmpeg-\(getpid()).mp4").path
        defer { try? FileManager.default.removeItem(atPath: raw); try? FileManager.default.removeItem(atPath: out) }
        guard
            let fh = FileHandle(forWritingAtPath: raw)
                ?? {
                    _ = FileManager.default.createFile(atPath: raw, contents: nil); return FileHandle(forWritingAtPath: raw)
                }()
        else { return nil }
        for f in frames {
            for y in 0..<f.height { fh.write(Data(bytes: f.view.row(y), count: f.width * 4)) }
        }
        try fh.close()
        let p = Process()
        p.executableURL = URL(fileURLWithPath: exe)
        p.arguments = [
            "-y", "-loglevel", "error", "-f", "rawvideo", "-pix_fmt", "rgba", "-s", "\(format.width)x\(format.height)",
            "-r", "\(format.fps)", "-i", raw, "-c:v", "libx264", "-preset", preset, "-crf", "\(settings.mp4.crf)",
            "-pix_fmt", "yuv420p", out,
        ]
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        let t0 = DispatchTime.now().uptimeNanoseconds
        try p.run()
        p.waitUntilExit()
        guard p.terminationStatus == 0 else { printNotice("  ffmpeg failed (status \(p.terminationStatus)); no comparison"); return nil }
        return Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e9
    }

    /// Peak RSS (KiB) of `clipgen test-card --duration S` run as a child process.
    func peakRSS(seconds: Double) -> Int {
        let exe = CommandLine.arguments[0]
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("clipgen-rss-\(getpid()).mp4").path
        defer { try? FileManager.default.removeItem(atPath: out) }
        let args = [exe, "test-card", "--mp4", "--quiet", "--duration", String(seconds), "--preset", preset, "-o", out]
        var pid: pid_t = 0
        let cargs = args.map { strdup($0) } + [nil]
        defer { for a in cargs { free(a) } }
        guard posix_spawn(&pid, exe, nil, nil, cargs, environ) == 0 else { return -1 }
        var status: Int32 = 0
        var usage = rusage()
        guard wait4(pid, &status, 0, &usage) == pid else { return -1 }
        return usage.ru_maxrss
    }
}
