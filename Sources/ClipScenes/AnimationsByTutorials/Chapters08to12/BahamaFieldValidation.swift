import ClipAnimation
import ClipGeometry
import ClipRaster

/// `bahama-field-validation` (001/002 §2.7; book ch. 11 "Layer Springs": initialVelocity, mass,
/// stiffness, damping, "Specific layer properties"): "abc" is typed into the username field;
/// when the field ends editing with fewer than five characters it jumps (CASpringAnimation on
/// position.y: from y + 1, initialVelocity 100, mass 10, stiffness 1500, damping 50 — the last
/// two [C1], the seed's sections are empty) and its 3 pt border flashes red-orange → white
/// (a spring on borderColor, damping 7, stiffness 200); the model border colour is clear, so it
/// disappears when the flash ends.
///
/// ⚑ choices: the typing (a character every 0.25 s from 0.25 s) and a blinking caret; the field
/// ends editing because the finger taps the password field at 1.0 s (interaction script); the
/// field layer has corner radius 0, so the flash is a sharp rectangle over the rounded chrome;
/// clip 5 s (the jump settles at 1.0 + 3.58 s). The book's method runs on ClipUIKit
/// (`BahamaAirViewController.textFieldDidEndEditing`).
enum BahamaFieldValidation {
    static let endEditing = 1.0
    static let typed = "abc"
    static let flashColor = Color(r: 1.0, g: 0.27, b: 0.0)
    /// UIKit's default tint (the caret).
    static let caretColor = Color(r: 0, g: 122.0 / 255, b: 1)

    static let scene = EngineScene(
        id: "bahama-field-validation", title: "Bahama Air field validation: a position spring and a border flash",
        source: Chapters08to12.source(11), tags: [.spring, .text],
        keyTimes: [0.9, 1.15, 1.4, 2.0], duration: 5.0, background: BahamaArt.skyTop,
        script: InteractionScript([.tap(at: endEditing, point: BahamaStage.passwordFrame.center)]),
        build: build)

    /// The settled form, clouds drifting (the book's `animateCloud`), the scene's typing, and the
    /// book's `textFieldDidEndEditing(_:)` on `BahamaAirViewController` when the password is tapped.
    static func build(_ ctx: SceneContext) -> Layer {
        let vc = BahamaAirViewController(stage: BahamaStage(size: ctx.size, info: false))
        vc.animateCloud(layer: vc.cloud1.layer)
        vc.animateCloud(layer: vc.cloud2.layer)
        vc.animateCloud(layer: vc.cloud3.layer)
        vc.animateCloud(layer: vc.cloud4.layer)
        let stage = vc.stage
        let username = vc.username
        let text = username.textLayer
        let caret = LayerKit.box(Rect(7, 6, 2, 18), color: caretColor, radius: 1)
        caret.name = "caret"
        stage.username.addSublayer(caret)
        blink(caret)

        // Typing: the placeholder gives way to the characters, the caret follows.
        for i in 1...typed.count {
            after(0.25 * Double(i)) {
                let s = String(typed.prefix(i))
                username.text = s
                caret.position.x = 7 + TextLayout.advance(s, font: text.font, size: text.fontSize) + 2
            }
        }

        ctx.handlers.onTap = { p in
            guard stage.password.frame.contains(p) else { return }
            // The caret moves to the password field; the username field ends editing.
            caret.removeFromSuperlayer()
            caret.position.x = 8
            stage.password.addSublayer(caret)
            blink(caret)
            vc.textFieldDidEndEditing(username)
        }
        return stage.root
    }

    /// The caret blinks: on 0.5 s, off 0.5 s.
    static func blink(_ caret: Layer) {
        let b = KeyframeAnimation(keyPath: .opacity, scalars: [1, 0])
        b.calculationMode = .discrete
        b.duration = 1
        b.repeatCount = HUGE
        b.beginTime = currentMediaTime()
        caret.add(b, forKey: "blink")
    }
}
