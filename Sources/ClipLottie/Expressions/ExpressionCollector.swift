import Foundation

/// Collects expressions while the parser reads the file (the parser is a value type; this box is
/// shared by its copies).
final class ExpressionCollector {
    /// Longest expression source accepted (longer ones keep the static value, with a warning).
    static let maxSourceLength = 64 << 10
    /// Most expressions read from one file.
    static let maxExpressions = 20_000
    var comp = 0
    var layer = 0
    var byPath: [String: Int] = [:]
    var infos: [ExpressionInfo] = []
    var refused: [String] = []

    /// The id of the expression at `path` (registered now unless it is already), nil when refused.
    func register(source: String, path: String, base: Animated<[Double]>, shape: Animated<BezierShape>? = nil) -> Int? {
        if let id = byPath[path] { return id }
        guard source.utf8.count <= Self.maxSourceLength, infos.count < Self.maxExpressions else {
            if refused.count < 100 { refused.append("\(path): expression too long or too many expressions; static value used") }
            return nil
        }
        let id = infos.count
        infos.append(ExpressionInfo(source: source, path: path, comp: comp, layer: layer, base: base, shape: shape))
        byPath[path] = id
        return id
    }
}
