import ClipAnimation
import ClipGeometry
import ClipRaster

/// The Core Animation notes (seed 004, "## coreAnimation"), spec H1–H7.
enum CoreAnimationNotes {
    static let scenes: [any Scene] = [
        PresentationHitTest.scene,
        ImplicitMoveColor.scene,
        IconWobble.scene,
        CoasterCar.scene,
        SuckEffect.scene,
        GroupPathColorScale.scene,
        SlideMenuElastic.scene,
    ]

    /// The notes' section `s` as the spec numbers it (one chapter).
    static func source(_ s: String, _ reference: String? = nil) -> SceneSource {
        SceneSource(.coreAnimationNotes, chapter: 1, section: s, reference: reference)
    }

    /// The 004 screen: 414 × 736 pt (its paths reach x = 400).
    static let screen = Size(414, 736)

    /// UIKit's named colours (spec §0).
    static let orange = Color(r: 1, g: 0.5, b: 0), purple = Color(r: 0.5, g: 0, b: 0.5), gray = Color(r: 0.5, g: 0.5, b: 0.5)
}
