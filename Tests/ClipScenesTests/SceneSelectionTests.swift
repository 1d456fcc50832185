import ClipGeometry
@testable import ClipScenes
import XCTest

/// Selectors: ids, books, chapters, tags, globs and comma lists; unknown ones fail with suggestions.
final class SceneSelectionTests: XCTestCase {
    func ids(_ s: String) throws -> [String] { try SceneSelection.select(s, from: SceneCatalog.all).map(\.id) }

    func testBooksChaptersTagsGlobsAndLists() throws {
        XCTAssertEqual(try ids("kitten-yang/ch3").first, "twitter-launch")
        XCTAssertEqual(try ids("KITTEN-YANG/CH2"), try ids("kitten-yang/2"))
        let kittenYang = SceneCatalog.all.filter { $0.info.sources.contains { $0.book == .kittenYang } }.map(\.id)
        XCTAssertEqual(try ids("kitten-yang"), kittenYang)
        let chapters = Set(SceneCatalog.all.flatMap { $0.info.sources.filter { $0.book == .kittenYang }.map(\.chapter) })
        XCTAssertEqual(Set(try ids(chapters.sorted().map { "kitten-yang/ch\($0)" }.joined(separator: ","))), Set(kittenYang))
        XCTAssertEqual(try ids("tag:mask"), SceneCatalog.all.filter { $0.info.tags.contains(.mask) }.map(\.id))
        XCTAssertEqual(try ids("*"), SceneCatalog.all.map(\.id))
        XCTAssertEqual(try ids("twitter-launch,test-card"), ["test-card", "twitter-launch"], "catalog order, not argument order")
    }

    /// A scene that names two books is selected by either.
    func testASceneWithTwoSourcesIsInBothBooks() throws {
        struct Stub: Scene {
            var info = SceneInfo(
                id: "shared", title: "Shared", sources: [.kittenYang("6.5"), SceneSource(.calayerPrimer, chapter: 4)],
                keyTimes: [0])
            var size: Size { Size(10, 10) }
            var duration: Double { 1 }
            struct NotRendered: Error {}
            func makeRenderer(options: SceneOptions) throws -> any SceneRenderer { throw NotRendered() }
        }
        let scenes: [any Scene] = [Stub()]
        XCTAssertEqual(try SceneSelection.select("calayer-primer/ch4", from: scenes).map(\.id), ["shared"])
        XCTAssertEqual(try SceneSelection.select("kitten-yang/ch6", from: scenes).map(\.id), ["shared"])
        XCTAssertEqual(
            SceneSelection.groupSelectors(in: scenes), ["kitten-yang", "kitten-yang/ch6", "calayer-primer", "calayer-primer/ch4"])
    }

    func testGlob() {
        func m(_ p: String, _ s: String) -> Bool { SceneSelection.globMatch(Array(p), Array(s)) }
        XCTAssertTrue(m("replicator-*", "replicator-pulse"))
        XCTAssertFalse(m("replicator-*", "a-replicator-pulse"))
        XCTAssertTrue(m("*-transition", "circle-mask-transition"))
        XCTAssertTrue(m("*mask*", "circle-mask-transition"))
        XCTAssertTrue(m("jump-?tar", "jump-star"))
        XCTAssertFalse(m("jump-?tar", "jump-sstar"))
        XCTAssertTrue(m("[a-c]*", "bubble-zoom-transition"))
        XCTAssertFalse(m("[!a-c]*", "bubble-zoom-transition"))
        XCTAssertTrue(m("**", ""))
    }

    func testUnknownSelectorSuggests() {
        XCTAssertThrowsError(try SceneSelection.select("twiter-launch", from: SceneCatalog.all)) { e in
            XCTAssertEqual("\(e)", "unknown scene or group 'twiter-launch'; did you mean 'twitter-launch'?")
        }
        XCTAssertThrowsError(try SceneSelection.select("diagnostic", from: SceneCatalog.all)) { e in
            XCTAssertTrue("\(e)".contains("did you mean 'diagnostics'"), "\(e)")
        }
        // A book with no scene yet (while the batches fill them in) says so.
        if let empty = Book.allCases.first(where: { b in !SceneCatalog.all.contains { $0.info.book == b } }) {
            XCTAssertThrowsError(try SceneSelection.select(empty.rawValue, from: SceneCatalog.all)) { e in
                XCTAssertEqual("\(e)", "no scene comes from '\(empty.rawValue)' yet")
            }
        }
    }
}
