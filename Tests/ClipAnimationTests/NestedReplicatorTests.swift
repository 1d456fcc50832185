import XCTest
import ClipGeometry
import ClipRaster
@testable import ClipAnimation

/// A replicator inside a replicator: instance delays add (dot (i, j) runs (i + j)·delay late) and
/// the translations compose into a grid (the grid loader of Kitten Yang §6.5.3).
final class NestedReplicatorTests: XCTestCase {
    func testNestedDelaysAndTransformsAdd() {
        let dot = Layer(frame: Rect(0, 0, 10, 10))
        dot.backgroundColor = .white
        let fade = BasicAnimation(keyPath: .opacity, from: 0.0, to: 1.0, duration: 2)
        fade.timingFunction = .linear
        dot.add(fade, forKey: "fade")
        let row = ReplicatorLayer(); row.frame = Rect(0, 0, 40, 40)
        row.instanceCount = 3; row.instanceDelay = 0.3; row.instanceTransform = CATransform3DMakeTranslation(15, 0, 0)
        row.addSublayer(dot)
        let grid = ReplicatorLayer(); grid.frame = Rect(0, 0, 40, 40)
        grid.instanceCount = 3; grid.instanceDelay = 0.3; grid.instanceTransform = CATransform3DMakeTranslation(0, 15, 0)
        grid.addSublayer(row)
        let pm = Pixmap(width: 40, height: 40)
        FrameRenderer(scale: 1, background: .black).render(grid.snapshot(at: 1.2), into: pm.view)
        for i in 0..<3 {
            for j in 0..<3 {
                let opacity = max(0, (1.2 - 0.3 * Double(i + j)) / 2)
                let c = pm[15 * i + 5, 15 * j + 5]
                XCTAssertEqual(Double(c.r), 255 * opacity, accuracy: 2, "dot (\(i), \(j))")
            }
        }
    }
}
