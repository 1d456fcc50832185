import ClipgenCLI
import ClipgenLottie
import ClipgenScenes

// clipgen itself: every command, the Lottie importer and the built-in scenes.
ClipgenCLI.main(scenes: [], plugins: [.lottie, .builtInScenes])
