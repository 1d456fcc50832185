/// CATransaction's `animationDuration` and `animationTimingFunction` (003/004 §1.4: "optionally
/// also animationDuration (default 0.25) and animationTimingFunction"):
///
/// ```objc
/// [CATransaction begin];
/// [CATransaction setAnimationDuration:0.8];
/// layer.shadowOpacity = 0.9;            // implicit animation, 0.8 s
/// [CATransaction commit];
/// ```
/// is `Transaction.animate(duration: 0.8) { layer.shadowOpacity = 0.9 }`. Only layers with
/// `implicitAnimations` animate (the engine's stand-in for "stand-alone layer"); inside
/// `Transaction.withoutActions` nothing animates. Changes made earlier in the same event are
/// committed first with the default action (0.25 s), as an enclosing implicit transaction would.
extension Transaction {
    /// Runs `body` and animates its implicit changes over `duration` seconds with `timingFunction`.
    public static func animate(duration: Double, timingFunction: TimingFunction = .default, _ body: () -> Void) {
        guard let rt = SceneRuntime.current else { body(); return }
        rt.commitImplicit()
        body()
        rt.commitImplicit(duration: duration, timing: timingFunction)
    }
}
