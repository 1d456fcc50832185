@_exported import ClipKit
import ClipCLI

/// Every clipgen command (`render`, `list`, `still`, `sheet`, `gallery`, `studio`, `check`, …) over
/// your own scenes, as the `main` of your executable:
///
/// ```swift
/// import ClipgenCLI
///
/// ClipgenCLI.main(scenes: [Pulse.scene, Banner.scene])
/// ```
/// `swift run my-clips list` then lists them, and `swift run my-clips pulse --mp4` renders one.
/// Your package compiles only this: the Lottie importer and clipgen's built-in scenes are products of
/// their own, added with `plugins:` (``ClipgenPlugin``).
public enum ClipgenCLI {
    /// Parses the process arguments and runs the command over `scenes` (followed by clipgen's
    /// built-in scenes with `plugins: [.builtInScenes]`), then exits: 0 on success, otherwise after
    /// one line on stderr. Two scenes with the same id are such an error.
    public static func main(scenes: [any Scene], plugins: [ClipgenPlugin] = []) -> Never {
        for plugin in plugins { plugin.install() }
        ClipgenMain.run(scenes: scenes)
    }
}

/// An addition to your package's command line beyond its own scenes, each from its own product so
/// that a package compiles only what it asks for:
///
/// - `.lottie` (product `ClipgenLottie`, `import ClipgenLottie`): Lottie files wherever a command
///   takes a scene id, `--lottie` for `gallery` and `studio`, and the `lottie` command;
/// - `.builtInScenes` (product `ClipgenScenes`, `import ClipgenScenes`): clipgen's built-in scenes,
///   listed after yours.
///
/// ```swift
/// ClipgenCLI.main(scenes: [Pulse.scene], plugins: [.lottie])
/// ```
public struct ClipgenPlugin: Sendable {
    /// Registers the addition (`CLIPlugins`) before any command runs.
    package let install: @Sendable () -> Void

    /// A plugin that registers itself with `install`.
    package init(install: @escaping @Sendable () -> Void) { self.install = install }
}
