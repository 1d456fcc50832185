import ClipAnimation
import ClipGeometry
import ClipRaster
import Foundation

/// A document's line widths and box (lottie-web's `lineWidths`, `boxWidth`, `justifyOffset`) and
/// each animator's selector character count (`totalChars`).
struct TextLines {
    var widths: [Double]
    var boxWidth: Double
    var justifyOffset: Double
    var totals: [Int]
}

extension LayerBuilder {
    /// Places every character with its own matrix, opacity, colours and stroke width, as
    /// lottie-web's TextAnimatorProperty.getMeasures does (without text on a path), and turns
    /// the characters into draw operations.
    func drawLetters(
        _ input: [TextLetter], model: TextModel, doc: TextDocument, font: FontInfo, face: TextFace, frame: Double, name: String,
        masks: [MaskModel], layout: TextLines
    ) throws -> Layer? {
        var letters = input
        let size = doc.size
        let animators = model.animators
        let selectors = animators.indices.map { SelectorState(animators[$0].selector, frame: frame, totalChars: layout.totals[$0]) }
        var alignment = model.alignment.value(at: frame, default: [0, 0])
        while alignment.count < 2 { alignment.append(0) }
        let yOff = size * 1.2 * 0.714
        let trackingOffset = doc.tracking * 0.001 * size
        let ascent = font.ascent * size / 100
        let yOffset = doc.lineHeight != 0 ? doc.lineHeight : size * 1.2
        let has = { (k: KeyPath<TextAnimatorProperties, Animated<[Double]>?>) in animators.contains { $0.properties[keyPath: k] != nil } }
        let strokeWidthAnim = has(\.strokeWidth), strokeColorAnim = has(\.strokeColor)
        let fillColorAnim = doc.fillColor != nil && (has(\.fillColor) || has(\.fillHue) || has(\.fillSaturation) || has(\.fillBrightness))
        func mult(_ j: Int, _ l: TextLetter) -> Double { selectors[j].mult(l.indexes[j]) }
        let values = animators.map { $0.properties.values(at: frame) }

        // Tracking animators shift justified lines (lottie-web's animatorJustifyOffset).
        if doc.justify == 1 || doc.justify == 2 {
            var offset = 0.0, firstCharOffset = 0.0, lastIndex = 0, isNewLine = true
            let k = doc.justify == 2 ? -0.5 : -1.0
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
                    for j in animators.indices {
                        guard let t = values[j].tracking else { continue }
                        if isNewLine && doc.justify == 2 { firstCharOffset += t * k }
                        offset += t * mult(j, letters[i]) * k
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

        var runs = TextRuns(strokeOverFill: doc.strokeOverFill)
        var xPos = 0.0, yPos = 0.0, firstLine = true
        // Text on a mask path: the letters' centres advance along it (lottie-web's masked path).
        var path: TextPathGeometry?
        var firstMargin = 0.0, forceAlignment = false, perpendicular = false
        if let tp = model.path, tp.mask >= 0, tp.mask < masks.count {
            let g = TextPathGeometry(masks[tp.mask].shape.value(at: frame), reversed: tp.reversed.value(at: frame, default: [0])[0] != 0)
            if g.points.count > 1 && g.total > 0 { path = g }
            firstMargin = tp.firstMargin.value(at: frame, default: [0])[0]
            forceAlignment = tp.forceAlignment.value(at: frame, default: [0])[0] != 0
            perpendicular = tp.perpendicular.value(at: frame, default: [0])[0] != 0
        }
        var currentLength = firstMargin, currentLine = -1, group = -1
        let evaluator = ShapeEvaluator(frame: frame, limits: limits, layerName: name)
        for i in letters.indices {
            let l = letters[i]
            if l.newLine {
                xPos = 0
                yPos += yOffset + (firstLine ? 1 : 0)
                firstLine = false
                currentLength = firstMargin
                continue
            }
            var m = Matrix4()
            var opacity = 1.0
            let offf = l.anchorWidth / 2 - l.add
            let mults = animators.indices.map { mult($0, l) }
            var onPath: (Point, Double)?
            if let path {
                if currentLine != l.line {
                    let lineWidth = l.line < layout.widths.count ? layout.widths[l.line] : 0
                    if doc.justify == 1 { currentLength += path.total - lineWidth }
                    if doc.justify == 2 { currentLength += (path.total - lineWidth) / 2 }
                    currentLine = l.line
                }
                if group != l.group {
                    if group >= 0 && group < letters.count { currentLength += letters[group].extra }
                    currentLength += l.anchorWidth / 2
                    group = l.group
                }
                currentLength += alignment[0] * l.anchorWidth * 0.005
                var animatorOffset = 0.0
                for j in animators.indices {
                    if let p = values[j].position { animatorOffset += (p.first ?? 0) * mults[j] }
                    if let a = values[j].anchor { animatorOffset += (a.first ?? 0) * mults[j] }
                }
                if forceAlignment, let first = letters.first, let last = letters.last, letters.count > 1 {
                    let span = path.total - firstMargin - first.anchorWidth * 0.5 - last.anchorWidth * 0.5
                    currentLength = first.anchorWidth * 0.5 + span * Double(group) / Double(letters.count - 1) + firstMargin
                }
                onPath = path.locate(currentLength + animatorOffset)
                m.translate(-alignment[0] * l.anchorWidth * 0.005, -alignment[1] * yOff * 0.01)
                m.translate(-offf, 0)
            } else {
                m.translate(-offf, 0)
                m.translate(-alignment[0] * l.anchorWidth * 0.005, -alignment[1] * yOff * 0.01)
            }
            for j in animators.indices {
                guard let t = values[j].tracking else { continue }
                if xPos != 0 || doc.justify != 0 {
                    if path != nil { currentLength += t * mults[j] } else { xPos += t * mults[j] }
                }
            }
            var sw = doc.strokeWidth
            var sc = Array((doc.strokeColor ?? [0, 0, 0]).prefix(3))
            var fc = Array((doc.fillColor ?? [0, 0, 0]).prefix(3))
            while sc.count < 3 { sc.append(0) }
            while fc.count < 3 { fc.append(0) }
            for j in animators.indices {
                guard let a = values[j].anchor else { continue }
                m.translate(-(a.first ?? 0) * mults[j], -(a.count > 1 ? a[1] : 0) * mults[j], (a.count > 2 ? a[2] : 0) * mults[j])
            }
            for j in animators.indices {
                guard let sc = values[j].scale else { continue }
                let sx = sc.first ?? 1, sy = sc.count > 1 ? sc[1] : sx
                m.scale(1 + (sx - 1) * mults[j], 1 + (sy - 1) * mults[j], 1)
            }
            for j in animators.indices {
                let k = mults[j]
                if let sk = values[j].skew { m.skewFromAxis(-sk * k, (values[j].skewAxis ?? 0) * k) }
                if let r = values[j].rotation { m.rotateZ(-r * k) }
                if let ry = values[j].rotationY { m.rotateY(ry * k) }
                if let rx = values[j].rotationX { m.rotateX(rx * k) }
                if let o = values[j].opacity { opacity += (o * k - opacity) * k }
                if strokeWidthAnim, let w = values[j].strokeWidth { sw += w * k }
                if strokeColorAnim, let c = values[j].strokeColor, c.count >= 3 { for n in 0..<3 { sc[n] += (c[n] - sc[n]) * k } }
                if fillColorAnim {
                    if let c = values[j].fillColor, c.count >= 3 { for n in 0..<3 { fc[n] += (c[n] - fc[n]) * k } }
                    if let h = values[j].fillHue { fc = TextColor.addHue(fc, h * k) }
                    if let sat = values[j].fillSaturation { fc = TextColor.addSaturation(fc, sat * k) }
                    if let b = values[j].fillBrightness { fc = TextColor.addBrightness(fc, b * k) }
                }
            }
            for j in animators.indices {
                guard let p = values[j].position else { continue }
                let x = path == nil ? (p.first ?? 0) * mults[j] : 0
                m.translate(x, (p.count > 1 ? p[1] : 0) * mults[j], -(p.count > 2 ? p[2] : 0) * mults[j])
            }
            if let (point, angle) = onPath {
                m.translate(0, -doc.baselineShift)
                m.translate(0, alignment[1] * yOff * 0.01 + yPos)
                if perpendicular { m.rotateZ(-angle) }
                m.translate(point.x, point.y)
                currentLength -= alignment[0] * l.anchorWidth * 0.005
                if i + 1 < letters.count && group != letters[i + 1].group {
                    currentLength += l.anchorWidth / 2 + trackingOffset
                }
            } else {
                m.translate(xPos, yPos)
                if let ps = doc.boxPosition, ps.count >= 2 { m.translate(ps[0], ps[1] + ascent) }
                let lineWidth = l.line < layout.widths.count ? layout.widths[l.line] : 0
                if doc.justify == 1 {
                    m.translate(l.justifyOffset + layout.justifyOffset + (layout.boxWidth - lineWidth), 0)
                } else if doc.justify == 2 {
                    m.translate(l.justifyOffset + layout.justifyOffset + (layout.boxWidth - lineWidth) / 2, 0)
                }
                m.translate(0, -doc.baselineShift)
                m.translate(offf, 0)
                m.translate(alignment[0] * l.anchorWidth * 0.005, alignment[1] * yOff * 0.01)
                xPos += l.width + trackingOffset
            }

            // The character's outline in its own coordinates (baseline at y = 0).
            guard opacity > 0, l.value != " ", m.affine.isSane else { continue }
            var outline = Path()
            switch face {
            case .glyphs(let family, let style):
                guard let g = document.glyphs[GlyphKey(family: family, style: style, character: l.value)], !g.items.isEmpty else {
                    continue
                }
                let scope = try evaluator.evaluate(g.items)
                let scale = AffineTransform(scaleX: size / 100, y: size / 100)
                for geo in scope.geos {
                    for c in geo.contours { outline.append(c.path.applying(geo.m.concatenating(scale))) }
                }
            case .system(let d):
                var x = 0.0
                for u in l.value.unicodeScalars {
                    guard let g = TextLayout.glyph(u, font: d) else { continue }
                    if !g.path.isEmpty { outline.append(g.path.applying(AffineTransform(a: size, b: 0, c: 0, d: size, tx: x, ty: 0))) }
                    x += g.advance * size
                }
            }
            if outline.isEmpty { continue }
            let fill = doc.fillColor.map { _ in colorValue(fillColorAnim ? fc : Array(doc.fillColor!.prefix(3)), alpha: opacity) }
            var stroke: (Color, Double)?
            if doc.strokeColor != nil || strokeColorAnim {
                let width = strokeWidthAnim ? max(0, sw) : doc.strokeWidth
                if width > 0 { stroke = (colorValue(sc, alpha: opacity), width) }
            }
            runs.add(outline.applying(m.affine), fill: fill, stroke: stroke, separate: opacity < 1)
        }
        let ops = runs.finish()
        guard !ops.isEmpty else { return nil }
        let layer = LottieContentLayer()
        layer.ops = ops
        return layer
    }
}

/// Characters with the same paint merged into one path (opaque ones only: a translucent
/// character is drawn on its own, as lottie-web draws each character with its own opacity).
struct TextRuns {
    let strokeOverFill: Bool
    var ops: [DrawOp] = []
    private var path = Path()
    private var key: (fill: Color?, stroke: (Color, Double)?)?

    init(strokeOverFill: Bool) { self.strokeOverFill = strokeOverFill }

    private static func same(_ a: (fill: Color?, stroke: (Color, Double)?), _ b: (fill: Color?, stroke: (Color, Double)?)) -> Bool {
        a.fill == b.fill && a.stroke?.0 == b.stroke?.0 && a.stroke?.1 == b.stroke?.1
    }

    mutating func add(_ p: Path, fill: Color?, stroke: (Color, Double)?, separate: Bool) {
        if fill == nil && stroke == nil { return }
        if let k = key, !separate, Self.same(k, (fill, stroke)) {
            path.append(p)
            return
        }
        flush()
        path = p
        key = (fill, stroke)
        if separate { flush() }
    }

    private mutating func flush() {
        guard let k = key, !path.isEmpty else { key = nil; return }
        let strokeOp: DrawOp? = k.stroke.map { .stroke(path, StrokeStyle(width: $0.1, join: .round), .solid($0.0), .identity) }
        if let strokeOp, !strokeOverFill { ops.append(strokeOp) }
        if let f = k.fill { ops.append(.fill(path, .solid(f), .nonZero, .identity)) }
        if let strokeOp, strokeOverFill { ops.append(strokeOp) }
        key = nil
        path = Path()
    }

    mutating func finish() -> [DrawOp] {
        flush()
        return ops
    }
}
