import ClipAnimation
import ClipRaster
import ClipTestSupport
import Foundation
import XCTest

@testable import ClipLottie

/// `LottieRenderer.renderUnlessRepeated`: a frame is skipped only when it has exactly the pixels of
/// the frame before, and a held pose is found.
final class RepeatedFrameLottieTests: XCTestCase {
    /// A red 10 × 10 solid sliding right over frames 0…10 of 30 (10 fps), then held; a hold
    /// keyframe jumps it at frame 20.
    static let json = """
        {"v":"5","fr":10,"ip":0,"op":30,"w":40,"h":20,"layers":[
         {"ty":1,"sc":"#ff0000","sw":10,"sh":10,"ip":0,"op":30,"st":0,"ks":{
          "a":{"a":0,"k":[0,0]},
          "p":{"a":1,"k":[
            {"t":0,"s":[0,5],"i":{"x":[0.5],"y":[0.5]},"o":{"x":[0.5],"y":[0.5]}},
            {"t":10,"s":[20,5],"h":1},
            {"t":20,"s":[25,5],"h":1},
            {"t":30,"s":[25,5]}]}}}]}
        """

    func testRepeatsArePixelIdenticalAndHeldPosesAreFound() throws {
        let doc = try LottieDocument(data: Data(Self.json.utf8))
        let renderer = LottieRenderer(scene: LottieScene(document: doc, name: "t"), scale: 1, background: .white)
        let probe = Pixmap(width: 40, height: 20), current = Pixmap(width: 40, height: 20), previous = Pixmap(width: 40, height: 20)
        var repeated: [Int] = []
        let fps = 20.0 // twice the file's rate: every other frame of the slide repeats nothing, of the hold everything
        for i in 1..<60 {
            let t = Double(i) / fps, tp = Double(i - 1) / fps
            guard try renderer.renderUnlessRepeated(time: t, previous: tp, into: probe.view) else {
                XCTAssertEqual(probe.view.row(10)[0], 255, "a drawn frame is drawn")
                continue
            }
            repeated.append(i)
            try renderer.render(time: t, into: current.view)
            try renderer.render(time: tp, into: previous.view)
            let diff = ImageDiff(current.view, previous.view)
            XCTAssertTrue(diff.sizeMatches && diff.maxDelta == 0, "frame \(i) reported as a repeat but differs")
        }
        // Frames 0…20 (file frames 0…10) move; 21…40 hold except the jump at 40 (file frame 20).
        XCTAssertFalse(repeated.contains(where: { $0 <= 20 }), "moving frames are drawn: \(repeated)")
        XCTAssertFalse(repeated.contains(40), "the hold keyframe's jump is drawn")
        XCTAssertTrue(Set(21..<40).isSubset(of: Set(repeated)), "the held pose is skipped: \(repeated)")
    }
}
