import ArgumentParser
import ClipEncode
import ClipCLI
import ClipGeometry
import ClipLottie
import ClipRaster
import ClipSceneKit
import Foundation

/// `clipgen lottie FILE [--mp4|--gif|…]`: renders a Lottie (bodymovin JSON) file through the same
/// clip pipeline and output paths as `render` (clips/<file>.<ext> by default).
struct LottieCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lottie",
        abstract: "Render a Lottie (bodymovin JSON) file to an MP4 (default), a GIF or any other format.",
        discussion: """
            Defaults: the file's own size and frame rate, over white. --width/--height fit the animation \
            inside that size (aspect kept, centred); --scale multiplies the file's size. --frames A:B renders \
            the file's frames A up to B (counted from its in point, B excluded).
            """)

    @Argument(help: "The Lottie file: bodymovin JSON (.json) or a dotLottie archive (.lottie).")
    var file: String

    @Flag(help: "Output formats (default: MP4, or PNG frames when -o is a folder or pattern).")
    var formats: [OutputFormat] = []

    @Option(name: [.short, .long], help: "Output file, folder or pattern (default clips/<file name>.<ext>).")
    var output: String?

    @Option(help: "Output width in pixels (the animation is fitted inside, centred).")
    var width: Int?

    @Option(help: "Output height in pixels (the animation is fitted inside, centred).")
    var height: Int?

    @Option(help: "Multiplies the file's own size, 0.05...16.", transform: decimalNumber)
    var scale: Double?

    @Option(help: "Background: a colour (#rrggbb, #rrggbbaa, white, black) or 'transparent' (formats with alpha).")
    var background: String = "white"

    @Option(help: "Frames per second, 1...120 (default: the file's own rate, rounded).")
    var fps: Int?

    @Option(help: "File frames A:B to render, counted from the in point (default: all).")
    var frames: String?

    @Flag(help: "No progress output.")
    var quiet = false

    @Option(
        help: ArgumentHelp(
            "Where lottie-web and After Effects differ: 'lottie-web' (default: effects clipped to lottie-web's filter regions, no layer styles) or 'after-effects' (effects unclipped, layer styles drawn).",
            valueName: "look"))
    var look: LottieLook = .lottieWeb

    @Flag(
        name: .customLong("render-only"),
        help: "Render every frame into memory on one thread, write nothing, print the time (a benchmark).")
    var renderOnly = false

    @OptionGroup var encoder: EncoderOptions

    @OptionGroup var lottieAssets: AssetOptions

    func validate() throws {
        try validateFPS(fps)
        for (name, v) in [("--width", width), ("--height", height)] {
            if let v, !(1...16384).contains(v) { throw ValidationError("\(name) must be between 1 and 16384 (got \(v))") }
        }
        if let scale, !(scale.isFinite && (0.05...16).contains(scale)) {
            throw ValidationError("--scale must be between 0.05 and 16 (got \(scale))")
        }
        if scale != nil && (width != nil || height != nil) { throw ValidationError("--scale and --width/--height exclude each other") }
        if formats.count > 1 && output != nil { throw ValidationError("--output names one output: use it with one format flag") }
    }

    /// The clear colour, or nil for transparent.
    static func parseBackground(_ s: String) throws -> Color? {
        switch s.lowercased() {
        case "transparent", "none", "clear": return nil
        case "white": return .white
        case "black": return .black
        default: break
        }
        var hex = s.hasPrefix("#") ? String(s.dropFirst()) : s
        if hex.count == 3 { hex = hex.map { "\($0)\($0)" }.joined() }
        guard hex.count == 6 || hex.count == 8, let v = UInt64(hex, radix: 16) else {
            throw CLIError.usage("--background: expected #rrggbb, #rrggbbaa, white, black or transparent (got '\(s)')")
        }
        if hex.count == 6 { return Color(hex: UInt32(v)) }
        return Color(hex: UInt32(v >> 8), alpha: Double(v & 255) / 255)
    }

    /// `A:B` (either side may be empty) as file frames relative to the in point.
    static func parseFrames(_ s: String, count: Double) throws -> (Double, Double) {
        let parts = s.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2 else { throw CLIError.usage("--frames: expected A:B (got '\(s)')") }
        let a = parts[0].isEmpty ? 0 : Double(parts[0]), b = parts[1].isEmpty ? count : Double(parts[1])
        guard let a, let b, a.isFinite, b.isFinite, a >= 0, b > a, b <= count else {
            throw CLIError.usage("--frames: expected 0 <= A < B <= \(Int(count)) (got '\(s)')")
        }
        return (a, b)
    }

    /// Renders `frames` file frames one after another into one pixmap and prints the time.
    static func benchmark(_ scene: LottieScene, frames: Int, name: String) throws {
        let (w, h) = scene.pixelSize(scale: 1)
        let image = Pixmap(width: w, height: h)
        let renderer = LottieRenderer(scene: scene, scale: 1, background: scene.background)
        let start = DispatchTime.now().uptimeNanoseconds
        for i in 0..<max(1, frames) {
            do { try renderer.render(frame: scene.startFrame + Double(i), into: image.view) } catch {
                throw CLIError(message: "\(name): frame \(i): \(describe(error))")
            }
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        print(
            String(
                format: "%@\t%dx%d\t%d frames\t%.3f s\t%.2f ms/frame", name, w, h, frames, seconds, seconds * 1000 / Double(max(1, frames)))
        )
    }

    func run() throws {
        let doc: LottieDocument
        do { doc = try LottieDocument.load(path: file, assets: try lottieAssets.folder()) } catch let e as LottieError {
            throw CLIError(message: "\(file): \(e)", exitCode: 65)
        }
        let bg = try Self.parseBackground(background)
        let transparent = bg == nil
        var size = Size(doc.width, doc.height)
        if let scale { size = Size(doc.width * scale, doc.height * scale) }
        if width != nil || height != nil {
            let w = width.map(Double.init) ?? (Double(height!) * doc.width / doc.height).rounded()
            let h = height.map(Double.init) ?? (Double(width!) * doc.height / doc.width).rounded()
            size = Size(max(1, w), max(1, h))
        }
        let (a, b) = try frames.map { try Self.parseFrames($0, count: doc.outPoint - doc.inPoint) } ?? (0, doc.outPoint - doc.inPoint)
        let name = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
        let scene = LottieScene(
            document: doc, name: name, size: size, startFrame: doc.inPoint + a, duration: (b - a) / doc.frameRate,
            background: bg ?? .white, look: look)

        // One line per failing expression (its JSON path), once the frames are drawn.
        defer {
            for w in doc.expressionWarnings { printNotice("clipgen: warning: \(name): \(w)") }
        }
        if renderOnly {
            try Self.benchmark(scene, frames: Int((b - a).rounded(.up)), name: name)
            return
        }
        var settings = try encoder.settings()
        settings.codec.transparent = transparent
        let chosen = formats.isEmpty ? [OutputFormat.mp4] : OutputFormat.chosen(formats)
        let outFormats = try output.map { [try OutputPath.format(of: $0, flagged: formats.isEmpty ? nil : chosen.first)] } ?? chosen
        try encoder.checkApplies(to: outFormats)
        if transparent {
            for format in outFormats where !format.codecs.isEmpty || format.kind != .imageSequence {
                guard !format.codecs.isEmpty else {
                    throw CLIError.usage("--background transparent needs a format with alpha; \(format.displayName) has none")
                }
                do { try settings.codec.checkAlpha(settings.codec.codec(for: format.displayName, takes: format.codecs)) } catch let e
                    as EncodeOptionError
                { throw CLIError.usage(e.description) }
            }
        }
        let trap = SignalTrap()
        let board = ProgressBoard(quiet: quiet)
        for format in outFormats {
            let path = output ?? format.defaultPath(base: "\(OutputPath.clipsDirectory)/\(name)")
            try OutputPath.check(path, format: format, createDefaultDirectory: output == nil)
            let clipFPS = fps ?? max(1, min(120, Int(doc.frameRate.rounded())))
            let options = SceneOptions(scale: 1, seed: 0, showTouches: false, fps: clipFPS, transparent: transparent)
            let job = ClipJob(
                scene: scene, format: format, path: path, fps: clipFPS, duration: scene.duration, options: options, encoder: settings)
            let report = try renderClip(job, board: board, cancel: trap.flag)
            if !(quiet || output == "-") { print(report.path) }
        }
    }
}

extension LottieLook: ExpressibleByArgument {}
