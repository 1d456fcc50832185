/// CALayer primer, chapter 8, the UIView animation wrappers (spec G1–G4).
enum Section8UIView {
    static let scenes: [any Scene] = [
        UIViewTapMoveSpring.scene,
        SpringBall.scene,
        UIViewKeyframesBall.scene,
        FlipGallery.scene,
    ]
}
