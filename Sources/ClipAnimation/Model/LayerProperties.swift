import ClipGeometry
import ClipRaster

/// The kind of value an `AnimValue` holds (and so the kind of a layer property).
public enum AnimValueKind: String, Sendable, Hashable, CaseIterable {
    /// One case per `AnimValue` case (without `.null`).
    case scalar, point, size, rect, color, transform, path, scalars, colors, bool, image

    /// The kind of `v` (nil for `.null`).
    public init?(of v: AnimValue) {
        switch v {
        case .scalar: self = .scalar
        case .point: self = .point
        case .size: self = .size
        case .rect: self = .rect
        case .color: self = .color
        case .transform: self = .transform
        case .path: self = .path
        case .scalars: self = .scalars
        case .colors: self = .colors
        case .bool: self = .bool
        case .image: self = .image
        case .null: return nil
        }
    }
}

/// A Swift type that boxes into, and unboxes from, one kind of `AnimValue`.
public protocol AnimValueRepresentable: AnimValueConvertible, Sendable {
    /// The one `AnimValue` kind this type boxes into.
    static var animKind: AnimValueKind { get }
    /// nil when `v` is of another kind.
    init?(animValue v: AnimValue)
}
extension Double: AnimValueRepresentable {
    /// `.scalar`.
    public static var animKind: AnimValueKind { .scalar }
    public init?(animValue v: AnimValue) { guard let s = v.scalar else { return nil }; self = s }
}
extension Point: AnimValueRepresentable {
    /// `.point`.
    public static var animKind: AnimValueKind { .point }
    public init?(animValue v: AnimValue) { guard let p = v.point else { return nil }; self = p }
}
extension Size: AnimValueRepresentable {
    /// `.size`.
    public static var animKind: AnimValueKind { .size }
    public init?(animValue v: AnimValue) { guard let s = v.size else { return nil }; self = s }
}
extension Rect: AnimValueRepresentable {
    /// `.rect`.
    public static var animKind: AnimValueKind { .rect }
    public init?(animValue v: AnimValue) { guard let r = v.rect else { return nil }; self = r }
}
extension Color: AnimValueRepresentable {
    /// `.color`.
    public static var animKind: AnimValueKind { .color }
    public init?(animValue v: AnimValue) { guard let c = v.color else { return nil }; self = c }
}
extension Transform3D: AnimValueRepresentable {
    /// `.transform`.
    public static var animKind: AnimValueKind { .transform }
    public init?(animValue v: AnimValue) { guard let t = v.transform else { return nil }; self = t }
}
extension Path: AnimValueRepresentable {
    /// `.path`.
    public static var animKind: AnimValueKind { .path }
    public init?(animValue v: AnimValue) { guard let p = v.path else { return nil }; self = p }
}
/// Booleans box as `.bool`; any scalar unboxes (≥ 0.5 is true), as `hidden` always accepted.
extension Bool: AnimValueRepresentable {
    /// `.bool(self)`.
    public var animValue: AnimValue { .bool(self) }
    /// `.bool`.
    public static var animKind: AnimValueKind { .bool }
    public init?(animValue v: AnimValue) { guard let s = v.scalar else { return nil }; self = s >= 0.5 }
}

/// One property of `LayerState` reachable by a key path string: how to read and write it as an
/// `AnimValue`, its kind, whether it may be nil, and whether it animates implicitly (CA actions,
/// UIView animation blocks). `LayerProperty.registry` is the one list of them.
public struct LayerProperty: Sendable {
    /// The key path string (`"position.x"`).
    public let key: String
    /// The kind of value the property holds.
    public let kind: AnimValueKind
    /// Accepts and returns `.null` (optional colours and paths).
    public let isNullable: Bool
    /// Changes animate implicitly (opted-in layers) and inside UIView animation blocks.
    public let animatesImplicitly: Bool
    /// The kind of layer that has the property (`.shape` for `fillColor`); nil: every layer.
    public let layerKind: LayerKind?
    let get: @Sendable (LayerState) -> AnimValue
    /// Writes `v`; a value of another kind is ignored.
    let set: @Sendable (inout LayerState, AnimValue) -> Void

    /// An entry with explicit accessors (derived values, sub-keys).
    public init(
        _ key: String, kind: AnimValueKind, nullable: Bool = false, implicit: Bool = false, of layerKind: LayerKind? = nil,
        get: @escaping @Sendable (LayerState) -> AnimValue, set: @escaping @Sendable (inout LayerState, AnimValue) -> Void
    ) {
        self.key = key; self.kind = kind; self.isNullable = nullable; self.animatesImplicitly = implicit
        self.layerKind = layerKind
        self.get = get; self.set = set
    }
    /// An entry for a stored (or nested) field.
    public init<T: AnimValueRepresentable>(_ key: String, _ kp: WritableKeyPath<LayerState, T> & Sendable, implicit: Bool = false) {
        self.init(
            key, kind: T.animKind, implicit: implicit, get: { $0[keyPath: kp].animValue },
            set: { st, v in if let x = T(animValue: v) { st[keyPath: kp] = x } })
    }
    /// An entry for an optional field (`.null` reads and writes nil).
    public init<T: AnimValueRepresentable>(_ key: String, _ kp: WritableKeyPath<LayerState, T?> & Sendable, implicit: Bool = false) {
        self.init(
            key, kind: T.animKind, nullable: true, implicit: implicit, get: { $0[keyPath: kp]?.animValue ?? .null },
            set: { st, v in
                if case .null = v { st[keyPath: kp] = nil } else if let x = T(animValue: v) { st[keyPath: kp] = x }
            })
    }

    /// An entry for a field of one kind's state (`ShapeState.lineWidth`): read as `.null` and
    /// not written on a layer of another kind.
    package init<S: LayerKindStateProtocol, T: AnimValueRepresentable>(
        _ key: String, _ kp: WritableKeyPath<S, T> & Sendable, implicit: Bool = false
    ) {
        self.init(
            key, kind: T.animKind, implicit: implicit, of: S.layerKind, get: { $0[keyPath: S.slot]?[keyPath: kp].animValue ?? .null },
            set: { st, v in
                guard let x = T(animValue: v) else { return }
                st[keyPath: S.slot]?[keyPath: kp] = x
            })
    }
    /// An entry for an optional field of one kind's state (`ShapeState.fillColor`; `.null` is nil).
    package init<S: LayerKindStateProtocol, T: AnimValueRepresentable>(
        _ key: String, _ kp: WritableKeyPath<S, T?> & Sendable, implicit: Bool = false
    ) {
        self.init(
            key, kind: T.animKind, nullable: true, implicit: implicit, of: S.layerKind,
            get: { $0[keyPath: S.slot]?[keyPath: kp]?.animValue ?? .null },
            set: { st, v in
                if case .null = v {
                    st[keyPath: S.slot]?[keyPath: kp] = nil
                } else if let x = T(animValue: v) {
                    st[keyPath: S.slot]?[keyPath: kp] = x
                }
            })
    }

    /// Reads the property.
    public func value(in st: LayerState) -> AnimValue { get(st) }
    /// Writes the property (a value of another kind is ignored).
    public func setValue(_ v: AnimValue, in st: inout LayerState) { set(&st, v) }
}

extension LayerProperty {
    /// Every key path a layer understands, besides declared custom properties. Adding a property is
    /// one line here (and a `LayerState` field); getters, setters, the implicit-animation list and
    /// key validation are derived from it. Implicit entries keep Core Animation's order.
    public static let registry: [LayerProperty] =
        [
            // Geometry
            LayerProperty("position", \.position, implicit: true),
            LayerProperty("position.x", \.position.x),
            LayerProperty("position.y", \.position.y),
            LayerProperty("bounds", \.bounds, implicit: true),
            LayerProperty("bounds.size", \.bounds.size),
            LayerProperty("bounds.origin", \.bounds.origin),
            LayerProperty("bounds.size.width", \.bounds.size.width),
            LayerProperty("bounds.size.height", \.bounds.size.height),
            LayerProperty("anchorPoint", \.anchorPoint, implicit: true),
            LayerProperty("zPosition", \.zPosition, implicit: true),
            LayerProperty("transform", \.transform, implicit: true),
            LayerProperty("sublayerTransform", \.sublayerTransform, implicit: true),
            // Appearance
            LayerProperty("opacity", \.opacity, implicit: true),
            LayerProperty("hidden", \.isHidden),
            LayerProperty("backgroundColor", \.backgroundColor, implicit: true),
            LayerProperty("cornerRadius", \.cornerRadius, implicit: true),
            LayerProperty("borderWidth", \.borderWidth, implicit: true),
            LayerProperty("borderColor", \.borderColor, implicit: true),
            LayerProperty("shadowColor", \.shadowColor, implicit: true),
            LayerProperty("shadowOpacity", \.shadowOpacity, implicit: true),
            LayerProperty("shadowOffset", \.shadowOffset, implicit: true),
            LayerProperty("shadowRadius", \.shadowRadius, implicit: true),
            LayerProperty("shadowPath", \.shadowPath, implicit: true),
            LayerProperty("contentsRect", \.contentsRect, implicit: true),
            LayerProperty(
                "contents", kind: .image, nullable: true,
                get: { st in
                    if case .image(let p)? = st.contents { return .image(ImageRef(p)) }
                    return .null
                },
                set: { st, v in
                    if case .image(let r) = v { st.contents = .image(r.pixmap) } else if case .null = v { st.contents = nil }
                }),
            // CAShapeLayer
            LayerProperty("path", \ShapeState.path, implicit: true),
            LayerProperty("fillColor", \ShapeState.fillColor, implicit: true),
            LayerProperty("strokeColor", \ShapeState.strokeColor, implicit: true),
            LayerProperty("lineWidth", \ShapeState.lineWidth, implicit: true),
            LayerProperty("miterLimit", \ShapeState.miterLimit),
            LayerProperty("lineDashPhase", \ShapeState.lineDashPhase, implicit: true),
            LayerProperty("strokeStart", \ShapeState.strokeStart, implicit: true),
            LayerProperty("strokeEnd", \ShapeState.strokeEnd, implicit: true),
            // CAGradientLayer
            LayerProperty(
                "colors", kind: .colors, implicit: true, of: .gradient, get: { $0.gradient.map { .colors($0.colors) } ?? .null },
                set: { st, v in if let c = v.colors { st.gradient?.colors = c } }),
            LayerProperty(
                "locations", kind: .scalars, implicit: true, of: .gradient,
                get: { st in st.gradient.map { .scalars($0.locations ?? LayerState.evenLocations($0.colors.count)) } ?? .null },
                set: { st, v in if let s = v.scalars { st.gradient?.locations = s } }),
            LayerProperty("startPoint", \GradientState.startPoint, implicit: true),
            LayerProperty("endPoint", \GradientState.endPoint, implicit: true),
            // CATextLayer
            LayerProperty("fontSize", \TextState.fontSize, implicit: true),
            LayerProperty("foregroundColor", \TextState.foregroundColor, implicit: true),
            // CAReplicatorLayer
            LayerProperty("instanceTransform", \ReplicatorState.instanceTransform, implicit: true),
            LayerProperty("instanceColor", \ReplicatorState.instanceColor, implicit: true),
            LayerProperty("instanceDelay", \ReplicatorState.instanceDelay, implicit: true),
            LayerProperty("instanceRedOffset", \ReplicatorState.instanceRedOffset),
            LayerProperty("instanceGreenOffset", \ReplicatorState.instanceGreenOffset),
            LayerProperty("instanceBlueOffset", \ReplicatorState.instanceBlueOffset),
            LayerProperty("instanceAlphaOffset", \ReplicatorState.instanceAlphaOffset),
            // CAEmitterLayer
            LayerProperty("emitterPosition", \EmitterState.emitterPosition, implicit: true),
            LayerProperty("emitterSize", \EmitterState.emitterSize, implicit: true),
            LayerProperty("birthRate", \EmitterState.birthRate),
            // Backdrop
            LayerProperty("backdropBlurRadius", \.backdropBlurRadius, implicit: true),
            LayerProperty("backdropSaturation", \.backdropSaturation, implicit: true),
            // CAShapeLayer lineDashPattern (animatable in Core Animation: marching ants, dash morphs).
            LayerProperty(
                "lineDashPattern", kind: .scalars, implicit: true, of: .shape,
                get: { $0.shape.map { .scalars($0.lineDashPattern) } ?? .null },
                set: { st, v in if let s = v.scalars { st.shape?.lineDashPattern = s } }),
        ] + transformSubKeys

    /// `transform.rotation.z`, `sublayerTransform.scale`, `instanceTransform.translation.x`, …:
    /// scalar components of the decomposed matrix (`TransformParts`).
    static let transformSubKeys: [LayerProperty] = {
        let bases: [(String, LayerKind?, @Sendable (LayerState) -> Transform3D?, @Sendable (inout LayerState, Transform3D) -> Void)] = [
            ("transform", nil, { $0.transform }, { $0.transform = $1 }),
            ("sublayerTransform", nil, { $0.sublayerTransform }, { $0.sublayerTransform = $1 }),
            ("instanceTransform", .replicator, { $0.replicator?.instanceTransform }, { $0.replicator?.instanceTransform = $1 }),
        ]
        return bases.flatMap { base, layerKind, get, set in
            TransformParts.componentNames.map { sub in
                LayerProperty(
                    base + "." + sub, kind: .scalar, of: layerKind,
                    get: { st in get(st).map { .scalar(TransformParts($0).component(sub)) } ?? .null },
                    set: { st, v in
                        guard let s = v.scalar, let m = get(st) else { return }
                        var p = TransformParts(m); p.setComponent(sub, s); set(&st, p.matrix)
                    })
            }
        }
    }()

    static let byKey: [String: LayerProperty] = Dictionary(uniqueKeysWithValues: registry.map { ($0.key, $0) })

    /// The registered property for `key`, if any.
    public static func named(_ key: String) -> LayerProperty? { byKey[key] }

    /// Keys that animate implicitly, in registry order.
    public static let implicitKeys: [String] = registry.filter { $0.animatesImplicitly }.map { $0.key }
}

/// A custom animatable property a drawing closure reads (`xAxisPercent`, a menu's `diff`). It must
/// be declared on the layer (`layer.declare(CustomProperty("diff", default: 0))`) before anything
/// sets or animates it: an undeclared key is an error, not a silent new property.
public struct CustomProperty<Value: AnimValueRepresentable>: Sendable {
    /// The property's key path name (must not collide with a registered key unless it means that property).
    public let key: String
    /// The value it has until set or animated.
    public let defaultValue: Value
    /// A custom property named `key` with default `value` (any `AnimValueRepresentable`: `Double`, `Point`, `Color`, …).
    public init(_ key: String, default value: Value) { self.key = key; self.defaultValue = value }
}
extension CustomProperty where Value == Double {
    /// A scalar custom property (`CustomProperty("progress", default: 0.5)`).
    public init(_ key: String, default value: Double = 0) { self.key = key; self.defaultValue = value }
}

extension LayerState {
    /// Declares a custom property (its default unless it already has a value). A registered key
    /// is not redeclared: the built-in property keeps the name and its value (its own default,
    /// e.g. 1 for "strokeEnd"), so set the starting value when it should differ.
    public mutating func declare<V>(_ p: CustomProperty<V>) {
        if property(p.key) == nil && custom[p.key] == nil { custom[p.key] = p.defaultValue.animValue }
    }
    /// A declared custom property's value (its default if unset or of another kind). A
    /// `CustomProperty` named like a registered key (e.g. "strokeEnd") reads and writes that
    /// built-in property, the one animations of that key change.
    public subscript<V>(p: CustomProperty<V>) -> V {
        get {
            if property(p.key) != nil { return value(forKeyPath: p.key).flatMap { V(animValue: $0) } ?? p.defaultValue }
            return custom[p.key].flatMap { V(animValue: $0) } ?? p.defaultValue
        }
        set {
            if property(p.key) != nil { setValue(newValue.animValue, forKeyPath: p.key); return }
            custom[p.key] = newValue.animValue
        }
    }
    /// Whether `key` is a registered property of this state's kind or a custom property declared here.
    public func understands(_ key: String) -> Bool { property(key) != nil || custom[key] != nil }
    /// The registered property `key` when this state's kind has it (`fillColor` only on a shape).
    public func property(_ key: String) -> LayerProperty? {
        guard let p = LayerProperty.named(key), p.layerKind == nil || p.layerKind == kind.kind else { return nil }
        return p
    }
}

extension Layer {
    /// Declares a custom animatable property on this layer (see `CustomProperty`); returns it.
    @discardableResult
    public func declare<V>(_ p: CustomProperty<V>) -> CustomProperty<V> { model.declare(p); return p }
    /// A declared custom property's model value.
    public subscript<V>(p: CustomProperty<V>) -> V {
        get { model[p] }
        set { model[p] = newValue }
    }
}

/// A key path a scene used that names no registered property and no declared custom property.
public struct UnknownKeyPathError: Error, CustomStringConvertible, Equatable {
    /// The scene's id (empty outside a scene).
    public var scene: String
    /// The layer's name, or its class when it has none.
    public var layer: String
    /// The unknown key path.
    public var key: String
    public var description: String {
        let s = scene.isEmpty ? "" : "scene '\(scene)': "
        return "\(s)layer \(layer) has no property '\(key)' (a custom property needs layer.declare(CustomProperty(\"\(key)\")))"
    }
}

extension Layer {
    /// Key paths set (`setValue(_:forKeyPath:)`) or animated on this layer that it does not
    /// understand, paired with the layer, over the whole subtree (masks included).
    func unknownKeyPaths() -> (Layer, String)? {
        if let k = undeclaredKeys.first { return (self, k) }
        for a in attached {
            for k in a.anim.animatedKeyPaths where !model.understands(k) { return (self, k) }
        }
        if let m = mask, let r = m.unknownKeyPaths() { return r }
        for s in sublayers { if let r = s.unknownKeyPaths() { return r } }
        return nil
    }
    /// Name for messages: `'menu'` or the class (`ShapeLayer`).
    var debugLabel: String { name.map { "'\($0)'" } ?? String(describing: type(of: self)) }
}

extension TransformParts {
    /// The sub-keys `component`/`setComponent` understand.
    public static let componentNames = [
        "rotation", "rotation.x", "rotation.y", "rotation.z", "scale", "scale.x", "scale.y",
        "scale.z", "translation.x", "translation.y", "translation.z",
    ]
}
