import XCTest
import ClipGeometry
import ClipRaster
import ClipEncode
@testable import ClipAnimation
import ClipScenes

final class RenderSmokeTests: XCTestCase {
    func testDemoEngineRendersFrames() throws {
        let r = DemoEngine.makeRenderer(scale: 1, seed: 1, showTouches: true)
        let (w, h) = r.pixelSize
        let pm = Pixmap(width: w, height: h)
        for t in [0.0, 1.2, 3.3, 4.6, 6.0, 6.9, 7.2] {
            try r.render(time: t, into: pm.view)
            if let dir = ProcessInfo.processInfo.environment["CLIPGEN_DUMP"] {
                try PNGCodec.write(pm.view, to: "\(dir)/demo-\(t).png")
            }
            // The background gradient covers everything: no transparent pixel.
            XCTAssertEqual(pm[0, 0].a, 255)
            XCTAssertEqual(pm[w - 1, h - 1].a, 255)
        }
    }
}
