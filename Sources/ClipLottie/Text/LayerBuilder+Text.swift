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

/// What `drawLetters` needs besides the letters: the text layer's model and its document at this
/// frame, the font and face, the layer's name and masks (text on a path) and the lines' layout.
struct TextDrawInput {
    var model: TextModel
    var doc: TextDocument
    var font: FontInfo
    var face: TextFace
    var frame: Double
    var name: String
    var masks: [MaskModel]
    var layout: TextLines
}

extension LayerBuilder {
    /// The face a document is drawn with.
    func textFace(_ font: FontInfo) -> TextFace {
        let hasGlyphs = document.glyphs.keys.contains { $0.family == font.family && $0.style == font.style }
        return hasGlyphs ? .glyphs(family: font.family, style: font.style) : .system(TextFace.systemFont(font))
    }

    /// A text layer at `frame`, laid out as lottie-web's TextProperty and TextAnimatorProperty do
    /// (per-character advances, tracking, justification, box text wrapping, line height, baseline
    /// shift, animators), each character drawn from the file's glyph outlines or a system font.
    func textContent(_ model: TextModel, frame: Double, name: String, masks: [MaskModel] = []) throws -> Layer? {
        guard let doc = model.document(at: frame) else { return nil }
        let font = document.fonts[doc.font] ?? FontInfo(family: "", style: "", ascent: 75)
        let face = textFace(font)
        let trackingOffset = doc.tracking / 1000 * doc.size
        var advances = TextAdvances(face: face, size: doc.size, glyphs: document.glyphs)
        var text = doc.text
        if doc.caps != 0 { text = text.uppercased() }
        var chars = text.map { String($0) }
        guard chars.count <= TextModel.maxCharacters else {
            throw LottieError(path: "layer '\(name)'", "text of \(chars.count) characters is over the limit of \(TextModel.maxCharacters)")
        }
        if let sz = doc.boxSize, sz.count >= 1 {
            TextLetter.wrap(&chars, width: sz[0], trackingOffset: trackingOffset, advances: &advances)
        }
        var (letters, lineWidths) = TextLetter.letters(chars, grouping: model.grouping, trackingOffset: trackingOffset, advances: &advances)
        var boxWidth = lineWidths.reduce(0.0) { max($0, $1) }, justifyOffset = 0.0
        if let sz = doc.boxSize, sz.count >= 1 {
            boxWidth = sz[0]
        } else {
            justifyOffset = doc.justify == 1 ? -boxWidth : doc.justify == 2 ? -boxWidth / 2 : 0
        }
        let totals = TextLetter.selectorIndexes(&letters, animators: model.animators)
        let layout = TextLines(widths: lineWidths, boxWidth: boxWidth, justifyOffset: justifyOffset, totals: totals)
        return try drawLetters(
            letters, TextDrawInput(model: model, doc: doc, font: font, face: face, frame: frame, name: name, masks: masks, layout: layout))
    }
}

extension LayerBuilder {
    /// Places every character with its own matrix, opacity, colours and stroke width, as
    /// lottie-web's TextAnimatorProperty.getMeasures does, and turns the characters into draw
    /// operations.
    func drawLetters(_ input: [TextLetter], _ text: TextDrawInput) throws -> Layer? {
        var letters = input
        let animation = TextAnimation(text.model.animators, frame: text.frame, totals: text.layout.totals, doc: text.doc)
        animation.justifyOffsets(&letters, justify: text.doc.justify)
        var pen = TextPen(text, path: TextPathPlacement(text.model.path, masks: text.masks, frame: text.frame))
        var runs = TextRuns(strokeOverFill: text.doc.strokeOverFill)
        let evaluator = ShapeEvaluator(frame: text.frame, limits: limits, layerName: text.name)
        for i in letters.indices {
            let l = letters[i]
            if l.newLine {
                pen.newLine()
                continue
            }
            let amounts = animation.amounts(l)
            let (start, onPath) = pen.start(i, letters, offset: animation.pathOffset(amounts))
            var m = start
            pen.track(animation, amounts)
            animation.transform(&m, amounts, alongPath: pen.path != nil)
            let style = animation.style(amounts, doc: text.doc)
            pen.place(&m, i, letters, onPath: onPath)
            guard style.opacity > 0, l.value != " ", m.affine.isSane else { continue }
            guard let outline = try letterOutline(l.value, face: text.face, size: text.doc.size, evaluator: evaluator) else { continue }
            let paint = animation.paint(style, doc: text.doc)
            runs.add(outline.applying(m.affine), fill: paint.fill, stroke: paint.stroke, separate: style.opacity < 1)
        }
        let ops = runs.finish()
        guard !ops.isEmpty else { return nil }
        let layer = LottieContentLayer()
        layer.ops = ops
        return layer
    }

    /// A character's outline in its own coordinates (baseline at y = 0) at `size`, from the file's
    /// glyphs or the system face; nil when it has none.
    func letterOutline(_ value: String, face: TextFace, size: Double, evaluator: ShapeEvaluator) throws -> Path? {
        var outline = Path()
        switch face {
        case .glyphs(let family, let style):
            guard let g = document.glyphs[GlyphKey(family: family, style: style, character: value)], !g.items.isEmpty else {
                return nil
            }
            let scope = try evaluator.evaluate(g.items)
            let scale = AffineTransform(scaleX: size / 100, y: size / 100)
            for geo in scope.geos {
                for c in geo.contours { outline.append(c.path.applying(geo.m.concatenating(scale))) }
            }
        case .system(let d):
            var x = 0.0
            for u in value.unicodeScalars {
                guard let g = TextLayout.glyph(u, font: d) else { continue }
                if !g.path.isEmpty { outline.append(g.path.applying(AffineTransform(a: size, b: 0, c: 0, d: size, tx: x, ty: 0))) }
                x += g.advance * size
            }
        }
        return outline.isEmpty ? nil : outline
    }
}
