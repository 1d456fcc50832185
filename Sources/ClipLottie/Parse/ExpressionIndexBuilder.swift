import Foundation

/// Builds the compositions, layers and property trees that expressions reach (`thisComp.layer(…)`,
/// `effect(…)(…)`, `content(…)`), by a second read of the JSON once the first found expressions.
/// The walk visits compositions and layers in the first read's order, so layer numbers agree.
struct ExpressionIndexBuilder {
    let parser: LottieParser
    var table = ExpressionTable()
    /// Precomp layers and the asset id each shows.
    var refIDs: [(Int, String)] = []

    init(parser: LottieParser, frameRate: Double) {
        self.parser = parser
        table.frameRate = frameRate
    }

    /// The table for the document `root` (precomps in asset order get compositions 1…, the root 0).
    static func build(root: JNode, parser: LottieParser, frameRate: Double) -> ExpressionTable {
        var b = ExpressionIndexBuilder(parser: parser, frameRate: frameRate)
        let w = (try? root.number("w", default: 0)) ?? 0, h = (try? root.number("h", default: 0)) ?? 0
        b.table.comps.append(ExpressionComp(key: nil, name: (try? root.string("nm")) ?? "", width: w, height: h))
        var precompNodes: [(Int, JNode)] = []
        if let assets = try? root.optional("assets"), let list = try? assets.array() {
            for a in list {
                guard let id = try? a.string("id"), let layers = try? a.optional("layers") else { continue }
                b.table.comps.append(
                    ExpressionComp(
                        key: id, name: (try? a.string("nm")) ?? id, width: (try? a.number("w", default: 0)) ?? 0,
                        height: (try? a.number("h", default: 0)) ?? 0))
                precompNodes.append((b.table.comps.count - 1, layers))
            }
        }
        for (c, layers) in precompNodes { b.addLayers(layers, comp: c) }
        if let layers = try? root.optional("layers") { b.addLayers(layers, comp: 0) }
        // Precomp layers learn the composition they show (`comp(name)` finds it by the layer's name).
        var compByKey: [String: Int] = [:]
        for (i, c) in b.table.comps.enumerated() { if let k = c.key { compByKey[k] = i } }
        for (i, ref) in b.refIDs { b.table.layers[i].showsComp = compByKey[ref] }
        // Expressions learn their own node (for `thisProperty.propertyGroup`).
        b.table.expressions = parser.expressions.infos
        for (i, n) in b.table.nodes.enumerated() {
            if case .expression(_, let id)? = n.value, id < b.table.expressions.count { b.table.expressions[id].node = i }
        }
        b.table.refused = parser.expressions.refused
        return b.table
    }

    private mutating func node(
        _ name: String, _ matchName: String, ix: Int? = nil, aliases: [String] = [], parent: Int, layer: Int,
        value: Animated<[Double]>? = nil
    ) -> Int {
        let id = table.nodes.count
        table.nodes.append(
            ExpressionNode(name: name, matchName: matchName, ix: ix, aliases: aliases, parent: parent, value: value, layer: layer))
        if parent >= 0 { table.nodes[parent].children.append(id) }
        return id
    }

    /// A value property `key` of `json` as a child of `parent` (skipped when absent or unreadable).
    private mutating func valueNode(
        _ json: JNode, _ key: String, _ name: String, _ matchName: String, _ aliases: [String], parent: Int, layer: Int
    ) {
        guard let n = try? json.optional(key), let v = try? parser.vector(n) else { return }
        _ = node(name, matchName, ix: try? n.int("ix"), aliases: aliases, parent: parent, layer: layer, value: v)
    }

    private mutating func addLayers(_ list: JNode, comp: Int) {
        guard let layers = try? list.array() else { return }
        for (position, l) in layers.enumerated() {
            let ref = table.layers.count
            parser.expressions.comp = comp
            parser.expressions.layer = ref
            let ty = (try? l.int("ty")) ?? -1
            var w = 0.0, h = 0.0
            if ty == 1 {
                w = (try? l.number("sw", default: 0)) ?? 0; h = (try? l.number("sh", default: 0)) ?? 0
            } else if ty == 0 {
                w = (try? l.number("w", default: 0)) ?? 0; h = (try? l.number("h", default: 0)) ?? 0
                if let r = try? l.string("refId") { refIDs.append((ref, r)) }
            }
            let root = node((try? l.string("nm")) ?? "", "", parent: -1, layer: ref)
            table.layers.append(
                ExpressionLayer(
                    comp: comp, position: position, name: (try? l.string("nm")) ?? "", index: try? l.int("ind"),
                    parent: try? l.int("parent"),
                    inPoint: (try? l.number("ip", default: 0)) ?? 0, outPoint: (try? l.number("op", default: 0)) ?? 0, width: w, height: h,
                    root: root))
            table.comps[comp].layers.append(ref)
            if let ks = try? l.optional("ks") { addTransform(ks, layerLevel: true, parent: root, layer: ref) }
            if ty == 4, let shapes = try? l.optional("shapes") {
                let contents = node("Contents", "ADBE Root Vectors Group", ix: 2, aliases: ["content"], parent: root, layer: ref)
                addShapes(shapes, parent: contents, layer: ref, depth: 0)
            }
            if let ef = try? l.optional("ef") {
                let effects = node("Effects", "ADBE Effect Parade", ix: 4, aliases: ["effect"], parent: root, layer: ref)
                addEffects(ef, parent: effects, layer: ref, depth: 0)
            }
            valueNode(l, "tm", "Time Remap", "ADBE Time Remapping", ["timeRemap"], parent: root, layer: ref)
        }
    }

    private mutating func addTransform(_ ks: JNode, layerLevel: Bool, parent: Int, layer: Int) {
        let tr =
            layerLevel
            ? node("Transform", "ADBE Transform Group", ix: 1, aliases: ["transform"], parent: parent, layer: layer)
            : node("Transform", "ADBE Vector Transform Group", aliases: ["transform"], parent: parent, layer: layer)
        let prefix = layerLevel ? "ADBE " : "ADBE Vector "
        valueNode(
            ks, "a", "Anchor Point", layerLevel ? "ADBE Anchor Point" : "ADBE Vector Anchor", ["anchorPoint"], parent: tr, layer: layer)
        if let p = try? ks.optional("p"), p.isObject, (try? p.flag("s")) == true {
            valueNode(p, "x", "X Position", "ADBE Position_0", ["xPosition"], parent: tr, layer: layer)
            valueNode(p, "y", "Y Position", "ADBE Position_1", ["yPosition"], parent: tr, layer: layer)
        } else {
            valueNode(ks, "p", "Position", prefix + "Position", ["position"], parent: tr, layer: layer)
        }
        valueNode(ks, "s", "Scale", prefix + "Scale", ["scale"], parent: tr, layer: layer)
        let rKey = (try? ks.optional("r")) != nil ? "r" : "rz"
        valueNode(ks, rKey, "Rotation", layerLevel ? "ADBE Rotate Z" : "ADBE Vector Rotation", ["rotation"], parent: tr, layer: layer)
        valueNode(ks, "o", "Opacity", layerLevel ? "ADBE Opacity" : "ADBE Vector Group Opacity", ["opacity"], parent: tr, layer: layer)
        valueNode(ks, "sk", "Skew", prefix + "Skew", ["skew"], parent: tr, layer: layer)
        valueNode(ks, "sa", "Skew Axis", prefix + "Skew Axis", ["skewAxis"], parent: tr, layer: layer)
    }

    /// Shape items and their properties, with lottie-web's member names.
    private mutating func addShapes(_ list: JNode, parent: Int, layer: Int, depth: Int) {
        guard depth <= parser.limits.maxShapeDepth, let items = try? list.array() else { return }
        for item in items where item.isObject {
            guard let ty = try? item.string("ty") else { continue }
            let name = (try? item.string("nm")) ?? "", mn = (try? item.string("mn")) ?? "", ix = try? item.int("ix")
            if ty == "tr" {
                addTransform(item, layerLevel: false, parent: parent, layer: layer)
                continue
            }
            let n = node(name, mn, ix: ix, parent: parent, layer: layer)
            switch ty {
            case "gr":
                let contents = node("Contents", "ADBE Vectors Group", ix: 2, aliases: ["content"], parent: n, layer: layer)
                if let it = try? item.optional("it") {
                    addShapes(it, parent: contents, layer: layer, depth: depth + 1)
                    // The group's transform is a member of the group, not of its contents.
                    if let trIndex = table.nodes[contents].children.firstIndex(where: { table.nodes[$0].aliases == ["transform"] }) {
                        let tr = table.nodes[contents].children.remove(at: trIndex)
                        table.nodes[tr].parent = n
                        table.nodes[n].children.append(tr)
                    }
                }
            case "tm":
                valueNode(item, "s", "Start", "ADBE Vector Trim Start", ["start"], parent: n, layer: layer)
                valueNode(item, "e", "End", "ADBE Vector Trim End", ["end"], parent: n, layer: layer)
                valueNode(item, "o", "Offset", "ADBE Vector Trim Offset", ["offset"], parent: n, layer: layer)
            case "fl", "st", "gf", "gs":
                valueNode(item, "c", "Color", "ADBE Vector Fill Color", ["color"], parent: n, layer: layer)
                valueNode(item, "o", "Opacity", "ADBE Vector Fill Opacity", ["opacity"], parent: n, layer: layer)
                valueNode(item, "w", "Stroke Width", "ADBE Vector Stroke Width", ["strokeWidth"], parent: n, layer: layer)
            case "rc", "el", "sr":
                valueNode(item, "s", "Size", "ADBE Vector Rect Size", ["size"], parent: n, layer: layer)
                valueNode(item, "p", "Position", "ADBE Vector Rect Position", ["position"], parent: n, layer: layer)
                valueNode(item, "r", "Roundness", "ADBE Vector Rect Roundness", ["roundness", "rotation"], parent: n, layer: layer)
                valueNode(item, "pt", "Points", "ADBE Vector Star Points", ["points"], parent: n, layer: layer)
                valueNode(item, "or", "Outer Radius", "ADBE Vector Star Outer Radius", ["outerRadius"], parent: n, layer: layer)
                valueNode(item, "ir", "Inner Radius", "ADBE Vector Star Inner Radius", ["innerRadius"], parent: n, layer: layer)
            case "rp":
                valueNode(item, "c", "Copies", "ADBE Vector Repeater Copies", ["copies"], parent: n, layer: layer)
                valueNode(item, "o", "Offset", "ADBE Vector Repeater Offset", ["offset"], parent: n, layer: layer)
            case "rd":
                valueNode(item, "r", "Radius", "ADBE Vector RoundCorner Radius", ["radius"], parent: n, layer: layer)
            case "sh":
                // A path: a shape value, not a vector (its expressions keep the static path).
                let path = node("Path", "ADBE Vector Shape", ix: 2, aliases: ["path"], parent: n, layer: layer)
                if let ks = try? item.optional("ks") { table.nodes[path].shape = try? parser.shape(ks) }
            default: break
            }
        }
    }

    /// Effects and their parameters (`ef`, nested groups for type 5).
    private mutating func addEffects(_ list: JNode, parent: Int, layer: Int, depth: Int) {
        guard depth < 8, let items = try? list.array() else { return }
        for e in items where e.isObject {
            let name = (try? e.string("nm")) ?? "", mn = (try? e.string("mn")) ?? "", ix = try? e.int("ix")
            if let inner = try? e.optional("ef") {
                let g = node(name, mn, ix: ix, parent: parent, layer: layer)
                addEffects(inner, parent: g, layer: layer, depth: depth + 1)
            } else if let v = try? e.optional("v"), let value = try? parser.vector(v) {
                let id = node(name, mn, ix: ix, parent: parent, layer: layer, value: value)
                table.nodes[id].effectType = try? e.int("ty")
            } else {
                _ = node(name, mn, ix: ix, parent: parent, layer: layer)
            }
        }
    }
}
