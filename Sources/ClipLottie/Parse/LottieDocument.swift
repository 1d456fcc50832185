import ClipGeometry
import Foundation

/// A parsed Lottie (bodymovin) animation: composition size, timing and layers, checked against
/// `LottieLimits`. Immutable and `Sendable`: one document renders any frame on any thread.
///
/// ```swift
/// let doc = try LottieDocument(contentsOf: "loader.json")
/// let scene = LottieScene(document: doc, name: "loader")
/// ```
public struct LottieDocument: Sendable {
    /// Composition width in points.
    public let width: Double
    /// Composition height in points.
    public let height: Double
    /// Frames per second (`fr`).
    public let frameRate: Double
    /// First frame (`ip`).
    public let inPoint: Double
    /// Frame after the last (`op`).
    public let outPoint: Double
    /// The root composition's layers, top first (as in the file).
    let layers: [LayerModel]
    /// Precompositions by asset id.
    let precomps: [String: [LayerModel]]
    /// Glyph outlines (`chars`) by family, style and character.
    let glyphs: [GlyphKey: Glyph]
    /// Fonts (`fonts.list`) by name.
    let fonts: [String: FontInfo]
    /// Image assets by id, decoded.
    let images: [String: ImageAsset]
    /// The expressions and what they reach, with their JavaScript engines (nil without expressions).
    let expressions: ExpressionRuntime?
    /// Item types read but drawn as nothing (merge paths, text, images, …), with counts.
    public let unsupported: [String: Int]

    /// Duration in seconds, `(op − ip) / fr`.
    public var duration: Double { (outPoint - inPoint) / frameRate }

    /// Reads and checks the file at `path`. External images resolve inside `assets` when given,
    /// else inside the file's own folder.
    public init(contentsOf path: String, assets: String? = nil, limits: LottieLimits = LottieLimits()) throws {
        let attrs = try? FileManager.default.attributesOfItem(atPath: path)
        if let size = attrs?[.size] as? NSNumber, size.intValue > limits.maxFileBytes {
            throw LottieError(path: "", "file larger than \(limits.maxFileBytes >> 20) MiB")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw LottieError(path: "", "cannot read the file")
        }
        let directory = assets ?? URL(fileURLWithPath: path).deletingLastPathComponent().path
        try self.init(data: data, directory: directory, limits: limits)
    }

    /// Parses and checks bodymovin JSON, decoding its images: embedded ones (`data:` URIs) and
    /// external files (`u` + `p`) relative to `directory` (the current directory when nil).
    public init(data: Data, directory: String? = nil, limits: LottieLimits = LottieLimits()) throws {
        guard data.count <= limits.maxFileBytes else { throw LottieError(path: "", "file larger than \(limits.maxFileBytes >> 20) MiB") }
        let shape = jsonShape(data, depthLimit: limits.maxJSONDepth)
        guard shape.depth <= limits.maxJSONDepth else {
            throw LottieError(path: "", "JSON nested deeper than \(limits.maxJSONDepth) levels")
        }
        guard shape.values <= limits.maxJSONValues else {
            throw LottieError(path: "", "more than \(limits.maxJSONValues) JSON values (about 1 GB once parsed)")
        }
        let any: Any
        do { any = try JSONSerialization.jsonObject(with: data, options: []) } catch {
            throw LottieError(path: "", "not valid JSON (\(Self.jsonReason(error)))")
        }
        let root = JNode(value: any, path: "")
        guard root.isObject else { throw LottieError(path: "", "expected a JSON object at the top level") }
        let w = try root.required("w").number(), h = try root.required("h").number()
        for (key, v) in [("w", w), ("h", h)] where !(v > 0 && v <= limits.maxCanvasSide) {
            throw LottieError(path: key, "size must be in 1…\(Int(limits.maxCanvasSide)) (got \(v))")
        }
        let fr = try root.required("fr").number()
        guard fr > 0 && fr <= 1000 else { throw LottieError(path: "fr", "frame rate must be in (0, 1000] (got \(fr))") }
        let ip = try root.number("ip", default: 0), op = try root.required("op").number()
        guard op > ip else { throw LottieError(path: "op", "out point \(op) is not after in point \(ip)") }
        guard op - ip <= Double(limits.maxFrames) else { throw LottieError(path: "op", "more than \(limits.maxFrames) frames") }
        guard (op - ip) / fr <= limits.maxSeconds else { throw LottieError(path: "op", "longer than \(Int(limits.maxSeconds)) seconds") }

        var parser = LottieParser(limits: limits)
        var precomps: [String: [LayerModel]] = [:]
        var precompPaths: [String: String] = [:]
        var images: [String: ImageAsset] = [:]
        var imagePixels = 0
        if let assets = try root.optional("assets") {
            for a in try assets.array() {
                guard let id = try a.string("id") else { continue }
                if let layers = try a.optional("layers") {
                    parser.expressions.comp += 1
                    precomps[id] = try parser.layers(layers, frameRate: fr)
                    precompPaths[id] = a.path
                } else {
                    let aw = try a.number("w", default: 0), ah = try a.number("h", default: 0)
                    guard aw >= 0, ah >= 0, aw * ah <= Double(limits.maxImagePixels) else {
                        throw LottieError(path: a.path, "image larger than \(limits.maxImagePixels) pixels")
                    }
                    if try a.optional("p") != nil {
                        let image = try ImageAssets.load(
                            a, width: aw, height: ah, directory: directory, limits: limits, pixelsBefore: imagePixels)
                        imagePixels += image.pixmap.width * image.pixmap.height
                        guard imagePixels <= limits.maxTotalImagePixels else {
                            throw LottieError(
                                path: a.path, "images larger than \(limits.maxTotalImagePixels >> 20) million pixels together")
                        }
                        images[id] = image
                    }
                }
            }
        }
        parser.expressions.comp = 0
        let layers = try parser.layers(try root.required("layers"), frameRate: fr)
        self.glyphs = try root.optional("chars").map { try parser.glyphs($0) } ?? [:]
        self.fonts = try root.optional("fonts").map { try parser.fonts($0) } ?? [:]
        self.width = w; self.height = h; self.frameRate = fr; self.inPoint = ip; self.outPoint = op
        self.layers = layers; self.precomps = precomps; self.images = images
        try Self.checkPrecomps(layers, precomps: precomps, paths: precompPaths, limits: limits)
        var unsupported: [String: Int] = [:]
        Self.countUnsupported(layers, images: images, into: &unsupported)
        for l in precomps.values { Self.countUnsupported(l, images: images, into: &unsupported) }
        self.unsupported = unsupported
        if parser.expressions.infos.isEmpty && parser.expressions.refused.isEmpty {
            self.expressions = nil
        } else {
            var table = ExpressionIndexBuilder.build(root: root, parser: parser, frameRate: fr)
            for i in table.layers.indices {
                let l = table.layers[i]
                let models = l.comp == 0 ? layers : precomps[table.comps[l.comp].key ?? ""] ?? []
                if l.position < models.count { table.layers[i].transform = models[l.position].transform }
            }
            self.expressions = ExpressionRuntime(table: table)
        }
    }

    /// The layers of a composition: the root (`nil`) or a precomp asset.
    func compositionLayers(_ id: String?) -> [LayerModel] {
        guard let id else { return layers }
        return precomps[id] ?? []
    }

    /// Runs `body` (the evaluation of one frame) with this document's expressions live on this thread.
    func withExpressions<T>(_ body: () throws -> T) rethrows -> T {
        guard let expressions else { return try body() }
        return try expressions.withSession(body)
    }

    /// `withExpressions`, refusing a frame whose expressions take more than `budget` CPU seconds.
    func withExpressions<T>(budget: Double, _ body: () throws -> T) throws -> T {
        guard let expressions else { return try body() }
        return try expressions.withSession(budget: budget, body)
    }

    /// One warning line per expression that failed (threw, timed out or returned the wrong type) in
    /// the frames rendered so far, naming its JSON path; those properties kept their static values.
    public var expressionWarnings: [String] { expressions?.warnings() ?? [] }

    /// Number of property expressions in the file (each evaluated by JavaScriptCore).
    public var expressionCount: Int { expressions?.table.expressions.count ?? 0 }

    /// Precomp references must not loop, nest past the depth limit or expand past the layer
    /// instance limit.
    static func checkPrecomps(_ root: [LayerModel], precomps: [String: [LayerModel]], paths: [String: String], limits: LottieLimits) throws
    {
        let limit = limits.maxPrecompDepth
        let budget = Double(limits.maxLayerInstances)
        // Depth-first over asset ids: 0 unvisited, 1 on the stack, 2 done (with its depth).
        var state: [String: Int] = [:]
        var depthOf: [String: Int] = [:]
        var instancesOf: [String: Double] = [:]
        func instances(_ layers: [LayerModel]) -> Double {
            layers.reduce(0) { n, l in
                if case .precomp(let id, _, _) = l.kind { return n + 1 + (instancesOf[id] ?? 0) }
                return n + 1
            }
        }
        func refs(_ layers: [LayerModel]) -> [String] {
            layers.compactMap { if case .precomp(let id, _, _) = $0.kind { return id } else { return nil } }
        }
        func visit(_ id: String) throws -> Int {
            if state[id] == 2 { return depthOf[id] ?? 0 }
            if state[id] == 1 { throw LottieError(path: paths[id] ?? "assets", "precomp '\(id)' contains itself") }
            guard let layers = precomps[id] else { return 0 }
            state[id] = 1
            var d = 0
            for r in refs(layers) { d = max(d, 1 + (try visit(r))) }
            guard d <= limit else { throw LottieError(path: paths[id] ?? "assets", "precomps nested deeper than \(limit)") }
            let n = instances(layers)
            guard n <= budget else {
                throw LottieError(path: paths[id] ?? "assets", "precomp '\(id)' expands to more than \(limits.maxLayerInstances) layers")
            }
            state[id] = 2; depthOf[id] = d; instancesOf[id] = n
            return d
        }
        for r in refs(root) { _ = try visit(r) }
        guard instances(root) <= budget else {
            throw LottieError(path: "layers", "precomps expand to more than \(limits.maxLayerInstances) layers")
        }
    }

    static func countUnsupported(_ layers: [LayerModel], images: [String: ImageAsset], into counts: inout [String: Int]) {
        func items(_ list: [ShapeItem]) {
            for i in list {
                switch i {
                case .group(let sub, _): items(sub)
                case .blended(let inner, _): items([inner])
                case .ignored(let t): counts["shape item '\(t)'", default: 0] += 1
                default: break
                }
            }
        }
        for l in layers {
            switch l.kind {
            case .shape(let list): items(list)
            case .image(let id) where images[id] == nil: counts["image layer without its image", default: 0] += 1
            case .other(let t): counts["layer type \(t)", default: 0] += 1
            default: break
            }
        }
    }

    static func jsonReason(_ error: Error) -> String {
        let ns = error as NSError
        if let d = ns.userInfo[NSDebugDescriptionErrorKey] as? String { return d.split(separator: "\n").first.map(String.init) ?? d }
        return "\(ns.domain) \(ns.code)"
    }
}
