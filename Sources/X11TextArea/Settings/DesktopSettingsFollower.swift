import TextAreaCore

/// The window's part that follows the desktop's settings: the XSETTINGS client, the appearance the application chose and the theme and caret timing last applied.
@MainActor
final class DesktopSettingsFollower {
    /// The connection to the desktop's XSETTINGS manager.
    let client: XSettingsClient
    /// Which theme the window shows; `.automatic` follows the desktop.
    var appearance = TextAreaAppearance.automatic
    /// The theme shown for a light appearance.
    var lightTheme = TextAreaTheme.light
    /// The theme shown for a dark appearance.
    var darkTheme = TextAreaTheme.dark
    /// The theme last applied to the window, its views and labels; they start with the light defaults.
    var appliedTheme = TextAreaTheme.light
    /// The caret timing last given to the views.
    var caretTiming = CaretBlink.Timing.standard

    /// Creates the part for `connection`; nothing is watched until the window starts following.
    init(connection: X11Connection) {
        client = XSettingsClient(connection: connection)
    }

    /// The theme the appearance and the desktop's settings call for now.
    var theme: TextAreaTheme {
        switch appearance {
        case .light: lightTheme
        case .dark: darkTheme
        case .automatic: client.settings.prefersDark ? darkTheme : lightTheme
        }
    }
}
