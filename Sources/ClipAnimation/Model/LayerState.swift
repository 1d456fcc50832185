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
/// CAShapeLayer `fillRule`.
public enum ShapeFillRule: String, Sendable, Hashable { case nonZero, evenOdd }

/// What a layer shows as `contents`: a bitmap, or a drawing closure called with the layer's
/// *presentation* state every frame (`drawInContext:` with `needsDisplayForKey:` for every key).
public enum LayerContents: Sendable {
    case image(Pixmap)
    case drawing(@Sendable (inout DrawContext, LayerState) -> Void)
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
    /// Custom animatable properties (`xAxisPercent`, …), read by drawing closures.
    public var custom: [String: AnimValue] = [:]

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
    public static let scale: AnimKeyPath = "transform.scale", scaleX: AnimKeyPath = "transform.scale.x", scaleY: AnimKeyPath = "transform.scale.y"
    public static let translationX: AnimKeyPath = "transform.translation.x", translationY: AnimKeyPath = "transform.translation.y"
    public static let opacity: AnimKeyPath = "opacity", backgroundColor: AnimKeyPath = "backgroundColor"
    public static let cornerRadius: AnimKeyPath = "cornerRadius", borderWidth: AnimKeyPath = "borderWidth", borderColor: AnimKeyPath = "borderColor"
    public static let shadowOpacity: AnimKeyPath = "shadowOpacity", shadowRadius: AnimKeyPath = "shadowRadius"
    public static let shadowOffset: AnimKeyPath = "shadowOffset", shadowColor: AnimKeyPath = "shadowColor", shadowPath: AnimKeyPath = "shadowPath"
    public static let contentsRect: AnimKeyPath = "contentsRect"
    public static let path: AnimKeyPath = "path", fillColor: AnimKeyPath = "fillColor", strokeColor: AnimKeyPath = "strokeColor"
    public static let lineWidth: AnimKeyPath = "lineWidth", strokeStart: AnimKeyPath = "strokeStart", strokeEnd: AnimKeyPath = "strokeEnd"
    public static let lineDashPhase: AnimKeyPath = "lineDashPhase"
    public static let colors: AnimKeyPath = "colors", locations: AnimKeyPath = "locations"
    public static let startPoint: AnimKeyPath = "startPoint", endPoint: AnimKeyPath = "endPoint"
    public static let instanceTransform: AnimKeyPath = "instanceTransform", instanceDelay: AnimKeyPath = "instanceDelay"
    public static let instanceColor: AnimKeyPath = "instanceColor"
    public static let foregroundColor: AnimKeyPath = "foregroundColor", fontSize: AnimKeyPath = "fontSize"
}

extension LayerState {
    /// Reads a value by key path (custom names read `custom`).
    public func value(forKeyPath k: String) -> AnimValue? {
        func col(_ c: Color?) -> AnimValue { c.map { .color($0) } ?? .null }
        switch k {
        case "position": return .point(position)
        case "position.x": return .scalar(position.x)
        case "position.y": return .scalar(position.y)
        case "bounds": return .rect(bounds)
        case "bounds.size": return .size(bounds.size)
        case "bounds.origin": return .point(bounds.origin)
        case "bounds.size.width": return .scalar(bounds.width)
        case "bounds.size.height": return .scalar(bounds.height)
        case "anchorPoint": return .point(anchorPoint)
        case "zPosition": return .scalar(zPosition)
        case "transform": return .transform(transform)
        case "sublayerTransform": return .transform(sublayerTransform)
        case "instanceTransform": return .transform(instanceTransform)
        case "opacity": return .scalar(opacity)
        case "hidden": return .bool(isHidden)
        case "backgroundColor": return col(backgroundColor)
        case "cornerRadius": return .scalar(cornerRadius)
        case "borderWidth": return .scalar(borderWidth)
        case "borderColor": return col(borderColor)
        case "shadowColor": return col(shadowColor)
        case "shadowOpacity": return .scalar(shadowOpacity)
        case "shadowOffset": return .size(shadowOffset)
        case "shadowRadius": return .scalar(shadowRadius)
        case "shadowPath": return shadowPath.map { .path($0) } ?? .null
        case "contentsRect": return .rect(contentsRect)
        case "contents":
            if case .image(let p)? = contents { return .image(ImageRef(p)) }
            return .null
        case "path": return path.map { .path($0) } ?? .null
        case "fillColor": return col(fillColor)
        case "strokeColor": return col(strokeColor)
        case "lineWidth": return .scalar(lineWidth)
        case "miterLimit": return .scalar(miterLimit)
        case "lineDashPhase": return .scalar(lineDashPhase)
        case "strokeStart": return .scalar(strokeStart)
        case "strokeEnd": return .scalar(strokeEnd)
        case "colors": return .colors(colors)
        case "locations": return .scalars(locations ?? LayerState.evenLocations(colors.count))
        case "startPoint": return .point(startPoint)
        case "endPoint": return .point(endPoint)
        case "fontSize": return .scalar(fontSize)
        case "foregroundColor": return .color(foregroundColor)
        case "instanceDelay": return .scalar(instanceDelay)
        case "instanceColor": return .color(instanceColor)
        case "instanceRedOffset": return .scalar(instanceRedOffset)
        case "instanceGreenOffset": return .scalar(instanceGreenOffset)
        case "instanceBlueOffset": return .scalar(instanceBlueOffset)
        case "instanceAlphaOffset": return .scalar(instanceAlphaOffset)
        case "emitterPosition": return .point(emitterPosition)
        case "emitterSize": return .size(emitterSize)
        case "birthRate": return .scalar(birthRate)
        case "backdropBlurRadius": return .scalar(backdropBlurRadius)
        case "backdropSaturation": return .scalar(backdropSaturation)
        default:
            if let (base, sub) = LayerState.transformSubKey(k) {
                let parts = TransformParts(base == "sublayerTransform" ? sublayerTransform
                                           : base == "instanceTransform" ? instanceTransform : transform)
                return .scalar(parts.component(sub))
            }
            return custom[k]
        }
    }

    /// Writes a value by key path. Mismatched types are ignored.
    public mutating func setValue(_ v: AnimValue, forKeyPath k: String) {
        func col() -> Color?? { switch v { case .color(let c): return .some(c); case .null: return .some(nil); default: return nil } }
        switch k {
        case "position": if let p = v.point { position = p }
        case "position.x": if let s = v.scalar { position.x = s }
        case "position.y": if let s = v.scalar { position.y = s }
        case "bounds": if let r = v.rect { bounds = r }
        case "bounds.size": if let s = v.size { bounds.size = s }
        case "bounds.origin": if let p = v.point { bounds.origin = p }
        case "bounds.size.width": if let s = v.scalar { bounds.size.width = s }
        case "bounds.size.height": if let s = v.scalar { bounds.size.height = s }
        case "anchorPoint": if let p = v.point { anchorPoint = p }
        case "zPosition": if let s = v.scalar { zPosition = s }
        case "transform": if let t = v.transform { transform = t }
        case "sublayerTransform": if let t = v.transform { sublayerTransform = t }
        case "instanceTransform": if let t = v.transform { instanceTransform = t }
        case "opacity": if let s = v.scalar { opacity = s }
        case "hidden": if let s = v.scalar { isHidden = s >= 0.5 }
        case "backgroundColor": if let c = col() { backgroundColor = c }
        case "cornerRadius": if let s = v.scalar { cornerRadius = s }
        case "borderWidth": if let s = v.scalar { borderWidth = s }
        case "borderColor": if let c = col() { borderColor = c }
        case "shadowColor": if let c = col() { shadowColor = c }
        case "shadowOpacity": if let s = v.scalar { shadowOpacity = s }
        case "shadowOffset": if let s = v.size { shadowOffset = s }
        case "shadowRadius": if let s = v.scalar { shadowRadius = s }
        case "shadowPath": if case .null = v { shadowPath = nil } else if let p = v.path { shadowPath = p }
        case "contentsRect": if let r = v.rect { contentsRect = r }
        case "contents":
            if case .image(let r) = v { contents = .image(r.pixmap) } else if case .null = v { contents = nil }
        case "path": if case .null = v { path = nil } else if let p = v.path { path = p }
        case "fillColor": if let c = col() { fillColor = c }
        case "strokeColor": if let c = col() { strokeColor = c }
        case "lineWidth": if let s = v.scalar { lineWidth = s }
        case "miterLimit": if let s = v.scalar { miterLimit = s }
        case "lineDashPhase": if let s = v.scalar { lineDashPhase = s }
        case "strokeStart": if let s = v.scalar { strokeStart = s }
        case "strokeEnd": if let s = v.scalar { strokeEnd = s }
        case "colors": if let c = v.colors { colors = c }
        case "locations": if let s = v.scalars { locations = s }
        case "startPoint": if let p = v.point { startPoint = p }
        case "endPoint": if let p = v.point { endPoint = p }
        case "fontSize": if let s = v.scalar { fontSize = s }
        case "foregroundColor": if let c = v.color { foregroundColor = c }
        case "instanceDelay": if let s = v.scalar { instanceDelay = s }
        case "instanceColor": if let c = v.color { instanceColor = c }
        case "instanceRedOffset": if let s = v.scalar { instanceRedOffset = s }
        case "instanceGreenOffset": if let s = v.scalar { instanceGreenOffset = s }
        case "instanceBlueOffset": if let s = v.scalar { instanceBlueOffset = s }
        case "instanceAlphaOffset": if let s = v.scalar { instanceAlphaOffset = s }
        case "emitterPosition": if let p = v.point { emitterPosition = p }
        case "emitterSize": if let s = v.size { emitterSize = s }
        case "birthRate": if let s = v.scalar { birthRate = s }
        case "backdropBlurRadius": if let s = v.scalar { backdropBlurRadius = s }
        case "backdropSaturation": if let s = v.scalar { backdropSaturation = s }
        default:
            if let (base, sub) = LayerState.transformSubKey(k), let s = v.scalar {
                switch base {
                case "sublayerTransform": var p = TransformParts(sublayerTransform); p.setComponent(sub, s); sublayerTransform = p.matrix
                case "instanceTransform": var p = TransformParts(instanceTransform); p.setComponent(sub, s); instanceTransform = p.matrix
                default: var p = TransformParts(transform); p.setComponent(sub, s); transform = p.matrix
                }
                return
            }
            custom[k] = v
        }
    }

    /// Splits `"transform.rotation.z"` into ("transform", "rotation.z").
    static func transformSubKey(_ k: String) -> (String, String)? {
        for base in ["transform.", "sublayerTransform.", "instanceTransform."] where k.hasPrefix(base) {
            return (String(base.dropLast()), String(k.dropFirst(base.count)))
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
