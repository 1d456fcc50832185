import Foundation

/// Text on a mask path (`t.p`): the mask, margins and options, as lottie-web reads them.
struct TextPathModel: Sendable {
    /// Index into the layer's masks (`m`).
    var mask: Int
    /// First margin (`f`), in pixels along the path.
    var firstMargin: Animated<[Double]>?
    /// Reverse path (`r`), force alignment (`a`), perpendicular to path (`p`): 0 or 1.
    var reversed: Animated<[Double]>?
    var forceAlignment: Animated<[Double]>?
    var perpendicular: Animated<[Double]>?
}
