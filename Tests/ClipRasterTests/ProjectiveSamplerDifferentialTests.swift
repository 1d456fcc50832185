import XCTest
import ClipGeometry
import ClipTestSupport
@testable import ClipRaster

/// `ImageShader.fetchProjective` (four pixels per step) against its scalar twin
/// `fetchProjectiveScalar`, bit for bit, over seeded random projective maps, images, spans and
/// both edge modes (including maps whose w crosses zero inside a span).
final class ProjectiveSamplerDifferentialTests: XCTestCase {
    func testProjectiveSamplerMatchesScalarTwin() {
        var rng = SplitMix64(seed: 0xC0_57_7A)
        func unit() -> Double { Double(rng.next(upperBound: 1 << 20)) / Double(1 << 20) }
        for trial in 0..<400 {
            let w = 1 + rng.next(upperBound: 40), h = 1 + rng.next(upperBound: 40)
            let pm = Pixmap(width: w, height: h)
            for y in 0..<h {
                let r = pm.view.row(y)
                for x in 0..<(w * 4) { r[x] = UInt8(rng.next(upperBound: 256)) }
            }
            let s = 0.2 + 3 * unit()
            let p = trial % 4 == 0 ? 0.05 : 0.004
            let m = ProjectiveTransform(
                m11: s * (unit() * 2 - 0.5), m12: (unit() - 0.5) * s, m13: (unit() - 0.5) * p,
                m21: (unit() - 0.5) * s, m22: s * (unit() * 2 - 0.5), m23: (unit() - 0.5) * p,
                m31: (unit() - 0.5) * 80, m32: (unit() - 0.5) * 80, m33: 0.5 + unit())
            let shader = ImageShader(image: pm.view, deviceToImage: m, clampEdges: trial % 2 == 0)
            var a = [UInt32](repeating: 1, count: 80), b = [UInt32](repeating: 2, count: 80)
            for _ in 0..<8 {
                let n = rng.next(upperBound: 70), x = rng.next(upperBound: 120) - 40, y = rng.next(upperBound: 120) - 40
                a.withUnsafeMutableBufferPointer { shader.fetchProjective(y: y, x: x, n: n, into: $0.baseAddress!) }
                b.withUnsafeMutableBufferPointer { shader.fetchProjectiveScalar(y: y, x: x, n: n, into: $0.baseAddress!) }
                XCTAssertEqual(Array(a[0..<n]), Array(b[0..<n]), "trial \(trial) x \(x) y \(y) n \(n)")
            }
        }
    }
}
