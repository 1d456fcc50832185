import Foundation

extension LottieParser {
    /// The effects of a layer's `ef` list the importer draws, in order (enabled ones only; Fill is
    /// read separately, expression controls and unknown effects are skipped).
    func effects(_ list: JNode) throws -> [EffectModel] {
        var out: [EffectModel] = []
        for e in try list.array() where e.isObject {
            guard try e.flag("en", default: true), let values = try e.optional("ef") else { continue }
            let items = try values.array()
            func v(_ i: Int, _ fallback: [Double]) throws -> Animated<[Double]> {
                guard i < items.count, items[i].isObject, let p = try items[i].optional("v") else { return .fixed(fallback) }
                return try vector(p)
            }
            switch try e.int("ty") {
            case 20: out.append(.tint(black: try v(0, [0, 0, 0]), white: try v(1, [1, 1, 1]), amount: try v(2, [100])))
            case 25:
                out.append(
                    .dropShadow(
                        color: try v(0, [0, 0, 0]), opacity: try v(1, [127.5]), direction: try v(2, [135]), distance: try v(3, [5]),
                        softness: try v(4, [0])))
            case 23:
                out.append(.tritone(highlights: try v(0, [1, 1, 1]), midtones: try v(1, [0.5, 0.5, 0.5]), shadows: try v(2, [0, 0, 0])))
            case 29: out.append(.gaussianBlur(blurriness: try v(0, [0]), dimensions: try v(1, [1])))
            default: continue
            }
        }
        return out
    }
}
