/// "iOS Animations by Tutorials", section III, chapters 8–12: the Bahama Air login screen's
/// layer animations and the timing lessons (seed 001; spec scenes-001-002 §2.1–§2.10).
enum Chapters08to12 {
    /// The scenes in the spec's order.
    static let scenes: [any Scene] = [
        BahamaIntro.scene,
        FillModeLab.scene,
        ModelVsPresentation.scene,
        BahamaLoginSubmit.scene,
        BahamaHeadingWobble.scene,
        BahamaBalloonFlight.scene,
        BahamaFieldValidation.scene,
        SpringLab.scene,
        EasingLab.scene,
        KeyframeLab.scene,
        ShadowLab.scene,
        BahamaInfoSnap.scene,
        BahamaInfoRepeat4.scene,
        BahamaTintCornersBasic.scene,
        BahamaCloudWrap.scene,
    ]

    /// A chapter of the book (it names its sections rather than numbering them; the chapter's
    /// title is `Book.chapterTitle`).
    static func source(_ chapter: Int) -> SceneSource { SceneSource(.iosAnimationsByTutorials, chapter: chapter) }
}
