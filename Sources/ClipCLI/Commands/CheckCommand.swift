import ArgumentParser
import ClipSceneKit
import Foundation

/// `clipgen check [SCENE|SELECTOR|FILE]… [--strict]`: a lint for clips. Renders each scene at its
/// output frame rate (small) and prints one line per finding: one-frame flashes, jumps at frame
/// 0 → 1 and at the loop seam, text clipped by the canvas, glyphs no font has, content that leaves
/// the canvas and comes back, still stretches longer than `--max-still`.
struct CheckCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "check",
            abstract: "Lint clips: flashes, jumps, clipped text, missing glyphs, content off the canvas, long stills.",
            discussion: """
                Each scene is rendered at its output frame rate (60 fps\(SceneFiles.text("", withFiles: "; a Lottie file at its own"))) and checked:
                  flash               a frame that differs from both neighbours while they agree
                  start-jump          a large change from frame 0 to frame 1
                  seam-jump           a large change from the last frame to the first in a clip that loops
                  text-clipped        text standing still across an edge of the canvas
                  missing-glyph       characters no font has (drawn as boxes)
                  leaves-and-returns  drawn content wholly off the canvas, then back
                  still               identical frames for longer than --max-still
                One line per finding ('SCENE  t=1.600s  flash: …'), then a summary. Findings a scene declares \
                as its effect (SceneInfo.checkExceptions) are listed with their reason and never fail --strict.
                """)
    }

    @Argument(
        help: ArgumentHelp(
            SceneFiles.text("Scene ids, selections (a book, 'kitten-yang/ch3', 'tag:mask', a glob, 'all')", withFiles: " or Lottie files")
                + " (default: all)."))
    var targets: [String] = []

    @Option(help: "Pixels per point, 0.1...8.")
    var scale: Double = 0.25

    @Option(
        help: ArgumentHelp(
            SceneFiles.text("Frames per second, 1...120 (default: the output rate, 60", withFiles: "; a Lottie file's own") + ")."))
    var fps: Int?

    @Option(help: "Clip length in seconds (default: the scene's own duration).")
    var duration: Double?

    @Option(name: .customLong("max-still"), help: "Longest still stretch allowed, seconds.")
    var maxStill: Double = CheckThresholds().maxStill

    @Option(help: "Seed for scenes that use randomness.")
    var seed: UInt64 = 0

    @Option(help: "Threads rendering frames (default: one per core).")
    var jobs: Int?

    @Flag(help: "Exit 1 when a finding is not declared by its scene (or a scene fails to render).")
    var strict = false

    @Flag(help: "Print only undeclared findings and the summary.")
    var quiet = false

    @OptionGroup var lottieAssets: AssetOptions

    func validate() throws {
        guard scale.isFinite, (0.1...8).contains(scale) else { throw ValidationError("--scale must be between 0.1 and 8 (got \(scale))") }
        try validateFPS(fps)
        try validateDuration(duration)
        guard maxStill.isFinite, maxStill > 0 else {
            throw ValidationError("--max-still must be a number of seconds > 0 (got \(maxStill))")
        }
        if let jobs, !(1...64).contains(jobs) { throw ValidationError("--jobs must be between 1 and 64 (got \(jobs))") }
    }

    /// The scenes the targets name, in the order given (a selection in catalog order), each once.
    func scenes() throws -> [any Scene] {
        if targets.isEmpty { return ActiveScenes.all }
        var out: [any Scene] = []
        var seen = Set<String>()
        for target in targets {
            let found: [any Scene]
            if isLottieFile(target) || SceneFiles.missingImporter(for: target) != nil {
                found = [try lookupScene(target, assets: lottieAssets)]
            } else if target.lowercased() == "all" {
                found = ActiveScenes.all
            } else {
                found = try selectScenes(target)
            }
            for s in found where seen.insert(s.id).inserted { out.append(s) }
        }
        return out
    }

    func run() throws {
        let scenes = try scenes()
        var thresholds = CheckThresholds()
        thresholds.maxStill = maxStill
        let workers = jobs ?? ProcessInfo.processInfo.activeProcessorCount
        let start = Date()
        var frames = 0, undeclared = 0, declared = 0, failed = 0
        var flagged = Set<String>()
        for scene in scenes {
            let rate = fps ?? SceneFiles.frameRate(of: scene).map { max(1, min(120, Int($0.rounded()))) } ?? 60
            let options = SceneOptions(scale: scale, seed: seed, showTouches: false, fps: rate)
            let result: SceneCheckResult
            do {
                result = try SceneCheck.run(scene, options: options, duration: duration, workers: workers, thresholds: thresholds)
            } catch {
                failed += 1
                print("\(scene.id)  error: \("\(error)".split(separator: "\n").first.map(String.init) ?? "render failed")")
                continue
            }
            frames += result.frames
            for f in result.findings {
                if f.declared == nil {
                    undeclared += 1
                    flagged.insert(scene.id)
                } else {
                    declared += 1
                }
                if f.declared == nil || !quiet { print(f.line(scene: scene.id)) }
            }
        }
        let seconds = Date().timeIntervalSince(start)
        var summary =
            "check: \(scenes.count) scene\(scenes.count == 1 ? "" : "s"), \(frames) frames at scale \(formatted(scale)): "
            + "\(undeclared) finding\(undeclared == 1 ? "" : "s") in \(flagged.count) scene\(flagged.count == 1 ? "" : "s"), \(declared) declared"
        if failed > 0 { summary += ", \(failed) failed to render" }
        print(summary + String(format: " (%.1f s)", seconds))
        if failed > 0 {
            throw CLIError(message: "\(failed) scene\(failed == 1 ? "" : "s") failed to render (lines 'SCENE  error: …' above)")
        }
        if strict && undeclared > 0 {
            throw CLIError(
                message:
                    "--strict: \(undeclared) finding\(undeclared == 1 ? "" : "s") in \(flagged.count) scene\(flagged.count == 1 ? "" : "s") "
                    + "not declared (SceneInfo.checkExceptions)")
        }
    }

    private func formatted(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(v) }
}
