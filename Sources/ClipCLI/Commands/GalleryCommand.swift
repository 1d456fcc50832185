import ArgumentParser
import ClipEncode
import ClipKit
import ClipPipeline
import ClipRaster
import ClipScenes
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

    @OptionGroup var lottieAssets: LottieAssetOptions

    @Option(
        help:
            "Render only part INDEX/COUNT of the clips and posters (cost-balanced); '--shard /COUNT' takes INDEX from JOB_COMPLETION_INDEX or SLURM_ARRAY_TASK_ID."
    )
    var shard: String?

    @Option(parsing: .upToNextOption, help: "Merge these shard folders (their clips and manifests) into --directory and write index.html.")
    var merge: [String] = []

    @Flag(help: "Re-render every clip and poster, even those the manifest says are up to date.")
    var force = false

    @Option(name: .customLong("lottie"), help: "Add a Lottie .json file, or a folder of them, to the gallery (repeatable).")
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
        let scenes = try selectScenes(only) + lottieScenes
        let formats = try GalleryFormats.resolve(list: formatList, flags: self.formats)
        try encoder.checkH264Ranges(for: formats)
        let settings = try encoder.settings()
        let shardSpec = try shard.map { try ShardSpec.resolve($0) }
        try OutputPath.check(directory + "/index.html", createDefaultDirectory: true)

        // The work: every clip and poster, or this shard's part; then what the cache already holds.
        var units = ShardPlanner.units(scenes: scenes, formats: formats, scale: frame.scale, duration: duration)
        if let shardSpec { units = ShardPlanner.assign(units, to: shardSpec).mine }
        let cache = try GalleryCache(directory: directory, scenes: scenes, units: units, force: force)
        let jobs = units.compactMap { u -> ClipJob? in
            guard case .clip(let f) = u.kind, let scene = scenes.first(where: { $0.id == u.sceneID }) else { return nil }
            return ClipJob(
                scene: scene, format: f, path: f.defaultPath(base: "\(directory)/\(scene.id)"), fps: f.defaultFPS,
                duration: duration ?? scene.duration, options: frame.sceneOptions(fps: f.defaultFPS), encoder: settings)
        }
        let posterScenes = scenes.filter { s in units.contains { $0.sceneID == s.id && $0.kind == .poster } }
        // Each cached output is hashed once, here (`entry(for:)` reads the whole file).
        let cachedClips = jobs.map { cache.entry(for: $0) }
        let cachedPosters = posterScenes.map { cache.posterEntry(for: $0, options: posterOptions, time: posterTime($0)) }
        let toRender = jobs.indices.filter { cachedClips[$0] == nil }
        let postersToRender = posterScenes.indices.filter { cachedPosters[$0] == nil }
        let options = manifestOptions(scenes: scenes, formats: formats, settings: settings)
        let shardRecord = shardSpec.map { GalleryManifest.Shard(index: $0.index, count: $0.count, outputs: units.count) }

        let cores = AvailableCPUs.count
        let parallel = max(1, min(self.jobs ?? cores, toRender.count))
        let workersPerClip = max(1, cores / parallel)
        let trap = SignalTrap()
        let board = ProgressBoard(quiet: quiet)
        let recorder = try tracing.makeRecorder()
        let results = WorkResults<ClipOutcome>(count: toRender.count, missing: .failure("not rendered"))
        let start = DispatchTime.now().uptimeNanoseconds

        DispatchQueue.concurrentPerform(iterations: parallel) { _ in
            while let i = results.claim() {
                if trap.flag.isCancelled { results.set(i, .failure("interrupted")); continue }
                do {
                    results.set(
                        i,
                        .success(
                            try renderClip(
                                jobs[toRender[i]], workers: workersPerClip, board: board, cancel: trap.flag,
                                trace: recorder)))
                } catch {
                    results.set(i, .failure(trap.flag.isCancelled ? "interrupted" : describe(error)))
                }
            }
        }
        // A poster per scene: the still at its poster key time, shown until the video plays.
        let posters = WorkResults<PosterOutcome>(count: postersToRender.count, missing: .failure("not rendered"))
        DispatchQueue.concurrentPerform(iterations: max(1, min(cores, postersToRender.count))) { _ in
            while let i = posters.claim() {
                if trap.flag.isCancelled { posters.set(i, .failure("interrupted")); continue }
                posters.set(i, writePoster(posterScenes[postersToRender[i]]))
            }
        }
        let wall = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9

        // The manifest: cached entries, then what rendered now; the page is built from it alone.
        var entries: [GalleryManifest.Entry] = []
        var failed: [String] = [], failures: [(sceneID: String, format: OutputFormat, message: String)] = []
        var rendered = Set(toRender)
        for (k, o) in zip(toRender, results.all) {
            switch o {
            case .success(let r): entries.append(cache.entry(job: jobs[k], report: r))
            case .failure(let m):
                rendered.remove(k)
                failed.append("\(jobs[k].sceneID).\(jobs[k].format.fileExtension): \(m)")
                failures.append((jobs[k].sceneID, jobs[k].format, m))
            }
        }
        entries += cachedClips.compactMap { $0 }
        var failedPosters: [String] = []
        var postersRendered = 0
        for (k, o) in zip(postersToRender, posters.all) {
            switch o {
            case .success(let path, let w, let h, let t):
                postersRendered += 1
                entries.append(
                    cache.posterEntry(
                        scene: posterScenes[k], options: posterOptions, time: t,
                        path: path, width: w, height: h))
            case .failure(let m): failedPosters.append("poster of \(posterScenes[k].id): \(m)")
            }
        }
        entries += cachedPosters.compactMap { $0 }
        let manifest = GalleryManifest(build: cache.build, options: options, shard: shardRecord, entries: entries)
        if trap.flag.isCancelled {
            // What finished stays, and the manifest says so: the next run renders only the rest.
            try manifest.write(directory: directory)
            let kept = rendered.count + postersRendered
            throw CLIError(
                message:
                    "interrupted by \(SignalTrap.name(of: SignalTrap.received == 0 ? SIGINT : SignalTrap.received)); "
                    + "\(kept) output\(kept == 1 ? "" : "s") rendered now and \(entries.count - kept) up to date are kept in "
                    + "\(directory)/\(GalleryManifest.fileName) (\(units.count - entries.count) not done; no index.html written)",
                exitCode: SignalTrap.exitCode)
        }
        try tracing.write(recorder)
        try manifest.write(directory: directory)
        let indexPath = directory + "/index.html"
        if shardSpec == nil {
            do { try atomicWrite(Data(manifest.page(failures: failures, extra: lottieScenes).utf8), to: indexPath) } catch {
                throw CLIError(message: "\(indexPath): \(error.localizedDescription)")
            }
        }

        if !quiet {
            let part = shardSpec.map { " (shard \($0))" } ?? ""
            // Wall time against the time the clips rendered now take to play (#16's measure: ≤ 0.5× for the full gallery).
            let playing = rendered.reduce(0.0) { $0 + jobs[$1].duration }
            let pace = playing > 0 ? String(format: ", %.2f× the %.1f s they play", wall / playing, playing) : ""
            printNotice(
                "gallery\(part): \(rendered.count) of \(jobs.count) clips rendered, \(jobs.count - toRender.count) up to date, "
                    + "\(failed.count) failed, in \(String(format: "%.1f", wall)) s\(pace) → \(shardSpec == nil ? indexPath : directory)")
        }
        print(shardSpec == nil ? indexPath : directory + "/" + GalleryManifest.fileName)
        for f in failed + failedPosters { printError(f) }
        if !failed.isEmpty { throw CLIError(message: "\(failed.count) of \(jobs.count) clips failed") }
        if !failedPosters.isEmpty { throw CLIError(message: "\(failedPosters.count) of \(posterScenes.count) posters failed") }
    }

    /// Every option that shapes the outputs, as the manifest records it: shards merge only when
    /// these are equal, and a whole run records the same, so merged and whole folders match.
    func manifestOptions(scenes: [any Scene], formats: [OutputFormat], settings: EncoderSettings) -> [String: String] {
        [
            "scenes": scenes.map(\.id).joined(separator: ","), "formats": formats.map(\.rawValue).joined(separator: ","),
            "duration": duration.map { "\($0)" } ?? "scene", "scale": "\(frame.scale)", "seed": "\(frame.seed)",
            "touches": "\(!frame.noTouches)", "encoder": "\(settings)",
        ]
    }

    /// The time a scene's poster shows: its poster key time, or the clip's last frame when
    /// `--duration` ends the clip before it.
    func posterTime(_ scene: any Scene) -> Double {
        let t = scene.info.posterTime
        guard let duration else { return t }
        let fps = Double(OutputFormat.mp4.defaultFPS)
        let last = (max(1, (duration * fps).rounded()) - 1) / fps
        return min(t, last)
    }

    /// The options posters render with.
    var posterOptions: SceneOptions { frame.sceneOptions(fps: OutputFormat.mp4.defaultFPS) }

    /// Renders the scene's poster still (`<id>-poster.png`, at its poster key time) into the gallery folder.
    func writePoster(_ scene: any Scene) -> PosterOutcome {
        let path = "\(directory)/\(scene.id)-poster.png"
        let (w, h) = scene.pixelSize(scale: posterOptions.scale)
        let time = posterTime(scene)
        do {
            try renderPNG(scene: scene, at: time, options: posterOptions, to: path)
            return .success(path: path, width: w, height: h, time: time)
        } catch {
            return .failure(describe(error))
        }
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
