/// The CALayer primer's layer chapters (seed 003): §2 CALayer, CAAnimation and CAMediaTiming, §3 UIView animation, §4 CALayer properties,
/// §5 the progress bar, §6 the mask water fill and the CALayer part of §8, in the spec's order.
enum PrimerLayerScenes {
    static let section2: [any Scene] = [BasicFromToBy.scene, LayerSpeedTwins.scene]
    static let section3: [any Scene] = [BoundsToggle.scene, AdditiveBoundsOverlap.scene]
    static let section4: [any Scene] = [
        LayerContentsGravity.scene, LayerShadow.scene, LayerShadowPath.scene, LayerMasksToBounds.scene,
        LayerBorderCorner.scene, ContentsRectGrid.scene, LayerAffineRotate.scene, LayerScaleTranslate.scene,
    ]
    static let section5: [any Scene] = [RopeProgress.scene, RopeProgressStrokeEnd.scene, RopeProgressLag.scene]
    static let section6: [any Scene] = [WaterFill.scene]
    static let section8: [any Scene] = [
        AnchorPointDemo.scene, ImplicitCircleGrow.scene, RoundAvatar.scene, RoundAvatarShadow.scene, LayerFlipX.scene,
        CustomLayerStar.scene, RootLayerVsStandalone.scene, FlippedImageDraw.scene,
    ]

    static let scenes: [any Scene] = section2 + section3 + section4 + section5 + section6 + section8
}
