import ArgumentParser
import ClipEncode
import ClipKit
import ClipPipeline
import ClipRaster
import ClipSceneKit
import Dispatch
import Foundation

/// `clipgen gallery`: renders every scene into clips/ (its clips, several at once, and a poster
/// still at a key time), then writes clips/index.html. A failed clip is reported and the rest
/// still render; the exit status says whether any failed.
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery", abstract: "Render every scene (or a selection), with posters, and write clips/index.html.")

    @Flag(help: "Formats to render (default: MP4 and GIF).")
    var formats: [OutputFormat] = []

    @Option(name: .customLong("formats"), help: "Formats as a list, e.g. mp4,webm,gif (instead of format flags).")
    var formatList: String?

    @Option(help: "Clips rendered at once (default: the CPUs this process may use: cores, affinity mask, cgroup quota).")
    var jobs: Int?

    @Option(
        help: "Only these scenes: books ('kitten-yang'), chapters ('kitten-yang/ch3'), tags ('tag:mask'), globs or ids, comma-separated.")
    var only: String?

    @Option(help: "Output folder.")
    var directory: String = OutputPath.clipsDirectory

    @Option(help: "Clip length in seconds for every scene (default: each scene's own duration).", transform: decimalNumber)
    var duration: Double?

    @Flag(help: "No progress output.")
    var quiet = false

    @OptionGroup var encoder: EncoderOptions

    @OptionGroup var frame: FrameOptions

    @OptionGroup var tracing: TraceOptions

    @OptionGroup var lottieAssets: AssetOptions

    @Option(
        help:
            "Render only part INDEX/COUNT of the clips and posters (cost-balanced); '--shard /COUNT' takes INDEX from JOB_COMPLETION_INDEX or SLURM_ARRAY_TASK_ID."
    )
    var shard: String?

    @Option(parsing: .upToNextOption, help: "Merge these shard folders (their clips and manifests) into --directory and write index.html.")
    var merge: [String] = []

    @Flag(help: "Re-render every clip and poster, even those the manifest says are up to date.")
    var force = false

    @Option(
        name: .customLong("lottie"), help: SceneFiles.help("Add a Lottie .json file, or a folder of them, to the gallery (repeatable)."))
    var lottie: [String] = []

    func validate() throws {
        if let jobs, !(1...64).contains(jobs) { throw ValidationError("--jobs must be between 1 and 64") }
        try validateDuration(duration)
        if !merge.isEmpty && shard != nil { throw ValidationError("--merge and --shard are separate steps; pick one") }
    }

    func run() throws {
        var lottieScenes: [any Scene] = []
        for file in try lottieFiles(lottie) {
            let scene = try lookupScene(file, assets: lottieAssets)
            guard !(ActiveScenes.all + lottieScenes).contains(where: { $0.id == scene.id }) else {
                throw CLIError(message: "--lottie \(file): its name '\(scene.id)' is already a scene id; rename the file", exitCode: 64)
            }
            lottieScenes.append(scene)
        }
        if !merge.isEmpty {
            try GalleryMerge.merge(merge, into: directory, quiet: quiet, extra: lottieScenes)
            return
        }
        // Every argument is checked before the folder is made: a bad selection writes nothing.
        let scenes = try selectScenes(only) + lottieScenes
        let formats = try GalleryFormats.resolve(list: formatList, flags: self.formats)
        try encoder.checkH264Ranges(for: formats)
        let settings = try encoder.settings()
        let shardSpec = try shard.map { try ShardSpec.resolve($0) }
        try OutputPath.check(directory + "/index.html", createDefaultDirectory: true)
        let run = try GalleryRun(
            scenes: scenes, extra: lottieScenes, formats: formats, settings: settings, frame: frame, duration: duration,
            directory: directory, shard: shardSpec, force: force)
        try run.execute(jobs: jobs, quiet: quiet, tracing: tracing)
    }
}

enum PosterOutcome: Sendable {
    case success(path: String, width: Int, height: Int, time: Double)
    case failure(String)
}

enum ClipOutcome: Sendable {
    case success(ClipRenderResult)
    case failure(String)
}

/// A work queue over `count` items and their results, shared by the gallery's worker threads.
final class WorkResults<Outcome: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private var outcomes: [Outcome?]
    private let missing: Outcome
    /// `missing` stands for an item never finished.
    init(count: Int, missing: Outcome) { outcomes = Array(repeating: nil, count: count); self.missing = missing }
    /// The next item to work on, if any is left.
    func claim() -> Int? {
        lock.lock(); defer { lock.unlock() }
        guard next < outcomes.count else { return nil }
        next += 1
        return next - 1
    }
    func set(_ i: Int, _ o: Outcome) { lock.lock(); outcomes[i] = o; lock.unlock() }
    var all: [Outcome] { lock.lock(); defer { lock.unlock() }; return outcomes.map { $0 ?? missing } }
}

/// Writes to a temporary file beside `path`, then renames it over `path`. A symlink at `path` is
/// kept, and the file it points to is the one replaced (in that file's folder), as clips are written.
func atomicWrite(_ data: Data, to path: String) throws {
    var path = path
    if case .file(let target) = OutputDestination(path: path) { path = target }
    let url = URL(fileURLWithPath: path)
    let tmp = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).partial-\(getpid())")
    TemporaryFiles.register(tmp.path)
    defer { TemporaryFiles.unregister(tmp.path) }
    do {
        try data.write(to: tmp)
        if rename(tmp.path, path) != 0 { throw CLIError(message: "cannot rename into \(path): \(String(cString: strerror(errno)))") }
    } catch {
        try? FileManager.default.removeItem(at: tmp)
        throw error
    }
}
