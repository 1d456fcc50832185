import ClipEncode
import ArgumentParser
import ClipPipeline
import ClipRaster
import ClipScenes
import Dispatch
import Foundation

/// `clipgen gallery`: renders every scene into clips/ (its clips, several at once, and a poster
/// still at a key time), then writes clips/index.html. A failed clip is reported and the rest
/// still render; the exit status says whether any failed.
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "gallery", abstract: "Render every scene (or a selection), with posters, and write clips/index.html.")

    @Flag(help: "Formats to render (default: MP4 and GIF).")
    var formats: [OutputFormat] = []

    @Option(help: "Clips rendered at once (default: the number of cores).")
    var jobs: Int?

    @Option(help: "Only these scenes: books ('kitten-yang'), chapters ('kitten-yang/ch3'), tags ('tag:mask'), globs or ids, comma-separated.")
    var only: String?

    @Option(help: "Output folder.")
    var directory: String = OutputPath.clipsDirectory

    @Option(help: "Clip length in seconds for every scene (default: each scene's own duration).")
    var duration: Double?

    @Flag(help: "No progress output.")
    var quiet = false

    @OptionGroup var encoder: EncoderOptions

    @OptionGroup var frame: FrameOptions

    @OptionGroup var tracing: TraceOptions

    func validate() throws {
        if let jobs, !(1...64).contains(jobs) { throw ValidationError("--jobs must be between 1 and 64") }
        try validateDuration(duration)
    }

    func run() throws {
        let scenes = try selectScenes(only)
        let formats = self.formats.isEmpty ? OutputFormat.allCases.filter(\.inGalleryByDefault) : OutputFormat.chosen(self.formats)
        let settings = try encoder.settings()
        try OutputPath.check(directory + "/index.html", createDefaultDirectory: true)

        let jobs = scenes.flatMap { scene in
            formats.map { f in
                ClipJob(sceneID: scene.id, format: f, path: f.defaultPath(base: "\(directory)/\(scene.id)"), fps: f.defaultFPS,
                        duration: duration ?? scene.duration, options: frame.sceneOptions(fps: f.defaultFPS), encoder: settings)
            }
        }
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let parallel = min(self.jobs ?? cores, jobs.count)
        let workersPerClip = max(1, cores / max(1, parallel))
        let trap = SignalTrap()
        let board = ProgressBoard(quiet: quiet)
        let recorder = try tracing.makeRecorder()
        let results = WorkResults<ClipOutcome>(count: jobs.count, missing: .failure("not rendered"))
        let start = DispatchTime.now().uptimeNanoseconds

        DispatchQueue.concurrentPerform(iterations: parallel) { _ in
            while let i = results.claim() {
                if trap.flag.isCancelled { results.set(i, .failure("interrupted")); continue }
                do {
                    results.set(i, .success(try renderClip(jobs[i], workers: workersPerClip, board: board, cancel: trap.flag,
                                                               trace: recorder)))
                } catch {
                    results.set(i, .failure((error as? CLIError)?.message ?? "\(error)"))
                }
            }
        }
        // A poster per scene: the still at its poster key time, shown until the video plays.
        let posters = WorkResults<PosterOutcome>(count: scenes.count, missing: .failure("not rendered"))
        DispatchQueue.concurrentPerform(iterations: min(cores, scenes.count)) { _ in
            while let i = posters.claim() {
                if trap.flag.isCancelled { posters.set(i, .failure("interrupted")); continue }
                posters.set(i, writePoster(scenes[i]))
            }
        }
        let wall = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        if trap.flag.isCancelled { throw CLIError.interrupted }

        try tracing.write(recorder)
        let outcomes = results.all
        let page = GalleryPage.html(scenes: scenes, jobs: jobs, outcomes: outcomes, posters: posters.all, wallSeconds: wall)
        let indexPath = directory + "/index.html"
        do { try atomicWrite(Data(page.utf8), to: indexPath) }
        catch { throw CLIError(message: "\(indexPath): \(error.localizedDescription)") }

        let failed = zip(jobs, outcomes).compactMap { job, o -> String? in
            if case .failure(let m) = o { return "\(job.sceneID).\(job.format.fileExtension): \(m)" }
            return nil
        }
        let failedPosters = zip(scenes, posters.all).compactMap { scene, o -> String? in
            if case .failure(let m) = o { return "poster of \(scene.id): \(m)" }
            return nil
        }
        if !quiet {
            printNotice("gallery: \(jobs.count - failed.count) of \(jobs.count) clips in \(String(format: "%.1f", wall)) s → \(indexPath)")
        }
        print(indexPath)
        for f in failed + failedPosters { printError(f) }
        if !failed.isEmpty { throw CLIError(message: "\(failed.count) of \(jobs.count) clips failed") }
        if !failedPosters.isEmpty { throw CLIError(message: "\(failedPosters.count) of \(scenes.count) posters failed") }
    }

    /// Renders the scene's poster still (`<id>-poster.png`, at its poster key time) into the gallery folder.
    func writePoster(_ scene: any Scene) -> PosterOutcome {
        let path = "\(directory)/\(scene.id)-poster.png"
        let (w, h) = scene.pixelSize(scale: frame.scale)
        let image = Pixmap(width: w, height: h)
        do {
            try scene.makeRenderer(options: frame.sceneOptions(fps: OutputFormat.mp4.defaultFPS))
                .render(time: scene.info.posterTime, into: image.view)
            try PNGCodec.write(image.view, to: path)
            return .success(path: path, width: w, height: h)
        } catch {
            return .failure("\(error)")
        }
    }
}

enum PosterOutcome: Sendable {
    case success(path: String, width: Int, height: Int)
    case failure(String)
}

enum ClipOutcome: Sendable {
    case success(ClipReport)
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

/// Writes to a temporary file beside `path`, then renames it over `path`.
func atomicWrite(_ data: Data, to path: String) throws {
    let url = URL(fileURLWithPath: path)
    let tmp = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).partial-\(getpid())")
    do {
        try data.write(to: tmp)
        if rename(tmp.path, path) != 0 { throw CLIError(message: "cannot rename into \(path): \(String(cString: strerror(errno)))") }
    } catch {
        try? FileManager.default.removeItem(at: tmp)
        throw error
    }
}
