import CX11
import StandardStreams

/// Follows the desktop's XSETTINGS manager: the owner of the `_XSETTINGS_S<screen>` selection and the `_XSETTINGS_SETTINGS` property on its window, as GTK, Qt and Chromium read them.
///
/// The client watches the owner's window for property changes and for its
/// destruction, and the root window for the `MANAGER` message a new manager
/// sends when it takes the selection; each only marks the settings stale,
/// and ``readIfChanged()`` reads them at most once a turn. The owner is
/// looked up with the server grabbed, as the specification asks, so a
/// manager that exits between the lookup and the selection of its events is
/// seen. A property larger than ``readLimit``, of the wrong type or
/// malformed (see ``XSettingsParser``) counts as no settings; a manager that
/// exits leaves the window with no settings, so it falls back to the
/// resources and its defaults.
@MainActor
final class XSettingsClient {
    /// The most of the property read, in bytes: 256 KiB, a hundred times what a desktop publishes.
    static let readLimit = 256 << 10

    private let connection: X11Connection
    /// `_XSETTINGS_S<screen>`: the selection the manager owns.
    let selection: Atom
    /// `_XSETTINGS_SETTINGS`: the property holding the settings, and its type.
    let settingsProperty: Atom
    /// `MANAGER`: the root window's message announcing a new owner of a manager selection.
    let manager: Atom
    /// The manager's window whose property is read, or 0 when none runs.
    private(set) var owner: Window = 0
    /// The settings as last read.
    private(set) var settings = DesktopSettings()
    /// The snapshot they were read from, or nil when no manager runs or its property was unusable.
    private(set) var snapshot: XSettingsSnapshot?
    /// How many times the settings were read, for tests.
    private(set) var readCount = 0
    private var needsOwnerLookup = true
    private var needsRead = false
    private var warnedOfBadProperty = false

    /// Interns the atoms for the connection's screen; nothing is watched until ``readIfChanged()`` first runs.
    init(connection: X11Connection) {
        self.connection = connection
        let names = ["_XSETTINGS_S\(connection.screen)", "_XSETTINGS_SETTINGS", "MANAGER"]
        let atoms = X11Atoms.intern(names, on: connection.display)
        selection = atoms[names[0]] ?? 0
        settingsProperty = atoms[names[1]] ?? 0
        manager = atoms[names[2]] ?? 0
    }

    /// Notes a change of the owner's settings property; returns whether `event` concerned the owner's window.
    func noteProperty(_ event: XPropertyEvent) -> Bool {
        guard owner != 0, event.window == owner else { return false }
        if event.atom == settingsProperty { needsRead = true }
        return true
    }

    /// Notes that the owner's window is gone; returns whether `event` concerned it.
    func noteDestroy(_ event: XDestroyWindowEvent) -> Bool {
        guard owner != 0, event.window == owner else { return false }
        owner = 0
        needsOwnerLookup = true
        return true
    }

    /// Notes a `MANAGER` message announcing a new owner of the settings selection; returns whether `event` was one.
    func noteManagerMessage(_ event: XClientMessageEvent) -> Bool {
        guard event.message_type == manager, event.format == 32,
            Atom(bitPattern: event.data.l.1) == selection
        else { return false }
        needsOwnerLookup = true
        return true
    }

    /// Looks the manager up again and reads its settings if anything changed since the last read; returns whether the settings changed.
    func readIfChanged() -> Bool {
        guard needsOwnerLookup || needsRead else { return false }
        if needsOwnerLookup {
            needsOwnerLookup = false
            lookUpOwner()
        }
        needsRead = false
        readCount += 1
        let old = settings
        snapshot = owner == 0 ? nil : readProperty()
        settings = snapshot.map(DesktopSettings.init) ?? DesktopSettings()
        return settings != old
    }

    /// Finds the selection's owner with the server grabbed and selects its property changes and destruction.
    private func lookUpOwner() {
        let display = connection.display
        let (found, errors) = connection.trappingErrors { () -> Window in
            XGrabServer(display)
            let window = XGetSelectionOwner(display, selection)
            if window != 0 { XSelectInput(display, window, PropertyChangeMask | StructureNotifyMask) }
            XUngrabServer(display)
            return window
        }
        // The owner's window went away before its events were selected: no manager until the next MANAGER message.
        owner = errors.isEmpty ? found : 0
    }

    /// Reads and parses the owner's settings property; nil when it is missing, too large, of the wrong type or malformed.
    private func readProperty() -> XSettingsSnapshot? {
        let display = connection.display
        let (read, errors) = connection.trappingErrors {
            WindowProperty.read(
                display: display, window: owner, property: settingsProperty, byteOffset: 0,
                maximumBytes: Self.readLimit)
        }
        guard errors.isEmpty, let read, read.exists else { return nil }
        guard read.type == settingsProperty, read.format == 8, read.bytesAfter == 0,
            let parsed = XSettingsParser.parse(read.bytes)
        else {
            warnOnceOfBadProperty(read)
            return nil
        }
        return parsed
    }

    private func warnOnceOfBadProperty(_ read: PropertyRead) {
        guard !warnedOfBadProperty else { return }
        warnedOfBadProperty = true
        let reason =
            read.bytesAfter > 0 ? "is larger than \(Self.readLimit >> 10) KiB" : "is malformed"
        StandardError.writeLine("the desktop's settings (_XSETTINGS_SETTINGS) \(reason); ignoring them")
    }
}
