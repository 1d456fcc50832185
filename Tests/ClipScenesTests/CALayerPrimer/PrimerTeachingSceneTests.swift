import ClipAnimation
import ClipGeometry
import ClipRaster
@testable import ClipScenes
import XCTest

/// The primer's teaching slides added for issue #28: layer speed, from/to/by, root vs
/// stand-alone layers, the progress bar's lag, the flipped image draw, the petal's snap-back
/// and the scale / translate transforms. Probes at times the scenes' scripts make exact.
final class PrimerTeachingSceneTests: XCTestCase {
    typealias Kit = SceneTestKit

    func state(_ id: String, _ name: String, _ t: Double) throws -> LayerState {
        try XCTUnwrap(Kit.presentation(id, name, at: t), "\(id): \(name) at \(t)")
    }

    /// The model (not presentation) value of a named layer at `t`.
    func model(_ id: String, _ name: String, _ t: Double) throws -> LayerState {
        let (l, _) = try XCTUnwrap(Kit.layer(id, named: name, at: t), "\(id): \(name)")
        return l.model
    }
}
