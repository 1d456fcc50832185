@_exported import Foundation
import ClipAnimation
import ClipGeometry

// Foundation's own CGFloat, CGPoint, CGSize and CGRect are used as they are; these convert them
// to and from the engine's geometry.

extension CGPoint {
    init(_ p: Point) { self.init(x: p.x, y: p.y) }
    var engine: Point { Point(Double(x), Double(y)) }
}
extension CGSize {
    init(_ s: Size) { self.init(width: s.width, height: s.height) }
    var engine: Size { Size(Double(width), Double(height)) }
}
extension CGRect {
    init(_ r: Rect) { self.init(x: r.minX, y: r.minY, width: r.width, height: r.height) }
    var engine: Rect { Rect(Double(origin.x), Double(origin.y), Double(size.width), Double(size.height)) }
}

/// `CFTimeInterval`: seconds, as in Core Animation's timing properties.
public typealias CFTimeInterval = Double

/// A 2D affine transform (Core Graphics' `CGAffineTransform`): `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`.
public struct CGAffineTransform: Hashable, Sendable {
    /// The matrix entries.
    public var a, b, c, d, tx, ty: CGFloat
    /// A transform from its six entries.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }
    /// A transform from its six entries, unlabelled.
    public init(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat) {
        self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }
    /// The identity transform.
    public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }
    /// The identity transform.
    public static let identity = CGAffineTransform()
    /// A translation.
    public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }
    /// A scale.
    public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }
    /// A rotation by `angle` radians (positive turns x towards y: clockwise on screen).
    public init(rotationAngle angle: CGFloat) {
        let cs = CGFloat(cos(Double(angle))), sn = CGFloat(sin(Double(angle)))
        self.init(a: cs, b: sn, c: -sn, d: cs, tx: 0, ty: 0)
    }
    init(_ t: ClipGeometry.AffineTransform) { self.init(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty) }
    var engine: ClipGeometry.AffineTransform {
        AffineTransform(a: Double(a), b: Double(b), c: Double(c), d: Double(d), tx: Double(tx), ty: Double(ty))
    }
    /// True for the identity.
    public var isIdentity: Bool { self == .identity }
    /// `self` followed by `t2`.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform { CGAffineTransform(engine.concatenating(t2.engine)) }
    /// A translation applied before `self`.
    public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: x, y: y).concatenating(self)
    }
    /// A scale applied before `self`.
    public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform { CGAffineTransform(scaleX: x, y: y).concatenating(self) }
    /// A rotation applied before `self`.
    public func rotated(by angle: CGFloat) -> CGAffineTransform { CGAffineTransform(rotationAngle: angle).concatenating(self) }
    /// The inverse (`self` unchanged when it is not invertible, as Core Graphics).
    public func inverted() -> CGAffineTransform { engine.inverted.map(CGAffineTransform.init) ?? self }
}

extension CGPoint {
    /// The point mapped by `t`.
    public func applying(_ t: CGAffineTransform) -> CGPoint { CGPoint(t.engine.apply(engine)) }
}
extension CGSize {
    /// The size mapped by `t` (a vector: no translation).
    public func applying(_ t: CGAffineTransform) -> CGSize {
        let v = t.engine.applyToVector(Point(Double(width), Double(height)))
        return CGSize(width: v.x, height: v.y)
    }
}
extension CGRect {
    /// The bounding box of the rectangle mapped by `t`.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        let e = t.engine
        let ps = [Point(minX, minY), Point(maxX, minY), Point(minX, maxY), Point(maxX, maxY)].map { e.apply($0) }
        let xs = ps.map(\.x), ys = ps.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}

/// Core Graphics' function spelling of the affine constructors.
public func CGAffineTransformMakeScale(_ sx: CGFloat, _ sy: CGFloat) -> CGAffineTransform { CGAffineTransform(scaleX: sx, y: sy) }
/// Core Graphics' function spelling of `CGAffineTransform(rotationAngle:)`.
public func CGAffineTransformMakeRotation(_ a: CGFloat) -> CGAffineTransform { CGAffineTransform(rotationAngle: a) }
/// Core Graphics' function spelling of `CGAffineTransform(translationX:y:)`.
public func CGAffineTransformMakeTranslation(_ x: CGFloat, _ y: CGFloat) -> CGAffineTransform {
    CGAffineTransform(translationX: x, y: y)
}
/// The identity affine transform (`CGAffineTransform.identity`).
public let CGAffineTransformIdentity = CGAffineTransform.identity

/// A 4×4 homogeneous transform (Core Animation's `CATransform3D`), row vectors: `m41…m43` translate,
/// `m34 = −1/d` gives perspective.
public struct CATransform3D: Hashable, Sendable {
    /// Row 1.
    public var m11, m12, m13, m14: CGFloat
    /// Row 2.
    public var m21, m22, m23, m24: CGFloat
    /// Row 3 (`m34` is the perspective entry).
    public var m31, m32, m33, m34: CGFloat
    /// Row 4 (translation).
    public var m41, m42, m43, m44: CGFloat
    /// The identity.
    public init() {
        m11 = 1; m12 = 0; m13 = 0; m14 = 0; m21 = 0; m22 = 1; m23 = 0; m24 = 0
        m31 = 0; m32 = 0; m33 = 1; m34 = 0; m41 = 0; m42 = 0; m43 = 0; m44 = 1
    }
    /// A transform from its sixteen entries.
    public init(
        m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
        m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat, m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
    ) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14; self.m21 = m21; self.m22 = m22; self.m23 = m23
        self.m24 = m24; self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34; self.m41 = m41; self.m42 = m42
        self.m43 = m43; self.m44 = m44
    }
    init(_ t: Transform3D) {
        self.init(
            m11: t.m11, m12: t.m12, m13: t.m13, m14: t.m14, m21: t.m21, m22: t.m22, m23: t.m23, m24: t.m24,
            m31: t.m31, m32: t.m32, m33: t.m33, m34: t.m34, m41: t.m41, m42: t.m42, m43: t.m43, m44: t.m44)
    }
    var engine: Transform3D {
        Transform3D(rowMajor: [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44].map { Double($0) })
    }
}

/// The identity transform.
public let CATransform3DIdentity = CATransform3D()
/// True when `t` is the identity.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }
/// True when `a` and `b` are equal.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }
/// A translation by (tx, ty, tz).
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3D(Transform3D(translationX: Double(tx), y: Double(ty), z: Double(tz)))
}
/// A scale by (sx, sy, sz).
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3D(Transform3D(scaleX: Double(sx), y: Double(sy), z: Double(sz)))
}
/// A rotation by `angle` radians about the vector (x, y, z).
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    CATransform3D(Transform3D(rotationAngle: Double(angle), x: Double(x), y: Double(y), z: Double(z)))
}
/// `t` preceded by a translation.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}
/// `t` preceded by a scale.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}
/// `t` preceded by a rotation.
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}
/// `a` followed by `b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    CATransform3D(a.engine.concatenating(b.engine))
}
/// The inverse of `t` (`t` itself when it is not invertible, as Core Animation).
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D { t.engine.inverted.map(CATransform3D.init) ?? t }
/// The 3D form of an affine transform.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D { CATransform3D(Transform3D(m.engine)) }
/// True when `t` is affine (it can be written as a `CGAffineTransform`).
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool { t.engine.isAffine }
/// The affine part of `t`.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform { CGAffineTransform(t.engine.affine) }

/// Core Animation's boxed values (`NSValue(cgPoint:)`, `NSValue(caTransform3D:)`, …) for `fromValue`,
/// `toValue` and `values`. (Foundation's `NSValue` on Linux cannot box these structs; this one can.)
public final class NSValue: Hashable, CustomStringConvertible {
    let value: AnimValue
    init(value: AnimValue) { self.value = value }
    /// A boxed point.
    public convenience init(cgPoint: CGPoint) { self.init(value: .point(cgPoint.engine)) }
    /// A boxed size.
    public convenience init(cgSize: CGSize) { self.init(value: .size(cgSize.engine)) }
    /// A boxed rectangle.
    public convenience init(cgRect rect: CGRect) { self.init(value: .rect(rect.engine)) }
    /// A boxed 3D transform.
    public convenience init(caTransform3D: CATransform3D) { self.init(value: .transform(caTransform3D.engine)) }
    /// A boxed affine transform.
    public convenience init(cgAffineTransform: CGAffineTransform) { self.init(value: .transform(Transform3D(cgAffineTransform.engine))) }
    /// The point (zero when the box holds something else).
    public var cgPointValue: CGPoint { value.point.map(CGPoint.init) ?? .zero }
    /// The size (zero when the box holds something else).
    public var cgSizeValue: CGSize { value.size.map(CGSize.init) ?? .zero }
    /// The rectangle (zero when the box holds something else).
    public var cgRectValue: CGRect { value.rect.map(CGRect.init) ?? .zero }
    /// The 3D transform (identity when the box holds something else).
    public var caTransform3DValue: CATransform3D { value.transform.map(CATransform3D.init) ?? CATransform3DIdentity }
    /// Equal boxes hold equal values.
    public static func == (a: NSValue, b: NSValue) -> Bool { a.value == b.value }
    /// Hashes the boxed value.
    public func hash(into h: inout Hasher) { h.combine(value) }
    /// The boxed value, described.
    public var description: String { "NSValue(\(value))" }
}
