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
    /// Tint, Drop Shadow and Gaussian Blur effects, in the file's order (`EffectModel.swift`).
    var effects: [EffectModel] = []
    /// Drop shadow and stroke layer styles (`sy`), drawn in After Effects' look only (`LayerStyleModel.swift`).
    var styles: [LayerStyleModel] = []
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
