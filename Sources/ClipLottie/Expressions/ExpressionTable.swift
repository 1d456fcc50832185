import Foundation

/// One property expression (a property's `x` string) found while parsing.
struct ExpressionInfo: Sendable {
    /// The JavaScript source.
    var source: String
    /// JSON path of the property (`layers[0].ks.p`), named in warnings; also seeds its randomness.
    var path: String
    /// The composition holding the layer (index into `ExpressionTable.comps`).
    var comp: Int
    /// The layer (index into `ExpressionTable.layers`).
    var layer: Int
    /// The property without its expression (its keyframes: `value`, `valueAtTime`, `loopOut`).
    var base: Animated<[Double]>
    /// For a path property, the path without its expression (`base` is then empty).
    var shape: Animated<BezierShape>? = nil
    /// The property's node in the layer's property tree, when it has one (`propertyGroup`).
    var node: Int = -1
}

/// A composition as expressions see it (`thisComp`, `comp(name)`).
struct ExpressionComp: Sendable {
    var key: String?
    var name: String
    var width: Double
    var height: Double
    /// Layers, in file order (indices into `ExpressionTable.layers`).
    var layers: [Int] = []
}

/// A layer as expressions see it (`thisLayer`, `thisComp.layer(…)`).
struct ExpressionLayer: Sendable {
    var comp: Int
    /// Position in its composition's layer list.
    var position: Int
    var name: String
    var index: Int?
    var parent: Int?
    var inPoint: Double
    var outPoint: Double
    var width: Double
    var height: Double
    /// Root of its property tree (children: transform, contents, effects, time remap).
    var root: Int
    /// For a precomp layer, the composition it shows (index into `ExpressionTable.comps`).
    var showsComp: Int? = nil
    /// Its transform (for `toComp` / `fromComp`), filled in from the parsed layer.
    var transform: TransformModel? = nil
}

/// A property or property group of a layer, as the expression interfaces reach it.
struct ExpressionNode: Sendable {
    var name: String
    var matchName: String
    /// `ix` of the item (1-based property index in After Effects).
    var ix: Int?
    /// Lower-case lottie-web names that reach this node as a member (`position`, `start`, `content`).
    var aliases: [String]
    var parent: Int
    var children: [Int] = []
    /// A value property (nil for groups).
    var value: Animated<[Double]>?
    /// A path property (`points()`, `pointOnPath()`, …).
    var shape: Animated<BezierShape>? = nil
    /// The layer holding it.
    var layer: Int
    /// An effect parameter's type (`ty`: 10 is a layer control, whose value names a layer).
    var effectType: Int? = nil
}

/// Everything the expressions of one document reach: their sources and the compositions, layers
/// and property trees (names, match names, values) of the file. Immutable once built.
struct ExpressionTable: Sendable {
    var expressions: [ExpressionInfo] = []
    var comps: [ExpressionComp] = []
    var layers: [ExpressionLayer] = []
    var nodes: [ExpressionNode] = []
    var frameRate: Double = 30
    /// Problems found while reading (sources refused), reported as warnings.
    var refused: [String] = []

    /// The names of the tree as JSON for the prelude (values stay on the Swift side).
    func metadataJSON() -> String {
        func n(_ d: Double) -> Any { d.isFinite ? d : 0 }
        let compsJ: [[String: Any]] = comps.map { ["n": $0.name, "w": n($0.width), "h": n($0.height), "l": $0.layers] }
        let layersJ: [[String: Any]] = layers.map { l in
            var parentRef = -1
            if let p = l.parent {
                parentRef = comps[l.comp].layers.first { layers[$0].index == p } ?? -1
            }
            return [
                "n": l.name, "i": l.index ?? (l.position + 1), "p": parentRef, "ip": n(l.inPoint / frameRate),
                "op": n(l.outPoint / frameRate), "w": n(l.width), "h": n(l.height), "c": l.comp, "r": l.root, "rc": l.showsComp ?? -1,
            ]
        }
        let nodesJ: [[Any]] = nodes.map {
            [
                $0.name, $0.matchName, $0.ix ?? -1, $0.aliases, $0.children, $0.value != nil ? 1 : ($0.shape != nil ? 2 : 0), $0.parent,
                $0.effectType ?? -1, $0.layer,
            ]
        }
        let all: [String: Any] = ["fr": frameRate, "comps": compsJ, "layers": layersJ, "nodes": nodesJ]
        guard let data = try? JSONSerialization.data(withJSONObject: all), let s = String(data: data, encoding: .utf8) else { return "{}" }
        return s
    }
}
