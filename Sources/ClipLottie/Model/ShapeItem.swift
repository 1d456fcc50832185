import ClipGeometry

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
