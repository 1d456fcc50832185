import Foundation

/// HSV helpers for the fill hue / saturation / brightness animators (lottie-web's
/// `addHueToRGB` and friends; components in 0…1).
enum TextColor {
    static func rgbToHSV(_ c: [Double]) -> (Double, Double, Double) {
        let r = c[0], g = c[1], b = c[2]
        let mx = max(r, g, b), mn = min(r, g, b), d = mx - mn
        let s = mx == 0 ? 0 : d / mx
        var h = 0.0
        if d != 0 {
            if mx == r {
                h = (g - b + d * (g < b ? 6 : 0)) / (6 * d)
            } else if mx == g {
                h = (b - r + d * 2) / (6 * d)
            } else {
                h = (r - g + d * 4) / (6 * d)
            }
        }
        return (h, s, mx)
    }

    static func hsvToRGB(_ h: Double, _ s: Double, _ v: Double) -> [Double] {
        guard h.isFinite, s.isFinite, v.isFinite else { return [0, 0, 0] }
        let i = (h * 6).rounded(.down), f = h * 6 - i
        let p = v * (1 - s), q = v * (1 - f * s), t = v * (1 - (1 - f) * s)
        switch Int(i.truncatingRemainder(dividingBy: 6)) {
        case 0: return [v, t, p]
        case 1: return [q, v, p]
        case 2: return [p, v, t]
        case 3: return [p, q, v]
        case 4: return [t, p, v]
        default: return [v, p, q]
        }
    }

    static func addHue(_ c: [Double], _ offset: Double) -> [Double] {
        var (h, s, v) = rgbToHSV(c)
        h += offset / 360
        guard h.isFinite else { return c }
        // lottie-web wraps once; HSVtoRGB's `i % 6` repeats with period 1 anyway.
        h -= h.rounded(.down)
        return hsvToRGB(h, s, v)
    }

    static func addSaturation(_ c: [Double], _ offset: Double) -> [Double] {
        let (h, s, v) = rgbToHSV(c)
        return hsvToRGB(h, min(1, max(0, s + offset)), v)
    }

    static func addBrightness(_ c: [Double], _ offset: Double) -> [Double] {
        let (h, s, v) = rgbToHSV(c)
        return hsvToRGB(h, s, min(1, max(0, v + offset)))
    }
}
