import ClipAnimation
import ClipGeometry
import ClipRaster
import ClipScenes
import XCTest

/// `makeRenderer` of an engine scene throws, one line naming the scene, the layer and what is
/// wrong, for each kind of mistake: a missing font, contents that did not load, an unknown key
/// path, a bad value (NaN, infinite, negative duration, negative repeat count).
final class MakeRendererErrorTests: XCTestCase {
    /// The line `makeRenderer` throws for a scene whose `build` calls `edit` on a layer named
    /// "star" (a 40 × 40 shape layer with a path).
    func error(_ edit: @escaping @Sendable (ShapeLayer) -> Void, file: StaticString = #filePath, line: UInt = #line) -> String? {
        let scene = EngineScene(id: "user-clip", title: "User clip", source: .kittenYang("3.1"), keyTimes: [0], duration: 1) { ctx in
            let root = Layer(frame: Rect(0, 0, ctx.size.width, ctx.size.height))
            let star = ShapeLayer()
            star.name = "star"
            star.frame = Rect(10, 10, 40, 40)
            star.path = ovalPath(in: star.bounds)
            root.addSublayer(star)
            edit(star)
            return root
        }
        do {
            _ = try scene.makeRenderer(options: SceneOptions(scale: 0.25))
            XCTFail("makeRenderer did not throw", file: file, line: line)
            return nil
        } catch {
            let text = "\(error)"
            XCTAssertFalse(text.contains("\n"), text, file: file, line: line)
            XCTAssertTrue(text.hasPrefix("scene 'user-clip': layer 'star"), text, file: file, line: line)
            return text
        }
    }

    func testEachKindOfMistake() {
        XCTAssertEqual(error { $0.position.x = .nan }, "scene 'user-clip': layer 'star': position is NaN")
        XCTAssertEqual(error { $0.opacity = -.infinity }, "scene 'user-clip': layer 'star': opacity is infinite")
        XCTAssertEqual(
            error { $0.add(BasicAnimation(keyPath: .strokeEnd, from: 0, to: 1, duration: -2), forKey: "draw") },
            "scene 'user-clip': layer 'star': animation 'draw' on strokeEnd: duration is -2 (must be finite and ≥ 0)")
        XCTAssertEqual(
            error { star in
                let spin = BasicAnimation(keyPath: .rotationZ, from: 0, to: 6.28, duration: 1)
                spin.repeatCount = -1
                star.add(spin, forKey: "spin")
            },
            "scene 'user-clip': layer 'star': animation 'spin' on transform.rotation.z: repeatCount is -1 (must be ≥ 0; HUGE repeats forever)"
        )
        XCTAssertEqual(
            error { $0.add(BasicAnimation(keyPath: "strokeEnt", from: 0, to: 1, duration: 1)) },
            "scene 'user-clip': layer 'star' has no property 'strokeEnt' (a custom property needs layer.declare(CustomProperty(\"strokeEnt\")))"
        )
        XCTAssertEqual(
            error { $0.contents = .unavailable("cannot load image 'logo.png': no such file") },
            "scene 'user-clip': layer 'star': cannot load image 'logo.png': no such file")
        let font = error { star in
            let label = TextLayer()
            label.name = "star label"
            label.string = "★"
            label.font = FontDescriptor(family: "Comic Nowhere", weight: .bold)
            star.addSublayer(label)
        }
        XCTAssertTrue(
            font?.hasPrefix("scene 'user-clip': layer 'star label': font family 'Comic Nowhere' is not installed") ?? false, font ?? "")
    }
}
