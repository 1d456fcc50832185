/// Chapter 3 of the Kitten Yang guide: Core Animation.
enum Chapter3 {
    /// The chapter's scenes in the spec's order (3.1 …).
    static let scenes: [any Scene] = [
        TwitterLaunch.scene,
        CircleMaskTransition.scene,
        BubbleZoomTransition.scene,
        GameCenterBubbles.scene,
        JumpStar.scene,
        DownloadButton.scene,
        LoadingHUDOrbit.scene,
        LogoMask.scene,
        PaperclipLoader.scene,
        SubmitButton.scene,
    ]
}
