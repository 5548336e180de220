@testable import TextAreaCore

/// Text areas and wraps for layout tests, measured in cells so expected positions can be worked out by hand.
enum LayoutFixtures {
    /// A measurer whose cells are 1 px wide and whose lines are 1 px apart: widths and positions count cells and lines.
    static var cells: MonospaceMeasurer { MonospaceMeasurer(cellWidth: 1, lineHeight: 1) }

    /// The lines of `text` wrapped at `width` cells.
    static func wrapped(_ text: String, width: Double) -> [WrappedLine] {
        wrappedLines(of: text, width: width, font: .standard, measurer: cells)
    }

    /// The lines of `text` wrapped at `width` cells, as strings with their break characters.
    static func lines(_ text: String, width: Double) -> [String] {
        let bytes = Array(text.utf8)
        return wrapped(text, width: width).map { String(decoding: bytes[$0.range], as: UTF8.self) }
    }

    /// A text area measured in cells, with no insets or padding, that wraps at `columns` and shows `rows` lines.
    static func cellArea(columns: Double, rows: Double = 20, text: String = "") -> TextArea {
        let area = TextArea()
        area.measurer = cells
        area.textContainerInset = .zero
        area.lineFragmentPadding = 0
        area.size = Size(width: columns, height: rows)
        area.text = text
        return area
    }

    /// The lines of an area read through its public API, with their break characters, once its layout is complete.
    static func lines(of area: TextArea) -> [String] {
        area.completeLayout()
        return (0..<area.lineCount).map { area.text(in: area.lineRange(at: $0)) }
    }

    /// The lines of `layout` as byte ranges, with every pending line wrapped first.
    static func completedLines(of layout: TextLayout, storage: TextStorage) -> [Range<Int>] {
        layout.completePending(storage: storage, lineBudget: nil)
        var result: [Range<Int>] = []
        layout.lines.forEachLine(from: 0) { record, _, start in
            result.append(start..<(start + Int(record.length)))
            return true
        }
        return result
    }
}
