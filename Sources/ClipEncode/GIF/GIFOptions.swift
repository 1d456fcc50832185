/// Settings of a GIF clip, validated on construction.
public struct GIFOptions: Sendable, Equatable {
    /// Palette colours (one more index is reserved for transparency), 2...255.
    public let maxColors: Int
    /// Peak-to-peak amplitude of the 8×8 ordered (Bayer) dither, in 8-bit levels, 0...64
    /// (0 = no dither).
    public let ditherAmplitude: Int

    public static let defaultMaxColors = 255
    public static let defaultDitherAmplitude = 3

    public init(maxColors: Int = GIFOptions.defaultMaxColors, ditherAmplitude: Int = GIFOptions.defaultDitherAmplitude) throws {
        guard (2...255).contains(maxColors) else {
            throw EncodeOptionError("invalid GIF colour count \(maxColors): must be in 2...255")
        }
        guard (0...64).contains(ditherAmplitude) else {
            throw EncodeOptionError("invalid GIF dither amplitude \(ditherAmplitude): must be in 0...64")
        }
        self.maxColors = maxColors; self.ditherAmplitude = ditherAmplitude
    }

    /// The defaults (always valid).
    public static var standard: GIFOptions {
        // Force-try is safe: the defaults are inside the validated ranges (checked by a test).
        try! GIFOptions()
    }
}
