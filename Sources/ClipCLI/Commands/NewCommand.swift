import ArgumentParser
import Foundation

/// `clipgen new NAME [--path DIR] [--clipgen-path DIR | --clipgen-url URL --clipgen-version X.Y.Z]`:
/// writes a Swift package that depends on clipgen, with one example scene and a README.
struct NewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new", abstract: "Create a Swift package for your own scenes: one example scene, every clipgen command.",
        discussion: """
            Writes NAME/Package.swift (depending on clipgen), NAME/Sources/NAME/main.swift, an example
            scene (Pulse.swift; with --uikit, Spinner.swift: iOS code on ClipUIKit) and a README with the two commands that build it and render the example:
              swift build -c release
              .build/release/NAME pulse --mp4
            clipgen is found by path: --clipgen-path, else the checkout this binary was built in. With
            --clipgen-url and --clipgen-version the package depends on a tagged release instead.
            """)

    @Argument(help: "Package name: letters, digits, '-' and '_', starting with a letter (e.g. MyClips).")
    var name: String

    @Option(help: "Folder to write the package to (default ./NAME); must be new or empty.")
    var path: String?

    @Option(help: "The clipgen checkout to depend on (default: the checkout this binary was built from).")
    var clipgenPath: String?

    @Option(name: .customLong("clipgen-url"), help: "Depend on clipgen by git URL instead of a path (needs --clipgen-version).")
    var clipgenURL: String?

    @Option(help: "The clipgen release to depend on with --clipgen-url: 'from: X.Y.Z'.")
    var clipgenVersion: String?

    @Flag(help: "Write the example as iOS code: a view controller (Spinner.swift) with `import ClipUIKit`.")
    var uikit = false

    func validate() throws {
        try ProjectTemplate.checkName(name)
        switch (clipgenURL, clipgenVersion) {
        case (nil, nil): break
        case (_?, nil): throw ValidationError("--clipgen-url needs --clipgen-version X.Y.Z")
        case (nil, _?): throw ValidationError("--clipgen-version needs --clipgen-url URL")
        case (let url?, let version?):
            if clipgenPath != nil { throw ValidationError("--clipgen-path and --clipgen-url are alternatives: pick one") }
            try ProjectTemplate.checkURL(url)
            try ProjectTemplate.checkVersion(version)
        }
        if let path, path.isEmpty { throw ValidationError("--path must name a folder") }
    }

    func run() throws {
        let dependency: ProjectTemplate.Dependency
        if let url = clipgenURL, let version = clipgenVersion {
            dependency = .url(url, from: version)
        } else if let clipgenPath {
            let dir = URL(fileURLWithPath: clipgenPath).standardizedFileURL
            guard ClipgenCheckout.isCheckout(dir) else {
                throw CLIError.usage("'\(clipgenPath)' is not a clipgen checkout (no Package.swift of package 'clipgen' there)")
            }
            dependency = .path(dir.path)
        } else if let found = ClipgenCheckout.locate() {
            dependency = .path(found.path)
        } else {
            throw CLIError.usage(
                "cannot find the clipgen checkout this binary was built from; pass --clipgen-path DIR "
                    + "or --clipgen-url URL --clipgen-version X.Y.Z")
        }
        let folder = URL(fileURLWithPath: path ?? name).standardizedFileURL
        let template = ProjectTemplate(name: name, dependency: dependency, uikit: uikit)
        try template.write(to: folder)
        let shown = path ?? name
        print(
            """
            Created \(shown) (\(template.files.count) files, clipgen \(dependency.summary)). Next:
              cd \(shown)
              swift build -c release
              .build/release/\(name) \(template.sceneID) --mp4
            """)
    }
}

/// Where the clipgen source checkout is, for `clipgen new`'s default `path:` dependency.
enum ClipgenCheckout {
    /// Whether `dir` holds clipgen's package: a Package.swift that declares `name: "clipgen"` and a
    /// Sources folder.
    static func isCheckout(_ dir: URL) -> Bool {
        let manifest = dir.appendingPathComponent("Package.swift")
        guard let text = try? String(contentsOf: manifest, encoding: .utf8) else { return false }
        var isDir: ObjCBool = false
        let sources = FileManager.default.fileExists(atPath: dir.appendingPathComponent("Sources").path, isDirectory: &isDir)
        return sources && isDir.boolValue && text.contains("name: \"clipgen\"")
    }

    /// The checkout this binary belongs to: first an ancestor folder of the running executable (a
    /// build in `CHECKOUT/.build/…`), then the folder this file was compiled from (recorded at build
    /// time, for a binary copied elsewhere). Nil when neither is a clipgen checkout any more.
    static func locate(executable: URL? = runningExecutable(), recordedSource: String = #filePath) -> URL? {
        if let executable {
            var dir = executable.resolvingSymlinksInPath().deletingLastPathComponent()
            while dir.path != "/" && !dir.path.isEmpty {
                if isCheckout(dir) { return dir.standardizedFileURL }
                dir = dir.deletingLastPathComponent()
            }
        }
        // Sources/ClipCLI/Commands/NewCommand.swift → the first folder above it that is a checkout.
        var recorded = URL(fileURLWithPath: recordedSource).deletingLastPathComponent()
        while recorded.path != "/" && !recorded.path.isEmpty {
            if isCheckout(recorded) { return recorded.standardizedFileURL }
            recorded = recorded.deletingLastPathComponent()
        }
        return nil
    }

    /// The running executable's path (Linux: `/proc/self/exe`, resolved).
    static func runningExecutable() -> URL? {
        if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return URL(fileURLWithPath: target)
        }
        return Bundle.main.executableURL
    }
}
