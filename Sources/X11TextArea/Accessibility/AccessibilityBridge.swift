import CATKShim
import CX11
import Glibc

/// The process's place on the accessibility bus: ATK's application object, started through atk-bridge, and GLib's main context driven from the window's own `poll(2)`.
///
/// It starts with the first window, and only when an accessibility bus can
/// be there: `AT_SPI_BUS_ADDRESS` or `DBUS_SESSION_BUS_ADDRESS` is set, or
/// the X root window carries the `AT_SPI_BUS` property (what
/// `at-spi-bus-launcher` leaves); `NO_AT_BRIDGE=1` turns it off, as for GTK.
/// Otherwise nothing of GLib or ATK runs at all. GLib's messages (atk-bridge
/// warns when the bus does not answer) are dropped unless
/// `TEXTAREA_ACCESSIBILITY_DEBUG` is set.
///
/// Everything runs on the event loop's thread: requests from screen readers
/// are answered while the loop dispatches GLib's sources.
@MainActor
final class AccessibilityBridge {
    /// The bridge once started, or nil when there is none.
    nonisolated(unsafe) private(set) static var current: AccessibilityBridge?
    /// Whether starting was tried already (it is tried once per process).
    nonisolated(unsafe) private static var startWasTried = false

    /// The GLib descriptors of the turn under way, between ``prepare()`` and ``dispatch(_:)``.
    private var descriptors = [TAPollDescriptor](repeating: TAPollDescriptor(), count: 16)

    /// Events noted during the turn, in the order they happened, to announce at its end.
    private var announcements: [() -> Void] = []
    /// The frames of the windows, to announce their state again when a screen reader starts listening.
    private var frames: [WeakReference<AccessibleWindow>] = []

    private init() {}

    /// Queues an event to announce at the end of the turn.
    func enqueue(_ announcement: @escaping () -> Void) {
        announcements.append(announcement)
    }

    /// Remembers `frame`, whose state is announced again whenever a screen reader starts listening.
    func add(_ frame: AccessibleWindow) {
        frames.removeAll { $0.value == nil }
        frames.append(WeakReference(frame))
    }

    /// A screen reader started listening (atk-bridge hooked ATK's signals just now): the active window and its focus are announced again at the end of the turn, since nobody heard them before.
    private func screenReaderStartedListening() {
        for frame in frames.compactMap(\.value) {
            enqueue { frame.announceStateAgain() }
        }
    }

    /// Emits the events noted during the turn, in order (after the frame is on the screen, so screen readers never delay it).
    func announcePending() {
        while !announcements.isEmpty {
            let due = announcements
            announcements = []
            for announcement in due { announcement() }
        }
    }

    /// The bridge, started now if this is the first call and a bus can be there; nil otherwise.
    static func startIfAvailable(display: OpaquePointer) -> AccessibilityBridge? {
        if startWasTried { return current }
        startWasTried = true
        guard busMayBeAvailable(display: display) else { return nil }
        var textCallbacks = AccessibleTextArea.callbacks()
        var frameCallbacks = AccessibleWindow.callbacks()
        ta_a11y_set_callbacks(&textCallbacks, &frameCallbacks)
        ta_a11y_set_listening_callback {
            MainActor.assumeIsolated { AccessibilityBridge.current?.screenReaderStartedListening() }
        }
        let showMessages: Int32 = getenv("TEXTAREA_ACCESSIBILITY_DEBUG") == nil ? 0 : 1
        guard ta_a11y_start(programName, showMessages) != 0 else { return nil }
        current = AccessibilityBridge()
        return current
    }

    /// The process's name, as the application object's name: the last part of the command's path.
    static var programName: String {
        let path = CommandLine.arguments.first ?? "textarea"
        return path.split(separator: "/").last.map(String.init) ?? path
    }

    /// Whether an accessibility bus can be reached: a bus address in the environment, or the launcher's property on the root window.
    static func busMayBeAvailable(display: OpaquePointer) -> Bool {
        if let value = getenv("NO_AT_BRIDGE"), String(cString: value) == "1" { return false }
        if getenv("AT_SPI_BUS_ADDRESS") != nil || getenv("DBUS_SESSION_BUS_ADDRESS") != nil { return true }
        let atom = XInternAtom(display, "AT_SPI_BUS", 1)
        guard atom != 0 else { return false }
        let read = WindowProperty.read(
            display: display, window: XDefaultRootWindow(display), property: atom, byteOffset: 0, maximumBytes: 4)
        return read?.exists == true
    }

    /// Prepares GLib's main context for one wait: the descriptors to add to `poll(2)` and the longest wait it allows, in seconds (nil: no limit).
    func prepare() -> (descriptors: [pollfd], timeout: Double?) {
        var milliseconds: Int32 = -1
        let count = Int(ta_a11y_prepare(&descriptors, Int32(descriptors.count), &milliseconds))
        let polled = descriptors[0..<count].map { pollfd(fd: $0.fd, events: $0.events, revents: 0) }
        return (polled, milliseconds < 0 ? nil : Double(milliseconds) / 1000)
    }

    /// Gives GLib the outcome of the wait (the `revents` of the descriptors ``prepare()`` returned, in order) and runs the sources that are ready.
    func dispatch(_ polled: ArraySlice<pollfd>) {
        for (index, descriptor) in polled.enumerated() { descriptors[index].revents = descriptor.revents }
        ta_a11y_dispatch(&descriptors, Int32(polled.count))
    }
}
