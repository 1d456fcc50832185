import ClipAnimation
import ClipGeometry
import ClipRaster

/// Spec §2.4 LiquidLoader, the "grow" variants (issue #28 §3): the same loaders and liquid engine
/// as `liquid-loader` (`LiquidLoader.Effect`), plus the upstream glow that follows the mover.
///
/// The seed has no glow passage; the spec (⚠ not in seed → [UPSTREAM yoavlt/LiquidLoader]) says:
/// // [SPEC §2.4] "Optional "grow" variants add a soft red glow around the dots." … "line loader
/// // 200 × 100, colour (77, 255, 182), 7 dots, duration 10.0, grow colour red; circle loader
/// // 200 × 200, colour (77, 182, 255), 10 dots, duration 1.0, grow; small circle 50 × 50
/// // (255, 188, 188), 8 dots, 5.0 s; small line 50 × 50 (255, 255, 188), 4 dots, 1.0 s. Grow =
/// // shadow of `growColor`, radius = circle radius, shadow path an oval of 1.6× radius, plus a
/// // radial gradient overlay at 25 % opacity."
///
/// [UPSTREAM] (`LiquidLoadEffect.grow`, `UIView+Grow.swift`): the glowing circle is a
/// `shadowCircle` of the mover's radius that tracks the mover and is brought to the front each
/// frame, so the glow surrounds the moving dot (and the dots it passes); its own fill is cleared.
/// Only the two large loaders are `.growLine` / `.growCircle` in the demo; the two small ones
/// are not. Loader frames, colours and durations are `liquid-loader`'s ([CHOICE §2.4]: 2 s / 1 s
/// cycles so the 4 s clip shows them).
enum LiquidLoaderGlow {
    static let scene = EngineScene(
        id: "liquid-loader-glow", title: "LiquidLoader with glow (grow variants)",
        source: .kittenYang("2.4"), tags: [.bezier, .loader], keyTimes: [0.25, 0.56, 1.3, 2.0],
        size: Size(375, 667), duration: 4, background: LiquidLoader.background
    ) { ctx in LiquidLoader.build(ctx, loaders: loaders, title: "LiquidLoader · glow") }

    /// `UIColor.red` [UPSTREAM demo: `let growColor = UIColor.red`].
    static let growColor = Color.rgb(255, 0, 0)
    /// `shininess: 1.6` [SPEC "shadow path an oval of 1.6× radius"].
    static let shininess = 1.6
    /// `circleGradient.opacity = 0.25` [SPEC "a radial gradient overlay at 25 % opacity"].
    static let gradientOpacity = 0.25

    /// `liquid-loader`'s loaders with the demo's grow flags: the large line and circle glow.
    static let loaders: [LiquidLoader.Spec] = LiquidLoader.loaders.enumerated().map { i, spec in
        var s = spec
        if i < 2 { s.growColor = growColor }
        return s
    }

    /// The upstream `shadowCircle` with `isGrow = true`, centred on (0, 0) of its position:
    /// a layer of the circle's size (`radius` = the mover's, `moveCircle.radius * 1.0`) whose
    /// shadow is `growColor`, `shadowRadius = radius`, `shadowOpacity = 1`, offset zero, along an
    /// oval of `shininess · radius` about its centre (`growShadow`), with a `CircularGradientLayer`
    /// (`growColor` → clear white, locations [0, 1], end radius = the layer's width 2·radius)
    /// masked to the circle at opacity 0.25 on top (`grow`).
    static func growLayer(radius r: Double, color: Color) -> Layer {
        let layer = Layer(frame: Rect(-r, -r, 2 * r, 2 * r))
        layer.name = "growShadow"
        let s = shininess * r
        layer.shadowPath = ovalPath(in: Rect(r - s, r - s, 2 * s, 2 * s))
        layer.shadowColor = color
        layer.shadowRadius = r
        layer.shadowOpacity = 1
        layer.shadowOffset = Size(0, 0)
        let gradient = LayerKit.gradient(
            layer.bounds, colors: [color, Color(white: 1, alpha: 0)], start: Point(0.5, 0.5), end: Point(1.5, 0.5),
            locations: [0, 1], type: .radial)
        gradient.name = "circleGradient"
        gradient.opacity = gradientOpacity
        gradient.mask = LayerKit.shape(ovalPath(in: layer.bounds), frame: layer.bounds, fill: .white)
        layer.addSublayer(gradient)
        return layer
    }
}
