import Foundation

/// A deterministic stand-in for a microphone's level (AVAudioRecorder `averagePower`, dBFS) while
/// someone says a sentence (§2.18 ⚑): silence at −60 dB; from `start` to `end` syllable bumps at
/// about 4.5 Hz, `level = −50 + 38·b(t)·(0.7 + 0.3·n(t))`, where b is a train of raised-cosine bumps
/// (seeded lengths, heights and short pauses) and n is seeded value noise (50 Hz knots,
/// smoothstep between them). A pure function of (t, seed).
struct SyntheticSpeech: Sendable {
    let start: Double
    let end: Double
    /// Syllables: start time, length, height.
    let syllables: [(t0: Double, length: Double, height: Double)]
    let knots: [Double]
    static let knotRate = 50.0

    init(start: Double = 0.4, end: Double = 2.8, seed: UInt64) {
        self.start = start; self.end = end
        var rng = SplitMix(seed: seed &+ 0x5EED_5EEC)
        var s: [(Double, Double, Double)] = []
        var t = start
        while t < end {
            let length = (1 / 4.5) * (0.8 + 0.4 * rng.next())
            s.append((t, min(length, end - t), 0.55 + 0.45 * rng.next()))
            t += length
            if rng.next() < 0.18 { t += 0.06 + 0.1 * rng.next() } // a short pause between words
        }
        syllables = s
        knots = (0...Int((end - start) * SyntheticSpeech.knotRate) + 1).map { _ in rng.next() }
    }

    /// b(t): the bump of the syllable under t (0 between syllables and outside the sentence).
    func bump(_ t: Double) -> Double {
        guard t >= start, t < end else { return 0 }
        for s in syllables where t >= s.t0 && t < s.t0 + s.length {
            return s.height * 0.5 * (1 - cos(2 * Double.pi * (t - s.t0) / s.length))
        }
        return 0
    }

    /// n(t) in 0…1.
    func noise(_ t: Double) -> Double {
        let x = max(0, t - start) * SyntheticSpeech.knotRate
        let i = min(Int(x), knots.count - 2), f = min(1, x - Double(i))
        let u = f * f * (3 - 2 * f)
        return knots[i] + (knots[i + 1] - knots[i]) * u
    }

    /// The level in dBFS at t.
    func level(at t: Double) -> Double {
        guard t >= start, t < end else { return -60 }
        return max(-60, -50 + 38 * bump(t) * (0.7 + 0.3 * noise(t)))
    }

    /// SplitMix64 → doubles in [0, 1).
    struct SplitMix: Sendable {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next() -> Double {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            z ^= z >> 31
            return Double(z >> 11) / Double(1 << 53)
        }
    }
}
