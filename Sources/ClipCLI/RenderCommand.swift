import ArgumentParser
import ClipScenes

/// `clipgen <scene> [--mp4] [--gif]`: renders one scene to clips/<scene>.mp4 and/or .gif.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a scene to an MP4 (default) or GIF clip.",
        discussion: "The scene id may be given directly: 'clipgen twitter-launch --mp4'.")

    @Argument(help: "Scene id (see 'clipgen list').")
    var scene: String

    @Flag(help: "Write an H.264 MP4 (the default).")
    var mp4 = false

    @Flag(help: "Write an animated GIF.")
    var gif = false

    @Option(name: [.short, .long], help: "Output file (default clips/<scene>.<ext>).")
    var output: String?

    @Option(help: "Frames per second, 1...120 (default 60 for MP4, 30 for GIF).")
    var fps: Int?

    @Option(help: "Clip length in seconds (default: the scene's own duration).")
    var duration: Double?

    @Option(help: "x264 constant rate factor, 0 (lossless) ... 51.")
    var crf: Int = 20

    @Option(help: "x264 preset: \(x264Presets.joined(separator: ", ")).")
    var preset: String = "fast"

    @Flag(help: "No progress output.")
    var quiet = false

    @OptionGroup var frame: FrameOptions

    func validate() throws {
        try validateFPS(fps)
        try validateDuration(duration)
        guard (0...51).contains(crf) else { throw ValidationError("--crf must be between 0 and 51 (got \(crf))") }
        guard x264Presets.contains(preset) else {
            throw ValidationError("--preset must be one of \(x264Presets.joined(separator: ", ")) (got '\(preset)')")
        }
        if mp4 && gif && output != nil { throw ValidationError("--output names one file: use it with --mp4 or --gif, not both") }
    }

    func run() throws {
        let scene = try lookupScene(self.scene)
        let formats: [ClipFormat] = gif ? (mp4 ? [.mp4, .gif] : [.gif]) : [.mp4]
        let trap = SignalTrap()
        let board = ProgressBoard(quiet: quiet)
        for format in formats {
            let path = output ?? OutputPath.defaultPath(scene: scene.id, ext: format.ext)
            try OutputPath.check(path, createDefaultDirectory: output == nil)
            let clipFPS = fps ?? format.defaultFPS
            let job = ClipJob(sceneID: scene.id, format: format, path: path, fps: clipFPS,
                              duration: duration ?? scene.duration, options: frame.sceneOptions(fps: clipFPS),
                              encoder: EncoderSettings(crf: crf, preset: preset))
            let report = try renderClip(job, board: board, cancel: trap.flag)
            if quiet { _ = report } else { print(report.path) }
        }
    }
}
