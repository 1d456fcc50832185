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
    /// Tritone (`ty` 23): highlights, midtones, shadows.
    case tritone(highlights: Animated<[Double]>, midtones: Animated<[Double]>, shadows: Animated<[Double]>)
    /// Gaussian Blur (`ty` 29): blurriness, dimensions (1 both, 2 horizontal, 3 vertical).
    case gaussianBlur(blurriness: Animated<[Double]>, dimensions: Animated<[Double]>)
}
