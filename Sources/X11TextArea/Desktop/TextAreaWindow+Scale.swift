import CX11
import TextAreaCore

extension TextAreaWindow {
    /// The resolution at which ``scale`` is 1, in dots per inch.
    public static let standardDPI = 96.0

    /// How many device pixels a pixel of the standard 96 dpi design takes: ``scaleOverride`` when set, else the
    /// desktop's XSETTINGS `Xft/DPI` / 96, else the `Xft.dpi` resource / 96 (1 when neither is set).
    ///
    /// The window follows the desktop's settings manager and the resource
    /// database while it runs: when `xrdb`
    /// changes `Xft.dpi` (a `PropertyNotify` of `RESOURCE_MANAGER` on the root
    /// window), the fonts reopen at the new resolution, the views' insets,
    /// padding, borders, carets and scroll indicators take the new scale, and
    /// ``layout`` runs again. Lengths are rounded to whole device pixels, and
    /// lines (borders, carets) are at least one pixel wide, so drawing stays
    /// crisp at any scale. The scale is held to ``ScaleLimits/scale``
    /// (`Xft.dpi` to ``ScaleLimits/dpi``), since any client can set the
    /// resource.
    public var scale: Double { desktop.scale.scale }

    /// A scale that wins over `Xft/DPI` and `Xft.dpi` (a `--scale` option), held to ``ScaleLimits/scale``; nil (the default) follows the desktop.
    public var scaleOverride: Double? {
        get { desktop.scale.override }
        set {
            precondition(newValue.map { $0 > 0 && $0.isFinite } ?? true, "The scale must be positive")
            let old = scale
            desktop.scale.override = newValue.flatMap { ScaleLimits.clampedScale($0, source: "scale") }
            if scale != old { applyScale() }
        }
    }

    /// `length` (in 96 dpi pixels) at the window's scale, rounded to whole device pixels.
    public func scaled(_ length: Double) -> Double {
        (length * scale).rounded()
    }

    /// The width of borders and carets at the window's scale: whole device pixels, at least one.
    public var lineWidth: Double { max(scale.rounded(), 1) }

    /// Reads `Xft.dpi` and the rendering resources again if the resource database changed since the last read, and the
    /// desktop's XSETTINGS if they changed, and follows them.
    ///
    /// The event loop calls it once a turn, after the turn's events: a
    /// client appending to the database a hundred times in a burst costs
    /// one read, not a hundred.
    func readChangedResourceDatabase() {
        let oldScale = scale
        let wasRead = desktop.scale.readIfChanged(connection: connection)
        if readChangedDesktopSettings() || wasRead { applyDesktopSettings(previousScale: oldScale) }
    }

    /// Reopens the fonts for the scale and gives every view its scaled metrics, then lays out and draws again.
    func applyScale() {
        measurer.changeResolution(to: Self.standardDPI * scale)
        for view in views {
            // Setting the measurer again drops the area's layout measured with the old fonts.
            view.textArea.measurer = measurer
            view.applyScale()
        }
        applyLayout()
        setNeedsDisplay()
    }
}
