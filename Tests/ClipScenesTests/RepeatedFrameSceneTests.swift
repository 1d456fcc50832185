import ClipEncode
import ClipKit
import ClipPipeline
import ClipRaster
import ClipSceneKit
import ClipScenes
import Foundation
import XCTest

/// Frames a scene reports as repeats (`renderUnlessRepeated`) must have exactly the pixels of the
/// frame before, and skipping them must not change an MP4 by a byte.
final class RepeatedFrameSceneTests: XCTestCase {
    /// Every scene of the catalog, small, every 5th frame pair: a frame reported as a repeat is
    /// rendered anyway and compared with the previous frame, byte for byte.
    func testReportedRepeatsArePixelIdenticalInEveryScene() throws {
        var repeatsSeen = 0
        for scene in SceneCatalog.all {
            let options = SceneOptions(scale: 0.25, fps: 30)
            let source = try SceneFrameSource(scene: scene, options: options)
            let (w, h) = (source.format.width, source.format.height)
            let probe = Pixmap(width: w, height: h)
            let current = Pixmap(width: w, height: h)
            let previous = Pixmap(width: w, height: h)
            for index in stride(from: 1, to: source.format.frameCount, by: 5)
            where try source.renderUnlessRepeated(frame: index, into: probe.view) {
                repeatsSeen += 1
                try source.render(frame: index, into: current.view)
                try source.render(frame: index - 1, into: previous.view)
                XCTAssertTrue(
                    current.view.bytesEqual(previous.view),
                    "\(scene.id): frame \(index) was reported as a repeat of frame \(index - 1) but differs")
            }
        }
        // Held poses are common (launch screens, finished springs): the check must have had work.
        XCTAssertGreaterThan(repeatsSeen, 50)
    }

    /// twitter-launch holds its last pose for most of the clip: those frames are skipped, and the
    /// file is byte-identical to rendering every frame — H.264 MP4 (CodecSink), VP9 WebM and ProRes
    /// MOV (CodecSink).
    func testSkippingRepeatsLeavesEachVideoFileByteIdentical() throws {
        let scene = try XCTUnwrap(SceneCatalog.all.first { $0.id == "twitter-launch" })
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("clipgen-repeat-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        for (format, scale) in [(OutputFormat.mp4, 0.5), (.webm, 0.25), (.mov, 0.25)] {
            var bytes: [Bool: Data] = [:]
            var repeated: [Bool: Int] = [:]
            for skip in [true, false] {
                let source = try SceneFrameSource(scene: scene, options: SceneOptions(scale: scale, fps: 60))
                var session = RenderSession(workers: 2)
                session.skipsRepeatedFrames = skip
                let path = "\(dir)/\(skip).\(format.rawValue)"
                let stats = try session.run(source: source, sink: try format.makeSink(path: path, settings: EncoderSettings()))
                repeated[skip] = stats.repeatedFrames
                bytes[skip] = try Data(contentsOf: URL(fileURLWithPath: path))
            }
            XCTAssertEqual(repeated[false], 0, "\(format)")
            XCTAssertGreaterThan(repeated[true] ?? 0, 60, "\(format): twitter-launch holds its final pose for about 90 of 144 frames")
            XCTAssertEqual(bytes[true], bytes[false], "\(format): skipping repeated frames changed the file")
        }
    }
}

extension PixmapView {
    /// Same size and the same bytes in every visible pixel.
    fileprivate func bytesEqual(_ other: PixmapView) -> Bool {
        guard width == other.width, height == other.height else { return false }
        for y in 0..<height {
            for x in 0..<width where self[x, y] != other[x, y] { return false }
        }
        return true
    }
}
