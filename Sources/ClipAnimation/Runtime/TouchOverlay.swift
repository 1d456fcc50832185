import ClipGeometry
import ClipRaster

/// The finger drawn over a scripted interaction (Kitten Yang §7): it must read on white, black and
/// saturated screens and never hide the small target under it.
///
/// A finger is mostly ring: a white 2 pt ring between two thin dark rings (one of the three always
/// contrasts with the screen: the white one on dark or saturated colours, the dark ones on white),
/// a faint shadow halo outside, and a 10 % dark fill, so a badge dragged under it keeps its colour.
/// A tap shows the finger for 0.12 s, fading by 0.2 s, and a ripple ring that grows by 30 pt and
/// fades to nothing at `tapDuration`; after that nothing is drawn.
package enum TouchOverlay {
    /// Finger radius in points (Apple's 44 pt touch target).
    package static let radius = 22.0
    /// How long a tap's marks last (s).
    package static let tapDuration = 0.6
    /// Fill: dark grey at 10 %.
    package static let fill = Color(white: 0.1, alpha: 0.10)
    static let dark = Color(white: 0.1, alpha: 0.8)
    static let light = Color(white: 1, alpha: 0.95)

    /// Draws the fingers and taps of `script` at `time` over `canvas` (points → pixels by `scale`).
    package static func draw(_ script: InteractionScript, time: Double, scale: Double, on canvas: inout Canvas) {
        let s = AffineTransform(scaleX: scale, y: scale)
        let (fingers, taps) = script.touches(at: time)
        for f in fingers { finger(f, alpha: 1, transform: s, on: &canvas) }
        for (p, age) in taps {
            let press = age < 0.12 ? 1 : max(0, 1 - (age - 0.12) / 0.08)
            if press > 0 { finger(p, alpha: press, transform: s, on: &canvas) }
            let k = age / tapDuration
            let fade = (1 - k) * (1 - k)
            guard fade > 0.004 else { continue }
            let r = radius + 30 * k
            ring(p, r + 1.25, width: 1, color: dark.withAlpha(dark.a * 0.6 * fade), transform: s, on: &canvas)
            ring(p, r, width: 2, color: light.withAlpha(light.a * fade), transform: s, on: &canvas)
        }
    }

    static func finger(_ p: Point, alpha: Double, transform s: AffineTransform, on c: inout Canvas) {
        let R = radius
        // Soft shadow halo outside the rings.
        ring(p, R + 3.5, width: 3, color: Color(white: 0, alpha: 0.10 * alpha), transform: s, on: &c)
        ring(p, R + 5.5, width: 2, color: Color(white: 0, alpha: 0.05 * alpha), transform: s, on: &c)
        c.fill(ovalPath(in: Rect(p.x - R, p.y - R, 2 * R, 2 * R)), paint: .solid(fill.withAlpha(fill.a * alpha)), transform: s)
        ring(p, R + 1.25, width: 1.25, color: dark.withAlpha(dark.a * alpha), transform: s, on: &c)
        ring(p, R - 0.5, width: 2, color: light.withAlpha(light.a * alpha), transform: s, on: &c)
        ring(p, R - 2, width: 1, color: dark.withAlpha(0.6 * alpha), transform: s, on: &c)
    }

    static func ring(_ p: Point, _ r: Double, width: Double, color: Color, transform s: AffineTransform, on c: inout Canvas) {
        c.stroke(
            ovalPath(in: Rect(p.x - r, p.y - r, 2 * r, 2 * r)), style: StrokeStyle(width: width), paint: .solid(color),
            transform: s)
    }
}
