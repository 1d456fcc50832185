import Foundation
import XCTest

/// Hostile Lottie expressions of issue #31, run through the built clipgen with time limits
/// (`HostileHarness`): a heap that grows within the time budget, a WebAssembly loop.
final class RobustnessExpressionTests: XCTestCase {
    /// A 30-frame document whose layer position has expression `x` (JavaScript).
    func document(_ x: String) throws -> Data {
        let doc: [String: Any] = [
            "v": "5.7.0", "fr": 30, "ip": 0, "op": 30, "w": 40, "h": 20,
            "layers": [
                [
                    "ty": 4, "nm": "A", "ind": 1, "ip": 0, "op": 30, "st": 0,
                    "ks": [
                        "p": ["a": 0, "k": [5, 6], "x": "var $bm_rt;\n" + x], "a": ["a": 0, "k": [0, 0]],
                        "s": ["a": 0, "k": [100, 100]], "r": ["a": 0, "k": 0], "o": ["a": 0, "k": 100],
                    ],
                    "shapes": [
                        ["ty": "rc", "p": ["a": 0, "k": [0, 0]], "s": ["a": 0, "k": [10, 10]], "r": ["a": 0, "k": 0]],
                        ["ty": "fl", "c": ["a": 0, "k": [1, 0, 0, 1]], "o": ["a": 0, "k": 100]],
                    ],
                ]
            ],
        ]
        return try JSONSerialization.data(withJSONObject: doc)
    }

    /// Renders `x`'s document with `clipgen lottie`; returns the run.
    func render(_ x: String, name: String, in dir: URL) throws -> HostileHarness.Result {
        try document(x).write(to: dir.appendingPathComponent("\(name).json"))
        return try HostileHarness.run(["lottie", "\(name).json", "-o", "\(name).gif"], cwd: dir, limit: 60)
    }

    /// Allocation loops reached 554 MB (arrays) and 3.8 GB (long strings) within the time budget;
    /// now the heap cap stops them first, with one warning line. Each array is 800 kB, so the
    /// cap is passed within a few milliseconds of CPU time even on a loaded machine (with 8 kB
    /// arrays the 0.25 s CPU limit came first there once).
    func testExpressionHeapIsCapped() throws {
        let dir = try CLIHarness.tempDirectory()
        for (name, x) in [
            ("arrays", "var a = []; while (true) { a.push(new Array(100000).fill(1.5)); }"),
            ("strings", "var a = []; while (true) { a.push('x'.repeat(100000) + Math.random()); }"),
            ("typed", "var a = []; while (true) { a.push(new Float64Array(1000000)); }"),
        ] {
            let r = try render(x, name: name, in: dir)
            XCTAssertFalse(r.timedOut, name)
            XCTAssertEqual(r.status, 0, "\(name): \(r.stderr)")
            let warnings = r.errorLines.filter { $0.contains("warning") }
            XCTAssertEqual(warnings.count, 1, r.stderr)
            // The cap's watchdog looks every 10 ms; a typed array's large backing store can make
            // JavaScriptCore refuse the allocation itself first. Either way: one line, stopped.
            let stops = ["(stopped: its JavaScript heap passed 128 MiB)"] + (name == "typed" ? ["(RangeError: Out of memory)"] : [])
            XCTAssertTrue(
                stops.contains { warnings.first?.contains("layers[0].ks.p: expression failed \($0)") ?? false },
                "\(name): \(r.stderr)")
        }
    }

    /// A WebAssembly loop never reaches JavaScriptCore's watchdog: WebAssembly is gone from the
    /// expression engine, so the document renders with the static value and one warning.
    func testWebAssemblyIsNotAvailableToExpressions() throws {
        let dir = try CLIHarness.tempDirectory()
        // (module (func (export "f") (loop (br 0)))): an endless loop.
        let bytes = "0,97,115,109,1,0,0,0,1,4,1,96,0,0,3,2,1,0,7,5,1,1,102,0,0,10,9,1,7,0,3,64,12,0,11,11"
        let r = try render(
            "$bm_rt = new WebAssembly.Instance(new WebAssembly.Module(new Uint8Array([\(bytes)]))).exports.f();", name: "wasm", in: dir)
        XCTAssertFalse(r.timedOut, "the WebAssembly loop ran on")
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(
            r.errorLines.filter { $0.contains("warning") },
            [
                "clipgen: warning: wasm: layers[0].ks.p: expression failed (ReferenceError: Can't find variable: WebAssembly); static value used"
            ])
        // Not reachable by another spelling either.
        let other = try render("$bm_rt = [globalThis['Web' + 'Assembly'].Module ? 1 : 1, 0];", name: "probe", in: dir)
        XCTAssertEqual(other.status, 0, other.stderr)
        let warnings = other.errorLines.filter { $0.contains("warning") }
        XCTAssertEqual(warnings.count, 1, other.stderr)
        XCTAssertTrue(warnings.first?.contains("TypeError") ?? false, other.stderr)
    }
}
