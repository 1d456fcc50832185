/// Settings of a GIF clip, validated on construction.
public struct GIFOptions: Sendable, Equatable {
    /// Palette colours (one more index is reserved for transparency), 2...255.
    public let maxColors: Int
    /// Peak-to-peak amplitude of the 8×8 ordered (Bayer) dither, in 8-bit levels, 0...64
    /// (0 = no dither).
    public let ditherAmplitude: Int

    /// A pixel keeps the colour already on screen when that colour is within this squared RGB
    /// distance of the source (or no farther than the newly chosen colour), 0...768. 0 = only
    /// when no worse. Small values shrink slowly changing areas (fades, breathing shapes) at a
    /// bounded error: the default 27 means about 3 levels per channel.
    public let temporalTolerance: Int

    /// Default palette size (255 colours plus the transparent index).
    public static let defaultMaxColors = 255
    /// Default dither amplitude (3 levels).
    public static let defaultDitherAmplitude = 3
    /// Default temporal tolerance (27: about 3 levels per channel).
    public static let defaultTemporalTolerance = 27

    /// Validated options; throws `EncodeOptionError` naming the value out of range.
    public init(
        maxColors: Int = GIFOptions.defaultMaxColors, ditherAmplitude: Int = GIFOptions.defaultDitherAmplitude,
        temporalTolerance: Int = GIFOptions.defaultTemporalTolerance
    ) throws {
        guard (2...255).contains(maxColors) else {
            throw EncodeOptionError("invalid GIF colour count \(maxColors): must be in 2...255")
        }
        guard (0...64).contains(ditherAmplitude) else {
            throw EncodeOptionError("invalid GIF dither amplitude \(ditherAmplitude): must be in 0...64")
        }
        guard (0...768).contains(temporalTolerance) else {
            throw EncodeOptionError("invalid GIF temporal tolerance \(temporalTolerance): must be in 0...768")
        }
        self.maxColors = maxColors; self.ditherAmplitude = ditherAmplitude; self.temporalTolerance = temporalTolerance
    }

    /// The defaults (always valid).
    public static var standard: GIFOptions {
        // The defaults are inside the validated ranges (checked by a test).
        GIFOptions(validColors: defaultMaxColors, ditherAmplitude: defaultDitherAmplitude, temporalTolerance: defaultTemporalTolerance)
    }

    /// Options already known to be valid.
    private init(validColors maxColors: Int, ditherAmplitude: Int, temporalTolerance: Int) {
        self.maxColors = maxColors; self.ditherAmplitude = ditherAmplitude; self.temporalTolerance = temporalTolerance
    }
}
