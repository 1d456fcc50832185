import ArgumentParser
import ClipScenes

/// x264's presets, fastest first.
let x264Presets = ["ultrafast", "superfast", "veryfast", "faster", "fast", "medium", "slow", "slower", "veryslow", "placebo"]

/// Options shared by every command that renders frames of a scene.
struct FrameOptions: ParsableArguments {
    @Option(help: "Pixels per point (the scene's size is in points), 0.25...8.")
    var scale: Double = 2

    @Option(help: "Seed for scenes that use randomness.")
    var seed: UInt64 = 0

    @Flag(name: .customLong("no-touches"), help: "Hide the finger dot and tap ripple of scripted interactions.")
    var noTouches = false

    func validate() throws {
        guard scale.isFinite, (0.25...8).contains(scale) else {
            throw ValidationError("--scale must be between 0.25 and 8 (got \(scale))")
        }
    }

    func sceneOptions(fps: Int) -> SceneOptions {
        SceneOptions(scale: scale, seed: seed, showTouches: !noTouches, fps: fps)
    }
}

/// Looks a scene up or fails with the closest ids.
func lookupScene(_ id: String) throws -> any Scene {
    if let s = SceneCatalog.scene(id: id) { return s }
    let near = SceneCatalog.suggestions(for: id)
    let hint = near.isEmpty ? "run 'clipgen list' to see all scenes" : "did you mean \(near.map { "'\($0)'" }.joined(separator: ", "))?"
    throw CLIError(message: "unknown scene '\(id)'; \(hint)", exitCode: 64)
}

func validateFPS(_ fps: Int?) throws {
    if let fps, !(1...120).contains(fps) { throw ValidationError("--fps must be between 1 and 120 (got \(fps))") }
}

func validateDuration(_ d: Double?) throws {
    if let d, !(d.isFinite && d > 0 && d <= 600) {
        throw ValidationError("--duration must be a number of seconds in (0, 600] (got \(d))")
    }
}
