import ClipSceneKit
import Synchronization

/// The scenes every command works on: the one place `list`, `render`, `still`, `sheet`, `gallery`
/// (and every command added later) read the scene list from.
///
/// `ClipgenCLI.main(scenes:plugins:)` installs the list once, before any command runs; until then
/// (tests that run commands in-process) it is the registered built-in scenes (`CLIPlugins`), none
/// unless ClipgenScenes registered them.
package enum ActiveScenes {
    /// Set once; read by every command, from any thread.
    private static let installed = Mutex<[any Scene]?>(nil)

    /// The active scenes, in listing order.
    package static var all: [any Scene] { installed.withLock { $0 } ?? CLIPlugins.builtInScenes }

    /// The scenes of the user's package (`ClipgenCLI.main(scenes:)`), empty for the `clipgen`
    /// executable: the help then names that package's executable and first scene.
    private static let own = Mutex<[any Scene]>([])

    /// The user's own scenes, if any (see `own`).
    package static var ownScenes: [any Scene] { own.withLock { $0 } }

    /// Records the user's own scenes (the first call counts).
    package static func setOwnScenes(_ scenes: [any Scene]) {
        own.withLock { if $0.isEmpty { $0 = scenes } }
    }

    /// The active scene with this id, if any.
    package static func scene(id: String) -> (any Scene)? { all.first { $0.id == id } }

    /// Up to `limit` active ids closest to `id` (edit distance, then shared prefix), for "did you mean".
    package static func suggestions(for id: String, limit: Int = 3) -> [String] {
        let query = id.lowercased()
        var ranked: [(id: String, distance: Int)] = []
        for scene in all {
            let d = SceneSelection.editDistance(query, scene.id)
            let close = d <= max(3, query.count / 2) || scene.id.hasPrefix(query) || scene.id.contains(query)
            if close { ranked.append((scene.id, d)) }
        }
        ranked.sort { $0.distance != $1.distance ? $0.distance < $1.distance : $0.id < $1.id }
        return ranked.prefix(limit).map { $0.id }
    }

    /// Makes `scenes` the active list. Only the first call counts: returns false (and changes
    /// nothing) when a list is already installed.
    @discardableResult
    package static func install(_ scenes: [any Scene]) -> Bool {
        installed.withLock { current in
            guard current == nil else { return false }
            current = scenes
            return true
        }
    }

    /// The subcommand names (`list`, `still`, …) and `help`: a scene with one of these ids could not be
    /// rendered by `clipgen <id>`.
    static var commandNames: Set<String> {
        Set(Clipgen.configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"])
    }

    /// A user's scenes, followed by `builtIns` (clipgen's catalog, when registered). Every id must
    /// be unique: a clash is a one-line error naming the id and where both come from.
    package static func combine(_ scenes: [any Scene], builtIns: [any Scene]) throws -> [any Scene] {
        var seen: [String: Bool] = [:] // id -> is built in
        for (scene, builtIn) in scenes.map({ ($0, false) }) + builtIns.map({ ($0, true) }) {
            if let first = seen[scene.id] {
                let where_ = first || builtIn ? "one of your scenes has the id of a built-in scene" : "two of your scenes have this id"
                throw CLIError.usage("duplicate scene id '\(scene.id)': \(where_); give each scene its own id")
            }
            if scene.id.isEmpty { throw CLIError.usage("a scene has an empty id; give each scene a kebab-case id") }
            if !builtIn, commandNames.contains(scene.id) {
                throw CLIError.usage(
                    "scene id '\(scene.id)' is the name of a command ('clipgen \(scene.id)' runs the command); choose another id")
            }
            seen[scene.id] = builtIn
        }
        return scenes + builtIns
    }
}
