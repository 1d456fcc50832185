/// The static (pre-block) UIView animation API (003/004 §1.13):
///
/// ```swift
/// ViewAnimation.beginAnimations("ZXBasicAnimation")
/// ViewAnimation.setAnimationDuration(1.5)
/// imageView.position = location
/// ViewAnimation.commitAnimations()
/// ```
///
/// Changes between begin and commit are made on the model at once and recorded; the commit
/// turns them into the same animations as `animate(withDuration:delay:options:…)` (additive,
/// fill both). Defaults are UIKit's: duration 0.2 s, delay 0, curve ease-in-ease-out [APPLE].
/// Blocks nest; an inner block's changes belong to the inner block only.
extension ViewAnimation {
    final class BeginCommitBlock {
        var id: String?
        var duration = 0.2
        var delay = 0.0
        var options: Options = []
        var didStop: ((Bool) -> Void)?
        var outer: [(Layer, LayerState)]?
        init(id: String?, outer: [(Layer, LayerState)]?) { self.id = id; self.outer = outer }
    }

    /// `[UIView beginAnimations:context:]`.
    public static func beginAnimations(_ animationID: String?, context: Void? = nil) {
        guard let rt = SceneRuntime.current else { return }
        rt.beginCommitBlocks.append(BeginCommitBlock(id: animationID, outer: rt.recordingBlock))
        rt.recordingBlock = []
    }
    /// `[UIView setAnimationDuration:]`.
    public static func setAnimationDuration(_ d: Double) { SceneRuntime.current?.beginCommitBlocks.last?.duration = d }
    /// `[UIView setAnimationDelay:]`.
    public static func setAnimationDelay(_ d: Double) { SceneRuntime.current?.beginCommitBlocks.last?.delay = d }
    /// `[UIView setAnimationCurve:]` (one of the `curve…` options).
    public static func setAnimationCurve(_ curve: Options) {
        guard let b = SceneRuntime.current?.beginCommitBlocks.last else { return }
        b.options.remove([.curveEaseIn, .curveEaseOut, .curveLinear]); b.options.insert(curve)
    }
    /// `[UIView setAnimationRepeatAutoreverses:]`.
    public static func setAnimationRepeatAutoreverses(_ on: Bool) {
        guard let b = SceneRuntime.current?.beginCommitBlocks.last else { return }
        if on { b.options.insert(.autoreverse) } else { b.options.remove(.autoreverse) }
    }
    /// `setAnimationDelegate:` + `setAnimationDidStopSelector:` as a closure.
    public static func setAnimationDidStop(_ body: @escaping (Bool) -> Void) {
        SceneRuntime.current?.beginCommitBlocks.last?.didStop = body
    }

    /// `[UIView commitAnimations]`.
    public static func commitAnimations() {
        guard let rt = SceneRuntime.current, let b = rt.beginCommitBlocks.popLast() else { return }
        let changes = rt.recordingBlock ?? []
        rt.recordingBlock = b.outer
        animate(changes, rt: rt, duration: b.duration, delay: b.delay, options: b.options, spring: nil, completion: b.didStop)
    }
}
