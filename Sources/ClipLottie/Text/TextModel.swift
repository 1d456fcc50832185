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
