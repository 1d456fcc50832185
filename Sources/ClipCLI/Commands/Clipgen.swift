import ArgumentParser

/// The root command. The scene id is the first positional argument of the default `render`
/// subcommand, so `clipgen twitter-launch --mp4` works as written.
///
/// In a user's package (`ClipgenCLI.main(scenes:)`), the help names that executable and its first
/// scene instead of `clipgen` and the built-in ones (`packageExamples`).
struct Clipgen: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: displayName,
            abstract:
                "Render classic iOS animation effects\(SceneFiles.text("", withFiles: " (and Lottie files)")) to MP4, GIF, WebM, MOV, WebP, APNG or PNG frames.",
            discussion: !ActiveScenes.ownScenes.isEmpty
                ? packageExamples
                : """
                Examples:
                  clipgen twitter-launch --mp4        renders clips/twitter-launch.mp4
                  clipgen twitter-launch --gif        renders clips/twitter-launch.gif
                  clipgen list                        lists every scene
                  clipgen still test-card --at 1.5 -o frame.png
                  clipgen sheet test-card -o sheet.png
                  clipgen check all --strict          lints every scene: flashes, jumps, clipped text, …
                  clipgen gallery                     renders every scene and clips/index.html
                  clipgen bench                       profiles the raster core
                  clipgen studio                      live preview at http://127.0.0.1:8080/
                  clipgen new MyClips                 creates a package for your own scenes
                """,
            version: "0.1.0",
            subcommands: subcommands,
            defaultSubcommand: RenderCommand.self)
    }

    /// The commands every package's CLI has, then the registered ones (`CLIPlugins`: `lottie` in
    /// clipgen), in the order of `order`.
    static var subcommands: [any ParsableCommand.Type] {
        let core: [any ParsableCommand.Type] = [
            RenderCommand.self, ListCommand.self, StillCommand.self, SheetCommand.self, GalleryCommand.self, BenchCommand.self,
            StudioCommand.self, NewCommand.self, CheckCommand.self,
        ]
        let all = core + CLIPlugins.commands
        let rank = { (c: any ParsableCommand.Type) in order.firstIndex(of: c.configuration.commandName ?? "") ?? order.count }
        return all.enumerated().sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }.map(\.element)
    }

    /// Where each command is listed in the help (one not named here comes last).
    static let order = ["render", "list", "still", "sheet", "gallery", "bench", "studio", "new", "lottie", "check"]

    /// The name messages and help use for the command: `clipgen`, or a user's package's own
    /// executable (`MyClips`).
    static var displayName: String { ActiveScenes.ownScenes.isEmpty ? "clipgen" : programName }

    /// The running executable's name (`MyClips`), as a user's package is run.
    static var programName: String {
        CommandLine.arguments.first.map { String($0.split(separator: "/").last ?? "") }.flatMap { $0.isEmpty ? nil : $0 } ?? "clipgen"
    }

    /// The examples of a user's package: its own executable and its first scene.
    static var packageExamples: String {
        let name = programName
        let id = ActiveScenes.ownScenes.first?.id ?? "SCENE"
        let rows = [
            ("\(name) \(id) --mp4", "renders clips/\(id).mp4"),
            ("\(name) \(id) --gif", "renders clips/\(id).gif"),
            ("\(name) list", "lists every scene"),
            ("\(name) still \(id) --at 1.5 -o frame.png", ""),
            ("\(name) sheet \(id) -o sheet.png", ""),
            ("\(name) gallery", "renders every scene and clips/index.html"),
            ("\(name) studio --watch .", "live preview at http://127.0.0.1:8080/, rebuilt on save"),
        ]
        let width = max(36, (rows.filter { !$1.isEmpty }.map { $0.0.count }.max() ?? 0) + 2)
        let lines = rows.map { command, what in
            what.isEmpty ? "  " + command : "  " + command.padding(toLength: width, withPad: " ", startingAt: 0) + what
        }
        return "Examples:\n" + lines.joined(separator: "\n")
    }
}
