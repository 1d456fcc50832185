import XCTest
import Foundation
import ClipEncode
import ClipGeometry
import ClipRaster
@testable import ClipAnimation
import ClipScenes

final class BandTests: XCTestCase {
    /// Two bands rendered separately equal the full frame (shadow, mask, 3D included).
    func testBandsMatchFullFrame() throws {
        let r = DemoEngine.makeRenderer(scale: 0.5, seed: 2, showTouches: false)
        let (w, h) = r.pixelSize
        let tree = r.renderTree(at: 3.7)
        let full = Pixmap(width: w, height: h)
        let fr = FrameRenderer(scale: 0.5, background: .black)
        fr.render(tree, into: full.view)
        let split = h / 2 + 3
        let top = Pixmap(width: w, height: split), bottom = Pixmap(width: w, height: h - split)
        fr.render(tree, into: top.view, bandOriginY: 0)
        fr.render(tree, into: bottom.view, bandOriginY: split)
        var mismatches = 0
        for y in 0..<h {
            for x in 0..<w {
                let b = y < split ? top[x, y] : bottom[x, y - split]
                if b != full[x, y] { mismatches += 1 }
            }
        }
        XCTAssertEqual(mismatches, 0)
    }
}
