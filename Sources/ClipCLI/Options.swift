import ArgumentParser
import ClipEncode
import ClipScenes

/// `--mp4`, `--gif`, `--png-sequence`, …: one flag per output format, straight from ClipEncode's list.
extension OutputFormat: EnumerableFlag {
    public static func help(for value: OutputFormat) -> ArgumentHelp? {
        switch value.kind {
        case .video: "Write \(value.displayName) video (.\(value.fileExtension))."
        case .animatedImage: "Write an animated \(value.displayName) (.\(value.fileExtension))."
        case .imageSequence: "Write one PNG per frame, into a folder ('frames/') or by a pattern ('out_%04d.png')."
        }
    }

    /// The formats named on the command line, each once, in catalog order (`--gif --mp4` renders the MP4 first).
    static func chosen(_ flags: [OutputFormat]) -> [OutputFormat] { allCases.filter(flags.contains) }
}

/// Encoder options shared by every command that encodes (`--crf`, `--preset`), validated once by
/// building the encoders' own option types.
struct EncoderOptions: ParsableArguments {
    @Option(help: """
        x264 constant rate factor, \(MP4Options.crfRange.lowerBound) (lossless) ... \(MP4Options.crfRange.upperBound) \
        (default \(MP4Options.defaultCRF)).
        """)
    var crf: Int?

    @Option(help: "x264 preset: \(MP4Options.presets.joined(separator: ", ")).")
    var preset: String = MP4Options.defaultPreset

    func validate() throws {
        let r = MP4Options.crfRange
        if let crf, !r.contains(crf) {
            throw ValidationError("--crf must be between \(r.lowerBound) and \(r.upperBound) (got \(crf))")
        }
        guard MP4Options.presets.contains(preset) else {
            throw ValidationError("--preset must be one of \(MP4Options.presets.joined(separator: ", ")) (got '\(preset)')")
        }
        _ = try settings()
    }

    /// The settings for every format; `defaultCRF` applies when `--crf` is not given.
    func settings(defaultCRF: Int = MP4Options.defaultCRF) throws -> EncoderSettings {
        do { return EncoderSettings(mp4: try MP4Options(crf: crf ?? defaultCRF, preset: preset)) }
        catch { throw ValidationError("\(error)") }
    }
}

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

/// The scenes a selection names (all when nil), or a one-line usage error with suggestions.
func selectScenes(_ selection: String?) throws -> [any Scene] {
    guard let selection else { return SceneCatalog.all }
    do { return try SceneSelection.select(selection) } catch let e as SceneSelectionError { throw CLIError(message: e.message, exitCode: 64) }
}

func validateFPS(_ fps: Int?) throws {
    if let fps, !(1...120).contains(fps) { throw ValidationError("--fps must be between 1 and 120 (got \(fps))") }
}

func validateDuration(_ d: Double?) throws {
    if let d, !(d.isFinite && d > 0 && d <= 600) {
        throw ValidationError("--duration must be a number of seconds in (0, 600] (got \(d))")
    }
}
