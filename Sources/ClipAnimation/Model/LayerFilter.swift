import ClipGeometry
import ClipRaster

/// A filter applied to a layer's rendered group (its content, sublayers and shadow), before its
/// mask and opacity. A layer's `filters` apply in order, each to the result of the one before.
/// Lengths are in the layer's own coordinates (they scale with its transform and its ancestors').
public enum LayerFilter: Sendable, Hashable {
    /// A Gaussian blur with standard deviations `sigmaX` along the layer's x axis and `sigmaY`
    /// along its y axis (0 leaves that axis sharp). Outside the group is transparent.
    case gaussianBlur(sigmaX: Double, sigmaY: Double)
    /// A shadow of the group's alpha in `color` (its alpha included), blurred by a Gaussian of
    /// standard deviation `sigma`, moved by `offset`, drawn beneath the group. With a `region`
    /// (layer coordinates) the blurred silhouette is clipped to it before it is moved, as the
    /// primitives of an SVG filter are clipped to the filter region (lottie-web's Drop Shadow).
    case dropShadow(color: Color, offset: Size, sigma: Double, region: Rect? = nil)
    /// After Effects' Tint as lottie-web draws it (`PixelOps.tint`): black maps to `black`,
    /// white to `white`, blended in by `amount` (0…1).
    case tint(black: Color, white: Color, amount: Double)
    /// After Effects' Tritone as lottie-web draws it (`PixelOps.tritone`): the grey mapped
    /// shadows → midtones → highlights.
    case tritone(shadows: Color, midtones: Color, highlights: Color)
    /// Keeps only the part of the result inside `rect` (layer coordinates), as an SVG filter
    /// region clips its filter's output.
    case crop(Rect)
}
