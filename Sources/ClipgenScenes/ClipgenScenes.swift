import ClipCLI
import ClipScenes
import ClipgenCLI

extension ClipgenPlugin {
    /// clipgen's built-in scenes (the gallery's books and diagnostics), listed after your own; an id
    /// of yours that is also a built-in one is an error. Add the `ClipgenScenes` product, then
    /// `ClipgenCLI.main(scenes: […], plugins: [.builtInScenes])`.
    public static var builtInScenes: ClipgenPlugin {
        ClipgenPlugin { CLIPlugins.register(builtInScenes: SceneCatalog.all) }
    }
}
