import ArgumentParser
import ClipSceneKit
import Foundation

/// `clipgen list [SELECTION] [--json | --ids]`: the scenes grouped by book and chapter.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List the scenes by book and chapter: id, section, duration, size and title.",
        discussion: """
            A selection narrows the list: a book ('kitten-yang'), a chapter ('kitten-yang/ch3'), a tag \
            ('tag:mask'), a glob over ids ('*-transition') or ids, several joined by commas.
            """)

    @Argument(help: "Only these scenes (books, chapters, tags, globs or ids, comma-separated).")
    var selection: [String] = []

    @Flag(help: "Print JSON with every metadata field instead of text.")
    var json = false

    @Flag(help: "Print only the ids, one a line.")
    var ids = false

    func validate() throws {
        if json && ids { throw ValidationError("--json and --ids are alternatives: pick one") }
    }

    func run() throws {
        let scenes = try selectScenes(selection.isEmpty ? nil : selection.joined(separator: ","))
        if json {
            print(Self.jsonText(scenes))
        } else if ids {
            print(scenes.map(\.id).joined(separator: "\n"))
        } else {
            print(Self.table(scenes))
        }
    }

    /// Books, then chapters, then scenes by section: aligned columns under a heading per group.
    static func table(_ scenes: [any Scene] = ActiveScenes.all) -> String {
        var out: [String] = []
        let rows = scenes.map { s -> [String] in
            [
                s.id, s.info.section.map { "§\($0)" } ?? "", String(format: "%.1f s", s.duration),
                "\(Int(s.size.width))×\(Int(s.size.height)) pt", s.title + (s.isInteractive ? " (interactive)" : ""),
            ]
        }
        let widths = (0..<4).map { c in rows.map { $0[c].count }.max() ?? 0 }
        func line(_ r: [String]) -> String {
            "    "
                + (0..<4).map { c in
                    c == 2
                        ? String(repeating: " ", count: widths[c] - r[c].count) + r[c]
                        : r[c].padding(toLength: widths[c], withPad: " ", startingAt: 0)
                }.joined(separator: "  ") + "  " + r[4]
        }
        for group in SceneGroup.grouped(scenes) {
            if group.isFirstOfBook {
                if !out.isEmpty { out.append("") }
                out.append("\(group.book.title) (\(group.book.rawValue))")
            }
            out.append("  " + group.heading + "  [\(group.selector)]")
            for s in group.scenes { out.append(line(rows[scenes.firstIndex { $0.id == s.id }!])) }
        }
        out.append("")
        out.append("\(scenes.count) scene\(scenes.count == 1 ? "" : "s")")
        return out.joined(separator: "\n")
    }

    struct Source: Codable {
        var book: String
        var bookTitle: String
        var chapter: Int
        var section: String?
        var reference: String?
    }

    struct Entry: Codable {
        var id: String
        var title: String
        var book: String
        var chapter: Int
        var section: String?
        var source: String
        var sources: [Source]
        var interactive: Bool
        var tags: [String]
        var keyTimes: [Double]
        var duration: Double
        var width: Double
        var height: Double
    }

    static func jsonText(_ scenes: [any Scene] = ActiveScenes.all) -> String {
        let entries = scenes.map { s in
            Entry(
                id: s.id, title: s.title, book: s.info.book.rawValue, chapter: s.info.chapter, section: s.info.section,
                source: s.source,
                sources: s.info.sources.map {
                    Source(
                        book: $0.book.rawValue, bookTitle: $0.book.title, chapter: $0.chapter, section: $0.section, reference: $0.reference)
                },
                interactive: s.isInteractive, tags: s.info.tags.sorted().map(\.rawValue), keyTimes: s.keyTimes,
                duration: s.duration, width: s.size.width, height: s.size.height)
        }
        let enc = JSONEncoder()
        enc.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? enc.encode(entries)) ?? Data("[]".utf8), as: UTF8.self)
    }
}
