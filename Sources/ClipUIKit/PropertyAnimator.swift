extension UIView {
    /// Animation curves (`UIView.AnimationCurve`).
    public enum AnimationCurve: Int, Sendable {
        /// Ease in and out.
        case easeInOut
        /// Ease in.
        case easeIn
        /// Ease out.
        case easeOut
        /// Linear.
        case linear
        var options: AnimationOptions {
            switch self {
            case .easeInOut: return .curveEaseInOut
            case .easeIn: return .curveEaseIn
            case .easeOut: return .curveEaseOut
            case .linear: return .curveLinear
            }
        }
    }
}

/// Where a property animator ended (`UIViewAnimatingPosition`).
public enum UIViewAnimatingPosition: Int, Sendable {
    /// At the end values.
    case end
    /// At the start values.
    case start
    /// Somewhere between.
    case current
}

/// A block animation started on demand (`UIViewPropertyAnimator`): its animation blocks run as one
/// `UIView.animate` (curve or spring) when it starts. Scrubbing (`fractionComplete`, pausing,
/// reversing) is interactive and not supported; `delayFactor` is not applied.
open class UIViewPropertyAnimator: @unchecked Sendable {
    /// Seconds.
    public let duration: TimeInterval
    private let curve: UIView.AnimationCurve
    private let dampingRatio: CGFloat?
    private var blocks: [() -> Void] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    /// True once started.
    public private(set) var isRunning = false

    /// An animator with a timing curve.
    public init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.duration = duration
        self.curve = curve
        dampingRatio = nil
        if let animations { blocks.append(animations) }
    }
    /// An animator with UIKit's spring.
    public init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.duration = duration
        curve = .easeInOut
        dampingRatio = ratio
        if let animations { blocks.append(animations) }
    }
    /// Adds an animation block (`delayFactor` is not applied).
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat = 0) { blocks.append(animation) }
    /// Adds a block run when the animation ends.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) { completions.append(completion) }
    /// Starts now.
    open func startAnimation() { startAnimation(afterDelay: 0) }
    /// Starts after a delay.
    open func startAnimation(afterDelay delay: TimeInterval) {
        guard !isRunning else { return }
        isRunning = true
        let all = blocks, done = completions
        let animations = { for b in all { b() } }
        let completion: (Bool) -> Void = { [weak self] _ in
            self?.isRunning = false
            for c in done { c(.end) }
        }
        if let dampingRatio {
            UIView.animate(
                withDuration: duration, delay: delay, usingSpringWithDamping: dampingRatio, initialSpringVelocity: 0,
                options: [], animations: animations, completion: completion)
        } else {
            UIView.animate(withDuration: duration, delay: delay, options: curve.options, animations: animations, completion: completion)
        }
    }
    /// An animator that starts at once.
    open class func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil
    ) -> UIViewPropertyAnimator {
        let a = UIViewPropertyAnimator(duration: duration, curve: .easeInOut)
        a.addAnimations(animations)
        if let completion { a.addCompletion(completion) }
        a.isRunning = true
        UIView.animate(withDuration: duration, delay: delay, options: options, animations: animations) { _ in
            a.isRunning = false
            completion?(.end)
        }
        return a
    }
    /// Scrubbing is interactive: not supported.
    @available(*, unavailable, message: "scrubbing is interactive: start the animator, or script the values with UIView.animate")
    open var fractionComplete: CGFloat {
        get { 0 }
        set {}
    }
    /// Pausing is interactive: not supported.
    @available(*, unavailable, message: "pausing is interactive: set layer.speed = 0 to freeze a layer's animations")
    open func pauseAnimation() {}
}
