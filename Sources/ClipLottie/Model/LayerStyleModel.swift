import Foundation

/// A layer style (`sy`) drawn in After Effects' look (lottie-web draws none).
enum LayerStyleModel: Sendable {
    /// Drop Shadow (`ty` 1): colour, opacity (0…100), angle of the light (degrees, counter-clockwise
    /// from the right, 90 = from above), size (blur), distance.
    case dropShadow(
        color: Animated<[Double]>, opacity: Animated<[Double]>, angle: Animated<[Double]>, size: Animated<[Double]>,
        distance: Animated<[Double]>)
    /// Stroke (`ty` 0): colour and size, drawn outside the layer's shapes.
    case stroke(color: Animated<[Double]>, size: Animated<[Double]>)
}
