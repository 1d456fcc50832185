import ArgumentParser
import ClipEncode
import ClipScenes

/// `clipgen <scene> [--mp4] [--gif] [--png-sequence]`: renders one scene to clips/<scene>.<ext>.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a scene to an MP4 (default), a GIF or PNG frames.",
        discussion: """
        The scene id may be given directly: 'clipgen twitter-launch --mp4'. An output ending in '/' \
        or holding a %04d pattern ('-o frames/', '-o out_%04d.png') writes one PNG per frame.
        """)

    @Argument(help: "Scene id (see 'clipgen list').")
    var scene: String

    @Flag(help: "Output formats (default: MP4, or PNG frames when -o is a folder or pattern).")
    var formats: [OutputFormat] = []

    @Option(name: [.short, .long], help: "Output file, folder or pattern (default clips/<scene>.<ext>).")
    var output: String?

    @Option(help: "Frames per second, 1...120 (default 60 for MP4, 30 for GIF).")
    var fps: Int?

    @Option(help: "Clip length in seconds (default: the scene's own duration).")
    var duration: Double?

    @Flag(help: "No progress output.")
    var quiet = false

    @OptionGroup var encoder: EncoderOptions

    @OptionGroup var frame: FrameOptions

    @OptionGroup var tracing: TraceOptions

    func validate() throws {
        try validateFPS(fps)
        try validateDuration(duration)
        if chosenFormats.count > 1 && output != nil {
            throw ValidationError("--output names one output: use it with one format flag, not \(chosenFormats.count)")
        }
    }

    /// The formats to write: those flagged, else the one the output path names by its shape, else MP4.
    var chosenFormats: [OutputFormat] {
        if !formats.isEmpty { return OutputFormat.chosen(formats) }
        return [output.flatMap(OutputFormat.claiming(path:)) ?? .mp4]
    }

    func run() throws {
        let scene = try lookupScene(self.scene)
        let settings = try encoder.settings()
        let trap = SignalTrap()
        let board = ProgressBoard(quiet: quiet)
        let recorder = try tracing.makeRecorder()
        for format in chosenFormats {
            let path = output ?? format.defaultPath(base: "\(OutputPath.clipsDirectory)/\(scene.id)")
            try OutputPath.check(path, format: format, createDefaultDirectory: output == nil)
            let clipFPS = fps ?? format.defaultFPS
            let job = ClipJob(sceneID: scene.id, format: format, path: path, fps: clipFPS,
                              duration: duration ?? scene.duration, options: frame.sceneOptions(fps: clipFPS), encoder: settings)
            let report = try renderClip(job, board: board, cancel: trap.flag, trace: recorder)
            if quiet { _ = report } else { print(report.path) }
        }
        try tracing.write(recorder)
    }
}
