import ClipEncode
import Foundation
import XCTest
import ZIPFoundation

/// `clipgen lottie`: the file's own size and rate by default, fitting, frames, backgrounds, and
/// one-line errors for bad files.
final class LottieCLITests: XCTestCase {
    /// A 40 × 20 pt, 10 fps, 6-frame file: a red square moving right over white.
    static let file = """
        {"v":"5.7.0","fr":10,"ip":0,"op":6,"w":40,"h":20,"layers":[{"ty":4,"ind":1,"ip":0,"op":6,"st":0,
        "ks":{"p":{"a":1,"k":[{"t":0,"s":[5,10],"o":{"x":0,"y":0},"i":{"x":1,"y":1}},{"t":5,"s":[35,10]}]}},
        "shapes":[{"ty":"rc","p":{"k":[0,0]},"s":{"k":[10,10]},"r":{"k":0}},{"ty":"fl","c":{"k":[1,0,0,1]},"o":{"k":100}}]}]}
        """

    func write(_ text: String, in dir: URL, name: String = "square.json") throws -> String {
        let path = dir.appendingPathComponent(name).path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    func testPNGFramesAtTheFilesOwnSizeAndRate() throws {
        let dir = try CLIHarness.tempDirectory()
        let json = try write(Self.file, in: dir)
        let r = try CLIHarness.run(["lottie", json, "-o", dir.path + "/frames/", "--quiet"])
        XCTAssertEqual(r.status, 0, r.stderr)
        let frames = CLIHarness.files(in: dir.appendingPathComponent("frames"))
        XCTAssertEqual(frames.count, 6, "\(frames)")
        guard let firstName = frames.first else { return }
        let first = try PNGCodec.read(path: dir.appendingPathComponent("frames/\(firstName)").path)
        XCTAssertEqual(first.width, 40)
        XCTAssertEqual(first.height, 20)
        // The square starts centred on (5, 10): red there, white at the far right.
        let v = first.view
        XCTAssertEqual(v.row(10)[5 * 4], 255)
        XCTAssertEqual(v.row(10)[5 * 4 + 1], 0)
        XCTAssertEqual(v.row(10)[36 * 4 + 1], 255)
    }

    func testFitFramesAndTransparentBackground() throws {
        let dir = try CLIHarness.tempDirectory()
        let json = try write(Self.file, in: dir)
        let r = try CLIHarness.run([
            "lottie", json, "--width", "80", "--height", "80", "--frames", "5:6", "--background", "transparent",
            "-o", dir.path + "/out/", "--quiet",
        ])
        XCTAssertEqual(r.status, 0, r.stderr)
        let frames = CLIHarness.files(in: dir.appendingPathComponent("out"))
        XCTAssertEqual(frames.count, 1)
        guard let name = frames.first else { return }
        let image = try PNGCodec.read(path: dir.appendingPathComponent("out/\(name)").path)
        XCTAssertEqual(image.width, 80)
        XCTAssertEqual(image.height, 80)
        let v = image.view
        // Fitted 2×, centred vertically (rows 20…60): the square at frame 5 is centred on (70, 40).
        XCTAssertEqual(v.row(40)[70 * 4 + 3], 255)
        XCTAssertEqual(v.row(40)[70 * 4], 255)
        XCTAssertEqual(v.row(10)[40 * 4 + 3], 0, "outside the composition stays transparent")
    }

    /// `still` and `sheet` take a Lottie file where they take a scene id.
    func testStillAndSheetTakeALottieFile() throws {
        let dir = try CLIHarness.tempDirectory()
        let json = try write(Self.file, in: dir)
        let still = try CLIHarness.run(["still", json, "--at", "0.5", "--scale", "1", "-o", dir.path + "/still.png"])
        XCTAssertEqual(still.status, 0, still.stderr)
        let image = try PNGCodec.read(path: dir.path + "/still.png")
        XCTAssertEqual(image.width, 40)
        XCTAssertEqual(image.height, 20)
        // At 0.5 s (frame 5 of a 10 fps file) the square is centred on (35, 10); white where it started.
        let v = image.view
        XCTAssertEqual(v.row(10)[35 * 4], 255)
        XCTAssertEqual(v.row(10)[35 * 4 + 1], 0)
        XCTAssertEqual(v.row(10)[5 * 4 + 1], 255)
        let sheet = try CLIHarness.run(["sheet", json, "--frames", "4", "-o", dir.path + "/sheet.png"])
        XCTAssertEqual(sheet.status, 0, sheet.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: dir.path + "/sheet.png"))
        let missing = try CLIHarness.run(["still", dir.path + "/nothing.json", "-o", dir.path + "/x.png"])
        XCTAssertNotEqual(missing.status, 0)
        XCTAssertEqual(missing.errorLines.count, 1, missing.stderr)
        XCTAssertTrue(missing.stderr.contains("no such Lottie file"), missing.stderr)
        let bad = try write("{\"fr\": 0}", in: dir, name: "bad.json")
        let broken = try CLIHarness.run(["still", bad, "-o", dir.path + "/y.png"])
        XCTAssertNotEqual(broken.status, 0)
        XCTAssertEqual(broken.errorLines.count, 1, broken.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir.path + "/y.png"))
    }

    /// `render` (named or implied) takes a Lottie `.json` or `.lottie` file where it takes a scene id,
    /// and the clip it writes decodes to the file's frames: the scene the command resolved is the one
    /// rendered, not looked up again by id (a file has none in the catalog).
    func testRenderTakesALottieFile() throws {
        let dir = try CLIHarness.tempDirectory()
        let json = try write(Self.file, in: dir)
        let dotLottie = dir.appendingPathComponent("packed.lottie")
        let zip = try Archive(url: dotLottie, accessMode: .create)
        let manifest = Data(#"{"version":"1","animations":[{"id":"square"}]}"#.utf8)
        for (path, data) in [("manifest.json", manifest), ("animations/square.json", Data(Self.file.utf8))] {
            try zip.addEntry(with: path, type: .file, uncompressedSize: Int64(data.count), compressionMethod: .deflate) { pos, size in
                data.subdata(in: Int(pos)..<Int(pos) + size)
            }
        }
        let runs: [(args: [String], output: String, codec: String)] = [
            (["render", json, "--gif"], "render.gif", "gif"),
            ([json, "--gif"], "implied.gif", "gif"),
            (["render", dotLottie.path, "--mp4"], "packed.mp4", "h264"),
        ]
        for run in runs {
            let out = dir.appendingPathComponent(run.output).path
            let r = try CLIHarness.run(run.args + ["--scale", "1", "--fps", "10", "-o", out, "--quiet"])
            XCTAssertEqual(r.status, 0, "\(run.args): \(r.stderr)")
            let reader = try VideoReader(path: out)
            XCTAssertEqual(reader.codecName, run.codec)
            XCTAssertEqual([reader.width, reader.height], [40, 20], "\(run.args)")
            let frames = try reader.readAllFrames()
            XCTAssertEqual(frames.count, 6, "\(run.args): 0.6 s at 10 fps")
            guard let first = frames.first, let last = frames.last else { continue }
            // The red square moves from x = 5 to x = 35 (lossy codecs: within a margin).
            let (f, l) = (first.pixmap.view, last.pixmap.view)
            XCTAssertGreaterThan(f.row(10)[5 * 4], 200, "\(run.args): red at the start")
            XCTAssertLessThan(f.row(10)[5 * 4 + 1], 60, "\(run.args): red at the start")
            XCTAssertGreaterThan(f.row(10)[35 * 4 + 1], 200, "\(run.args): white where it ends")
            XCTAssertLessThan(l.row(10)[35 * 4 + 1], 60, "\(run.args): red at the end")
        }
    }

    /// A 60 fps file (1.5 s) as a GIF: the centisecond delays add up to the animation's duration
    /// (frames closer than 2 cs to the last shown one are skipped, rounding never accumulates).
    func testSixtyFPSFileGIFDelaysAddUpToItsDuration() throws {
        let dir = try CLIHarness.tempDirectory()
        let sixty = Self.file.replacingOccurrences(of: "\"fr\":10,\"ip\":0,\"op\":6", with: "\"fr\":60,\"ip\":0,\"op\":90")
            .replacingOccurrences(of: "\"ip\":0,\"op\":6,\"st\"", with: "\"ip\":0,\"op\":90,\"st\"")
            .replacingOccurrences(of: "{\"t\":5,\"s\":[35,10]}", with: "{\"t\":89,\"s\":[35,10]}")
        XCTAssertTrue(sixty.contains("\"op\":90,\"st\""))
        let json = try write(sixty, in: dir, name: "sixty.json")
        let r = try CLIHarness.run(["lottie", json, "-o", dir.path + "/sixty.gif", "--quiet"])
        XCTAssertEqual(r.status, 0, r.stderr)
        let bytes = [UInt8](try Data(contentsOf: dir.appendingPathComponent("sixty.gif")))
        var delays: [Int] = []
        for k in 0..<(bytes.count - 5) where bytes[k] == 0x21 && bytes[k + 1] == 0xF9 && bytes[k + 2] == 0x04 {
            delays.append(Int(bytes[k + 4]) | Int(bytes[k + 5]) << 8)
        }
        XCTAssertGreaterThan(delays.count, 40, "most of the 90 frames are shown")
        XCTAssertEqual(delays.reduce(0, +), 150, "1.5 s in centiseconds, exactly: \(delays)")
        XCTAssertTrue(delays.allSatisfy { $0 >= 2 }, "no delay under 2 cs (browsers slow those to 10 cs): \(delays)")
    }

    /// `gallery --lottie DIR` adds the folder's files beside the scenes: clip, poster, page entry, cache.
    func testGalleryTakesAFolderOfLottieFiles() throws {
        let dir = try CLIHarness.tempDirectory()
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("anims"), withIntermediateDirectories: true)
        _ = try write(Self.file, in: dir.appendingPathComponent("anims"))
        let out = dir.path + "/gallery"
        let args = ["gallery", "--only", "test-card", "--lottie", dir.path + "/anims", "--gif", "--duration", "0.3", "--directory", out]
        let first = try CLIHarness.run(args)
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: out + "/square.gif"))
        XCTAssertTrue(FileManager.default.fileExists(atPath: out + "/square-poster.png"))
        let page = try String(contentsOfFile: out + "/index.html", encoding: .utf8)
        XCTAssertTrue(page.contains("square.gif"), "index.html lists the Lottie clip")
        let again = try CLIHarness.run(args)
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertTrue(again.stdout.contains("0 of 0 clips rendered") || again.stderr.contains("2 up to date"), again.stdout + again.stderr)
        let clash = try CLIHarness.run(["gallery", "--lottie", try write(Self.file, in: dir, name: "test-card.json"), "--directory", out])
        XCTAssertNotEqual(clash.status, 0)
        XCTAssertEqual(clash.errorLines.count, 1, clash.stderr)
    }

    func testBadFilesAndOptionsAreOneLineErrors() throws {
        let dir = try CLIHarness.tempDirectory()
        let broken = try write(
            #"{"v":"5","fr":30,"ip":0,"op":10,"w":10,"h":10,"layers":[{"ty":4,"ks":{"o":{"k":"x"}}}]}"#, in: dir, name: "b.json")
        var r = try CLIHarness.run(["lottie", broken, "-o", dir.appendingPathComponent("x.mp4").path])
        XCTAssertNotEqual(r.status, 0)
        XCTAssertEqual(r.errorLines, ["clipgen: error: \(broken): layers[0].ks.o.k: expected a number"])
        r = try CLIHarness.run(["lottie", dir.appendingPathComponent("missing.json").path])
        XCTAssertNotEqual(r.status, 0)
        XCTAssertEqual(r.errorLines.count, 1)
        let json = try write(Self.file, in: dir)
        r = try CLIHarness.run(["lottie", json, "--frames", "4:99"])
        XCTAssertEqual(r.status, 64)
        XCTAssertEqual(r.errorLines, ["clipgen: error: --frames: expected 0 <= A < B <= 6 (got '4:99')"])
        r = try CLIHarness.run(["lottie", json, "--background", "teal-ish"])
        XCTAssertEqual(r.status, 64)
        XCTAssertEqual(r.errorLines.count, 1)
        XCTAssertTrue(CLIHarness.files(in: dir).allSatisfy { $0.hasSuffix(".json") }, "no output written")
    }
}
