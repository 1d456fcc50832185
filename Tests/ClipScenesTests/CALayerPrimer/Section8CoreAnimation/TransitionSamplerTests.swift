import ClipAnimation
import ClipGeometry
import ClipRaster
@testable import ClipScenes
import XCTest

/// F10 `transition-sampler`: every type and subtype, each named while it runs, each ending on the
/// other picture.
final class TransitionSamplerTests: XCTestCase {
    typealias Kit = SceneTestKit
    let id = "transition-sampler"

    func testEveryTypeAndSubtypeIsShown() {
        let steps = TransitionSampler.steps
        XCTAssertEqual(steps.count, 33) // 5 undirected + 7 directional × 4 subtypes
        XCTAssertEqual(Set(steps.map(\.0)), Set(TransitionType.allCases))
        for t in TransitionType.allCases
        where ![.fade, .suckEffect, .rippleEffect, .cameraIrisHollowOpen, .cameraIrisHollowClose].contains(t) {
            XCTAssertEqual(Set(steps.filter { $0.0 == t }.compactMap(\.1)), [.fromRight, .fromLeft, .fromTop, .fromBottom], "\(t)")
        }
        XCTAssertEqual(TransitionSampler.caName(.flip), "oglFlip")
    }

    /// While step i runs, its name is on screen; after it, the picture is the other card.
    func testLabelsAndPicturesAlternate() throws {
        for i in [0, 5, 17, 21, 23, 32] {
            let t = TransitionSampler.time(of: i) + 0.5
            let label = try XCTUnwrap(Kit.presentation(id, "typeLabel", at: t))
            XCTAssertEqual(label.text!.string, TransitionSampler.caName(TransitionSampler.steps[i].0))
            let img = try XCTUnwrap(Kit.presentation(id, "imageView", at: TransitionSampler.time(of: i) + 1.1))
            guard case .image(let pm)? = img.contents else { return XCTFail("image contents") }
            XCTAssertTrue(pm === TransitionSampler.pictures[(i + 1) % 2], "step \(i) ends on the other picture")
        }
        // Rendered: the ends of steps show the numbered cards' own colours at the top-left
        // (card 1 bluish, card 2 magenta), alternating.
        let s = 0.5
        let p0 = Kit.pixel(try Kit.render(id, at: 0.2, scale: s), Point(40, 120), scale: s)
        let p1 = Kit.pixel(try Kit.render(id, at: TransitionSampler.time(of: 0) + 1.1, scale: s), Point(40, 120), scale: s)
        let p2 = Kit.pixel(try Kit.render(id, at: TransitionSampler.time(of: 1) + 1.1, scale: s), Point(40, 120), scale: s)
        XCTAssertFalse(Kit.near(p0, p1, 20)); XCTAssertTrue(Kit.near(p0, p2, 4))
    }
}
