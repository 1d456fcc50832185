import Foundation

extension LottieParser {
    /// The layer styles of `sy` the importer draws (drop shadow, stroke), in order; others are skipped.
    func layerStyles(_ list: JNode) throws -> [LayerStyleModel] {
        var out: [LayerStyleModel] = []
        for s in try list.array() where s.isObject {
            func v(_ key: String, _ fallback: [Double]) throws -> Animated<[Double]> { try vector(s, key) ?? .fixed(fallback) }
            switch try s.int("ty") {
            case 0: out.append(.stroke(color: try v("c", [0, 0, 0, 1]), size: try v("s", [3])))
            case 1:
                out.append(
                    .dropShadow(
                        color: try v("c", [0, 0, 0, 1]), opacity: try v("o", [75]), angle: try v("a", [120]), size: try v("s", [5]),
                        distance: try v("d", [5])))
            default: continue
            }
        }
        return out
    }
}
