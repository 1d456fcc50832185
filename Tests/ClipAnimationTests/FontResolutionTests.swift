import ClipGeometry
import Foundation
import XCTest

@testable import ClipAnimation

/// Fonts by family (fontconfig), by file (TTF, OTF, TTC with a face index), and the default face.
final class FontResolutionTests: XCTestCase {
    static let inter = "/usr/share/fonts/opentype/inter/Inter-"
    static let dejaVu = "/usr/share/fonts/truetype/dejavu/"

    /// The default face now goes through fontconfig; on the Debian fonts the scenes are recorded
    /// with it is the very file the fixed paths used to name, for each weight and style they had
    /// (so text renders byte-identically).
    func testDefaultFaceIsTheFileTheFixedPathsNamed() throws {
        try XCTSkipUnless(FileManager.default.fileExists(atPath: Self.inter + "Regular.otf"), "fonts-inter is not installed")
        let legacy: [(FontDescriptor.Weight, Bool, String)] = [
            (.regular, false, "Regular"), (.regular, true, "Italic"), (.medium, false, "Medium"), (.medium, true, "MediumItalic"),
            (.semibold, false, "SemiBold"), (.semibold, true, "SemiBoldItalic"), (.bold, false, "Bold"), (.bold, true, "BoldItalic"),
        ]
        for (w, italic, name) in legacy {
            let r = try TextLayout.resolve(FontDescriptor(weight: w, italic: italic)).get()
            XCTAssertEqual(r.file, Self.inter + name + ".otf", "\(w) italic: \(italic)")
            XCTAssertEqual(r.faceIndex, 0)
        }
        XCTAssertEqual(try TextLayout.resolve(.regular).get().file, Self.inter + "Regular.otf")
        XCTAssertEqual(try TextLayout.resolve(FontDescriptor(weight: .light)).get().file, Self.inter + "Light.otf")
        XCTAssertEqual(try TextLayout.resolve(FontDescriptor(weight: .black)).get().file, Self.inter + "Black.otf")
    }

    /// Families match case-insensitively, with the nearest weight and the italic face.
    func testFamilyWeightAndItalic() throws {
        XCTAssertEqual(try TextLayout.resolve(FontDescriptor(family: "DejaVu Sans")).get().file, Self.dejaVu + "DejaVuSans.ttf")
        XCTAssertEqual(
            try TextLayout.resolve(FontDescriptor(family: "dejavu sans", weight: .bold)).get().file, Self.dejaVu + "DejaVuSans-Bold.ttf")
        XCTAssertEqual(
            try TextLayout.resolve(FontDescriptor(family: "DejaVu Serif", weight: .bold, italic: true)).get().file,
            Self.dejaVu + "DejaVuSerif-BoldItalic.ttf")
        XCTAssertEqual(
            try TextLayout.resolve(FontDescriptor(family: "DejaVu Sans Mono", italic: true)).get().file,
            Self.dejaVu + "DejaVuSansMono-Oblique.ttf")
        // The nearest weight the family has (DejaVu Sans has Book and Bold, and ExtraLight).
        XCTAssertEqual(
            try TextLayout.resolve(FontDescriptor(family: "DejaVu Sans", weight: .medium)).get().file, Self.dejaVu + "DejaVuSans.ttf")
        // A family by name renders like the same face by file.
        let byFamily = TextLayout.path("Ag", font: FontDescriptor(family: "DejaVu Serif"), size: 20).0
        let byFile = TextLayout.path("Ag", font: FontDescriptor(file: Self.dejaVu + "DejaVuSerif.ttf"), size: 20).0
        XCTAssertFalse(byFamily.isEmpty)
        XCTAssertEqual(byFamily, byFile)
    }

    /// fontconfig always returns some font: a family it does not have is a miss, not DejaVu.
    func testUnknownFamilyIsAnErrorNotAFallback() {
        guard case .failure(let e) = TextLayout.resolve(FontDescriptor(family: "Helvetica Neue Nowhere")) else {
            return XCTFail("an unknown family resolved")
        }
        XCTAssertTrue(e.message.hasPrefix("font family 'Helvetica Neue Nowhere' is not installed (fontconfig's nearest is '"), e.message)
        XCTAssertFalse(e.message.contains("\n"))
        if case .success = TextLayout.resolve(FontDescriptor(family: "  ")) { XCTFail("a blank family resolved") }
        // Outside a scene, text in a missing font lays out nothing (inside one, the renderer throws).
        XCTAssertTrue(TextLayout.path("abc", font: FontDescriptor(family: "Helvetica Neue Nowhere"), size: 10).0.isEmpty)
    }

    func testBadFilesAreErrors() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("clipgen-fonts-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let junk = dir.appendingPathComponent("junk.ttf").path
        try Data("not a font".utf8).write(to: URL(fileURLWithPath: junk))
        let cases: [(FontDescriptor, String)] = [
            (FontDescriptor(file: dir.appendingPathComponent("none.otf").path), "no such file"),
            (FontDescriptor(file: junk), "not a font FreeType reads"),
            (FontDescriptor(file: dir.path), "no such file"),
            (FontDescriptor(file: Self.dejaVu + "DejaVuSans.ttf", faceIndex: 1), "has 1 face; face index 1 does not exist"),
            (FontDescriptor(file: Self.dejaVu + "DejaVuSans.ttf", faceIndex: -1), "face index -1 is negative"),
        ]
        for (d, expected) in cases {
            guard case .failure(let e) = TextLayout.resolve(d) else { XCTFail("\(d) resolved"); continue }
            XCTAssertTrue(e.message.contains(expected), "\(e.message) should contain \(expected)")
        }
    }

    /// A TrueType collection: each face by index. The collection is made here from two DejaVu
    /// files (a TTC header, then both fonts with their table offsets moved).
    func testCollectionFacesByIndex() throws {
        let regular = try [UInt8](Data(contentsOf: URL(fileURLWithPath: Self.dejaVu + "DejaVuSans.ttf")))
        let bold = try [UInt8](Data(contentsOf: URL(fileURLWithPath: Self.dejaVu + "DejaVuSans-Bold.ttf")))
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("clipgen-ttc-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let ttc = dir.appendingPathComponent("pair.ttc").path
        try Data(Self.collection([regular, bold])).write(to: URL(fileURLWithPath: ttc))

        let face0 = FontDescriptor(file: ttc, faceIndex: 0), face1 = FontDescriptor(file: ttc, faceIndex: 1)
        XCTAssertEqual(try TextLayout.resolve(face1).get().faceIndex, 1)
        let p0 = TextLayout.path("Rg", font: face0, size: 30).0, p1 = TextLayout.path("Rg", font: face1, size: 30).0
        XCTAssertEqual(p0, TextLayout.path("Rg", font: FontDescriptor(file: Self.dejaVu + "DejaVuSans.ttf"), size: 30).0)
        XCTAssertEqual(p1, TextLayout.path("Rg", font: FontDescriptor(file: Self.dejaVu + "DejaVuSans-Bold.ttf"), size: 30).0)
        XCTAssertNotEqual(p0, p1)
        guard case .failure(let e) = TextLayout.resolve(FontDescriptor(file: ttc, faceIndex: 2)) else { return XCTFail("face 2 resolved") }
        XCTAssertTrue(e.message.hasSuffix("has 2 faces; face index 2 does not exist"), e.message)
    }

    /// A TTC of `fonts` (sfnt files): header, offsets, then each font with its table records'
    /// offsets made absolute in the collection.
    static func collection(_ fonts: [[UInt8]]) -> [UInt8] {
        func u32(_ b: [UInt8], _ o: Int) -> Int { Int(b[o]) << 24 | Int(b[o + 1]) << 16 | Int(b[o + 2]) << 8 | Int(b[o + 3]) }
        func put32(_ v: Int, _ b: inout [UInt8], _ o: Int) { for i in 0..<4 { b[o + i] = UInt8((v >> (24 - 8 * i)) & 0xFF) } }
        var out: [UInt8] = Array("ttcf".utf8) + [0, 1, 0, 0] + [0, 0, 0, UInt8(fonts.count)] + Array(repeating: 0, count: 4 * fonts.count)
        for (i, font) in fonts.enumerated() {
            while out.count % 4 != 0 { out.append(0) }
            let base = out.count
            put32(base, &out, 12 + 4 * i)
            var f = font
            let numTables = Int(f[4]) << 8 | Int(f[5])
            for t in 0..<numTables { put32(u32(f, 12 + 16 * t + 8) + base, &f, 12 + 16 * t + 8) }
            out += f
        }
        return out
    }
}
