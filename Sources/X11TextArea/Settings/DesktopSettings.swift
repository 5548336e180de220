import TextAreaCore

/// What the window takes from the desktop's XSETTINGS: the caret's blink, the resolution, font rendering, the default font and whether the desktop is dark.
///
/// Every number is held to a range before it becomes a time or a size, since
/// any client can own the settings selection; a setting that is missing, of
/// the wrong type or not usable counts as unset (nil), and the window then
/// uses its resource or built-in default.
public struct DesktopSettings: Hashable, Sendable {
    /// Whether the caret blinks (`Net/CursorBlink`).
    public var caretBlinks: Bool?
    /// How long one blink (shown and hidden) lasts, in seconds (`Net/CursorBlinkTime`, milliseconds), held to ``caretBlinkTimeRange``.
    public var caretBlinkTime: Double?
    /// After how many idle seconds the caret stops blinking (`Gtk/CursorBlinkTimeout`), held to ``caretBlinkTimeoutRange``.
    public var caretBlinkTimeout: Double?
    /// The resolution fonts are scaled for, in dots per inch (`Xft/DPI`, in 1024ths), held to ``ScaleLimits/dpi``.
    public var dpi: Double?
    /// How glyphs are rendered (`Xft/Antialias`, `Xft/Hinting`, `Xft/HintStyle`, `Xft/RGBA`).
    public var fontRendering = FontRenderingOptions()
    /// The desktop's interface font (`Gtk/FontName`, such as `"DejaVu Sans 11"`).
    public var font: TextAreaCore.Font?
    /// The theme's name (`Net/ThemeName`).
    public var themeName: String?
    /// Whether the desktop prefers dark: its theme's name ends in `-dark` or `:dark` (`Adwaita-dark`), or `Gtk/ApplicationPreferDarkTheme` is set and not 0.
    public var prefersDark = false

    /// The range of ``caretBlinkTime``, in seconds: 0.1 to 10 (GTK's smallest is 0.1).
    public static let caretBlinkTimeRange: ClosedRange<Double> = 0.1...10
    /// The range of ``caretBlinkTimeout``, in seconds: 1 to one day.
    public static let caretBlinkTimeoutRange: ClosedRange<Double> = 1...86_400
    /// The longest string setting read, in bytes; a longer theme or font name is ignored.
    public static let maximumStringLength = 1024

    /// No settings: what the window uses when no manager runs.
    public init() {}

    /// The settings `snapshot` carries that the window uses, each checked and held to its range.
    package init(_ snapshot: XSettingsSnapshot) {
        let values = snapshot.values
        func integer(_ name: String) -> Int32? {
            if case .integer(let value) = values[name] { return value }
            return nil
        }
        func string(_ name: String) -> String? {
            guard case .string(let value) = values[name], value.utf8.count <= Self.maximumStringLength else {
                return nil
            }
            return value
        }
        func boolean(_ name: String) -> Bool? { integer(name).flatMap { $0 < 0 ? nil : $0 != 0 } }
        caretBlinks = boolean("Net/CursorBlink")
        caretBlinkTime = integer("Net/CursorBlinkTime").flatMap { milliseconds in
            milliseconds <= 0 ? nil : Self.clamp(Double(milliseconds) / 1000, to: Self.caretBlinkTimeRange)
        }
        caretBlinkTimeout = integer("Gtk/CursorBlinkTimeout").flatMap { seconds in
            seconds <= 0 ? nil : Self.clamp(Double(seconds), to: Self.caretBlinkTimeoutRange)
        }
        // -1 asks for the default; anything not positive is unset.
        dpi = integer("Xft/DPI").flatMap { value in
            value <= 0 ? nil : ScaleLimits.clampedDPI(Double(value) / 1024, source: "Xft/DPI")
        }
        fontRendering = FontRenderingOptions(
            antialias: boolean("Xft/Antialias"), hinting: boolean("Xft/Hinting"),
            hintStyle: string("Xft/HintStyle").flatMap { FontRenderingOptions.HintStyle(rawValue: $0) },
            subpixelOrder: string("Xft/RGBA").flatMap { FontRenderingOptions.SubpixelOrder(rawValue: $0) })
        font = string("Gtk/FontName").flatMap(DesktopFontName.font(from:))
        themeName = string("Net/ThemeName")
        prefersDark =
            (integer("Gtk/ApplicationPreferDarkTheme").map { $0 != 0 } ?? false)
            || themeName.map(Self.namesDarkTheme) ?? false
    }

    /// Whether a theme's name names a dark variant: it ends in `-dark` or `:dark`, in any case.
    public static func namesDarkTheme(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return lowered.hasSuffix("-dark") || lowered.hasSuffix(":dark")
    }

    private static func clamp(_ value: Double, to range: ClosedRange<Double>) -> Double {
        min(max(value, range.lowerBound), range.upperBound)
    }
}
