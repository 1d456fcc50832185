import ClipGeometry
import Foundation

/// A text range selector (`t.a[].s`), as lottie-web's TextSelectorProperty reads it.
struct TextSelector: Sendable {
    var start: Animated<[Double]>?
    /// nil: 100 (lottie-web's default, in either unit).
    var end: Animated<[Double]>?
    var offset: Animated<[Double]>?
    var easeHigh: Animated<[Double]>?
    var easeLow: Animated<[Double]>?
    var smoothness: Animated<[Double]>?
    var amount: Animated<[Double]>?
    /// `b`: 1 characters, 2 characters excluding spaces, 3 words, 4 lines.
    var basedOn: Int
    /// `sh`: 1 square, 2 ramp up, 3 ramp down, 4 triangle, 5 round, 6 smooth.
    var shape: Int
    /// `r`: 1 percent, 2 index.
    var units: Int
    /// `rn`: randomize the order (deterministically here: lottie-web uses `Math.random`).
    var randomize: Bool
}

/// One text animator (`t.a[]`): its selector and the properties it moves (lottie-web's
/// TextAnimatorDataProperty).
struct TextAnimator: Sendable {
    var selector: TextSelector
    var properties: TextAnimatorProperties
}

/// The properties a text animator moves (`t.a[].a`), in the file's units (degrees, percent);
/// nil where the file does not set one.
struct TextAnimatorProperties: Sendable {
    var position: Animated<[Double]>?
    var anchor: Animated<[Double]>?
    var scale: Animated<[Double]>?
    /// Rotation about z, and about x and y (projected), degrees.
    var rotation: Animated<[Double]>?
    var rotationX: Animated<[Double]>?
    var rotationY: Animated<[Double]>?
    /// Skew and its axis, degrees.
    var skew: Animated<[Double]>?
    var skewAxis: Animated<[Double]>?
    var opacity: Animated<[Double]>?
    var strokeWidth: Animated<[Double]>?
    var strokeColor: Animated<[Double]>?
    var fillColor: Animated<[Double]>?
    /// Fill hue (degrees), saturation and brightness (percent) offsets.
    var fillHue: Animated<[Double]>?
    var fillSaturation: Animated<[Double]>?
    var fillBrightness: Animated<[Double]>?
    /// Tracking, in pixels.
    var tracking: Animated<[Double]>?

    /// The values at `frame` in lottie-web's units (radians, fractions).
    func values(at frame: Double) -> TextAnimatorValues {
        func v(_ p: Animated<[Double]>?, _ k: Double = 1) -> [Double]? { p.map { $0.value(at: frame).map { $0 * k } } }
        func s(_ p: Animated<[Double]>?, _ k: Double = 1) -> Double? { v(p, k).map { $0.first ?? 0 } }
        let degrees = Double.pi / 180, percent = 0.01
        return TextAnimatorValues(
            position: v(position), anchor: v(anchor), scale: v(scale, percent), rotation: s(rotation, degrees),
            rotationX: s(rotationX, degrees), rotationY: s(rotationY, degrees), skew: s(skew, degrees), skewAxis: s(skewAxis, degrees),
            opacity: s(opacity, percent), strokeWidth: s(strokeWidth), strokeColor: v(strokeColor), fillColor: v(fillColor),
            fillHue: s(fillHue), fillSaturation: s(fillSaturation, percent), fillBrightness: s(fillBrightness, percent),
            tracking: s(tracking))
    }
}

/// A text animator's properties at one frame, in lottie-web's units: angles in radians, scale,
/// opacity, saturation and brightness as fractions; nil where the animator does not set one.
struct TextAnimatorValues {
    var position: [Double]?
    var anchor: [Double]?
    var scale: [Double]?
    var rotation: Double?
    var rotationX: Double?
    var rotationY: Double?
    var skew: Double?
    var skewAxis: Double?
    var opacity: Double?
    var strokeWidth: Double?
    var strokeColor: [Double]?
    var fillColor: [Double]?
    var fillHue: Double?
    var fillSaturation: Double?
    var fillBrightness: Double?
    var tracking: Double?
}

extension LottieParser {
    func textAnimators(_ t: JNode) throws -> [TextAnimator] {
        guard let a = try t.optional("a") else { return [] }
        var out: [TextAnimator] = []
        for item in try a.array() {
            let s = try item.required("s")
            let selector = TextSelector(
                start: try vector(s, "s"), end: try vector(s, "e"), offset: try vector(s, "o"), easeHigh: try vector(s, "xe"),
                easeLow: try vector(s, "ne"), smoothness: try vector(s, "sm"), amount: try vector(s, "a"),
                basedOn: try s.int("b", default: 1), shape: try s.int("sh", default: 1), units: try s.int("r", default: 1),
                randomize: try s.int("rn", default: 0) == 1)
            let properties = try item.optional("a").map { try textAnimatorProperties($0) } ?? TextAnimatorProperties()
            out.append(TextAnimator(selector: selector, properties: properties))
        }
        return out
    }

    /// An animator's properties (`t.a[].a`).
    func textAnimatorProperties(_ a: JNode) throws -> TextAnimatorProperties {
        TextAnimatorProperties(
            position: try vector(a, "p"), anchor: try vector(a, "a"), scale: try vector(a, "s"), rotation: try vector(a, "r"),
            rotationX: try vector(a, "rx"), rotationY: try vector(a, "ry"), skew: try vector(a, "sk"), skewAxis: try vector(a, "sa"),
            opacity: try vector(a, "o"), strokeWidth: try vector(a, "sw"), strokeColor: try vector(a, "sc"), fillColor: try vector(a, "fc"),
            fillHue: try vector(a, "fh"), fillSaturation: try vector(a, "fs"), fillBrightness: try vector(a, "fb"),
            tracking: try vector(a, "t"))
    }
}

/// A selector evaluated at one frame: lottie-web's `finalS`/`finalE`, easing and amount.
struct SelectorState {
    var s: Double
    var e: Double
    var shape: Int
    var ease: (Double, Double, Double, Double)
    var smoothness: Double
    var amount: Double

    init(_ sel: TextSelector, frame f: Double, totalChars: Int) {
        let divisor = sel.units == 2 ? 1 : 100 / Double(max(totalChars, 1))
        let o = sel.offset.value(at: f, default: [0])[0] / divisor
        var s = sel.start.value(at: f, default: [0])[0] / divisor + o
        var e = sel.end.value(at: f, default: [100])[0] / divisor + o
        if s > e { swap(&s, &e) }
        self.s = s
        self.e = e
        shape = sel.shape
        let ne = sel.easeLow.value(at: f, default: [0])[0], xe = sel.easeHigh.value(at: f, default: [0])[0]
        var x1 = 0.0, y1 = 0.0, x2 = 1.0, y2 = 1.0
        if ne > 0 { x1 = ne / 100 } else { y1 = -ne / 100 }
        if xe > 0 { x2 = 1 - xe / 100 } else { y2 = 1 + xe / 100 }
        ease = (x1, y1, x2, y2)
        smoothness = sel.smoothness.value(at: f, default: [100])[0]
        amount = sel.amount.value(at: f, default: [100])[0] / 100
    }

    /// How much the animator applies to the character with selector index `index` (lottie-web's
    /// `getMult`).
    func mult(_ index: Int) -> Double {
        var ind = Double(index)
        let s = self.s, e = self.e
        var mult = 0.0
        func eased(_ x: Double) -> Double { cubicBezierEase(ease.0, ease.1, ease.2, ease.3, at: x) }
        switch shape {
        case 2:
            mult = e == s ? (ind >= e ? 1 : 0) : max(0, min(0.5 / (e - s) + (ind - s) / (e - s), 1))
            mult = eased(mult)
        case 3:
            mult = e == s ? (ind >= e ? 0 : 1) : 1 - max(0, min(0.5 / (e - s) + (ind - s) / (e - s), 1))
            mult = eased(mult)
        case 4:
            if e != s {
                mult = max(0, min(0.5 / (e - s) + (ind - s) / (e - s), 1))
                mult = mult < 0.5 ? mult * 2 : 1 - 2 * (mult - 0.5)
            }
            mult = eased(mult)
        case 5:
            if e != s {
                let tot = e - s
                ind = min(max(0, ind + 0.5 - s), e - s)
                let x = -tot / 2 + ind, a = tot / 2
                mult = (1 - (x * x) / (a * a)).squareRoot()
            }
            mult = eased(mult)
        case 6:
            if e != s {
                ind = min(max(0, ind + 0.5 - s), e - s)
                mult = (1 + cos(Double.pi + Double.pi * 2 * ind / (e - s))) / 2
            }
            mult = eased(mult)
        default:
            if ind >= s.rounded(.down) {
                mult = ind - s < 0 ? max(0, min(min(e, 1) - (s - ind), 1)) : max(0, min(e - ind, 1))
            }
            mult = eased(mult)
        }
        if smoothness != 100 {
            var sm = smoothness * 0.01
            if sm == 0 { sm = 0.00000001 }
            let threshold = 0.5 - sm * 0.5
            mult = mult < threshold ? 0 : min(1, (mult - threshold) / sm)
        }
        if !mult.isFinite { mult = 0 }
        return mult * amount
    }
}

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

/// A small deterministic generator for randomized selector order (a frame must be a pure function
/// of the file and the frame; lottie-web shuffles with `Math.random` once per text document).
struct SplitMix64 {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
