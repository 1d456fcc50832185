/// Four bytes of a pixel, premultiplied unless stated otherwise.
public struct RGBA8: Hashable, Sendable, CustomStringConvertible {
    /// Red, green, blue and alpha bytes, 0…255 (colour ≤ alpha when premultiplied).
    public var r, g, b, a: UInt8
    /// A pixel from its four bytes.
    @inlinable public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8) { self.r = r; self.g = g; self.b = b; self.a = a }
    /// A pixel from its four bytes; opaque by default.
    @inlinable public init(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8 = 255) { self.r = r; self.g = g; self.b = b; self.a = a }
    /// Transparent black (all zero).
    public static let transparent = RGBA8(0, 0, 0, 0)
    public var description: String { "RGBA8(\(r), \(g), \(b), \(a))" }
}

/// A colour with straight (non-premultiplied) sRGB components in 0...1, as UIColor/CGColor.
public struct Color: Hashable, Sendable {
    /// Red, green, blue and alpha, straight (not premultiplied), 0…1 each.
    public var r, g, b, a: Double

    /// A colour from components in 0…1 (UIColor(red:green:blue:alpha:)).
    @inlinable public init(r: Double, g: Double, b: Double, a: Double = 1) { self.r = r; self.g = g; self.b = b; self.a = a }
    /// From 0...255 components (UIColor(red: x/255.0, …) in the specs).
    @inlinable public init(r255 r: Double, g g255: Double, b b255: Double, a: Double = 1) {
        self.init(r: r / 255, g: g255 / 255, b: b255 / 255, a: a)
    }
    /// From 0xRRGGBB.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(r: Double((hex >> 16) & 0xff) / 255, g: Double((hex >> 8) & 0xff) / 255, b: Double(hex & 0xff) / 255, a: alpha)
    }
    /// A grey (UIColor(white:alpha:)): `white` 0 black … 1 white.
    public init(white: Double, alpha: Double = 1) { self.init(r: white, g: white, b: white, a: alpha) }

    /// Fully transparent.
    public static let clear = Color(r: 0, g: 0, b: 0, a: 0)
    /// Opaque black.
    public static let black = Color(r: 0, g: 0, b: 0)
    /// Opaque white.
    public static let white = Color(r: 1, g: 1, b: 1)
    /// Opaque pure red (1, 0, 0).
    public static let red = Color(r: 1, g: 0, b: 0)
    /// Opaque pure green (0, 1, 0).
    public static let green = Color(r: 0, g: 1, b: 0)
    /// Opaque pure blue (0, 0, 1).
    public static let blue = Color(r: 0, g: 0, b: 1)

    /// The same colour with alpha `alpha` (colorWithAlphaComponent:).
    public func withAlpha(_ alpha: Double) -> Color { Color(r: r, g: g, b: b, a: alpha) }

    /// Component-wise linear interpolation in straight sRGB (what Core Animation does for colours).
    public func lerp(to o: Color, _ t: Double) -> Color {
        Color(r: r + (o.r - r) * t, g: g + (o.g - g) * t, b: b + (o.b - b) * t, a: a + (o.a - a) * t)
    }

    /// Premultiplied RGBA8, rounded to nearest, components clamped to 0...1.
    public var premultiplied: RGBA8 {
        func c(_ v: Double) -> Double { v.isNaN ? 0 : min(1, max(0, v)) }
        let al = c(a)
        func q(_ v: Double) -> UInt8 { UInt8((c(v) * al * 255).rounded()) }
        return RGBA8(r: q(r), g: q(g), b: q(b), a: UInt8((al * 255).rounded()))
    }
}
