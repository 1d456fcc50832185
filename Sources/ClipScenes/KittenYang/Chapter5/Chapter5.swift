/// Chapter 5 of the Kitten Yang guide: custom property animation.
enum Chapter5 {
    /// The chapter's scenes in the spec's order (5.1).
    static let scenes: [any Scene] = [
        GooeyMenu.scene,
        GooeyMenu.versionOneScene,
        GooeyMenu.debugScene,
        GooeyMenuFull.scene,
    ]
}
