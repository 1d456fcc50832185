import ClipSceneKit
import Foundation
import XCTest

@testable import ClipLottie

/// Expressions on JavaScriptCore: each global against values worked out by hand, the sandbox
/// (time limit, failures fall back to the static value, no state between frames) and threads.
final class ExpressionTests: XCTestCase {
    /// A 30 fps, 60-frame document with `layers` (JSON array text).
    func document(_ layers: String) throws -> LottieDocument {
        let json = #"{"v":"5.7.0","fr":30,"ip":0,"op":60,"w":200,"h":100,"nm":"Main","layers":"# + layers + "}"
        return try LottieDocument(data: Data(json.utf8))
    }

    /// A null layer named `name` with position `position` (JSON) and rotation `rotation` (JSON).
    func layer(_ name: String, index: Int, position: String, rotation: String = #"{"a":0,"k":0}"#, extra: String = "") -> String {
        #"{"ty":3,"nm":"\#(name)","ind":\#(index),"ip":0,"op":60,"st":0,"ks":{"p":\#(position),"r":\#(rotation),"s":{"a":0,"k":[100,100]},"a":{"a":0,"k":[0,0]},"o":{"a":0,"k":100}}\#(extra)}"#
    }

    /// A position property moving from (0, 0) at frame 0 to (100, 0) at frame 10, linearly.
    func keyedPosition(_ expression: String) -> String {
        let x = expression.replacingOccurrences(of: "\"", with: "\\\"")
        return
            #"{"a":1,"k":[{"t":0,"s":[0,0],"o":{"x":[1],"y":[1]},"i":{"x":[0],"y":[0]}},{"t":10,"s":[100,0]}],"x":"var $bm_rt;\n$bm_rt = \#(x);"}"#
    }

    func position(_ doc: LottieDocument, layer: Int = 0, at frame: Double) -> [Double] {
        doc.withExpressions { doc.layers[layer].transform.position!.value(at: frame) }
    }

    func rotation(_ doc: LottieDocument, layer: Int = 0, at frame: Double) -> Double {
        doc.withExpressions { doc.layers[layer].transform.rotation!.value(at: frame)[0] }
    }

    /// A document with expressions, once used and dropped, frees its runtime and engines (a
    /// runtime → engine → session → runtime cycle once kept every such document alive).
    func testADocumentWithExpressionsIsFreedAfterUse() throws {
        weak var runtime: ExpressionRuntime?
        do {
            let doc = try document("[" + layer("A", index: 1, position: keyedPosition("add(value, [time, 0])")) + "]")
            runtime = doc.expressions
            XCTAssertNotNil(runtime)
            XCTAssertEqual(position(doc, at: 15), [100.5, 0])
        }
        XCTAssertNil(runtime, "the expression runtime (and its JavaScriptCore engines) outlived its document")
    }

    func testKeyframesAreLinearWithoutExpression() throws {
        let doc = try document("[" + layer("A", index: 1, position: keyedPosition("value")) + "]")
        XCTAssertEqual(doc.expressionCount, 1)
        XCTAssertEqual(position(doc, at: 5), [50, 0])
        XCTAssertEqual(position(doc, at: 15), [100, 0])
    }

    func testLoopOutCyclePingpongOffsetContinue() throws {
        func at(_ e: String, _ frame: Double) throws -> [Double] {
            position(try document("[" + layer("A", index: 1, position: keyedPosition(e)) + "]"), at: frame)
        }
        // cycle (also the default and case-insensitive): frame 15 shows frame 5.
        XCTAssertEqual(try at("loopOut('cycle')", 15)[0], 50, accuracy: 1e-9)
        XCTAssertEqual(try at("loopOut()", 23)[0], 30, accuracy: 1e-9)
        XCTAssertEqual(try at("loopOut('Cycle')", 15)[0], 50, accuracy: 1e-9)
        // Before the last keyframe the value is untouched.
        XCTAssertEqual(try at("loopOut('cycle')", 4)[0], 40, accuracy: 1e-9)
        // pingpong: the second cycle runs backwards (frame 12 shows frame 8), the third forwards.
        XCTAssertEqual(try at("loopOut('pingpong')", 12)[0], 80, accuracy: 1e-9)
        XCTAssertEqual(try at("loopOut('pingpong')", 22)[0], 20, accuracy: 1e-9)
        // offset: each cycle starts where the last ended (frame 15: 100 + 50).
        XCTAssertEqual(try at("loopOut('offset')", 15)[0], 150, accuracy: 1e-9)
        XCTAssertEqual(try at("loopOut('offset')", 25)[0], 250, accuracy: 1e-9)
        // continue: the last velocity (10 per frame) carries on: frame 15 is 150.
        XCTAssertEqual(try at("loopOut('continue')", 15)[0], 150, accuracy: 1e-3)
        // loopIn before the first keyframe: a layer from -10 (keys at 0 and 10) at frame -3 shows frame 7.
        XCTAssertEqual(try at("loopIn('cycle')", -3)[0], 70, accuracy: 1e-9)
        XCTAssertEqual(try at("loopIn('offset')", -3)[0], -30, accuracy: 1e-9)
        // loopOutDuration(type, seconds): the last 1/6 s (5 frames) repeats: frame 12 shows frame 7.
        XCTAssertEqual(try at("loopOutDuration('cycle', 1/6)", 12)[0], 70, accuracy: 1e-9)
        // With numKeys: the last keyframe pair of three.
        let three =
            #"{"a":1,"k":[{"t":0,"s":[0,0],"o":{"x":[1],"y":[1]},"i":{"x":[0],"y":[0]}},{"t":10,"s":[100,0],"o":{"x":[1],"y":[1]},"i":{"x":[0],"y":[0]}},{"t":20,"s":[0,0]}],"x":"var $bm_rt;\n$bm_rt = loopOut('cycle', 1);"}"#
        let doc = try document("[" + layer("A", index: 1, position: three) + "]")
        XCTAssertEqual(position(doc, at: 25)[0], 50, accuracy: 1e-9) // frame 15 of the segment 10…20
        XCTAssertEqual(position(doc, at: 33)[0], 70, accuracy: 1e-9) // frame 13: 100 → 0 from 10 to 20
    }

    func testLinearAndEase() throws {
        func at(_ e: String, _ frame: Double, raw: Bool = false) throws -> Double {
            let source = raw ? e : "var $bm_rt;\\n$bm_rt = \(e);"
            return rotation(
                try document(
                    "[" + layer("A", index: 1, position: #"{"a":0,"k":[0,0]}"#, rotation: #"{"a":0,"k":0,"x":"\#(source)"}"#) + "]"),
                at: frame)
        }
        XCTAssertEqual(try at("linear(time, 0, 1, 0, 100)", 15), 50, accuracy: 1e-9)
        XCTAssertEqual(try at("linear(time, 0, 1, 0, 100)", 45), 100, accuracy: 1e-9)
        XCTAssertEqual(try at("linear(0.25, 10, 20)", 0), 12.5, accuracy: 1e-9)
        XCTAssertEqual(try at("linear(time, 1, 0, 100, 0)", 6), 80, accuracy: 1e-9) // tMax < tMin swaps
        // ease: lottie-web's cubic-bezier (0.33, 0, 0.667, 1); easeIn (0.333, 0, 0.833, 0.833); easeOut (0.167, 0.167, 0.667, 1).
        XCTAssertEqual(try at("ease(time, 0, 1, 0, 100)", 9), 100 * cubicBezierEase(0.33, 0, 0.667, 1, at: 0.3), accuracy: 1e-6)
        XCTAssertEqual(try at("easeIn(time, 0, 1, 0, 100)", 9), 100 * cubicBezierEase(0.333, 0, 0.833, 0.833, at: 0.3), accuracy: 1e-6)
        XCTAssertEqual(try at("easeOut(0.3, 0, 100)", 0), 100 * cubicBezierEase(0.167, 0.167, 0.667, 1, at: 0.3), accuracy: 1e-6)
        XCTAssertEqual(try at("clamp(250, 0, 100)", 0), 100)
        XCTAssertEqual(try at("radiansToDegrees(Math.PI) + degreesToRadians(180)", 0), 180 + Double.pi, accuracy: 1e-9)
        XCTAssertEqual(try at("length([3, 4])", 0), 5, accuracy: 1e-12)
        XCTAssertEqual(try at("$bm_mod(7, 4) + $bm_neg(1) + $bm_div(9, 3) + $bm_mul(2, 3) + $bm_sub(2, 1)", 0), 3 - 1 + 3 + 6 + 1)
        XCTAssertEqual(try at("timeToFrames(1) + framesToTime(15)", 0), 30.5, accuracy: 1e-12)
        XCTAssertEqual(try at("dot(normalize([3, 4]), [3, 4]) + cross([1, 0, 0], [0, 1, 0])[2]", 0), 6, accuracy: 1e-12)
        // posterizeTime(2): time snaps to half seconds.
        XCTAssertEqual(try at("var $bm_rt; posterizeTime(2); $bm_rt = time * 100;", 20, raw: true), 50, accuracy: 1e-9)
        // The last expression's value, without $bm_rt.
        XCTAssertEqual(try at("var a = 1; a + 2", 0, raw: true), 3)
    }

    func testVectorMathOnArrays() throws {
        let doc = try document(
            "["
                + layer("A", index: 1, position: #"{"a":0,"k":[10,20],"x":"var $bm_rt;\n$bm_rt = $bm_sum($bm_mul(value, 2), [1, 2]);"}"#)
                + "]")
        XCTAssertEqual(position(doc, at: 0), [21, 42])
    }

    func testWiggleIsDeterministicAndBoundedByItsAmplitude() throws {
        let doc = try document(
            "[" + layer("A", index: 1, position: #"{"a":0,"k":[50,50],"x":"var $bm_rt;\n$bm_rt = wiggle(3, 20);"}"#) + "]")
        var seen = Set<Double>()
        for f in 0..<60 {
            let v = position(doc, at: Double(f))
            XCTAssertEqual(v.count, 2)
            XCTAssertLessThanOrEqual(abs(v[0] - 50), 20)
            XCTAssertLessThanOrEqual(abs(v[1] - 50), 20)
            seen.insert(v[0])
            // The same frame again, and from a second document: the same value.
            XCTAssertEqual(position(doc, at: Double(f)), v)
        }
        XCTAssertGreaterThan(seen.count, 30, "wiggle moves")
        let again = try document(
            "[" + layer("A", index: 1, position: #"{"a":0,"k":[50,50],"x":"var $bm_rt;\n$bm_rt = wiggle(3, 20);"}"#) + "]")
        XCTAssertEqual(position(again, at: 17), position(doc, at: 17))
        // random() likewise: the same at the same time, different at another.
        let r = try document(
            "[" + layer("A", index: 1, position: #"{"a":0,"k":[0,0],"x":"var $bm_rt;\n$bm_rt = [random(), random(10, 20)];"}"#) + "]")
        let a = position(r, at: 3), b = position(r, at: 3), c = position(r, at: 4)
        XCTAssertEqual(a, b)
        XCTAssertNotEqual(a, c)
        XCTAssert((0..<1).contains(a[0]) && (10..<20).contains(a[1]), "\(a)")
    }

    func testEffectControlsAndOtherLayers() throws {
        let effects =
            #","ef":[{"ty":5,"nm":"Speed","mn":"ADBE Slider Control","ix":1,"ef":[{"ty":0,"nm":"Slider","mn":"ADBE Slider Control-0001","ix":1,"v":{"a":0,"k":42}}]},{"ty":5,"nm":"Where","mn":"ADBE Point Control","ix":2,"ef":[{"ty":3,"nm":"Point","mn":"ADBE Point Control-0001","ix":1,"v":{"a":0,"k":[7,8]}}]},{"ty":5,"nm":"On","mn":"ADBE Checkbox Control","ix":3,"ef":[{"ty":4,"nm":"Checkbox","mn":"ADBE Checkbox Control-0001","ix":1,"v":{"a":0,"k":1}}]}]"#
        let other = layer("Other", index: 1, position: #"{"a":0,"k":[30,40]}"#, rotation: #"{"a":0,"k":12}"#, extra: effects)
        let me = layer(
            "Me", index: 2,
            position: #"{"a":0,"k":[1,2],"x":"var $bm_rt;\n$bm_rt = $bm_sum(value, thisComp.layer('Other').transform.position);"}"#,
            rotation:
                #"{"a":0,"k":0,"x":"var $bm_rt;\nvar o = thisComp.layer('Other');\n$bm_rt = o.effect('Speed')('Slider') + o.effect(2)(1)[1] + o.effect('On')('ADBE Checkbox Control-0001') + thisComp.layer(1).transform.rotation + thisComp.numLayers * 1000 + thisComp.width * 10000;"}"#
        )
        let doc = try document("[" + other + "," + me + "]")
        XCTAssertEqual(position(doc, layer: 1, at: 0), [31, 42])
        XCTAssertEqual(rotation(doc, layer: 1, at: 0), 42 + 8 + 1 + 12 + 2000 + 2_000_000)
        XCTAssertEqual(doc.expressionWarnings, [])
    }

    func testCompByPrecompLayerName() throws {
        let json = #"""
            {"v":"5.7.0","fr":30,"ip":0,"op":60,"w":200,"h":100,
             "assets":[{"id":"c1","layers":[{"ty":3,"nm":"Inner","ind":1,"ip":0,"op":60,"st":0,"ks":{"p":{"a":0,"k":[7,9]}}}]}],
             "layers":[{"ty":0,"nm":"Palette","refId":"c1","ind":1,"ip":0,"op":60,"st":0,"w":50,"h":40,"ks":{}},
                       {"ty":3,"nm":"R","ind":2,"ip":0,"op":60,"st":0,"ks":{"p":{"a":0,"k":[0,0],"x":"var $bm_rt;\n$bm_rt = $bm_sum(comp('Palette').layer('Inner').transform.position, [comp('Palette').numLayers, 0]);"}}}]}
            """#
        let doc = try LottieDocument(data: Data(json.utf8))
        XCTAssertEqual(position(doc, layer: 1, at: 0), [8, 9])
        XCTAssertEqual(doc.expressionWarnings, [])
    }

    func testValueAtTimeKeysAndVelocity() throws {
        func at(_ e: String, _ frame: Double) throws -> [Double] {
            position(try document("[" + layer("A", index: 1, position: keyedPosition(e)) + "]"), at: frame)
        }
        XCTAssertEqual(try at("valueAtTime(time + 0.1)", 3)[0], 60, accuracy: 1e-9) // frame 6
        XCTAssertEqual(try at("thisProperty.valueAtTime(0)", 9)[0], 0, accuracy: 1e-9)
        XCTAssertEqual(try at("[numKeys, key(2).time * 30, key(2).value[0]]", 0), [2, 10]) // 2-D: third element dropped
        XCTAssertEqual(try at("[nearestKey(0.3).index, 0]", 0), [2, 0]) // frame 9 is nearer key 2
        XCTAssertEqual(try at("[velocityAtTime(0.1)[0], 0]", 0)[0], 300, accuracy: 1e-6) // 10 px per frame
        XCTAssertEqual(try at("thisComp.layer('A').transform.position.valueAtTime(1/3)", 0)[0], 100, accuracy: 1e-9)
    }

    func testToCompAndFromComp() throws {
        let parent = layer("P", index: 1, position: #"{"a":0,"k":[100,50]}"#, rotation: #"{"a":0,"k":90}"#)
        let child = #"{"ty":3,"nm":"C","ind":2,"parent":1,"ip":0,"op":60,"st":0,"ks":{"p":{"a":0,"k":[10,0]}}}"#
        let reader = layer("R", index: 3, position: #"{"a":0,"k":[0,0],"x":"var $bm_rt;\n$bm_rt = thisComp.layer('C').toComp([0, 0]);"}"#)
        let doc = try document("[" + parent + "," + child + "," + reader + "]")
        let p = position(doc, layer: 2, at: 0)
        // The child's origin: (10, 0) rotated 90° (y down: to (0, 10)), then moved to (100, 50).
        XCTAssertEqual(p[0], 100, accuracy: 1e-9)
        XCTAssertEqual(p[1], 60, accuracy: 1e-9)
    }

    // MARK: The sandbox

    func testAnInfiniteLoopStopsWithinTheTimeLimit() throws {
        let doc = try document(
            "[" + layer("A", index: 1, position: #"{"a":0,"k":[5,6],"x":"var $bm_rt = 0;\nwhile (true) { $bm_rt++; }"}"#) + "]")
        XCTAssertEqual(position(doc, at: 3), [5, 6])
        XCTAssertEqual(doc.expressionWarnings.count, 1)
        XCTAssertEqual(
            doc.expressionWarnings.first, "layers[0].ks.p: expression failed (stopped after 0.25 s); static value used")
        // Stopped for good: the next frame does not run it again (no second wait).
        XCTAssertEqual(doc.expressions?.stoppedForGood, [0])
        let session = try XCTUnwrap(doc.expressions).withSession { ExpressionSession.current?.skipped }
        XCTAssertEqual(session, [0])
        XCTAssertEqual(position(doc, at: 4), [5, 6])
    }

    /// The expressions of one frame share a CPU-time budget: twelve that each loop until stopped
    /// (3 s) are refused once they pass 1 s, with one line, instead of rendering slowly.
    func testAFrameWhoseExpressionsPassTheBudgetIsRefused() throws {
        let loops = (1...12).map { layer("L\($0)", index: $0, position: #"{"a":0,"k":[5,6],"x":"while (true) {}"}"#) }
        let scene = LottieScene(document: try document("[" + loops.joined(separator: ",") + "]"), name: "loops")
        XCTAssertThrowsError(try scene.layerTree(atFrame: 0)) { e in
            let text = "\(e)"
            XCTAssert(text.hasPrefix("expressions took more than 1.0 s of CPU time in one frame ("), text)
            // Each stopped loop took its 0.25 s: the budget ran out after 4 or 5 of the 12.
            let n = Int(text.split(separator: "(").last?.split(separator: " ").first ?? "") ?? 0
            XCTAssert((4...6).contains(n), text)
        }
    }

    /// Without the budget (the library's own evaluation), every one runs to its time limit, one
    /// frame after another in the same engine. With JavaScriptCore's signal-based stop requests
    /// one of these loops ran forever about one run in two (now: polling traps, see `JSEngine`).
    func testTwelveLoopsInTurnAreEachStopped() throws {
        let loops = (1...12).map { layer("L\($0)", index: $0, position: #"{"a":0,"k":[5,6],"x":"while (true) {}"}"#) }
        let doc = try document("[" + loops.joined(separator: ",") + "]")
        for i in 0..<12 { XCTAssertEqual(position(doc, layer: i, at: 0), [5, 6]) }
        XCTAssertEqual(doc.expressionWarnings.count, 12)
    }

    /// A frame larger than 7680 × 4320 pixels (a 16384² canvas peaked at 11.9 GB) is refused
    /// when the renderer is made, naming the size.
    func testFramesOverThePixelBudgetAreRefused() throws {
        let json = #"{"v":"5","fr":10,"ip":0,"op":10,"w":16384,"h":16384,"layers":[]}"#
        let scene = LottieScene(document: try LottieDocument(data: Data(json.utf8)), name: "big")
        XCTAssertThrowsError(try scene.makeRenderer(options: SceneOptions(scale: 1))) { e in
            XCTAssertEqual("\(e)", "frames of 16384x16384 pixels are larger than 33 million pixels; use a smaller --scale")
        }
        XCTAssertNoThrow(try scene.makeRenderer(options: SceneOptions(scale: 0.25)))
    }

    func testThrowingAndWrongTypedExpressionsFallBackToTheStaticValue() throws {
        for e in [
            "throw new Error('no')", "undefinedName + 1", "'text'", "({})", "null", "[1, 'a']", "5", "[NaN, 1]", "[1e300, 1]",
            "syntax error here (",
            "new Array(100000)",
        ] {
            let x = e.replacingOccurrences(of: "'", with: "\\u0027")
            let doc = try document("[" + layer("A", index: 1, position: #"{"a":0,"k":[5,6],"x":"var $bm_rt;\n$bm_rt = \#(x);"}"#) + "]")
            XCTAssertEqual(position(doc, at: 0), [5, 6], e)
            XCTAssertEqual(position(doc, at: 1), [5, 6], e)
            XCTAssertEqual(doc.expressionWarnings.count, 1, e)
            XCTAssert(doc.expressionWarnings.first?.hasPrefix("layers[0].ks.p: expression failed") ?? false, e)
        }
        // A shorter array keeps the static components it does not give.
        let short = try document("[" + layer("A", index: 1, position: #"{"a":0,"k":[5,6,7],"x":"var $bm_rt;\n$bm_rt = [1, 2];"}"#) + "]")
        XCTAssertEqual(position(short, at: 0), [1, 2, 7])
    }

    func testNoStateSurvivesFromOneFrameToTheNext() throws {
        let source =
            #"var $bm_rt;\ncounter = (typeof counter === 'number' ? counter : 0) + 1;\nMath.k = (Math.k || 0) + 1;\nthisProperty.k = 5;\ntry { Array.prototype.x = 1; } catch (e) {}\n$bm_rt = [typeof counter === 'number' ? counter : 0, (Math.k || 0) + ([].x || 0) + (thisProperty.k || 0)];"#
        let doc = try document("[" + layer("A", index: 1, position: #"{"a":0,"k":[0,0],"x":"\#(source)"}"#) + "]")
        XCTAssertEqual(position(doc, at: 0), [0, 0])
        XCTAssertEqual(position(doc, at: 0), [0, 0])
        XCTAssertEqual(position(doc, at: 1), [0, 0])
        // No host objects beyond the globals we give.
        let probe = try document(
            "["
                + layer(
                    "A", index: 1,
                    position:
                        #"{"a":0,"k":[0,0],"x":"var $bm_rt;\n$bm_rt = [typeof require + typeof process + typeof XMLHttpRequest + typeof fetch === 'undefinedundefinedundefinedundefined' ? 1 : 0, 0];"}"#
                ) + "]")
        XCTAssertEqual(position(probe, at: 0), [1, 0])
    }

    func testSelfReferenceGetsTheStaticValue() throws {
        let doc = try document(
            "["
                + layer(
                    "A", index: 1,
                    position: #"{"a":0,"k":[3,4],"x":"var $bm_rt;\n$bm_rt = $bm_sum(thisComp.layer('A').transform.position, [1, 1]);"}"#)
                + "]")
        XCTAssertEqual(position(doc, at: 0), [4, 5])
    }

    func testManyThreadsAgreeWithOneThread() throws {
        let doc = try document(
            "["
                + layer(
                    "A", index: 1,
                    position: #"{"a":0,"k":[50,50],"x":"var $bm_rt;\n$bm_rt = $bm_sum(wiggle(2, 10), [linear(time, 0, 2, 0, 100), 0]);"}"#)
                + "]")
        let frames = (0..<60).map(Double.init)
        let serial = frames.map { position(doc, at: $0) }
        let results = Results(count: frames.count * 4)
        DispatchQueue.concurrentPerform(iterations: frames.count * 4) { i in
            let f = frames[(i * 7) % frames.count]
            results.set(i, doc.withExpressions { doc.layers[0].transform.position!.value(at: f) })
        }
        for i in 0..<(frames.count * 4) { XCTAssertEqual(results.get(i), serial[(i * 7) % frames.count]) }
    }

    func testTheCorpusExpressionsRunWithoutFailing() throws {
        // Every expression of the 13 corpus files that have them runs at the middle frame without
        // falling back (their fidelity is measured in FidelityTests).
        let dir = ProcessInfo.processInfo.environment["CLIPGEN_LOTTIE_DIR"] ?? "/work/shared/lottie"
        let files = [
            "rlottie/you_re_in_", "rlottie/intelia_logo_animation", "rlottie/dna", "rlottie/worm", "thorvg.example/16266",
            "thorvg.example/expressions/bicycle", "thorvg.example/expressions/wiggle", "thorvg.example/expressions/10151",
            "lottie-ios/Issues/issue_2330", "lottie-ios/LottieFiles/growth", "lottie-ios/LottieFiles/loading_gradient_strokes",
            "lottie-web/test/animations/starfish", "lottie-web/test/animations/lights",
        ]
        guard FileManager.default.fileExists(atPath: dir + "/corpus/" + files[0] + ".json") else {
            throw XCTSkip("corpus not found at \(dir)")
        }
        for name in files {
            let doc = try LottieDocument(contentsOf: dir + "/corpus/" + name + ".json")
            XCTAssertGreaterThan(doc.expressionCount, 0, name)
            let scene = LottieScene(document: doc, name: name, size: .init(64, 64))
            _ = try scene.layerTree(atFrame: (doc.inPoint + doc.outPoint) / 2)
            XCTAssertEqual(doc.expressionWarnings, [], name)
        }
    }
}

/// Results written from several threads.
private final class Results: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [[Double]]
    init(count: Int) { values = Array(repeating: [], count: count) }
    func set(_ i: Int, _ v: [Double]) {
        lock.lock()
        values[i] = v
        lock.unlock()
    }
    func get(_ i: Int) -> [Double] {
        lock.lock()
        defer { lock.unlock() }
        return values[i]
    }
}
