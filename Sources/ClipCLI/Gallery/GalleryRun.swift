import ClipEncode
import ClipKit
import ClipPipeline
import ClipRaster
import ClipSceneKit
import Dispatch
import Foundation

/// One `clipgen gallery` run below the command: the outputs the folder should hold (every clip
/// and poster, or one shard's part), which of them the cache already holds, rendering the rest
/// (several clips at once), then the manifest and the page. The command only resolves its
/// options into one of these.
struct GalleryRun {
    let scenes: [any Scene]
    /// Lottie files added with `--lottie` (also in `scenes`): the page lists them apart.
    let extra: [any Scene]
    let settings: EncoderSettings
    let frame: FrameOptions
    let duration: Double?
    let directory: String
    let shardSpec: ShardSpec?

    let units: [WorkUnit]
    let cache: GalleryCache
    let jobs: [ClipJob]
    let posterScenes: [any Scene]
    let cachedClips: [GalleryManifest.Entry?]
    let cachedPosters: [GalleryManifest.Entry?]
    /// Indices into `jobs` / `posterScenes` of what the cache does not hold.
    let toRender: [Int]
    let postersToRender: [Int]
    let options: [String: String]
    let shardRecord: GalleryManifest.Shard?

    /// Plans the run: the work units (this shard's, with `shard`), the clip jobs and posters, and
    /// which of them `directory`'s manifest already has (none with `force`).
    init(
        scenes: [any Scene], extra: [any Scene], formats: [OutputFormat], settings: EncoderSettings, frame: FrameOptions,
        duration: Double?, directory: String, shard shardSpec: ShardSpec?, force: Bool
    ) throws {
        self.scenes = scenes; self.extra = extra; self.settings = settings; self.frame = frame; self.duration = duration
        self.directory = directory; self.shardSpec = shardSpec
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
        let cachedPosters = posterScenes.map {
            cache.posterEntry(for: $0, options: Self.posterOptions(frame), time: Self.posterTime($0, duration: duration))
        }
        let toRender = jobs.indices.filter { cachedClips[$0] == nil }
        let postersToRender = posterScenes.indices.filter { cachedPosters[$0] == nil }
        let options = Self.manifestOptions(scenes: scenes, formats: formats, settings: settings, frame: frame, duration: duration)
        let shardRecord = shardSpec.map { GalleryManifest.Shard(index: $0.index, count: $0.count, outputs: units.count) }

        self.units = units; self.cache = cache; self.jobs = jobs; self.posterScenes = posterScenes
        self.cachedClips = cachedClips; self.cachedPosters = cachedPosters; self.toRender = toRender
        self.postersToRender = postersToRender; self.options = options; self.shardRecord = shardRecord
    }

    /// Renders what the cache does not hold (`jobs` clips at once, default the CPUs this process
    /// may use), writes the manifest, the trace and (unless a shard) index.html, and reports.
    /// Throws when interrupted (the finished outputs are kept in the manifest) or when any failed.
    func execute(jobs jobLimit: Int?, quiet: Bool, tracing: TraceOptions) throws {
        let cores = AvailableCPUs.count
        let parallel = max(1, min(jobLimit ?? cores, toRender.count))
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
            do { try atomicWrite(Data(manifest.page(failures: failures, extra: extra).utf8), to: indexPath) } catch {
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
    static func manifestOptions(
        scenes: [any Scene], formats: [OutputFormat], settings: EncoderSettings, frame: FrameOptions, duration: Double?
    ) -> [String: String] {
        [
            "scenes": scenes.map(\.id).joined(separator: ","), "formats": formats.map(\.rawValue).joined(separator: ","),
            "duration": duration.map { "\($0)" } ?? "scene", "scale": "\(frame.scale)", "seed": "\(frame.seed)",
            "touches": "\(!frame.noTouches)", "encoder": "\(settings)",
        ]
    }

    /// The time a scene's poster shows: its poster key time, or the clip's last frame when
    /// `--duration` ends the clip before it.
    static func posterTime(_ scene: any Scene, duration: Double?) -> Double {
        let t = scene.info.posterTime
        guard let duration else { return t }
        let fps = Double(OutputFormat.mp4.defaultFPS)
        let last = (max(1, (duration * fps).rounded()) - 1) / fps
        return min(t, last)
    }

    /// The options posters render with.
    var posterOptions: SceneOptions { Self.posterOptions(frame) }

    /// The options posters render with, for `frame`.
    static func posterOptions(_ frame: FrameOptions) -> SceneOptions { frame.sceneOptions(fps: OutputFormat.mp4.defaultFPS) }

    /// Renders the scene's poster still (`<id>-poster.png`, at its poster key time) into the gallery folder.
    func writePoster(_ scene: any Scene) -> PosterOutcome {
        let path = "\(directory)/\(scene.id)-poster.png"
        let (w, h) = scene.pixelSize(scale: posterOptions.scale)
        let time = Self.posterTime(scene, duration: duration)
        do {
            try renderPNG(scene: scene, at: time, options: posterOptions, to: path)
            return .success(path: path, width: w, height: h, time: time)
        } catch {
            return .failure(describe(error))
        }
    }
}
