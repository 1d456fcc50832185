import ClipGeometry
import ClipRaster
import XCTest

@testable import ClipAnimation

/// The threading rule: scene code builds one fresh layer tree per frame, per thread. Debug builds
/// reject a frame whose tree holds a layer made outside that frame's build.
final class ThreadingRuleTests: XCTestCase {
    /// Layers are sendable only under that rule; a test shares one on purpose.
    final class Shared: @unchecked Sendable {
        let layer = Layer(frame: Rect(0, 0, 10, 10))
    }

    func testLayersMadeInBuildAndCallbacksAreAccepted() throws {
        let r = LayerSceneRenderer(size: Size(20, 20), scale: 1, sceneID: "fresh") { _ in
            let root = Layer(frame: Rect(0, 0, 20, 20))
            root.addSublayer(Layer(frame: Rect(0, 0, 5, 5)))
            after(0.5) {
                let late = Layer(frame: Rect(5, 5, 5, 5))
                late.backgroundColor = .black
                root.addSublayer(late)
                root.mask = Layer(frame: Rect(0, 0, 20, 20))
            }
            return root
        }
        let pm = Pixmap(width: 20, height: 20)
        try r.render(time: 0, into: pm.view)
        try r.render(time: 1, into: pm.view)
        try r.render(time: 1, into: pm.view) // the same frame again: a fresh tree again
    }

    func testSharedLayerIsRejectedInDebugBuilds() throws {
        #if CLIPGEN_INTERNAL_CHECKS || DEBUG
            let shared = Shared()
            shared.layer.name = "cached"
            let r = LayerSceneRenderer(size: Size(20, 20), scale: 1, sceneID: "leaky") { _ in
                let root = Layer(frame: Rect(0, 0, 20, 20))
                root.addSublayer(Layer(frame: Rect(0, 0, 5, 5)))
                root.sublayers[0].addSublayer(shared.layer)
                return root
            }
            let pm = Pixmap(width: 20, height: 20)
            XCTAssertThrowsError(try r.render(time: 0.5, into: pm.view)) { error in
                XCTAssertEqual(error as? SharedLayerError, SharedLayerError(scene: "leaky", layer: "'cached'"))
                let text = "\(error)"
                XCTAssertTrue(text.hasPrefix("scene 'leaky': layer 'cached' was not created while building this frame"), text)
                XCTAssertFalse(text.contains("\n"))
            }
            // A shared mask is caught too, and validation (run by `makeRenderer`) fails the same way.
            let masked = LayerSceneRenderer(size: Size(20, 20), scale: 1) { _ in
                let root = Layer(frame: Rect(0, 0, 20, 20))
                root.mask = shared.layer
                return root
            }
            XCTAssertThrowsError(try masked.validate()) { error in
                XCTAssertEqual(error as? SharedLayerError, SharedLayerError(scene: "", layer: "'cached'"))
            }
        #else
            throw XCTSkip("the check runs in debug builds only")
        #endif
    }
}
