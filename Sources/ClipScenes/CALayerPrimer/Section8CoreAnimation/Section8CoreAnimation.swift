import ClipAnimation
import ClipGeometry

/// CALayer primer, chapter 8 ("making your app move"), the Core Animation part (spec F1–F11).
enum Section8CoreAnimation {
    /// The part's scenes in the spec's order (F10 first: it is the reference for the transitions).
    static let scenes: [any Scene] = [
        TransitionSampler.scene,
        ImageZoomDelay.scene,
        PetalFly.flyScene,
        PetalFly.spinScene,
        PetalSnapBack.scene,
        SnowflakePauseResume.scene,
        SnowKeyframes.valuesScene,
        SnowKeyframes.pathScene,
        KeyframeCalcModes.scene,
        SnowKeyframes.groupScene,
        CubeGallery.scene,
        FishFrames.scene,
    ]

    /// The primer's chapter 8, section `s` as the spec numbers it, chapter-prefixed like the
    /// rest of the primer ("F1" → "8.F1").
    static func source(_ s: String, _ reference: String? = nil) -> SceneSource {
        .calayerPrimer(8, s, reference: reference)
    }

    /// The 003 screen: an iPhone 5, 320 × 568 pt.
    static let screen = Size(320, 568)
}
