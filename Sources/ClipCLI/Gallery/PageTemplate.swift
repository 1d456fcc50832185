/// Product text kept in its own files (`Resources/*.html`, compiled in with `.embedInCode`, linted
/// by `make lint-text`) with `{{name}}` slots that the CLI fills.
enum PageTemplate {
    /// `template` (UTF-8) with each `{{name}}` slot replaced by `values[name]`, in one pass: a filled
    /// value is never scanned again, so text from a scene cannot open a slot. A `{{` that does not
    /// name a value stays as it is.
    static func fill(_ template: [UInt8], _ values: [String: String]) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(template.count + values.values.reduce(0) { $0 + $1.utf8.count })
        let open = UInt8(ascii: "{")
        var i = 0
        while i < template.count {
            if template[i] == open, i + 1 < template.count, template[i + 1] == open,
                let end = closing(template, from: i + 2),
                let value = values[String(decoding: template[(i + 2)..<end], as: UTF8.self)]
            {
                out.append(contentsOf: value.utf8)
                i = end + 2
                continue
            }
            out.append(template[i])
            i += 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The index of the `}}` closing a slot name that starts at `start` (letters, digits and '-'
    /// only), or nil.
    static func closing(_ bytes: [UInt8], from start: Int) -> Int? {
        var j = start
        while j + 1 < bytes.count {
            let b = bytes[j]
            if b == UInt8(ascii: "}") { return bytes[j + 1] == UInt8(ascii: "}") && j > start ? j : nil }
            let isName =
                (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z"))
                || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) || b == UInt8(ascii: "-")
            guard isName, j - start < 64 else { return nil }
            j += 1
        }
        return nil
    }
}
