import ClipAnimation
import Foundation

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
