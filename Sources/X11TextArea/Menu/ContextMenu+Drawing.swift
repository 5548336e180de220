import TextAreaCore

// Drawing the menu's rows: labels, shortcuts, submenu arrows and separators, mirrored right to left.
extension ContextMenu {
    /// The size of the arrow that marks an entry opening a submenu, for rows `rowHeight` high.
    static func arrowSize(rowHeight: Double) -> Size {
        let half = max((rowHeight * 0.15).rounded(), 3)
        return Size(width: half + 1, height: 2 * half + 1)
    }

    /// The left edge of row `index`'s label, in popup coordinates: after the padding, or flush right right to left.
    func titleX(_ index: Int) -> Double {
        isRightToLeft
            ? (frame.width - Self.horizontalPadding - titleLayouts[index].widestLine).rounded()
            : Self.horizontalPadding
    }

    /// The left edge of row `index`'s shortcut, in popup coordinates: the shortcut column's, mirrored right to left.
    func shortcutLeftX(_ index: Int) -> Double {
        isRightToLeft ? (frame.width - shortcutX - shortcutLayouts[index].widestLine).rounded() : shortcutX
    }

    /// Draws the entries into the buffer and copies it to the popup.
    func draw() {
        let canvas = Canvas(draw: buffer.draw, painter: painter, visibleX: 0...frame.width)
        let bounds = Rect(x: 0, y: 0, width: frame.width, height: frame.height)
        canvas.fill(bounds, color: style.background)
        for index in items.indices {
            let row = rowRect(index)
            let isHighlighted = index == highlighted
            if isHighlighted {
                canvas.fill(Rect(x: 2, y: row.minY, width: row.width - 4, height: row.height), color: style.highlight)
            }
            let baseline = (row.minY + (row.height - metrics.lineHeight) / 2 + metrics.ascent).rounded()
            let color = isHighlighted ? style.highlightedText : enabled[index] ? style.text : style.disabledText
            draw(titleLayouts[index], on: canvas, x: titleX(index), baseline: baseline, color: color)
            let shortcutColor =
                isHighlighted ? style.highlightedText : enabled[index] ? style.shortcutText : style.disabledText
            draw(shortcutLayouts[index], on: canvas, x: shortcutLeftX(index), baseline: baseline, color: shortcutColor)
            if items[index].opensSubmenu { drawArrow(in: row, on: canvas, color: shortcutColor) }
            if ContextMenuEntry.endsGroup(index, in: items) {
                let y = (row.maxY + Self.separatorHeight / 2).rounded(.down)
                canvas.fill(Rect(x: 8, y: y, width: row.width - 16, height: 1), color: style.separator)
            }
        }
        canvas.stroke(bounds, color: style.border)
        buffer.copyToWindow()
    }

    /// Draws `layout`'s first line with its left edge at `x`, its runs in visual order.
    private func draw(_ layout: LaidOutText, on canvas: Canvas, x: Double, baseline: Double, color: Color) {
        guard let line = layout.lines.first else { return }
        layout.utf8.withUnsafeBufferPointer { all in
            for run in line.runs {
                canvas.draw(
                    run, bytes: UnsafeBufferPointer(rebasing: all[run.range]), font: font, x: x + run.x,
                    baseline: baseline, color: color)
            }
        }
    }

    /// Draws the triangle that marks a submenu at the row's trailing edge, pointing the way the submenu opens.
    private func drawArrow(in row: Rect, on canvas: Canvas, color: Color) {
        let size = Self.arrowSize(rowHeight: rowHeight)
        let left = isRightToLeft ? Self.horizontalPadding : frame.width - Self.horizontalPadding - size.width
        let top = (row.minY + (row.height - size.height) / 2).rounded()
        let columns = Int(size.width)
        for column in 0..<columns {
            // The column nearest the point is one pixel high; each one back is two higher.
            let fromPoint = Double(columns - 1 - column)
            let x = isRightToLeft ? left + fromPoint : left + Double(column)
            canvas.fill(Rect(x: x, y: top + Double(column), width: 1, height: 2 * fromPoint + 1), color: color)
        }
    }
}
