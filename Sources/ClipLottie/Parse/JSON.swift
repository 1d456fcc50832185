import Foundation

/// A Lottie file that cannot be imported: the JSON path of the offending value and what is wrong,
/// as one line (`layers[3].shapes[1].ks.k: expected a number`).
public struct LottieError: Error, CustomStringConvertible, Sendable, Equatable {
    /// Where in the document (`layers[3].shapes[1].ks.k`); empty for the file as a whole.
    public let path: String
    /// What is wrong there.
    public let message: String

    /// An error at `path`.
    public init(path: String, _ message: String) {
        self.path = path; self.message = message
    }

    /// `path: message`, or the message alone for the whole file.
    public var description: String { path.isEmpty ? message : "\(path): \(message)" }
}

/// A value reached inside the parsed JSON, with the path it was reached by: every accessor that
/// finds the wrong type throws a `LottieError` naming that path.
struct JNode {
    let value: Any
    let path: String

    func error(_ message: String) -> LottieError { LottieError(path: path, message) }

    private func childPath(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    /// The member `key`, or nil when absent or JSON null. Throws when this is not an object.
    func optional(_ key: String) throws -> JNode? {
        guard let dict = value as? [String: Any] else { throw error("expected an object") }
        guard let v = dict[key] else { return nil }
        // Collections first: a class cast (`is NSNull`) of a Swift collection bridges the whole
        // subtree to Foundation, which made parsing quadratic.
        if !Self.isCollection(v) && v is NSNull { return nil }
        return JNode(value: v, path: childPath(key))
    }

    /// The member `key`; throws when absent.
    func required(_ key: String) throws -> JNode {
        guard let n = try optional(key) else { throw LottieError(path: childPath(key), "missing") }
        return n
    }

    /// Whether this value is an object.
    var isObject: Bool { value is [String: Any] }

    /// Whether `v` is a JSON array or object (checked without bridging to Foundation).
    static func isCollection(_ v: Any) -> Bool { v is [String: Any] || v is [Any] }

    /// The elements of an array.
    func array() throws -> [JNode] {
        guard let a = value as? [Any] else { throw error("expected an array") }
        return a.enumerated().map { JNode(value: $0.element, path: "\(path)[\($0.offset)]") }
    }

    /// Whether this value is an array.
    var isArray: Bool { value is [Any] }

    /// A finite number (JSON booleans read as 0 and 1, as bodymovin writes flags both ways).
    func number() throws -> Double {
        if Self.isCollection(value) || value is String { throw error("expected a number") }
        let d: Double
        if let n = value as? NSNumber {
            d = n.doubleValue
        } else if let b = value as? Bool {
            d = b ? 1 : 0
        } else {
            throw error("expected a number")
        }
        guard d.isFinite else { throw error("number out of range") }
        guard abs(d) <= 1e12 else { throw error("number out of range (\(d))") }
        return d
    }

    /// A whole number within ±2³¹ (fractions are truncated, as players do).
    func int() throws -> Int {
        let d = try number()
        guard abs(d) < 2_147_483_648 else { throw error("integer out of range") }
        return Int(d)
    }

    /// A string.
    func string() throws -> String {
        guard let s = value as? String else { throw error("expected a string") }
        return s
    }

    /// A number, or an array of numbers (as a vector).
    func numbers() throws -> [Double] {
        if value is [Any] { return try array().map { try $0.number() } }
        return [try number()]
    }

    /// Member `key` as a number, `fallback` when absent.
    func number(_ key: String, default fallback: Double) throws -> Double {
        try optional(key)?.number() ?? fallback
    }

    /// Member `key` as an optional number.
    func number(_ key: String) throws -> Double? { try optional(key)?.number() }

    /// Member `key` as an integer, `fallback` when absent.
    func int(_ key: String, default fallback: Int) throws -> Int { try optional(key)?.int() ?? fallback }

    /// Member `key` as an optional integer.
    func int(_ key: String) throws -> Int? { try optional(key)?.int() }

    /// Member `key` as a flag (true, false, 1 or 0), `fallback` when absent.
    func flag(_ key: String, default fallback: Bool = false) throws -> Bool {
        guard let n = try optional(key) else { return fallback }
        return try n.number() != 0
    }

    /// Member `key` as an optional string.
    func string(_ key: String) throws -> String? { try optional(key)?.string() }
}

/// The deepest nesting of arrays and objects in `data`, stopping early past `limit` (strings and
/// escapes skipped). Run before `JSONSerialization` so a deeply nested file is refused in linear
/// time, without recursion.
func jsonNestingDepth(_ data: Data, limit: Int) -> Int { jsonShape(data, depthLimit: limit).depth }

/// The deepest nesting of `data`'s arrays and objects (stopping once past `depthLimit`) and an
/// upper bound of its values: one per string, array, object and run of other characters between
/// separators (numbers, `true`, `false`, `null`). One pass, no allocation.
func jsonShape(_ data: Data, depthLimit: Int) -> (depth: Int, values: Int) {
    var depth = 0, deepest = 0, values = 0
    var inString = false, escaped = false, inScalar = false
    for byte in data {
        if inString {
            if escaped {
                escaped = false
            } else if byte == UInt8(ascii: "\\") {
                escaped = true
            } else if byte == UInt8(ascii: "\"") {
                inString = false
            }
            continue
        }
        switch byte {
        case UInt8(ascii: "\""):
            inString = true
            inScalar = false
            values += 1
        case UInt8(ascii: "["), UInt8(ascii: "{"):
            inScalar = false
            values += 1
            depth += 1
            if depth > deepest {
                deepest = depth
                if deepest > depthLimit { return (deepest, values) }
            }
        case UInt8(ascii: "]"), UInt8(ascii: "}"):
            inScalar = false
            depth -= 1
        case UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"):
            inScalar = false
        default:
            if !inScalar {
                inScalar = true
                values += 1
            }
        }
    }
    return (deepest, values)
}
