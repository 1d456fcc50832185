import ArgumentParser
import ClipEncode
import ClipSceneKit
import Foundation

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
    package static func chosen(_ flags: [OutputFormat]) -> [OutputFormat] { allCases.filter(flags.contains) }
}

extension VideoCodec: ExpressibleByArgument {}

/// Encoder options shared by every command that encodes (`--codec`, `--crf`, `--preset`, `--quality`,
/// `--lossless`, `--prores-profile`), validated once by building the encoders' own option types. A flag
/// the chosen codec has no use for is an error (checked per format when the sink is made).
package struct EncoderOptions: ParsableArguments {
    /// No flag given.
    package init() {}

    @Option(help: "Video codec: h264 (MP4 default), hevc or av1 in .mp4; vp9 (default) or av1 in .webm; prores in .mov.")
    var codec: VideoCodec?

    @Option(
        help: """
            Constant rate factor: x264 and x265 \(MP4Options.crfRange.lowerBound) (lossless) ... \(MP4Options.crfRange.upperBound) \
            (default \(MP4Options.defaultCRF) for H.264); AV1 and VP9 0 ... 63.
            """)
    var crf: Int?

    @Option(
        help:
            "Encoder preset: x264/x265 \(MP4Options.presets.joined(separator: ", ")) (default \(MP4Options.defaultPreset)); AV1 0...13; VP9 0...8."
    )
    var preset: String?

    @Option(help: "WebP quality, 0...100 (default 75).")
    var quality: Int?

    @Flag(help: "Lossless WebP.")
    var lossless = false

    @Option(
        name: .customLong("prores-profile"),
        help: "ProRes profile: \(CodecOptions.proresProfiles.joined(separator: ", ")) (default 4444, with alpha).")
    var proresProfile: String?

    /// Whether H.264 may be the codec: `--codec h264`, or none (then MP4 outputs are H.264).
    private var mayBeH264: Bool { codec == nil || codec == .h264 }

    /// `--crf` and `--preset` against x264's ranges: where H.264 is the codec (`--codec h264`, or no
    /// `--codec` and an MP4 output). Without `--codec`, a WebM takes VP9's ranges (`--webm --crf 60`).
    func checkH264Ranges() throws {
        let r = MP4Options.crfRange
        if let crf, !r.contains(crf) {
            throw ValidationError("--crf must be between \(r.lowerBound) and \(r.upperBound) (got \(crf))")
        }
        if let preset, !MP4Options.presets.contains(preset) {
            throw ValidationError("--preset must be one of \(MP4Options.presets.joined(separator: ", ")) (got '\(preset)')")
        }
    }

    /// `checkH264Ranges` when `formats` hold an MP4 and no other codec was named.
    func checkH264Ranges(for formats: [OutputFormat]) throws {
        if codec == .h264 || (codec == nil && formats.contains(.mp4)) { try checkH264Ranges() }
    }

    package func validate() throws {
        if codec == .h264 { try checkH264Ranges() }
        _ = try settings()
    }

    /// The flags given, as ClipEncode's codec options.
    var codecOptions: CodecOptions {
        CodecOptions(codec: codec, crf: crf, preset: preset, quality: quality, lossless: lossless, proresProfile: proresProfile)
    }

    /// The settings for every format; `defaultCRF` applies to H.264 when `--crf` is not given.
    package func settings(defaultCRF: Int = MP4Options.defaultCRF) throws -> EncoderSettings {
        do {
            // Flags outside x264's ranges with no --codec are meant for another codec (a WebM's VP9):
            // MP4 keeps its defaults here, and an MP4 output is refused by `checkH264Ranges(for:)`.
            let h264 = mayBeH264 && (try? checkH264Ranges()) != nil
            let mp4 = h264 ? try MP4Options(crf: crf ?? defaultCRF, preset: preset ?? MP4Options.defaultPreset) : MP4Options.standard
            return EncoderSettings(mp4: mp4, codec: codecOptions)
        } catch { throw ValidationError("\(error)") }
    }

    /// Fails with one line when a flag given has no use in any of `formats` (`--crf` for a GIF,
    /// `--quality` for an MP4, `--codec hevc` for a WebM).
    package func checkApplies(to formats: [OutputFormat]) throws {
        try checkH264Ranges(for: formats)
        let options = codecOptions
        for format in formats {
            if format.codecs.isEmpty {
                if codec != nil { throw CLIError.usage("--codec does not apply to \(format.displayName)") }
                if let flag = options.inapplicableFlags(for: .apng).first { // every flag is inapplicable
                    throw CLIError.usage("\(flag) does not apply to \(format.displayName)")
                }
                continue
            }
            do {
                let chosen = try options.codec(for: format.displayName, takes: format.codecs)
                try options.checkApplies(to: chosen)
                _ = try options.profile(for: chosen, muxer: "check")
            } catch let e as EncodeOptionError { throw CLIError.usage(e.description) }
        }
    }
}

/// Parses a number given on the command line: decimal only (`12`, `0.5`, `-2`, `.5`, `1e3`).
/// Every `Double` option reads through this (`@Option(transform: decimalNumber)`): Swift's own
/// `Double("0x10")` reads hexadecimal floats (16), `inf` and `nan`, which are refused here.
@Sendable package func decimalNumber(_ text: String) throws -> Double {
    guard let value = DecimalNumber.parse(text) else { throw ValidationError("not a decimal number") }
    return value
}

/// Options shared by every command that renders frames of a scene.
struct FrameOptions: ParsableArguments {
    @Option(help: "Pixels per point (the scene's size is in points), 0.25...8 (default 2).", transform: decimalNumber)
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

/// `--assets DIR`: where a Lottie file's external images (`u` + `p`) are looked up. They must lie
/// inside that folder (by default the file's own): a document cannot make clipgen read other files.
/// Hidden from the help where the commands take no Lottie files (see `SceneFiles`).
package struct AssetOptions: ParsableArguments {
    @Option(
        name: .customLong("assets"),
        help: SceneFiles.help(
            "Folder of a Lottie file's external images (default: the file's own folder); images outside it are refused.",
            valueName: "dir"))
    var assets: String?

    /// No folder given.
    package init() {}

    /// The folder, checked: nil when not given; a one-line error when it is not a readable folder.
    package func folder() throws -> String? {
        guard let assets else { return nil }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: assets, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw CLIError(message: "--assets \(assets): no such folder", exitCode: 66)
        }
        return assets
    }
}

/// Looks a scene up or fails with the closest ids.
///
/// With the Lottie importer registered (ClipgenLottie: the `clipgen` executable), a path ending in `.json`
/// or `.lottie` names a Lottie file instead (its own size and frame rate, over white), so `still`, `sheet`
/// and `render` take one as they take a scene id; a bad file is a one-line error.
func lookupScene(_ id: String, assets: AssetOptions = AssetOptions()) throws -> any Scene {
    if let s = ActiveScenes.scene(id: id) { return s }
    if let s = try SceneFiles.load(id, assets: assets) { return s }
    if let e = SceneFiles.missingImporter(for: id) { throw e }
    let near = ActiveScenes.suggestions(for: id)
    let hint =
        near.isEmpty
        ? "run '\(Clipgen.displayName) list' to see all scenes" : "did you mean \(near.map { "'\($0)'" }.joined(separator: ", "))?"
    throw CLIError(message: "unknown scene '\(id)'; \(hint)", exitCode: 64)
}

/// The scenes a selection names (all when nil), or a one-line usage error with suggestions.
func selectScenes(_ selection: String?) throws -> [any Scene] {
    guard let selection else { return ActiveScenes.all }
    do { return try SceneSelection.select(selection, from: ActiveScenes.all) } catch let e as SceneSelectionError {
        throw CLIError(message: e.message, exitCode: 64)
    }
}

package func validateFPS(_ fps: Int?) throws {
    if let fps, !(1...120).contains(fps) { throw ValidationError("--fps must be between 1 and 120 (got \(fps))") }
}

func validateDuration(_ d: Double?) throws {
    if let d, !(d.isFinite && d > 0 && d <= 600) {
        throw ValidationError("--duration must be a number of seconds in (0, 600] (got \(d))")
    }
}

/// The Lottie files named by `--lottie`: each file as given, each folder's `.json` and `.lottie` files sorted by
/// name; anything else is a one-line error (any path at all without the Lottie importer).
func lottieFiles(_ paths: [String]) throws -> [String] {
    var files: [String] = []
    for path in paths {
        if !SceneFiles.enabled { throw SceneFiles.importerMissing("--lottie \(path)") }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw CLIError(message: "--lottie \(path): no such file or folder", exitCode: 66)
        }
        if isDirectory.boolValue {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
            files += names.filter(isLottieFile).sorted().map { "\(path)/\($0)" }
        } else {
            guard isLottieFile(path) else {
                throw CLIError(message: "--lottie \(path): not a .json or .lottie file", exitCode: 64)
            }
            files.append(path)
        }
    }
    return files
}

/// Whether a path names a Lottie file by its extension (bodymovin `.json` or a dotLottie archive), when
/// the Lottie importer is registered; always false without it.
func isLottieFile(_ path: String) -> Bool { SceneFiles.matches(path) }
