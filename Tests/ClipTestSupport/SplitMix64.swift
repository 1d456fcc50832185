/// A tiny seeded random number generator (SplitMix64, Steele et al. 2014) for reproducible tests.
///
/// ```swift
/// var rng = SplitMix64(seed: 0x1234)
/// let x = rng.next(upperBound: 10)     // same sequence on every machine and run
/// ```
/// Cost: a few integer ops per value; no allocation.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    public private(set) var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform in `0..<upperBound` (`upperBound > 0`), via 128-bit multiply (tiny bias is fine for tests).
    public mutating func next(upperBound: Int) -> Int {
        precondition(upperBound > 0, "SplitMix64.next(upperBound:) needs a positive bound")
        return Int(next().multipliedFullWidth(by: UInt64(upperBound)).high)
    }

    /// Uniform in `[0, 1)` with 53 random bits.
    public mutating func nextDouble() -> Double { Double(next() >> 11) * 0x1.0p-53 }

    /// Uniform in `range`.
    public mutating func nextDouble(in range: ClosedRange<Double>) -> Double {
        range.lowerBound + nextDouble() * (range.upperBound - range.lowerBound)
    }

    /// A random byte.
    public mutating func nextByte() -> UInt8 { UInt8(truncatingIfNeeded: next() >> 56) }
}
