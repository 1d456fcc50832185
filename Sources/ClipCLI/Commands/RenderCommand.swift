import ArgumentParser
import ClipEncode
import ClipSceneKit

/// `clipgen <scene or Lottie file> [--mp4] [--gif] …`: renders one scene to clips/<scene>.<ext>.
struct RenderCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "render",
            abstract: SceneFiles.text("Render a scene", withFiles: " or a Lottie file")
                + " to MP4 (default), GIF, WebM, MOV, WebP, APNG or PNG frames.",
            discussion: """
                The scene id may be given directly: 'clipgen twitter-launch --mp4'. An output ending in '/' \
                or holding a %04d pattern ('-o frames/', '-o out_%04d.png') writes one PNG per frame.
                """)
    }

    @Argument(
        help: ArgumentHelp(
            SceneFiles.text("Scene id (see '\(Clipgen.displayName) list')", withFiles: ", or a Lottie .json or .lottie file") + "."))
    var scene: String

    @Flag(help: "Output formats (default: MP4, or PNG frames when -o is a folder or pattern).")
    var formats: [OutputFormat] = []

    @Option(name: [.short, .long], help: "Output file, folder or pattern (default clips/<scene>.<ext>).")
    var output: String?

    @Option(help: "Frames per second, 1...120 (default 60 for MP4, 30 for GIF).")
    var fps: Int?

    @Option(help: "Clip length in seconds (default: the scene's own duration).", transform: decimalNumber)
    var duration: Double?

    @Flag(
        help: ArgumentHelp(
            "Leave out the scene's backdrop (alpha output: .mov, .webm, .webp, .apng/.png, PNG frames).",
            discussion: "Scenes mark their backdrop; see Sources/ClipSceneKit/Backdrop.swift."))
    var transparent = false

    @Flag(help: "No progress output.")
    var quiet = false

    @OptionGroup var encoder: EncoderOptions

    @OptionGroup var frame: FrameOptions

    @OptionGroup var tracing: TraceOptions

    @OptionGroup var lottieAssets: AssetOptions

    func validate() throws {
        try validateFPS(fps)
        try validateDuration(duration)
        if chosenFormats.count > 1 && output != nil {
            throw ValidationError("--output names one output: use it with one format flag, not \(chosenFormats.count)")
        }
    }

    /// The formats flagged (MP4 when none), before the output path is looked at.
    var chosenFormats: [OutputFormat] { formats.isEmpty ? [.mp4] : OutputFormat.chosen(formats) }

    /// The formats to write: with `-o`, the one its extension (or shape) names, checked against a
    /// flag; otherwise those flagged, else MP4.
    func outputFormats() throws -> [OutputFormat] {
        guard let output else { return chosenFormats }
        return [try OutputPath.format(of: output, flagged: formats.isEmpty ? nil : OutputFormat.chosen(formats).first)]
    }

    func sceneOptions(fps: Int) -> SceneOptions {
        var options = frame.sceneOptions(fps: fps)
        options.transparent = transparent
        return options
    }

    func run() throws {
        let scene = try lookupScene(self.scene, assets: lottieAssets)
        var settings = try encoder.settings()
        settings.codec.transparent = transparent
        let formats = try outputFormats()
        try encoder.checkApplies(to: formats)
        if transparent {
            for format in formats {
                if format.codecs.isEmpty {
                    guard format.kind == .imageSequence || format == .gif else { // GIF: its transparent index
                        throw CLIError.usage(
                            "--transparent needs a format with alpha; \(format.displayName) has none: use \(CodecOptions.alphaFormats)")
                    }
                    continue
                }
                do { try settings.codec.checkAlpha(settings.codec.codec(for: format.displayName, takes: format.codecs)) } catch let e
                    as EncodeOptionError
                { throw CLIError.usage(e.description) }
            }
        }
        let trap = SignalTrap()
        // Writing the clip to standard output: progress stays on stderr and the path is not printed.
        let toStdout = output == "-"
        let board = ProgressBoard(quiet: quiet)
        let paths = formats.map { output ?? $0.defaultPath(base: "\(OutputPath.clipsDirectory)/\(scene.id)") }
        let recorder = try tracing.makeRecorder(outputs: paths)
        for (format, path) in zip(formats, paths) {
            try OutputPath.check(path, format: format, createDefaultDirectory: output == nil)
            let clipFPS = fps ?? format.defaultFPS
            let job = ClipJob(
                scene: scene, format: format, path: path, fps: clipFPS,
                duration: duration ?? scene.duration, options: sceneOptions(fps: clipFPS), encoder: settings)
            let report = try renderClip(job, board: board, cancel: trap.flag, trace: recorder)
            if quiet || toStdout { _ = report } else { print(report.path) }
        }
        try tracing.write(recorder)
    }
}
