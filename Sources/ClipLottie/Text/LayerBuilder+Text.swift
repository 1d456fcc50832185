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
