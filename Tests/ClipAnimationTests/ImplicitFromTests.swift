import XCTest
import Foundation
import ClipEncode
import ClipGeometry
import ClipRaster
@testable import ClipAnimation

final class ImplicitFromTests: XCTestCase {
    /// 004 presentation-hit-test: the model jumps 150 → 450, then a position.y animation with no
    /// values runs from the previous presentation value to the new one.
    func testNoValuesAnimatesFromPreviousPresentation() {
        let rt = SceneRuntime()
        let l = Layer()
        rt.perform(at: 0) { l.frame = Rect(50, 100, 100, 100) }
        rt.perform(at: 1) {
            l.frame = Rect(50, 400, 100, 100)
            let a = BasicAnimation(keyPath: .positionY); a.duration = 1; a.isRemovedOnCompletion = false
            l.add(a)
        }
        XCTAssertEqual(l.presentationState(localTime: 1).position.y, 150, accuracy: 1e-9)
        XCTAssertEqual(l.presentationState(localTime: 1.5).position.y, 300, accuracy: 1e-9)
        XCTAssertEqual(l.presentationState(localTime: 2.5).position.y, 450, accuracy: 1e-9)
    }
}
