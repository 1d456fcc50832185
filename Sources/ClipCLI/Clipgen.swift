import ArgumentParser

/// The root command. The scene id is the first positional argument of the default `render`
/// subcommand, so `clipgen twitter-launch --mp4` works as written.
struct Clipgen: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "clipgen",
        abstract: "Render classic iOS animation effects (and Lottie files) to MP4, GIF, WebM, MOV, WebP, APNG or PNG frames.",
        discussion: """
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
        subcommands: [
            RenderCommand.self, ListCommand.self, StillCommand.self, SheetCommand.self,
            GalleryCommand.self, BenchCommand.self, StudioCommand.self, NewCommand.self, LottieCommand.self,
            CheckCommand.self,
        ],
        defaultSubcommand: RenderCommand.self)
}
