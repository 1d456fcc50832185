import ClipAnimation
import ClipUIKit

/// `bahama-cloud-wrap` (book ch. 9 "修改☁️的动画"): the book's `animateCloud(layer:)` and the
/// "cloud" branch of `animationDidStop`: a cloud drifts at 60 s per screen width (6.25 pt/s) to just
/// off the right edge; when its animation stops it moves to just off the left edge
/// (`position.x = -width / 2`) and starts again 0.5 s later.
///
/// ⚑ choices: so that the wrap happens inside the clip, the small cloud 3 starts with its left edge
/// 12.5 pt from the right edge (off at 2 s, back in from the left at 2.5 s) and cloud 2 at 25 pt
/// (off at 4 s, in at 4.5 s); clouds 1 and 4 drift from their usual places; clip 6 s.
enum BahamaCloudWrap {
    static let scene = EngineScene(
        id: "bahama-cloud-wrap", title: "Bahama Air clouds: off the right edge, back in from the left (animationDidStop)",
        source: Chapters08to12.source(9), tags: [],
        keyTimes: [1.0, 2.2, 4.2, 5.9], duration: 6.0, background: BahamaArt.skyTop,
        checkExceptions: [
            CheckException(
                .leavesAndReturns,
                reason: "the book's cloud loop: a cloud leaves past the right edge, waits 0.5 s just off the left edge, and drifts back in")
        ],
        build: build)

    /// The left edges of clouds 3 and 2 at the start, 2 s and 4 s of drift from the right edge.
    static let cloud3Start = 375.0 - 6.25 * 2.0
    static let cloud2Start = 375.0 - 6.25 * 4.0

    static func build(_ ctx: SceneContext) -> Layer {
        let vc = BahamaAirViewController(stage: BahamaStage(size: ctx.size, info: false))
        vc.cloud3.frame.origin.x = cloud3Start
        vc.cloud2.frame.origin.x = cloud2Start
        vc.animateCloud(layer: vc.cloud1.layer)
        vc.animateCloud(layer: vc.cloud2.layer)
        vc.animateCloud(layer: vc.cloud3.layer)
        vc.animateCloud(layer: vc.cloud4.layer)
        return vc.stage.root
    }
}
