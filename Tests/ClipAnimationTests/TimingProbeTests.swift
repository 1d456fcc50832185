import XCTest
import Foundation
import ClipGeometry
import ClipRaster
@testable import ClipAnimation

/// Prints where frame time goes (only with CLIPGEN_PROBE=1; asserts nothing otherwise).
final class TimingProbeTests: XCTestCase {
    func testProbeDemoFrameCost() throws {
        guard ProcessInfo.processInfo.environment["CLIPGEN_PROBE"] != nil else { throw XCTSkip("set CLIPGEN_PROBE=1") }
        let r = DemoEngine.makeRenderer(scale: 2, seed: 1)
        let (w, h) = r.pixelSize
        let pm = Pixmap(width: w, height: h)
        var tTree = 0.0, tPaint = 0.0
        let n = 5
        for i in 0..<n {
            let t = 1.0 + Double(i) * 1.1
            let c0 = DispatchTime.now().uptimeNanoseconds
            let tree = r.renderTree(at: t)
            let c1 = DispatchTime.now().uptimeNanoseconds
            FrameRenderer(scale: 2, background: .black).render(tree, into: pm.view)
            let c2 = DispatchTime.now().uptimeNanoseconds
            tTree += Double(c1 - c0) / 1e6; tPaint += Double(c2 - c1) / 1e6
        }
        print("PROBE demo-engine \(w)x\(h): tree \(tTree / Double(n)) ms, paint \(tPaint / Double(n)) ms per frame")
        XCTAssertGreaterThan(tPaint, 0)
    }
}
