import ClipRaster
import ClipScenes
import XCTest

/// Checks every scene in the catalog, so a new scene is covered the moment it is registered.
final class CatalogTests: XCTestCase {
    func testIDsAreUniqueAndWellFormed() {
        let ids = SceneCatalog.all.map(\.id)
        XCTAssertEqual(Set(ids).count, ids.count, "duplicate ids: \(ids)")
        for s in SceneCatalog.all {
            XCTAssertTrue(s.id.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }, "id '\(s.id)' is kebab-case")
            XCTAssertFalse(s.title.isEmpty, s.id)
            XCTAssertFalse(s.source.isEmpty, s.id)
            XCTAssertGreaterThan(s.duration, 0, s.id)
            XCTAssertGreaterThan(s.size.width, 0, s.id)
            XCTAssertGreaterThan(s.size.height, 0, s.id)
        }
    }

    /// Key times (what the goldens and the gallery poster show) lie inside the clip, in order.
    func testKeyTimesLieInsideTheClip() {
        for s in SceneCatalog.all {
            XCTAssertEqual(s.keyTimes, s.keyTimes.sorted(), s.id)
            XCTAssertEqual(Set(s.keyTimes).count, s.keyTimes.count, s.id)
            for t in s.keyTimes { XCTAssertTrue(t >= 0 && t < s.duration, "\(s.id): key time \(t) outside 0..<\(s.duration)") }
        }
    }

    /// Titles and sources describe the effect, never how the project is organised.
    func testCatalogTextIsProductText() {
        let organisational = ["issue", "session", "branch", "helper", "todo"]
        for s in SceneCatalog.all {
            for text in [s.title, s.source] {
                let lower = text.lowercased()
                for w in organisational { XCTAssertFalse(lower.contains(w), "\(s.id): '\(text)' mentions '\(w)'") }
            }
        }
    }

    /// A short, low-resolution render of every scene: first, middle and last frame, every pixel written,
    /// and the same instant twice gives identical pixels (frames are pure functions of time).
    func testEverySceneRendersDeterministicallyAtLowResolution() throws {
        for scene in SceneCatalog.all {
            let options = SceneOptions(scale: 0.25, seed: 7, showTouches: true, fps: 30)
            let (w, h) = scene.pixelSize(scale: 0.25)
            for t in [0, scene.duration / 2, max(0, scene.duration - 1.0 / 30)] {
                let a = Pixmap(width: w, height: h), b = Pixmap(width: w, height: h)
                b.view.fill(RGBA8(1, 2, 3, 4)) // garbage: the renderer must overwrite every pixel
                try scene.makeRenderer(options: options).render(time: t, into: a.view)
                // A second renderer, with an earlier frame rendered first, gives the same pixels.
                let r2 = try scene.makeRenderer(options: options)
                let scratch = Pixmap(width: w, height: h)
                try r2.render(time: t / 3, into: scratch.view)
                try r2.render(time: t, into: b.view)
                XCTAssertEqual(a.bytes, b.bytes, "\(scene.id) at t=\(t) depends on history or leaves pixels unwritten")
            }
        }
    }

    /// At a fractional scale (667 pt × 0.6 = 400.2 px) the frame is rounded down, so its last row
    /// and column lie wholly inside the scene: no hairline of the clear colour along an edge.
    func testFractionalScaleLeavesNoEdgeHairline() throws {
        for scene in SceneCatalog.all {
            let scale = 0.6
            let (w, h) = scene.pixelSize(scale: scale)
            XCTAssertEqual(h, Int(scene.size.height * scale + 1e-9), scene.id)
            let pm = Pixmap(width: w, height: h)
            try scene.makeRenderer(options: SceneOptions(scale: scale, seed: 0, showTouches: false, fps: 30)).render(time: 0, into: pm.view)
            func meanDiff(_ a: (Int) -> RGBA8, _ b: (Int) -> RGBA8, _ n: Int) -> Double {
                var t = 0
                for i in 0..<n {
                    let p = a(i), q = b(i); t += abs(Int(p.r) - Int(q.r)) + abs(Int(p.g) - Int(q.g)) + abs(Int(p.b) - Int(q.b))
                }
                return Double(t) / Double(3 * n)
            }
            XCTAssertLessThan(meanDiff({ pm[$0, h - 1] }, { pm[$0, h - 2] }, w), 12, "\(scene.id): last row differs from the one above")
            XCTAssertLessThan(meanDiff({ pm[w - 1, $0] }, { pm[w - 2, $0] }, h), 12, "\(scene.id): last column differs from the one before")
        }
    }
}
