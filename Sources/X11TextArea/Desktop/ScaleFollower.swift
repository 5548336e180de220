import CX11

/// The window's scale for the screen's resolution: the desktop's XSETTINGS `Xft/DPI` / 96, else `Xft.dpi` / 96 from the resource database, unless a scale set in code wins.
///
/// The resource database is read again at most once a turn after it
/// changed (``readIfChanged(connection:)``), however many changes the
/// turn brought; with it the `Xft.*` rendering resources, the fallback for
/// the desktop's font rendering settings. The window applies a new scale to
/// its fonts and views.
@MainActor
struct ScaleFollower {
    /// The scale `Xft.dpi` / 96 gives, from the resource database as last read.
    private(set) var resourceScale = 1.0
    /// The scale set in code, which wins over the desktop's settings and the resource database; nil follows them.
    var override: Double?
    /// The scale the desktop's XSETTINGS `Xft/DPI` gives, which wins over the resource database; nil when unset.
    var settingsScale: Double?
    /// The `Xft.antialias`, `Xft.hinting`, `Xft.hintstyle` and `Xft.rgba` resources, as last read.
    private(set) var resourceFontRendering = FontRenderingOptions.unset
    /// Whether `RESOURCE_MANAGER` changed since it was last read.
    private(set) var resourceDatabaseChanged = false
    /// How many times the resource database was read again after changes, for tests.
    private(set) var resourceDatabaseReadCount = 0

    /// The scale in effect: the override when set, else the desktop's settings', else the resource database's.
    var scale: Double { override ?? settingsScale ?? resourceScale }

    /// Reads `Xft.dpi` and the rendering resources from the resource database now.
    mutating func readResourceDatabase(connection: X11Connection) {
        resourceScale = (connection.currentXftDPIResource() ?? TextAreaWindow.standardDPI) / TextAreaWindow.standardDPI
        resourceFontRendering = XftResources.current(connection: connection)
    }

    /// Notes a change of the resource database; returns whether `event` was a property change on the root window.
    mutating func noteResourceChange(_ event: XPropertyEvent, connection: X11Connection) -> Bool {
        guard event.window == connection.rootWindow else { return false }
        if event.atom == connection.atoms.resourceManager { resourceDatabaseChanged = true }
        return true
    }

    /// Reads the resource database again if it changed since the last read; returns whether it was read.
    mutating func readIfChanged(connection: X11Connection) -> Bool {
        guard resourceDatabaseChanged else { return false }
        resourceDatabaseChanged = false
        resourceDatabaseReadCount += 1
        readResourceDatabase(connection: connection)
        return true
    }

    /// Selects property changes (the resource database) and structure notifications (the `MANAGER` messages of an
    /// XSETTINGS manager starting) on the root window, keeping what else this client selects there.
    ///
    /// Xlib's input method code selects on the root window too while it waits
    /// for a server, and selects nothing there once the server has started;
    /// the window calls this again after every change of input method.
    static func watchResourceDatabase(connection: X11Connection) {
        let display = connection.display
        let root = connection.rootWindow
        var attributes = XWindowAttributes()
        let current = XGetWindowAttributes(display, root, &attributes) != 0 ? attributes.your_event_mask : 0
        let wanted = PropertyChangeMask | StructureNotifyMask
        guard current & wanted != wanted else { return }
        XSelectInput(display, root, current | wanted)
    }
}
