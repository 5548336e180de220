import CX11
import TextAreaCore

extension TextAreaWindow {
    /// Whether a context menu is open.
    public var isContextMenuOpen: Bool { contextMenu != nil }

    /// The popup window of the open context menu, or nil; for tests and accessibility.
    public var contextMenuWindow: Window? { contextMenu?.popup }

    /// Opens the context menu of `view` at `point` in window coordinates (the caret's bottom-left corner when nil), focusing the view first; does nothing if the view cannot take the focus.
    ///
    /// The menu grabs the pointer and the keyboard: Up and Down move the
    /// highlight over the entries that apply, Return or Space chooses,
    /// Escape closes, a click on an entry chooses it, and a click anywhere
    /// outside closes the menu (and goes no further). A menu opened by a
    /// button press takes the pointer once that button is released: while
    /// it is down the server keeps the press's own grab (an XInput 2 one,
    /// which a core grab cannot replace), and clicks reach the menu through
    /// the window meanwhile.
    public func openContextMenu(for view: TextAreaView, at point: Point? = nil) {
        closeContextMenu()
        guard focus(view) else { return }
        // Every built-in entry hidden and none of the application's: there is no menu to show.
        guard
            ContextMenuItem.allCases.contains(where: { !view.hiddenContextMenuItems.contains($0) })
                || !view.contextMenuActions.isEmpty || !view.spellingMenuActions().isEmpty
        else { return }
        let anchor = point ?? Point(x: view.caretFrame.minX, y: view.caretFrame.maxY)
        let display = connection.display
        var rootX: Int32 = 0
        var rootY: Int32 = 0
        var child: Window = 0
        XTranslateCoordinates(
            display, windowID, connection.rootWindow, anchor.x.roundedInt32, anchor.y.roundedInt32, &rootX,
            &rootY, &child)
        let clipboardHasText = XGetSelectionOwner(display, connection.atoms.clipboard) != 0
        let items = ContextMenuEntry.entries(of: view)
        let enabled = items.map { $0.isEnabled(in: view, clipboardHasText: clipboardHasText) }
        let menu = ContextMenu(
            view: view, items: items, enabled: enabled, at: Point(x: Double(rootX), y: Double(rootY)),
            owner: windowID, style: contextMenuStyle, connection: connection, measurer: measurer, painter: painter)
        contextMenu = menu
        if point == nil { menu.moveHighlight(by: 1) }
        let time = lastEventTime == 0 ? Time(CurrentTime) : lastEventTime
        grabPointer(for: menu, time: time)
        XGrabKeyboard(display, windowID, 0, GrabModeAsync, GrabModeAsync, time)
        XFlush(display)
    }

    /// Grabs the pointer for `menu`; notes whether the server granted it (it refuses while the opening press still holds its grab).
    private func grabPointer(for menu: ContextMenu, time: Time) {
        let status = XGrabPointer(
            connection.display, menu.popup, 0, UInt32(ButtonPressMask | ButtonReleaseMask | PointerMotionMask),
            GrabModeAsync, GrabModeAsync, 0, mouse.cursors.arrow, time)
        contextMenuGrabsPointer = status == GrabSuccess
    }

    /// Closes the context menu, if one is open, and gives the pointer and keyboard back.
    public func closeContextMenu() {
        guard contextMenu != nil else { return }
        contextMenu = nil
        contextMenuGrabsPointer = false
        let display = connection.display
        XUngrabPointer(display, Time(CurrentTime))
        XUngrabKeyboard(display, Time(CurrentTime))
        XFlush(display)
        setNeedsDisplay()
    }

    /// Opens the menu for a right-button press on `view`: the caret moves to the pointer unless it is inside the selection.
    func openContextMenu(for view: TextAreaView, pressedAt event: XButtonEvent) {
        let point = Point(x: Double(event.x), y: Double(event.y))
        guard focus(view) else { return }
        let area = view.textArea
        let offset = area.offset(for: view.convertFromWindow(point)).offset
        let selection = area.selectedRange
        if !(selection.lowerBound...selection.upperBound).contains(offset) || selection.isEmpty {
            area.setSelection(anchor: offset, head: offset)
        }
        openContextMenu(for: view, at: point)
    }

    /// Opens the focused view's menu at its caret for the Menu key or Shift+F10; returns whether the key was one of those.
    func handleContextMenuKey(keysym: KeySym, state: UInt32) -> Bool {
        let isMenuKey = keysym == KeySym(XK_Menu)
        let isShiftF10 = keysym == KeySym(XK_F10) && state & UInt32(ShiftMask) != 0
        guard isMenuKey || isShiftF10 else { return false }
        if let view = focusedView, view.textArea.isEditing { openContextMenu(for: view) }
        return true
    }

    /// Handles `event` for the open menu; returns whether the menu took it (every key and pointer event does while it is open).
    func handleContextMenuEvent(_ event: inout XEvent) -> Bool {
        guard let menu = contextMenu else { return false }
        switch event.type {
        case KeyPress:
            lastEventTime = event.xkey.time
            handleContextMenuKeyPress(&event.xkey, menu: menu)
        case KeyRelease:
            break
        case ButtonPress:
            lastEventTime = event.xbutton.time
            let root = Point(x: Double(event.xbutton.x_root), y: Double(event.xbutton.y_root))
            guard menu.frame.contains(root) else {
                closeContextMenu()
                return true
            }
            let point = Point(x: root.x - menu.frame.minX, y: root.y - menu.frame.minY)
            if let index = menu.item(at: point), menu.enabled[index] { choose(menu.items[index], from: menu) }
        case ButtonRelease:
            lastEventTime = event.xbutton.time
            // The opening press's own grab ended with this release: the menu can take the pointer now.
            if !contextMenuGrabsPointer { grabPointer(for: menu, time: event.xbutton.time) }
        case MotionNotify:
            let root = Point(x: Double(event.xmotion.x_root), y: Double(event.xmotion.y_root))
            if menu.frame.contains(root) {
                menu.highlight(menu.item(at: Point(x: root.x - menu.frame.minX, y: root.y - menu.frame.minY)))
            }
        case Expose where event.xexpose.window == menu.popup:
            if event.xexpose.count == 0 { menu.copyToWindow() }
        case EnterNotify, LeaveNotify:
            return event.xcrossing.window == menu.popup
        default:
            return false
        }
        return true
    }

    /// Up, Down, Home and End move the highlight; Return, Enter or Space choose; Escape, the Menu key or Shift+F10 close.
    private func handleContextMenuKeyPress(_ event: inout XKeyEvent, menu: ContextMenu) {
        let keysym = Int32(truncatingIfNeeded: XLookupKeysym(&event, 0))
        switch keysym {
        case XK_Escape, XK_Menu, XK_F10: closeContextMenu()
        case XK_Up, XK_KP_Up: menu.moveHighlight(by: -1)
        case XK_Down, XK_KP_Down: menu.moveHighlight(by: 1)
        case XK_Return, XK_KP_Enter, XK_space:
            if let index = menu.highlighted { choose(menu.items[index], from: menu) }
        default: break
        }
    }

    /// Closes the menu and performs `item` in its view: a built-in entry as its shortcut would, an application's through its action.
    private func choose(_ item: ContextMenuEntry, from menu: ContextMenu) {
        closeContextMenu()
        let view = menu.view
        guard view.window === self else { return }
        let selectionBefore = view.textArea.selectedRange
        view.restartBlink()
        switch item {
        case .builtIn(let builtIn): view.textArea.perform(builtIn.command)
        case .application(let action), .spelling(let action): action.action(view)
        }
        if view === focusedView, !view.textArea.selectedRange.isEmpty, view.textArea.selectedRange != selectionBefore {
            claimPrimarySelection()
        }
    }
}
