import TextAreaCore

/// The colours of a text area's box: its field, border, selection and scroll indicator.
///
/// The text, placeholder and caret take their colours from the `TextArea`
/// itself (`TextArea.textColor`, `TextArea.placeholderColor`). The
/// colours here fill rectangles and replace what is below them, so they
/// should be opaque.
public struct TextAreaViewStyle: Hashable, Sendable {
    /// The fill behind the text.
    public var background: Color
    /// The 1 px border while the area is not being edited.
    public var border: Color
    /// The 1 px border while the area is being edited.
    public var focusedBorder: Color
    /// The selection highlight while the area is being edited.
    public var selection: Color
    /// The selection highlight while the area is not being edited.
    public var inactiveSelection: Color
    /// The thumb of the scroll indicator shown when the content overflows.
    public var scrollIndicator: Color

    /// Creates a style from its colours.
    public init(
        background: Color, border: Color, focusedBorder: Color, selection: Color,
        inactiveSelection: Color, scrollIndicator: Color
    ) {
        self.background = background
        self.border = border
        self.focusedBorder = focusedBorder
        self.selection = selection
        self.inactiveSelection = inactiveSelection
        self.scrollIndicator = scrollIndicator
    }

    /// A plain desktop look: a white field, a grey border that turns blue while editing, a light blue selection.
    public static let standard = TextAreaViewStyle(
        background: .white,
        border: Color(red8: 0xB4, green8: 0xB4, blue8: 0xB4),
        focusedBorder: Color(red8: 0x35, green8: 0x84, blue8: 0xE4),
        selection: Color(red8: 0xB5, green8: 0xD5, blue8: 0xFF),
        inactiveSelection: Color(red8: 0xDD, green8: 0xDD, blue8: 0xDD),
        scrollIndicator: Color(red8: 0xA8, green8: 0xA8, blue8: 0xA8))
}

extension TextAreaViewStyle {
    /// A dark desktop look: a near-black field, a grey border that turns blue while editing, a deep blue selection.
    public static let dark = TextAreaViewStyle(
        background: Color(red8: 0x24, green8: 0x24, blue8: 0x24),
        border: Color(red8: 0x50, green8: 0x50, blue8: 0x50),
        focusedBorder: Color(red8: 0x35, green8: 0x84, blue8: 0xE4),
        selection: Color(red8: 0x1C, green8: 0x4E, blue8: 0x8A),
        inactiveSelection: Color(red8: 0x44, green8: 0x44, blue8: 0x44),
        scrollIndicator: Color(red8: 0x80, green8: 0x80, blue8: 0x80))
}
