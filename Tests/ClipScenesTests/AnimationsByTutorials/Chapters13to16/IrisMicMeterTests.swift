import ClipAnimation
import ClipGeometry
import ClipRaster
import ClipTestSupport
@testable import ClipScenes
import XCTest

/// §2.18 iris-mic-meter: the synthetic level, the bars it drives, the scroll, the release.
final class IrisMicMeterTests: XCTestCase {
    typealias Kit = SceneTestKit
    let id = "iris-mic-meter"
    let scale = 1.0

    /// Silence −60 dB outside 0.4…2.8 s, syllables up to −12 dB inside; seeded and deterministic.
    func testSyntheticSpeech() {
        let a = SyntheticSpeech(seed: 0), b = SyntheticSpeech(seed: 0), c = SyntheticSpeech(seed: 7)
        XCTAssertEqual(a.level(at: 0.1), -60); XCTAssertEqual(a.level(at: 2.9), -60)
        var peak = -100.0, differs = false
        for i in 0..<240 {
            let t = 0.4 + Double(i) * 0.01
            XCTAssertEqual(a.level(at: t), b.level(at: t))
            XCTAssertGreaterThanOrEqual(a.level(at: t), -60); XCTAssertLessThanOrEqual(a.level(at: t), -12)
            peak = max(peak, a.level(at: t))
            if abs(a.level(at: t) - c.level(at: t)) > 0.5 { differs = true }
        }
        XCTAssertGreaterThan(peak, -30, "loud syllables")
        XCTAssertTrue(differs, "the seed changes the sentence")
        // About 4.5 syllables a second.
        XCTAssertEqual(Double(a.syllables.count) / 2.4, 4.5, accuracy: 1.0)
    }

    func testRegisteredInteractive() {
        XCTAssertTrue(Kit.engineScene(id).isInteractive)
        XCTAssertEqual(Kit.engineScene(id).info.chapter, 16)
    }

    /// Each 0.02 s sample animates scale.y from the last target to max(0.2, level + 50) / 2 in 0.1 s;
    /// the label prints the level.
    func testBarsFollowTheLevel() {
        let speech = SyntheticSpeech(seed: 0)
        // The newest animation wins: 0.01 s after sample s the value is 10 % of the way from the
        // previous target to the new one (linear, 0.1 s).
        let k = 60, s = IrisMicMeter.pressAt + Double(k) * IrisMicMeter.samplePeriod
        let prev = max(0.2, speech.level(at: s - IrisMicMeter.samplePeriod) + 50) / 2
        let target = max(0.2, speech.level(at: s) + 50) / 2
        let m22 = Kit.presentation(id, "dot", at: s + 0.01)!.transform.m22
        XCTAssertEqual(m22, prev + (target - prev) * 0.1, accuracy: 0.05)
        XCTAssertEqual(Kit.presentation(id, "dot", at: 0.3)!.transform.m22, 0.1, accuracy: 0.02, "silence: 0.6 pt bars")
        let text = Kit.presentation(id, "meterLabel", at: 1.3)!.text!.string
        XCTAssertTrue(text.hasSuffix(" db") && text.hasPrefix("-"), text)
        XCTAssertEqual(Kit.presentation(id, "meterLabel", at: 3.2)!.text!.string, "Touch to speak")
    }

    /// Green while held (after the 0.25 s implicit fade), magenta after the 1.2 s release fade; tall
    /// bars somewhere in the row mid-sentence, dots again at the end.
    func testColoursAndBars() throws {
        let g = Kit.presentation(id, "dot", at: 0.6)!.backgroundColor!
        XCTAssertEqual(g.g, 1, accuracy: 1e-6); XCTAssertEqual(g.r, 0, accuracy: 1e-6)
        let m = Kit.presentation(id, "dot", at: 4.3)!.backgroundColor!
        XCTAssertEqual(m.r, 1, accuracy: 1e-6); XCTAssertEqual(m.b, 1, accuracy: 1e-6); XCTAssertEqual(m.g, 0, accuracy: 1e-6)
        func tallest(_ f: Pixmap) -> Int {
            var best = 0
            for k in 0..<46 {
                let x = Int(372 - 8 * Double(k))
                var n = 0
                for y in 200..<470 where Int(f.view[x, y].g) > 150 && Int(f.view[x, y].r) < 120 { n += 1 }
                best = max(best, n)
            }
            return best
        }
        XCTAssertGreaterThan(tallest(try Kit.render(id, at: 2.0, scale: scale)), 40)
        XCTAssertLessThan(tallest(try Kit.render(id, at: 0.35, scale: scale)), 8)
    }
}
