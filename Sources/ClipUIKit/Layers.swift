import ClipAnimation
import ClipGeometry
import ClipImage
import ClipRaster

/// Core Animation's layer (`CALayer`), a thin wrapper around one engine `Layer`: it has CALayer's
/// own properties only (`instanceCount` belongs to `CAReplicatorLayer`, `path` to `CAShapeLayer`, …).
open class CALayer: @unchecked Sendable {
    /// The engine layer this wraps (what the renderer draws).
    package let engine: Layer
    /// The sublayers, back to front (nil when there are none, as in Core Animation).
    public private(set) var sublayers: [CALayer]?
    /// The layer this one is a sublayer of.
    public private(set) weak var superlayer: CALayer?

    /// A stand-alone layer with Core Animation's defaults. As in Core Animation, a change to a
    /// stand-alone layer that is already on screen animates implicitly (0.25 s, or the enclosing
    /// `CATransaction`'s duration and curve; none with `setDisableActions(true)`); a view's own
    /// layer does not.
    public required init() {
        engine = Layer()
        engine.implicitAnimations = true
    }
    /// A stand-alone layer of a subclass's kind (implicit animations on, as `init()`).
    package init(standalone engine: Layer) {
        self.engine = engine
        engine.implicitAnimations = true
    }
    /// A layer wrapping an engine layer that exists already (its implicit-animation setting kept).
    package init(engine: Layer) { self.engine = engine }
    /// A copy of another layer's model values (`init(layer:)`, used for presentation copies).
    public convenience init(layer: Any) {
        self.init()
        if let l = layer as? CALayer { Transaction.withoutActions { engine.model = l.engine.model } }
    }

    // MARK: Geometry
    /// The layer's own coordinate space.
    open var bounds: CGRect {
        get { CGRect(engine.model.bounds) }
        set { engine.bounds = newValue.engine }
    }
    /// Where the anchor point sits in the superlayer.
    open var position: CGPoint {
        get { CGPoint(engine.model.position) }
        set { engine.position = newValue.engine }
    }
    /// The anchor point, in unit coordinates of the bounds.
    open var anchorPoint: CGPoint {
        get { CGPoint(engine.model.anchorPoint) }
        set { engine.anchorPoint = newValue.engine }
    }
    /// Depth along z.
    open var zPosition: CGFloat {
        get { CGFloat(engine.model.zPosition) }
        set { engine.zPosition = Double(newValue) }
    }
    /// The frame in the superlayer (derived from bounds, position, anchor point and transform).
    open var frame: CGRect {
        get { CGRect(engine.frame) }
        set { engine.frame = newValue.engine }
    }
    /// The 3D transform about the anchor point.
    open var transform: CATransform3D {
        get { CATransform3D(engine.model.transform) }
        set { engine.transform = newValue.engine }
    }
    /// The transform applied to the sublayers.
    open var sublayerTransform: CATransform3D {
        get { CATransform3D(engine.model.sublayerTransform) }
        set { engine.sublayerTransform = newValue.engine }
    }
    /// The transform as an affine transform.
    public func affineTransform() -> CGAffineTransform { CGAffineTransform(engine.model.transform.affine) }
    /// Sets the transform from an affine transform.
    public func setAffineTransform(_ m: CGAffineTransform) { engine.transform = Transform3D(m.engine) }

    // MARK: Appearance
    /// Opacity of the layer and its sublayers, 0…1.
    open var opacity: Float {
        get { Float(engine.model.opacity) }
        set { engine.opacity = Double(newValue) }
    }
    /// Hidden layers are not drawn.
    open var isHidden: Bool {
        get { engine.model.isHidden }
        set { engine.isHidden = newValue }
    }
    /// The fill of the bounds.
    open var backgroundColor: CGColor? {
        get { engine.model.backgroundColor.map(CGColor.init) }
        set { engine.backgroundColor = newValue?.color }
    }
    /// Radius of the rounded corners.
    open var cornerRadius: CGFloat {
        get { CGFloat(engine.model.cornerRadius) }
        set { engine.cornerRadius = Double(newValue) }
    }
    /// Border width.
    open var borderWidth: CGFloat {
        get { CGFloat(engine.model.borderWidth) }
        set { engine.borderWidth = Double(newValue) }
    }
    /// Border colour.
    open var borderColor: CGColor? {
        get { engine.model.borderColor.map(CGColor.init) }
        set { engine.borderColor = newValue?.color }
    }
    /// Clip sublayers and contents to the bounds.
    open var masksToBounds: Bool {
        get { engine.model.masksToBounds }
        set { engine.masksToBounds = newValue }
    }
    /// When false, the back of the layer is not drawn.
    open var isDoubleSided: Bool {
        get { engine.model.isDoubleSided }
        set { engine.isDoubleSided = newValue }
    }
    /// Shadow colour.
    open var shadowColor: CGColor? {
        get { engine.model.shadowColor.map(CGColor.init) }
        set { engine.shadowColor = newValue?.color }
    }
    /// Shadow opacity, 0…1.
    open var shadowOpacity: Float {
        get { Float(engine.model.shadowOpacity) }
        set { engine.shadowOpacity = Double(newValue) }
    }
    /// Shadow offset.
    open var shadowOffset: CGSize {
        get { CGSize(engine.model.shadowOffset) }
        set { engine.shadowOffset = newValue.engine }
    }
    /// Shadow blur radius.
    open var shadowRadius: CGFloat {
        get { CGFloat(engine.model.shadowRadius) }
        set { engine.shadowRadius = Double(newValue) }
    }
    /// Shadow shape.
    open var shadowPath: CGPath? {
        get { engine.model.shadowPath.map(CGPath.init) }
        set { engine.shadowPath = newValue?.path }
    }
    /// The layer's image: a `CGImage` (`UIImage(named:)!.cgImage`), or nil.
    open var contents: Any? {
        get { contentsImage }
        set {
            contentsImage = newValue
            if let img = newValue as? CGImage {
                engine.contents = .image(img.pixmap)
            } else if let img = newValue as? UIImage, let c = img.cgImage {
                engine.contents = .image(c.pixmap)
            } else {
                engine.contents = nil
            }
        }
    }
    private var contentsImage: Any?
    /// How the contents fit the bounds.
    open var contentsGravity: CALayerContentsGravity {
        get { CALayerContentsGravity(rawValue: engine.model.contentsGravity.rawValue) }
        set { engine.contentsGravity = ContentsGravity(rawValue: newValue.rawValue) ?? .resize }
    }
    /// The part of the contents shown, in unit coordinates.
    open var contentsRect: CGRect {
        get { CGRect(engine.model.contentsRect) }
        set { engine.contentsRect = newValue.engine }
    }
    /// Pixels per point of the contents.
    open var contentsScale: CGFloat {
        get { CGFloat(engine.model.contentsScale) }
        set { engine.contentsScale = Double(newValue) }
    }
    /// Blend filter by Core Animation's name (`"multiplyBlendMode"`, `"screenBlendMode"`, …).
    open var compositingFilter: Any? {
        get { engine.model.compositingFilter?.rawValue }
        set { engine.compositingFilter = (newValue as? String).flatMap(CompositingFilter.init(rawValue:)) }
    }
    /// A name for the layer (error messages name it).
    open var name: String? {
        get { engine.name }
        set { engine.name = newValue }
    }
    /// A layer whose alpha masks this one.
    open var mask: CALayer? {
        didSet { engine.mask = mask?.engine }
    }
    /// Layer time: local time origin.
    open var beginTime: CFTimeInterval {
        get { engine.model.beginTime }
        set { engine.beginTime = newValue }
    }
    /// Layer time: rate (0 pauses).
    open var speed: Float {
        get { Float(engine.model.speed) }
        set { engine.speed = Double(newValue) }
    }
    /// Layer time: offset.
    open var timeOffset: CFTimeInterval {
        get { engine.model.timeOffset }
        set { engine.timeOffset = newValue }
    }
    /// Ignored (the engine draws at the output scale).
    open var rasterizationScale: CGFloat = 1
    /// Ignored (the engine draws at the output scale).
    open var shouldRasterize = false
    /// The delegate (kept, not called: there is no display cycle).
    open weak var delegate: AnyObject?

    // MARK: Tree
    /// Appends a sublayer on top.
    open func addSublayer(_ layer: CALayer) { insertSublayer(layer, at: UInt32(sublayers?.count ?? 0)) }
    /// Inserts a sublayer at an index.
    open func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        layer.removeFromSuperlayer()
        var list = sublayers ?? []
        let i = min(Int(idx), list.count)
        list.insert(layer, at: i)
        sublayers = list
        layer.superlayer = self
        engine.insertSublayer(layer.engine, at: i)
    }
    /// Inserts a sublayer below a sibling.
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        let i = sibling.flatMap { s in sublayers?.firstIndex { $0 === s } } ?? 0
        insertSublayer(layer, at: UInt32(i))
    }
    /// Inserts a sublayer above a sibling.
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        let i = sibling.flatMap { s in sublayers?.firstIndex { $0 === s } }.map { $0 + 1 } ?? (sublayers?.count ?? 0)
        insertSublayer(layer, at: UInt32(i))
    }
    /// Replaces a sublayer.
    open func replaceSublayer(_ old: CALayer, with new: CALayer) {
        guard let i = sublayers?.firstIndex(where: { $0 === old }) else { return }
        old.removeFromSuperlayer()
        insertSublayer(new, at: UInt32(i))
    }
    /// Detaches the layer from its superlayer.
    open func removeFromSuperlayer() {
        guard let s = superlayer else { return }
        s.sublayers?.removeAll { $0 === self }
        if s.sublayers?.isEmpty == true { s.sublayers = nil }
        superlayer = nil
        engine.removeFromSuperlayer()
    }

    /// A wrapper of an engine layer tree that already exists, every engine sublayer with its own
    /// wrapper: clipgen's built-in scenes drive the layers they draw with iOS code this way.
    package static func wrapping(tree engine: Layer) -> CALayer {
        let w = CALayer(engine: engine)
        let children = engine.sublayers.map { wrapping(tree: $0) }
        for c in children { c.superlayer = w }
        w.sublayers = children.isEmpty ? nil : children
        return w
    }
    /// The wrapper of `layer` in this wrapped tree (this layer or a descendant), or nil.
    package func wrapper(of layer: Layer) -> CALayer? {
        if engine === layer { return self }
        for s in sublayers ?? [] { if let w = s.wrapper(of: layer) { return w } }
        return nil
    }

    // MARK: Animations
    /// Attaches a copy of `anim` (same key replaces).
    open func add(_ anim: CAAnimation, forKey key: String?) {
        let snapshot = anim.copyAnimation()
        let e = snapshot.makeEngineAnimation()
        snapshot.attachDelegate(to: e)
        if let key { attachedByKey[key] = snapshot }
        engine.add(e, forKey: key)
        CATransaction.noteAnimation(e, on: engine)
    }
    /// Removes the animation under `key`.
    open func removeAnimation(forKey key: String) {
        attachedByKey[key] = nil
        engine.removeAnimation(forKey: key)
    }
    /// Removes every animation.
    open func removeAllAnimations() {
        attachedByKey.removeAll()
        engine.removeAllAnimations()
    }
    /// Keys of the running animations (nil when none).
    open func animationKeys() -> [String]? {
        let k = engine.animationKeys()
        return k.isEmpty ? nil : k
    }
    /// The animation attached under `key` (a copy), or nil.
    open func animation(forKey key: String) -> CAAnimation? {
        engine.animation(forKey: key) == nil ? nil : attachedByKey[key]?.copyAnimation()
    }
    private var attachedByKey: [String: CAAnimation] = [:]

    /// A copy with the values currently shown (animations applied).
    open func presentation() -> Self? {
        let p = Self.init()
        let state = engine.presentation()
        Transaction.withoutActions { p.engine.model = state }
        return p
    }
    /// The layer itself (its model values).
    open func model() -> Self { self }

    // MARK: Key-value coding
    /// Sets a property by key path (`"position.x"`, `"transform.rotation.z"`, …).
    open func setValue(_ value: Any?, forKeyPath keyPath: String) {
        engine.setValue(animValue(value) ?? .null, forKeyPath: keyPath)
    }
    /// Sets a property by key.
    open func setValue(_ value: Any?, forKey key: String) { setValue(value, forKeyPath: key) }
    /// Reads a property by key path.
    open func value(forKeyPath keyPath: String) -> Any? { engine.value(forKeyPath: keyPath).flatMap(anyValue) }
    /// Reads a property by key.
    open func value(forKey key: String) -> Any? { value(forKeyPath: key) }

    // MARK: Coordinates
    /// A point in this layer's coordinates converted to another layer's.
    public func convert(_ p: CGPoint, to layer: CALayer?) -> CGPoint {
        engine.convert(p.engine, to: layer?.engine).map(CGPoint.init) ?? p
    }
    /// A point in another layer's coordinates converted to this layer's.
    public func convert(_ p: CGPoint, from layer: CALayer?) -> CGPoint {
        engine.convert(p.engine, from: layer?.engine).map(CGPoint.init) ?? p
    }
    /// True when the point (in the superlayer's coordinates) lies in the bounds.
    open func contains(_ p: CGPoint) -> Bool { bounds.contains(p) }
    /// The layer is drawn every frame: nothing to do.
    open func setNeedsDisplay() {}
    /// Layout happens when properties change: nothing to do.
    open func setNeedsLayout() {}
    /// Layout happens when properties change: nothing to do.
    open func layoutIfNeeded() {}
    /// Nothing to lay out by default.
    open func layoutSublayers() {}
}

/// `CALayer.contentsGravity` names.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    /// The name.
    public let rawValue: String
    /// A gravity by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Stretch to fill.
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    /// Fit, keeping the aspect ratio.
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    /// Fill, keeping the aspect ratio (cropped).
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
    /// Centred at its size.
    public static let center = CALayerContentsGravity(rawValue: "center")
    /// Top edge.
    public static let top = CALayerContentsGravity(rawValue: "top")
    /// Bottom edge.
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    /// Left edge.
    public static let left = CALayerContentsGravity(rawValue: "left")
    /// Right edge.
    public static let right = CALayerContentsGravity(rawValue: "right")
}

/// Shape fill rules (`CAShapeLayerFillRule`).
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    /// The name.
    public let rawValue: String
    /// A rule by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Non-zero winding.
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    /// Even-odd.
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}
/// Stroke end caps (`CAShapeLayerLineCap`).
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    /// The name.
    public let rawValue: String
    /// A cap by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Flat at the end.
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    /// Round.
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    /// Square, past the end.
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}
/// Stroke joins (`CAShapeLayerLineJoin`).
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    /// The name.
    public let rawValue: String
    /// A join by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Mitered.
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    /// Round.
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    /// Bevelled.
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}
/// `kCALineCapRound` and friends (the pre-Swift 4.2 spelling).
public let kCALineCapRound = CAShapeLayerLineCap.round
/// `kCALineCapButt`.
public let kCALineCapButt = CAShapeLayerLineCap.butt
/// `kCALineCapSquare`.
public let kCALineCapSquare = CAShapeLayerLineCap.square
/// `kCALineJoinRound`.
public let kCALineJoinRound = CAShapeLayerLineJoin.round
/// `kCAFillRuleEvenOdd`.
public let kCAFillRuleEvenOdd = CAShapeLayerFillRule.evenOdd

/// A layer that fills and strokes a path (`CAShapeLayer`).
open class CAShapeLayer: CALayer, @unchecked Sendable {
    var shape: ShapeLayer { engine as! ShapeLayer }
    /// An empty shape layer (black fill, no stroke).
    public required init() { super.init(standalone: ShapeLayer()) }
    /// The path, in bounds coordinates.
    open var path: CGPath? {
        get { shape.path.map(CGPath.init) }
        set { shape.path = newValue?.path }
    }
    /// Fill colour (nil: none).
    open var fillColor: CGColor? {
        get { shape.fillColor.map(CGColor.init) }
        set { shape.fillColor = newValue?.color }
    }
    /// Stroke colour (nil: none).
    open var strokeColor: CGColor? {
        get { shape.strokeColor.map(CGColor.init) }
        set { shape.strokeColor = newValue?.color }
    }
    /// Stroke width.
    open var lineWidth: CGFloat {
        get { CGFloat(shape.lineWidth) }
        set { shape.lineWidth = Double(newValue) }
    }
    /// Where the stroke starts, 0…1.
    open var strokeStart: CGFloat {
        get { CGFloat(shape.strokeStart) }
        set { shape.strokeStart = Double(newValue) }
    }
    /// Where the stroke ends, 0…1.
    open var strokeEnd: CGFloat {
        get { CGFloat(shape.strokeEnd) }
        set { shape.strokeEnd = Double(newValue) }
    }
    /// Dash lengths.
    open var lineDashPattern: [NSNumber]? {
        get { shape.lineDashPattern.isEmpty ? nil : shape.lineDashPattern.map { NSNumber(value: $0) } }
        set { shape.lineDashPattern = newValue?.map { $0.doubleValue } ?? [] }
    }
    /// Dash phase.
    open var lineDashPhase: CGFloat {
        get { CGFloat(shape.lineDashPhase) }
        set { shape.lineDashPhase = Double(newValue) }
    }
    /// Miter limit.
    open var miterLimit: CGFloat {
        get { CGFloat(shape.miterLimit) }
        set { shape.miterLimit = Double(newValue) }
    }
    /// End caps.
    open var lineCap: CAShapeLayerLineCap {
        get {
            CAShapeLayerLineCap(rawValue: shape.lineCap == .round ? "round" : shape.lineCap == .square ? "square" : "butt")
        }
        set { shape.lineCap = newValue == .round ? .round : newValue == .square ? .square : .butt }
    }
    /// Joins.
    open var lineJoin: CAShapeLayerLineJoin {
        get {
            CAShapeLayerLineJoin(rawValue: shape.lineJoin == .round ? "round" : shape.lineJoin == .bevel ? "bevel" : "miter")
        }
        set { shape.lineJoin = newValue == .round ? .round : newValue == .bevel ? .bevel : .miter }
    }
    /// Fill rule.
    open var fillRule: CAShapeLayerFillRule {
        get { shape.fillRule == .evenOdd ? .evenOdd : .nonZero }
        set { shape.fillRule = newValue == .evenOdd ? .evenOdd : .nonZero }
    }
}

/// `CAGradientLayerType`.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    /// The name.
    public let rawValue: String
    /// A type by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Linear.
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// Elliptical.
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Angular.
    public static let conic = CAGradientLayerType(rawValue: "conic")
}

/// A gradient (`CAGradientLayer`).
open class CAGradientLayer: CALayer, @unchecked Sendable {
    var gradient: GradientLayer { engine as! GradientLayer }
    /// An empty gradient layer.
    public required init() { super.init(standalone: GradientLayer()) }
    /// The colours (`CGColor`s).
    open var colors: [Any]? {
        get { gradient.colors.isEmpty ? nil : gradient.colors.map(CGColor.init) }
        set { gradient.colors = (newValue ?? []).compactMap { ($0 as? CGColor)?.color ?? ($0 as? UIColor)?.color } }
    }
    /// Positions of the colours, 0…1.
    open var locations: [NSNumber]? {
        get { gradient.locations?.map { NSNumber(value: $0) } }
        set { gradient.locations = newValue?.map { $0.doubleValue } }
    }
    /// Start, in unit coordinates.
    open var startPoint: CGPoint {
        get { CGPoint(gradient.startPoint) }
        set { gradient.startPoint = newValue.engine }
    }
    /// End, in unit coordinates.
    open var endPoint: CGPoint {
        get { CGPoint(gradient.endPoint) }
        set { gradient.endPoint = newValue.engine }
    }
    /// Axial, radial or conic.
    open var type: CAGradientLayerType {
        get { CAGradientLayerType(rawValue: gradient.gradientType.rawValue) }
        set { gradient.gradientType = GradientType(rawValue: newValue.rawValue) ?? .axial }
    }
}

/// `CATextLayerAlignmentMode`.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    /// The name.
    public let rawValue: String
    /// A mode by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Natural (left).
    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    /// Left.
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    /// Right.
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    /// Centred.
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    /// Justified (drawn left-aligned).
    public static let justified = CATextLayerAlignmentMode(rawValue: "left")
}
/// `kCAAlignmentCenter` (pre-Swift 4.2 spelling).
public let kCAAlignmentCenter = CATextLayerAlignmentMode.center

/// Text (`CATextLayer`).
open class CATextLayer: CALayer, @unchecked Sendable {
    var text: TextLayer { engine as! TextLayer }
    /// An empty text layer (36 pt, white).
    public required init() { super.init(standalone: TextLayer()) }
    /// The text: a `String` (attributed strings draw their plain text).
    open var string: Any? {
        get { text.string }
        set { text.string = (newValue as? String) ?? (newValue as? NSAttributedString)?.string ?? "" }
    }
    /// The font: a `UIFont`, or a family name as a `String`.
    open var font: Any? {
        didSet {
            if let f = font as? UIFont {
                text.font = f.descriptor
            } else if let n = font as? String {
                text.font = UIFont.descriptor(forName: n)
            }
        }
    }
    /// Size in points.
    open var fontSize: CGFloat {
        get { CGFloat(text.fontSize) }
        set { text.fontSize = Double(newValue) }
    }
    /// Text colour.
    open var foregroundColor: CGColor? {
        get { CGColor(text.foregroundColor) }
        set { text.foregroundColor = newValue?.color ?? .white }
    }
    /// Alignment.
    open var alignmentMode: CATextLayerAlignmentMode {
        get { CATextLayerAlignmentMode(rawValue: text.alignmentMode.rawValue) }
        set { text.alignmentMode = TextAlignment(rawValue: newValue.rawValue) ?? .natural }
    }
    /// Wrap at word boundaries.
    open var isWrapped: Bool {
        get { text.isWrapped }
        set { text.isWrapped = newValue }
    }
}

/// Copies of its sublayers, each transformed, delayed and tinted once more (`CAReplicatorLayer`).
open class CAReplicatorLayer: CALayer, @unchecked Sendable {
    var replicator: ReplicatorLayer { engine as! ReplicatorLayer }
    /// An empty replicator (one instance).
    public required init() { super.init(standalone: ReplicatorLayer()) }
    /// Number of copies.
    open var instanceCount: Int {
        get { replicator.instanceCount }
        set { replicator.instanceCount = newValue }
    }
    /// Delay per copy, seconds.
    open var instanceDelay: CFTimeInterval {
        get { replicator.instanceDelay }
        set { replicator.instanceDelay = newValue }
    }
    /// Transform per copy.
    open var instanceTransform: CATransform3D {
        get { CATransform3D(replicator.instanceTransform) }
        set { replicator.instanceTransform = newValue.engine }
    }
    /// Colour multiplied into the copies.
    open var instanceColor: CGColor? {
        get { CGColor(replicator.instanceColor) }
        set { replicator.instanceColor = newValue?.color ?? .white }
    }
    /// Red added per copy.
    open var instanceRedOffset: Float {
        get { Float(replicator.instanceRedOffset) }
        set { replicator.instanceRedOffset = Double(newValue) }
    }
    /// Green added per copy.
    open var instanceGreenOffset: Float {
        get { Float(replicator.instanceGreenOffset) }
        set { replicator.instanceGreenOffset = Double(newValue) }
    }
    /// Blue added per copy.
    open var instanceBlueOffset: Float {
        get { Float(replicator.instanceBlueOffset) }
        set { replicator.instanceBlueOffset = Double(newValue) }
    }
    /// Alpha added per copy.
    open var instanceAlphaOffset: Float {
        get { Float(replicator.instanceAlphaOffset) }
        set { replicator.instanceAlphaOffset = Double(newValue) }
    }
}

/// A layer whose sublayers keep their own 3D positions (`CATransformLayer`).
open class CATransformLayer: CALayer, @unchecked Sendable {
    /// An empty transform layer.
    public required init() { super.init(standalone: TransformLayer()) }
}

/// `CAEmitterLayerEmitterShape`.
public struct CAEmitterLayerEmitterShape: RawRepresentable, Hashable, Sendable {
    /// The name.
    public let rawValue: String
    /// A shape by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A point.
    public static let point = CAEmitterLayerEmitterShape(rawValue: "point")
    /// A line.
    public static let line = CAEmitterLayerEmitterShape(rawValue: "line")
    /// A rectangle.
    public static let rectangle = CAEmitterLayerEmitterShape(rawValue: "rectangle")
    /// A circle.
    public static let circle = CAEmitterLayerEmitterShape(rawValue: "circle")
}
/// `CAEmitterLayerEmitterMode`.
public struct CAEmitterLayerEmitterMode: RawRepresentable, Hashable, Sendable {
    /// The name.
    public let rawValue: String
    /// A mode by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Inside the shape.
    public static let volume = CAEmitterLayerEmitterMode(rawValue: "volume")
    /// On the edge.
    public static let outline = CAEmitterLayerEmitterMode(rawValue: "outline")
    /// Inside the shape.
    public static let surface = CAEmitterLayerEmitterMode(rawValue: "surface")
    /// At points.
    public static let points = CAEmitterLayerEmitterMode(rawValue: "points")
}
/// `CAEmitterLayerRenderMode`.
public struct CAEmitterLayerRenderMode: RawRepresentable, Hashable, Sendable {
    /// The name.
    public let rawValue: String
    /// A mode by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Source-over.
    public static let unordered = CAEmitterLayerRenderMode(rawValue: "unordered")
    /// Added (glows).
    public static let additive = CAEmitterLayerRenderMode(rawValue: "additive")
    /// Oldest first.
    public static let oldestFirst = CAEmitterLayerRenderMode(rawValue: "oldestFirst")
    /// Oldest last.
    public static let oldestLast = CAEmitterLayerRenderMode(rawValue: "oldestLast")
}

/// A particle template (`CAEmitterCell`).
open class CAEmitterCell: @unchecked Sendable {
    let cell = EmitterCell()
    /// An empty cell.
    public init() {}
    /// Name.
    open var name: String? {
        get { cell.name }
        set { cell.name = newValue }
    }
    /// Particles per second.
    open var birthRate: Float {
        get { Float(cell.birthRate) }
        set { cell.birthRate = Double(newValue) }
    }
    /// Life, seconds.
    open var lifetime: Float {
        get { Float(cell.lifetime) }
        set { cell.lifetime = Double(newValue) }
    }
    /// Life spread.
    open var lifetimeRange: Float {
        get { Float(cell.lifetimeRange) }
        set { cell.lifetimeRange = Double(newValue) }
    }
    /// Speed, points per second.
    open var velocity: CGFloat {
        get { CGFloat(cell.velocity) }
        set { cell.velocity = Double(newValue) }
    }
    /// Speed spread.
    open var velocityRange: CGFloat {
        get { CGFloat(cell.velocityRange) }
        set { cell.velocityRange = Double(newValue) }
    }
    /// Acceleration along x.
    open var xAcceleration: CGFloat {
        get { CGFloat(cell.xAcceleration) }
        set { cell.xAcceleration = Double(newValue) }
    }
    /// Acceleration along y.
    open var yAcceleration: CGFloat {
        get { CGFloat(cell.yAcceleration) }
        set { cell.yAcceleration = Double(newValue) }
    }
    /// Direction, radians.
    open var emissionLongitude: CGFloat {
        get { CGFloat(cell.emissionLongitude) }
        set { cell.emissionLongitude = Double(newValue) }
    }
    /// Direction spread.
    open var emissionRange: CGFloat {
        get { CGFloat(cell.emissionRange) }
        set { cell.emissionRange = Double(newValue) }
    }
    /// Scale.
    open var scale: CGFloat {
        get { CGFloat(cell.scale) }
        set { cell.scale = Double(newValue) }
    }
    /// Scale spread.
    open var scaleRange: CGFloat {
        get { CGFloat(cell.scaleRange) }
        set { cell.scaleRange = Double(newValue) }
    }
    /// Scale change per second.
    open var scaleSpeed: CGFloat {
        get { CGFloat(cell.scaleSpeed) }
        set { cell.scaleSpeed = Double(newValue) }
    }
    /// Spin, radians per second.
    open var spin: CGFloat {
        get { CGFloat(cell.spin) }
        set { cell.spin = Double(newValue) }
    }
    /// Spin spread.
    open var spinRange: CGFloat {
        get { CGFloat(cell.spinRange) }
        set { cell.spinRange = Double(newValue) }
    }
    /// Tint.
    open var color: CGColor? {
        get { CGColor(cell.color) }
        set { cell.color = newValue?.color ?? .white }
    }
    /// Alpha change per second.
    open var alphaSpeed: Float {
        get { Float(cell.alphaSpeed) }
        set { cell.alphaSpeed = Double(newValue) }
    }
    /// Alpha spread.
    open var alphaRange: Float {
        get { Float(cell.alphaRange) }
        set { cell.alphaRange = Double(newValue) }
    }
    /// The particle image (`CGImage`).
    open var contents: Any? {
        didSet { cell.contents = (contents as? CGImage)?.pixmap }
    }
}

/// Particles (`CAEmitterLayer`).
open class CAEmitterLayer: CALayer, @unchecked Sendable {
    var emitter: EmitterLayer { engine as! EmitterLayer }
    /// An emitter with no cells.
    public required init() { super.init(standalone: EmitterLayer()) }
    /// The cells.
    open var emitterCells: [CAEmitterCell]? {
        didSet { emitter.emitterCells = (emitterCells ?? []).map(\.cell) }
    }
    /// Centre of the shape.
    open var emitterPosition: CGPoint {
        get { CGPoint(emitter.emitterPosition) }
        set { emitter.emitterPosition = newValue.engine }
    }
    /// Size of the shape.
    open var emitterSize: CGSize {
        get { CGSize(emitter.emitterSize) }
        set { emitter.emitterSize = newValue.engine }
    }
    /// Shape.
    open var emitterShape: CAEmitterLayerEmitterShape {
        get { CAEmitterLayerEmitterShape(rawValue: emitter.emitterShape.rawValue) }
        set { emitter.emitterShape = EmitterShape(rawValue: newValue.rawValue) ?? .point }
    }
    /// Where on the shape.
    open var emitterMode: CAEmitterLayerEmitterMode {
        get { CAEmitterLayerEmitterMode(rawValue: emitter.emitterMode.rawValue) }
        set { emitter.emitterMode = EmitterMode(rawValue: newValue.rawValue) ?? .volume }
    }
    /// Draw order and blending.
    open var renderMode: CAEmitterLayerRenderMode {
        get { CAEmitterLayerRenderMode(rawValue: emitter.renderMode.rawValue) }
        set { emitter.renderMode = EmitterRenderMode(rawValue: newValue.rawValue) ?? .unordered }
    }
    /// Birth-rate multiplier for every cell.
    open var birthRate: Float {
        get { Float(emitter.birthRate) }
        set { emitter.birthRate = Double(newValue) }
    }
    /// Lifetime multiplier.
    open var lifetime: Float {
        get { Float(emitter.lifetime) }
        set { emitter.lifetime = Double(newValue) }
    }
    /// Seed of the random choices.
    open var seed: UInt32 {
        get { UInt32(truncatingIfNeeded: emitter.seed) }
        set { emitter.seed = UInt64(newValue) }
    }
}
