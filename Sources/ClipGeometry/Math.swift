#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension Double {
    @usableFromInline static func sinImpl(_ x: Double) -> Double { sin(x) }
    @usableFromInline static func cosImpl(_ x: Double) -> Double { cos(x) }
}

/// Elementary functions in one place, so geometry code reads the same on every platform.
public enum GMath {
    @inlinable public static func sin(_ x: Double) -> Double { Double.sinImpl(x) }
    @inlinable public static func cos(_ x: Double) -> Double { Double.cosImpl(x) }
    public static func atan2(_ y: Double, _ x: Double) -> Double { _atan2(y, x) }
    public static func pow(_ x: Double, _ y: Double) -> Double { _pow(x, y) }
    public static func exp(_ x: Double) -> Double { _exp(x) }
    public static func tan(_ x: Double) -> Double { _tan(x) }
    public static func acos(_ x: Double) -> Double { _acos(x) }
    public static func asin(_ x: Double) -> Double { _asin(x) }
    public static func log(_ x: Double) -> Double { _log(x) }
    public static func cbrt(_ x: Double) -> Double { _cbrt(x) }
}

@usableFromInline func _atan2(_ y: Double, _ x: Double) -> Double { atan2(y, x) }
@usableFromInline func _pow(_ x: Double, _ y: Double) -> Double { pow(x, y) }
@usableFromInline func _exp(_ x: Double) -> Double { exp(x) }
@usableFromInline func _tan(_ x: Double) -> Double { tan(x) }
@usableFromInline func _acos(_ x: Double) -> Double { acos(x) }
@usableFromInline func _asin(_ x: Double) -> Double { asin(x) }
@usableFromInline func _log(_ x: Double) -> Double { log(x) }
@usableFromInline func _cbrt(_ x: Double) -> Double { cbrt(x) }
