import ClipAnimation
import Foundation

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
