/// How a decoration looks: an underline (plain or wavy), a background and a text colour, none of which changes the
/// text or its layout.
public struct DecorationStyle: Hashable, Sendable {
    /// The line drawn under a decorated range.
    public enum Underline: Hashable, Sendable {
        /// A straight line below the baseline.
        case single
        /// A wavy line below the baseline, as spelling checkers draw.
        case wavy
    }

    /// The underline; nil draws none.
    public var underline: Underline?
    /// The underline's colour; nil draws it in the text's colour (``textColor`` when set, else the area's).
    public var underlineColor: Color?
    /// The colour filled behind the range, under the text and under the selection; nil fills nothing.
    public var backgroundColor: Color?
    /// The colour of the glyphs in the range; nil keeps the area's text colour.
    public var textColor: Color?

    /// Creates a style; every part is optional and absent by default.
    public init(
        underline: Underline? = nil, underlineColor: Color? = nil, backgroundColor: Color? = nil,
        textColor: Color? = nil
    ) {
        self.underline = underline
        self.underlineColor = underlineColor
        self.backgroundColor = backgroundColor
        self.textColor = textColor
    }

    /// A wavy red (#E01B24) underline, for misspelled words.
    public static let misspelled = DecorationStyle(
        underline: .wavy, underlineColor: Color(red8: 0xE0, green8: 0x1B, blue8: 0x24))
}
