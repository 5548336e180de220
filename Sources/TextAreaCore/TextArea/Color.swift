/// A platform-free sRGB colour with alpha, each component in 0...1.
public struct Color: Hashable, Sendable {
    /// The red component.
    public var red: Double
    /// The green component.
    public var green: Double
    /// The blue component.
    public var blue: Double
    /// The opacity: 0 is transparent, 1 opaque.
    public var alpha: Double

    /// Creates a colour from components in 0...1; values outside are clamped.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = min(max(red, 0), 1)
        self.green = min(max(green, 0), 1)
        self.blue = min(max(blue, 0), 1)
        self.alpha = min(max(alpha, 0), 1)
    }

    /// Creates an opaque colour from 8-bit components.
    public init(red8: UInt8, green8: UInt8, blue8: UInt8) {
        self.init(red: Double(red8) / 255, green: Double(green8) / 255, blue: Double(blue8) / 255)
    }

    /// Parses `#RRGGBB` or `#RRGGBBAA` (the `#` is optional); returns nil for anything else.
    public init?(hex: String) {
        var digits = Substring(hex)
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        guard digits.count == 6 || digits.count == 8,
            digits.allSatisfy(\.isHexDigit),
            let value = UInt32(digits, radix: 16)
        else { return nil }
        let rgba = digits.count == 6 ? (value << 8) | 0xFF : value
        self.init(
            red: Double((rgba >> 24) & 0xFF) / 255,
            green: Double((rgba >> 16) & 0xFF) / 255,
            blue: Double((rgba >> 8) & 0xFF) / 255,
            alpha: Double(rgba & 0xFF) / 255)
    }

    /// The components as 8-bit values (red, green, blue, alpha), rounded.
    public var rgba8: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        func byte(_ component: Double) -> UInt8 { UInt8((component * 255).rounded()) }
        return (byte(red), byte(green), byte(blue), byte(alpha))
    }

    /// The colour as `#RRGGBB` (alpha left out).
    public var hexString: String {
        let bytes = rgba8
        return "#"
            + [bytes.red, bytes.green, bytes.blue].map { byte in
                let text = String(byte, radix: 16, uppercase: true)
                return text.count == 1 ? "0" + text : text
            }.joined()
    }

    /// Opaque black.
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// Opaque white.
    public static let white = Color(red: 1, green: 1, blue: 1)
    /// The default placeholder colour: a light grey, as UIKit's placeholder text (#C7C7CD).
    public static let placeholderGray = Color(red8: 0xC7, green8: 0xC7, blue8: 0xCD)
}
