/// CALayer primer, chapter 8, the UIView animation wrappers (spec G1–G6).
enum Section8UIView {
    static let scenes: [any Scene] = [
        UIViewTapMoveSpring.scene,
        SpringBall.scene,
        UIViewKeyframesBall.scene,
        FlipGallery.scene,
        UIViewTransitionOptions.scene,
        UIViewTransitionFromTo.scene,
    ]
}
