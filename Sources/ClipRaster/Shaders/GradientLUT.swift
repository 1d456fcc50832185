import ClipGeometry

/// A gradient's colours sampled at 256 evenly spaced `t` in 0...1, premultiplied (with opacity).
///
/// CAGradientLayer semantics: stops sorted by location; colours interpolated in straight sRGB,
/// then premultiplied; before the first / after the last location the end colours are padded.
final class GradientLUT {
    static let size = 256
    let table: UnsafeMutablePointer<UInt32>
    let isOpaque: Bool

    init(stops: [GradientStop], opacity: Double) {
        table = .allocate(capacity: Self.size)
        let sorted = stops.enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }.map(\.element)
        var opaque = true
        for i in 0..<Self.size {
            let t = Double(i) / Double(Self.size - 1)
            var c = Self.color(at: t, sorted)
            c.a *= opacity
            let p = c.premultiplied
            if p.a != 255 { opaque = false }
            table[i] = UInt32(p.r) | UInt32(p.g) << 8 | UInt32(p.b) << 16 | UInt32(p.a) << 24
        }
        isOpaque = opaque
    }
    deinit { table.deallocate() }

    static func color(at t: Double, _ s: [GradientStop]) -> Color {
        guard let first = s.first, let last = s.last else { return .clear }
        if !(t > first.location) { return first.color }
        if t >= last.location { return last.color }
        for k in 1..<s.count where t < s[k].location || (t == s[k].location) {
            let a = s[k - 1], b = s[k]
            let span = b.location - a.location
            return span > 0 ? a.color.lerp(to: b.color, (t - a.location) / span) : b.color
        }
        return last.color
    }
}
