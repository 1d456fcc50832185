import ClipAnimation
import ClipGeometry
import ClipRaster
import Foundation

/// A text document's animators at one frame: each one's values and selector, and which paints
/// they change.
struct TextAnimation {
    let values: [TextAnimatorValues]
    let selectors: [SelectorState]
    /// An animator sets the stroke width; the stroke colour; the fill colour, hue, saturation or
    /// brightness (counted only when the document has a fill).
    let animatesStrokeWidth: Bool
    let animatesStrokeColor: Bool
    let animatesFill: Bool

    init(_ animators: [TextAnimator], frame: Double, totals: [Int], doc: TextDocument) {
        selectors = animators.indices.map { SelectorState(animators[$0].selector, frame: frame, totalChars: totals[$0]) }
        let has = { (k: KeyPath<TextAnimatorProperties, Animated<[Double]>?>) in animators.contains { $0.properties[keyPath: k] != nil } }
        animatesStrokeWidth = has(\.strokeWidth)
        animatesStrokeColor = has(\.strokeColor)
        animatesFill = doc.fillColor != nil && (has(\.fillColor) || has(\.fillHue) || has(\.fillSaturation) || has(\.fillBrightness))
        values = animators.map { $0.properties.values(at: frame) }
    }

    /// How much each animator applies to `letter` (its selector's multiplier).
    func amounts(_ letter: TextLetter) -> [Double] { selectors.indices.map { selectors[$0].mult(letter.indexes[$0]) } }

    /// Tracking animators shift justified lines (lottie-web's animatorJustifyOffset).
    func justifyOffsets(_ letters: inout [TextLetter], justify: Int) {
        guard justify == 1 || justify == 2 else { return }
        var offset = 0.0, firstCharOffset = 0.0, lastIndex = 0, isNewLine = true
        let k = justify == 2 ? -0.5 : -1.0
        for i in letters.indices {
            if letters[i].newLine {
                if offset != 0 { offset += firstCharOffset }
                while lastIndex < i {
                    letters[lastIndex].justifyOffset = offset
                    lastIndex += 1
                }
                offset = 0
                isNewLine = true
            } else {
                for j in values.indices {
                    guard let t = values[j].tracking else { continue }
                    if isNewLine && justify == 2 { firstCharOffset += t * k }
                    offset += t * selectors[j].mult(letters[i].indexes[j]) * k
                }
                isNewLine = false
            }
        }
        if offset != 0 { offset += firstCharOffset }
        while lastIndex < letters.count {
            letters[lastIndex].justifyOffset = offset
            lastIndex += 1
        }
    }

    /// How far along a mask path the animators' position and anchor x move a letter.
    func pathOffset(_ amounts: [Double]) -> Double {
        var offset = 0.0
        for j in values.indices {
            if let p = values[j].position { offset += (p.first ?? 0) * amounts[j] }
            if let a = values[j].anchor { offset += (a.first ?? 0) * amounts[j] }
        }
        return offset
    }

    /// Moves a letter's matrix by the animators, each by its amount: anchor, scale, skew,
    /// rotations, then position (its x only off a path: along one it moved the letter already).
    func transform(_ m: inout Matrix4, _ amounts: [Double], alongPath: Bool) {
        for (v, k) in zip(values, amounts) {
            guard let a = v.anchor else { continue }
            m.translate(-(a.first ?? 0) * k, -(a.count > 1 ? a[1] : 0) * k, (a.count > 2 ? a[2] : 0) * k)
        }
        for (v, k) in zip(values, amounts) {
            guard let sc = v.scale else { continue }
            let sx = sc.first ?? 1, sy = sc.count > 1 ? sc[1] : sx
            m.scale(1 + (sx - 1) * k, 1 + (sy - 1) * k, 1)
        }
        for (v, k) in zip(values, amounts) {
            if let sk = v.skew { m.skewFromAxis(-sk * k, (v.skewAxis ?? 0) * k) }
            if let r = v.rotation { m.rotateZ(-r * k) }
            if let ry = v.rotationY { m.rotateY(ry * k) }
            if let rx = v.rotationX { m.rotateX(rx * k) }
        }
        for (v, k) in zip(values, amounts) {
            guard let p = v.position else { continue }
            let x = alongPath ? 0 : (p.first ?? 0) * k
            m.translate(x, (p.count > 1 ? p[1] : 0) * k, -(p.count > 2 ? p[2] : 0) * k)
        }
    }

    /// A letter's opacity, stroke width and colours once the animators, each by its amount, have
    /// changed the document's.
    func style(_ amounts: [Double], doc: TextDocument) -> LetterStyle {
        var style = LetterStyle(doc)
        for (v, k) in zip(values, amounts) {
            if let o = v.opacity { style.opacity += (o * k - style.opacity) * k }
            if animatesStrokeWidth, let w = v.strokeWidth { style.strokeWidth += w * k }
            if animatesStrokeColor, let c = v.strokeColor, c.count >= 3 {
                for n in 0..<3 { style.strokeColor[n] += (c[n] - style.strokeColor[n]) * k }
            }
            if animatesFill {
                if let c = v.fillColor, c.count >= 3 { for n in 0..<3 { style.fillColor[n] += (c[n] - style.fillColor[n]) * k } }
                if let h = v.fillHue { style.fillColor = TextColor.addHue(style.fillColor, h * k) }
                if let sat = v.fillSaturation { style.fillColor = TextColor.addSaturation(style.fillColor, sat * k) }
                if let b = v.fillBrightness { style.fillColor = TextColor.addBrightness(style.fillColor, b * k) }
            }
        }
        return style
    }

    /// The fill and stroke a letter of `style` is drawn with (nil where it has none).
    func paint(_ style: LetterStyle, doc: TextDocument) -> (fill: Color?, stroke: (Color, Double)?) {
        let fill = doc.fillColor.map { base in colorValue(animatesFill ? style.fillColor : Array(base.prefix(3)), alpha: style.opacity) }
        var stroke: (Color, Double)?
        if doc.strokeColor != nil || animatesStrokeColor {
            let width = animatesStrokeWidth ? max(0, style.strokeWidth) : doc.strokeWidth
            if width > 0 { stroke = (colorValue(style.strokeColor, alpha: style.opacity), width) }
        }
        return (fill, stroke)
    }
}

/// One letter's opacity, stroke width and colours (r, g, b), the document's until animators
/// change them.
struct LetterStyle {
    var opacity = 1.0
    var strokeWidth: Double
    var strokeColor: [Double]
    var fillColor: [Double]

    init(_ doc: TextDocument) {
        strokeWidth = doc.strokeWidth
        func rgb(_ c: [Double]?) -> [Double] {
            var v = Array((c ?? [0, 0, 0]).prefix(3))
            while v.count < 3 { v.append(0) }
            return v
        }
        strokeColor = rgb(doc.strokeColor)
        fillColor = rgb(doc.fillColor)
    }
}
