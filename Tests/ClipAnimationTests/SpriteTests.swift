import XCTest
import Foundation
import ClipEncode
import ClipGeometry
import ClipRaster
@testable import ClipAnimation

final class SpriteTests: XCTestCase {
    /// UIImageView-style sprite frames: `contents` keyframes, discrete, repeating.
    func testContentsKeyframes() {
        let frames = (0..<4).map { i -> Pixmap in
            let p = Pixmap(width: 2, height: 2); p.view.fill(RGBA8(UInt8(i * 60), 0, 0, 255)); return p
        }
        let l = Layer(frame: Rect(0, 0, 10, 10))
        l.contents = .image(frames[0])
        let a = KeyframeAnimation(images: frames, duration: 0.8)
        a.repeatCount = HUGE
        l.add(a)
        for (t, k) in [(0.05, 0), (0.25, 1), (0.45, 2), (0.65, 3), (0.85, 0), (1.05, 1)] {
            guard case .image(let p)? = l.presentationState(localTime: t).contents else { return XCTFail("no image") }
            XCTAssertTrue(p === frames[k], "t \(t)")
        }
        XCTAssertNotNil(ShapeLayer(frame: Rect(0, 0, 1, 1)).frame.width)
    }
}
