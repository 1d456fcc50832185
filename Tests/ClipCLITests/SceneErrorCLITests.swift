import ClipKit
import Foundation
import XCTest

@testable import ClipCLI

/// A scene that cannot be built (here: text with no font installed, fontconfig pointed at an empty
/// configuration) fails with one line naming the scene, the layer and the cause, a non-zero exit
/// status and no output file; never blank text, a crash or a stack trace.
final class SceneErrorCLITests: XCTestCase {
    /// A fontconfig configuration with no font directories: no family resolves.
    func noFontsEnvironment(in dir: URL) throws -> [String: String] {
        let conf = dir.appendingPathComponent("fonts.conf")
        try Data("<?xml version=\"1.0\"?>\n<!DOCTYPE fontconfig SYSTEM \"fonts.dtd\">\n<fontconfig></fontconfig>\n".utf8).write(to: conf)
        return ["FONTCONFIG_FILE": conf.path]
    }

    static let expectedPrefix = "clipgen: error: scene 'twitter-launch': layer TextLayer at root/'navigationView'/"
    static let expectedCause = ": no default font: neither Inter nor DejaVu Sans is installed (Debian: fonts-inter, fonts-dejavu-core)"

    func testStillWithoutFontsIsAOneLineError() throws {
        let dir = try CLIHarness.tempDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("frame.png").path
        let r = try CLIHarness.run(["still", "twitter-launch", "--at", "0.5", "-o", out], environment: try noFontsEnvironment(in: dir))
        XCTAssertEqual(r.status, 1)
        XCTAssertEqual(r.errorLines.count, 1, r.stderr)
        XCTAssertTrue(r.stderr.hasPrefix(Self.expectedPrefix), r.stderr)
        XCTAssertTrue(r.stderr.hasSuffix(Self.expectedCause + "\n"), r.stderr)
        XCTAssertEqual(r.stdout, "")
        XCTAssertEqual(CLIHarness.files(in: dir), ["fonts.conf"])
    }

    func testRenderWithoutFontsIsAOneLineError() throws {
        let dir = try CLIHarness.tempDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("clip.gif").path
        let r = try CLIHarness.run(
            ["twitter-launch", "--gif", "--scale", "0.25", "-o", out, "--quiet"], environment: try noFontsEnvironment(in: dir))
        XCTAssertNotEqual(r.status, 0)
        XCTAssertEqual(r.errorLines.count, 1, r.stderr)
        XCTAssertTrue(r.stderr.hasPrefix(Self.expectedPrefix), r.stderr)
        XCTAssertTrue(r.stderr.hasSuffix(Self.expectedCause + "\n"), r.stderr)
        XCTAssertEqual(CLIHarness.files(in: dir), ["fonts.conf"])
    }

    /// A user's scene (one `import ClipKit`) with a bad value and one with a missing image: the
    /// library's render entry throws one line naming the scene and the layer, and the CLI reports
    /// it as `clipgen: error: …` with exit status 1.
    func testUserSceneErrorsThroughTheLibraryAndTheCLIReport() {
        let nan = EngineScene(id: "user-clip", title: "User clip", keyTimes: [0], size: Size(40, 40), duration: 1) { _ in
            let root = Layer()
            let star = ShapeLayer()
            star.name = "star"
            star.position = Point(.nan, 10)
            root.addSublayer(star)
            return root
        }
        XCTAssertThrowsError(try renderFrame(scene: nan, at: 0)) { e in
            XCTAssertEqual("\(e)", "scene 'user-clip': layer 'star': position is NaN")
            XCTAssertEqual(ClipgenMain.report(e), 1)
        }
        let photo = EngineScene(id: "user-photo", title: "Photo", keyTimes: [0], size: Size(40, 40), duration: 1) { _ in
            let root = Layer()
            let card = Layer(frame: Rect(0, 0, 40, 40))
            card.name = "card"
            root.addSublayer(card)
            let image = Layer(frame: Rect(5, 5, 30, 30))
            image.contents = .image(contentsOfFile: "/nonexistent/Assets/logo.png")
            card.addSublayer(image)
            return root
        }
        XCTAssertThrowsError(try renderFrame(scene: photo, at: 0)) { e in
            XCTAssertEqual(
                "\(e)", "scene 'user-photo': layer Layer at root/'card'/0: cannot load image '/nonexistent/Assets/logo.png': no such file")
            XCTAssertEqual(ClipgenMain.report(e), 1)
        }
    }
}
