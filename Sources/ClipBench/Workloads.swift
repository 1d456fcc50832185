import Foundation
import ClipGeometry
import ClipRaster

/// One drawing command of a benchmark workload, prepared once (like the peers' retained calls).
enum BenchCommand {
    case clear(Color)
    case fill(Path, Paint, FillRule)
    case stroke(Path, StrokeStyle, Paint)
}

/// A workload from `workloads.json` (format `clipgen-raster-workloads` v1, see its `conventions`).
struct BenchWorkload {
    let id: String
    let name: String
    let commands: [BenchCommand]
}

package enum WorkloadError: Error, CustomStringConvertible {
    case unreadable(String)
    case badFormat(String)
    /// `--only` names no workload: the names given, then the known ones.
    case unknown([String], known: [String])
    package var description: String {
        switch self {
        case .unreadable(let s): return "cannot read workloads: \(s)"
        case .badFormat(let s): return "bad workloads.json: \(s)"
        case .unknown(let names, let known):
            return "no workload named \(names.map { "'\($0)'" }.joined(separator: ", ")); known: \(known.joined(separator: ", "))"
        }
    }
}

enum WorkloadLoader {
    /// Loads `path`, or the copy bundled with ClipBench when `path` is nil.
    static func load(path: String?) throws -> (width: Int, height: Int, workloads: [BenchWorkload]) {
        let url: URL
        if let path {
            url = URL(fileURLWithPath: path)
        } else {
            guard let u = Bundle.module.url(forResource: "workloads", withExtension: "json") else {
                throw WorkloadError.unreadable("bundled workloads.json missing")
            }
            url = u
        }
        let data: Data
        do { data = try Data(contentsOf: url) } catch { throw WorkloadError.unreadable("\(url.path): \(error)") }
        guard let doc = try JSONSerialization.jsonObject(with: data) as? [String: Any],
            doc["format"] as? String == "clipgen-raster-workloads",
            let w = doc["width"] as? Int, let h = doc["height"] as? Int,
            let wls = doc["workloads"] as? [[String: Any]]
        else { throw WorkloadError.badFormat("header") }
        return (w, h, try wls.map(workload))
    }

    static func workload(_ d: [String: Any]) throws -> BenchWorkload {
        guard let id = d["id"] as? String, let name = d["name"] as? String, let ops = d["ops"] as? [[String: Any]] else {
            throw WorkloadError.badFormat("workload")
        }
        return BenchWorkload(id: id, name: name, commands: try ops.map(command))
    }

    static func nums(_ v: Any?) throws -> [Double] {
        guard let a = v as? [Any] else { throw WorkloadError.badFormat("number list") }
        return try a.map { x in
            if let d = x as? Double { return d }
            if let i = x as? Int { return Double(i) }
            if let n = x as? NSNumber { return n.doubleValue }
            throw WorkloadError.badFormat("number")
        }
    }

    /// `[r, g, b, a]` 8-bit straight alpha.
    static func color(_ v: Any?) throws -> Color {
        let c = try nums(v)
        guard c.count == 4 else { throw WorkloadError.badFormat("color") }
        return Color(r: c[0] / 255, g: c[1] / 255, b: c[2] / 255, a: c[3] / 255)
    }

    static func stops(_ v: Any?) throws -> [GradientStop] {
        guard let a = v as? [[Any]] else { throw WorkloadError.badFormat("stops") }
        return try a.map { s in
            guard s.count == 2 else { throw WorkloadError.badFormat("stop") }
            let o = try nums([s[0]])[0]
            return GradientStop(o, try color(s[1]))
        }
    }

    static func paint(_ v: Any?) throws -> Paint {
        guard let p = v as? [String: Any] else { throw WorkloadError.badFormat("paint") }
        if let s = p["solid"] { return .solid(try color(s)) }
        if let g = p["linear"] as? [String: Any] {
            let p0 = try nums(g["p0"]), p1 = try nums(g["p1"])
            return .linearGradient(stops: try stops(g["stops"]), start: Point(p0[0], p0[1]), end: Point(p1[0], p1[1]))
        }
        if let g = p["radial"] as? [String: Any] {
            let c = try nums(g["center"]), r = try nums([g["r"] as Any])[0]
            return .radialGradient(stops: try stops(g["stops"]), center: Point(c[0], c[1]), radius: r)
        }
        throw WorkloadError.badFormat("paint kind")
    }

    static func path(_ v: Any?) throws -> Path {
        guard let d = v as? [String: Any], let cubics = d["cubics"] as? [Any] else { throw WorkloadError.badFormat("path") }
        let m = try nums(d["move"])
        var p = Path()
        p.move(to: Point(m[0], m[1]))
        for c in cubics {
            let k = try nums(c)
            p.cubic(to: Point(k[4], k[5]), control1: Point(k[0], k[1]), control2: Point(k[2], k[3]))
        }
        if d["close"] as? Bool == true { p.close() }
        return p
    }

    static func command(_ op: [String: Any]) throws -> BenchCommand {
        switch op["op"] as? String {
        case "clear":
            return .clear(try color(op["color"]))
        case "fill_rect":
            let r = try nums(op["rect"])
            return .fill(BenchShapes.rect(r[0], r[1], r[2], r[3]), try paint(op["paint"]), .nonZero)
        case "fill_circle":
            let c = try nums(op["c"]), r = try nums([op["r"] as Any])[0]
            return .fill(BenchShapes.circle(c[0], c[1], r), try paint(op["paint"]), .nonZero)
        case "fill_round_rect":
            let r = try nums(op["rect"]), rad = try nums([op["r"] as Any])[0]
            return .fill(BenchShapes.roundRect(r[0], r[1], r[2], r[3], rad), try paint(op["paint"]), .nonZero)
        case "fill_path":
            let rule: FillRule = (op["fill_rule"] as? String) == "evenodd" ? .evenOdd : .nonZero
            return .fill(try path(op["path"]), try paint(op["paint"]), rule)
        case "stroke_path":
            let w = try nums([op["width"] as Any])[0]
            let cap: LineCap = LineCap(rawValue: op["cap"] as? String ?? "butt") ?? .butt
            let join: LineJoin = LineJoin(rawValue: op["join"] as? String ?? "miter") ?? .miter
            return .stroke(try path(op["path"]), StrokeStyle(width: w, cap: cap, join: join), try paint(op["paint"]))
        default:
            throw WorkloadError.badFormat("op \(op["op"] ?? "?")")
        }
    }
}

/// The shapes of the workloads' conventions.
enum BenchShapes {
    static let kappa = 0.5522847498

    static func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Path {
        var p = Path()
        p.move(to: Point(x, y)); p.line(to: Point(x + w, y)); p.line(to: Point(x + w, y + h)); p.line(to: Point(x, y + h)); p.close()
        return p
    }

    /// 4 cubic Béziers with k = 0.5522847498 (the workloads' reference outline).
    static func circle(_ cx: Double, _ cy: Double, _ r: Double) -> Path {
        let k = kappa * r
        var p = Path()
        p.move(to: Point(cx + r, cy))
        p.cubic(to: Point(cx, cy + r), control1: Point(cx + r, cy + k), control2: Point(cx + k, cy + r))
        p.cubic(to: Point(cx - r, cy), control1: Point(cx - k, cy + r), control2: Point(cx - r, cy + k))
        p.cubic(to: Point(cx, cy - r), control1: Point(cx - r, cy - k), control2: Point(cx - k, cy - r))
        p.cubic(to: Point(cx + r, cy), control1: Point(cx + k, cy - r), control2: Point(cx + r, cy - k))
        p.close()
        return p
    }

    /// Circular corners of radius `r` (clamped to half the smaller side), clockwise on screen.
    static func roundRect(_ x: Double, _ y: Double, _ w: Double, _ h: Double, _ r0: Double) -> Path {
        let r = max(0, min(r0, w / 2, h / 2)), k = kappa * r
        var p = Path()
        p.move(to: Point(x + r, y))
        p.line(to: Point(x + w - r, y))
        p.cubic(to: Point(x + w, y + r), control1: Point(x + w - r + k, y), control2: Point(x + w, y + r - k))
        p.line(to: Point(x + w, y + h - r))
        p.cubic(to: Point(x + w - r, y + h), control1: Point(x + w, y + h - r + k), control2: Point(x + w - r + k, y + h))
        p.line(to: Point(x + r, y + h))
        p.cubic(to: Point(x, y + h - r), control1: Point(x + r - k, y + h), control2: Point(x, y + h - r + k))
        p.line(to: Point(x, y + r))
        p.cubic(to: Point(x + r, y), control1: Point(x, y + r - k), control2: Point(x + r - k, y))
        p.close()
        return p
    }
}
