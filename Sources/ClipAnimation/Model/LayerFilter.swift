import ClipGeometry
import ClipRaster

/// A filter applied to a layer's rendered group (its content, sublayers and shadow), before its
/// mask and opacity. A layer's `filters` apply in order, each to the result of the one before.
/// Lengths are in the layer's own coordinates (they scale with its transform and its ancestors').
public enum LayerFilter: Sendable, Hashable {
    /// A Gaussian blur with standard deviations `sigmaX` along the layer's x axis and `sigmaY`
    /// along its y axis (0 leaves that axis sharp). Outside the group is transparent.
    case gaussianBlur(sigmaX: Double, sigmaY: Double)
    /// A shadow of the group's alpha in `color` (its alpha included), moved by `offset`, blurred
    /// by a Gaussian of standard deviation `sigma`, drawn beneath the group.
    case dropShadow(color: Color, offset: Size, sigma: Double)
    /// After Effects' Tint as lottie-web draws it (`PixelOps.tint`): black maps to `black`,
    /// white to `white`, blended in by `amount` (0…1).
    case tint(black: Color, white: Color, amount: Double)
}
