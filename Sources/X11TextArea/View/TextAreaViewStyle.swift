import TextAreaCore

/// The colours of a text area's box: its field, border, selection and scroll bar.
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
    /// The scroll bar's thin thumb, shown when the content overflows and the pointer is away from it.
    public var scrollIndicator: Color
    /// The scroll bar's trough, shown behind the widened thumb while the pointer is over the bar or drags it.
    public var scrollTrough: Color
    /// The widened thumb while the pointer is over the scroll bar.
    public var hoveredScrollIndicator: Color
    /// The thumb while it is being dragged.
    public var draggedScrollIndicator: Color

    /// Creates a style from its colours; the scroll bar's trough and widened thumb have light defaults.
    public init(
        background: Color, border: Color, focusedBorder: Color, selection: Color,
        inactiveSelection: Color, scrollIndicator: Color,
        scrollTrough: Color = Color(red8: 0xE8, green8: 0xE8, blue8: 0xE8),
        hoveredScrollIndicator: Color = Color(red8: 0x8C, green8: 0x8C, blue8: 0x8C),
        draggedScrollIndicator: Color = Color(red8: 0x6C, green8: 0x6C, blue8: 0x6C)
    ) {
        self.background = background
        self.border = border
        self.focusedBorder = focusedBorder
        self.selection = selection
        self.inactiveSelection = inactiveSelection
        self.scrollIndicator = scrollIndicator
        self.scrollTrough = scrollTrough
        self.hoveredScrollIndicator = hoveredScrollIndicator
        self.draggedScrollIndicator = draggedScrollIndicator
    }

    /// A plain desktop look: a white field, a grey border that turns blue while editing, a light blue selection.
    public static let standard = TextAreaViewStyle(
        background: .white,
        border: Color(red8: 0xB4, green8: 0xB4, blue8: 0xB4),
        focusedBorder: Color(red8: 0x35, green8: 0x84, blue8: 0xE4),
        selection: Color(red8: 0xB5, green8: 0xD5, blue8: 0xFF),
        inactiveSelection: Color(red8: 0xDD, green8: 0xDD, blue8: 0xDD),
        scrollIndicator: Color(red8: 0xA8, green8: 0xA8, blue8: 0xA8),
        scrollTrough: Color(red8: 0xEB, green8: 0xEB, blue8: 0xEB),
        hoveredScrollIndicator: Color(red8: 0x8A, green8: 0x8A, blue8: 0x8A),
        draggedScrollIndicator: Color(red8: 0x68, green8: 0x68, blue8: 0x68))
}

extension TextAreaViewStyle {
    /// A dark desktop look: a near-black field, a grey border that turns blue while editing, a deep blue selection.
    public static let dark = TextAreaViewStyle(
        background: Color(red8: 0x24, green8: 0x24, blue8: 0x24),
        border: Color(red8: 0x50, green8: 0x50, blue8: 0x50),
        focusedBorder: Color(red8: 0x35, green8: 0x84, blue8: 0xE4),
        selection: Color(red8: 0x1C, green8: 0x4E, blue8: 0x8A),
        inactiveSelection: Color(red8: 0x44, green8: 0x44, blue8: 0x44),
        scrollIndicator: Color(red8: 0x80, green8: 0x80, blue8: 0x80),
        scrollTrough: Color(red8: 0x33, green8: 0x33, blue8: 0x33),
        hoveredScrollIndicator: Color(red8: 0xA0, green8: 0xA0, blue8: 0xA0),
        draggedScrollIndicator: Color(red8: 0xC4, green8: 0xC4, blue8: 0xC4))
}
