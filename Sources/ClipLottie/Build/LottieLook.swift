/// Where the importer follows lottie-web's SVG player (the fidelity reference) and where After
/// Effects, when the two draw a file differently and After Effects' look would move far from the
/// reference frames. Everything else is drawn as After Effects draws it in both looks (mask
/// feather, mask modes lighten / darken / difference, luma mattes, effect parameters).
public enum LottieLook: String, Sendable, CaseIterable {
    /// As lottie-web draws the file: a layer's effects are clipped to lottie-web's filter region
    /// (with a Drop Shadow: the layer's bounding box, so most of the shadow is cut away; with a
    /// Gaussian Blur: the box grown by its size on every side), layer styles (`sy`) are not drawn.
    case lottieWeb = "lottie-web"
    /// As After Effects draws it: effects are not clipped, layer styles (drop shadow, stroke) are drawn.
    case afterEffects = "after-effects"
}
