import ClipPipeline
import ClipRaster
import Foundation
import XCTest
@testable import ClipEncode

/// PNG frame sequences: one decodable PNG per frame, named by folder or pattern, published only when
/// complete, byte-deterministic.
final class PNGSequenceTests: XCTestCase {
    func testFolderHoldsOnePNGPerFrameWithTheRightPixels() throws {
        let dir = try TemporaryDirectory()
        let out = dir.path + "/frames/"
        try SyntheticClip.encode(try PNGSequenceSink(path: out), width: 48, height: 40, fps: 30, count: 12)
        XCTAssertEqual(try dir.contents(), ["frames"], "no temporary folder left")
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.path + "/frames").sorted()
        XCTAssertEqual(names, (0..<12).map { String(format: "frame_%04d.png", $0) })
        for i in [0, 5, 11] {
            let image = try PNGCodec.read(path: "\(dir.path)/frames/\(names[i])")
            XCTAssertEqual(image.width, 48)
            XCTAssertEqual(image.height, 40)
            XCTAssertEqual(SyntheticClip.decodeIndex(image.view), i, "frame \(i) in order")
            let expected = Pixmap(width: 48, height: 40)
            SyntheticClip.testPattern(frame: i, into: expected.view)
            XCTAssertEqual(image.bytes, expected.bytes, "PNG frames are lossless")
            XCTAssertEqual(image[SyntheticClip.blockX(frame: i, width: 48) + 3, SyntheticClip.blockY(height: 40) + 3], RGBA8(255, 255, 255))
        }
        let sizes = try names.map { try FileManager.default.attributesOfItem(atPath: "\(dir.path)/frames/\($0)")[.size] as? Int ?? -1 }
        XCTAssertEqual(OutputFormat.pngSequence.outputBytes(path: out), sizes.reduce(0, +))
    }

    func testPatternNamesFilesAndReplacesAnEarlierLongerRun() throws {
        let dir = try TemporaryDirectory()
        let pattern = dir.path + "/out_%03d.png"
        try SyntheticClip.encode(try PNGSequenceSink(path: pattern), width: 48, height: 40, fps: 30, count: 5)
        XCTAssertEqual(try dir.contents(), (0..<5).map { String(format: "out_%03d.png", $0) })
        // A shorter second run: the frames beyond its end are gone, so the folder holds one clip.
        try FileManager.default.createDirectory(atPath: dir.path + "/keep.png.d", withIntermediateDirectories: false)
        try Data([1]).write(to: URL(fileURLWithPath: dir.path + "/out_notes.png"))
        try SyntheticClip.encode(try PNGSequenceSink(path: pattern), width: 48, height: 40, fps: 30, count: 3)
        XCTAssertEqual(
            try dir.contents(), ["keep.png.d", "out_000.png", "out_001.png", "out_002.png", "out_notes.png"],
            "other files are left alone")
    }

    func testSameFramesGiveIdenticalBytes() throws {
        let dir = try TemporaryDirectory()
        try SyntheticClip.encode(try PNGSequenceSink(path: dir.path + "/a"), width: 48, height: 40, fps: 30, count: 4)
        try SyntheticClip.encode(try PNGSequenceSink(path: dir.path + "/b_%02d.png"), width: 48, height: 40, fps: 30, count: 4)
        for i in 0..<4 {
            let a = try Data(contentsOf: URL(fileURLWithPath: dir.path + String(format: "/a/frame_%04d.png", i)))
            let b = try Data(contentsOf: URL(fileURLWithPath: dir.path + String(format: "/b_%02d.png", i)))
            XCTAssertEqual(a, b, "frame \(i)")
        }
    }

    /// Cancelled mid-clip (Ctrl-C, a failed frame): nothing under the final name, no temporary folder,
    /// and an earlier complete sequence in that folder survives untouched.
    func testCancelLeavesNothingAndKeepsTheOldFrames() throws {
        let dir = try TemporaryDirectory()
        let out = dir.path + "/frames"
        let frame = Pixmap(width: 32, height: 32)
        let sink = try PNGSequenceSink(path: out)
        try sink.begin(format: FrameFormat(width: 32, height: 32, fps: 30, frameCount: 10))
        for i in 0..<3 { SyntheticClip.testPattern(frame: i, into: frame.view); try sink.consume(frame: frame.view, index: i) }
        XCTAssertEqual(try dir.contents().count, 1, "frames go to one hidden temporary folder")
        XCTAssertTrue(try dir.contents()[0].hasPrefix(".frames.partial-"))
        sink.cancel()
        XCTAssertEqual(try dir.contents(), [])

        try SyntheticClip.encode(try PNGSequenceSink(path: out), width: 32, height: 32, fps: 30, count: 2)
        let before = try Data(contentsOf: URL(fileURLWithPath: out + "/frame_0001.png"))
        let again = try PNGSequenceSink(path: out)
        try again.begin(format: FrameFormat(width: 32, height: 32, fps: 30, frameCount: 10))
        SyntheticClip.testPattern(frame: 9, into: frame.view)
        try again.consume(frame: frame.view, index: 0)
        again.cancel()
        XCTAssertEqual(try dir.contents(), ["frames"])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: out).sorted(), ["frame_0000.png", "frame_0001.png"])
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: out + "/frame_0001.png")), before)
    }

    /// A folder holding anything but frames is never replaced: the run fails before the first frame.
    func testRefusesAFolderWithOtherFiles() throws {
        let dir = try TemporaryDirectory()
        try Data([1, 2, 3]).write(to: URL(fileURLWithPath: dir.path + "/notes.txt"))
        let sink = try PNGSequenceSink(path: dir.path)
        XCTAssertThrowsError(try sink.begin(format: FrameFormat(width: 8, height: 8, fps: 30, frameCount: 1))) { error in
            XCTAssertTrue("\(error)".contains("holds 'notes.txt', which is not a frame"), "\(error)")
        }
        XCTAssertEqual(try dir.contents(), ["notes.txt"])
    }

    func testFailedWriteRemovesTheTemporaryFolder() throws {
        let dir = try TemporaryDirectory()
        let sink = try PNGSequenceSink(path: dir.path + "/f/")
        try sink.begin(format: FrameFormat(width: 8, height: 8, fps: 30, frameCount: 3))
        // The temporary folder vanishes under the sink: the next frame cannot be written.
        let staging = try dir.contents()[0]
        try FileManager.default.removeItem(atPath: dir.path + "/" + staging)
        let frame = Pixmap(width: 8, height: 8)
        XCTAssertThrowsError(try withExtendedLifetime(frame) { try sink.consume(frame: frame.view, index: 0) }) { error in
            XCTAssertTrue("\(error)".hasPrefix(dir.path + "/f/: cannot write a frame"), "\(error)")
        }
        sink.cancel()
        XCTAssertEqual(try dir.contents(), [])
    }

    func testLayoutParsing() throws {
        let folder = try PNGSequenceLayout(path: "shots/run1/")
        XCTAssertEqual(folder.directory, "shots/run1")
        XCTAssertFalse(folder.isPattern)
        XCTAssertEqual(folder.fileName(7), "frame_0007.png")
        XCTAssertEqual(folder.fileName(12345), "frame_12345.png")
        let p = try PNGSequenceLayout(path: "a/out_%04d.png")
        XCTAssertEqual(p.directory, "a")
        XCTAssertEqual(p.fileName(3), "out_0003.png")
        XCTAssertEqual(p.frameIndex(ofFileName: "out_0003.png"), 3)
        XCTAssertNil(p.frameIndex(ofFileName: "out_003.png"))
        XCTAssertNil(p.frameIndex(ofFileName: "out_x003.png"))
        let bare = try PNGSequenceLayout(path: "%d.png")
        XCTAssertEqual(bare.directory, ".")
        XCTAssertEqual(bare.fileName(10), "10.png")
        XCTAssertNil(bare.frameIndex(ofFileName: "010.png"))
        for bad in ["out_%s.png", "out_%04d_%d.png", "out_%04d.jpg", "out_%4d.png", "x.png"] {
            XCTAssertThrowsError(try PNGSequenceLayout(path: bad), bad)
        }
    }

    func testFormatDescriptors() {
        XCTAssertEqual(OutputFormat.claiming(path: "frames/"), .pngSequence)
        XCTAssertEqual(OutputFormat.claiming(path: "dir/out_%04d.png"), .pngSequence)
        XCTAssertNil(OutputFormat.claiming(path: "clip.mp4"))
        XCTAssertEqual(OutputFormat.pngSequence.defaultPath(base: "clips/a"), "clips/a-frames/")
        XCTAssertEqual(OutputFormat.mp4.defaultPath(base: "clips/a"), "clips/a.mp4")
        XCTAssertTrue(OutputFormat.mp4.encodedSize(width: 161, height: 90) == (162, 90))
        XCTAssertTrue(OutputFormat.pngSequence.encodedSize(width: 161, height: 90) == (161, 90))
        XCTAssertEqual(OutputFormat.allCases.filter(\.inGalleryByDefault), [.mp4, .gif])
        XCTAssertEqual(Set(OutputFormat.allCases.map(\.kind)), [.video, .animatedImage, .imageSequence])
        XCTAssertTrue(try OutputFormat.gif.makeSink(path: "x.gif", settings: EncoderSettings()) is GIFSink)
    }
}
