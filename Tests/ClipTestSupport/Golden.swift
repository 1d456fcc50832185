import XCTest
import ClipRaster
import ClipEncode

/// Compares `image` with the golden PNG `<goldenDirectory>/<name>.png`.
///
/// - `goldenDirectory`: absolute, or relative to the directory of the calling test file
///   (`#filePath`), e.g. `"Golden"`. `name` may contain `/` (`"fill/even-odd-star"`).
/// - `CLIPGEN_RECORD_GOLDENS=1` in the environment (re)writes the golden instead of comparing, into
///   the source tree: `<dir of #filePath>/<last component of goldenDirectory>/<name>.png` (so an
///   absolute bundle-resource directory still records into the sources), and prints the path.
/// - On mismatch it writes `<name>.actual.png` and `<name>.diff.png` into
///   `$CLIPGEN_GOLDEN_OUTPUT` (default `$TMPDIR/clipgen-goldens/actual/`) and prints both paths
///   in the failure message.
///
/// The tolerance is explicit at the call site: raster goldens are `.exact`.
public func assertGolden(
    _ image: PixmapView, _ name: String, tolerance: GoldenTolerance = .exact,
    goldenDirectory: String = "Golden",
    file: StaticString = #filePath, line: UInt = #line
) {
    let testDir = GoldenPaths.directory(of: "\(file)")
    let readDir = goldenDirectory.hasPrefix("/") ? goldenDirectory : "\(testDir)/\(goldenDirectory)"
    let goldenPath = "\(readDir)/\(name).png"

    if GoldenPaths.recording {
        let recordDir =
            goldenDirectory.hasPrefix("/")
            ? "\(testDir)/\(GoldenPaths.lastComponent(goldenDirectory))" : readDir
        let recordPath = "\(recordDir)/\(name).png"
        do {
            try GoldenPaths.makeDirectories(GoldenPaths.directory(of: recordPath))
            try PNGCodec.write(image, to: recordPath)
            print("recorded golden \(recordPath)")
        } catch {
            XCTFail("could not record golden \(recordPath): \(error)", file: file, line: line)
        }
        return
    }

    let expected: Pixmap
    do {
        expected = try PNGCodec.read(path: goldenPath)
    } catch {
        let actualPath = GoldenPaths.writeFailureImage(image, name: name, suffix: "actual")
        XCTFail(
            "missing or unreadable golden \(goldenPath) (\(error)); actual image: \(actualPath). "
                + "Run with CLIPGEN_RECORD_GOLDENS=1 to record it.", file: file, line: line)
        return
    }
    let diff = ImageDiff(image, expected.view, channelThreshold: tolerance.maxChannelDelta)
    if diff.passes(tolerance) { return }
    let actualPath = GoldenPaths.writeFailureImage(image, name: name, suffix: "actual")
    let diffImage = diff.makeDiffImage(expected: expected.view) // kept alive while its view is written
    let diffPath = withExtendedLifetime(diffImage) { GoldenPaths.writeFailureImage(diffImage.view, name: name, suffix: "diff") }
    let sizeNote = diff.sizeMatches ? "" : " size \(image.width)x\(image.height) != golden \(expected.width)x\(expected.height);"
    XCTFail(
        "golden \(name) differs:\(sizeNote) \(diff.mismatchCount) of \(diff.pixelCount) pixels over delta "
            + "\(tolerance.maxChannelDelta) (allowed ratio \(tolerance.maxMismatchRatio)), max delta \(diff.maxDelta), "
            + "PSNR \(String(format: "%.2f", diff.psnr)) dB; actual: \(actualPath) diff: \(diffPath)",
        file: file, line: line)
}

enum GoldenPaths {
    static var recording: Bool { ProcessInfo.processInfo.environment["CLIPGEN_RECORD_GOLDENS"] == "1" }

    static var outputDirectory: String {
        let env = ProcessInfo.processInfo.environment
        if let d = env["CLIPGEN_GOLDEN_OUTPUT"], !d.isEmpty { return d }
        let tmp = env["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        return "\(tmp)/clipgen-goldens/actual"
    }

    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return String(path[..<slash])
    }

    static func lastComponent(_ path: String) -> String {
        var p = path
        while p.hasSuffix("/") && p.count > 1 { p.removeLast() }
        return p.lastIndex(of: "/").map { String(p[p.index(after: $0)...]) } ?? p
    }

    /// `mkdir -p`.
    static func makeDirectories(_ path: String) throws {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// Writes a failure artefact and returns its path (or a note when writing failed).
    static func writeFailureImage(_ image: PixmapView, name: String, suffix: String) -> String {
        let path = "\(outputDirectory)/\(name).\(suffix).png"
        do {
            try makeDirectories(directory(of: path))
            try PNGCodec.write(image, to: path)
            return path
        } catch {
            return "(could not write \(path): \(error))"
        }
    }
}
