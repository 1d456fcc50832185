import ClipAnimation
import ClipGeometry
import ClipRaster

/// One text document keyframe's content (`t.d.k[].s`).
struct TextDocument: Sendable {
    var text: String
    var size: Double
    var font: String
    var fillColor: [Double]?
    var strokeColor: [Double]?
    var strokeWidth: Double
    var strokeOverFill: Bool
    /// 0 left, 1 right, 2 centre.
    var justify: Int
    /// Tracking in thousandths of an em.
    var tracking: Double
    var lineHeight: Double
    var baselineShift: Double
    /// Paragraph box origin and size (box text), when set.
    var boxPosition: [Double]?
    var boxSize: [Double]?
}

/// A text layer: its document keyframes (held, never interpolated).
struct TextModel: Sendable {
    var keyframes: [(time: Double, doc: TextDocument)]

    func document(at frame: Double) -> TextDocument? {
        var current = keyframes.first?.doc
        for k in keyframes where k.time <= frame { current = k.doc }
        return current
    }
}

/// A glyph outline from the file's `chars`: shape items at size 100, and its advance.
struct Glyph: Sendable {
    var items: [ShapeItem]
    var advance: Double
}

/// Glyphs by font family, style and character.
struct GlyphKey: Hashable, Sendable {
    var family: String
    var style: String
    var character: String
}

/// The fonts the file names (`fonts.list`): family, style and ascent by font name.
struct FontInfo: Sendable {
    var family: String
    var style: String
    var ascent: Double
}

extension LottieParser {
    func textModel(_ t: JNode) throws -> TextModel {
        var keys: [(time: Double, doc: TextDocument)] = []
        guard let d = try t.optional("d"), let k = try d.optional("k") else { return TextModel(keyframes: []) }
        for item in try k.array() {
            let s = try item.required("s")
            keys.append(
                (
                    try item.number("t", default: 0),
                    TextDocument(
                        text: try s.string("t") ?? "", size: try s.number("s", default: 10), font: try s.string("f") ?? "",
                        fillColor: try s.optional("fc")?.numbers(), strokeColor: try s.optional("sc")?.numbers(),
                        strokeWidth: try s.number("sw", default: 0), strokeOverFill: try s.flag("of"), justify: try s.int("j", default: 0),
                        tracking: try s.number("tr", default: 0),
                        lineHeight: try s.number("lh", default: try s.number("s", default: 10) * 1.2),
                        baselineShift: try s.number("ls", default: 0), boxPosition: try s.optional("ps")?.numbers(),
                        boxSize: try s.optional("sz")?.numbers())
                ))
        }
        return TextModel(keyframes: keys)
    }

    func glyphs(_ chars: JNode) throws -> [GlyphKey: Glyph] {
        var out: [GlyphKey: Glyph] = [:]
        for c in try chars.array() {
            guard let ch = try c.string("ch") else { continue }
            let key = GlyphKey(family: try c.string("fFamily") ?? "", style: try c.string("style") ?? "", character: ch)
            var items: [ShapeItem] = []
            if let data = try c.optional("data"), let shapes = try data.optional("shapes") { items = try self.shapes(shapes, depth: 0) }
            out[key] = Glyph(items: items, advance: try c.number("w", default: 0))
        }
        return out
    }

    func fonts(_ f: JNode) throws -> [String: FontInfo] {
        var out: [String: FontInfo] = [:]
        guard let list = try f.optional("list") else { return out }
        for font in try list.array() {
            guard let name = try font.string("fName") else { continue }
            out[name] = FontInfo(
                family: try font.string("fFamily") ?? name, style: try font.string("fStyle") ?? "",
                ascent: try font.number("ascent", default: 75))
        }
        return out
    }
}

extension LayerBuilder {
    /// A text layer drawn from the file's glyph outlines (nil when it has none for the font).
    func textContent(_ model: TextModel, frame: Double, name: String) throws -> Layer? {
        guard let doc = model.document(at: frame), let font = document.fonts[doc.font] else { return nil }
        let scale = doc.size / 100
        let tracking = doc.tracking / 1000 * doc.size
        // Lines at \r, \n or ETX; each laid out from its own origin, then justified.
        let lines = doc.text.split(omittingEmptySubsequences: false) { $0 == "\r" || $0 == "\n" || $0 == "\u{3}" }
        var geos: [ShapeEvaluator.Geo] = []
        var y = 0.0
        if let ps = doc.boxPosition, ps.count >= 2 { y = ps[1] + font.ascent / 100 * doc.size }
        var found = false
        for line in lines {
            var x = 0.0
            var placed: [(Glyph, Double)] = []
            for ch in line {
                let key = GlyphKey(family: font.family, style: font.style, character: String(ch))
                guard let g = document.glyphs[key] else {
                    x += doc.size * 0.3 + tracking
                    continue
                }
                found = true
                placed.append((g, x))
                x += g.advance * scale + tracking
            }
            let width = x - (placed.isEmpty ? 0 : tracking)
            var originX = 0.0
            var boxWidth = 0.0
            if let ps = doc.boxPosition, let sz = doc.boxSize, ps.count >= 1, sz.count >= 1 { originX = ps[0]; boxWidth = sz[0] }
            switch doc.justify {
            case 1: originX += boxWidth - width
            case 2: originX += (boxWidth - width) / 2
            default: break
            }
            if doc.boxPosition == nil {
                if doc.justify == 1 { originX = -width } else if doc.justify == 2 { originX = -width / 2 }
            }
            let evaluator = ShapeEvaluator(frame: frame, limits: limits, layerName: name)
            for (g, gx) in placed {
                let scope = try evaluator.evaluate(g.items)
                let m = AffineTransform(scaleX: scale, y: scale).concatenating(
                    AffineTransform(translationX: originX + gx, y: y - doc.baselineShift))
                for var geo in scope.geos {
                    geo.m = geo.m.concatenating(m)
                    geos.append(geo)
                }
            }
            y += doc.lineHeight
        }
        guard found else { return nil }
        var path = Path()
        for g in geos {
            for c in g.contours { path.append(c.path.applying(g.m)) }
        }
        var ops: [DrawOp] = []
        let fill = doc.fillColor.map { colorValue($0, alpha: 1) }
        let stroke: DrawOp? = doc.strokeColor.flatMap { sc -> DrawOp? in
            guard doc.strokeWidth > 0 else { return nil }
            return .stroke(path, StrokeStyle(width: doc.strokeWidth, join: .miter), .solid(colorValue(sc, alpha: 1)), .identity)
        }
        if let stroke, !doc.strokeOverFill { ops.append(stroke) }
        if let fill { ops.append(.fill(path, .solid(fill), .nonZero, .identity)) }
        if let stroke, doc.strokeOverFill { ops.append(stroke) }
        let layer = LottieContentLayer()
        layer.ops = ops
        return layer
    }
}
