import ClipGeometry
import ClipRaster

/// A `UIBlurEffect` style: Gaussian σ of the backdrop (points), saturation of the blurred
/// backdrop, and the tint drawn over it (alpha included).
///
/// Values: Apple's iOS 7 sample `UIImage+ImageEffects` (WWDC 2013, "Implementing Engaging UI on
/// iOS"; the `applyLightEffect` / `applyExtraLightEffect` / `applyDarkEffect` methods, reproduced
/// in many public repositories), which Apple published to match the system blur styles:
///
/// | style | blur radius | tint | saturation | mean brightness over white / over 50 % grey |
/// |---|---|---|---|---|
/// | `.dark` | 20 pt | white 0.11, alpha 0.73 | 1.8 | 35 % (89/255) / 22 % (55/255) |
/// | `.light` | 30 pt | white 1.0, alpha 0.3 | 1.8 | 100 % / 65 % (166/255) |
/// | `.extraLight` | 20 pt | white 0.97, alpha 0.82 | 1.8 | 97.5 % (249/255) / 89 % (226/255) |
///
/// That sample turns its `blurRadius` into three box blurs of width `radius · 3√(2π)/4`, the
/// standard box approximation of a Gaussian of σ = radius; ClipRaster's `GaussianBlur` is the same
/// approximation, so the radius is used as σ. [CHOICE] iOS 8's `UIBlurEffect` is private API whose
/// values differ slightly by OS version; the iOS 7 sample's values are the public, stated ones.
public struct BlurStyle: Hashable, Sendable {
    /// Gaussian σ of the backdrop, in points.
    public var radius: Double
    /// Colour drawn over the blurred backdrop (straight alpha).
    public var tint: Color
    /// Rec.709 saturation of the blurred backdrop (1 = unchanged).
    public var saturation: Double

    /// A custom style: backdrop σ in points, tint drawn over it, saturation multiplier.
    public init(radius: Double, tint: Color, saturation: Double) {
        self.radius = radius; self.tint = tint; self.saturation = saturation
    }

    /// `UIBlurEffectStyleDark`.
    public static let dark = BlurStyle(radius: 20, tint: Color(white: 0.11, alpha: 0.73), saturation: 1.8)
    /// `UIBlurEffectStyleLight`.
    public static let light = BlurStyle(radius: 30, tint: Color(white: 1, alpha: 0.3), saturation: 1.8)
    /// `UIBlurEffectStyleExtraLight`.
    public static let extraLight = BlurStyle(radius: 20, tint: Color(white: 0.97, alpha: 0.82), saturation: 1.8)
}

/// UIVisualEffectView with a UIBlurEffect: blurs whatever is rendered beneath it in the same
/// frame (live: moving content stays blurred as it moves), saturates it and tints it, inside the
/// layer's rounded bounds. Sublayers are its content view (drawn sharp on top).
///
/// `effectProgress` (0…1) scales the blur radius, the saturation boost and the tint's alpha
/// together; it sets `backdropBlurRadius`, `backdropSaturation` and `backgroundColor`, so a
/// view-animation block or implicit action animates all three on one curve — setting
/// `effect = UIBlurEffect(style:)` inside `UIView.animate` on iOS. Appearing is never a
/// cross-fade with the sharp image: keep `opacity` at 1.
///
/// ```swift
/// let blur = VisualEffectLayer(style: .dark, frame: root.bounds)   // effectProgress 0: invisible
/// root.addSublayer(blur)
/// ViewAnimation.animate(withDuration: 0.3) { blur.effectProgress = 1 }
/// ```
open class VisualEffectLayer: Layer, @unchecked Sendable {
    /// The full effect `effectProgress == 1` reaches.
    public let style: BlurStyle

    /// An effect layer of `style`, starting invisible (`effectProgress` 0).
    public init(style: BlurStyle) {
        self.style = style
        super.init()
        effectProgress = 0
    }

    /// A `.dark` effect layer (the style UIVisualEffectView is most often given).
    public required init() {
        self.style = .dark
        super.init()
        effectProgress = 0
    }

    /// An effect layer of `style` with `frame`, at `effectProgress` (0 = invisible, 1 = full).
    public convenience init(style: BlurStyle, frame: Rect, effectProgress: Double = 0) {
        self.init(style: style)
        self.frame = frame
        self.effectProgress = effectProgress
    }

    /// 0 = no effect (nothing drawn), 1 = the full style.
    public var effectProgress: Double {
        get { style.radius > 0 ? model.backdropBlurRadius / style.radius : (model.backgroundColor?.a ?? 0) / max(1e-9, style.tint.a) }
        set {
            let p = min(1, max(0, newValue))
            model.backdropBlurRadius = style.radius * p
            model.backdropSaturation = 1 + (style.saturation - 1) * p
            model.backgroundColor = style.tint.withAlpha(style.tint.a * p)
        }
    }

    open override func makeEmptyClone() -> Layer { VisualEffectLayer(style: style) }
}
