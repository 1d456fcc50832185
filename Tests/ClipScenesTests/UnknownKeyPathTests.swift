import ClipAnimation
import ClipGeometry
import ClipRaster
import ClipScenes
import XCTest

/// A scene that animates a mistyped key fails when its renderer is made, with one line naming the
/// scene, the layer and the key; every registered scene makes its renderer without such an error.
final class UnknownKeyPathTests: XCTestCase {
    func testMistypedKeyFailsMakeRenderer() {
        let scene = EngineScene(id: "typo-demo", title: "Typo", source: .kittenYang("3.1"), keyTimes: [0], duration: 1) { ctx in
            let root = Layer(frame: Rect(0, 0, ctx.size.width, ctx.size.height))
            let menu = Layer(frame: Rect(0, 0, 10, 10)); menu.name = "menu"
            menu.declare(CustomProperty("diff", default: 0))
            menu.add(BasicAnimation(keyPath: "dif", from: 0, to: 1, duration: 1))
            root.addSublayer(menu)
            return root
        }
        XCTAssertThrowsError(try scene.makeRenderer(options: SceneOptions(scale: 0.25))) { e in
            let text = "\(e)"
            XCTAssertFalse(text.contains("\n"), text)
            XCTAssertTrue(text.contains("'typo-demo'") && text.contains("'menu'") && text.contains("'dif'"), text)
        }
    }

    func testEverySceneDeclaresItsKeys() throws {
        for scene in SceneCatalog.all { _ = try scene.makeRenderer(options: SceneOptions(scale: 0.25)) }
    }
}
