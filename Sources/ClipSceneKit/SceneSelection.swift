/// Picks scenes out of the catalog by a selector, the way a person names them on the command line:
///
/// - a scene id: `twitter-launch`;
/// - a book: `kitten-yang` (every scene with a source in that book);
/// - a chapter: `kitten-yang/ch3` (or `kitten-yang/3`);
/// - a tag: `tag:mask`;
/// - a glob over ids: `replicator-*`, `*-transition`, `jump-?tar` (`*`, `?` and `[abc]`);
/// - any of these joined by commas: `kitten-yang/ch2,twitter-launch,tag:3d`.
///
/// The result is in catalog order, each scene once. A term that matches nothing is an error whose
/// one-line message suggests the closest selectors.
public enum SceneSelection {
    /// The scenes `selector` names, in catalog order.
    public static func select(_ selector: String, from scenes: [any Scene]) throws -> [any Scene] {
        let terms = selector.split(separator: ",").map { String($0.filter { !$0.isWhitespace }) }.filter { !$0.isEmpty }
        guard !terms.isEmpty else { throw SceneSelectionError(message: "empty scene selection '\(selector)'") }
        var chosen = Set<String>()
        for term in terms {
            let matched = try matches(term, in: scenes)
            chosen.formUnion(matched.map(\.id))
        }
        return scenes.filter { chosen.contains($0.id) }
    }

    /// Every selector naming a group in `scenes`: the books, their chapters (`book/chN`) and the tags in use.
    public static func groupSelectors(in scenes: [any Scene]) -> [String] {
        var out: [String] = []
        for book in Book.allCases {
            let chapters = Set(scenes.flatMap { $0.info.sources.filter { $0.book == book }.map(\.chapter) })
            if chapters.isEmpty { continue }
            out.append(book.rawValue)
            out += chapters.sorted().map { "\(book.rawValue)/ch\($0)" }
        }
        let tags = Set(scenes.flatMap(\.info.tags))
        return out + SceneTag.allCases.filter(tags.contains).map { "tag:\($0.rawValue)" }
    }

    static func matches(_ term: String, in scenes: [any Scene]) throws -> [any Scene] {
        let t = term.lowercased()
        if let s = scenes.first(where: { $0.id == t }) { return [s] }
        if let book = Book(rawValue: t) {
            let found = scenes.filter { $0.info.sources.contains { $0.book == book } }
            if found.isEmpty { throw SceneSelectionError(message: "no scene comes from '\(term)' yet") }
            return found
        }
        if let slash = t.firstIndex(of: "/"), let book = Book(rawValue: String(t[..<slash])) {
            var ch = t[t.index(after: slash)...]
            if ch.hasPrefix("ch") { ch = ch.dropFirst(2) }
            guard let n = Int(ch) else {
                throw SceneSelectionError(message: "'\(term)': a chapter is written \(book.rawValue)/ch<number>, e.g. \(book.rawValue)/ch3")
            }
            let found = scenes.filter { $0.info.sources.contains { $0.book == book && $0.chapter == n } }
            if found.isEmpty {
                let have = Set(scenes.flatMap { $0.info.sources.filter { $0.book == book }.map(\.chapter) }).sorted()
                let hint =
                    have.isEmpty
                    ? "no scene comes from \(book.rawValue) yet"
                    : "\(book.rawValue) has chapters " + have.map { "ch\($0)" }.joined(separator: ", ")
                throw SceneSelectionError(message: "no scene in '\(term)'; \(hint)")
            }
            return found
        }
        if t.hasPrefix("tag:") {
            let name = String(t.dropFirst(4))
            guard let tag = SceneTag(rawValue: name) else {
                throw SceneSelectionError(
                    message: "unknown tag '\(name)'; tags: " + SceneTag.allCases.map(\.rawValue).joined(separator: ", "))
            }
            let found = scenes.filter { $0.info.tags.contains(tag) }
            if found.isEmpty { throw SceneSelectionError(message: "no scene is tagged '\(name)'") }
            return found
        }
        if t.contains(where: { "*?[".contains($0) }) {
            let found = scenes.filter { globMatch(Array(t), Array($0.id)) }
            if found.isEmpty { throw SceneSelectionError(message: "no scene id matches '\(term)'; run 'clipgen list' to see all scenes") }
            return found
        }
        let near = suggestions(for: t, in: scenes)
        let hint = near.isEmpty ? "run 'clipgen list' to see all scenes" : "did you mean \(near.map { "'\($0)'" }.joined(separator: ", "))?"
        throw SceneSelectionError(message: "unknown scene or group '\(term)'; \(hint)")
    }

    /// The closest ids and group selectors to `term` (edit distance), at most `limit`.
    package static func suggestions(for term: String, in scenes: [any Scene], limit: Int = 3) -> [String] {
        let candidates = scenes.map(\.id) + groupSelectors(in: scenes)
        var ranked: [(String, Int)] = []
        for c in candidates {
            let d = editDistance(term, c)
            if d <= max(3, term.count / 2) || c.hasPrefix(term) || c.contains(term) { ranked.append((c, d)) }
        }
        ranked.sort { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }
        return ranked.prefix(limit).map(\.0)
    }

    /// Levenshtein distance.
    package static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a.utf8), b = Array(b.utf8)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var prev = Array(0...b.count), cur = Array(repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            cur[0] = i
            for j in 1...b.count {
                cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&prev, &cur)
        }
        return prev[b.count]
    }

    /// Shell-style glob: `*` any run, `?` one character, `[abc]` / `[a-z]` / `[!a]` a class.
    package static func globMatch(_ p: [Character], _ s: [Character]) -> Bool {
        var pi = 0, si = 0, starP = -1, starS = 0
        while si < s.count {
            if pi < p.count, p[pi] == "*" {
                starP = pi; starS = si; pi += 1
            } else if pi < p.count, let next = matchOne(p, pi, s[si]) {
                pi = next; si += 1
            } else if starP >= 0 {
                starS += 1; si = starS; pi = starP + 1
            } else {
                return false
            }
        }
        while pi < p.count && p[pi] == "*" { pi += 1 }
        return pi == p.count
    }

    /// If the pattern element at `i` matches `c`, the index after it.
    private static func matchOne(_ p: [Character], _ i: Int, _ c: Character) -> Int? {
        if p[i] == "?" { return i + 1 }
        guard p[i] == "[", let close = p[(i + 1)...].firstIndex(of: "]"), close > i + 1 else { return p[i] == c ? i + 1 : nil }
        var j = i + 1
        let negate = p[j] == "!" || p[j] == "^"
        if negate { j += 1 }
        var hit = false
        while j < close {
            if j + 2 < close, p[j + 1] == "-" {
                if p[j] <= c && c <= p[j + 2] { hit = true }
                j += 3
            } else {
                if p[j] == c { hit = true }
                j += 1
            }
        }
        return hit != negate ? close + 1 : nil
    }
}

/// A selector that names no scene; `description` is one line with suggestions.
public struct SceneSelectionError: Error, CustomStringConvertible, Sendable {
    /// The one-line message.
    public let message: String
    public var description: String { message }
}
