import ClipRaster

/// Colour helpers the scenes share (UIKit spellings and mixes).
extension Color {
    /// `UIColor(red: r/255, green: g/255, blue: b/255, alpha: a)`.
    public static func rgb(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> Color {
        Color(r: r / 255, g: g / 255, b: b / 255, a: a)
    }

    /// Linear mix toward `o` by `t`.
    public func mixed(with o: Color, _ t: Double) -> Color { lerp(to: o, t) }

    /// This colour mixed toward white by `amount`.
    public func mixed(_ amount: Double) -> Color {
        Color(r: r + (1 - r) * amount, g: g + (1 - g) * amount, b: b + (1 - b) * amount, a: a)
    }
}
