import CX11

/// A window's state for the desktop's protocols: its scale for the screen's resolution, the sync counter, drags and XInput 2 scrolling.
///
/// Kept apart from the window's own state so that each protocol
/// (``TextAreaWindow/scale``, the sync counter, drag and drop, XInput 2
/// scrolling) lives in its own file.
final class DesktopIntegration {
    /// The scale `Xft.dpi` / 96 gives, from the resource database as last read.
    var resourceScale = 1.0
    /// The scale set in code, which wins over the resource database; nil follows `Xft.dpi`.
    var scaleOverride: Double?
    /// Whether `RESOURCE_MANAGER` changed since the window last read it: read once at the end of the turn, however many changes the turn brought.
    var resourceDatabaseChanged = false
    /// How many times the window read the resource database again after changes, for tests.
    var resourceDatabaseReadCount = 0
    /// The XSync counter the window manager waits on while it resizes the window (0 when the server has no SYNC extension).
    var syncCounter: XSyncCounter = 0
    /// The value of the latest `_NET_WM_SYNC_REQUEST`, until the configure after it is handled.
    var requestedSyncValue: XSyncValue?
    /// The value to set once a frame later than `frame` has been drawn: the configure after a sync request changed the size.
    var syncValueAfterFrame: (value: XSyncValue, frame: Int)?
    /// A drag from another program over the window (XDND), from its XdndEnter to its XdndLeave or the end of its drop.
    var incomingDrop: IncomingDrop?
    /// A drag of the selection within the window, from the press on the selection to the release.
    var selectionDrag: SelectionDrag?
    /// Where a drop would land now, shown as a caret: the view and the offset in its area.
    var dropCaret: (view: TextAreaView, offset: Int)?
    /// The XInput extension's major opcode while the window takes XI2 pointer events (XInput 2.1 or later), else nil.
    var xinputOpcode: Int32?
    /// The XInput 2 version the server agreed to.
    var xinputVersion: (major: Int32, minor: Int32) = (0, 0)
    /// The devices' scroll valuators and their last values.
    var smoothScroll = SmoothScrollTracker()
}
