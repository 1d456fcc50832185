@_exported import ClipKit
import ClipCLI

/// Every clipgen command (`render`, `list`, `still`, `sheet`, `gallery`, …) over your own scenes,
/// as the `main` of your executable:
///
/// ```swift
/// import ClipgenCLI
///
/// ClipgenCLI.main(scenes: [Pulse.scene, Banner.scene])
/// ```
/// `swift run my-clips list` then lists them, and `swift run my-clips pulse --mp4` renders one.
public enum ClipgenCLI {
    /// Parses the process arguments and runs the command over `scenes` (followed by clipgen's
    /// built-in catalog when `includeBuiltInScenes`), then exits: 0 on success, otherwise after one
    /// line on stderr. Two scenes with the same id are such an error.
    public static func main(scenes: [any Scene], includeBuiltInScenes: Bool = false) -> Never {
        ClipgenMain.run(scenes: scenes, includeBuiltInScenes: includeBuiltInScenes)
    }
}
