import ClipGeometry
import ClipRaster

/// CALayer `contentsGravity`.
public enum ContentsGravity: String, Sendable, Hashable, CaseIterable {
    /// How `contents` is fitted into the bounds: `resize` stretches, `resizeAspect` fits, `resizeAspectFill` fills and crops;
    /// the others keep the image's size (pixels / `contentsScale`) and pin it to a side or corner.
    case resize, resizeAspect, resizeAspectFill, center, top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight
}
/// CAGradientLayer `type`.
public enum GradientType: String, Sendable, Hashable {
    /// `axial`: linear from `startPoint` to `endPoint`; `radial`: elliptical around `startPoint`, reaching
    /// the last colour at `endPoint`; `conic`: angular sweep around `startPoint`.
    case axial, radial, conic
}
/// CATextLayer `alignmentMode`.
public enum TextAlignment: String, Sendable, Hashable {
    /// Lines start at the left edge (`natural` is left for the left-to-right text the engine draws),
    /// end at the right edge, or are centred.
    case natural, left, right, center
}
/// CALayer `compositingFilter`, by Core Animation's filter names: how the layer composites onto
/// what lies below it (through its group offscreen when it has sublayers).
public enum CompositingFilter: String, Sendable, Hashable, CaseIterable {
    /// Core Animation's separable blend filters: multiply darkens, screen lightens, overlay does both by what lies below.
    case multiplyBlendMode, screenBlendMode, overlayBlendMode
    /// Additive (`plusL`, `CIAdditionCompositing`): glows, light.
    case plusL, additionCompositing
    /// Keep / erase what lies below where the layer is opaque (CA's `destIn` / `destOut`).
    case destIn, destOut
    /// Ordinary source-over compositing (the same as no filter).
    case sourceOverCompositing
    /// Per channel, the darker (`darkenBlendMode`) or lighter (`lightenBlendMode`) of the layer and
    /// what lies below.
    case darkenBlendMode, lightenBlendMode
    /// What lies below brightened (`colorDodgeBlendMode`) or darkened (`colorBurnBlendMode`) by the layer.
    case colorDodgeBlendMode, colorBurnBlendMode
    /// Multiply or screen by the layer's own value (`hardLightBlendMode`: overlay with the roles
    /// swapped); the gentler `softLightBlendMode`.
    case hardLightBlendMode, softLightBlendMode
    /// The absolute difference (`differenceBlendMode`) and its lower-contrast form (`exclusionBlendMode`).
    case differenceBlendMode, exclusionBlendMode
    /// The non-separable filters: the layer's hue, saturation, hue and saturation (`colorBlendMode`) or
    /// luminosity, with the rest from what lies below.
    case hueBlendMode, saturationBlendMode, colorBlendMode, luminosityBlendMode

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
        case .darkenBlendMode: return .darken
        case .lightenBlendMode: return .lighten
        case .colorDodgeBlendMode: return .colorDodge
        case .colorBurnBlendMode: return .colorBurn
        case .hardLightBlendMode: return .hardLight
        case .softLightBlendMode: return .softLight
        case .differenceBlendMode: return .difference
        case .exclusionBlendMode: return .exclusion
        case .hueBlendMode: return .hue
        case .saturationBlendMode: return .saturation
        case .colorBlendMode: return .color
        case .luminosityBlendMode: return .luminosity
        }
    }
}
/// CAShapeLayer `fillRule`.
public enum ShapeFillRule: String, Sendable, Hashable {
    /// `nonZero`: inside where the winding number is not zero; `evenOdd`: inside where it is odd (overlaps make holes).
    case nonZero, evenOdd
}

/// What a layer shows as `contents`: a bitmap, or a drawing closure called with the layer's
/// *presentation* state every frame (`drawInContext:` with `needsDisplayForKey:` for every key).
public enum LayerContents: Sendable {
    /// A bitmap (premultiplied RGBA, its pixel size / `contentsScale` in points), placed by `contentsGravity` and `contentsRect`.
    /// Do not mutate the pixmap after handing it to a layer: resampled copies are cached by identity.
    case image(Pixmap)
    /// A closure that draws into the layer's bounds every frame, reading the presentation state (animated custom
    /// properties included): Core Animation's `drawInContext:` with `needsDisplayForKey:` true for every key.
    case drawing(@Sendable (inout DrawContext, LayerState) -> Void)
    /// Contents that could not be loaded (an image file that is missing or unreadable), with the
    /// reason. Draws nothing; the renderer throws it as a `SceneError` naming the layer.
    case unavailable(String)
}

/// Every property of a layer, model or presentation, as a value: CALayer's own fields, and in
/// `kind` the typed state of the layer's kind (`ShapeState`, `GradientState`, `TextState`,
/// `ReplicatorState`, `EmitterState`), so a plain layer carries no shape, text or replicator
/// fields. `Layer` and its subclasses expose these as properties (`layer.opacity = 0.5`,
/// `shape.fillColor = .red`); animations read and write them by key path string (`"position.y"`,
/// `"transform.rotation.z"`, custom names) through `LayerProperty.registry`.
public struct LayerState: Sendable {
    // Geometry
    /// The layer's own coordinate space, in points (`bounds.origin` offsets the sublayers). Animatable (`bounds`, `bounds.size.width`, …).
    public var bounds: Rect = .zero
    /// Where the anchor point sits in the superlayer's coordinates, in points. Animatable (`position`, `position.x`, `position.y`).
    public var position: Point = .zero
    /// The point of the bounds that `position` places and transforms turn around, in unit coordinates (0…1 each; default the centre).
    public var anchorPoint: Point = Point(0.5, 0.5)
    /// Stacking depth along z, in points: with a perspective `sublayerTransform` it moves the layer towards the viewer; `TransformLayer` sorts by it.
    public var zPosition: Double = 0
    /// 3D transform about the anchor point (CATransform3D); animate whole or by sub-key (`transform.rotation.z`, `transform.scale`, …).
    public var transform: Transform3D = .identity
    /// Transform applied to every sublayer about this layer's anchor point; set `m34 = -1/d` here for a shared perspective.
    public var sublayerTransform: Transform3D = .identity
    // Appearance
    /// Alpha of the layer and its subtree, 0…1, applied as group opacity. Animatable.
    public var opacity: Double = 1
    /// When true the layer and its sublayers are not drawn. Animatable by key `hidden` (discretely), not implicitly.
    public var isHidden: Bool = false
    /// Fill of the bounds (rounded by `cornerRadius`), drawn beneath `contents` and sublayers; nil draws nothing. Animatable.
    public var backgroundColor: Color? = nil
    /// Radius of the rounded corners of background, border and `masksToBounds` clip, in points. Animatable.
    public var cornerRadius: Double = 0
    /// Width of the border drawn inside the bounds, in points (0 = none). Animatable.
    public var borderWidth: Double = 0
    /// Colour of the border (default opaque black, as in Core Animation). Animatable.
    public var borderColor: Color? = .black
    /// Clip the sublayers and contents to the (rounded) bounds.
    public var masksToBounds: Bool = false
    /// When false, the layer is not drawn while its back faces the viewer (a 3D flip shows the other side's layer).
    public var isDoubleSided: Bool = true
    /// Colour of the drop shadow (default black); drawn only when `shadowOpacity` > 0. Animatable.
    public var shadowColor: Color? = .black
    /// Alpha of the drop shadow, 0…1 (default 0: no shadow). Animatable.
    public var shadowOpacity: Double = 0
    /// Offset of the shadow from the layer, in points (default (0, −3), as in Core Animation). Animatable.
    public var shadowOffset: Size = Size(0, -3)
    /// Blur radius of the shadow, in points; the Gaussian's σ is radius / 2. Animatable.
    public var shadowRadius: Double = 3
    /// The shadow's shape in bounds coordinates; nil casts the shadow of the layer's own alpha. Animatable.
    public var shadowPath: Path? = nil
    /// What the layer shows inside its bounds, above the background: an image or a drawing closure (`CALayer.contents` / `drawInContext:`).
    public var contents: LayerContents? = nil
    /// How the layer composites onto what lies below (nil: normal, source-over).
    public var compositingFilter: CompositingFilter? = nil
    /// How `contents` images are fitted into the bounds (default `.resize`, stretched).
    public var contentsGravity: ContentsGravity = .resize
    /// The part of the `contents` image shown, in unit coordinates of the image (default the whole image; sprite sheets). Animatable.
    public var contentsRect: Rect = Rect(0, 0, 1, 1)
    /// Pixels per point of `contents` images (used by the non-stretching gravities).
    public var contentsScale: Double = 1
    /// [CHOICE] UIVisualEffectView-style backdrop: Gaussian σ (points) of what lies behind the
    /// layer, drawn inside its rounded bounds before its own background (0 = off).
    public var backdropBlurRadius: Double = 0
    /// Backdrop saturation multiplier (1 = unchanged; the "dark" style uses ≈ 0.8).
    public var backdropSaturation: Double = 1
    // Layer time (CAMediaTiming on the layer; duration is infinite)
    /// Layer time: when the layer's local timeline starts, in the superlayer's time (CAMediaTiming on a layer).
    public var beginTime: Double = 0
    /// Layer time: how fast the layer's local time runs relative to its parent's (0 pauses, 2 doubles; affects all sublayers).
    public var speed: Double = 1
    /// Layer time: an offset added to the layer's local time (the pause/resume recipe sets `speed = 0` and `timeOffset`).
    public var timeOffset: Double = 0
    /// What only one kind of layer has (a shape layer's path, a replicator's copies, …), in one
    /// typed state per kind; `.plain` for a plain layer. Reach it through `shape`, `gradient`,
    /// `text`, `replicator` and `emitter`, or the properties of the layer classes.
    public package(set) var kind: LayerKindState = .plain
    /// Declared custom animatable properties (`xAxisPercent`, …), read by drawing closures
    /// (`declare(_:)`, then `state[property]` or `setValue(_:forKeyPath:)`).
    public internal(set) var custom: [String: AnimValue] = [:]

    /// A state with Core Animation's default values (zero bounds and position, anchor at the centre, opaque, identity transforms).
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
    /// The key path string, e.g. `"transform.rotation.z"`.
    public let name: String
    /// A key path from its string.
    public init(_ name: String) { self.name = name }
    /// A key path from a string literal: `BasicAnimation(keyPath: "position.y", …)`.
    public init(stringLiteral v: String) { name = v }
    /// The key path string.
    public var description: String { name }

    /// `position` and its components (points, in the superlayer's coordinates).
    public static let position: AnimKeyPath = "position", positionX: AnimKeyPath = "position.x", positionY: AnimKeyPath = "position.y"
    /// `bounds` and its size (points).
    public static let bounds: AnimKeyPath = "bounds", boundsSize: AnimKeyPath = "bounds.size"
    /// The bounds' width and height (points).
    public static let boundsWidth: AnimKeyPath = "bounds.size.width", boundsHeight: AnimKeyPath = "bounds.size.height"
    /// `anchorPoint` (unit coordinates) and `zPosition` (points).
    public static let anchorPoint: AnimKeyPath = "anchorPoint", zPosition: AnimKeyPath = "zPosition"
    /// The whole `transform` / `sublayerTransform` (`Transform3D` values).
    public static let transform: AnimKeyPath = "transform", sublayerTransform: AnimKeyPath = "sublayerTransform"
    /// Rotation sub-keys of `transform`, in radians (`transform.rotation` is about z).
    public static let rotation: AnimKeyPath = "transform.rotation", rotationX: AnimKeyPath = "transform.rotation.x"
    /// Rotation about y and z, in radians.
    public static let rotationY: AnimKeyPath = "transform.rotation.y", rotationZ: AnimKeyPath = "transform.rotation.z"
    /// Scale sub-keys of `transform` (`transform.scale` sets x, y and z alike).
    public static let scale: AnimKeyPath = "transform.scale", scaleX: AnimKeyPath = "transform.scale.x",
        scaleY: AnimKeyPath = "transform.scale.y"
    /// Translation sub-keys of `transform`, in points.
    public static let translationX: AnimKeyPath = "transform.translation.x", translationY: AnimKeyPath = "transform.translation.y"
    /// `opacity` (0…1) and `backgroundColor`.
    public static let opacity: AnimKeyPath = "opacity", backgroundColor: AnimKeyPath = "backgroundColor"
    /// Corner radius and border (points; colour).
    public static let cornerRadius: AnimKeyPath = "cornerRadius", borderWidth: AnimKeyPath = "borderWidth",
        borderColor: AnimKeyPath = "borderColor"
    /// Shadow opacity (0…1) and blur radius (points).
    public static let shadowOpacity: AnimKeyPath = "shadowOpacity", shadowRadius: AnimKeyPath = "shadowRadius"
    /// Shadow offset (points), colour and path.
    public static let shadowOffset: AnimKeyPath = "shadowOffset", shadowColor: AnimKeyPath = "shadowColor",
        shadowPath: AnimKeyPath = "shadowPath"
    /// `contentsRect` (unit rectangle of the contents image).
    public static let contentsRect: AnimKeyPath = "contentsRect"
    /// Shape layer path and colours.
    public static let path: AnimKeyPath = "path", fillColor: AnimKeyPath = "fillColor", strokeColor: AnimKeyPath = "strokeColor"
    /// Shape layer stroke width (points) and trim (0…1 of the path length).
    public static let lineWidth: AnimKeyPath = "lineWidth", strokeStart: AnimKeyPath = "strokeStart", strokeEnd: AnimKeyPath = "strokeEnd"
    /// Shape layer dash phase and pattern (points).
    public static let lineDashPhase: AnimKeyPath = "lineDashPhase", lineDashPattern: AnimKeyPath = "lineDashPattern"
    /// Gradient layer colours and locations.
    public static let colors: AnimKeyPath = "colors", locations: AnimKeyPath = "locations"
    /// Gradient layer start and end points (unit coordinates).
    public static let startPoint: AnimKeyPath = "startPoint", endPoint: AnimKeyPath = "endPoint"
    /// Replicator per-copy transform and delay (seconds).
    public static let instanceTransform: AnimKeyPath = "instanceTransform", instanceDelay: AnimKeyPath = "instanceDelay"
    /// Replicator colour multiplier.
    public static let instanceColor: AnimKeyPath = "instanceColor"
    /// Text layer colour and size (points).
    public static let foregroundColor: AnimKeyPath = "foregroundColor", fontSize: AnimKeyPath = "fontSize"
}

extension LayerState {
    /// Reads a value by key path: a registered property (`LayerProperty.registry`) or a declared
    /// custom property; nil for anything else.
    public func value(forKeyPath k: String) -> AnimValue? {
        if let p = property(k) { return p.get(self) }
        return custom[k]
    }

    /// Writes a value by key path. Mismatched kinds are ignored, and so are keys that name neither
    /// a registered nor a declared custom property (`Layer.setValue` reports those as errors).
    public mutating func setValue(_ v: AnimValue, forKeyPath k: String) {
        if let p = property(k) { p.set(&self, v); return }
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
    /// Writes a CA transform sub-key (`scale` sets all three scales); an unknown name does nothing.
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
