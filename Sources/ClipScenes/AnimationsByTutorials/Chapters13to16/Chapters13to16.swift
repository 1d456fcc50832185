/// iOS Animations by Tutorials, section III, chapters 13–16: shapes and masks, gradient
/// animations, stroke and path animations, replicating animations (seeds 001/002 §2.11–§2.18).
enum AnimationsByTutorialsChapters13to16 {
    /// The chapters' scenes in the spec's order (§2.11 …), each chapter's additions after its own.
    static let scenes: [any Scene] = [
        OpponentSearch.scene,
        MarchingAnts.scene,
        SlideToReveal.scene,
        SlideToReveal.swipeScene,
        GradientUnmasked.scene,
        PullToRefresh.scene,
        ReplicatorBasics.scene,
        IrisDots.scene,
        IrisSpeaking.scene,
        IrisMicMeter.scene,
    ]
}

extension SceneSource {
    /// A section of "iOS Animations by Tutorials" (notes on section III). The book does not number
    /// its sections: `section` numbers the chapter's effects in the spec's order ("14.2"), and
    /// `reference` names the book's heading and sample project.
    static func animationsByTutorials(_ section: String, reference: String) -> SceneSource {
        SceneSource(.iosAnimationsByTutorials, chapter: Int(section.prefix { $0 != "." }) ?? 0, section: section, reference: reference)
    }
}
