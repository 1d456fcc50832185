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
    /// Sine of `x` radians.
    @inlinable public static func sin(_ x: Double) -> Double { Double.sinImpl(x) }
    /// Cosine of `x` radians.
    @inlinable public static func cos(_ x: Double) -> Double { Double.cosImpl(x) }
    /// Angle of the vector (x, y) from +x, −π…π.
    public static func atan2(_ y: Double, _ x: Double) -> Double { _atan2(y, x) }
    /// `x` to the power `y`.
    public static func pow(_ x: Double, _ y: Double) -> Double { _pow(x, y) }
    /// e to the power `x`.
    public static func exp(_ x: Double) -> Double { _exp(x) }
    /// Tangent of `x` radians.
    public static func tan(_ x: Double) -> Double { _tan(x) }
    /// Arc cosine, radians 0…π.
    public static func acos(_ x: Double) -> Double { _acos(x) }
    /// Arc sine, radians −π/2…π/2.
    public static func asin(_ x: Double) -> Double { _asin(x) }
    /// Natural logarithm.
    public static func log(_ x: Double) -> Double { _log(x) }
    /// Cube root.
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
