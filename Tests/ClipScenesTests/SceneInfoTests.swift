import ClipScenes
import Foundation
import XCTest

/// The catalog's metadata is complete and consistent: every scene names where it comes from and
/// the instants that show it, and the key times match the goldens on disk.
final class SceneInfoTests: XCTestCase {
    func testEverySceneHasABookChapterAndKeyTimes() {
        for s in SceneCatalog.all {
            let info = s.info
            XCTAssertFalse(info.sources.isEmpty, s.id)
            for src in info.sources {
                XCTAssertGreaterThanOrEqual(src.chapter, 1, "\(s.id): chapter")
                if let section = src.section, section.first?.isNumber == true {
                    // A numbered section starts with its chapter: "3.1" is in chapter 3. (Sections the
                    // spec labels by letter, "F10", carry no chapter number.)
                    XCTAssertEqual(section.split(separator: ".").first.flatMap { Int($0) }, src.chapter, "\(s.id): section \(section)")
                }
            }
            XCTAssertFalse(info.keyTimes.isEmpty, "\(s.id) declares no key time")
            for t in info.keyTimes {
                XCTAssertTrue(t >= 0 && t < s.duration, "\(s.id): key time \(t) outside 0..<\(s.duration)")
            }
            XCTAssertEqual(info.keyTimes, info.keyTimes.sorted(), "\(s.id): key times in order")
            XCTAssertEqual(Set(info.keyTimes).count, info.keyTimes.count, "\(s.id): key times distinct")
            XCTAssertTrue(info.keyTimes.contains(info.posterTime), s.id)
            XCTAssertEqual(s.id, info.id)
            XCTAssertEqual(s.isInteractive, info.interactive)
        }
    }

    func testIDsAreUnique() {
        let ids = SceneCatalog.all.map(\.id)
        XCTAssertEqual(Set(ids).count, ids.count, "duplicate ids: \(ids)")
    }

    func testEffectsComeFromBooksAndDiagnosticsFromDiagnostics() {
        XCTAssertEqual(SceneCatalog.scene(id: "test-card")?.info.book, .diagnostics)
        XCTAssertEqual(SceneCatalog.scene(id: "demo-engine")?.info.book, .diagnostics)
        let twitter = SceneCatalog.scene(id: "twitter-launch")?.info
        XCTAssertEqual(twitter?.book, .kittenYang)
        XCTAssertEqual(twitter?.chapter, 3)
        XCTAssertEqual(twitter?.section, "3.1")
        XCTAssertEqual(SceneCatalog.scene(id: "page-control-ball")?.info.chapter, 2)
    }

    /// The source text is derived from the data, and a scene with two sources names both.
    func testSourceTextIsDerived() {
        XCTAssertEqual(SceneCatalog.scene(id: "twitter-launch")?.source, "Kitten Yang guide, ch. 3 §3.1")
        let two = SceneInfo(
            id: "x", title: "X", sources: [.kittenYang("6.5"), SceneSource(.calayerPrimer, chapter: 4)],
            keyTimes: [1])
        XCTAssertEqual(two.sourceText, "Kitten Yang guide, ch. 6 §6.5; CALayer primer, ch. 4")
        XCTAssertEqual(SceneSource.kittenYang("3.7").chapter, 3)
        XCTAssertFalse(SceneCatalog.all.contains { $0.source.lowercased().contains("issue") }, "no project-internal text")
    }

    /// Each scene golden on disk (`Golden/<id>/t<milliseconds>ms.png`) is at one of the scene's key
    /// times, and each scene with goldens declares exactly those times (no orphaned goldens).
    func testKeyTimesMatchTheGoldensOnDisk() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")
        let fm = FileManager.default
        for s in SceneCatalog.all {
            let dir = root.appendingPathComponent(s.id)
            guard let files = try? fm.contentsOfDirectory(atPath: dir.path) else { continue }
            let times = files.filter { $0.hasPrefix("t") && $0.hasSuffix("ms.png") }
                .compactMap { Int($0.dropFirst().dropLast(6)) }.map { Double($0) / 1000 }.sorted()
            XCTAssertEqual(times.count, files.filter { $0.hasSuffix(".png") }.count, "\(s.id): goldens named t<ms>ms.png")
            guard !times.isEmpty else { continue }
            XCTAssertEqual(s.keyTimes.map { ($0 * 1000).rounded() / 1000 }, times, "\(s.id): key times vs goldens")
        }
    }
}
