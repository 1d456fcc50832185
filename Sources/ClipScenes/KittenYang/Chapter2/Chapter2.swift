/// Chapter 2 of the Kitten Yang guide: playing with Bézier curves.
enum Chapter2 {
    /// The chapter's scenes in the spec's order (2.1 …).
    static let scenes: [any Scene] = [
        PageControlBall.scene,
        GooeySlideMenu.scene,
        QQBubbleDrag.scene,
        LiquidLoader.scene,
        LiquidLoaderGlow.scene,
        LiquidFAB.scene,
        PageControlScroll.scene,
    ]
}
