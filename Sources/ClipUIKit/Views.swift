import ClipAnimation
import ClipGeometry
import ClipRaster

/// UIKit's view (`UIView`): a `CALayer` with view-level names for its properties, subviews, and
/// block animations (`UIView.animate`). A view's layer does not animate implicitly, as in UIKit.
open class UIView: @unchecked Sendable {
    /// The backing layer (of `layerClass`).
    public let layer: CALayer
    /// The subviews, back to front.
    public private(set) var subviews: [UIView] = []
    /// The view this one is a subview of.
    public private(set) weak var superview: UIView?
    /// A number to find the view by (`viewWithTag`).
    open var tag = 0
    /// Kept for code that sets it (touches are scripted, not delivered to views).
    open var isUserInteractionEnabled = true
    /// Kept for code that sets it.
    open var contentMode: ContentMode = .scaleToFill
    /// Kept for code that sets it (there is no Auto Layout).
    open var autoresizingMask: AutoresizingMask = []
    /// The tint colour (system blue).
    open var tintColor: UIColor! = .systemBlue

    /// The class of the backing layer (override to back the view with a `CAShapeLayer`, …; a class
    /// that is not a `CALayer` gives a plain `CALayer`).
    open class var layerClass: AnyClass { CALayer.self }

    /// A view with a frame.
    public init(frame: CGRect) {
        if let adopted = Thread.current.threadDictionary[UIView.adoptKey] as? CALayer {
            Thread.current.threadDictionary[UIView.adoptKey] = nil
            layer = adopted
            return
        }
        layer = (Self.layerClass as? CALayer.Type)?.init() ?? CALayer()
        layer.engine.implicitAnimations = false // a view's layer animates only in animation blocks
        layer.frame = frame
    }
    static let adoptKey = "ClipUIKit.adoptedLayer"
    /// A view that `make` creates (with `init(frame:)`) backed by an existing layer, whose frame it
    /// keeps: clipgen's built-in scenes wrap the layers they draw this way.
    package static func backed<V: UIView>(by layer: CALayer, _ make: (CGRect) -> V) -> V {
        Thread.current.threadDictionary[adoptKey] = layer
        defer { Thread.current.threadDictionary[adoptKey] = nil }
        return make(layer.frame)
    }
    /// A view with a zero frame.
    public convenience init() { self.init(frame: .zero) }
    /// Views from archives (storyboards and nibs) are not supported: returns nil.
    public required init?(coder: NSCoder) { return nil }

    /// The frame in the superview.
    open var frame: CGRect {
        get { layer.frame }
        set {
            layer.frame = newValue
            layoutSubviews()
        }
    }
    /// The view's own coordinate space.
    open var bounds: CGRect {
        get { layer.bounds }
        set {
            layer.bounds = newValue
            layoutSubviews()
        }
    }
    /// The centre, in the superview.
    open var center: CGPoint {
        get { layer.position }
        set { layer.position = newValue }
    }
    /// The affine transform about the centre.
    open var transform: CGAffineTransform {
        get { layer.affineTransform() }
        set { layer.setAffineTransform(newValue) }
    }
    /// The 3D transform of the layer.
    open var transform3D: CATransform3D {
        get { layer.transform }
        set { layer.transform = newValue }
    }
    /// Opacity, 0…1.
    open var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set { layer.opacity = Float(newValue) }
    }
    /// Background fill.
    open var backgroundColor: UIColor? {
        get { layer.backgroundColor.map(UIColor.init(cgColor:)) }
        set { layer.backgroundColor = newValue?.cgColor }
    }
    /// Hidden views are not drawn.
    open var isHidden: Bool {
        get { layer.isHidden }
        set { layer.isHidden = newValue }
    }
    /// Clip subviews to the bounds.
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }
    /// Always true here (the flag only matters to UIKit's compositor).
    open var isOpaque = true
    /// A view masking this one.
    open var mask: UIView? {
        didSet { layer.mask = mask?.layer }
    }

    // MARK: Hierarchy
    /// Appends a subview on top.
    open func addSubview(_ view: UIView) { insertSubview(view, at: subviews.count) }
    /// Inserts a subview at an index.
    open func insertSubview(_ view: UIView, at index: Int) {
        view.removeFromSuperview()
        let i = max(0, min(index, subviews.count))
        subviews.insert(view, at: i)
        view.superview = self
        let layerIndex =
            i < subviews.count - 1 ? (layer.sublayers?.firstIndex { $0 === subviews[i + 1].layer } ?? i) : (layer.sublayers?.count ?? 0)
        layer.insertSublayer(view.layer, at: UInt32(layerIndex))
        view.didMoveToSuperview()
    }
    /// Inserts a subview below a sibling.
    open func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        insertSubview(view, at: subviews.firstIndex { $0 === sibling } ?? 0)
    }
    /// Inserts a subview above a sibling.
    open func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        insertSubview(view, at: (subviews.firstIndex { $0 === sibling } ?? subviews.count - 1) + 1)
    }
    /// Moves a subview to the top.
    open func bringSubviewToFront(_ view: UIView) { if view.superview === self { addSubview(view) } }
    /// Moves a subview to the bottom.
    open func sendSubviewToBack(_ view: UIView) { if view.superview === self { insertSubview(view, at: 0) } }
    /// Swaps two subviews.
    open func exchangeSubview(at a: Int, withSubviewAt b: Int) {
        guard subviews.indices.contains(a), subviews.indices.contains(b), a != b else { return }
        let va = subviews[a], vb = subviews[b]
        insertSubview(va, at: b)
        insertSubview(vb, at: a)
    }
    /// Detaches the view.
    open func removeFromSuperview() {
        guard let s = superview else { return }
        s.subviews.removeAll { $0 === self }
        superview = nil
        layer.removeFromSuperlayer()
    }
    /// True when `view` is this view or inside it.
    open func isDescendant(of view: UIView) -> Bool {
        var v: UIView? = self
        while let c = v { if c === view { return true }; v = c.superview }
        return false
    }
    /// The first view in the subtree with a tag.
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for s in subviews { if let v = s.viewWithTag(tag) { return v } }
        return nil
    }
    /// Called after the view joins a superview.
    open func didMoveToSuperview() {}
    /// Called after the view joins a window (never: there is no window).
    open func didMoveToWindow() {}
    /// Lays out subviews; called when the frame or bounds change.
    open func layoutSubviews() {}
    /// Layout happens when the frame changes: nothing to do.
    open func setNeedsLayout() {}
    /// Layout happens when the frame changes: nothing to do.
    open func layoutIfNeeded() {}
    /// The view is drawn every frame: nothing to do.
    open func setNeedsDisplay() {}
    /// Its current size.
    open func sizeToFit() {}
    /// A point converted to another view's coordinates.
    open func convert(_ p: CGPoint, to view: UIView?) -> CGPoint { layer.convert(p, to: view?.layer) }
    /// A point converted from another view's coordinates.
    open func convert(_ p: CGPoint, from view: UIView?) -> CGPoint { layer.convert(p, from: view?.layer) }

    /// Content modes (`UIView.ContentMode`).
    public enum ContentMode: Int, Sendable {
        /// Stretch.
        case scaleToFill
        /// Fit.
        case scaleAspectFit
        /// Fill.
        case scaleAspectFill
        /// Redraw.
        case redraw
        /// Centre.
        case center
        /// Top.
        case top
        /// Bottom.
        case bottom
        /// Left.
        case left
        /// Right.
        case right
        /// Top left.
        case topLeft
        /// Top right.
        case topRight
        /// Bottom left.
        case bottomLeft
        /// Bottom right.
        case bottomRight
        var gravity: CALayerContentsGravity {
            switch self {
            case .scaleToFill, .redraw: return .resize
            case .scaleAspectFit: return .resizeAspect
            case .scaleAspectFill: return .resizeAspectFill
            case .center: return .center
            case .top: return .top
            case .bottom: return .bottom
            case .left: return .left
            case .right: return .right
            case .topLeft: return CALayerContentsGravity(rawValue: "topLeft")
            case .topRight: return CALayerContentsGravity(rawValue: "topRight")
            case .bottomLeft: return CALayerContentsGravity(rawValue: "bottomLeft")
            case .bottomRight: return CALayerContentsGravity(rawValue: "bottomRight")
            }
        }
    }
    /// Autoresizing flags (kept, not applied).
    public struct AutoresizingMask: OptionSet, Sendable {
        /// The bits.
        public let rawValue: UInt
        /// A mask from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Flexible width.
        public static let flexibleWidth = AutoresizingMask(rawValue: 2)
        /// Flexible height.
        public static let flexibleHeight = AutoresizingMask(rawValue: 16)
    }
}

extension UIView {
    /// Block animation options (`UIView.AnimationOptions`), UIKit's bit values.
    public struct AnimationOptions: OptionSet, Sendable {
        /// The bits.
        public let rawValue: UInt
        /// Options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Lay out subviews (no effect).
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Allow touches (no effect).
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Start from the values on screen.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeat forever.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Run back after each pass.
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Ignore nested durations (no effect).
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// Ignore nested curves (no effect).
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// Redraw content (no effect).
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// Hide/show instead of removing in `transition(from:to:)`.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// Ignore nested options (no effect).
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        /// Ease in and out (the default).
        public static let curveEaseInOut = AnimationOptions([])
        /// Ease in.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Ease out.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Linear.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        /// No transition.
        public static let transitionNone = AnimationOptions([])
        /// Flip about y from the left.
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// Flip about y from the right.
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// Page curl up.
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// Page curl down.
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        /// Cross-dissolve.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// Flip about x from the top.
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        /// Flip about x from the bottom.
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
        var engine: ViewAnimation.Options { ViewAnimation.Options(rawValue: Int(rawValue)) }
    }
    /// Keyframe block options (`UIView.KeyframeAnimationOptions`).
    public struct KeyframeAnimationOptions: OptionSet, Sendable {
        /// The bits.
        public let rawValue: UInt
        /// Options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Start from the values on screen.
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        /// Repeat forever.
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        /// Run back after each pass.
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        /// Allow touches (no effect).
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        /// Linear segments (the default).
        public static let calculationModeLinear = KeyframeAnimationOptions([])
        /// Jumps.
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// Constant speed.
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// Spline.
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// Spline at constant speed.
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
        var calculationMode: CalculationMode {
            switch (rawValue >> 10) & 7 {
            case 1: return .discrete
            case 2: return .paced
            case 3: return .cubic
            case 4: return .cubicPaced
            default: return .linear
            }
        }
    }

    /// Animates the changes made in `animations` (ease in-out).
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        ViewAnimation.animate(withDuration: duration, animations: animations)
    }
    /// Animates the changes made in `animations`, then calls `completion`.
    public class func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        ViewAnimation.animate(withDuration: duration, animations: animations, completion: completion)
    }
    /// Animates the changes made in `animations` after a delay, with options.
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        ViewAnimation.animate(
            withDuration: duration, delay: delay, options: options.engine, animations: animations, completion: completion)
    }
    /// Animates the changes made in `animations` with UIKit's spring (damping ratio, initial velocity).
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        ViewAnimation.animate(
            withDuration: duration, delay: delay, usingSpringWithDamping: Double(dampingRatio),
            initialSpringVelocity: Double(velocity), options: options.engine, animations: animations, completion: completion)
    }
    /// Keyframe blocks: `addKeyframe` inside `animations`.
    public class func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval, options: KeyframeAnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        ViewAnimation.animateKeyframes(
            withDuration: duration, delay: delay, calculationMode: options.calculationMode, animations: animations,
            completion: completion)
    }
    /// One keyframe of `animateKeyframes`: start and duration relative to the whole, 0…1.
    public class func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double, animations: @escaping () -> Void
    ) {
        ViewAnimation.addKeyframe(withRelativeStartTime: frameStartTime, relativeDuration: frameDuration, animations: animations)
    }
    /// Changes the view's content with a transition (flip, curl, cross-dissolve).
    public class func transition(
        with view: UIView, duration: TimeInterval, options: AnimationOptions = [], animations: (() -> Void)?,
        completion: ((Bool) -> Void)? = nil
    ) {
        ViewAnimation.transition(
            with: view.layer.engine, duration: duration, options: options.engine, animations: animations ?? {}, completion: completion)
    }
    /// Replaces `fromView` by `toView` in its superview with a transition (`.showHideTransitionViews`
    /// hides and shows instead of removing and adding).
    public class func transition(
        from fromView: UIView, to toView: UIView, duration: TimeInterval, options: AnimationOptions = [],
        completion: ((Bool) -> Void)? = nil
    ) {
        guard let container = fromView.superview else {
            completion?(true)
            return
        }
        transition(
            with: container, duration: duration, options: options,
            animations: {
                if options.contains(.showHideTransitionViews) {
                    fromView.isHidden = true
                    toView.isHidden = false
                } else {
                    if toView.superview !== container {
                        container.insertSubview(toView, aboveSubview: fromView)
                    }
                    fromView.removeFromSuperview()
                }
            }, completion: completion)
    }
    /// Runs `actions` without animating its changes.
    public class func performWithoutAnimation(_ actions: () -> Void) { Transaction.withoutActions(actions) }
}

/// Text alignment (`NSTextAlignment`).
public enum NSTextAlignment: Int, Sendable {
    /// Left.
    case left = 0
    /// Centred.
    case center = 1
    /// Right.
    case right = 2
    /// Justified (drawn left).
    case justified = 3
    /// Natural (left).
    case natural = 4
    var engine: TextAlignment {
        switch self {
        case .center: return .center
        case .right: return .right
        default: return .left
        }
    }
}

/// A single- or multi-line text view (`UILabel`). The text is centred vertically, as UIKit does.
open class UILabel: UIView, @unchecked Sendable {
    let textLayer = TextLayer()
    /// A label with a frame (17 pt system font, black).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        layer.engine.addSublayer(textLayer)
        textLayer.foregroundColor = .black
        applyStyle()
    }
    /// Not supported (returns nil).
    public required init?(coder: NSCoder) { return nil }
    /// The text.
    open var text: String? {
        didSet { applyStyle() }
    }
    /// The font (17 pt system font by default).
    open var font: UIFont! = UIFont.systemFont(ofSize: 17) {
        didSet { applyStyle() }
    }
    /// The text colour.
    open var textColor: UIColor! = .black {
        didSet { applyStyle() }
    }
    /// Horizontal alignment.
    open var textAlignment: NSTextAlignment = .natural {
        didSet { applyStyle() }
    }
    /// Lines (0: as many as needed, wrapped).
    open var numberOfLines = 1 {
        didSet { applyStyle() }
    }
    /// Ignored (the text is drawn at its font size).
    open var adjustsFontSizeToFitWidth = false
    /// Ignored (the text is drawn at its font size).
    open var minimumScaleFactor: CGFloat = 0
    /// The attributed text (drawn with the label's font and colour).
    open var attributedText: NSAttributedString? {
        get { text.map { NSAttributedString(string: $0) } }
        set { text = newValue?.string }
    }
    open override func layoutSubviews() { applyStyle() }

    func applyStyle() {
        let b = layer.engine.model.bounds
        let size = Double(font?.pointSize ?? 17)
        let lines = Double(max(1, numberOfLines == 0 ? (text ?? "").split(separator: "\n").count : numberOfLines))
        let h = min(b.height, size * 1.2 * lines)
        Transaction.withoutActions {
            textLayer.frame = Rect(0, (b.height - h) / 2, b.width, max(h, size * 1.2))
            textLayer.string = text ?? ""
            textLayer.fontSize = size
            textLayer.font = font?.descriptor ?? FontDescriptor()
            textLayer.foregroundColor = textColor?.color ?? .black
            textLayer.alignmentMode = textAlignment.engine
            textLayer.isWrapped = numberOfLines != 1
        }
    }
}

/// Something told about a text field's editing (`UITextFieldDelegate`); every method has a default.
public protocol UITextFieldDelegate: AnyObject {
    /// Editing began (never called: there is no keyboard).
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Editing ended (never called: there is no keyboard).
    func textFieldDidEndEditing(_ textField: UITextField)
    /// Return pressed (never called).
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}
extension UITextFieldDelegate {
    /// Does nothing.
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    /// Does nothing.
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    /// True.
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}

/// A text field (`UITextField`), drawn as its text (or placeholder in grey) inset by 7 points.
open class UITextField: UILabel, @unchecked Sendable {
    /// The delegate (kept; there is no keyboard, so editing callbacks do not come).
    open weak var delegate: UITextFieldDelegate?
    /// Grey text shown while `text` is empty.
    open var placeholder: String? {
        didSet { applyStyle() }
    }
    /// Bullets instead of the text.
    open var isSecureTextEntry = false {
        didSet { applyStyle() }
    }
    /// Border style (`.roundedRect` draws a light border with rounded corners).
    open var borderStyle: BorderStyle = .none {
        didSet {
            layer.borderWidth = borderStyle == .none ? 0 : 1
            layer.borderColor = UIColor(white: 0.8, alpha: 1).cgColor
            layer.cornerRadius = borderStyle == .roundedRect ? 5 : 0
        }
    }
    /// Text field border styles.
    public enum BorderStyle: Int, Sendable {
        /// None.
        case none
        /// A line.
        case line
        /// A bezel.
        case bezel
        /// Rounded.
        case roundedRect
    }
    override func applyStyle() {
        super.applyStyle()
        let t = text ?? ""
        let shown = t.isEmpty ? (placeholder ?? "") : (isSecureTextEntry ? String(repeating: "•", count: t.count) : t)
        let b = layer.engine.model.bounds
        Transaction.withoutActions {
            textLayer.string = shown
            if t.isEmpty { textLayer.foregroundColor = Color(r: 0.78, g: 0.78, b: 0.8) }
            textLayer.frame = Rect(7, textLayer.model.frame.minY, max(0, b.width - 14), textLayer.model.frame.height)
        }
    }
}

/// An image view (`UIImageView`).
open class UIImageView: UIView, @unchecked Sendable {
    /// A view showing `image`, sized to it.
    public init(image: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
        layer.contents = image?.cgImage
    }
    /// An empty image view.
    public override init(frame: CGRect) { super.init(frame: frame) }
    /// Not supported (returns nil).
    public required init?(coder: NSCoder) { return nil }
    /// The image.
    open var image: UIImage? {
        didSet { layer.contents = image?.cgImage }
    }
    /// How the image fits (`.scaleToFill` by default).
    open override var contentMode: ContentMode {
        didSet { layer.contentsGravity = contentMode.gravity }
    }
}

/// Control states for button titles (`UIControl.State`).
public struct UIControlState: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt
    /// A state from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Normal.
    public static let normal = UIControlState([])
    /// Highlighted.
    public static let highlighted = UIControlState(rawValue: 1)
    /// Disabled.
    public static let disabled = UIControlState(rawValue: 2)
    /// Selected.
    public static let selected = UIControlState(rawValue: 4)
}

/// A control (`UIControl`).
open class UIControl: UIView, @unchecked Sendable {
    /// State names.
    public typealias State = UIControlState
    /// Enabled.
    open var isEnabled = true
    /// Selected.
    open var isSelected = false
    /// Highlighted.
    open var isHighlighted = false
}

/// A button (`UIButton`): a title label centred in the view.
open class UIButton: UIControl, @unchecked Sendable {
    /// Button types.
    public enum ButtonType: Int, Sendable {
        /// Custom.
        case custom
        /// System (blue title).
        case system
    }
    /// The title label.
    public let titleLabel: UILabel?
    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    /// A button with a frame.
    public override init(frame: CGRect) {
        let label = UILabel(frame: CGRect(origin: .zero, size: frame.size))
        label.textAlignment = .center
        label.font = UIFont.systemFont(ofSize: 18)
        titleLabel = label
        super.init(frame: frame)
        addSubview(label)
    }
    /// A button of a type.
    public convenience init(type: ButtonType) {
        self.init(frame: .zero)
        if type == .system { setTitleColor(.systemBlue, for: .normal) }
    }
    /// Not supported (returns nil).
    public required init?(coder: NSCoder) { return nil }
    /// Sets the title for a state (the normal one is drawn).
    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        if state == .normal { titleLabel?.text = title }
    }
    /// The title for a state.
    open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[0] }
    /// Sets the title colour for a state (the normal one is drawn).
    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state.rawValue] = color
        if state == .normal { titleLabel?.textColor = color ?? .white }
    }
    /// The title colour for a state.
    open func titleColor(for state: State) -> UIColor? { titleColors[state.rawValue] ?? titleColors[0] }
    /// The title of the normal state.
    open var currentTitle: String? { title(for: .normal) }
    open override func layoutSubviews() { titleLabel?.frame = CGRect(origin: .zero, size: bounds.size) }
}

/// A view controller (`UIViewController`): `view` is made on first use (`loadView`, then
/// `viewDidLoad`); `ViewControllerScene` calls `viewWillAppear`, `viewDidAppear` at scene time 0.
open class UIViewController: @unchecked Sendable {
    private var loadedView: UIView?
    /// The root view (made by `loadView` on first use).
    public var view: UIView! {
        get {
            if loadedView == nil {
                loadView()
                if loadedView == nil { loadedView = UIView(frame: CGRect(origin: .zero, size: UIScreen.main.bounds.size)) }
                viewDidLoad()
            }
            return loadedView
        }
        set { loadedView = newValue }
    }
    /// True once the view exists.
    public var isViewLoaded: Bool { loadedView != nil }
    /// The title.
    open var title: String?
    /// A controller.
    public init() {}
    /// A controller (nibs are not loaded).
    public init(nibName: String?, bundle: Bundle?) {}
    /// Controllers from storyboards are not supported: returns nil.
    public required init?(coder: NSCoder) { return nil }
    /// Makes `view` (default: a white screen-sized view).
    open func loadView() {
        let v = UIView(frame: CGRect(origin: .zero, size: UIScreen.main.bounds.size))
        v.backgroundColor = .white
        loadedView = v
    }
    /// Called once the view exists.
    open func viewDidLoad() {}
    /// Called before the view appears.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called when the view has appeared (scene time 0).
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view disappears (never: scenes do not end early).
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view disappears (never).
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called before the view lays out its subviews.
    open func viewWillLayoutSubviews() {}
    /// Called after the view laid out its subviews.
    open func viewDidLayoutSubviews() {}
    /// The status bar style (not drawn).
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// Presenting another controller is not supported.
    @available(*, unavailable, message: "one view controller per scene: add the other controller's view as a subview instead")
    open func present(_ vc: UIViewController, animated: Bool, completion: (() -> Void)? = nil) {}
}

/// Status bar styles.
public enum UIStatusBarStyle: Int, Sendable {
    /// Dark content.
    case `default`
    /// Light content.
    case lightContent
    /// Dark content.
    case darkContent
}

/// The screen (`UIScreen.main`): the size of the scene being rendered (375 × 667 outside one).
public final class UIScreen: @unchecked Sendable {
    /// The screen.
    public static var main: UIScreen { UIScreen(size: ViewControllerScene.currentSize ?? CGSize(width: 375, height: 667)) }
    let size: CGSize
    init(size: CGSize) { self.size = size }
    /// The screen in points.
    public var bounds: CGRect { CGRect(origin: .zero, size: size) }
    /// Points to pixels (2).
    public var scale: CGFloat { 2 }
}
