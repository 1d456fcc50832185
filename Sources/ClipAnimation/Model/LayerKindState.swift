import ClipGeometry
import ClipRaster

/// The kind of layer a state belongs to: which typed per-kind state it carries.
public enum LayerKind: String, Sendable, Hashable, CaseIterable {
    /// A plain CALayer (also `TransformLayer` and other kinds without state of their own), and
    /// the five kinds with their own state.
    case plain, shape, gradient, text, replicator, emitter
}

/// The typed state of a layer's kind: a plain layer has none; each other kind has its own struct.
public enum LayerKindState: Sendable {
    /// A layer with CALayer's properties only.
    case plain
    /// A `ShapeLayer`'s path, fill and stroke.
    case shape(ShapeState)
    /// A `GradientLayer`'s colours and geometry.
    case gradient(GradientState)
    /// A `TextLayer`'s string and type.
    case text(TextState)
    /// A `ReplicatorLayer`'s copies.
    case replicator(ReplicatorState)
    /// An `EmitterLayer`'s shape and multipliers.
    case emitter(EmitterState)

    /// Which kind this is.
    public var kind: LayerKind {
        switch self {
        case .plain: return .plain
        case .shape: return .shape
        case .gradient: return .gradient
        case .text: return .text
        case .replicator: return .replicator
        case .emitter: return .emitter
        }
    }
}

/// A per-kind state that lives in `LayerState.kind`: where it sits, so the property registry can
/// address its fields by typed key paths.
package protocol LayerKindStateProtocol: Sendable {
    /// The kind whose state this is.
    static var layerKind: LayerKind { get }
    /// The state's slot in a layer state (nil when the state is of another kind).
    static var slot: WritableKeyPath<LayerState, Self?> & Sendable { get }
    /// The kind's defaults (Core Animation's).
    init()
}

/// CAShapeLayer's own state: the path and how it is filled and stroked.
public struct ShapeState: LayerKindStateProtocol {
    /// The shape a `ShapeLayer` fills and strokes, in bounds coordinates. Animatable: paths with the same verbs morph point by point.
    public var path: Path? = nil
    /// Fill of `path` (default opaque black, as CAShapeLayer); nil leaves it unfilled. Animatable.
    public var fillColor: Color? = .black
    /// Stroke colour of `path`; nil (the default) draws no stroke. Animatable.
    public var strokeColor: Color? = nil
    /// How overlapping subpaths of `path` are filled: `nonZero` (default) or `evenOdd` (holes).
    public var fillRule: ShapeFillRule = .nonZero
    /// Stroke width in points (default 1). Animatable.
    public var lineWidth: Double = 1
    /// How open stroke ends are drawn: `butt` (default), `round` or `square`.
    public var lineCap: LineCap = .butt
    /// How stroke segments meet: `miter` (default), `round` or `bevel`.
    public var lineJoin: LineJoin = .miter
    /// Miter joins longer than this multiple of half the line width are bevelled (default 10).
    public var miterLimit: Double = 10
    /// Dash lengths in points, alternating dash and gap; empty draws a solid stroke. Animatable.
    public var lineDashPattern: [Double] = []
    /// Offset into the dash pattern at the path's start, in points. Animatable (marching ants).
    public var lineDashPhase: Double = 0
    /// Where the visible part of the stroke begins along the path, 0…1 of its length. Animatable (drawing a line on).
    public var strokeStart: Double = 0
    /// Where the visible part of the stroke ends along the path, 0…1 of its length (default 1). Animatable.
    public var strokeEnd: Double = 1
    /// `.shape`.
    public static var layerKind: LayerKind { .shape }
    /// `LayerState.shape`.
    package static var slot: WritableKeyPath<LayerState, ShapeState?> & Sendable { \.shape }
    /// ShapeLayer's defaults, as Core Animation's.
    public init() {}
}

/// CAGradientLayer's own state: the colours, where they sit and the kind of gradient.
public struct GradientState: LayerKindStateProtocol {
    /// Gradient colours of a `GradientLayer`, in order. Animatable (element by element).
    public var colors: [Color] = []
    /// Positions of `colors` along the gradient, 0…1 each; nil spaces them evenly. Animatable.
    public var locations: [Double]? = nil
    /// Gradient start in unit coordinates of the bounds (default top centre (0.5, 0)); the centre of radial and conic gradients. Animatable.
    public var startPoint: Point = Point(0.5, 0)
    /// Gradient end in unit coordinates of the bounds (default bottom centre (0.5, 1)); for radial gradients the edge of the ellipse. Animatable.
    public var endPoint: Point = Point(0.5, 1)
    /// Axial (linear), radial (elliptical) or conic (angular) gradient.
    public var gradientType: GradientType = .axial
    /// `.gradient`.
    public static var layerKind: LayerKind { .gradient }
    /// `LayerState.gradient`.
    package static var slot: WritableKeyPath<LayerState, GradientState?> & Sendable { \.gradient }
    /// GradientLayer's defaults, as Core Animation's.
    public init() {}
}

/// CATextLayer's own state: the string and how it is set.
public struct TextState: LayerKindStateProtocol {
    /// The text a `TextLayer` draws; `\n` breaks lines.
    public var string: String = ""
    /// The typeface of a `TextLayer` (family and weight; resolved to a font file once per process).
    public var font: FontDescriptor = FontDescriptor()
    /// Text size in points (default 36, as CATextLayer). Animatable.
    public var fontSize: Double = 36
    /// Text colour (default white, as CATextLayer). Animatable.
    public var foregroundColor: Color = .white
    /// Horizontal alignment of each line within the bounds.
    public var alignmentMode: TextAlignment = .natural
    /// Wrap lines at word boundaries to fit the bounds' width.
    public var isWrapped: Bool = false
    /// `.text`.
    public static var layerKind: LayerKind { .text }
    /// `LayerState.text`.
    package static var slot: WritableKeyPath<LayerState, TextState?> & Sendable { \.text }
    /// TextLayer's defaults, as Core Animation's.
    public init() {}
}

/// CAReplicatorLayer's own state: how many copies and what changes from one copy to the next.
public struct ReplicatorState: LayerKindStateProtocol {
    /// Number of copies a `ReplicatorLayer` draws of its sublayers (1 = just the original).
    public var instanceCount: Int = 1
    /// Time delay, in seconds, added per copy to the sublayers' animations (copy k runs k × delay behind). Animatable.
    public var instanceDelay: Double = 0
    /// Transform applied once more for each copy, about the replicator's centre (copy k gets it k times). Animatable.
    public var instanceTransform: Transform3D = .identity
    /// Colour multiplied into every copy (default white: unchanged). Animatable.
    public var instanceColor: Color = .white
    /// Added to the red component of `instanceColor` per copy (copy k gets k × offset), −1…1.
    public var instanceRedOffset: Double = 0
    /// Added to the green component of `instanceColor` per copy, −1…1.
    public var instanceGreenOffset: Double = 0
    /// Added to the blue component of `instanceColor` per copy, −1…1.
    public var instanceBlueOffset: Double = 0
    /// Added to the alpha of `instanceColor` per copy, −1…1 (negative fades the later copies).
    public var instanceAlphaOffset: Double = 0
    /// `.replicator`.
    public static var layerKind: LayerKind { .replicator }
    /// `LayerState.replicator`.
    package static var slot: WritableKeyPath<LayerState, ReplicatorState?> & Sendable { \.replicator }
    /// ReplicatorLayer's defaults, as Core Animation's.
    public init() {}
}

/// CAEmitterLayer's own scalar state: the emitter shape and the multipliers on every cell (the cells live on the `EmitterLayer` object).
public struct EmitterState: LayerKindStateProtocol {
    /// Centre of the emitter shape, in the layer's coordinates (points).
    public var emitterPosition: Point = .zero
    /// Size of the emitter shape, in points: a line's length (width), a rectangle's size, a circle's radius (width).
    public var emitterSize: Size = .zero
    /// Shape particles are born on or in: point, line, rectangle or circle.
    public var emitterShape: EmitterShape = .point
    /// Where on the shape particles are born: `outline` on its edge; any other mode anywhere inside it.
    public var emitterMode: EmitterMode = .volume
    /// Multiplier on every cell's birth rate (0 stops emission; already-born particles live on). Animatable.
    public var birthRate: Double = 1
    /// Multiplier on every cell's lifetime.
    public var lifetime: Double = 1
    /// Multiplier on every cell's velocity.
    public var velocity: Double = 1
    /// Multiplier on every cell's scale.
    public var scale: Double = 1
    /// Multiplier on every cell's spin.
    public var spin: Double = 1
    /// Seed of the emitter's random choices (mixed with the scene seed): same seed, same particles.
    public var seed: UInt64 = 0
    /// Draw order and blending of particles: `additive` adds them (glows), others draw source-over.
    public var renderMode: EmitterRenderMode = .unordered
    /// `.emitter`.
    public static var layerKind: LayerKind { .emitter }
    /// `LayerState.emitter`.
    package static var slot: WritableKeyPath<LayerState, EmitterState?> & Sendable { \.emitter }
    /// EmitterLayer's defaults, as Core Animation's.
    public init() {}
}

extension LayerState {
    /// The `ShapeLayer` state (nil for a layer of another kind). Setting it sets the kind.
    public package(set) var shape: ShapeState? {
        get { if case .shape(let s) = kind { return s }; return nil }
        set { kind = newValue.map { .shape($0) } ?? .plain }
    }
    /// The `GradientLayer` state (nil for a layer of another kind). Setting it sets the kind.
    public package(set) var gradient: GradientState? {
        get { if case .gradient(let s) = kind { return s }; return nil }
        set { kind = newValue.map { .gradient($0) } ?? .plain }
    }
    /// The `TextLayer` state (nil for a layer of another kind). Setting it sets the kind.
    public package(set) var text: TextState? {
        get { if case .text(let s) = kind { return s }; return nil }
        set { kind = newValue.map { .text($0) } ?? .plain }
    }
    /// The `ReplicatorLayer` state (nil for a layer of another kind). Setting it sets the kind.
    public package(set) var replicator: ReplicatorState? {
        get { if case .replicator(let s) = kind { return s }; return nil }
        set { kind = newValue.map { .replicator($0) } ?? .plain }
    }
    /// The `EmitterLayer` state (nil for a layer of another kind). Setting it sets the kind.
    public package(set) var emitter: EmitterState? {
        get { if case .emitter(let s) = kind { return s }; return nil }
        set { kind = newValue.map { .emitter($0) } ?? .plain }
    }
}
