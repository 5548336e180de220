import TextAreaCore

/// The colours of a whole window: its background, every area's box, text, placeholder and caret, the labels and the context menu.
///
/// A window applies its theme (``TextAreaWindow/appearance``) to every view
/// and label, including those added later. It replaces only the colours
/// still at the previous theme's values, so a colour the application chose
/// for one area or label stays. ``light`` holds exactly the defaults of
/// ``TextAreaWindow``, ``TextAreaView``, `TextArea` and ``TextLabel``.
public struct TextAreaTheme: Hashable, Sendable {
    /// The colour behind the views and labels (``TextAreaWindow/backgroundColor``).
    public var windowBackground: Color
    /// The colours of each area's box (``TextAreaView/style``).
    public var viewStyle: TextAreaViewStyle
    /// The colour of typed text (`TextArea.textColor`).
    public var textColor: Color
    /// The colour of placeholders (`TextArea.placeholderColor`).
    public var placeholderColor: Color
    /// The colour of carets (`TextArea.caretColor`); nil draws them in the text colour.
    public var caretColor: Color?
    /// The colour of labels (``TextLabel/color``).
    public var labelColor: Color
    /// The colours of the context menu (``TextAreaWindow/contextMenuStyle``).
    public var contextMenuStyle: ContextMenuStyle

    /// Creates a theme from its colours.
    public init(
        windowBackground: Color, viewStyle: TextAreaViewStyle, textColor: Color, placeholderColor: Color,
        caretColor: Color?, labelColor: Color, contextMenuStyle: ContextMenuStyle
    ) {
        self.windowBackground = windowBackground
        self.viewStyle = viewStyle
        self.textColor = textColor
        self.placeholderColor = placeholderColor
        self.caretColor = caretColor
        self.labelColor = labelColor
        self.contextMenuStyle = contextMenuStyle
    }

    /// Dark text on white fields in a light grey window: the defaults.
    public static let light = TextAreaTheme(
        windowBackground: Color(red8: 0xF2, green8: 0xF2, blue8: 0xF2), viewStyle: .standard, textColor: .black,
        placeholderColor: .placeholderGray, caretColor: nil, labelColor: Color(red8: 0x3C, green8: 0x3C, blue8: 0x3C),
        contextMenuStyle: .standard)

    /// Light text on near-black fields in a dark grey window, a grey placeholder, a dark menu.
    public static let dark = TextAreaTheme(
        windowBackground: Color(red8: 0x30, green8: 0x30, blue8: 0x30), viewStyle: .dark,
        textColor: Color(red8: 0xEE, green8: 0xEE, blue8: 0xEC),
        placeholderColor: Color(red8: 0x8E, green8: 0x8E, blue8: 0x93), caretColor: nil,
        labelColor: Color(red8: 0xD0, green8: 0xD0, blue8: 0xD0), contextMenuStyle: .dark)
}

/// Which theme a window shows: the desktop's choice, or always light or dark.
public enum TextAreaAppearance: Hashable, Sendable {
    /// Dark when the desktop's settings prefer dark (XSETTINGS `Net/ThemeName` ending in `-dark`, or
    /// `Gtk/ApplicationPreferDarkTheme`), light otherwise, following changes while the window runs.
    case automatic
    /// Always ``TextAreaTheme/light``.
    case light
    /// Always ``TextAreaTheme/dark``.
    case dark
}
