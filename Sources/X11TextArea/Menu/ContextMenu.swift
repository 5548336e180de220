import CX11
import TextAreaCore

/// A text area's context menu on screen: an override-redirect popup listing the built-in ``ContextMenuItem``s the view shows and then its ``ContextMenuAction``s, drawn in the area's font, with one entry highlighted; a submenu is another one, held by its parent.
///
/// The window is a child of the root, placed at a point in root coordinates
/// (or beside its parent's row) and kept on the screen. Right to left, labels
/// sit flush right, shortcuts and submenu arrows at the left, and the popup
/// opens leftwards. It draws into a back buffer of its own and copies it on
/// Expose. It knows nothing of grabs or commands: the window that opened it
/// routes events here (see `TextAreaWindow+ContextMenu.swift`).
@MainActor
final class ContextMenu {
    /// The entries, top to bottom.
    let items: [ContextMenuEntry]
    /// Whether each entry applies now; a disabled one is greyed and cannot be chosen.
    let enabled: [Bool]
    /// The view the menu acts on.
    let view: TextAreaView
    /// Whether the menu is laid out right to left.
    let isRightToLeft: Bool
    /// The highlighted entry (pointer over it, or chosen with Up and Down).
    private(set) var highlighted: Int?
    /// The open submenu and the row that opened it, if any.
    var submenu: (menu: ContextMenu, row: Int)?
    /// The popup window.
    let popup: Window
    /// Where the popup sits, in root coordinates.
    let frame: Rect

    let connection: X11Connection
    let painter: XftTextPainter
    let buffer: BackBuffer
    let font: TextAreaCore.Font
    let metrics: FontMetrics
    let rowHeight: Double
    let shortcutX: Double
    let style: ContextMenuStyle
    /// Each entry's label and shortcut, laid out once (runs in visual order, in the menu's direction).
    let titleLayouts: [LaidOutText]
    let shortcutLayouts: [LaidOutText]

    /// The padding left and right of the labels, and between a label and its shortcut.
    nonisolated static let horizontalPadding = 12.0
    nonisolated static let shortcutGap = 28.0
    /// The space above and below the entries, and a separator's height.
    nonisolated static let verticalPadding = 4.0
    nonisolated static let separatorHeight = 9.0

    /// Creates and maps the popup for `view`'s area at `anchor`, kept on the screen.
    init(
        view: TextAreaView, items: [ContextMenuEntry], enabled: [Bool], anchor: ContextMenuAnchor, isRightToLeft: Bool,
        owner: Window, style: ContextMenuStyle, connection: X11Connection, measurer: XftMeasurer,
        painter: XftTextPainter
    ) {
        self.items = items
        self.style = style
        self.enabled = enabled
        self.view = view
        self.isRightToLeft = isRightToLeft
        self.connection = connection
        self.painter = painter
        let font = view.textArea.font
        self.font = font
        metrics = measurer.metrics(for: font)
        rowHeight = Self.rowHeight(for: metrics)
        titleLayouts = items.map {
            LaidOutText(
                text: $0.title, font: font, width: .infinity, measurer: measurer,
                baseDirection: isRightToLeft ? .rightToLeft : .leftToRight)
        }
        shortcutLayouts = items.map {
            LaidOutText(
                text: $0.shortcut, font: font, width: .infinity, measurer: measurer, baseDirection: .leftToRight)
        }
        let labelWidth = titleLayouts.map(\.widestLine).max() ?? 0
        let arrowWidth = items.contains(where: \.opensSubmenu) ? Self.arrowSize(rowHeight: rowHeight).width : 0
        let shortcutWidth = max(shortcutLayouts.map(\.widestLine).max() ?? 0, arrowWidth)
        shortcutX = (Self.horizontalPadding + labelWidth + Self.shortcutGap).rounded(.up)
        let width = (shortcutX + shortcutWidth + Self.horizontalPadding).rounded(.up)
        let separators = Double(items.indices.filter { ContextMenuEntry.endsGroup($0, in: items) }.count)
        let height =
            2 * Self.verticalPadding + Double(items.count) * rowHeight + separators * Self.separatorHeight
        let screen = Size(width: Double(connection.screenWidth), height: Double(connection.screenHeight))
        frame = anchor.frame(size: Size(width: width, height: height), isRightToLeft: isRightToLeft, screen: screen)
        let x = frame.minX
        let y = frame.minY

        let display = connection.display
        var attributes = XSetWindowAttributes()
        attributes.override_redirect = 1
        attributes.save_under = 1
        attributes.background_pixmap = 0
        attributes.colormap = connection.defaultColormap
        popup = XCreateWindow(
            display, connection.rootWindow, x.roundedInt32, y.roundedInt32, width.roundedUInt32,
            height.roundedUInt32, 0, connection.defaultDepth, UInt32(InputOutput), connection.defaultVisual,
            UInt(CWOverrideRedirect | CWSaveUnder | CWBackPixmap | CWColormap), &attributes)
        XSelectInput(
            display, popup,
            ExposureMask | ButtonPressMask | ButtonReleaseMask | PointerMotionMask | LeaveWindowMask)
        buffer = BackBuffer(connection: connection, window: popup, width: width.roundedInt, height: height.roundedInt)
        setWindowType(display: display)
        // Whose popup it is, for window managers, compositors and tests.
        XSetTransientForHint(display, popup, owner)
        draw()
        XMapRaised(display, popup)
    }

    deinit {
        // Released on the main actor, as everything holding it is.
        MainActor.assumeIsolated {
            guard !connection.isConnectionLost else { return }
            XDestroyWindow(connection.display, popup)
        }
    }

    /// Marks the popup as a popup menu for compositors (`_NET_WM_WINDOW_TYPE_POPUP_MENU`).
    private func setWindowType(display: OpaquePointer) {
        var type = connection.atoms.netWMWindowTypePopupMenu
        let property = connection.atoms.netWMWindowType
        withUnsafeBytes(of: &type) { bytes in
            _ = XChangeProperty(
                display, popup, property, XA_ATOM, 32, PropModeReplace,
                bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), 1)
        }
    }

    /// The height of one entry for a font's metrics.
    static func rowHeight(for metrics: FontMetrics) -> Double {
        (metrics.lineHeight + 8).rounded(.up)
    }

    /// The top of entry `index` of `items` (every built-in entry by default) in the popup, with entries `rowHeight` high.
    static func rowTop(
        _ index: Int, rowHeight: Double, items: [ContextMenuEntry] = ContextMenuEntry.builtIns
    ) -> Double {
        var y = verticalPadding
        for row in 0..<index {
            y += rowHeight
            if ContextMenuEntry.endsGroup(row, in: items) { y += separatorHeight }
        }
        return y
    }

    /// The rectangle of entry `index`, in the popup's coordinates.
    func rowRect(_ index: Int) -> Rect {
        Rect(x: 0, y: Self.rowTop(index, rowHeight: rowHeight, items: items), width: frame.width, height: rowHeight)
    }

    /// The entry at `point` (popup coordinates), or nil over padding, a separator, or outside.
    func item(at point: Point) -> Int? {
        items.indices.first { rowRect($0).contains(point) }
    }

    /// Highlights entry `index` (nil for none), redrawing when it changes; a disabled entry is not highlighted.
    func highlight(_ index: Int?) {
        let target = index.flatMap { enabled[$0] ? $0 : nil }
        guard target != highlighted else { return }
        highlighted = target
        draw()
    }

    /// Highlights the first enabled entry (`fromEnd` false) or the last one.
    func highlightEnd(_ fromEnd: Bool) {
        guard let index = fromEnd ? enabled.lastIndex(of: true) : enabled.firstIndex(of: true) else { return }
        highlight(index)
    }

    /// Moves the highlight to the next enabled entry down (`step` 1) or up (-1), wrapping around.
    func moveHighlight(by step: Int) {
        guard enabled.contains(true) else { return }
        var index = highlighted ?? (step > 0 ? -1 : items.count)
        repeat {
            index = (index + step + items.count) % items.count
        } while !enabled[index]
        highlight(index)
    }

    /// Copies the drawn menu to the popup again (after an Expose).
    func copyToWindow() {
        buffer.copyToWindow()
    }
}
