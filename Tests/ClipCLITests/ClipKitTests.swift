import ClipKit
import Foundation
import XCTest

/// A scene written and rendered the way a user of the library does: one `import ClipKit`.
final class ClipKitTests: XCTestCase {
    /// A red square sliding from the left edge to the right over one second, on white.
    static let slide = EngineScene(
        id: "kit-slide", title: "Slide", keyTimes: [0.5],
        size: Size(40, 20), duration: 1
    ) { ctx in
        let root = Layer(frame: Rect(0, 0, ctx.size.width, ctx.size.height))
        let box = LayerKit.box(Rect(0, 0, 20, 20), color: .red)
        box.position = Point(30, 10)
        box.add(BasicAnimation(keyPath: .position, from: .point(Point(10, 10)), to: .point(Point(30, 10)), duration: 1))
        root.addSublayer(box)
        return root
    }

    /// A scene whose renderer cannot be made.
    struct Broken: Scene {
        struct Failure: Error, CustomStringConvertible { var description: String { "no font 'Nope'" } }
        var info: SceneInfo {
            SceneInfo(id: "kit-broken", title: "Broken", sources: [SceneSource(.diagnostics, chapter: 1)], keyTimes: [0])
        }
        var size: Size { Size(10, 10) }
        var duration: Double { 1 }
        func makeRenderer(options: SceneOptions) throws -> any SceneRenderer { throw Failure() }
    }

    func testRenderFrameDrawsTheSceneAtATime() throws {
        let start = try renderFrame(scene: Self.slide, at: 0, options: SceneOptions(scale: 1))
        XCTAssertEqual(start.width, 40)
        XCTAssertEqual(start.height, 20)
        XCTAssertEqual(start[5, 10], RGBA8(255, 0, 0, 255))
        XCTAssertEqual(start[35, 10], RGBA8(255, 255, 255, 255))
        let end = try renderFrame(scene: Self.slide, at: 1, options: SceneOptions(scale: 1))
        XCTAssertEqual(end[5, 10], RGBA8(255, 255, 255, 255))
        XCTAssertEqual(end[35, 10], RGBA8(255, 0, 0, 255))
    }

    func testFrameSourceGivesTheFramesOfTheClip() throws {
        let source = try SceneFrameSource(scene: Self.slide, options: SceneOptions(scale: 1, fps: 10))
        XCTAssertEqual(source.format.frameCount, 10)
        XCTAssertEqual(source.format.width, 40)
        let frame = Pixmap(width: 40, height: 20)
        try source.render(frame: 5, into: frame.view)
        let direct = try renderFrame(scene: Self.slide, at: 0.5, options: SceneOptions(scale: 1, fps: 10))
        XCTAssertEqual(frame.bytes, direct.bytes)
    }

    func testRenderClipWritesAFileInTheFormat() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("clipkit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("slide.gif").path
        let result = try renderClip(scene: Self.slide, options: SceneOptions(scale: 1, fps: 10), format: .gif, to: path, duration: 0.5)
        XCTAssertEqual(result.frames, 5)
        XCTAssertEqual(result.fps, 10)
        XCTAssertEqual(result.width, 40)
        XCTAssertGreaterThan(result.bytes, 0)
        XCTAssertEqual((try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int), result.bytes)

        let png = dir.appendingPathComponent("still.png").path
        try renderPNG(scene: Self.slide, at: 1, options: SceneOptions(scale: 1), to: png)
        XCTAssertTrue(FileManager.default.fileExists(atPath: png))
    }

    func testErrorsAreOneLineNamingTheSceneOrFile() throws {
        XCTAssertThrowsError(try renderFrame(scene: Broken(), at: 0)) { e in
            XCTAssertEqual("\(e)", "scene 'kit-broken' failed to build: no font 'Nope'")
        }
        XCTAssertThrowsError(try renderClip(scene: Self.slide, format: .mp4, to: "/nonexistent-dir/x.mp4")) { e in
            guard case .output(let message) = e as? ClipRenderError else { return XCTFail("\(e)") }
            XCTAssertTrue(message.contains("/nonexistent-dir/x.mp4"), message)
            XCTAssertFalse(message.contains("\n"))
        }
    }
}
