import ArgumentParser
import ClipScenes
import Foundation

/// `clipgen list [--json]`: one line per scene.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List every scene: id, duration, size and title.")

    @Flag(help: "Print JSON instead of aligned text.")
    var json = false

    func run() throws {
        print(json ? Self.jsonText() : Self.table())
    }

    static func table() -> String {
        let rows = SceneCatalog.all.map { s in
            [s.id, String(format: "%.1f s", s.duration), "\(Int(s.size.width))×\(Int(s.size.height)) pt", s.title + (s.isInteractive ? " (interactive)" : "")]
        }
        let widths = (0..<3).map { c in rows.map { $0[c].count }.max() ?? 0 }
        return rows.map { r in
            (0..<3).map { c in c == 1 ? String(repeating: " ", count: widths[c] - r[c].count) + r[c] : r[c].padding(toLength: widths[c], withPad: " ", startingAt: 0) }
                .joined(separator: "  ") + "  " + r[3]
        }.joined(separator: "\n")
    }

    struct Entry: Codable {
        var id: String
        var title: String
        var source: String
        var duration: Double
        var width: Double
        var height: Double
        var interactive: Bool
    }

    static func jsonText() -> String {
        let entries = SceneCatalog.all.map {
            Entry(id: $0.id, title: $0.title, source: $0.source, duration: $0.duration,
                  width: $0.size.width, height: $0.size.height, interactive: $0.isInteractive)
        }
        let enc = JSONEncoder()
        enc.outputFormatting = [.prettyPrinted, .sortedKeys]
        return String(decoding: (try? enc.encode(entries)) ?? Data("[]".utf8), as: UTF8.self)
    }
}
