import ClipCLI
import ClipLottie
import ClipSceneKit
import ClipgenCLI
import Foundation

extension ClipgenPlugin {
    /// Lottie files (bodymovin `.json`, dotLottie `.lottie`) in your package's commands: wherever
    /// a command takes a scene id (`still anim.json`, `check anim.json`), `--lottie` and `--assets`
    /// for `gallery` and `studio`, and the `lottie` command. It brings the Lottie importer and
    /// JavaScriptCore (for expressions) into your build. Add the `ClipgenLottie` product, then
    /// `ClipgenCLI.main(scenes: […], plugins: [.lottie])`.
    public static var lottie: ClipgenPlugin {
        ClipgenPlugin {
            CLIPlugins.register(commands: [LottieCommand.self])
            CLIPlugins.register(sceneFiles: LottieFiles.kind)
        }
    }
}

/// Lottie files as scenes: what ClipCLI's commands call for a path ending in `.json` or `.lottie`.
enum LottieFiles {
    static let kind = SceneFileKind(
        matches: { $0.lowercased().hasSuffix(".json") || DotLottie.isArchive($0) },
        load: { path, assets in
            do {
                let doc = try LottieDocument.load(path: path, assets: assets)
                return LottieScene(document: doc, name: URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent)
            } catch let e as LottieError {
                throw CLIError(message: "\(path): \(e)", exitCode: 65)
            }
        },
        frameRate: { ($0 as? LottieScene)?.document.frameRate })
}
