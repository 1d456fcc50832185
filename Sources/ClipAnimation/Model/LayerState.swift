import ClipGeometry
import ClipRaster

/// CALayer `contentsGravity`.
public enum ContentsGravity: String, Sendable, Hashable, CaseIterable {
    case resize, resizeAspect, resizeAspectFill, center, top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight
}
/// CAGradientLayer `type`.
public enum GradientType: String, Sendable, Hashable { case axial, radial, conic }
/// CATextLayer `alignmentMode`.
public enum TextAlignment: String, Sendable, Hashable { case natural, left, right, center }
/// CALayer `compositingFilter`, by Core Animation's filter names: how the layer composites onto
/// what lies below it (through its group offscreen when it has sublayers).
public enum CompositingFilter: String, Sendable, Hashable, CaseIterable {
    case multiplyBlendMode, screenBlendMode, overlayBlendMode
    /// Additive (`plusL`, `CIAdditionCompositing`): glows, light.
    case plusL, additionCompositing
    /// Keep / erase what lies below where the layer is opaque (CA's `destIn` / `destOut`).
    case destIn, destOut
    case sourceOverCompositing

    /// The raster blend mode it composites with.
    public var blendMode: BlendMode {
        switch self {
        case .multiplyBlendMode: return .multiply
        case .screenBlendMode: return .screen
        case .overlayBlendMode: return .overlay
        case .plusL, .additionCompositing: return .plus
        case .destIn: return .destinationIn
        case .destOut: return .destinationOut
        case .sourceOverCompositing: return .sourceOver
        }
    }
}
/// CAShapeLayer `fillRule`.
public enum ShapeFillRule: String, Sendable, Hashable { case nonZero, evenOdd }

/// What a layer shows as `contents`: a bitmap, or a drawing closure called with the layer's
/// *presentation* state every frame (`drawInContext:` with `needsDisplayForKey:` for every key).
public enum LayerContents: Sendable {
    case image(Pixmap)
    case drawing(@Sendable (inout DrawContext, LayerState) -> Void)
    /// Contents that could not be loaded (an image file that is missing or unreadable), with the
    /// reason. Draws nothing; the renderer throws it as a `SceneError` naming the layer.
    case unavailable(String)
}

/// Every property of a layer, model or presentation, as a value. `Layer` exposes these fields
/// directly (`layer.opacity = 0.5`) through dynamic member lookup; animations read and write them
/// by key path string (`"position.y"`, `"transform.rotation.z"`, custom names).
///
/// Subclass-specific fields (shape, gradient, text, replicator, emitter) live here too and are
/// simply ignored by layer kinds that do not use them.
public struct LayerState: Sendable {
    // Geometry
    public var bounds: Rect = .zero
    public var position: Point = .zero
    public var anchorPoint: Point = Point(0.5, 0.5)
    public var zPosition: Double = 0
    public var transform: Transform3D = .identity
    public var sublayerTransform: Transform3D = .identity
    // Appearance
    public var opacity: Double = 1
    public var isHidden: Bool = false
    public var backgroundColor: Color? = nil
    public var cornerRadius: Double = 0
    public var borderWidth: Double = 0
    public var borderColor: Color? = .black
    public var masksToBounds: Bool = false
    public var isDoubleSided: Bool = true
    public var shadowColor: Color? = .black
    public var shadowOpacity: Double = 0
    public var shadowOffset: Size = Size(0, -3)
    public var shadowRadius: Double = 3
    public var shadowPath: Path? = nil
    public var contents: LayerContents? = nil
    /// How the layer composites onto what lies below (nil: normal, source-over).
    public var compositingFilter: CompositingFilter? = nil
    public var contentsGravity: ContentsGravity = .resize
    public var contentsRect: Rect = Rect(0, 0, 1, 1)
    /// Pixels per point of `contents` images (used by the non-stretching gravities).
    public var contentsScale: Double = 1
    /// [CHOICE] UIVisualEffectView-style backdrop: Gaussian σ (points) of what lies behind the
    /// layer, drawn inside its rounded bounds before its own background (0 = off).
    public var backdropBlurRadius: Double = 0
    /// Backdrop saturation multiplier (1 = unchanged; the "dark" style uses ≈ 0.8).
    public var backdropSaturation: Double = 1
    // Layer time (CAMediaTiming on the layer; duration is infinite)
    public var beginTime: Double = 0
    public var speed: Double = 1
    public var timeOffset: Double = 0
    // CAShapeLayer
    public var path: Path? = nil
    public var fillColor: Color? = .black
    public var strokeColor: Color? = nil
    public var fillRule: ShapeFillRule = .nonZero
    public var lineWidth: Double = 1
    public var lineCap: LineCap = .butt
    public var lineJoin: LineJoin = .miter
    public var miterLimit: Double = 10
    public var lineDashPattern: [Double] = []
    public var lineDashPhase: Double = 0
    public var strokeStart: Double = 0
    public var strokeEnd: Double = 1
    // CAGradientLayer
    public var colors: [Color] = []
    public var locations: [Double]? = nil
    public var startPoint: Point = Point(0.5, 0)
    public var endPoint: Point = Point(0.5, 1)
    public var gradientType: GradientType = .axial
    // CATextLayer
    public var string: String = ""
    public var font: FontDescriptor = FontDescriptor()
    public var fontSize: Double = 36
    public var foregroundColor: Color = .white
    public var alignmentMode: TextAlignment = .natural
    public var isWrapped: Bool = false
    // CAReplicatorLayer
    public var instanceCount: Int = 1
    public var instanceDelay: Double = 0
    public var instanceTransform: Transform3D = .identity
    public var instanceColor: Color = .white
    public var instanceRedOffset: Double = 0
    public var instanceGreenOffset: Double = 0
    public var instanceBlueOffset: Double = 0
    public var instanceAlphaOffset: Double = 0
    // CAEmitterLayer (scalars; cells live on the EmitterLayer object)
    public var emitterPosition: Point = .zero
    public var emitterSize: Size = .zero
    public var emitterShape: EmitterShape = .point
    public var emitterMode: EmitterMode = .volume
    public var birthRate: Double = 1
    public var lifetime: Double = 1
    public var velocity: Double = 1
    public var scale: Double = 1
    public var spin: Double = 1
    public var seed: UInt64 = 0
    public var renderMode: EmitterRenderMode = .unordered
    /// Declared custom animatable properties (`xAxisPercent`, …), read by drawing closures
    /// (`declare(_:)`, then `state[property]` or `setValue(_:forKeyPath:)`).
    public internal(set) var custom: [String: AnimValue] = [:]

    public init() {}

    /// `frame`: derived from position, bounds, anchorPoint and transform (AABB of the corners).
    public var frame: Rect {
        get {
            let w = bounds.width, h = bounds.height
            let ax = anchorPoint.x * w, ay = anchorPoint.y * h
            if transform.isIdentity {
                return Rect(position.x - ax, position.y - ay, w, h)
            }
            var r: Rect? = nil
            for c in [Point(-ax, -ay), Point(w - ax, -ay), Point(w - ax, h - ay), Point(-ax, h - ay)] {
                guard let q = transform.apply(c) else { continue }
                let p = q + position
                r = r.map { $0.extended(to: p) } ?? Rect(p.x, p.y, 0, 0)
            }
            return r ?? .zero
        }
        set {
            bounds.size = newValue.size
            position = Point(newValue.minX + anchorPoint.x * newValue.width, newValue.minY + anchorPoint.y * newValue.height)
        }
    }

    /// A custom property as a scalar (0 when unset).
    public func customScalar(_ key: String) -> Double { custom[key]?.scalar ?? 0 }
}

/// A key path an animation targets. String literals work (`"position.y"`); the statics give
/// the Core Animation names with autocompletion.
public struct AnimKeyPath: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let name: String
    public init(_ name: String) { self.name = name }
    public init(stringLiteral v: String) { name = v }
    public var description: String { name }

    public static let position: AnimKeyPath = "position", positionX: AnimKeyPath = "position.x", positionY: AnimKeyPath = "position.y"
    public static let bounds: AnimKeyPath = "bounds", boundsSize: AnimKeyPath = "bounds.size"
    public static let boundsWidth: AnimKeyPath = "bounds.size.width", boundsHeight: AnimKeyPath = "bounds.size.height"
    public static let anchorPoint: AnimKeyPath = "anchorPoint", zPosition: AnimKeyPath = "zPosition"
    public static let transform: AnimKeyPath = "transform", sublayerTransform: AnimKeyPath = "sublayerTransform"
    public static let rotation: AnimKeyPath = "transform.rotation", rotationX: AnimKeyPath = "transform.rotation.x"
    public static let rotationY: AnimKeyPath = "transform.rotation.y", rotationZ: AnimKeyPath = "transform.rotation.z"
    public static let scale: AnimKeyPath = "transform.scale", scaleX: AnimKeyPath = "transform.scale.x",
        scaleY: AnimKeyPath = "transform.scale.y"
    public static let translationX: AnimKeyPath = "transform.translation.x", translationY: AnimKeyPath = "transform.translation.y"
    public static let opacity: AnimKeyPath = "opacity", backgroundColor: AnimKeyPath = "backgroundColor"
    public static let cornerRadius: AnimKeyPath = "cornerRadius", borderWidth: AnimKeyPath = "borderWidth",
        borderColor: AnimKeyPath = "borderColor"
    public static let shadowOpacity: AnimKeyPath = "shadowOpacity", shadowRadius: AnimKeyPath = "shadowRadius"
    public static let shadowOffset: AnimKeyPath = "shadowOffset", shadowColor: AnimKeyPath = "shadowColor",
        shadowPath: AnimKeyPath = "shadowPath"
    public static let contentsRect: AnimKeyPath = "contentsRect"
    public static let path: AnimKeyPath = "path", fillColor: AnimKeyPath = "fillColor", strokeColor: AnimKeyPath = "strokeColor"
    public static let lineWidth: AnimKeyPath = "lineWidth", strokeStart: AnimKeyPath = "strokeStart", strokeEnd: AnimKeyPath = "strokeEnd"
    public static let lineDashPhase: AnimKeyPath = "lineDashPhase", lineDashPattern: AnimKeyPath = "lineDashPattern"
    public static let colors: AnimKeyPath = "colors", locations: AnimKeyPath = "locations"
    public static let startPoint: AnimKeyPath = "startPoint", endPoint: AnimKeyPath = "endPoint"
    public static let instanceTransform: AnimKeyPath = "instanceTransform", instanceDelay: AnimKeyPath = "instanceDelay"
    public static let instanceColor: AnimKeyPath = "instanceColor"
    public static let foregroundColor: AnimKeyPath = "foregroundColor", fontSize: AnimKeyPath = "fontSize"
}

extension LayerState {
    /// Reads a value by key path: a registered property (`LayerProperty.registry`) or a declared
    /// custom property; nil for anything else.
    public func value(forKeyPath k: String) -> AnimValue? {
        if let p = LayerProperty.named(k) { return p.get(self) }
        return custom[k]
    }

    /// Writes a value by key path. Mismatched kinds are ignored, and so are keys that name neither
    /// a registered nor a declared custom property (`Layer.setValue` reports those as errors).
    public mutating func setValue(_ v: AnimValue, forKeyPath k: String) {
        if let p = LayerProperty.named(k) { p.set(&self, v); return }
        if custom[k] != nil { custom[k] = v }
    }

    /// Splits `"transform.rotation.z"` into ("transform", "rotation.z").
    static func transformSubKey(_ k: String) -> (String, String)? {
        for base in ["transform.", "sublayerTransform.", "instanceTransform."] where k.hasPrefix(base) {
            let sub = String(k.dropFirst(base.count))
            return TransformParts.componentNames.contains(sub) ? (String(base.dropLast()), sub) : nil
        }
        return nil
    }

    static func evenLocations(_ n: Int) -> [Double] {
        n <= 1 ? Array(repeating: 0, count: n) : (0..<n).map { Double($0) / Double(n - 1) }
    }
}

extension TransformParts {
    /// Reads a CA transform sub-key (`rotation`, `rotation.x`, `scale`, `scale.y`, `translation.x`, …).
    public func component(_ sub: String) -> Double {
        switch sub {
        case "rotation", "rotation.z": return rz
        case "rotation.x": return rx
        case "rotation.y": return ry
        case "scale": return (sx + sy + sz) / 3
        case "scale.x": return sx
        case "scale.y": return sy
        case "scale.z": return sz
        case "translation.x": return tx
        case "translation.y": return ty
        case "translation.z": return tz
        default: return 0
        }
    }
    public mutating func setComponent(_ sub: String, _ v: Double) {
        switch sub {
        case "rotation", "rotation.z": rz = v
        case "rotation.x": rx = v
        case "rotation.y": ry = v
        case "scale": sx = v; sy = v; sz = v
        case "scale.x": sx = v
        case "scale.y": sy = v
        case "scale.z": sz = v
        case "translation.x": tx = v
        case "translation.y": ty = v
        case "translation.z": tz = v
        default: break
        }
    }
}
