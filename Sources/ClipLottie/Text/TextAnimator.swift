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

/// The properties a text animator moves (`t.a[].a`), one field per Lottie property, nil where the
/// file does not set one: as read (`TextAnimatorProperties`: animated, in the file's units, degrees
/// and percent) or at one frame (`TextAnimatorValues`: in lottie-web's units, radians and
/// fractions).
struct TextAnimatorFields<Vector, Scalar> {
    var position: Vector?
    var anchor: Vector?
    var scale: Vector?
    /// Rotation about z, and about x and y (projected).
    var rotation: Scalar?
    var rotationX: Scalar?
    var rotationY: Scalar?
    /// Skew and its axis.
    var skew: Scalar?
    var skewAxis: Scalar?
    var opacity: Scalar?
    var strokeWidth: Scalar?
    var strokeColor: Vector?
    var fillColor: Vector?
    /// Fill hue (degrees), saturation and brightness offsets.
    var fillHue: Scalar?
    var fillSaturation: Scalar?
    var fillBrightness: Scalar?
    /// Tracking, in pixels.
    var tracking: Scalar?
}

extension TextAnimatorFields: Sendable where Vector: Sendable, Scalar: Sendable {}

/// A text animator's properties as the file gives them.
typealias TextAnimatorProperties = TextAnimatorFields<Animated<[Double]>, Animated<[Double]>>

/// A text animator's properties at one frame (angles in radians; scale, opacity, saturation and
/// brightness as fractions).
typealias TextAnimatorValues = TextAnimatorFields<[Double], Double>

extension TextAnimatorFields where Vector == Animated<[Double]>, Scalar == Animated<[Double]> {
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
