/// Chapter 4 of the Kitten Yang guide: math in animation.
enum Chapter4 {
    /// The chapter's scenes in the spec's order (4.1 …).
    static let scenes: [any Scene] = [
        InteractiveCard.scene,
        SmartisanPullRefresh.scene,
        TVOSCardTilt.scene,
    ]
}
