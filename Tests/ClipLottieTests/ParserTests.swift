import ClipGeometry
import ClipRaster
import Foundation
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
