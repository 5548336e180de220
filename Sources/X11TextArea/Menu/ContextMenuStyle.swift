import TextAreaCore

/// The colours of the context menu: its fill, border, separators, labels and highlighted entry.
public struct ContextMenuStyle: Hashable, Sendable {
    /// The fill behind the entries.
    public var background: Color
    /// The 1 px border around the menu.
    public var border: Color
    /// The line between groups of entries.
    public var separator: Color
    /// An enabled entry's label.
    public var text: Color
    /// A disabled entry's label and shortcut.
    public var disabledText: Color
    /// An enabled entry's shortcut text.
    public var shortcutText: Color
    /// The fill behind the highlighted entry.
    public var highlight: Color
    /// The highlighted entry's label and shortcut.
    public var highlightedText: Color

    /// Creates a style from its colours.
    public init(
        background: Color, border: Color, separator: Color, text: Color, disabledText: Color, shortcutText: Color,
        highlight: Color, highlightedText: Color
    ) {
        self.background = background
        self.border = border
        self.separator = separator
        self.text = text
        self.disabledText = disabledText
        self.shortcutText = shortcutText
        self.highlight = highlight
        self.highlightedText = highlightedText
    }

    /// Dark labels on white, a blue highlight.
    public static let standard = ContextMenuStyle(
        background: Color(red8: 0xFF, green8: 0xFF, blue8: 0xFF),
        border: Color(red8: 0x9A, green8: 0x9A, blue8: 0x9A),
        separator: Color(red8: 0xDD, green8: 0xDD, blue8: 0xDD),
        text: Color(red8: 0x1A, green8: 0x1A, blue8: 0x1A),
        disabledText: Color(red8: 0xA6, green8: 0xA6, blue8: 0xA6),
        shortcutText: Color(red8: 0x76, green8: 0x76, blue8: 0x76),
        highlight: Color(red8: 0x35, green8: 0x84, blue8: 0xE4),
        highlightedText: Color(red8: 0xFF, green8: 0xFF, blue8: 0xFF))

    /// Light labels on a dark grey, the same blue highlight.
    public static let dark = ContextMenuStyle(
        background: Color(red8: 0x30, green8: 0x30, blue8: 0x30),
        border: Color(red8: 0x1B, green8: 0x1B, blue8: 0x1B),
        separator: Color(red8: 0x48, green8: 0x48, blue8: 0x48),
        text: Color(red8: 0xEE, green8: 0xEE, blue8: 0xEC),
        disabledText: Color(red8: 0x7A, green8: 0x7A, blue8: 0x7A),
        shortcutText: Color(red8: 0xA8, green8: 0xA8, blue8: 0xA8),
        highlight: Color(red8: 0x35, green8: 0x84, blue8: 0xE4),
        highlightedText: Color(red8: 0xFF, green8: 0xFF, blue8: 0xFF))
}
