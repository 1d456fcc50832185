import Foundation

/// A text range selector (`t.a[].s`), as lottie-web's TextSelectorProperty reads it.
struct TextSelector: Sendable {
    var start: Animated<[Double]>?
    /// nil: 100 (lottie-web's default, in either unit).
    var end: Animated<[Double]>?
    var offset: Animated<[Double]>?
    var easeHigh: Animated<[Double]>?
    var easeLow: Animated<[Double]>?
    var smoothness: Animated<[Double]>?
    var amount: Animated<[Double]>?
    /// `b`: 1 characters, 2 characters excluding spaces, 3 words, 4 lines.
    var basedOn: Int
    /// `sh`: 1 square, 2 ramp up, 3 ramp down, 4 triangle, 5 round, 6 smooth.
    var shape: Int
    /// `r`: 1 percent, 2 index.
    var units: Int
    /// `rn`: randomize the order (deterministically here: lottie-web uses `Math.random`).
    var randomize: Bool
}

/// One text animator (`t.a[]`): its selector and the properties it moves (lottie-web's
/// TextAnimatorDataProperty).
struct TextAnimator: Sendable {
    var selector: TextSelector
    var properties: TextAnimatorProperties
}

/// The properties a text animator moves (`t.a[].a`), in the file's units (degrees, percent);
/// nil where the file does not set one.
struct TextAnimatorProperties: Sendable {
    var position: Animated<[Double]>?
    var anchor: Animated<[Double]>?
    var scale: Animated<[Double]>?
    /// Rotation about z, and about x and y (projected), degrees.
    var rotation: Animated<[Double]>?
    var rotationX: Animated<[Double]>?
    var rotationY: Animated<[Double]>?
    /// Skew and its axis, degrees.
    var skew: Animated<[Double]>?
    var skewAxis: Animated<[Double]>?
    var opacity: Animated<[Double]>?
    var strokeWidth: Animated<[Double]>?
    var strokeColor: Animated<[Double]>?
    var fillColor: Animated<[Double]>?
    /// Fill hue (degrees), saturation and brightness (percent) offsets.
    var fillHue: Animated<[Double]>?
    var fillSaturation: Animated<[Double]>?
    var fillBrightness: Animated<[Double]>?
    /// Tracking, in pixels.
    var tracking: Animated<[Double]>?

    /// The values at `frame` in lottie-web's units (radians, fractions).
    func values(at frame: Double) -> TextAnimatorValues {
        func v(_ p: Animated<[Double]>?, _ k: Double = 1) -> [Double]? { p.map { $0.value(at: frame).map { $0 * k } } }
        func s(_ p: Animated<[Double]>?, _ k: Double = 1) -> Double? { v(p, k).map { $0.first ?? 0 } }
        let degrees = Double.pi / 180, percent = 0.01
        return TextAnimatorValues(
            position: v(position), anchor: v(anchor), scale: v(scale, percent), rotation: s(rotation, degrees),
            rotationX: s(rotationX, degrees), rotationY: s(rotationY, degrees), skew: s(skew, degrees), skewAxis: s(skewAxis, degrees),
            opacity: s(opacity, percent), strokeWidth: s(strokeWidth), strokeColor: v(strokeColor), fillColor: v(fillColor),
            fillHue: s(fillHue), fillSaturation: s(fillSaturation, percent), fillBrightness: s(fillBrightness, percent),
            tracking: s(tracking))
    }
}

/// A text animator's properties at one frame, in lottie-web's units: angles in radians, scale,
/// opacity, saturation and brightness as fractions; nil where the animator does not set one.
struct TextAnimatorValues {
    var position: [Double]?
    var anchor: [Double]?
    var scale: [Double]?
    var rotation: Double?
    var rotationX: Double?
    var rotationY: Double?
    var skew: Double?
    var skewAxis: Double?
    var opacity: Double?
    var strokeWidth: Double?
    var strokeColor: [Double]?
    var fillColor: [Double]?
    var fillHue: Double?
    var fillSaturation: Double?
    var fillBrightness: Double?
    var tracking: Double?
}
