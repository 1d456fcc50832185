import ClipGeometry
import ClipRaster
import Foundation
import ClipTestSupport
import XCTest

@testable import ClipLottie

/// Malformed input: one-line errors naming the JSON path; limits enforced while parsing.
final class ParserTests: XCTestCase {
    func parse(_ json: String, limits: LottieLimits = LottieLimits()) throws -> LottieDocument {
        try LottieDocument(data: Data(json.utf8), limits: limits)
    }

    func error(_ json: String, limits: LottieLimits = LottieLimits()) -> String {
        do {
            _ = try parse(json, limits: limits)
            return "no error"
        } catch let e as LottieError {
            return e.description
        } catch {
            return "unexpected \(error)"
        }
    }

    let header = #""v":"5.7.0","fr":30,"ip":0,"op":60,"w":100,"h":80"#

    func testMinimalDocument() throws {
        let doc = try parse("{\(header),\"layers\":[]}")
        XCTAssertEqual(doc.width, 100)
        XCTAssertEqual(doc.height, 80)
        XCTAssertEqual(doc.duration, 2, accuracy: 1e-9)
    }

    func testErrorsNameThePath() {
        let shape = #"{"ty":"sh","ks":{"a":0,"k":"oops"}}"#
        let json = "{\(header),\"layers\":[{\"ty\":4,\"ks\":{},\"shapes\":[{\"ty\":\"fl\",\"c\":{\"k\":[1,0,0]}},\(shape)]}]}"
        XCTAssertEqual(error(json), "layers[0].shapes[1].ks.k: expected an array")
        XCTAssertEqual(
            error("{\(header),\"layers\":[{\"ty\":4,\"ks\":{\"o\":{\"a\":0,\"k\":\"x\"}}}]}"), "layers[0].ks.o.k: expected a number")
        XCTAssertEqual(error("{\(header)}"), "layers: missing")
        XCTAssertEqual(error("[1,2]"), "expected a JSON object at the top level")
        XCTAssertTrue(error("{\"w\":").hasPrefix("not valid JSON"))
        XCTAssertEqual(
            error(#"{"v":"5","fr":0,"ip":0,"op":60,"w":100,"h":80,"layers":[]}"#), "fr: frame rate must be in (0, 1000] (got 0.0)")
        XCTAssertEqual(
            error(#"{"v":"5","fr":-3,"ip":0,"op":60,"w":100,"h":80,"layers":[]}"#), "fr: frame rate must be in (0, 1000] (got -3.0)")
        XCTAssertEqual(error(#"{"v":"5","fr":30,"ip":0,"op":60,"w":1e300,"h":80,"layers":[]}"#), "w: number out of range (1e+300)")
        XCTAssertEqual(
            error(#"{"v":"5","fr":30,"ip":10,"op":5,"w":10,"h":80,"layers":[]}"#), "op: out point 5.0 is not after in point 10.0")
    }

    func testLimits() {
        let deep = String(repeating: "[", count: 300) + String(repeating: "]", count: 300)
        XCTAssertEqual(error("{\(header),\"layers\":\(deep)}"), "JSON nested deeper than 256 levels")
        var few = LottieLimits()
        few.maxLayers = 2
        XCTAssertEqual(error("{\(header),\"layers\":[{\"ty\":3},{\"ty\":3},{\"ty\":3}]}", limits: few), "layers[2]: more than 2 layers")
        XCTAssertEqual(
            error(#"{"v":"5","fr":30,"ip":0,"op":1e9,"w":10,"h":80,"layers":[]}"#), "op: more than 1000000 frames")
    }

    /// The JSON's values are counted before it is parsed (about 200 bytes each once parsed): a
    /// file of many short values is refused without being parsed.
    func testJSONValueBudget() {
        XCTAssertEqual(jsonShape(Data(#"{"a": [1, 2.5e3, "x,y", true, null], "b": {}}"#.utf8), depthLimit: 10).values, 10)
        XCTAssertEqual(jsonShape(Data(#"[[1,2],[3]]"#.utf8), depthLimit: 10).depth, 2)
        var few = LottieLimits()
        few.maxJSONValues = 20
        let zeros = Array(repeating: "0", count: 20).joined(separator: ",")
        XCTAssertEqual(
            error("{\(header),\"layers\":[],\"nm\":[\(zeros)]}", limits: few), "more than 20 JSON values (about 1 GB once parsed)")
        XCTAssertEqual(error("{\(header),\"layers\":[]}", limits: few), "no error")
        XCTAssertEqual(LottieLimits().maxJSONValues, 5_000_000)
    }

    func testPrecompCycleAndParentLoop() {
        let assets = #""assets":[{"id":"a","layers":[{"ty":0,"refId":"b"}]},{"id":"b","layers":[{"ty":0,"refId":"a"}]}]"#
        XCTAssertEqual(error("{\(header),\(assets),\"layers\":[{\"ty\":0,\"refId\":\"a\"}]}"), "assets[0]: precomp 'a' contains itself")
        let loop = #"[{"ty":3,"ind":1,"parent":2},{"ty":3,"ind":2,"parent":1}]"#
        XCTAssertEqual(error("{\(header),\"layers\":\(loop)}"), "layers[0].parent: parenting loops back to this layer")
    }

    func testRepeaterCopiesAreBounded() throws {
        let rp = #"{"ty":"rp","c":{"k":1e9},"o":{"k":0},"m":1,"tr":{"p":{"k":[1,0]}}}"#
        let items = #"[{"ty":"rc","p":{"k":[0,0]},"s":{"k":[4,4]},"r":{"k":0}},{"ty":"fl","c":{"k":[1,0,0,1]},"o":{"k":100}},"# + rp + "]"
        let doc = try parse("{\(header),\"layers\":[{\"ty\":4,\"nm\":\"grid\",\"ks\":{},\"shapes\":\(items)}]}")
        let scene = LottieScene(document: doc, name: "t")
        var nested = LottieLimits()
        nested.maxShapeInstances = 10
        XCTAssertThrowsError(try LottieScene(document: doc, name: "t", limits: nested).layerTree(atFrame: 0)) { e in
            XCTAssertEqual("\(e)", "layer 'grid': repeaters multiply past 10 shapes")
        }
        // Within the default limit, copies are capped at maxRepeaterCopies.
        XCTAssertNoThrow(try scene.layerTree(atFrame: 0))
    }
}

/// Precomps that multiply, and random damage to real files: errors, never crashes or hangs.
final class RobustnessTests: XCTestCase {
    let header = #""v":"5.7.0","fr":30,"ip":0,"op":60,"w":100,"h":80"#

    func testMultiplyingPrecompsAreRefused() {
        // Each level holds 20 layers of the level below: 20^6 layers in a frame.
        var assets: [String] = []
        for level in 0..<6 {
            let inner = level == 0 ? #"{"ty":3}"# : "{\"ty\":0,\"refId\":\"c\(level - 1)\"}"
            assets.append("{\"id\":\"c\(level)\",\"layers\":[\(Array(repeating: inner, count: 20).joined(separator: ","))]}")
        }
        let json = "{\(header),\"assets\":[\(assets.joined(separator: ","))],\"layers\":[{\"ty\":0,\"refId\":\"c5\"}]}"
        XCTAssertThrowsError(try LottieDocument(data: Data(json.utf8))) { e in
            XCTAssertEqual("\(e)", "assets[3]: precomp 'c3' expands to more than 100000 layers")
        }
    }

    /// Corpus files (or, without the corpus, a built-in one) with bytes flipped, numbers replaced
    /// by extremes and the text cut short: each either fails with a one-line error or renders a
    /// small frame. 300 seeded variants.
    func testDamagedFilesFailCleanly() throws {
        var sources: [Data] = []
        if let dir = FidelityTests.corpusDirectory() {
            for f in ["tests/shape.json", "lottie-ios/TwitterHeart.json", "rlottie/4479-fireworks.json", "thorvg.example/textrange.json"] {
                if let d = FileManager.default.contents(atPath: dir + "/corpus/" + f) { sources.append(d) }
            }
        }
        let builtIn =
            "{\(header),\"layers\":[{\"ty\":4,\"ks\":{\"p\":{\"a\":1,\"k\":[{\"t\":0,\"s\":[0,0],\"o\":{\"x\":0.3,\"y\":0},"
            + "\"i\":{\"x\":0.7,\"y\":1}},{\"t\":30,\"s\":[50,40]}]}},\"shapes\":[{\"ty\":\"gr\",\"it\":[{\"ty\":\"rc\",\"p\":{\"k\":[0,0]},"
            + "\"s\":{\"k\":[20,20]},\"r\":{\"k\":4}},{\"ty\":\"st\",\"c\":{\"k\":[0,0,1,1]},\"w\":{\"k\":3},\"d\":[{\"n\":\"d\",\"v\":{\"k\":2}}]},"
            + "{\"ty\":\"rp\",\"c\":{\"k\":5},\"tr\":{\"p\":{\"k\":[10,0]}}},{\"ty\":\"tr\",\"o\":{\"k\":80}}]}]}]}"
        sources.append(Data(builtIn.utf8))
        var rng = SplitMix64(seed: 20)
        let extremes = ["1e308", "-1e308", "0", "-0.0", "1e-320", "99999999999", "[]", "{}", "null", "\"x\"", "[1e300,-1e300]"]
        var failures = 0, renders = 0
        for variant in 0..<300 {
            var bytes = [UInt8](sources[variant % sources.count])
            for _ in 0..<(1 + Int(rng.next() % 4)) {
                switch rng.next() % 4 {
                case 0 where !bytes.isEmpty:
                    bytes[Int(rng.next() % UInt64(bytes.count))] = UInt8(truncatingIfNeeded: rng.next())
                case 1:
                    // Replace a number with an extreme value.
                    let digits = bytes.indices.filter { bytes[$0] >= 0x30 && bytes[$0] <= 0x39 }
                    if let at = digits.isEmpty ? nil : digits[Int(rng.next() % UInt64(digits.count))] {
                        var end = at
                        while end < bytes.count, (bytes[end] >= 0x30 && bytes[end] <= 0x39) || bytes[end] == 0x2E { end += 1 }
                        bytes.replaceSubrange(at..<end, with: Array(extremes[Int(rng.next() % UInt64(extremes.count))].utf8))
                    }
                case 2 where bytes.count > 10:
                    bytes.removeLast(Int(rng.next() % UInt64(bytes.count / 2)))
                default:
                    break
                }
            }
            do {
                let doc = try LottieDocument(data: Data(bytes))
                let scene = LottieScene(document: doc, name: "fuzz", size: Size(48, 48))
                let image = Pixmap(width: 48, height: 48)
                try LottieRenderer(scene: scene, scale: 1, background: .white).render(
                    frame: doc.inPoint + doc.frameRate / 2, into: image.view)
                renders += 1
            } catch let e as LottieError {
                XCTAssertFalse(e.description.contains("\n"), "multi-line error: \(e)")
                failures += 1
            } catch {
                failures += 1
            }
        }
        XCTAssertEqual(failures + renders, 300)
        XCTAssertGreaterThan(renders, 0)
        XCTAssertGreaterThan(failures, 0)
    }
}
