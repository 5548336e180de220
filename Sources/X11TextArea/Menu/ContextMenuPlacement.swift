import TextAreaCore

/// Where a context menu's popup opens: at a point (the pointer, or the caret), or beside the row of a parent menu that opens it as a submenu.
enum ContextMenuAnchor {
    /// At a point in root coordinates.
    case point(Point)
    /// Beside the row of a parent menu: `parent` is the parent's frame and `rowTop` the row's top, in root coordinates.
    case row(parent: Rect, rowTop: Double)

    /// The frame of a popup of `size` opened here on a screen of `screen`, kept on the screen.
    ///
    /// At a point, a left-to-right menu's top-left corner is at the point and
    /// a right-to-left menu's top-right corner, each moved back to stay on the
    /// screen; below the point when it fits, else above it. Beside a row, a
    /// submenu opens to the right of its parent (to the left right to left),
    /// its first row level with the row, and on the other side when that
    /// side has no room.
    func frame(size: Size, isRightToLeft: Bool, screen: Size) -> Rect {
        switch self {
        case .point(let point):
            let x = isRightToLeft ? point.x - size.width : point.x
            let y = point.y + size.height <= screen.height ? point.y : point.y - size.height
            return Rect(
                x: Self.clamp(x, size.width, screen.width), y: max(y, 0), width: size.width, height: size.height)
        case .row(let parent, let rowTop):
            // The submenu's border overlaps its parent's by a pixel.
            let right = parent.maxX - 1
            let left = parent.minX - size.width + 1
            let fitsRight = right + size.width <= screen.width
            let fitsLeft = left >= 0
            let x = isRightToLeft ? (fitsLeft || !fitsRight ? left : right) : (fitsRight || !fitsLeft ? right : left)
            let y = rowTop - ContextMenu.verticalPadding
            return Rect(
                x: Self.clamp(x, size.width, screen.width), y: Self.clamp(y, size.height, screen.height),
                width: size.width, height: size.height)
        }
    }

    /// `origin` moved back so that `length` from it stays within `0…limit` (at 0 when it cannot).
    private static func clamp(_ origin: Double, _ length: Double, _ limit: Double) -> Double {
        max(min(origin, limit - length), 0)
    }
}
