import ClipAnimation
import ClipGeometry
import ClipRaster
import Foundation

extension EffectModel {
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
        case .tritone(let highlights, let midtones, let shadows):
            func c(_ a: Animated<[Double]>, _ d: [Double]) -> Color { colorValue(Optional(a).value(at: frame, default: d), alpha: 1) }
            return .tritone(shadows: c(shadows, [0, 0, 0]), midtones: c(midtones, [0.5, 0.5, 0.5]), highlights: c(highlights, [1, 1, 1]))
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
