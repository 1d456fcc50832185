import ArgumentParser
import Foundation

/// The package `clipgen new` writes: a manifest depending on clipgen, `main.swift` handing the
/// user's scenes to `ClipgenCLI.main`, one example scene and a README.
struct ProjectTemplate {
    /// How the package depends on clipgen.
    enum Dependency: Equatable {
        /// `.package(name: "clipgen", path: …)`: a local checkout (absolute path).
        case path(String)
        /// `.package(url: …, from: …)`: a tagged release.
        case url(String, from: String)

        /// "at PATH" or "URL from X.Y.Z", for the summary line.
        var summary: String {
            switch self {
            case .path(let p): "at \(p)"
            case .url(let u, let v): "\(u) from \(v)"
            }
        }

        /// The package identity a target's `.product(name:package:)` names.
        var identity: String {
            switch self {
            case .path: "clipgen"
            case .url(let u, _): ProjectTemplate.identity(ofURL: u)
            }
        }
    }

    /// What the README tells a user to install on Debian: the `.apt` providers of the system
    /// libraries `ClipgenCLI` links (Package.swift), pkg-config, and the fonts. JavaScriptCore is
    /// ClipgenLottie's alone: the README names it with that product.
    static let debianPackages = [
        "pkg-config", "libavcodec-dev", "libavformat-dev", "libswscale-dev", "libavutil-dev", "libfreetype-dev",
        "libfontconfig-dev", "fonts-inter", "fonts-dejavu-core", "fonts-liberation2",
    ]

    /// The package, executable target and product name.
    var name: String
    var dependency: Dependency
    /// `--uikit`: the example is iOS code (`import ClipUIKit`, a view controller scene).
    var uikit = false

    /// The example scene's id (`.build/release/NAME pulse --mp4`).
    static let exampleSceneID = "pulse"
    /// This project's example scene id.
    var sceneID: String { uikit ? Self.uikitExampleSceneID : Self.exampleSceneID }

    /// Module names a project may not take: clipgen's own targets and products, its dependency's,
    /// and the toolchain's (a clash fails to build, or shadows the module).
    static let reservedNames: Set<String> = [
        "clipgen", "clipgen-rasterbench", "clipkit", "clipgencli", "clipcli", "clipscenekit", "clipscenes", "clipanimation",
        "clipraster", "clipgeometry", "clippipeline", "clipencode", "clipbench", "clipeffects", "cliplottie", "clipuikit", "cffmpeg",
        "clipgenlottie", "clipgenscenes", "clipimage", "clipstudio", "cjavascriptcore", "cfontconfig", "zipfoundation",
        "cfreetype", "crastershims", "cliptestsupport", "argumentparser", "argumentparsertoolinfo", "swift", "foundation",
        "foundationessentials", "dispatch", "xctest", "glibc", "synchronization", "observation", "packagedescription",
    ]

    /// A name SwiftPM and the compiler accept for a package, target and module alike: an ASCII
    /// letter, then letters, digits, '-' or '_' (at most 64), and not one of `reservedNames`.
    static func checkName(_ name: String) throws {
        let ascii = name.unicodeScalars.allSatisfy { $0.isASCII }
        let first = name.unicodeScalars.first
        let valid =
            ascii && (1...64).contains(name.count) && first.map { CharacterSet.letters.contains($0) } == true
            && name.unicodeScalars.allSatisfy { CharacterSet.alphanumerics.contains($0) || $0 == "-" || $0 == "_" }
        guard valid else {
            throw ValidationError(
                "invalid project name '\(name)': use letters, digits, '-' and '_', starting with a letter (at most 64), e.g. MyClips")
        }
        if reservedNames.contains(name.lowercased()) {
            throw ValidationError("invalid project name '\(name)': clipgen or the toolchain already has a module of that name")
        }
    }

    /// A git URL or local repository path without whitespace or quotes.
    static func checkURL(_ url: String) throws {
        let bad = url.isEmpty || url.contains { $0.isWhitespace || $0 == "\"" || $0 == "\\" }
        if bad || identity(ofURL: url).isEmpty { throw ValidationError("--clipgen-url must be a git URL or path (got '\(url)')") }
    }

    /// A semantic version X.Y.Z (optionally -prerelease).
    static func checkVersion(_ version: String) throws {
        let parts = version.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
        let core = parts.first.map { $0.split(separator: ".", omittingEmptySubsequences: false) } ?? []
        let numeric = core.count == 3 && core.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }
        let pre = parts.count < 2 || (!parts[1].isEmpty && parts[1].allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == ".") })
        if !(numeric && pre) { throw ValidationError("--clipgen-version must be a version X.Y.Z (got '\(version)')") }
    }

    /// SwiftPM's identity of a URL dependency: its last path component without `.git`, lowercased.
    static func identity(ofURL url: String) -> String {
        var last = url.split(separator: "/").last.map(String.init) ?? ""
        if last.hasSuffix(".git") { last.removeLast(4) }
        return last.lowercased()
    }

    /// The name as a module (SwiftPM turns '-' into '_').
    var moduleName: String { name.replacingOccurrences(of: "-", with: "_") }

    /// Relative path → contents.
    var files: [(path: String, text: String)] {
        [
            ("Package.swift", manifest),
            ("Sources/\(name)/main.swift", uikit ? uikitMainFile : mainFile),
            uikit
                ? ("Sources/\(name)/Spinner.swift", ProjectTemplate.uikitSpinner)
                : ("Sources/\(name)/Pulse.swift", ProjectTemplate.pulseScene),
            ("README.md", readme),
            (".gitignore", ".build/\n.swiftpm/\nclips/\n"),
        ]
    }

    /// Writes the package into `folder`, which must not exist or be empty. On a failure nothing
    /// written is left behind.
    func write(to folder: URL) throws {
        let fm = FileManager.default
        var isDir: ObjCBool = false
        let existed = fm.fileExists(atPath: folder.path, isDirectory: &isDir)
        if existed {
            guard isDir.boolValue else { throw CLIError.usage("'\(folder.path)' exists and is not a folder") }
            let entries = (try? fm.contentsOfDirectory(atPath: folder.path)) ?? []
            guard entries.isEmpty else {
                throw CLIError.usage("folder '\(folder.path)' exists and is not empty; pick a new folder with --path")
            }
        }
        do {
            for file in files {
                let url = folder.appendingPathComponent(file.path)
                try fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.text.utf8).write(to: url, options: .withoutOverwriting)
            }
        } catch {
            if existed {
                for entry in (try? fm.contentsOfDirectory(atPath: folder.path)) ?? [] {
                    try? fm.removeItem(at: folder.appendingPathComponent(entry))
                }
            } else {
                try? fm.removeItem(at: folder)
            }
            let reason = (error as NSError).localizedFailureReason ?? error.localizedDescription
            throw CLIError(message: "cannot write the project to '\(folder.path)': \(reason)")
        }
    }

    /// A Swift string literal for `s`.
    static func literal(_ s: String) -> String {
        "\"" + s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    var dependencyLine: String {
        switch dependency {
        case .path(let p): ".package(name: \"clipgen\", path: \(Self.literal(p)))"
        case .url(let u, let v): ".package(url: \(Self.literal(u)), from: \(Self.literal(v)))"
        }
    }

    var manifest: String {
        let id = Self.literal(dependency.identity)
        return """
            // swift-tools-version:6.0
            import PackageDescription

            let package = Package(
                name: \(Self.literal(name)),
                dependencies: [
                    \(dependencyLine)
                ],
                targets: [
                    .executableTarget(
                        name: \(Self.literal(name)),
                        dependencies: [
                            .product(name: \(uikit ? "\"ClipUIKit\"" : "\"ClipKit\""), package: \(id)),
                            .product(name: "ClipgenCLI", package: \(id)),
                        ]\(uikit ? ",\n            // iOS code as iOS projects compile it (Swift 5 mode).\n            swiftSettings: [.swiftLanguageMode(.v5)]" : ""))
                ],
                swiftLanguageModes: [.v6]
            )

            """
    }

    var mainFile: String {
        """
        import ClipKit
        import ClipgenCLI

        // Every clipgen command over your scenes: render, still, list, sheet, gallery, … (see --help).
        // A new scene: a file like Pulse.swift, then its `scene` in this list.
        // Lottie files or clipgen's own scenes: `plugins: [.lottie]`, `[.builtInScenes]` (see README.md).
        ClipgenCLI.main(scenes: [Pulse.scene])

        """
    }

    var readme: String {
        let dependencyText: String
        switch dependency {
        case .path(let p):
            dependencyText = """
                It depends on the clipgen checkout at `\(p)` (by path). To depend on a release
                instead, replace that line of `Package.swift` with
                `.package(url: "https://…/clipgen.git", from: "X.Y.Z")`; the two `.product(…, package: "clipgen")`
                lines stay as they are when the URL ends in `clipgen` or `clipgen.git`.
                """
        case .url(let u, let v):
            dependencyText = "It depends on clipgen \(v) or later from `\(u)`."
        }
        return PageTemplate.fill(
            PackageResources.project_README_md,
            [
                "name": name, "scene": sceneID, "dependency": dependencyText, "make-it-yours": makeItYours,
                "debian-packages": Self.debianPackages.joined(separator: " "),
            ])
    }
}
