import ClipGeometry
import Foundation

/// Reads bodymovin JSON into the typed model, enforcing `LottieLimits` as it goes.
struct LottieParser {
    let limits: LottieLimits
    /// Layers read so far, across every composition.
    var layerCount = 0
    /// Expressions found so far, with the composition and layer being read.
    let expressions = ExpressionCollector()

    init(limits: LottieLimits) { self.limits = limits }

    // MARK: Properties

    /// A keyframed-or-fixed vector property `{ "a": 0|1, "k": … }` (a bare number or array is
    /// accepted as a fixed value).
    func vector(_ n: JNode) throws -> Animated<[Double]> {
        let base = try staticVector(n)
        if let dict = n.value as? [String: Any], let source = dict["x"] as? String,
            let id = expressions.register(source: source, path: n.path, base: base)
        {
            return .expression(base, id: id)
        }
        return base
    }

    /// The property's keyframes or fixed value, its expression (`x`) aside.
    func staticVector(_ n: JNode) throws -> Animated<[Double]> {
        guard n.isObject else { return .fixed(try n.numbers()) }
        let k = try n.required("k")
        if let items = try? k.array(), let first = items.first, first.isObject {
            return .keyed(try keyframes(items) { try $0.numbers() })
        }
        return .fixed(try k.numbers())
    }

    /// Optional vector member `key`.
    func vector(_ n: JNode, _ key: String) throws -> Animated<[Double]>? {
        try n.optional(key).map { try vector($0) }
    }

    /// Required vector member `key`.
    func requiredVector(_ n: JNode, _ key: String) throws -> Animated<[Double]> { try vector(try n.required(key)) }

    /// A shape property (`ks` of a path, `pt` of a mask), with its expression when it has one.
    func shape(_ n: JNode) throws -> Animated<BezierShape> {
        let base = try staticShape(n)
        if let dict = n.value as? [String: Any], let source = dict["x"] as? String,
            let id = expressions.register(source: source, path: n.path, base: .fixed([]), shape: base)
        {
            return .expression(base, id: id)
        }
        return base
    }

    /// The shape's keyframes or fixed value, its expression aside.
    func staticShape(_ n: JNode) throws -> Animated<BezierShape> {
        let k = try n.required("k")
        if k.isObject { return .fixed(try bezier(k)) }
        let items = try k.array()
        if let first = items.first, first.isObject, (try first.optional("t")) != nil {
            return .keyed(
                try keyframes(items) { v in
                    if v.isArray {
                        let a = try v.array()
                        guard let f = a.first else { throw v.error("expected a shape") }
                        return try bezier(f)
                    }
                    return try bezier(v)
                })
        }
        guard let f = items.first else { throw k.error("expected a shape") }
        return .fixed(try bezier(f))
    }

    /// `{ "c": closed, "v": vertices, "i": in tangents, "o": out tangents }`, tangents relative.
    func bezier(_ n: JNode) throws -> BezierShape {
        let closed = try n.flag("c")
        func points(_ key: String) throws -> [Point] {
            guard let a = try n.optional(key) else { return [] }
            return try a.array().map { p in
                let v = try p.numbers()
                guard v.count >= 2 else { throw p.error("expected a point") }
                return Point(v[0], v[1])
            }
        }
        let v = try points("v")
        var i = try points("i"), o = try points("o")
        if i.count < v.count { i += Array(repeating: .zero, count: v.count - i.count) }
        if o.count < v.count { o += Array(repeating: .zero, count: v.count - o.count) }
        return BezierShape(
            closed: closed, vertices: v, inPoints: (0..<v.count).map { v[$0] + i[$0] }, outPoints: (0..<v.count).map { v[$0] + o[$0] })
    }

    func handle(_ n: JNode?) throws -> Handle? {
        guard let n else { return nil }
        return Handle(x: try n.optional("x")?.numbers() ?? [], y: try n.optional("y")?.numbers() ?? [])
    }

    /// Keyframes in time order; a keyframe without `s` (the last one, usually) holds the value the
    /// previous one ended on.
    func keyframes<V>(_ items: [JNode], value: (JNode) throws -> V) throws -> [Keyframe<V>] {
        var out: [Keyframe<V>] = []
        out.reserveCapacity(items.count)
        for item in items {
            let t = try item.required("t").number()
            let e = try item.optional("e").map(value)
            let s: V
            if let sn = try item.optional("s") {
                s = try value(sn)
            } else if let prev = out.last {
                s = prev.end ?? prev.start
            } else {
                throw LottieError(path: item.path, "first keyframe has no value ('s')")
            }
            if let prev = out.last, t < prev.time { throw try item.required("t").error("keyframe times go backwards") }
            out.append(
                Keyframe(
                    time: t, start: s, end: e, hold: try item.flag("h"), out: try handle(item.optional("o")),
                    into: try handle(item.optional("i")), spatialOut: try item.optional("to")?.numbers(),
                    spatialIn: try item.optional("ti")?.numbers()))
        }
        guard !out.isEmpty else { throw LottieError(path: items.first?.path ?? "", "no keyframes") }
        return out
    }

    // MARK: Transforms

    func transform(_ n: JNode) throws -> TransformModel {
        var t = TransformModel()
        t.anchor = try vector(n, "a")
        if let p = try n.optional("p") {
            if p.isObject, try p.flag("s") {
                t.positionX = try requiredVector(p, "x")
                t.positionY = try requiredVector(p, "y")
                t.positionZ = try vector(p, "z")
            } else {
                t.position = try vector(p)
            }
        }
        t.scale = try vector(n, "s")
        t.rotation = try vector(n, "r") ?? vector(n, "rz")
        t.opacity = try vector(n, "o")
        t.skew = try vector(n, "sk")
        t.skewAxis = try vector(n, "sa")
        if let rx = try vector(n, "rx") {
            t.threeD = true
            t.rotationX = rx
            t.rotationY = try vector(n, "ry")
            t.rotation = try vector(n, "rz")
            t.orientation = try vector(n, "or")
        }
        return t
    }

    // MARK: Shapes

    func shapes(_ n: JNode, depth: Int) throws -> [ShapeItem] {
        guard depth <= limits.maxShapeDepth else { throw n.error("shape groups nested deeper than \(limits.maxShapeDepth)") }
        var items: [ShapeItem] = []
        for item in try n.array() {
            if try item.flag("hd") { continue }
            guard let type = try item.string("ty") else { throw LottieError(path: item.path + ".ty", "missing") }
            // `d` is the direction of a path-like item (3: reversed), the dash list of a stroke.
            let reversed = ["sh", "rc", "el", "sr"].contains(type) ? try item.number("d", default: 1) == 3 : false
            switch type {
            case "gr":
                var sub: [ShapeItem] = []
                var tr: TransformModel? = nil
                if let it = try item.optional("it") {
                    for s in try it.array() where s.isObject {
                        if try s.string("ty") == "tr" { tr = try transform(s) }
                    }
                    sub = try shapes(it, depth: depth + 1)
                }
                items.append(.group(items: sub, transform: tr))
            case "tr": continue // read by the group
            case "sh": items.append(.path(try shape(try item.required("ks")), reversed: reversed))
            case "rc":
                items.append(
                    .rect(
                        position: try requiredVector(item, "p"), size: try requiredVector(item, "s"), roundness: try vector(item, "r"),
                        reversed: reversed))
            case "el":
                items.append(.ellipse(position: try requiredVector(item, "p"), size: try requiredVector(item, "s"), reversed: reversed))
            case "sr":
                items.append(
                    .star(
                        StarModel(
                            isStar: try item.int("sy", default: 1) == 1, points: try requiredVector(item, "pt"),
                            position: try requiredVector(item, "p"), rotation: try vector(item, "r") ?? .fixed([0]),
                            innerRadius: try vector(item, "ir"), outerRadius: try requiredVector(item, "or"),
                            innerRoundness: try vector(item, "is"), outerRoundness: try vector(item, "os"), reversed: reversed)))
            case "fl":
                items.append(
                    .fill(
                        color: try requiredVector(item, "c"), opacity: try vector(item, "o") ?? .fixed([100]),
                        evenOdd: try item.int("r", default: 1) == 2))
            case "st":
                items.append(
                    .stroke(color: try requiredVector(item, "c"), opacity: try vector(item, "o") ?? .fixed([100]), try stroke(item)))
            case "gf":
                items.append(
                    .gradientFill(
                        try gradient(item), opacity: try vector(item, "o") ?? .fixed([100]), evenOdd: try item.int("r", default: 1) == 2))
            case "gs": items.append(.gradientStroke(try gradient(item), opacity: try vector(item, "o") ?? .fixed([100]), try stroke(item)))
            case "tm":
                items.append(
                    .trim(
                        start: try vector(item, "s") ?? .fixed([0]), end: try vector(item, "e") ?? .fixed([100]),
                        offset: try vector(item, "o") ?? .fixed([0]), individual: try item.int("m", default: 1) == 2))
            case "rp":
                let tr = try item.required("tr")
                items.append(
                    .repeater(
                        RepeaterModel(
                            copies: try requiredVector(item, "c"), offset: try vector(item, "o") ?? .fixed([0]),
                            above: try item.int("m", default: 1) != 2, transform: try transform(tr), startOpacity: try vector(tr, "so"),
                            endOpacity: try vector(tr, "eo"))))
            case "rd": items.append(.roundCorners(try requiredVector(item, "r")))
            default: items.append(.ignored(type))
            }
            if ["gr", "fl", "st", "gf", "gs"].contains(type), let last = items.last {
                let bm = try item.int("bm", default: 0)
                if bm != 0 { items[items.count - 1] = .blended(last, mode: bm) }
            }
        }
        return items
    }

    func stroke(_ n: JNode) throws -> StrokeModel {
        let caps: [Int: LineCap] = [1: .butt, 2: .round, 3: .square]
        let joins: [Int: LineJoin] = [1: .miter, 2: .round, 3: .bevel]
        var dashes: [(kind: String, value: Animated<[Double]>)] = []
        if let d = try n.optional("d") {
            let entries = try d.array()
            guard entries.count <= 64 else { throw d.error("more than 64 dash entries") }
            for e in entries { dashes.append((try e.string("n") ?? "d", try requiredVector(e, "v"))) }
        }
        let miter = try n.number("ml", default: 4)
        return StrokeModel(
            width: try vector(n, "w") ?? .fixed([1]), cap: caps[try n.int("lc", default: 2)] ?? .round,
            join: joins[try n.int("lj", default: 2)] ?? .round, miterLimit: max(1, min(miter, 1000)), dashes: dashes)
    }

    func gradient(_ n: JNode) throws -> GradientModel {
        let g = try n.required("g")
        let count = try g.int("p", default: 0)
        guard (0...1024).contains(count) else { throw LottieError(path: g.path + ".p", "gradient stop count out of range") }
        return GradientModel(
            colorCount: count, stops: try requiredVector(g, "k"), start: try requiredVector(n, "s"), end: try requiredVector(n, "e"),
            radial: try n.int("t", default: 1) == 2, highlightLength: try vector(n, "h"), highlightAngle: try vector(n, "a"))
    }

    // MARK: Layers

    mutating func layers(_ n: JNode, frameRate: Double) throws -> [LayerModel] {
        var out: [LayerModel] = []
        for l in try n.array() {
            layerCount += 1
            guard layerCount <= limits.maxLayers else { throw l.error("more than \(limits.maxLayers) layers") }
            expressions.layer = layerCount - 1
            out.append(try layer(l))
        }
        // Parenting must not loop.
        var byIndex: [Int: Int] = [:]
        for (i, l) in out.enumerated() { if let ind = l.index { byIndex[ind] = i } }
        for (i, l) in out.enumerated() {
            var seen: Set<Int> = [i]
            var p = l.parent
            while let pi = p, let j = byIndex[pi] {
                guard seen.insert(j).inserted else {
                    throw LottieError(path: "\(n.path)[\(i)].parent", "parenting loops back to this layer")
                }
                p = out[j].parent
            }
        }
        return out
    }

    func layer(_ l: JNode) throws -> LayerModel {
        let ty = try l.required("ty").int()
        let kind: LayerKind
        switch ty {
        case 0:
            kind = .precomp(refID: try l.string("refId") ?? "", width: try l.number("w", default: 0), height: try l.number("h", default: 0))
        case 1:
            let hex = try l.string("sc") ?? "#000000"
            kind = .solid(color: parseHexColor(hex), width: try l.number("sw", default: 0), height: try l.number("sh", default: 0))
        case 2: kind = .image(refID: try l.string("refId") ?? "")
        case 3: kind = .null
        case 4: kind = .shape(try l.optional("shapes").map { try shapes($0, depth: 0) } ?? [])
        case 5: kind = .text(try l.optional("t").map { try textModel($0) } ?? TextModel(keyframes: []))
        default: kind = .other(ty)
        }
        let stretch = try l.number("sr", default: 1)
        guard stretch != 0 else { throw LottieError(path: l.path + ".sr", "time stretch is zero") }
        var masks: [MaskModel] = []
        if let mp = try l.optional("masksProperties") {
            for m in try mp.array() {
                let mode = MaskModel.Mode(rawValue: try m.string("mode") ?? "a") ?? .add
                masks.append(
                    MaskModel(
                        mode: mode, shape: try shape(try m.required("pt")), opacity: try vector(m, "o"), inverted: try m.flag("inv"),
                        expansion: try vector(m, "x"), feather: try vector(m, "f")))
            }
        }
        var fill: (color: Animated<[Double]>, opacity: Animated<[Double]>?)? = nil
        if let effects = try l.optional("ef") {
            for e in try effects.array() where e.isObject {
                guard try e.int("ty") == 21, try e.flag("en", default: true), let values = try e.optional("ef") else { continue }
                let items = try values.array()
                // lottie-web's Fill: the colour is the third value, the opacity the seventh.
                guard items.count > 2, let c = try items[2].optional("v") else { continue }
                fill = (try vector(c), items.count > 6 ? try items[6].optional("v").map { try vector($0) } : nil)
            }
        }
        var model = LayerModel(
            kind: kind, name: try l.string("nm") ?? "", index: try l.int("ind"), parent: try l.int("parent"),
            inPoint: try l.number("ip", default: 0), outPoint: try l.number("op", default: 1e9), startTime: try l.number("st", default: 0),
            stretch: stretch, transform: try l.optional("ks").map { try transform($0) } ?? TransformModel(), hidden: try l.flag("hd"),
            isMatteSource: try l.flag("td"), matteMode: try l.int("tt"), matteParent: try l.int("tp"),
            timeRemap: try vector(l, "tm"), masks: masks)
        model.blendMode = try l.int("bm", default: 0)
        model.transform.autoOrient = try l.flag("ao")
        model.fillEffect = fill
        model.effects = try l.optional("ef").map { try effects($0) } ?? []
        model.styles = try l.optional("sy").map { try layerStyles($0) } ?? []
        return model
    }
}

/// `#rrggbb` (or `#rgb`) as r, g, b in 0…1; black when unreadable.
func parseHexColor(_ s: String) -> [Double] {
    var h = s.hasPrefix("#") ? String(s.dropFirst()) : s
    if h.count == 3 { h = h.map { "\($0)\($0)" }.joined() }
    guard h.count >= 6, let v = UInt32(h.prefix(6), radix: 16) else { return [0, 0, 0] }
    return [Double((v >> 16) & 255) / 255, Double((v >> 8) & 255) / 255, Double(v & 255) / 255]
}
