import ClipAnimation
import ClipGeometry
import ClipRaster
import Foundation

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
    /// `ca`: 0 as typed, 1 all caps (2, small caps, is drawn as all caps).
    var caps: Int = 0
}

/// A text layer: its document keyframes (held, never interpolated), its animators and their
/// grouping (`t.m`).
struct TextModel: Sendable {
    var keyframes: [(time: Double, doc: TextDocument)]
    var animators: [TextAnimator] = []
    /// `m.g`: anchor point grouping, 1 characters, 2 words, 3 lines (4 all: as characters).
    var grouping: Int = 1
    /// `m.a`: grouping alignment, percent of the character's advance and of 1.2 · 0.714 em.
    var alignment: Animated<[Double]>? = nil
    /// Text on a mask path (`t.p`).
    var path: TextPathModel? = nil

    /// Characters in one text document (box text wraps in up to quadratic time, as lottie-web does).
    static let maxCharacters = 10_000

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

/// The fonts the file names (`fonts.list`): family, style, weight and ascent by font name.
struct FontInfo: Sendable {
    var family: String
    var style: String
    var ascent: Double
    /// `fWeight` when the file gives one (a CSS weight such as "700").
    var weight: String = ""
}

extension LottieParser {
    func textModel(_ t: JNode) throws -> TextModel {
        var keys: [(time: Double, doc: TextDocument)] = []
        var model = TextModel(keyframes: [])
        model.animators = try textAnimators(t)
        if let m = try t.optional("m") {
            model.grouping = try m.int("g", default: 1)
            model.alignment = try vector(m, "a")
        }
        model.path = try textPath(t)
        guard let d = try t.optional("d"), let k = try d.optional("k") else { return model }
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
                        boxSize: try s.optional("sz")?.numbers(), caps: try s.int("ca", default: 0))
                ))
        }
        model.keyframes = keys
        return model
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
            var weight = ""
            if let w = try font.optional("fWeight") { weight = (try? w.string()) ?? (try? w.number()).map { String(Int($0)) } ?? "" }
            out[name] = FontInfo(
                family: try font.string("fFamily") ?? name, style: try font.string("fStyle") ?? "",
                ascent: try font.number("ascent", default: 75), weight: weight)
        }
        return out
    }
}

/// Where a text layer's characters come from: the file's glyph outlines (`chars`) for the font's
/// family and style, or a system font found through fontconfig.
enum TextFace {
    case glyphs(family: String, style: String)
    case system(FontDescriptor)

    /// Families that browsers (through fontconfig's metric aliases) draw with a metric-compatible
    /// Liberation face; lottie-web's reference frames show these.
    static let aliases: [String: String] = [
        "helvetica": "Liberation Sans", "arial": "Liberation Sans", "helvetica neue": "Liberation Sans", "sans-serif": "Liberation Sans",
        "times": "Liberation Serif", "times new roman": "Liberation Serif", "serif": "Liberation Serif",
        "courier": "Liberation Mono", "courier new": "Liberation Mono", "monospace": "Liberation Mono",
    ]

    /// The default family for a font that is not installed: what Chromium (lottie-web's reference
    /// player) shows for an unknown family, its default "Times New Roman", which fontconfig gives
    /// as Liberation Serif (Debian `fonts-liberation2`); then DejaVu Serif; then the engine's
    /// default face.
    static let fallbackFamilies = ["Liberation Serif", "DejaVu Serif"]

    /// The CSS weight and italic of a font, as lottie-web derives them from `fStyle` words
    /// (`fWeight` wins when set).
    static func style(_ font: FontInfo) -> (weight: FontDescriptor.Weight, italic: Bool) {
        var css = 400
        var italic = false
        for word in font.style.split(separator: " ") {
            switch word.lowercased() {
            case "italic": italic = true
            case "bold": css = 700
            case "black": css = 900
            case "medium": css = 500
            case "regular", "normal": css = 400
            case "light", "thin": css = 200
            default: break
            }
        }
        if let w = Int(font.weight) { css = w } else if font.weight.lowercased() == "bold" { css = 700 }
        let weights: [FontDescriptor.Weight] = [.thin, .extraLight, .light, .regular, .medium, .semibold, .bold, .extraBold, .black]
        return (weights[min(8, max(0, (css + 50) / 100 - 1))], italic)
    }

    /// The system face for `font`: its family when installed, else a metric alias, else the
    /// fallback families.
    static func systemFont(_ font: FontInfo) -> FontDescriptor {
        let (weight, italic) = style(font)
        var families = [font.family]
        if let alias = aliases[font.family.lowercased()] { families.append(alias) }
        families += fallbackFamilies
        for family in families where !family.isEmpty {
            let d = FontDescriptor(family: family, weight: weight, italic: italic)
            if case .success = TextLayout.resolve(d) { return d }
        }
        return FontDescriptor(weight: weight, italic: italic)
    }
}

/// One character of a laid-out text document (lottie-web's `documentData.l[]`).
struct TextLetter {
    var value: String
    var newLine: Bool
    /// Advance and anchor width (`l`, `an`), offset within its group (`add`).
    var width: Double
    var anchorWidth: Double
    var add: Double = 0
    var line: Int
    var indexes: [Int] = []
    var justifyOffset: Double = 0
    /// Anchor group index and the width of the character that ended the group (`ind`, `extra`).
    var group: Int = 0
    var extra: Double = 0
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

/// Character advances in a face at a size (lottie-web's per-character widths), kept once
/// measured.
struct TextAdvances {
    let face: TextFace
    let size: Double
    let glyphs: [GlyphKey: Glyph]
    private var cache: [String: Double] = [:]

    init(face: TextFace, size: Double, glyphs: [GlyphKey: Glyph]) {
        self.face = face
        self.size = size
        self.glyphs = glyphs
    }

    mutating func advance(_ ch: String) -> Double {
        if let w = cache[ch] { return w }
        var w = 0.0
        switch face {
        case .glyphs(let family, let style):
            w = (glyphs[GlyphKey(family: family, style: style, character: ch)]?.advance ?? 0) * size / 100
        case .system(let d):
            for u in ch.unicodeScalars { w += (TextLayout.glyph(u, font: d)?.advance ?? 0) * size }
        }
        cache[ch] = w
        return w
    }
}

extension TextLetter {
    static func isBreak(_ c: String) -> Bool { c == "\r" || c == "\u{3}" || c == "\n" || c == "\r\n" }

    /// Box text: breaks the lines at the last space that fits in `width` (lottie-web's loop,
    /// never breaking at a line's start).
    static func wrap(_ chars: inout [String], width boxWidth: Double, trackingOffset: Double, advances: inout TextAdvances) {
        var lineWidth = 0.0, lastSpace = -1, i = 0
        while i < chars.count {
            let c = chars[i]
            var newLine = false
            if c == " " {
                lastSpace = i
            } else if isBreak(c) {
                lineWidth = 0
                newLine = true
            }
            let w = newLine ? 0 : advances.advance(c)
            if lineWidth + w > boxWidth && c != " " && lineWidth > 0 {
                if lastSpace == -1 {
                    chars.insert("\r", at: i)
                } else {
                    i = lastSpace
                    chars[i] = "\r"
                }
                lastSpace = -1
                lineWidth = 0
            } else {
                lineWidth += w + trackingOffset
            }
            i += 1
        }
    }

    /// The letters of `chars` with their lines and anchor groups (`grouping` 2 words, 3 lines),
    /// and each line's width (trailing spaces collapsed).
    static func letters(
        _ chars: [String], grouping: Int, trackingOffset: Double, advances: inout TextAdvances
    ) -> (letters: [TextLetter], lineWidths: [Double]) {
        var letters: [TextLetter] = []
        var lineWidths: [Double] = []
        var lineWidth = -trackingOffset, uncollapsed = 0.0, line = 0
        var groupSize = 0.0, groupStart = 0, groupIndex = 0
        for (i, c) in chars.enumerated() {
            let newLine = isBreak(c)
            if newLine {
                uncollapsed = 0
                lineWidths.append(lineWidth)
                lineWidth = -2 * trackingOffset
                line += 1
            }
            let value = newLine ? "" : c
            let w = newLine ? 0 : advances.advance(c)
            if c == " " {
                uncollapsed += w + trackingOffset
            } else {
                lineWidth += w + trackingOffset + uncollapsed
                uncollapsed = 0
            }
            letters.append(TextLetter(value: value, newLine: newLine, width: w, anchorWidth: w, add: groupSize, line: line, group: i))
            guard grouping == 2 || grouping == 3 else { continue }
            groupSize += w
            let ends = grouping == 2 ? (value == "" || value == " ") : value == ""
            if ends || i == chars.count - 1 {
                if ends { groupSize -= w }
                for j in groupStart...i {
                    letters[j].anchorWidth = groupSize
                    letters[j].group = groupIndex
                    letters[j].extra = w
                }
                groupIndex += 1
                groupStart = i + 1
                groupSize = 0
            }
        }
        lineWidths.append(lineWidth)
        return (letters, lineWidths)
    }

    /// Each letter's index for each animator's selector (characters, characters excluding
    /// spaces, words or lines; shuffled in a fixed order when randomized), and each selector's
    /// count (`totalChars`).
    static func selectorIndexes(_ letters: inout [TextLetter], animators: [TextAnimator]) -> [Int] {
        var totals: [Int] = []
        for (j, an) in animators.enumerated() {
            var ind = 0
            var order: [Int] = []
            for i in letters.indices {
                letters[i].indexes.append(ind)
                let l = letters[i], last = i == letters.count - 1
                let counts: Bool
                switch an.selector.basedOn {
                case 2: counts = l.value != "" && l.value != " "
                case 3: counts = l.newLine || l.value == " " || last
                case 4: counts = l.newLine || last
                default: counts = l.value != ""
                }
                if counts {
                    order.append(ind)
                    ind += 1
                }
            }
            if an.selector.randomize {
                var rng = SplitMix64(state: UInt64(j + 1) &* 0x2545_F491_4F6C_DD1D &+ UInt64(letters.count))
                var current = -1, newIndex = 0
                for i in letters.indices {
                    if letters[i].indexes[j] != current {
                        current = letters[i].indexes[j]
                        newIndex = order.isEmpty ? 0 : order.remove(at: Int(rng.next() % UInt64(order.count)))
                    }
                    letters[i].indexes[j] = newIndex
                }
            }
            totals.append(ind)
        }
        return totals
    }
}
