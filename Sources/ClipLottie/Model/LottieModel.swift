import ClipGeometry

/// The limits the importer enforces while parsing: a file past any of them is refused with a
/// one-line error naming the JSON path, before anything is rendered.
public struct LottieLimits: Sendable, Hashable {
    /// Largest file accepted, in bytes: the document, and each external image it names.
    public var maxFileBytes = 64 << 20
    /// Deepest nesting of JSON arrays and objects.
    public var maxJSONDepth = 256
    /// Layers in the whole document (every composition together).
    public var maxLayers = 20_000
    /// Precompositions nested inside one another.
    public var maxPrecompDepth = 32
    /// Layers drawn in one frame once precomps are expanded (a precomp used by many layers
    /// counts once per use): bounds the work of files whose precomps nest multiplicatively.
    public var maxLayerInstances = 100_000
    /// Copies one repeater makes.
    public var maxRepeaterCopies = 1_000
    /// Shapes one layer may draw in one frame once repeaters have multiplied them.
    public var maxShapeInstances = 100_000
    /// Frames between the in and out points.
    public var maxFrames = 1_000_000
    /// Duration between the in and out points, seconds.
    public var maxSeconds = 86_400.0
    /// Largest width or height of the composition, in points.
    public var maxCanvasSide = 16_384.0
    /// Pixels of one image asset (width × height as the file declares them).
    public var maxImagePixels = 64 << 20
    /// Pixels of all the document's image assets together, decoded (4 bytes each): 12 images of
    /// 8192² in a 1 MB file would otherwise hold 3 GB; now at most 256 MB.
    public var maxTotalImagePixels = 64 << 20
    /// Values (numbers, strings, booleans, nulls, arrays, objects) in the JSON, counted before it
    /// is parsed: the parsed document takes about 200 bytes a value, so this bounds it near 1 GB
    /// (a 63 MB file of short numbers used to take 3.9 GB; a million layers 3.3 GB).
    public var maxJSONValues = 5_000_000
    /// Pixels of one rendered frame (the canvas times the scale, squared): 7680 × 4320. A frame
    /// and the encoder's copies of it take about 40 bytes a pixel.
    public var maxFramePixels = 7680 * 4320
    /// CPU seconds all the expressions of one frame may take together (each one alone is also
    /// stopped after 0.25 s): 40 expressions that each loop until stopped would take 10 s.
    public var maxExpressionSecondsPerFrame = 1.0
    /// Points of one polystar.
    public var maxStarPoints = 1_000
    /// Groups nested inside one another in a shape layer.
    public var maxShapeDepth = 64

    /// The defaults above.
    public init() {}
}

/// A keyframe's easing handle: one value per dimension (a single value applies to all).
struct Handle: Sendable {
    var x: [Double]
    var y: [Double]
    func get(_ dim: Int) -> (Double, Double) {
        (x.isEmpty ? 0 : x[min(dim, x.count - 1)], y.isEmpty ? 0 : y[min(dim, y.count - 1)])
    }
}

/// One keyframe: the value from `time` on, eased towards the next keyframe's value.
struct Keyframe<V: Sendable>: Sendable {
    var time: Double
    var start: V
    /// The end value (older files write it on the keyframe; newer ones use the next start).
    var end: V?
    var hold: Bool
    var out: Handle?
    var into: Handle?
    /// Spatial tangents of a position keyframe (relative to start and end).
    var spatialOut: [Double]?
    var spatialIn: [Double]?
}

/// A property: a fixed value or keyframes sorted by time, or either driven by an expression (the
/// index of its `ExpressionInfo` in the document's table; the static value is its `value`).
enum Animated<V: Sendable>: Sendable {
    case fixed(V)
    case keyed([Keyframe<V>])
    indirect case expression(Animated<V>, id: Int)
}

/// A bezier path as Lottie stores it, tangents made absolute.
struct BezierShape: Sendable, Hashable {
    var closed: Bool
    var vertices: [Point]
    /// Incoming control point of each vertex (absolute).
    var inPoints: [Point]
    /// Outgoing control point of each vertex (absolute).
    var outPoints: [Point]

    init(closed: Bool, vertices: [Point], inPoints: [Point], outPoints: [Point]) {
        self.closed = closed; self.vertices = vertices; self.inPoints = inPoints; self.outPoints = outPoints
    }

    /// As a ClipGeometry path (a straight segment where both handles sit on their vertices).
    var path: Path {
        var p = Path()
        appendTo(&p)
        return p
    }

    func appendTo(_ p: inout Path) {
        guard let first = vertices.first else { return }
        p.move(to: first)
        func segment(_ a: Int, _ b: Int) {
            let c1 = outPoints[a], c2 = inPoints[b]
            if c1 == vertices[a] && c2 == vertices[b] {
                p.line(to: vertices[b])
            } else {
                p.cubic(to: vertices[b], control1: c1, control2: c2)
            }
        }
        for j in 1..<max(1, vertices.count) { segment(j - 1, j) }
        if closed {
            if vertices.count > 1 { segment(vertices.count - 1, 0) }
            p.close()
        }
    }

    /// Vertex by vertex interpolation (the shorter count when they differ).
    func interpolated(to o: BezierShape, _ t: Double) -> BezierShape {
        let n = min(vertices.count, o.vertices.count)
        func mix(_ a: [Point], _ b: [Point]) -> [Point] { (0..<n).map { a[$0] + (b[$0] - a[$0]) * t } }
        return BezierShape(
            closed: closed, vertices: mix(vertices, o.vertices), inPoints: mix(inPoints, o.inPoints),
            outPoints: mix(outPoints, o.outPoints))
    }
}

/// A layer or group transform (Lottie `ks` / `tr`).
struct TransformModel: Sendable {
    var anchor: Animated<[Double]>?
    var position: Animated<[Double]>?
    var positionX: Animated<[Double]>?
    var positionY: Animated<[Double]>?
    var scale: Animated<[Double]>?
    var rotation: Animated<[Double]>?
    var opacity: Animated<[Double]>?
    var skew: Animated<[Double]>?
    var skewAxis: Animated<[Double]>?
    /// Auto-orient (`ao` on the layer): rotated along the position path's tangent.
    var autoOrient = false
    /// 3D rotations (`rx`, `ry`; `rotation` holds `rz`), orientation (`or`, degrees x y z) and a
    /// split position's z (`p.z`): set on 3D layers, which `threeD` marks (lottie-web: `rx` present).
    var rotationX: Animated<[Double]>?
    var rotationY: Animated<[Double]>?
    var orientation: Animated<[Double]>?
    var positionZ: Animated<[Double]>?
    var threeD = false
}

/// A gradient (`g`, `s`, `e`, `t`, `h`, `a`).
struct GradientModel: Sendable {
    var colorCount: Int
    var stops: Animated<[Double]>
    var start: Animated<[Double]>
    var end: Animated<[Double]>
    var radial: Bool
    var highlightLength: Animated<[Double]>?
    var highlightAngle: Animated<[Double]>?
}

/// What a stroke draws with (`w`, `lc`, `lj`, `ml`, `d`).
struct StrokeModel: Sendable {
    var width: Animated<[Double]>
    var cap: LineCap
    var join: LineJoin
    var miterLimit: Double
    /// Dash entries in order: (`d` dash / `g` gap / `o` offset, value).
    var dashes: [(kind: String, value: Animated<[Double]>)]
}

/// One item of a shape layer's contents.
indirect enum ShapeItem: Sendable {
    case group(items: [ShapeItem], transform: TransformModel?)
    case path(Animated<BezierShape>, reversed: Bool)
    case rect(position: Animated<[Double]>, size: Animated<[Double]>, roundness: Animated<[Double]>?, reversed: Bool)
    case ellipse(position: Animated<[Double]>, size: Animated<[Double]>, reversed: Bool)
    case star(StarModel)
    case fill(color: Animated<[Double]>, opacity: Animated<[Double]>, evenOdd: Bool)
    case stroke(color: Animated<[Double]>, opacity: Animated<[Double]>, StrokeModel)
    case gradientFill(GradientModel, opacity: Animated<[Double]>, evenOdd: Bool)
    case gradientStroke(GradientModel, opacity: Animated<[Double]>, StrokeModel)
    case trim(start: Animated<[Double]>, end: Animated<[Double]>, offset: Animated<[Double]>, individual: Bool)
    case repeater(RepeaterModel)
    case roundCorners(Animated<[Double]>)
    /// A group, fill or stroke with a blend mode (`bm`, Lottie's numbering: lottie-web sets
    /// `mix-blend-mode` on its element).
    case blended(ShapeItem, mode: Int)
    /// An item drawn as nothing (merge paths, offset path, …: recorded so the status is honest).
    case ignored(String)
}

/// A polystar (`sr`).
struct StarModel: Sendable {
    var isStar: Bool
    var points: Animated<[Double]>
    var position: Animated<[Double]>
    var rotation: Animated<[Double]>
    var innerRadius: Animated<[Double]>?
    var outerRadius: Animated<[Double]>
    var innerRoundness: Animated<[Double]>?
    var outerRoundness: Animated<[Double]>?
    var reversed: Bool
}

/// A repeater (`rp`).
struct RepeaterModel: Sendable {
    var copies: Animated<[Double]>
    var offset: Animated<[Double]>
    var above: Bool
    var transform: TransformModel
    var startOpacity: Animated<[Double]>?
    var endOpacity: Animated<[Double]>?
}

/// A layer mask (`masksProperties`).
struct MaskModel: Sendable {
    enum Mode: String, Sendable {
        case add = "a"
        case subtract = "s"
        case intersect = "i"
        case lighten = "l"
        case darken = "d"
        case difference = "f"
        case none = "n"
    }
    var mode: Mode
    var shape: Animated<BezierShape>
    var opacity: Animated<[Double]>?
    var inverted: Bool
    /// Expansion (`x`, in layer units; negative shrinks).
    var expansion: Animated<[Double]>? = nil
    /// Feather (`f`, x and y, in layer units).
    var feather: Animated<[Double]>? = nil
}

/// A layer's kind (`ty`).
enum LayerKind: Sendable, Equatable {
    case precomp(refID: String, width: Double, height: Double)
    case solid(color: [Double], width: Double, height: Double)
    case image(refID: String)
    case null
    case shape([ShapeItem])
    case text(TextModel)
    case other(Int)
}

/// One layer of a composition.
struct LayerModel: Sendable {
    var kind: LayerKind
    var name: String
    var index: Int?
    var parent: Int?
    var inPoint: Double
    var outPoint: Double
    var startTime: Double
    var stretch: Double
    var transform: TransformModel
    var hidden: Bool
    /// This layer is a track matte for another (`td`): not drawn itself.
    var isMatteSource: Bool
    /// Track matte mode (`tt`: 1 alpha, 2 alpha inverted, 3 luma, 4 luma inverted).
    var matteMode: Int?
    /// Index (`ind`) of the matte layer (`tp`), when the file names it.
    var matteParent: Int?
    var timeRemap: Animated<[Double]>?
    var masks: [MaskModel]
    /// Blend mode (`bm`: 0 normal, 1 multiply, 2 screen, 3 overlay, 16 add, …).
    var blendMode: Int = 0
    /// An enabled Fill effect (`ef` type 21): every pixel of the layer takes this colour, its
    /// alpha kept and multiplied by the effect's opacity.
    var fillEffect: (color: Animated<[Double]>, opacity: Animated<[Double]>?)? = nil
    /// Tint, Drop Shadow and Gaussian Blur effects, in the file's order (`Effects.swift`).
    var effects: [EffectModel] = []
    /// Drop shadow and stroke layer styles (`sy`), drawn in After Effects' look only (`LayerStyles.swift`).
    var styles: [LayerStyleModel] = []
}

extension LayerKind {
    static func == (a: LayerKind, b: LayerKind) -> Bool {
        switch (a, b) {
        case (.precomp(let x, _, _), .precomp(let y, _, _)): return x == y
        case (.image(let x), .image(let y)): return x == y
        case (.null, .null), (.text, .text): return true
        case (.solid, .solid), (.shape, .shape): return true
        case (.other(let x), .other(let y)): return x == y
        default: return false
        }
    }
}

/// ClipGeometry's affine map (Foundation has a type of the same name).
typealias AffineTransform = ClipGeometry.AffineTransform
