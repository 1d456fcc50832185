import ClipAnimation
import ClipGeometry
import ClipRaster
@testable import ClipScenes
import XCTest

extension PrimerTeachingSceneTests {
    // MARK: flipped-image-draw

    func testNaiveDrawIsUpsideDownUntilFixed() throws {
        let id = "flipped-image-draw"
        XCTAssertEqual(try state(id, "ctmPhoto", 0.3).value(forKeyPath: "naiveDraw")?.scalar, 1)
        XCTAssertEqual(try state(id, "ctmPhoto", 1.0).value(forKeyPath: "naiveDraw")?.scalar, 0, "CTM fix at 0.6 s")
        func rx(_ t: Double) throws -> Double {
            try XCTUnwrap(state(id, "turnedPhoto", t).value(forKeyPath: "transform.rotation.x")?.scalar)
        }
        XCTAssertEqual(try rx(1.5), 0, accuracy: 1e-9)
        XCTAssertEqual(abs(try state(id, "turnedPhoto", 2.4).transform.m22), 0, accuracy: 1e-6, "edge-on halfway")
        XCTAssertEqual(try state(id, "turnedPhoto", 3.4).transform.m22, -1, accuracy: 1e-9, "turned over")
        // Rendered: the top of each photo is sky (blue) only when upright.
        let s = 1.0
        func top(_ t: Double, _ x: Double) throws -> RGBA8 {
            Kit.pixel(try Kit.render(id, at: t, scale: s), Point(x, 190 - 52), scale: s)
        }
        let before = try top(0.3, 84), fixed = try top(1.0, 84), naive = try top(1.0, 236), turned = try top(3.6, 236)
        XCTAssertLessThan(Int(before.b), Int(before.r) + 10, "upside-down: shoulders or ground on top \(before)")
        XCTAssertGreaterThan(Int(fixed.b), Int(fixed.r) + 60, "upright: sky on top \(fixed)")
        XCTAssertLessThan(Int(naive.b), Int(naive.r) + 10, "\(naive)")
        XCTAssertGreaterThan(Int(turned.b), Int(turned.r) + 60, "turned over: sky on top \(turned)")
    }
}
