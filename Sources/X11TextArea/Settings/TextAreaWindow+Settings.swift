import TextAreaCore

extension TextAreaWindow {
    /// Which theme the window shows: `.automatic` (the default) follows the desktop's XSETTINGS, `.light` and `.dark` fix it.
    ///
    /// The theme (``theme``) is applied to the window, every view and label,
    /// and those added later; see ``TextAreaTheme`` for which colours it
    /// replaces.
    public var appearance: TextAreaAppearance {
        get { desktop.settings.appearance }
        set {
            desktop.settings.appearance = newValue
            applyTheme()
        }
    }

    /// The theme the window shows now, as ``appearance`` and the desktop's settings choose it.
    public var theme: TextAreaTheme { desktop.settings.appliedTheme }

    /// The theme shown for a light appearance; ``TextAreaTheme/light`` unless the application changes it.
    public var lightTheme: TextAreaTheme {
        get { desktop.settings.lightTheme }
        set {
            desktop.settings.lightTheme = newValue
            applyTheme()
        }
    }

    /// The theme shown for a dark appearance; ``TextAreaTheme/dark`` unless the application changes it.
    public var darkTheme: TextAreaTheme {
        get { desktop.settings.darkTheme }
        set {
            desktop.settings.darkTheme = newValue
            applyTheme()
        }
    }

    /// The desktop's settings as last read from its XSETTINGS manager; empty while none runs.
    ///
    /// The window follows them while it runs: the caret's blink
    /// (`Net/CursorBlink`, `Net/CursorBlinkTime`, `Gtk/CursorBlinkTimeout`),
    /// the scale (`Xft/DPI`, before the `Xft.dpi` resource), font rendering
    /// (`Xft/Antialias`, `Xft/Hinting`, `Xft/HintStyle`, `Xft/RGBA`, before the
    /// `Xft.*` resources), the default font (`Gtk/FontName`, when the
    /// measurer ``XftMeasurer/followsDesktopFont``) and, with an automatic
    /// ``appearance``, the theme.
    public var desktopSettings: DesktopSettings { desktop.settings.client.settings }

    /// How many times the desktop's settings were read, for tests.
    package var desktopSettingsReadCount: Int { desktop.settings.client.readCount }

    /// Looks the XSETTINGS manager up again and reads its settings if they changed; returns whether they did.
    func readChangedDesktopSettings() -> Bool {
        desktop.settings.client.readIfChanged()
    }

    /// Applies the desktop's settings and the rendering resources: scale, font rendering, default font, caret timing, theme.
    ///
    /// `previousScale` is the scale before the settings or resources were
    /// read; fonts and layout are redone only when something they depend on
    /// changed.
    func applyDesktopSettings(previousScale: Double) {
        let settings = desktopSettings
        desktop.scale.settingsScale = settings.dpi.map { $0 / Self.standardDPI }
        var fontsChanged = false
        let rendering = settings.fontRendering.filled(from: desktop.scale.resourceFontRendering)
        if rendering != measurer.renderingOptions {
            measurer.changeRenderingOptions(to: rendering)
            fontsChanged = true
        }
        if measurer.followsDesktopFont {
            let old = measurer.defaultFont
            let wanted = settings.font ?? .standard
            if wanted != old, measurer.changeDefaultFont(to: wanted) {
                for view in views where view.textArea.font == old { view.textArea.font = wanted }
                for label in labels where label.font == old { label.font = wanted }
                fontsChanged = true
            }
        }
        let timing = CaretBlink.Timing(settings)
        if timing != desktop.settings.caretTiming {
            desktop.settings.caretTiming = timing
            for view in views { view.blink.timing = timing }
            setNeedsDisplayOfChanges()
        }
        applyTheme()
        if fontsChanged || scale != previousScale { applyScale() }
        EventTrace.record(
            "settings",
            "manager=\(desktop.settings.client.owner != 0 ? "yes" : "no") dark=\(theme == darkTheme ? 1 : 0) "
                + "scale=\(ScaleLimits.format(scale)) blink=\(timing.blinks ? 1 : 0) "
                + "font=\(measurer.defaultFont.pattern.replacingSpaces)")
    }

    /// Applies the theme ``appearance`` calls for, if it is not the one applied, to the window, its views and labels.
    func applyTheme() {
        let old = desktop.settings.appliedTheme
        let new = desktop.settings.theme
        guard new != old else { return }
        desktop.settings.appliedTheme = new
        if backgroundColor == old.windowBackground { backgroundColor = new.windowBackground }
        if contextMenuStyle == old.contextMenuStyle { contextMenuStyle = new.contextMenuStyle }
        for view in views { Self.restyle(view, from: old, to: new) }
        for label in labels where label.color == old.labelColor { label.color = new.labelColor }
        setNeedsDisplay()
    }

    /// Gives a view or label just added the window's theme (it has the light defaults) and caret timing.
    func adoptDesktopSettings(_ view: TextAreaView) {
        view.blink.timing = desktop.settings.caretTiming
        Self.restyle(view, from: .light, to: theme)
    }

    /// Gives a label just added the window's theme (it has the light defaults).
    func adoptDesktopSettings(_ label: TextLabel) {
        if label.color == TextAreaTheme.light.labelColor { label.color = theme.labelColor }
    }

    /// Replaces the colours of `view` still at `old`'s values with `new`'s.
    private static func restyle(_ view: TextAreaView, from old: TextAreaTheme, to new: TextAreaTheme) {
        guard old != new else { return }
        let area = view.textArea
        if view.style == old.viewStyle { view.style = new.viewStyle }
        if area.textColor == old.textColor { area.textColor = new.textColor }
        if area.placeholderColor == old.placeholderColor { area.placeholderColor = new.placeholderColor }
        if area.caretColor == old.caretColor { area.caretColor = new.caretColor }
    }
}

extension String {
    /// The string with its spaces as `_`, to keep a trace line's values one word each.
    fileprivate var replacingSpaces: String {
        String(map { $0 == " " ? "_" : $0 })
    }
}
