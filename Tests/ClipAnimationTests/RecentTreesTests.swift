import ClipGeometry
import ClipRaster
import Synchronization
import XCTest

@testable import ClipAnimation

/// `LayerSceneRenderer.renderUnlessRepeated` reuses the previous frame's cached tree instead of
/// building it again, and the cache keeps the last few trees by exact time.
final class RecentTreesTests: XCTestCase {
    private final class Counter: Sendable { let builds = Atomic<Int>(0) }

    /// A 20×20 square that moves until t = 0.5 and then holds; counts its tree builds.
    private static func renderer(_ counter: Counter) -> LayerSceneRenderer {
        LayerSceneRenderer(size: Size(40, 40), scale: 1, background: .white) { _ in
            counter.builds.add(1, ordering: .relaxed)
            let root = Layer()
            let square = Layer()
            square.frame = Rect(0, 0, 20, 20)
            square.backgroundColor = Color(r: 1, g: 0, b: 0, a: 1)
            let move = BasicAnimation(keyPath: .positionX, from: 10, to: 30, duration: 0.5)
            move.fillMode = .forwards
            move.isRemovedOnCompletion = false
            square.add(move, forKey: "move")
            root.addSublayer(square)
            return root
        }
    }

    func testTheFrameBeforeIsTakenFromTheCacheNotBuiltAgain() throws {
        let counter = Counter()
        let r = Self.renderer(counter)
        let target = Pixmap(width: 40, height: 40)
        try r.render(time: 0, into: target.view)
        XCTAssertEqual(counter.builds.load(ordering: .relaxed), 1)
        // Frame 0.1 against 0: only frame 0.1's tree is built; it moved, so it is drawn.
        XCTAssertFalse(try r.renderUnlessRepeated(time: 0.1, previous: 0, into: target.view))
        XCTAssertEqual(counter.builds.load(ordering: .relaxed), 2)
        // Held pose: 0.7 repeats 0.6 (0.6 not cached yet, so built once as the previous frame).
        XCTAssertTrue(try r.renderUnlessRepeated(time: 0.7, previous: 0.6, into: target.view))
        XCTAssertEqual(counter.builds.load(ordering: .relaxed), 4)
        XCTAssertTrue(try r.renderUnlessRepeated(time: 0.8, previous: 0.7, into: target.view))
        XCTAssertEqual(counter.builds.load(ordering: .relaxed), 5, "0.7's tree must come from the cache")
        // A copy of the renderer shares the cache.
        let copy = r
        XCTAssertTrue(try copy.renderUnlessRepeated(time: 0.9, previous: 0.8, into: target.view))
        XCTAssertEqual(counter.builds.load(ordering: .relaxed), 6)
    }

    func testCacheMatchesExactTimesAndEvictsTheOldest() {
        let cache = RecentTrees()
        var node = RenderNode()
        for i in 0..<10 {
            node.opacity = Double(i) / 10
            cache.insert(node, at: Double(i) / 60)
        }
        XCTAssertNil(cache.tree(at: 0), "the oldest two of ten are evicted (capacity 8)")
        XCTAssertNil(cache.tree(at: 1.0 / 60))
        XCTAssertEqual(cache.tree(at: 2.0 / 60)?.opacity, 0.2)
        XCTAssertEqual(cache.tree(at: 9.0 / 60)?.opacity, 0.9)
        XCTAssertNil(cache.tree(at: 9.0 / 60 + 1e-12), "times match exactly, not approximately")
    }
}
