import ClipAnimation
import ClipGeometry
import ClipRaster
import Foundation

/// A layer effect (`ef`) the importer draws through the engine's `LayerFilter`s, with its
/// parameters as lottie-web's SVG renderer reads them (by position in the effect's value list).
enum EffectModel: Sendable {
    /// Tint (`ty` 20): map black to, map white to, amount (0…100).
    case tint(black: Animated<[Double]>, white: Animated<[Double]>, amount: Animated<[Double]>)
    /// Drop Shadow (`ty` 25): colour, opacity (0…255), direction (degrees, 0 = up, clockwise),
    /// distance, softness.
    case dropShadow(
        color: Animated<[Double]>, opacity: Animated<[Double]>, direction: Animated<[Double]>, distance: Animated<[Double]>,
        softness: Animated<[Double]>)
    /// Gaussian Blur (`ty` 29): blurriness, dimensions (1 both, 2 horizontal, 3 vertical).
    case gaussianBlur(blurriness: Animated<[Double]>, dimensions: Animated<[Double]>)

    /// The engine filter at `frame` (nil when it draws nothing).
    func filter(at frame: Double) -> LayerFilter? {
        func s(_ a: Animated<[Double]>, _ d: Double) -> Double {
            let v = a.scalar(at: frame, default: d)
            return v.isFinite ? v : d
        }
        switch self {
        case .tint(let black, let white, let amount):
            let k = colorValue(Optional(black).value(at: frame, default: [0, 0, 0]), alpha: 1)
            let w = colorValue(Optional(white).value(at: frame, default: [1, 1, 1]), alpha: 1)
            let a = clamp01(s(amount, 100) / 100)
            return a > 0 ? .tint(black: k, white: w, amount: a) : nil
        case .dropShadow(let color, let opacity, let direction, let distance, let softness):
            // lottie-web: flood colour at opacity/255, offset (d·cos(θ−90°), d·sin(θ−90°)), blur σ = softness / 4.
            let c = colorValue(Optional(color).value(at: frame, default: [0, 0, 0]), alpha: clamp01(s(opacity, 0) / 255))
            let angle = (s(direction, 0) - 90) * .pi / 180, d = s(distance, 0)
            return .dropShadow(color: c, offset: Size(d * cos(angle), d * sin(angle)), sigma: max(0, s(softness, 0)) / 4)
        case .gaussianBlur(let blurriness, let dimensions):
            // lottie-web: σ = 0.3 · blurriness ("empirical value, matching AE's blur appearance").
            let sigma = max(0, s(blurriness, 0)) * 0.3
            let dim = s(dimensions, 1).rounded()
            guard sigma > 0 else { return nil }
            return .gaussianBlur(sigmaX: dim == 3 ? 0 : sigma, sigmaY: dim == 2 ? 0 : sigma)
        }
    }
}

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
            case 29: out.append(.gaussianBlur(blurriness: try v(0, [0]), dimensions: try v(1, [1])))
            default: continue
            }
        }
        return out
    }
}

extension LayerBuilder {
    /// `engine` wrapped in a layer (same world transform and opacity) carrying the layer's effects
    /// as filters, so they apply after its masks, as in After Effects; `engine` itself when none draws.
    func withEffects(_ engine: Layer, _ l: LayerModel, world: AffineTransform, frame: Double) -> Layer {
        let filters = l.effects.compactMap { $0.filter(at: frame) }
        guard !filters.isEmpty else { return engine }
        let holder = Layer()
        Self.place(holder, world, size: Size(document.width, document.height))
        holder.opacity = engine.opacity
        holder.compositingFilter = engine.compositingFilter
        engine.transform = Transform3D(AffineTransform.identity)
        engine.opacity = 1
        engine.compositingFilter = nil
        holder.addSublayer(engine)
        holder.filters = filters
        return holder
    }
}
