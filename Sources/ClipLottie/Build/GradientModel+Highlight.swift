import ClipGeometry
import Foundation

/// The focal point of a radial gradient with a highlight (`h` length in percent of the radius,
/// `a` angle in degrees from the start → end direction), as lottie-web places SVG's `fx`/`fy`:
/// `start + r · clamp(h / 100, ±0.99) · (cos, sin)(atan2(end − start) + a)`. nil without one.
func highlightFocal(_ g: GradientModel, start s: Point, end e: Point, frame: Double) -> Point? {
    guard let h = g.highlightLength else { return nil }
    var percent = h.scalar(at: frame) / 100
    guard percent != 0, percent.isFinite else { return nil }
    percent = min(0.99, max(-0.99, percent))
    let radius = (e - s).length
    let angle = atan2(e.y - s.y, e.x - s.x) + g.highlightAngle.value(at: frame, default: [0])[0] * .pi / 180
    guard angle.isFinite, radius > 0 else { return nil }
    return Point(s.x + cos(angle) * radius * percent, s.y + sin(angle) * radius * percent)
}
