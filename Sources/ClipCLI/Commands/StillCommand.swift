import ArgumentParser
import ClipEncode
import ClipKit
import ClipRaster
import ClipSceneKit

/// `clipgen still <scene> --at SECONDS -o frame.png`
struct StillCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "still", abstract: "Write one frame of a scene as a PNG.")

    @Argument(
        help: ArgumentHelp(
            SceneFiles.text("Scene id (see '\(Clipgen.displayName) list')", withFiles: ", or a Lottie .json or .lottie file") + "."))
    var scene: String

    @Option(help: "Time of the frame in seconds, 0 to the scene's duration (default 0).", transform: decimalNumber)
    var at: Double = 0

    @Option(name: [.short, .long], help: "Output PNG (default clips/<scene>-<ms>ms.png).")
    var output: String?

    @OptionGroup var frame: FrameOptions

    @OptionGroup var lottieAssets: AssetOptions

    func validate() throws {
        guard at.isFinite, at >= 0 else { throw ValidationError("--at must be a time in seconds >= 0 (got \(at))") }
    }

    func run() throws {
        let scene = try lookupScene(self.scene, assets: lottieAssets)
        // Times are bounded by the scene's duration: a huge one would overflow frame and file-name
        // arithmetic (and scenes that simulate from 0 would run for hours).
        guard at <= scene.duration else {
            throw CLIError.usage("--at \(at) is past the end of '\(scene.id)'; use a time in 0...\(scene.duration) seconds")
        }
        let path = output ?? OutputPath.defaultPath(scene: "\(scene.id)-\(Int((at * 1000).rounded()))ms", ext: "png")
        try OutputPath.checkPNG(path)
        try OutputPath.check(path, createDefaultDirectory: output == nil)
        do { try renderPNG(scene: scene, at: at, options: frame.sceneOptions(fps: 60), to: path) } catch {
            throw renderFailure(error, scene: scene)
        }
        print(path)
    }
}
