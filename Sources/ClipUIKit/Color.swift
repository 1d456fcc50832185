import ClipAnimation
import ClipGeometry
import ClipImage
import ClipRaster

/// A colour value (Core Graphics' `CGColor`), sRGB with alpha.
public final class CGColor: Hashable, CustomStringConvertible, @unchecked Sendable {
    let color: Color
    init(_ color: Color) { self.color = color }
    /// An sRGB colour from 0…1 components.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(Color(r: Double(red), g: Double(green), b: Double(blue), a: Double(alpha)))
    }
    /// A grey from 0…1.
    public convenience init(gray: CGFloat, alpha: CGFloat) { self.init(red: gray, green: gray, blue: gray, alpha: alpha) }
    /// Red, green, blue and alpha, 0…1.
    public var components: [CGFloat]? { [CGFloat(color.r), CGFloat(color.g), CGFloat(color.b), CGFloat(color.a)] }
    /// Four: red, green, blue, alpha.
    public var numberOfComponents: Int { 4 }
    /// The alpha, 0…1.
    public var alpha: CGFloat { CGFloat(color.a) }
    /// The same colour with another alpha.
    public func copy(alpha: CGFloat) -> CGColor? { CGColor(color.withAlpha(Double(alpha))) }
    /// Equal components.
    public static func == (a: CGColor, b: CGColor) -> Bool { a.color == b.color }
    /// Hashes the components.
    public func hash(into h: inout Hasher) { h.combine(color) }
    /// The components, described.
    public var description: String { "CGColor(r: \(color.r), g: \(color.g), b: \(color.b), a: \(color.a))" }
    /// Opaque black.
    public static let black = CGColor(.black)
    /// Opaque white.
    public static let white = CGColor(.white)
    /// Transparent black.
    public static let clear = CGColor(.clear)
}

/// UIKit's colour (`UIColor`), sRGB with alpha; system colours have iOS's light-mode values.
open class UIColor: Hashable, CustomStringConvertible, @unchecked Sendable {
    let color: Color
    init(_ color: Color) { self.color = color }
    /// An sRGB colour from 0…1 components.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        color = Color(r: Double(red), g: Double(green), b: Double(blue), a: Double(alpha))
    }
    /// A grey from 0…1.
    public convenience init(white: CGFloat, alpha: CGFloat) { self.init(red: white, green: white, blue: white, alpha: alpha) }
    /// A colour from hue, saturation and brightness, 0…1 each.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (Double(hue).truncatingRemainder(dividingBy: 1) + 1).truncatingRemainder(dividingBy: 1) * 6
        let s = min(max(Double(saturation), 0), 1), v = min(max(Double(brightness), 0), 1)
        let i = Int(h.rounded(.down)) % 6, f = h - h.rounded(.down)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let rgb: (Double, Double, Double) = [(v, t, p), (q, v, p), (p, v, t), (p, q, v), (t, p, v), (v, p, q)][i]
        self.init(red: rgb.0, green: rgb.1, blue: rgb.2, alpha: alpha)
    }
    /// The colour of a `CGColor`.
    public convenience init(cgColor: CGColor) { self.init(cgColor.color) }
    /// A colour from a pattern image: not supported (its average is not computed); draws mid grey.
    @available(*, unavailable, message: "pattern colours are not supported: use a CALayer with contents = image.cgImage")
    public convenience init(patternImage image: UIImage) { self.init(white: 0.5, alpha: 1) }
    /// The Core Graphics colour.
    public var cgColor: CGColor { CGColor(color) }
    /// The same colour with another alpha.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor { UIColor(color.withAlpha(Double(alpha))) }
    /// Reads the components; true (always sRGB).
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?, blue: UnsafeMutablePointer<CGFloat>?,
        alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        red?.pointee = CGFloat(color.r); green?.pointee = CGFloat(color.g); blue?.pointee = CGFloat(color.b)
        alpha?.pointee = CGFloat(color.a)
        return true
    }
    /// Equal components.
    public static func == (a: UIColor, b: UIColor) -> Bool { a.color == b.color }
    /// Hashes the components.
    public func hash(into h: inout Hasher) { h.combine(color) }
    /// The components, described.
    public var description: String { "UIColor(r: \(color.r), g: \(color.g), b: \(color.b), a: \(color.a))" }

    static func rgb(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> UIColor { UIColor(Color(r: r, g: g, b: b, a: a)) }
    static func hex(_ v: UInt32) -> UIColor { UIColor(Color(hex: v)) }
    /// Opaque black.
    open class var black: UIColor { rgb(0, 0, 0) }
    /// 1/3 white.
    open class var darkGray: UIColor { rgb(1 / 3, 1 / 3, 1 / 3) }
    /// 2/3 white.
    open class var lightGray: UIColor { rgb(2 / 3, 2 / 3, 2 / 3) }
    /// Opaque white.
    open class var white: UIColor { rgb(1, 1, 1) }
    /// Half white.
    open class var gray: UIColor { rgb(0.5, 0.5, 0.5) }
    /// Pure red.
    open class var red: UIColor { rgb(1, 0, 0) }
    /// Pure green.
    open class var green: UIColor { rgb(0, 1, 0) }
    /// Pure blue.
    open class var blue: UIColor { rgb(0, 0, 1) }
    /// Cyan (0, 1, 1).
    open class var cyan: UIColor { rgb(0, 1, 1) }
    /// Yellow (1, 1, 0).
    open class var yellow: UIColor { rgb(1, 1, 0) }
    /// Magenta (1, 0, 1).
    open class var magenta: UIColor { rgb(1, 0, 1) }
    /// Orange (1, 0.5, 0).
    open class var orange: UIColor { rgb(1, 0.5, 0) }
    /// Purple (0.5, 0, 0.5).
    open class var purple: UIColor { rgb(0.5, 0, 0.5) }
    /// Brown (0.6, 0.4, 0.2).
    open class var brown: UIColor { rgb(0.6, 0.4, 0.2) }
    /// Transparent black.
    open class var clear: UIColor { rgb(0, 0, 0, 0) }
    /// iOS system blue (light mode, #007AFF).
    open class var systemBlue: UIColor { hex(0x007AFF) }
    /// iOS system green (light mode, #34C759).
    open class var systemGreen: UIColor { hex(0x34C759) }
    /// iOS system indigo (light mode, #5856D6).
    open class var systemIndigo: UIColor { hex(0x5856D6) }
    /// iOS system orange (light mode, #FF9500).
    open class var systemOrange: UIColor { hex(0xFF9500) }
    /// iOS system pink (light mode, #FF2D55).
    open class var systemPink: UIColor { hex(0xFF2D55) }
    /// iOS system purple (light mode, #AF52DE).
    open class var systemPurple: UIColor { hex(0xAF52DE) }
    /// iOS system red (light mode, #FF3B30).
    open class var systemRed: UIColor { hex(0xFF3B30) }
    /// iOS system teal (light mode, #30B0C7).
    open class var systemTeal: UIColor { hex(0x30B0C7) }
    /// iOS system yellow (light mode, #FFCC00).
    open class var systemYellow: UIColor { hex(0xFFCC00) }
    /// iOS system mint (light mode, #00C7BE).
    open class var systemMint: UIColor { hex(0x00C7BE) }
    /// iOS system cyan (light mode, #32ADE6).
    open class var systemCyan: UIColor { hex(0x32ADE6) }
    /// iOS system brown (light mode, #A2845E).
    open class var systemBrown: UIColor { hex(0xA2845E) }
    /// iOS system grey (light mode, #8E8E93).
    open class var systemGray: UIColor { hex(0x8E8E93) }
    /// iOS system grey 2 (light mode, #AEAEB2).
    open class var systemGray2: UIColor { hex(0xAEAEB2) }
    /// iOS system grey 3 (light mode, #C7C7CC).
    open class var systemGray3: UIColor { hex(0xC7C7CC) }
    /// iOS system grey 4 (light mode, #D1D1D6).
    open class var systemGray4: UIColor { hex(0xD1D1D6) }
    /// iOS system grey 5 (light mode, #E5E5EA).
    open class var systemGray5: UIColor { hex(0xE5E5EA) }
    /// iOS system grey 6 (light mode, #F2F2F7).
    open class var systemGray6: UIColor { hex(0xF2F2F7) }
    /// iOS background (light mode: white).
    open class var systemBackground: UIColor { rgb(1, 1, 1) }
    /// iOS secondary background (light mode, #F2F2F7).
    open class var secondarySystemBackground: UIColor { hex(0xF2F2F7) }
    /// iOS label colour (light mode: black).
    open class var label: UIColor { rgb(0, 0, 0) }
    /// iOS secondary label colour (light mode: #3C3C43 at 60 %).
    open class var secondaryLabel: UIColor { UIColor(Color(hex: 0x3C3C43, alpha: 0.6)) }
    /// iOS separator (light mode: #3C3C43 at 29 %).
    open class var separator: UIColor { UIColor(Color(hex: 0x3C3C43, alpha: 0.29)) }
    /// iOS tint (system blue).
    open class var tintColor: UIColor { systemBlue }
}

/// A font for `UILabel`, `UIButton` and `CATextLayer` (`UIFont`). Any family name resolves through
/// fontconfig; Apple's own families (Helvetica, Helvetica Neue, San Francisco, Avenir, …) map to the
/// default face (Inter, else DejaVu Sans) at the weight the name says (`-Thin`, `-Light`, `-Bold`, …).
open class UIFont: Hashable, @unchecked Sendable {
    /// The name asked for.
    public let fontName: String
    /// Size in points.
    public let pointSize: CGFloat
    let descriptor: FontDescriptor

    init(name: String, size: CGFloat, descriptor: FontDescriptor) {
        fontName = name; pointSize = size; self.descriptor = descriptor
    }
    /// A font by PostScript or family name (never nil: unknown names fall back to the default face).
    public convenience init?(name: String, size: CGFloat) {
        self.init(name: name, size: size, descriptor: UIFont.descriptor(forName: name))
    }
    /// The system font at a size.
    open class func systemFont(ofSize size: CGFloat) -> UIFont { systemFont(ofSize: size, weight: .regular) }
    /// The system font at a size and weight.
    open class func systemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        UIFont(name: ".SFUI", size: size, descriptor: FontDescriptor(weight: weight.engine))
    }
    /// The bold system font.
    open class func boldSystemFont(ofSize size: CGFloat) -> UIFont { systemFont(ofSize: size, weight: .bold) }
    /// The italic system font.
    open class func italicSystemFont(ofSize size: CGFloat) -> UIFont {
        UIFont(name: ".SFUI-Italic", size: size, descriptor: FontDescriptor(italic: true))
    }
    /// The same face at another size.
    public func withSize(_ size: CGFloat) -> UIFont { UIFont(name: fontName, size: size, descriptor: descriptor) }
    /// Equal name and size.
    public static func == (a: UIFont, b: UIFont) -> Bool { a.fontName == b.fontName && a.pointSize == b.pointSize }
    /// Hashes name and size.
    public func hash(into h: inout Hasher) { h.combine(fontName); h.combine(pointSize) }

    /// Font weights (`UIFont.Weight`).
    public struct Weight: Hashable, Sendable {
        let engine: FontDescriptor.Weight
        /// Ultra-light / thin.
        public static let ultraLight = Weight(engine: .thin)
        /// Thin.
        public static let thin = Weight(engine: .thin)
        /// Light.
        public static let light = Weight(engine: .light)
        /// Regular.
        public static let regular = Weight(engine: .regular)
        /// Medium.
        public static let medium = Weight(engine: .medium)
        /// Semibold.
        public static let semibold = Weight(engine: .semibold)
        /// Bold.
        public static let bold = Weight(engine: .bold)
        /// Heavy.
        public static let heavy = Weight(engine: .extraBold)
        /// Black.
        public static let black = Weight(engine: .black)
    }

    static let appleFamilies = ["helvetica", "helveticaneue", "sfui", ".sfui", "sfpro", "avenir", "avenirnext", "arial", "system"]
    static func descriptor(forName name: String) -> FontDescriptor {
        let parts = name.split(separator: "-", maxSplits: 1).map { $0.lowercased() }
        let family = parts.first ?? "", style = parts.count > 1 ? parts[1] : ""
        var weight = FontDescriptor.Weight.regular
        for (k, w) in [
            ("ultralight", FontDescriptor.Weight.thin), ("thin", .thin), ("light", .light), ("medium", .medium),
            ("semibold", .semibold), ("demibold", .semibold), ("heavy", .extraBold), ("black", .black), ("bold", .bold),
        ] where style.contains(k) {
            weight = w
            break
        }
        let italic = style.contains("italic") || style.contains("oblique")
        let key = family.replacingOccurrences(of: " ", with: "")
        if appleFamilies.contains(key) || key.hasPrefix("sf") || key.hasPrefix(".") {
            return FontDescriptor(weight: weight, italic: italic)
        }
        return FontDescriptor(family: String(name.split(separator: "-").first ?? ""), weight: weight, italic: italic)
    }
}

/// A decoded bitmap (Core Graphics' `CGImage`).
public final class CGImage: @unchecked Sendable {
    let pixmap: Pixmap
    init(_ pixmap: Pixmap) { self.pixmap = pixmap }
    /// Width in pixels.
    public var width: Int { pixmap.width }
    /// Height in pixels.
    public var height: Int { pixmap.height }
}

/// An image (`UIImage`): PNG or JPEG files, decoded by clipgen's image module.
open class UIImage: @unchecked Sendable {
    /// The bitmap.
    public let cgImage: CGImage?
    /// Points per pixel divisor (1, or 2/3 for `@2x`/`@3x` files).
    public let scale: CGFloat
    /// An image from a bitmap.
    public init(cgImage: CGImage) { self.cgImage = cgImage; scale = 1 }
    /// An image from a bitmap with `scale` pixels per point.
    public init(cgImage: CGImage, scale: CGFloat) {
        self.cgImage = cgImage
        self.scale = scale
    }
    /// An image file by name, looked up in the working directory and its `Resources`, `Assets` and
    /// `Images` folders, with `.png`, `@2x.png`, `.jpg` tried when the name has no extension; nil when missing.
    public convenience init?(named name: String) {
        let exts = (name as NSString).pathExtension.isEmpty ? ["@2x.png", ".png", "@3x.png", ".jpg", ".jpeg"] : [""]
        for dir in ["", "Resources/", "Assets/", "Images/"] {
            for ext in exts {
                let path = dir + name + ext
                if FileManager.default.fileExists(atPath: path) {
                    self.init(contentsOfFile: path)
                    return
                }
            }
        }
        return nil
    }
    /// An image file; nil when it cannot be read or decoded.
    public init?(contentsOfFile path: String) {
        guard let img = try? Image(contentsOfFile: path) else { return nil }
        cgImage = CGImage(img.pixmap)
        scale = path.contains("@3x") ? 3 : path.contains("@2x") ? 2 : 1
    }
    /// Size in points.
    public var size: CGSize {
        guard let c = cgImage else { return .zero }
        return CGSize(width: CGFloat(c.width) / scale, height: CGFloat(c.height) / scale)
    }
}
