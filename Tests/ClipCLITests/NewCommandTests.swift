import Foundation
import XCTest

@testable import ClipCLI

/// `clipgen new`: the files it writes, the dependency line it chooses, and its one-line errors.
/// (Building and rendering the written package is `Scripts/scaffold-test.sh`, run by `make test`.)
final class NewCommandTests: XCTestCase {
    /// This checkout: Tests/ClipCLITests/NewCommandTests.swift, three levels up.
    static let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().standardizedFileURL

    func read(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

    func testNewWritesAPackageDependingOnThisCheckout() throws {
        let dir = try CLIHarness.tempDirectory()
        let r = try CLIHarness.run(["new", "Demo"], cwd: dir)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stdout.contains(".build/release/Demo pulse --mp4"), r.stdout)
        let project = dir.appendingPathComponent("Demo")
        XCTAssertEqual(CLIHarness.files(in: project), [".gitignore", "Package.swift", "README.md", "Sources"])
        XCTAssertEqual(CLIHarness.files(in: project.appendingPathComponent("Sources/Demo")), ["Pulse.swift", "main.swift"])
        let manifest = try read(project.appendingPathComponent("Package.swift"))
        XCTAssertTrue(manifest.contains(".package(name: \"clipgen\", path: \"\(Self.checkout.path)\")"), manifest)
        XCTAssertTrue(manifest.contains(".executableTarget(\n            name: \"Demo\""), manifest)
        XCTAssertTrue(manifest.contains(".product(name: \"ClipKit\", package: \"clipgen\")"), manifest)
        XCTAssertTrue(manifest.contains(".product(name: \"ClipgenCLI\", package: \"clipgen\")"), manifest)
        let main = try read(project.appendingPathComponent("Sources/Demo/main.swift"))
        XCTAssertTrue(main.contains("ClipgenCLI.main(scenes: [Pulse.scene])"), main)
        let scene = try read(project.appendingPathComponent("Sources/Demo/Pulse.swift"))
        XCTAssertTrue(scene.contains("id: \"pulse\""), scene)
        XCTAssertTrue(scene.contains("usingSpringWithDamping"), scene)
        let readme = try read(project.appendingPathComponent("README.md"))
        XCTAssertTrue(readme.contains("swift build -c release\n.build/release/Demo pulse --mp4"), readme)
        // The studio as the package runs it (its product, not a lowercased name), and every Debian
        // package the build needs: each `.apt` provider of clipgen's manifest.
        XCTAssertTrue(readme.contains("swift run Demo studio --watch ."), readme)
        let clipgenManifest = try read(Self.checkout.appendingPathComponent("Package.swift"))
        let apt = try NSRegularExpression(pattern: #"\.apt\(\[([^\]]*)\]\)"#)
        let providers = apt.matches(in: clipgenManifest, range: NSRange(clipgenManifest.startIndex..., in: clipgenManifest))
            .flatMap { m in
                clipgenManifest[Range(m.range(at: 1), in: clipgenManifest)!].split(separator: ",")
                    .map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " \"")) }
            }
        XCTAssertGreaterThanOrEqual(providers.count, 7, clipgenManifest)
        for package in providers + ["pkg-config", "fonts-inter"] {
            XCTAssertTrue(readme.contains(package), "README lacks \(package)")
        }
        // The package compiles ClipgenCLI alone; the README says how to add Lottie files (and that
        // JavaScriptCore comes with them) and clipgen's own scenes.
        for text in ["ClipgenLottie", "plugins: [.lottie]", "ClipgenScenes", "plugins: [.builtInScenes]"] {
            XCTAssertTrue(readme.contains(text), "README lacks \(text)")
        }
        XCTAssertFalse(manifest.contains("ClipgenLottie") || manifest.contains("ClipgenScenes"), manifest)
    }

    func testNewUIKitWritesAViewControllerScene() throws {
        let dir = try CLIHarness.tempDirectory()
        let r = try CLIHarness.run(["new", "Spin", "--uikit"], cwd: dir)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stdout.contains(".build/release/Spin spinner --mp4"), r.stdout)
        let project = dir.appendingPathComponent("Spin")
        XCTAssertEqual(CLIHarness.files(in: project.appendingPathComponent("Sources/Spin")), ["Spinner.swift", "main.swift"])
        let manifest = try read(project.appendingPathComponent("Package.swift"))
        XCTAssertTrue(manifest.contains(".product(name: \"ClipUIKit\", package: \"clipgen\")"), manifest)
        XCTAssertTrue(manifest.contains("swiftSettings: [.swiftLanguageMode(.v5)]"), manifest)
        let main = try read(project.appendingPathComponent("Sources/Spin/main.swift"))
        XCTAssertTrue(main.contains("import ClipUIKit"), main)
        XCTAssertTrue(main.contains("ViewControllerScene(id: \"spinner\""), main)
        XCTAssertTrue(main.contains("SpinnerViewController()"), main)
        // The scaffolded controller is the one ClipUIKitTests compiles and renders (SpinnerTests).
        let spinner = try read(project.appendingPathComponent("Sources/Spin/Spinner.swift"))
        XCTAssertTrue(spinner.hasPrefix("import ClipUIKit\n"), spinner)
        XCTAssertFalse(spinner.contains("\nimport UIKit"))
        let tested = try read(Self.checkout.appendingPathComponent("Tests/ClipUIKitTests/SpinnerTests.swift"))
        let start = try XCTUnwrap(spinner.range(of: "final class SpinnerViewController"))
        XCTAssertTrue(
            tested.contains(spinner[start.lowerBound...].trimmingCharacters(in: .whitespacesAndNewlines)),
            "Spinner.swift drifted from SpinnerTests")
        let readme = try read(project.appendingPathComponent("README.md"))
        XCTAssertTrue(readme.contains(".build/release/Spin spinner --mp4"), readme)
        XCTAssertTrue(readme.contains("ViewControllerScene"), readme)
    }

    func testPathAndURLDependencies() throws {
        let dir = try CLIHarness.tempDirectory()
        // --path names the folder itself, nested folders are created; an existing empty folder is fine.
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("empty"), withIntermediateDirectories: true)
        let a = try CLIHarness.run(["new", "my-clips", "--path", "empty", "--clipgen-path", Self.checkout.path], cwd: dir)
        XCTAssertEqual(a.status, 0, a.stderr)
        XCTAssertEqual(CLIHarness.files(in: dir.appendingPathComponent("empty/Sources")), ["my-clips"])
        let b = try CLIHarness.run(
            [
                "new", "Release", "--path", "deep/er/Release", "--clipgen-url", "https://example.com/org/ClipGen.git", "--clipgen-version",
                "1.4.0",
            ],
            cwd: dir)
        XCTAssertEqual(b.status, 0, b.stderr)
        let manifest = try read(dir.appendingPathComponent("deep/er/Release/Package.swift"))
        XCTAssertTrue(manifest.contains(".package(url: \"https://example.com/org/ClipGen.git\", from: \"1.4.0\")"), manifest)
        XCTAssertTrue(manifest.contains(".product(name: \"ClipKit\", package: \"clipgen\")"), manifest)
        XCTAssertFalse(manifest.contains("path:"), manifest)
    }

    func testBadInputIsOneLineAndWritesNothing() throws {
        let dir = try CLIHarness.tempDirectory()
        try Data("keep".utf8).write(to: dir.appendingPathComponent("Taken"))
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("Full"), withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: dir.appendingPathComponent("Full/notes.txt"))
        let cases: [([String], String)] = [
            (["new", "9lives"], "invalid project name '9lives'"),
            (["new", "my clips"], "invalid project name 'my clips'"),
            (["new", "Café"], "invalid project name 'Café'"),
            (["new", "ClipKit"], "already has a module of that name"),
            (["new", "Foundation"], "already has a module of that name"),
            (["new", "Full"], "folder '\(dir.path)/Full' exists and is not empty"),
            (["new", "Demo", "--path", ""], "--path must name a folder"),
            (["new", "Demo", "--path", "Taken"], "'\(dir.path)/Taken' exists and is not a folder"),
            (["new", "Demo", "--clipgen-path", dir.path], "is not a clipgen checkout"),
            (["new", "Demo", "--clipgen-url", "https://x/clipgen"], "--clipgen-url needs --clipgen-version"),
            (["new", "Demo", "--clipgen-version", "1.0.0"], "--clipgen-version needs --clipgen-url"),
            (["new", "Demo", "--clipgen-url", "https://x/clipgen", "--clipgen-version", "1.0"], "must be a version X.Y.Z"),
            (["new", "Demo", "--clipgen-url", "https://x/clip gen", "--clipgen-version", "1.0.0"], "must be a git URL"),
            (
                ["new", "Demo", "--clipgen-path", Self.checkout.path, "--clipgen-url", "https://x/clipgen", "--clipgen-version", "1.0.0"],
                "are alternatives"
            ),
        ]
        for (args, needle) in cases {
            let r = try CLIHarness.run(args, cwd: dir)
            XCTAssertEqual(r.status, 64, "\(args): \(r.stderr)")
            XCTAssertEqual(r.errorLines.count, 1, "\(args): \(r.stderr)")
            XCTAssertTrue(r.stderr.hasPrefix("clipgen: error: "), r.stderr)
            XCTAssertTrue(r.stderr.contains(needle), "'\(needle)' in: \(r.stderr)")
            XCTAssertEqual(CLIHarness.files(in: dir), ["Full", "Taken"], "\(args) wrote something")
            XCTAssertEqual(CLIHarness.files(in: dir.appendingPathComponent("Full")), ["notes.txt"])
        }
    }

    func testNamesAndVersions() throws {
        for good in ["A", "MyClips", "my-clips", "launch_video2", String(repeating: "x", count: 64)] {
            XCTAssertNoThrow(try ProjectTemplate.checkName(good), good)
        }
        for bad in ["", "-x", "_x", "1x", "a.b", "a/b", "a b", "ñ", String(repeating: "x", count: 65), "clipgen", "CLIPKIT", "xctest"] {
            XCTAssertThrowsError(try ProjectTemplate.checkName(bad), bad)
        }
        for good in ["0.1.0", "12.0.3", "1.0.0-beta.2"] { XCTAssertNoThrow(try ProjectTemplate.checkVersion(good), good) }
        for bad in ["1", "1.0", "1.0.0.0", "v1.0.0", "1.a.0", "1.0.0-", "1..0", "١.٢.٣"] {
            XCTAssertThrowsError(try ProjectTemplate.checkVersion(bad), bad)
        }
        XCTAssertEqual(ProjectTemplate.identity(ofURL: "https://github.com/org/ClipGen.git"), "clipgen")
        XCTAssertEqual(ProjectTemplate.identity(ofURL: "/srv/git/clipgen"), "clipgen")
        XCTAssertEqual(ProjectTemplate.literal("a\"b\\c"), "\"a\\\"b\\\\c\"")
    }

    func testCheckoutIsFoundFromTheExecutableOrTheRecordedSource() throws {
        let dir = try CLIHarness.tempDirectory()
        // A binary inside the checkout's build folder: found by walking up.
        let inBuild = Self.checkout.appendingPathComponent(".build/x86_64-unknown-linux-gnu/release/clipgen")
        XCTAssertEqual(ClipgenCheckout.locate(executable: inBuild, recordedSource: "/nowhere/a/b/c.swift"), Self.checkout)
        // A binary copied elsewhere: the source path recorded at build time.
        let recorded = Self.checkout.appendingPathComponent("Sources/ClipCLI/Commands/NewCommand.swift").path
        XCTAssertEqual(
            ClipgenCheckout.locate(executable: dir.appendingPathComponent("bin/clipgen"), recordedSource: recorded), Self.checkout)
        // Neither: nil (the command then asks for --clipgen-path).
        XCTAssertNil(ClipgenCheckout.locate(executable: dir.appendingPathComponent("bin/clipgen"), recordedSource: "/nowhere/a/b/c.swift"))
        // A folder with a Package.swift of another package is not a checkout.
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("Sources"), withIntermediateDirectories: true)
        try Data("let package = Package(name: \"other\")".utf8).write(to: dir.appendingPathComponent("Package.swift"))
        XCTAssertFalse(ClipgenCheckout.isCheckout(dir))
        XCTAssertTrue(ClipgenCheckout.isCheckout(Self.checkout))
    }
}
