import CX11
import TextAreaCore

/// Where a drop would land: a view and an offset in its area.
typealias DropTarget = (view: TextAreaView, offset: Int)

/// The desktop protocols a window takes part in, each a part with its own state: the screen's scale, the sync counter, drops from other programs (XDND), drags of the selection and XInput 2 scrolling.
///
/// The window owns one and hands it the events of the protocols
/// (`TextAreaWindow+Desktop.swift`); parts that act on the window's views
/// reach it through ``DesktopHost``, passed with each call.
@MainActor
final class DesktopProtocols {
    /// The scale `Xft.dpi` gives and the scale set in code; follows the resource database.
    var scale = ScaleFollower()
    /// The desktop's XSETTINGS and the theme they choose, with the appearance set in code.
    let settings: DesktopSettingsFollower
    /// The XSync counter the window manager waits on while it resizes the window.
    var sync = SyncCounter()
    /// XInput 2 pointer events and the devices' scroll valuators.
    var xinput = XInputScroller()
    /// Drags from other programs over the window (XDND), and their drops.
    let drops: XdndTarget
    /// Drags of the selection within the window.
    let selectionDrag = SelectionDragger()
    /// Where a drop would land now, shown as a caret: the view and the offset in its area.
    private(set) var dropCaret: DropTarget?

    /// Creates the parts for `window` on `connection`; nothing is sent to the server until each part is set up.
    init(connection: X11Connection, window: Window) {
        drops = XdndTarget(connection: connection, window: window)
        settings = DesktopSettingsFollower(connection: connection)
    }

    /// Moves the drop caret to `target`, or hides it; returns whether it changed (and the window must redraw).
    func moveDropCaret(to target: DropTarget?) -> Bool {
        let old = dropCaret
        dropCaret = target
        return old?.view !== target?.view || old?.offset != target?.offset
    }
}

/// What the desktop protocols need from the window they serve: hit-testing, focus, the selection service and the drop caret.
@MainActor
protocol DesktopHost: AnyObject {
    /// The selection service that reads dropped text; drops are refused without one.
    var selectionService: (any SelectionService)? { get }
    /// The topmost view whose frame contains `point` (window coordinates).
    func view(at point: Point) -> TextAreaView?
    /// Gives the keyboard focus to `view`; false when a delegate refused.
    @discardableResult
    func focus(_ view: TextAreaView?) -> Bool
    /// Shows the drop caret at `target`, or hides it.
    func showDropCaret(_ target: DropTarget?)
    /// `length` (in 96 dpi pixels) at the window's scale, rounded to whole device pixels.
    func scaled(_ length: Double) -> Double
}
