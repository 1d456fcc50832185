/// Numbers typed by people (command-line options, the studio's query parameters): decimal only.
package enum DecimalNumber {
    /// The value of `text` if it is a finite decimal number (`12`, `0.5`, `-2`, `.5`, `1e3`), else nil.
    /// Swift's own `Double("0x10")` reads hexadecimal floats (16), `inf` and `nan`; these are refused.
    package static func parse(_ text: some StringProtocol) -> Double? {
        var chars = Substring(text)
        if chars.first == "+" || chars.first == "-" { chars = chars.dropFirst() }
        let mantissa = chars.prefix { $0 != "e" && $0 != "E" }
        var exponent = chars.dropFirst(mantissa.count)
        let digits = mantissa.filter { $0 != "." }
        var ok = !digits.isEmpty && digits.allSatisfy(isASCIIDigit) && mantissa.filter { $0 == "." }.count <= 1
        if ok, !exponent.isEmpty {
            exponent = exponent.dropFirst()
            if exponent.first == "+" || exponent.first == "-" { exponent = exponent.dropFirst() }
            ok = !exponent.isEmpty && exponent.allSatisfy(isASCIIDigit)
        }
        guard ok, let value = Double(String(text)), value.isFinite else { return nil }
        return value
    }

    /// A whole number in decimal digits with an optional sign (`Int("+5")` also accepts the sign).
    package static func parseInt(_ text: some StringProtocol) -> Int? {
        var chars = Substring(text)
        if chars.first == "+" || chars.first == "-" { chars = chars.dropFirst() }
        guard !chars.isEmpty, chars.allSatisfy(isASCIIDigit) else { return nil }
        return Int(String(text))
    }

    /// `0` … `9` only (not other scripts' digits).
    private static func isASCIIDigit(_ c: Character) -> Bool { ("0"..."9").contains(c) }
}
