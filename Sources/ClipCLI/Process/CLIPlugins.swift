import ArgumentParser
import ClipSceneKit
import Foundation
import Synchronization

/// What a package's command line holds beyond its own scenes, registered before any command runs
/// (`ClipgenCLI.main(scenes:plugins:)`): commands of their own, a kind of file the commands take
/// where they take a scene id, and built-in scenes listed after the package's own.
///
/// ClipCLI itself imports neither the Lottie importer nor the built-in scenes, so a user's package
/// compiles neither unless it asks: the `clipgen` executable registers both (ClipgenLottie's
/// `.lottie`, ClipgenScenes' `.builtInScenes`).
package enum CLIPlugins {
    private struct State {
        var commands: [any ParsableCommand.Type] = []
        var sceneFiles: SceneFileKind?
        var builtInScenes: [any Scene] = []
    }
    private static let state = Mutex(State())

    /// Adds subcommands (each once, by type; `Clipgen.order` places them in the help).
    package static func register(commands: [any ParsableCommand.Type]) {
        state.withLock { s in
            for c in commands where !s.commands.contains(where: { $0 == c }) { s.commands.append(c) }
        }
    }

    /// Makes `kind` the files commands take in place of a scene id (one kind; the last call counts).
    package static func register(sceneFiles kind: SceneFileKind) { state.withLock { $0.sceneFiles = kind } }

    /// Sets the built-in scenes listed after a package's own (the last call counts).
    package static func register(builtInScenes scenes: [any Scene]) {
        state.withLock { $0.builtInScenes = scenes }
    }

    /// The registered subcommands, in registration order.
    package static var commands: [any ParsableCommand.Type] { state.withLock { $0.commands } }

    /// The registered kind of scene file, if any.
    package static var sceneFiles: SceneFileKind? { state.withLock { $0.sceneFiles } }

    /// The registered built-in scenes (empty unless registered).
    package static var builtInScenes: [any Scene] { state.withLock { $0.builtInScenes } }
}

/// A kind of file the commands take where they take a scene id (`still FILE`, `check FILE`,
/// `gallery --lottie DIR`): Lottie files, registered by ClipgenLottie.
package struct SceneFileKind: Sendable {
    /// Whether a path names such a file (by its name: `.json`, `.lottie`).
    package var matches: @Sendable (String) -> Bool
    /// Loads the file (an existing path) as a scene; `assets` is `--assets`. A bad file throws
    /// `CLIError` (exit 65).
    package var load: @Sendable (_ path: String, _ assets: String?) throws -> any Scene
    /// The frame rate of a scene loaded from such a file (its own); nil for any other scene.
    package var frameRate: @Sendable (any Scene) -> Double?

    /// A kind of scene file from its three functions.
    package init(
        matches: @escaping @Sendable (String) -> Bool, load: @escaping @Sendable (String, String?) throws -> any Scene,
        frameRate: @escaping @Sendable (any Scene) -> Double?
    ) {
        self.matches = matches
        self.load = load
        self.frameRate = frameRate
    }

    /// Whether `scene` was loaded from such a file (a bad one is bad input data: exit 65).
    package func owns(_ scene: any Scene) -> Bool { frameRate(scene) != nil }
}

/// The file side of the commands: Lottie files when ClipgenLottie is registered. Without it the
/// options that name such files (`--assets`, `--lottie`) are hidden from the help, and a path
/// that looks like one is a one-line error naming the product that reads it.
enum SceneFiles {
    /// Whether the commands take Lottie files (ClipgenLottie registered).
    static var enabled: Bool { CLIPlugins.sceneFiles != nil }

    /// `help`, hidden when the commands take no files.
    static func help(_ text: String, valueName: String? = nil) -> ArgumentHelp {
        ArgumentHelp(text, valueName: valueName, visibility: enabled ? .default : .hidden)
    }

    /// `text`, with `withFiles` added when the commands take files ("Scene id" + ", or a Lottie file").
    static func text(_ text: String, withFiles: String) -> String { enabled ? text + withFiles : text }

    /// Whether a path names a file the commands take.
    static func matches(_ path: String) -> Bool { CLIPlugins.sceneFiles?.matches(path) ?? false }

    /// Whether `scene` came from such a file.
    static func owns(_ scene: any Scene) -> Bool { CLIPlugins.sceneFiles?.owns(scene) ?? false }

    /// The frame rate of a scene loaded from a file; nil for any other scene.
    static func frameRate(of scene: any Scene) -> Double? { CLIPlugins.sceneFiles?.frameRate(scene) }

    /// The file at `path` as a scene, or nil when the commands take no such file.
    static func load(_ path: String, assets: AssetOptions) throws -> (any Scene)? {
        guard let kind = CLIPlugins.sceneFiles, kind.matches(path) else { return nil }
        guard FileManager.default.fileExists(atPath: path) else {
            throw CLIError(message: "\(path): no such Lottie file", exitCode: 66)
        }
        return try kind.load(path, try assets.folder())
    }

    /// Without the Lottie importer: an error for a path that names a Lottie file by its name, which
    /// says how to get it; nil for any other name.
    static func missingImporter(for path: String) -> CLIError? {
        guard !enabled, [".json", ".lottie"].contains(where: { path.lowercased().hasSuffix($0) }) else { return nil }
        return importerMissing(path)
    }

    /// "`subject`: this program does not read Lottie files; …" with what to add (exit 64).
    static func importerMissing(_ subject: String) -> CLIError {
        CLIError.usage(
            "\(subject): this program does not read Lottie files; add the ClipgenLottie product to the package "
                + "and 'plugins: [.lottie]' to ClipgenCLI.main (clipgen itself reads them)")
    }
}
