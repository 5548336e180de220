/// A platform-free font description: a family pattern, a size, a weight and whether it is italic.
///
/// Measurers and renderers interpret it; the X11 front end turns ``pattern``
/// into a fontconfig pattern. The core never opens a font.
public struct Font: Hashable, Sendable {
    /// How heavy the strokes are.
    public enum Weight: String, Hashable, Sendable {
        /// The regular (book) weight.
        case regular
        /// The bold weight.
        case bold
    }

    /// The family, or a comma-separated list of families, such as `"DejaVu Sans"` or `"sans-serif"`.
    public var family: String
    /// The size in points (1/72 inch); the renderer converts it with the screen's DPI.
    public var size: Double
    /// The weight.
    public var weight: Weight
    /// Whether the face is slanted: the family's italic (or oblique) face.
    public var isItalic: Bool

    /// Creates a font description.
    public init(family: String = "sans-serif", size: Double = 12, weight: Weight = .regular, isItalic: Bool = false) {
        precondition(size > 0 && size.isFinite, "Font size must be positive and finite")
        self.family = family
        self.size = size
        self.weight = weight
        self.isItalic = isItalic
    }

    /// Parses a fontconfig-style pattern such as `"DejaVu Sans:size=12:bold"` or `"Monospace-10"`.
    ///
    /// Recognised: the family (before the first `:`), a `-size` suffix on the
    /// family, `size=`, `pixelsize=` (taken as points at 96 DPI), `bold`,
    /// `weight=bold`, `italic`, `oblique`, `slant=italic`, `slant=oblique`. Other properties are ignored. Returns nil when the
    /// pattern has no family or a size that is not a positive number.
    public init?(pattern: String) {
        let fields = pattern.split(separator: ":", omittingEmptySubsequences: false)
        guard var familyField = fields.first.map(String.init) else { return nil }
        var parsedSize: Double? = nil
        if let dash = familyField.lastIndex(of: "-"),
            let value = Double(familyField[familyField.index(after: dash)...])
        {
            parsedSize = value
            familyField = String(familyField[..<dash])
        }
        familyField = String(familyField.drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
        guard !familyField.isEmpty else { return nil }
        var parsedWeight = Weight.regular
        var parsedItalic = false
        for field in fields.dropFirst() {
            let parts = field.split(separator: "=", maxSplits: 1).map { $0.lowercased() }
            switch (parts.first ?? "", parts.count > 1 ? parts[1] : nil) {
            case ("size", let value?):
                guard let number = Double(value) else { return nil }
                parsedSize = number
            case ("pixelsize", let value?):
                guard let number = Double(value) else { return nil }
                parsedSize = number * 72 / 96
            case ("bold", nil), ("weight", "bold"):
                parsedWeight = .bold
            case ("italic", nil), ("oblique", nil), ("slant", "italic"), ("slant", "oblique"):
                parsedItalic = true
            default:
                continue
            }
        }
        let finalSize = parsedSize ?? 12
        guard finalSize > 0, finalSize.isFinite else { return nil }
        self.init(family: familyField, size: finalSize, weight: parsedWeight, isItalic: parsedItalic)
    }

    /// The description as a fontconfig pattern, such as `"DejaVu Sans:size=12:weight=bold:slant=italic"`.
    public var pattern: String {
        var text = "\(family):size=\(Self.format(size))"
        if weight == .bold { text += ":weight=bold" }
        if isItalic { text += ":slant=italic" }
        return text
    }

    /// The same family, weight and slant at another size.
    public func withSize(_ newSize: Double) -> Font {
        Font(family: family, size: newSize, weight: weight, isItalic: isItalic)
    }

    /// The default text font: sans-serif at 12 points.
    public static let standard = Font()

    private static func format(_ value: Double) -> String {
        // Only a whole number an Int holds prints without a fraction (a size of 1e20 is a valid Double).
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
