import ClipGeometry
import ClipRaster

/// CALayer's own properties: each reads and writes the model (`model`), so changes are recorded
/// for implicit animations and view-animation blocks.
extension Layer {
    /// The layer's own coordinate space, in points (`bounds.origin` offsets the sublayers). Animatable (`bounds`, `bounds.size.width`, …).
    public var bounds: Rect {
        get { model.bounds }
        set { model.bounds = newValue }
    }
    /// Where the anchor point sits in the superlayer's coordinates, in points. Animatable (`position`, `position.x`, `position.y`).
    public var position: Point {
        get { model.position }
        set { model.position = newValue }
    }
    /// The point of the bounds that `position` places and transforms turn around, in unit coordinates (0…1 each; default the centre).
    public var anchorPoint: Point {
        get { model.anchorPoint }
        set { model.anchorPoint = newValue }
    }
    /// Stacking depth along z, in points: with a perspective `sublayerTransform` it moves the layer towards the viewer; `TransformLayer` sorts by it.
    public var zPosition: Double {
        get { model.zPosition }
        set { model.zPosition = newValue }
    }
    /// 3D transform about the anchor point (CATransform3D); animate whole or by sub-key (`transform.rotation.z`, `transform.scale`, …).
    public var transform: Transform3D {
        get { model.transform }
        set { model.transform = newValue }
    }
    /// Transform applied to every sublayer about this layer's anchor point; set `m34 = -1/d` here for a shared perspective.
    public var sublayerTransform: Transform3D {
        get { model.sublayerTransform }
        set { model.sublayerTransform = newValue }
    }
    /// Alpha of the layer and its subtree, 0…1, applied as group opacity. Animatable.
    public var opacity: Double {
        get { model.opacity }
        set { model.opacity = newValue }
    }
    /// When true the layer and its sublayers are not drawn. Animatable by key `hidden` (discretely), not implicitly.
    public var isHidden: Bool {
        get { model.isHidden }
        set { model.isHidden = newValue }
    }
    /// Fill of the bounds (rounded by `cornerRadius`), drawn beneath `contents` and sublayers; nil draws nothing. Animatable.
    public var backgroundColor: Color? {
        get { model.backgroundColor }
        set { model.backgroundColor = newValue }
    }
    /// Radius of the rounded corners of background, border and `masksToBounds` clip, in points. Animatable.
    public var cornerRadius: Double {
        get { model.cornerRadius }
        set { model.cornerRadius = newValue }
    }
    /// Width of the border drawn inside the bounds, in points (0 = none). Animatable.
    public var borderWidth: Double {
        get { model.borderWidth }
        set { model.borderWidth = newValue }
    }
    /// Colour of the border (default opaque black, as in Core Animation). Animatable.
    public var borderColor: Color? {
        get { model.borderColor }
        set { model.borderColor = newValue }
    }
    /// Clip the sublayers and contents to the (rounded) bounds.
    public var masksToBounds: Bool {
        get { model.masksToBounds }
        set { model.masksToBounds = newValue }
    }
    /// When false, the layer is not drawn while its back faces the viewer (a 3D flip shows the other side's layer).
    public var isDoubleSided: Bool {
        get { model.isDoubleSided }
        set { model.isDoubleSided = newValue }
    }
    /// Colour of the drop shadow (default black); drawn only when `shadowOpacity` > 0. Animatable.
    public var shadowColor: Color? {
        get { model.shadowColor }
        set { model.shadowColor = newValue }
    }
    /// Alpha of the drop shadow, 0…1 (default 0: no shadow). Animatable.
    public var shadowOpacity: Double {
        get { model.shadowOpacity }
        set { model.shadowOpacity = newValue }
    }
    /// Offset of the shadow from the layer, in points (default (0, −3), as in Core Animation). Animatable.
    public var shadowOffset: Size {
        get { model.shadowOffset }
        set { model.shadowOffset = newValue }
    }
    /// Blur radius of the shadow, in points; the Gaussian's σ is radius / 2. Animatable.
    public var shadowRadius: Double {
        get { model.shadowRadius }
        set { model.shadowRadius = newValue }
    }
    /// The shadow's shape in bounds coordinates; nil casts the shadow of the layer's own alpha. Animatable.
    public var shadowPath: Path? {
        get { model.shadowPath }
        set { model.shadowPath = newValue }
    }
    /// What the layer shows inside its bounds, above the background: an image or a drawing closure (`CALayer.contents` / `drawInContext:`).
    public var contents: LayerContents? {
        get { model.contents }
        set { model.contents = newValue }
    }
    /// How the layer composites onto what lies below (nil: normal, source-over).
    public var compositingFilter: CompositingFilter? {
        get { model.compositingFilter }
        set { model.compositingFilter = newValue }
    }
    /// How `contents` images are fitted into the bounds (default `.resize`, stretched).
    public var contentsGravity: ContentsGravity {
        get { model.contentsGravity }
        set { model.contentsGravity = newValue }
    }
    /// The part of the `contents` image shown, in unit coordinates of the image (default the whole image; sprite sheets). Animatable.
    public var contentsRect: Rect {
        get { model.contentsRect }
        set { model.contentsRect = newValue }
    }
    /// Pixels per point of `contents` images (used by the non-stretching gravities).
    public var contentsScale: Double {
        get { model.contentsScale }
        set { model.contentsScale = newValue }
    }
    /// [CHOICE] UIVisualEffectView-style backdrop: Gaussian σ (points) of what lies behind the
    /// layer, drawn inside its rounded bounds before its own background (0 = off).
    public var backdropBlurRadius: Double {
        get { model.backdropBlurRadius }
        set { model.backdropBlurRadius = newValue }
    }
    /// Backdrop saturation multiplier (1 = unchanged; the "dark" style uses ≈ 0.8).
    public var backdropSaturation: Double {
        get { model.backdropSaturation }
        set { model.backdropSaturation = newValue }
    }
    /// Layer time: when the layer's local timeline starts, in the superlayer's time (CAMediaTiming on a layer).
    public var beginTime: Double {
        get { model.beginTime }
        set { model.beginTime = newValue }
    }
    /// Layer time: how fast the layer's local time runs relative to its parent's (0 pauses, 2 doubles; affects all sublayers).
    public var speed: Double {
        get { model.speed }
        set { model.speed = newValue }
    }
    /// Layer time: an offset added to the layer's local time (the pause/resume recipe sets `speed = 0` and `timeOffset`).
    public var timeOffset: Double {
        get { model.timeOffset }
        set { model.timeOffset = newValue }
    }
}

/// ShapeLayer's own properties (`ShapeState`), on the model.
extension ShapeLayer {
    /// The model's `ShapeState` (its defaults if the model was replaced by another kind's).
    var shapeModel: ShapeState {
        get { model.shape ?? ShapeState() }
        set { model.shape = newValue }
    }
    /// The shape a `ShapeLayer` fills and strokes, in bounds coordinates. Animatable: paths with the same verbs morph point by point.
    public var path: Path? {
        get { shapeModel.path }
        set { shapeModel.path = newValue }
    }
    /// Fill of `path` (default opaque black, as CAShapeLayer); nil leaves it unfilled. Animatable.
    public var fillColor: Color? {
        get { shapeModel.fillColor }
        set { shapeModel.fillColor = newValue }
    }
    /// Stroke colour of `path`; nil (the default) draws no stroke. Animatable.
    public var strokeColor: Color? {
        get { shapeModel.strokeColor }
        set { shapeModel.strokeColor = newValue }
    }
    /// How overlapping subpaths of `path` are filled: `nonZero` (default) or `evenOdd` (holes).
    public var fillRule: ShapeFillRule {
        get { shapeModel.fillRule }
        set { shapeModel.fillRule = newValue }
    }
    /// Stroke width in points (default 1). Animatable.
    public var lineWidth: Double {
        get { shapeModel.lineWidth }
        set { shapeModel.lineWidth = newValue }
    }
    /// How open stroke ends are drawn: `butt` (default), `round` or `square`.
    public var lineCap: LineCap {
        get { shapeModel.lineCap }
        set { shapeModel.lineCap = newValue }
    }
    /// How stroke segments meet: `miter` (default), `round` or `bevel`.
    public var lineJoin: LineJoin {
        get { shapeModel.lineJoin }
        set { shapeModel.lineJoin = newValue }
    }
    /// Miter joins longer than this multiple of half the line width are bevelled (default 10).
    public var miterLimit: Double {
        get { shapeModel.miterLimit }
        set { shapeModel.miterLimit = newValue }
    }
    /// Dash lengths in points, alternating dash and gap; empty draws a solid stroke. Animatable.
    public var lineDashPattern: [Double] {
        get { shapeModel.lineDashPattern }
        set { shapeModel.lineDashPattern = newValue }
    }
    /// Offset into the dash pattern at the path's start, in points. Animatable (marching ants).
    public var lineDashPhase: Double {
        get { shapeModel.lineDashPhase }
        set { shapeModel.lineDashPhase = newValue }
    }
    /// Where the visible part of the stroke begins along the path, 0…1 of its length. Animatable (drawing a line on).
    public var strokeStart: Double {
        get { shapeModel.strokeStart }
        set { shapeModel.strokeStart = newValue }
    }
    /// Where the visible part of the stroke ends along the path, 0…1 of its length (default 1). Animatable.
    public var strokeEnd: Double {
        get { shapeModel.strokeEnd }
        set { shapeModel.strokeEnd = newValue }
    }
}

/// GradientLayer's own properties (`GradientState`), on the model.
extension GradientLayer {
    /// The model's `GradientState` (its defaults if the model was replaced by another kind's).
    var gradientModel: GradientState {
        get { model.gradient ?? GradientState() }
        set { model.gradient = newValue }
    }
    /// Gradient colours of a `GradientLayer`, in order. Animatable (element by element).
    public var colors: [Color] {
        get { gradientModel.colors }
        set { gradientModel.colors = newValue }
    }
    /// Positions of `colors` along the gradient, 0…1 each; nil spaces them evenly. Animatable.
    public var locations: [Double]? {
        get { gradientModel.locations }
        set { gradientModel.locations = newValue }
    }
    /// Gradient start in unit coordinates of the bounds (default top centre (0.5, 0)); the centre of radial and conic gradients. Animatable.
    public var startPoint: Point {
        get { gradientModel.startPoint }
        set { gradientModel.startPoint = newValue }
    }
    /// Gradient end in unit coordinates of the bounds (default bottom centre (0.5, 1)); for radial gradients the edge of the ellipse. Animatable.
    public var endPoint: Point {
        get { gradientModel.endPoint }
        set { gradientModel.endPoint = newValue }
    }
    /// Axial (linear), radial (elliptical) or conic (angular) gradient.
    public var gradientType: GradientType {
        get { gradientModel.gradientType }
        set { gradientModel.gradientType = newValue }
    }
}

/// TextLayer's own properties (`TextState`), on the model.
extension TextLayer {
    /// The model's `TextState` (its defaults if the model was replaced by another kind's).
    var textModel: TextState {
        get { model.text ?? TextState() }
        set { model.text = newValue }
    }
    /// The text a `TextLayer` draws; `\n` breaks lines.
    public var string: String {
        get { textModel.string }
        set { textModel.string = newValue }
    }
    /// The typeface of a `TextLayer` (family and weight; resolved to a font file once per process).
    public var font: FontDescriptor {
        get { textModel.font }
        set { textModel.font = newValue }
    }
    /// Text size in points (default 36, as CATextLayer). Animatable.
    public var fontSize: Double {
        get { textModel.fontSize }
        set { textModel.fontSize = newValue }
    }
    /// Text colour (default white, as CATextLayer). Animatable.
    public var foregroundColor: Color {
        get { textModel.foregroundColor }
        set { textModel.foregroundColor = newValue }
    }
    /// Horizontal alignment of each line within the bounds.
    public var alignmentMode: TextAlignment {
        get { textModel.alignmentMode }
        set { textModel.alignmentMode = newValue }
    }
    /// Wrap lines at word boundaries to fit the bounds' width.
    public var isWrapped: Bool {
        get { textModel.isWrapped }
        set { textModel.isWrapped = newValue }
    }
}

/// ReplicatorLayer's own properties (`ReplicatorState`), on the model.
extension ReplicatorLayer {
    /// The model's `ReplicatorState` (its defaults if the model was replaced by another kind's).
    var replicatorModel: ReplicatorState {
        get { model.replicator ?? ReplicatorState() }
        set { model.replicator = newValue }
    }
    /// Number of copies a `ReplicatorLayer` draws of its sublayers (1 = just the original).
    public var instanceCount: Int {
        get { replicatorModel.instanceCount }
        set { replicatorModel.instanceCount = newValue }
    }
    /// Time delay, in seconds, added per copy to the sublayers' animations (copy k runs k × delay behind). Animatable.
    public var instanceDelay: Double {
        get { replicatorModel.instanceDelay }
        set { replicatorModel.instanceDelay = newValue }
    }
    /// Transform applied once more for each copy, about the replicator's centre (copy k gets it k times). Animatable.
    public var instanceTransform: Transform3D {
        get { replicatorModel.instanceTransform }
        set { replicatorModel.instanceTransform = newValue }
    }
    /// Colour multiplied into every copy (default white: unchanged). Animatable.
    public var instanceColor: Color {
        get { replicatorModel.instanceColor }
        set { replicatorModel.instanceColor = newValue }
    }
    /// Added to the red component of `instanceColor` per copy (copy k gets k × offset), −1…1.
    public var instanceRedOffset: Double {
        get { replicatorModel.instanceRedOffset }
        set { replicatorModel.instanceRedOffset = newValue }
    }
    /// Added to the green component of `instanceColor` per copy, −1…1.
    public var instanceGreenOffset: Double {
        get { replicatorModel.instanceGreenOffset }
        set { replicatorModel.instanceGreenOffset = newValue }
    }
    /// Added to the blue component of `instanceColor` per copy, −1…1.
    public var instanceBlueOffset: Double {
        get { replicatorModel.instanceBlueOffset }
        set { replicatorModel.instanceBlueOffset = newValue }
    }
    /// Added to the alpha of `instanceColor` per copy, −1…1 (negative fades the later copies).
    public var instanceAlphaOffset: Double {
        get { replicatorModel.instanceAlphaOffset }
        set { replicatorModel.instanceAlphaOffset = newValue }
    }
}

/// EmitterLayer's own properties (`EmitterState`), on the model.
extension EmitterLayer {
    /// The model's `EmitterState` (its defaults if the model was replaced by another kind's).
    var emitterModel: EmitterState {
        get { model.emitter ?? EmitterState() }
        set { model.emitter = newValue }
    }
    /// Centre of the emitter shape, in the layer's coordinates (points).
    public var emitterPosition: Point {
        get { emitterModel.emitterPosition }
        set { emitterModel.emitterPosition = newValue }
    }
    /// Size of the emitter shape, in points: a line's length (width), a rectangle's size, a circle's radius (width).
    public var emitterSize: Size {
        get { emitterModel.emitterSize }
        set { emitterModel.emitterSize = newValue }
    }
    /// Shape particles are born on or in: point, line, rectangle or circle.
    public var emitterShape: EmitterShape {
        get { emitterModel.emitterShape }
        set { emitterModel.emitterShape = newValue }
    }
    /// Where on the shape particles are born: `outline` on its edge; any other mode anywhere inside it.
    public var emitterMode: EmitterMode {
        get { emitterModel.emitterMode }
        set { emitterModel.emitterMode = newValue }
    }
    /// Multiplier on every cell's birth rate (0 stops emission; already-born particles live on). Animatable.
    public var birthRate: Double {
        get { emitterModel.birthRate }
        set { emitterModel.birthRate = newValue }
    }
    /// Multiplier on every cell's lifetime.
    public var lifetime: Double {
        get { emitterModel.lifetime }
        set { emitterModel.lifetime = newValue }
    }
    /// Multiplier on every cell's velocity.
    public var velocity: Double {
        get { emitterModel.velocity }
        set { emitterModel.velocity = newValue }
    }
    /// Multiplier on every cell's scale.
    public var scale: Double {
        get { emitterModel.scale }
        set { emitterModel.scale = newValue }
    }
    /// Multiplier on every cell's spin.
    public var spin: Double {
        get { emitterModel.spin }
        set { emitterModel.spin = newValue }
    }
    /// Seed of the emitter's random choices (mixed with the scene seed): same seed, same particles.
    public var seed: UInt64 {
        get { emitterModel.seed }
        set { emitterModel.seed = newValue }
    }
    /// Draw order and blending of particles: `additive` adds them (glows), others draw source-over.
    public var renderMode: EmitterRenderMode {
        get { emitterModel.renderMode }
        set { emitterModel.renderMode = newValue }
    }
}
