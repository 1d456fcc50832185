/// The three Dribbble-inspired analyses (seeds 001/002 §2.19–§2.21): a rotating refresh icon,
/// NetEase News' double sine wave and a 3D folding sidebar. The article's three parts are its
/// chapters 1–3.
enum DribbbleAnalyses {
    /// The analyses' scenes in the article's order.
    static let scenes: [any Scene] = [
        RefreshArrows.scene,
        NetEaseWave.scene,
        NetEaseWave.designScene,
        Sidebar3DFold.scene,
    ]
}
