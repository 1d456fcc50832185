import ClipGeometry

/// A gradient's colours sampled at 256 evenly spaced `t` in 0...1, premultiplied (with opacity).
///
/// CAGradientLayer semantics: stops sorted by location; colours interpolated in straight sRGB,
/// then premultiplied; before the first / after the last location the end colours are padded.
///
/// Cost: one pass over the 256 entries, walking the stops alongside (entry `i` is exactly
/// `color(at: i / 255)` premultiplied, without a search per entry); no allocation besides the
/// table when the stops are already in order (the usual case).
final class GradientLUT {
    static let size = 256
    let table: UnsafeMutablePointer<UInt32>
    let isOpaque: Bool

    init(stops: [GradientStop], opacity: Double) {
        table = .allocate(capacity: Self.size)
        isOpaque =
            Self.isInOrder(stops)
            ? Self.build(stops, opacity, table)
            : Self.build(
                stops.enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }.map(\.element),
                opacity, table)
    }
    deinit { table.deallocate() }

    /// Whether a stable sort by location leaves `s` unchanged (false when a location is NaN).
    static func isInOrder(_ s: [GradientStop]) -> Bool {
        var k = 1
        while k < s.count { if !(s[k - 1].location <= s[k].location) { return false }; k += 1 }
        return true
    }

    /// Fills `table` from sorted stops; returns whether every entry has alpha 255.
    ///
    /// The same arithmetic as `color(at:)` + `Color.premultiplied`, entry by entry: the segment
    /// index `k` (the first stop with `t <= location`) only grows with `t`, so it is carried from
    /// one entry to the next instead of searched.
    private static func build(_ s: [GradientStop], _ opacity: Double, _ table: UnsafeMutablePointer<UInt32>) -> Bool {
        guard let first = s.first, let last = s.last else {
            // `color(at:)` of no stops is `.clear`, whatever the opacity.
            table.update(repeating: 0, count: size)
            return false
        }
        var opaque = true
        var k = 1
        for i in 0..<size {
            let t = Double(i) / Double(size - 1)
            var c: Color
            if !(t > first.location) {
                c = first.color
            } else if t >= last.location {
                c = last.color
            } else {
                while k < s.count && !(t <= s[k].location) { k += 1 }
                if k == s.count {
                    c = last.color
                } else {
                    let a = s[k - 1], b = s[k]
                    let span = b.location - a.location
                    c = span > 0 ? a.color.lerp(to: b.color, (t - a.location) / span) : b.color
                }
            }
            c.a *= opacity
            let p = premultiply(c)
            if p >> 24 != 255 { opaque = false }
            table[i] = p
        }
        return opaque
    }

    /// `Color.premultiplied` packed as a pixel, with the rounding done inline (`rounded()` is a
    /// libm call on baseline x86-64).
    @inline(__always) static func premultiply(_ col: Color) -> UInt32 {
        @inline(__always) func c(_ v: Double) -> Double { v.isNaN ? 0 : min(1, max(0, v)) }
        let al = c(col.a)
        @inline(__always) func q(_ v: Double) -> UInt32 { roundHalfAway(c(v) * al * 255) }
        return q(col.r) | q(col.g) << 8 | q(col.b) << 16 | roundHalfAway(al * 255) << 24
    }

    /// `UInt32(v.rounded())` (ties away from zero) for `v` in -0.0...255, branch-free and without
    /// the trapping conversion: `v + 1.5·2⁵²` rounds to nearest, ties to even, leaving the integer
    /// in the low mantissa bits; an exact tie `k + ½` that went down to an even `k` is moved up.
    /// (All steps are exact for such `v`.)
    @inline(__always) static func roundHalfAway(_ v: Double) -> UInt32 {
        let magic = 6_755_399_441_055_744.0
        let m = v + magic
        let even = UInt32(truncatingIfNeeded: m.bitPattern)
        let up: UInt32 = (m - magic) - v == -0.5 ? 1 : 0
        return even &+ up
    }

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
