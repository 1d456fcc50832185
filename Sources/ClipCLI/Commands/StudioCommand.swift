import Foundation
import ArgumentParser
import ClipSceneKit
import ClipStudio

/// `clipgen studio [--port N] [--host H] [--watch DIR]`
struct StudioCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "studio",
        abstract: "Serve a live preview page: scene list, time scrubber, play, layer tree.",
        discussion: """
            Open the printed URL in a browser. Frames render on demand at the preview scale; the \
            time is snapped to frames (frame = round(t × 60)). With --watch DIR, saving a .swift \
            file under DIR rebuilds that package (swift build) and restarts into the new binary; \
            the page reloads the scene at the same time. Run it from your package's executable \
            (swift run NAME studio --watch .) so the rebuilt binary is the one that restarts. A debug \
            build of it builds the package in release at once and restarts into that (frames render \
            10 to 100 times faster); it serves meanwhile, and later saves rebuild release.
            """)

    @Option(help: "Port to listen on (0 = any free port; the URL is printed).")
    var port: Int = 8080

    @Option(help: "Address to bind: 127.0.0.1 (default, this machine only), ::1, or 0.0.0.0 for every interface.")
    var host: String = "127.0.0.1"

    @Option(help: "Pixels per point of the preview frames, 0.25...8 (default 1).", transform: decimalNumber)
    var scale: Double = 1

    @Option(help: "Package folder to rebuild when a .swift file under it is saved.")
    var watch: String?

    @Option(name: .customLong("lottie"), help: SceneFiles.help("A Lottie .json file, or a folder of them, to list first (repeatable)."))
    var lottie: [String] = []

    @OptionGroup var lottieAssets: AssetOptions

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535 (got \(port))") }
        guard scale.isFinite, (0.25...8).contains(scale) else { throw ValidationError("--scale must be between 0.25 and 8 (got \(scale))") }
    }

    func run() throws {
        var c = Studio.Configuration()
        c.host = host
        c.port = port
        c.scale = scale
        c.watch = watch
        var groups = Self.groups(ActiveScenes.all)
        let files = try lottieFiles(lottie)
        if !files.isEmpty {
            groups.insert(StudioGroup(heading: "Lottie files", scenes: try files.map { try lookupScene($0, assets: lottieAssets) }), at: 0)
        }
        do { try Studio.run(groups: groups, configuration: c) } catch let e as StudioError {
            throw CLIError(message: e.message)
        }
    }

    /// The scenes grouped as the gallery groups them (book, then chapter).
    static func groups(_ scenes: [any Scene]) -> [StudioGroup] {
        SceneGroup.grouped(scenes).map { StudioGroup(heading: "\($0.book.title) · \($0.heading)", scenes: $0.scenes) }
    }
}
