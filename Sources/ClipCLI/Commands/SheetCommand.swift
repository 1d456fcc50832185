import ArgumentParser
import ClipEncode
import ClipRaster
import ClipSceneKit

/// `clipgen sheet <scene> -o sheet.png`: a grid of frames evenly spread over the clip, each
/// labelled with its time: the way a person checks a clip at a glance.
struct SheetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sheet", abstract: "Write a contact sheet (a labelled grid of frames) as a PNG.")

    @Argument(
        help: ArgumentHelp(
            SceneFiles.text("Scene id (see '\(Clipgen.displayName) list')", withFiles: ", or a Lottie .json or .lottie file") + "."))
    var scene: String

    @Option(name: [.short, .long], help: "Output PNG (default clips/<scene>-sheet.png).")
    var output: String?

    @Option(help: "Number of frames, 2...48.")
    var frames: Int = 12

    @Option(help: "Columns of the grid.")
    var columns: Int = 4

    @Option(help: "Width of one cell in pixels.")
    var cellWidth: Int = 280

    @Option(help: "Clip length in seconds (default: the scene's own duration).", transform: decimalNumber)
    var duration: Double?

    @Option(help: "Seed for scenes that use randomness.")
    var seed: UInt64 = 0

    @Flag(name: .customLong("no-touches"), help: "Hide the finger dot and tap ripple.")
    var noTouches = false

    @OptionGroup var lottieAssets: AssetOptions

    func validate() throws {
        guard (2...48).contains(frames) else { throw ValidationError("--frames must be between 2 and 48") }
        guard (1...12).contains(columns) else { throw ValidationError("--columns must be between 1 and 12") }
        guard (32...2000).contains(cellWidth) else { throw ValidationError("--cell-width must be between 32 and 2000") }
        try validateDuration(duration)
    }

    func run() throws {
        let scene = try lookupScene(self.scene, assets: lottieAssets)
        let path = output ?? OutputPath.defaultPath(scene: "\(scene.id)-sheet", ext: "png")
        try OutputPath.checkPNG(path)
        try OutputPath.check(path, createDefaultDirectory: output == nil)
        let sheet = try ContactSheet.render(
            scene: scene, frames: frames, columns: columns, cellWidth: cellWidth,
            duration: duration ?? scene.duration,
            options: SceneOptions(scale: 1, seed: seed, showTouches: !noTouches, fps: 60))
        do { try PNGCodec.write(sheet.view, to: path) } catch { throw CLIError(message: describe(error)) }
        print(path)
    }
}
