// What iOS code may use that a renderer of scenes cannot: each says what to write instead.

/// Auto Layout is not supported.
@available(*, unavailable, message: "Auto Layout is not supported: set frame (or center and bounds) directly")
public final class NSLayoutConstraint {
    /// Not available.
    public init() {}
}

/// Storyboards are not supported.
@available(
    *, unavailable, message: "storyboards are not supported: build the view in viewDidLoad and pass the controller to ViewControllerScene"
)
public final class UIStoryboard {
    /// Not available.
    public init() {}
}

/// Nibs are not supported.
@available(*, unavailable, message: "nibs are not supported: build the view in code (loadView or viewDidLoad)")
public final class UINib {
    /// Not available.
    public init() {}
}

/// Gesture recognizers are not supported.
@available(*, unavailable, message: "real touches are not supported: script taps and pans with an InteractionScript on an EngineScene")
open class UIGestureRecognizer {
    /// Not available.
    public init() {}
    /// Not available.
    public init(target: Any?, action: Any?) {}
}

/// Tap recognizers are not supported.
@available(*, unavailable, message: "real touches are not supported: script taps with an InteractionScript on an EngineScene")
public final class UITapGestureRecognizer {
    /// Not available.
    public init() {}
    /// Not available.
    public init(target: Any?, action: Any?) {}
}

/// Pan recognizers are not supported.
@available(*, unavailable, message: "real touches are not supported: script pans with an InteractionScript on an EngineScene")
public final class UIPanGestureRecognizer {
    /// Not available.
    public init() {}
    /// Not available.
    public init(target: Any?, action: Any?) {}
}

/// Swipe recognizers are not supported.
@available(*, unavailable, message: "real touches are not supported: script pans with an InteractionScript on an EngineScene")
public final class UISwipeGestureRecognizer {
    /// Not available.
    public init() {}
    /// Not available.
    public init(target: Any?, action: Any?) {}
}

/// Touch events are not supported.
@available(*, unavailable, message: "real touches are not supported: script taps and pans with an InteractionScript on an EngineScene")
public final class UITouch {
    /// Not available.
    public init() {}
}

/// Windows are not supported.
@available(*, unavailable, message: "there is no window: ViewControllerScene shows the controller's view as the whole scene")
public final class UIWindow {
    /// Not available.
    public init() {}
}

extension UIView {
    /// Auto Layout is not supported.
    @available(*, unavailable, message: "Auto Layout is not supported: set frame (or center and bounds) directly")
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { true }
        set {}
    }
    /// Auto Layout is not supported.
    @available(*, unavailable, message: "Auto Layout is not supported: set frame (or center and bounds) directly")
    public func addConstraint(_ c: Any) {}
    /// Auto Layout is not supported.
    @available(*, unavailable, message: "Auto Layout is not supported: set frame (or center and bounds) directly")
    public func addConstraints(_ c: [Any]) {}
    /// Gesture recognizers are not supported.
    @available(*, unavailable, message: "real touches are not supported: script taps and pans with an InteractionScript on an EngineScene")
    public func addGestureRecognizer(_ g: Any) {}
}

extension UIControl {
    /// Target-action needs Objective-C selectors.
    @available(*, unavailable, message: "target-action needs Objective-C selectors and real touches: script taps on an EngineScene")
    public func addTarget(_ target: Any?, action: Any, for events: Any) {}
}
