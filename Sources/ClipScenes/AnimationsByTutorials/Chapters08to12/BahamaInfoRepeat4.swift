import ClipAnimation
import ClipUIKit

/// `bahama-info-repeat4` (book ch. 10 "重复动画"): the info label's `flyLeft` with
/// `repeatCount = 4` and `autoreverses = true` — each repeat flies in from the right and back out,
/// so the last one ends off-screen, the animation is removed and the label jumps to its model
/// position, the centre (the book then uses 2.5 repeats).
///
/// ⚑ choices: the 40 s animation (4 × 2 × 5 s) is joined 33 s in (`beginTime` 33 s in the past),
/// so the clip shows the fourth repeat: in to the centre by 2 s, out to the right edge by 7 s,
/// then the jump; no "fadein" (it ended 28.5 s before); the settled form, clouds drifting; clip 8 s.
enum BahamaInfoRepeat4 {
    static let joined = 33.0

    static let scene = EngineScene(
        id: "bahama-info-repeat4", title: "Bahama Air info label: repeatCount 4 with autoreverses ends off-screen, then jumps",
        source: Chapters08to12.source(10), tags: [.text],
        keyTimes: [1.0, 4.5, 6.9, 7.2], duration: 8.0, background: BahamaArt.skyTop,
        checkExceptions: [
            CheckException(
                .leavesAndReturns,
                reason:
                    "the last autoreversed repeat ends with the label off the right edge; removed, it jumps back to the centre (the book's point)"
            )
        ],
        build: build)

    static func build(_ ctx: SceneContext) -> Layer {
        let vc = BahamaAirViewController(stage: BahamaStage(size: ctx.size))
        vc.animateCloud(layer: vc.cloud1.layer)
        vc.animateCloud(layer: vc.cloud2.layer)
        vc.animateCloud(layer: vc.cloud3.layer)
        vc.animateCloud(layer: vc.cloud4.layer)
        let info = vc.info, view: UIView = vc.view

        // [SEED] ch. 9 "动画Keys" and ch. 10 "重复动画".
        let flyLeft = CABasicAnimation(keyPath: "position.x")
        flyLeft.fromValue = info.layer.position.x + view.frame.size.width
        flyLeft.toValue = info.layer.position.x
        flyLeft.duration = 5.0
        flyLeft.repeatCount = 4
        flyLeft.autoreverses = true
        flyLeft.beginTime = CACurrentMediaTime() - joined
        info.layer.add(flyLeft, forKey: "infoappear")
        return vc.stage.root
    }
}
