import ClipgenCLI
import ClipgenLottie
import ClipgenScenes

/// What the `clipgen` executable registers before a command runs (Lottie files, the built-in
/// scenes), for tests that run commands or look scenes up in-process, without `ClipgenCLI.main`.
enum InProcessPlugins {
    static func install() {
        ClipgenPlugin.lottie.install()
        ClipgenPlugin.builtInScenes.install()
    }
}
