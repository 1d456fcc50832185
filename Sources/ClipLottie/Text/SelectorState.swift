import Foundation

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
