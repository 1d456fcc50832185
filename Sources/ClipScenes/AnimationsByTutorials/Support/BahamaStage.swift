import ClipAnimation
import ClipGeometry
import ClipRaster

/// The Bahama Air login screen shared by the ch. 8–12 scenes (001/002 §2.0; layout [C1], the
/// storyboard on a 375 × 667 pt iPhone): sky, four clouds, the "Bahama Login" heading, two
/// rounded-rect text fields, the info label, the green "Log In" button with its (hidden)
/// spinner, and the (hidden) status banner. Built once per frame by `BahamaStage(size:)`; the
/// scenes then animate its layers the way the book's view controller does.
///
/// Draw order (back → front): background, clouds 1–4, heading, (balloons go just below the
/// username field), username, password, info, loginButton, status.
final class BahamaStage {
    // MARK: Layout [C1]

    static let size = Size(375, 667)
    static let headingFrame = Rect(81, 87, 214, 34)
    static let usernameFrame = Rect(46, 149, 282, 30)
    static let passwordFrame = Rect(46, 194, 282, 30)
    static let loginButtonFrame = Rect(70, 250, 234, 52)
    /// `CGRect(x: 0, y: loginButton.center.y + 60, width: view.frame.size.width, height: 30)` [S1].
    static let infoFrame = Rect(0, 336, 375, 30)
    /// Cloud frames; cloud 2's 138 × 49 image is drawn into 158 × 49.
    static let cloudFrames = [Rect(-120, 131, 159, 50), Rect(217, 155, 158, 49), Rect(252, 370, 74, 35), Rect(20, 398, 115, 50)]
    /// Spinner frame in button coordinates (hidden until a tap).
    static let spinnerFrame = Rect(-20, 6, 20, 20)

    // MARK: Colours and strings

    /// Storyboard button background (0.4996, 0.8036, 0.2857) [C1].
    static let buttonGreen = Color(r: 0.4996, g: 0.8036, b: 0.2857)
    /// Button title = tint colour (0, 0.56, 0) [C1].
    static let buttonTitle = Color(r: 0, g: 0.56, b: 0)
    /// ⚑ the storyboard's typo "Banama Login" is not reproduced.
    static let headingText = "Bahama Login"
    static let infoText = "Tap on a field and enter username and password"

    // MARK: Layers

    let root: Layer
    let background: Layer
    let clouds: [ShapeLayer]
    let heading: TextLayer
    let username: Layer
    let password: Layer
    let info: TextLayer
    let loginButton: Layer
    let spinner: ReplicatorLayer
    let status: Layer
    let statusLabel: TextLayer

    /// The stage on a canvas of `size` (375 × 667 for every Bahama scene). `info` adds the ch. 9
    /// info label (below the login button).
    init(size: Size = BahamaStage.size, info withInfo: Bool = true) {
        root = Layer(frame: Rect(0, 0, size.width, size.height))
        background = BahamaArt.background(size: size)
        root.addSublayer(background)
        background.backdrop(wholeLayer: true) // the sky, sand and palm are scenery behind the login screen

        clouds = Self.cloudFrames.enumerated().map { i, f in
            let c = BahamaArt.cloud(frame: f, variant: i)
            c.name = "cloud\(i + 1)"
            return c
        }
        for c in clouds { root.addSublayer(c) }

        heading = BahamaArt.label(Self.headingText, frame: Self.headingFrame, size: 28, color: .white, font: BahamaArt.light)
        heading.name = "heading"
        root.addSublayer(heading)

        username = BahamaArt.textField(frame: Self.usernameFrame, placeholder: "Username")
        username.name = "username"
        root.addSublayer(username)
        password = BahamaArt.textField(frame: Self.passwordFrame, placeholder: "Password")
        password.name = "password"
        root.addSublayer(password)

        info = BahamaArt.label(Self.infoText, frame: Self.infoFrame, size: 12, color: .white)
        info.name = "info"
        if withInfo { root.addSublayer(info) }

        loginButton = LayerKit.box(Self.loginButtonFrame, color: Self.buttonGreen, radius: 8)
        loginButton.name = "loginButton"
        let title = BahamaArt.label(
            "Log In", frame: Rect(0, 0, Self.loginButtonFrame.width, Self.loginButtonFrame.height),
            size: 28, color: Self.buttonTitle, font: BahamaArt.medium)
        title.name = "loginTitle"
        loginButton.addSublayer(title)
        spinner = BahamaArt.spinner(frame: Self.spinnerFrame)
        spinner.opacity = 0
        loginButton.addSublayer(spinner)
        root.addSublayer(loginButton)

        (status, statusLabel) = BahamaArt.banner(center: loginButton.position)
        status.isHidden = true
        root.addSublayer(status)
    }

    /// The text fields' title row, for the scenes that animate "the form".
    var fields: [Layer] { [username, password] }
}
