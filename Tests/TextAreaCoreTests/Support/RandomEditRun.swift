import CoreFuzzing
import SeededRandom
import Testing

@testable import TextAreaCore

/// A seeded run of random edits on a text area, checking its layout against a full re-wrap after every step.
///
/// Every step is checked cheaply: the lines of the paragraphs around the edit,
/// as the edit left them (pending work and all), and what `visibleLines()`
/// returns. Every ``Scenario/fullCheckInterval`` steps the whole layout is
/// checked, first as it stands and then through the public API, which
/// completes pending work.
final class RandomEditRun {
    /// The settings of one run.
    struct Scenario: Sendable, CustomTestStringConvertible {
        var name: String
        var seed: UInt64
        /// The wrap width in cells.
        var columns: Double
        /// The width of a cell in pixels; with 1 the area has no insets or padding, otherwise UIKit's defaults.
        var cellWidth: Double = 1
        var steps: Int
        var fullCheckInterval: Int = 10
        /// The size of the starting text in bytes.
        var initialBytes: Int
        /// About how long paragraphs are; nil keeps the text one paragraph.
        var paragraphBytes: Int? = 400
        var alignment: TextAlignment = .left

        var testDescription: String {
            "\(name) (seed 0x\(String(seed, radix: 16, uppercase: true)), \(columns) columns)"
        }
    }

    let scenario: Scenario
    private var generator: SplitMix64
    let area = TextArea()
    private var log: [String] = []
    private var usesAlternateWidth = false

    init(_ scenario: Scenario) {
        self.scenario = scenario
        generator = SplitMix64(seed: scenario.seed)
        area.measurer = MonospaceMeasurer(cellWidth: scenario.cellWidth, lineHeight: scenario.cellWidth == 1 ? 1 : 16)
        if scenario.cellWidth == 1 {
            area.textContainerInset = .zero
            area.lineFragmentPadding = 0
        }
        area.alignment = scenario.alignment
        area.size = Size(width: boundsWidth(columns: scenario.columns), height: 12 * area.lineHeight + 0.5)
        area.text = RandomText.document(
            byteCount: scenario.initialBytes, paragraphBytes: scenario.paragraphBytes,
            using: &generator)
    }

    /// The width of the bounds that wraps at `columns` cells.
    private func boundsWidth(columns: Double) -> Double {
        columns * scenario.cellWidth + area.textContainerInset.left + area.textContainerInset.right
            + 2 * area.lineFragmentPadding
    }

    /// Runs every step; records an issue naming the seed and step at the first difference and stops.
    func run() {
        for step in 0..<scenario.steps {
            let touched = performRandomOperation()
            if log.count > 100 { log.removeFirst(log.count - 20) }
            var failure = checkStep(touched: touched)
            if failure == nil && ((step + 1) % scenario.fullCheckInterval == 0 || step == scenario.steps - 1) {
                failure = checkWholeLayout()
            }
            if let failure {
                let history = log.suffix(12).joined(separator: "\n  ")
                Issue.record(
                    Comment(
                        rawValue: """
                            \(scenario.testDescription), step \(step) of \(scenario.steps): \(failure)
                            text: \(area.utf8Count) bytes, wrap width \(area.wrapWidth); last operations:
                              \(history)
                            """))
                return
            }
        }
    }

    // MARK: Operations

    /// Performs one random operation; returns the offsets it touched.
    private func performRandomOperation() -> [Int] {
        let roll = generator.below(100)
        switch roll {
        case 0..<26:
            let caret = area.caretOffset
            insert(fragment(), at: caret, as: "type")
            return [caret, area.caretOffset]
        case 26..<38:
            let offset = randomOffset()
            insert(fragment(), at: offset, as: "insert")
            return [offset, area.caretOffset]
        case 38..<46:
            let offset = generator.chance(0.5) ? area.caretOffset : randomOffset()
            area.selectedRange = offset..<offset
            if generator.chance(0.7) { area.deleteBackward() } else { area.deleteForward() }
            log.append("delete one cluster at \(offset)")
            return [max(offset - 32, 0), area.caretOffset]
        case 46..<54:
            let isLarge = area.utf8Count > maximumBytes || generator.chance(0.1)
            let range = randomRange(longest: isLarge ? area.utf8Count / 2 : 40)
            area.selectedRange = range
            area.deleteBackward()
            log.append("delete \(range)")
            return [range.lowerBound, area.caretOffset]
        case 54..<62:
            let range = randomRange(longest: 60)
            let replacement = fragment()
            area.selectedRange = range
            area.insertText(replacement)
            log.append("replace \(range) with \(String(reflecting: replacement))")
            return [range.lowerBound, area.caretOffset]
        case 62..<65:
            let offset = randomOffset()
            let pasted = RandomText.document(
                byteCount: generator.number(in: 100...(generator.chance(0.2) ? 8000 : 2000)),
                paragraphBytes: scenario.paragraphBytes, using: &generator)
            area.paste(pasted, at: offset)
            log.append("paste \(pasted.utf8.count) bytes at \(offset)")
            return [offset, area.caretOffset]
        case 65..<71:
            area.undo()
            log.append("undo")
            return [area.selectedRange.lowerBound, area.caretOffset]
        case 71..<75:
            area.redo()
            log.append("redo")
            return [area.selectedRange.lowerBound, area.caretOffset]
        case 75..<83:
            let budget = generator.number(in: 1...12)
            area.performPendingLayout(lineBudget: budget)
            log.append("performPendingLayout(lineBudget: \(budget))")
            return [area.caretOffset]
        case 83..<88:
            let lines = generator.number(in: -60...60)
            area.scroll(by: Double(lines) * area.lineHeight)
            log.append("scroll by \(lines) lines")
            return [area.caretOffset]
        case 88..<96:
            return resizeThenEditProvisionalLines()
        case 96..<98:
            area.selectedRange = randomRange(longest: 200)
            let movement = generator.pick([Movement.lineDown, .lineUp, .pageDown, .lineEnd, .lineStart])
            area.move(movement, extendingSelection: generator.chance(0.3))
            log.append("select and move \(movement)")
            return [area.caretOffset]
        default:
            let text = RandomText.document(
                byteCount: generator.number(in: 0...(2 * scenario.initialBytes)),
                paragraphBytes: scenario.paragraphBytes, using: &generator)
            area.text = text
            log.append("set text of \(text.utf8.count) bytes")
            return [0, area.utf8Count]
        }
    }

    /// Changes the width, which starts a lazy layout of one provisional line, then edits before anything is wrapped.
    private func resizeThenEditProvisionalLines() -> [Int] {
        usesAlternateWidth.toggle()
        let columns = scenario.columns + (usesAlternateWidth ? 3 : 0)
        area.size.width = boundsWidth(columns: columns)
        _ = area.hasPendingLayout
        log.append("resize to \(columns) columns")
        var touched: [Int] = []
        for _ in 0..<generator.number(in: 0...3) {
            let offset = randomOffset()
            if generator.chance(0.7) {
                insert(fragment(), at: offset, as: "insert")
            } else {
                let range = offset..<min(offset + generator.number(in: 1...30), area.utf8Count)
                area.selectedRange = range
                area.deleteBackward()
                log.append("delete \(range)")
            }
            touched += [offset, area.caretOffset]
        }
        return touched.isEmpty ? [area.caretOffset] : touched
    }

    private func insert(_ text: String, at offset: Int, as verb: String) {
        area.selectedRange = offset..<offset
        area.insertText(text)
        log.append("\(verb) \(String(reflecting: text)) at \(offset)")
    }

    private func fragment() -> String {
        RandomText.fragment(using: &generator, breakWeight: scenario.paragraphBytes == nil ? 0 : 6)
    }

    /// Above this size, range deletions cut large pieces, so the text stays about the scenario's size.
    private var maximumBytes: Int { max(3 * scenario.initialBytes, 6000) }

    private func randomOffset() -> Int {
        generator.number(in: 0...area.utf8Count)
    }

    private func randomRange(longest: Int) -> Range<Int> {
        let lower = randomOffset()
        return lower..<min(lower + generator.number(in: 0...longest), area.utf8Count)
    }

    // MARK: Checks

    private var bytes: [UInt8] { area.textStorage.bytes(in: 0..<area.utf8Count) }

    /// The paragraphs around the operation as it left them, then the screen.
    private func checkStep(touched: [Int]) -> String? {
        let text = bytes
        let clamped = touched.map { min(max($0, 0), text.count) }
        // The full wrap of whole paragraphs around the operation, reused for the screen when it lies inside them.
        var checked: (region: Range<Int>, lines: [ReferenceLine])? = nil
        do {
            let layout = area.viewport.textLayout
            let region = ReferenceWrap.paragraphs(holding: clamped, in: text)
            let lines = ReferenceWrap.lines(of: text, region: region, width: area.wrapWidth, measurer: area.measurer)
            if let failure = LayoutConsistency.checkLines(
                of: layout, in: region, reference: lines, bytes: text,
                measurer: area.measurer)
            {
                return "after the operation: \(failure)"
            }
            checked = (region, lines)
        }
        let visible = area.visibleLines()
        guard let first = visible.first, let last = visible.last else { return "visibleLines() returned nothing" }
        let shown = [first.range.lowerBound, last.range.lowerBound]
        let region: Range<Int>
        let lines: [ReferenceLine]
        if let checked,
            shown.allSatisfy({ checked.region.contains($0) || $0 == checked.region.upperBound && $0 == text.count })
        {
            (region, lines) = checked
        } else {
            region = ReferenceWrap.paragraphs(holding: shown, in: text)
            lines = ReferenceWrap.lines(of: text, region: region, width: area.wrapWidth, measurer: area.measurer)
        }
        if let failure = LayoutConsistency.checkLines(
            of: area.viewport.textLayout, in: region, reference: lines, bytes: text,
            measurer: area.measurer)
        {
            return "after visibleLines(): \(failure)"
        }
        return LayoutConsistency.checkVisibleLines(visible, of: area, bytes: text, region: region, reference: lines)
    }

    /// The whole layout as it stands, then once the public API completed pending work: every line, and the public queries on a sample of lines.
    private func checkWholeLayout() -> String? {
        let text = bytes
        let reference = ReferenceWrap.lines(
            of: text, region: 0..<text.count, width: area.wrapWidth, measurer: area.measurer)
        if let failure = LayoutConsistency.checkLines(
            of: area.viewport.textLayout, in: 0..<text.count, reference: reference, bytes: text,
            measurer: area.measurer)
        {
            return "whole layout with pending work: \(failure)"
        }
        area.completeLayout()
        let count = area.lineCount
        if area.hasPendingLayout { return "completeLayout() left layout work pending" }
        if count != reference.count { return "\(count) lines; the full wrap has \(reference.count)" }
        var difference: String? = nil
        area.viewport.textLayout.lines.forEachLine(from: 0) { record, index, start in
            let actual = ReferenceLine(
                range: start..<(start + Int(record.length)), breakLength: Int(record.breakLength),
                width: Double(record.width))
            if actual != reference[index] {
                difference = "line \(index) is \(actual); the full wrap has \(reference[index])"
                return false
            }
            return true
        }
        if let difference { return difference }
        for index in Set(stride(from: 0, to: count, by: max(count / 40, 1)).map { $0 } + [count - 1]) {
            let expected = reference[index].range
            if area.lineRange(at: index) != expected { return "lineRange(at: \(index)) is not \(expected)" }
            if area.lineIndex(containing: expected.lowerBound) != index {
                return "lineIndex(containing: \(expected.lowerBound)) is not \(index)"
            }
        }
        for line in area.visibleLines() where reference[line.index].range != line.range {
            return "visible line \(line.index) is \(line.range); the full wrap has \(reference[line.index])"
        }
        return nil
    }
}
