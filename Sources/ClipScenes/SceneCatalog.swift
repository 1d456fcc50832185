/// Every scene clipgen can render, in the order `clipgen list` prints them.
public enum SceneCatalog {
    /// All scenes: diagnostics first, then the effects by chapter.
    public static let all: [any Scene] = diagnostics + effects

    static let diagnostics: [any Scene] = [TestCardScene(), DemoEngineScene()]

    /// The effects, book by book and chapter by chapter.
    static let effects: [any Scene] = [
        Chapter2.scenes, Chapter3.scenes, Chapter4.scenes, Chapter5.scenes, Chapter6.scenes, // kitten-yang
        Chapters08to12.scenes, AnimationsByTutorialsChapters13to16.scenes, // ios-animations-by-tutorials
        DribbbleAnalyses.scenes, // dribbble-analyses
        PrimerLayerScenes.scenes, Section8CoreAnimation.scenes, Section8UIView.scenes, // calayer-primer
        CoreAnimationNotes.scenes, // core-animation-notes
    ].flatMap { $0 }

    /// The scene with this id, if any.
    public static func scene(id: String) -> (any Scene)? { all.first { $0.id == id } }

    /// Up to `limit` ids closest to `id` (edit distance, then shared prefix), for "did you mean".
    public static func suggestions(for id: String, limit: Int = 3) -> [String] { suggestions(for: id, in: all, limit: limit) }

    /// Up to `limit` ids in `scenes` closest to `id` (edit distance, then shared prefix).
    public static func suggestions(for id: String, in scenes: [any Scene], limit: Int = 3) -> [String] {
        let query = id.lowercased()
        var ranked: [(id: String, distance: Int)] = []
        for scene in scenes {
            let d = editDistance(query, scene.id)
            let close = d <= max(3, query.count / 2) || scene.id.hasPrefix(query) || scene.id.contains(query)
            if close { ranked.append((scene.id, d)) }
        }
        ranked.sort { $0.distance != $1.distance ? $0.distance < $1.distance : $0.id < $1.id }
        return ranked.prefix(limit).map { $0.id }
    }

    /// Levenshtein distance.
    static func editDistance(_ a: String, _ b: String) -> Int { SceneSelection.editDistance(a, b) }
}
