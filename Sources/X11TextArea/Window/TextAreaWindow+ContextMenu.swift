import CX11
import TextAreaCore

extension TextAreaWindow {
    /// Whether a context menu is open.
    public var isContextMenuOpen: Bool { contextMenu != nil }

    /// The popup window of the open context menu, or nil; for tests and accessibility.
    public var contextMenuWindow: Window? { contextMenu?.popup }

    /// Opens the context menu of `view` at `point` in window coordinates (the caret's bottom-left corner when nil), focusing the view first; does nothing if the view cannot take the focus.
    ///
    /// The menu speaks ``contextMenuStrings``' language and reads in its
    /// direction (right to left, it opens leftwards from the point). It grabs
    /// the pointer and the keyboard: Up and Down move the highlight over the
    /// entries that apply, Return or Space chooses, Escape closes, a click on
    /// an entry chooses it, and a click anywhere outside closes the menu (and
    /// goes no further). An entry with a submenu opens it when the pointer
    /// rests on it, when it is clicked, or with Right (Left right to left),
    /// Return or Space; Left (Right) or Escape closes the submenu again. A
    /// menu opened by a button press takes the pointer once that button is
    /// released: while it is down the server keeps the press's own grab (an
    /// XInput 2 one, which a core grab cannot replace), and clicks reach the
    /// menu through the window meanwhile.
    public func openContextMenu(for view: TextAreaView, at point: Point? = nil) {
        closeContextMenu()
        guard focus(view) else { return }
        let strings = contextMenuStrings
        let items = ContextMenuEntry.entries(of: view, strings: strings)
        // Every built-in entry hidden and none of the application's: there is no menu to show.
        guard !items.isEmpty else { return }
        let anchor = point ?? Point(x: view.caretFrame.minX, y: view.caretFrame.maxY)
        let display = connection.display
        var rootX: Int32 = 0
        var rootY: Int32 = 0
        var child: Window = 0
        XTranslateCoordinates(
            display, windowID, connection.rootWindow, anchor.x.roundedInt32, anchor.y.roundedInt32, &rootX,
            &rootY, &child)
        let clipboardHasText = XGetSelectionOwner(display, connection.atoms.clipboard) != 0
        let enabled = items.map { $0.isEnabled(in: view, clipboardHasText: clipboardHasText) }
        let menu = ContextMenu(
            view: view, items: items, enabled: enabled, anchor: .point(Point(x: Double(rootX), y: Double(rootY))),
            isRightToLeft: strings.isRightToLeft, owner: windowID, style: contextMenuStyle, connection: connection,
            measurer: measurer, painter: painter)
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

    /// Opens the submenu of `menu`'s row `index` beside it (closing another one first), its first entry highlighted when `highlightFirst`.
    func openSubmenu(of menu: ContextMenu, row index: Int, highlightFirst: Bool) {
        if let open = menu.submenu {
            guard open.row != index else {
                if highlightFirst, open.menu.highlighted == nil { open.menu.highlightEnd(false) }
                return
            }
            closeSubmenu(of: menu)
        }
        guard menu.items[index].opensSubmenu, menu.enabled[index] else { return }
        menu.highlight(index)
        let strings = contextMenuStrings
        let items = ContextMenuEntry.controlCharacterEntries(strings: strings)
        let enabled = items.map { $0.isEnabled(in: menu.view, clipboardHasText: false) }
        let anchor = ContextMenuAnchor.row(parent: menu.frame, rowTop: menu.frame.minY + menu.rowRect(index).minY)
        let submenu = ContextMenu(
            view: menu.view, items: items, enabled: enabled, anchor: anchor, isRightToLeft: menu.isRightToLeft,
            owner: windowID, style: contextMenuStyle, connection: connection, measurer: measurer, painter: painter)
        menu.submenu = (submenu, index)
        if highlightFirst { submenu.highlightEnd(false) }
        XFlush(connection.display)
    }

    /// Closes `menu`'s open submenu, if any, leaving the row that opened it highlighted.
    func closeSubmenu(of menu: ContextMenu) {
        guard let open = menu.submenu else { return }
        menu.submenu = nil
        menu.highlight(open.row)
        XFlush(connection.display)
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
        let submenu = menu.submenu?.menu
        switch event.type {
        case KeyPress:
            lastEventTime = event.xkey.time
            handleContextMenuKeyPress(&event.xkey, menu: menu)
        case KeyRelease:
            break
        case ButtonPress:
            lastEventTime = event.xbutton.time
            let root = Point(x: Double(event.xbutton.x_root), y: Double(event.xbutton.y_root))
            if let submenu, submenu.frame.contains(root) {
                if let index = submenu.item(at: submenu.local(root)), submenu.enabled[index] {
                    choose(submenu.items[index], from: submenu)
                }
            } else if menu.frame.contains(root) {
                guard let index = menu.item(at: menu.local(root)), menu.enabled[index] else { return true }
                if menu.items[index].opensSubmenu {
                    openSubmenu(of: menu, row: index, highlightFirst: false)
                } else {
                    choose(menu.items[index], from: menu)
                }
            } else {
                closeContextMenu()
            }
        case ButtonRelease:
            lastEventTime = event.xbutton.time
            // The opening press's own grab ended with this release: the menu can take the pointer now.
            if !contextMenuGrabsPointer { grabPointer(for: menu, time: event.xbutton.time) }
        case MotionNotify:
            let root = Point(x: Double(event.xmotion.x_root), y: Double(event.xmotion.y_root))
            if let submenu, submenu.frame.contains(root) {
                submenu.highlight(submenu.item(at: submenu.local(root)))
            } else if menu.frame.contains(root) {
                pointerMoved(over: menu.item(at: menu.local(root)), of: menu)
            }
        case Expose where event.xexpose.window == menu.popup:
            if event.xexpose.count == 0 { menu.copyToWindow() }
        case Expose where event.xexpose.window == submenu?.popup:
            if event.xexpose.count == 0 { submenu?.copyToWindow() }
        case EnterNotify, LeaveNotify:
            return event.xcrossing.window == menu.popup || event.xcrossing.window == submenu?.popup
        default:
            return false
        }
        return true
    }

    /// Follows the pointer over row `index` of the top menu (nil: padding or a separator): highlights it, opens its submenu or closes another row's.
    private func pointerMoved(over index: Int?, of menu: ContextMenu) {
        guard let index else {
            // Between rows the open submenu's row stays highlighted.
            if menu.submenu == nil { menu.highlight(nil) }
            return
        }
        if menu.items[index].opensSubmenu, menu.enabled[index] {
            openSubmenu(of: menu, row: index, highlightFirst: false)
        } else {
            closeSubmenu(of: menu)
            menu.highlight(index)
        }
    }
}

extension ContextMenu {
    /// `root` (root coordinates) in the popup's coordinates.
    func local(_ root: Point) -> Point {
        Point(x: root.x - frame.minX, y: root.y - frame.minY)
    }
}
