extension Double {
    /// The value rounded to the nearest whole number and held to `Int32`'s range (0 when it is not a number), for X coordinates and sizes.
    ///
    /// `Int32(x)` traps on a value out of range; lengths scaled from numbers
    /// any client can set (`Xft.dpi`, a font's size) must not end the program.
    var roundedInt32: Int32 { Int32(Self.held(rounded(), Double(Int32.min), Double(Int32.max))) }

    /// The value rounded down and held to `Int32`'s range (0 when it is not a number).
    var flooredInt32: Int32 { Int32(Self.held(rounded(.down), Double(Int32.min), Double(Int32.max))) }

    /// The value rounded up and held to `Int32`'s range (0 when it is not a number).
    var ceiledInt32: Int32 { Int32(Self.held(rounded(.up), Double(Int32.min), Double(Int32.max))) }

    /// The value rounded to the nearest whole number and held to `Int16`'s range (0 when it is not a number), for the core protocol's 16-bit coordinates.
    var roundedInt16: Int16 { Int16(Self.held(rounded(), Double(Int16.min), Double(Int16.max))) }

    /// The value rounded down and held to `Int16`'s range (0 when it is not a number).
    var flooredInt16: Int16 { Int16(Self.held(rounded(.down), Double(Int16.min), Double(Int16.max))) }

    /// The value rounded to the nearest whole number and held to 0…`UInt16.max` (0 when it is not a number), for the core protocol's 16-bit sizes.
    var roundedUInt16: UInt16 { UInt16(Self.held(rounded(), 0, Double(UInt16.max))) }

    /// The value rounded to the nearest whole number and held to 0…`UInt32.max` (0 when it is not a number), for sizes.
    var roundedUInt32: UInt32 { UInt32(Self.held(rounded(), 0, Double(UInt32.max))) }

    /// The value rounded to the nearest whole number and held to ±2⁵³ (0 when it is not a number).
    var roundedInt: Int { Int(Self.held(rounded(), -9_007_199_254_740_992, 9_007_199_254_740_992)) }

    /// `value` within `lower...upper`, or 0 when it is NaN.
    @inline(__always)
    private static func held(_ value: Double, _ lower: Double, _ upper: Double) -> Double {
        value.isNaN ? 0 : Swift.min(Swift.max(value, lower), upper)
    }
}
