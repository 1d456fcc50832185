import ClipSceneKit

/// Scenes of one book chapter, for listings and the gallery page.
struct SceneGroup {
    var book: Book
    var chapter: Int
    var scenes: [any Scene]
    /// Whether this is the first group of its book (the book's heading goes above it).
    var isFirstOfBook: Bool

    /// "Chapter 3 · Core Animation".
    var heading: String { "Chapter \(chapter)" + (book.chapterTitle(chapter).map { " · \($0)" } ?? "") }
    /// The selector naming this chapter, e.g. "kitten-yang/ch3".
    var selector: String { "\(book.rawValue)/ch\(chapter)" }
    /// A stable HTML anchor, e.g. "kitten-yang-ch3".
    var anchor: String { "\(book.rawValue)-ch\(chapter)" }

    /// Groups by primary source: books in catalog order, chapters ascending, scenes by section then catalog order.
    static func grouped(_ scenes: [any Scene]) -> [SceneGroup] {
        var keys: [(Book, Int)] = []
        for s in scenes where !keys.contains(where: { $0 == (s.info.book, s.info.chapter) }) { keys.append((s.info.book, s.info.chapter)) }
        keys.sort { $0.0 != $1.0 ? $0.0 < $1.0 : $0.1 < $1.1 }
        var groups: [SceneGroup] = []
        for (book, chapter) in keys {
            let members = scenes.enumerated().filter { $0.element.info.book == book && $0.element.info.chapter == chapter }
                .sorted { a, b in
                    let sa = sectionKey(a.element.info.section), sb = sectionKey(b.element.info.section)
                    return sa != sb ? sa.lexicographicallyPrecedes(sb) : a.offset < b.offset
                }
                .map(\.element)
            groups.append(SceneGroup(book: book, chapter: chapter, scenes: members, isFirstOfBook: groups.last?.book != book))
        }
        return groups
    }

    /// "3.10" sorts after "3.9"; no section sorts last.
    static func sectionKey(_ s: String?) -> [Int] {
        guard let s else { return [Int.max] }
        return s.split(separator: ".").map { Int($0) ?? Int.max }
    }
}
