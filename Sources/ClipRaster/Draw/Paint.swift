import ClipGeometry

/// Which points are inside a path: winding number != 0, or odd.
public enum FillRule: Sendable, Hashable {
    /// `nonZero`: inside where the winding number is not zero; `evenOdd`: where it is odd.
    case nonZero, evenOdd
}

/// How source pixels combine with the destination (premultiplied; CALayer compositing subset).
///
/// With coverage `c` (0...1) the result is `lerp(dst, B(src, dst), c)`, where `B` is:
/// - `sourceOver`: `s + d(1 - sa)`
/// - `copy`: `s`
/// - `clear`: `0`
/// - `multiply`: `s·d + s(1 - da) + d(1 - sa)` (per channel, alpha included; W3C `multiply`)
/// - `screen`: `s + d - s·d` (W3C `screen`)
/// - `plus`: `min(1, s + d)` (Porter-Duff "lighter", Core Animation's `plusL` and additive
///   emitters). Coverage scales the source before the clamp (`min(1, c·s + d)`), which is the
///   lerp except where the sum saturates.
/// - `destinationIn`: `d·sa` (layer masks); with coverage, `d·(1 - c + c·sa)`
/// - `destinationOut`: `d(1 - sa)`; with coverage, `d(1 - c·sa)`
/// - `overlay`: `s(1 - da) + d(1 - sa) + (2d <= da ? 2·s·d : sa·da - 2(da - d)(sa - s))` (W3C
///   `overlay`, Core Animation's `overlayBlendMode`; alpha is `sa + da - sa·da`)
/// - the other W3C Compositing and Blending modes (After Effects' and CSS `mix-blend-mode`'s):
///   `s(1 - da) + d(1 - sa) + X`, alpha `sa + da - sa·da`, where `X = sa·da·B(Cb, Cs)` on straight
///   colours `Cs = s / sa`, `Cb = d / da`:
///   - `darken`: `min(s·da, d·sa)`; `lighten`: `max(s·da, d·sa)`
///   - `colorDodge`: `0` where `d = 0`, `sa·da` where `s = sa`, else `min(sa·da, d·sa² / (sa - s))`
///   - `colorBurn`: `sa·da` where `d = da`, `0` where `s = 0`, else `sa·da - min(sa·da, (da - d)·sa² / s)`
///   - `hardLight`: overlay with source and destination swapped (`2s <= sa ? 2·s·d : …`)
///   - `softLight`: the W3C soft light (`D(Cb)`: the cubic below `Cb = ¼`, `√Cb` above)
///   - `difference`: `|s·da - d·sa|`; `exclusion`: `s·da + d·sa - 2·s·d`
///   - `hue`, `saturation`, `color`, `luminosity`: the W3C non-separable modes (SetLum, SetSat,
///     ClipColor with luminosity `0.3R + 0.59G + 0.11B`), on the whole colour
///   Darken, lighten, difference, exclusion and hard light are exact integers; the others compute
///   `X` in `Float` (Skia's premultiplied formulas, as Chromium draws `mix-blend-mode`) and round
///   it to an integer before the sum.
///
/// Integer rounding (8-bit channels, `round(x / 255)` after each product): the source is first
/// scaled by coverage, `s' = round(s·c)`, then `B(s', d)` is rounded once, except `copy` and
/// `clear` (one rounding of the lerp) and `destinationIn` (the factor `1 - c(1 - sa)` is rounded
/// to 8 bits, then `d` times it). At full coverage `destinationIn` is `round(d·sa / 255)`.
///
/// Draws are bounded: pixels outside a draw's coverage keep their value under every mode (so a
/// `destinationIn` mask draw must cover the whole area it masks).
public enum BlendMode: Sendable, Hashable, CaseIterable {
    /// Normal painting, copy (replace), clear (erase), multiply and screen (see the formulas above).
    case sourceOver, copy, clear, multiply, screen
    /// Additive, keep-where-opaque, erase-where-opaque and overlay (see the formulas above).
    case plus, destinationIn, destinationOut, overlay
    /// The darker / lighter of source and destination per channel; the destination brightened
    /// (dodge) or darkened (burn) by the source.
    case darken, lighten, colorDodge, colorBurn
    /// Multiply or screen by the source's value (hard light), its gentle form (soft light); the
    /// absolute difference and its lower-contrast form (exclusion).
    case hardLight, softLight, difference, exclusion
    /// The non-separable modes: the source's hue, saturation, hue and saturation (color) or
    /// luminosity, with the rest from the destination.
    case hue, saturation, color, luminosity
}

/// One colour stop of a gradient (CAGradientLayer `colors` + `locations`).
public struct GradientStop: Sendable, Hashable {
    /// Position along the gradient, 0…1.
    public var location: Double
    /// Colour at that position (straight alpha).
    public var color: Color
    /// A stop at `location` with `color`.
    public init(location: Double, color: Color) { self.location = location; self.color = color }
    /// A stop at `location` with `color`.
    public init(_ location: Double, _ color: Color) { self.location = location; self.color = color }

    /// Evenly spaced stops (CAGradientLayer with `locations == nil`).
    public static func evenly(_ colors: [Color]) -> [GradientStop] {
        guard colors.count > 1 else { return colors.map { GradientStop(0, $0) } }
        return colors.enumerated().map { GradientStop(Double($0.offset) / Double(colors.count - 1), $0.element) }
    }
}

/// What a fill or stroke paints with. Points are in user space (before the draw's transform).
///
/// Gradients follow CAGradientLayer: colours are interpolated in straight (non-premultiplied)
/// sRGB, then premultiplied; outside `[first, last]` location the end colours are padded.
public enum Paint: Sendable {
    /// One colour everywhere.
    case solid(Color)
    /// Linear gradient from `start` (first stop) to `end` (last stop), user space.
    case linearGradient(stops: [GradientStop], start: Point, end: Point)
    /// Circle of `radius` around `center`; ellipses via the draw's transform.
    case radialGradient(stops: [GradientStop], center: Point, radius: Double)
    /// Circle of `radius` around `center` seen from a focal point: the first stop at `focal`, the
    /// last on the circle (SVG's `fx`/`fy` with a zero focal radius, a two-point conical gradient).
    /// A focal point outside the circle is moved to 99.9 % of the way to it; a focal point on the
    /// centre draws exactly as `radialGradient`.
    case focalGradient(stops: [GradientStop], center: Point, radius: Double, focal: Point)
    /// Angle sweep around `center`, starting at `startAngle` radians (0 = +x), clockwise on a y-down screen.
    case conicGradient(stops: [GradientStop], center: Point, startAngle: Double)
    /// An image with `transform` mapping image pixels to user space; outside the image is transparent.
    case image(Pixmap, transform: AffineTransform)
    /// `paint` seen through `transform` (paint space → user space): elliptical radial gradients,
    /// rotated or sheared gradients. Build it with `transformed(by:)`.
    indirect case transformed(Paint, AffineTransform)
}
