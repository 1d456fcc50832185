import ClipAnimation
import ClipScenes
import XCTest

@testable import ClipCLI

/// The one scene list every command reads, and how `ClipgenCLI.main` composes it.
final class ActiveScenesTests: XCTestCase {
    func scene(_ id: String) -> EngineScene {
        EngineScene(id: id, title: id, keyTimes: [0], duration: 1) { _ in Layer() }
    }

    func testUserScenesComeFirstThenTheCatalog() throws {
        let mine = [scene("my-pulse"), scene("my-banner")]
        XCTAssertEqual(try ActiveScenes.combine(mine, builtIns: []).map(\.id), ["my-pulse", "my-banner"])
        let all = try ActiveScenes.combine(mine, builtIns: SceneCatalog.all).map(\.id)
        XCTAssertEqual(all, ["my-pulse", "my-banner"] + SceneCatalog.all.map(\.id))
        XCTAssertEqual(try ActiveScenes.combine([], builtIns: SceneCatalog.all).count, SceneCatalog.all.count)
    }

    func testDuplicateIdsAreOneLineErrors() {
        XCTAssertThrowsError(try ActiveScenes.combine([scene("test-card")], builtIns: SceneCatalog.all)) { e in
            let error = e as? CLIError
            XCTAssertEqual(error?.exitCode, 64)
            XCTAssertEqual(
                error?.message,
                "duplicate scene id 'test-card': one of your scenes has the id of a built-in scene; give each scene its own id")
        }
        XCTAssertThrowsError(try ActiveScenes.combine([scene("a"), scene("b"), scene("a")], builtIns: [])) { e in
            XCTAssertEqual((e as? CLIError)?.message, "duplicate scene id 'a': two of your scenes have this id; give each scene its own id")
        }
        // Without the catalog, a built-in id is free to use.
        XCTAssertNoThrow(try ActiveScenes.combine([scene("test-card")], builtIns: []))
        XCTAssertThrowsError(try ActiveScenes.combine([scene("")], builtIns: []))
        XCTAssertThrowsError(try ActiveScenes.combine([scene("list")], builtIns: [])) { e in
            XCTAssertEqual(
                (e as? CLIError)?.message, "scene id 'list' is the name of a command ('clipgen list' runs the command); choose another id")
        }
    }

    func testUninstalledListIsTheCatalogAndLookupsUseIt() {
        // Tests run commands in-process without `ClipgenCLI.main`: the registered built-in scenes
        // (ClipgenScenes, as the clipgen executable registers them) are active.
        InProcessPlugins.install()
        XCTAssertEqual(CLIPlugins.builtInScenes.map(\.id), SceneCatalog.all.map(\.id))
        XCTAssertEqual(ActiveScenes.all.map(\.id), SceneCatalog.all.map(\.id))
        XCTAssertEqual(ActiveScenes.scene(id: "twitter-launch")?.id, "twitter-launch")
        XCTAssertNil(ActiveScenes.scene(id: "no-such-scene"))
        XCTAssertEqual(ActiveScenes.suggestions(for: "twiter-launch").first, "twitter-launch")
    }

    func testInstallIsSetOnce() {
        // Installing the catalog itself leaves every other in-process test unchanged.
        ActiveScenes.install(SceneCatalog.all)
        XCTAssertFalse(ActiveScenes.install([scene("other")]))
        XCTAssertEqual(ActiveScenes.all.map(\.id), SceneCatalog.all.map(\.id))
    }
}
