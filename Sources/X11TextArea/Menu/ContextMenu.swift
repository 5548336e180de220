import CX11
import TextAreaCore

/// A text area's context menu on screen: an override-redirect popup listing the built-in ``ContextMenuItem``s the view shows and then its ``ContextMenuAction``s, drawn in the area's font, with one entry highlighted.
///
/// The window is a child of the root, placed at a point in root coordinates
/// and kept on the screen. It draws into a back buffer of its own and copies
/// it on Expose. It knows nothing of grabs or commands: the window that
/// opened it routes events here (see `TextAreaWindow+ContextMenu.swift`).
@MainActor
final class ContextMenu {
    /// The entries, top to bottom.
    let items: [ContextMenuEntry]
    /// Whether each entry applies now; a disabled one is greyed and cannot be chosen.
    let enabled: [Bool]
    /// The view the menu acts on.
    let view: TextAreaView
    /// The highlighted entry (pointer over it, or chosen with Up and Down).
    private(set) var highlighted: Int?
    /// The popup window.
    let popup: Window
    /// Where the popup sits, in root coordinates.
    let frame: Rect

    private let connection: X11Connection
    private let painter: XftTextPainter
    private let buffer: BackBuffer
    private let font: TextAreaCore.Font
    private let metrics: FontMetrics
    private let rowHeight: Double
    private let shortcutX: Double
    private let style: ContextMenuStyle

    /// The padding left and right of the labels, and between a label and its shortcut.
    static let horizontalPadding = 12.0
    static let shortcutGap = 28.0
    /// The space above and below the entries, and a separator's height.
    static let verticalPadding = 4.0
    static let separatorHeight = 9.0

    /// Creates and maps the popup for `view`'s area at `point` (root coordinates), moved left or up as needed to stay on the screen.
    init(
        view: TextAreaView, items: [ContextMenuEntry], enabled: [Bool], at point: Point, owner: Window,
        style: ContextMenuStyle, connection: X11Connection, measurer: XftMeasurer, painter: XftTextPainter
    ) {
        self.items = items
        self.style = style
        self.enabled = enabled
        self.view = view
        self.connection = connection
        self.painter = painter
        let font = view.textArea.font
        self.font = font
        metrics = measurer.metrics(for: font)
        rowHeight = Self.rowHeight(for: metrics)
        let labelWidth = items.map { measurer.width(of: $0.title, font: font) }.max() ?? 0
        let shortcutWidth = items.map { measurer.width(of: $0.shortcut, font: font) }.max() ?? 0
        shortcutX = (Self.horizontalPadding + labelWidth + Self.shortcutGap).rounded(.up)
        let width = (shortcutX + shortcutWidth + Self.horizontalPadding).rounded(.up)
        let separators = Double(items.indices.filter { ContextMenuEntry.endsGroup($0, in: items) }.count)
        let height =
            2 * Self.verticalPadding + Double(items.count) * rowHeight + separators * Self.separatorHeight
        let screenWidth = Double(connection.screenWidth)
        let screenHeight = Double(connection.screenHeight)
        let x = max(min(point.x, screenWidth - width), 0)
        // Below the point when it fits, else above it.
        let y = point.y + height <= screenHeight ? point.y : max(point.y - height, 0)
        frame = Rect(x: x, y: y, width: width, height: height)

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

    /// Moves the highlight to the next enabled entry down (`step` 1) or up (-1), wrapping around.
    func moveHighlight(by step: Int) {
        guard enabled.contains(true) else { return }
        var index = highlighted ?? (step > 0 ? -1 : items.count)
        repeat {
            index = (index + step + items.count) % items.count
        } while !enabled[index]
        highlight(index)
    }

    /// Draws the entries into the buffer and copies it to the popup.
    func draw() {
        let canvas = Canvas(draw: buffer.draw, painter: painter, visibleX: 0...frame.width)
        let bounds = Rect(x: 0, y: 0, width: frame.width, height: frame.height)
        canvas.fill(bounds, color: style.background)
        for (index, item) in items.enumerated() {
            let row = rowRect(index)
            let isHighlighted = index == highlighted
            if isHighlighted {
                canvas.fill(Rect(x: 2, y: row.minY, width: row.width - 4, height: row.height), color: style.highlight)
            }
            let baseline = (row.minY + (row.height - metrics.lineHeight) / 2 + metrics.ascent).rounded()
            let color = isHighlighted ? style.highlightedText : enabled[index] ? style.text : style.disabledText
            canvas.drawText(item.title, font: font, x: Self.horizontalPadding, baseline: baseline, color: color)
            let shortcutColor =
                isHighlighted ? style.highlightedText : enabled[index] ? style.shortcutText : style.disabledText
            canvas.drawText(item.shortcut, font: font, x: shortcutX, baseline: baseline, color: shortcutColor)
            if ContextMenuEntry.endsGroup(index, in: items) {
                let y = (row.maxY + Self.separatorHeight / 2).rounded(.down)
                canvas.fill(Rect(x: 8, y: y, width: row.width - 16, height: 1), color: style.separator)
            }
        }
        canvas.stroke(bounds, color: style.border)
        buffer.copyToWindow()
    }

    /// Copies the drawn menu to the popup again (after an Expose).
    func copyToWindow() {
        buffer.copyToWindow()
    }
}
