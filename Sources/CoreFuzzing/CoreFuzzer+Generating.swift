import SeededRandom
import TextAreaCore

extension CoreFuzzer {
    /// Draws the next operation, weighted towards editing, with shrinking drawn more often once the document is long.
    func nextOperation() -> FuzzOperation {
        let length = area.utf8Count
        if length > configuration.softDocumentLimit * 4 { return .setText(RandomText.hostileShort(using: &random)) }
        if length > configuration.softDocumentLimit && chance(3) {
            switch int(0..<3) {
            case 0: return .deleteRange(anchor: 0, head: Int.max)
            case 1: return .setText(RandomText.hostileShort(using: &random))
            default: return .undo
            }
        }
        let roll = int(0..<1000)
        switch roll {
        case 0..<150: return .command(.move(Movement.allCases.randomElement(using: &random)!, extend: chance(3)))
        case 150..<210: return .command(.delete(Deletion.allCases.randomElement(using: &random)!))
        case 210..<260: return .command(otherCommand())
        case 260..<290: return .key(randomKey())
        case 290..<440: return .insertText(RandomText.hostileInsertion(using: &random))
        case 440..<470: return .paste(pasteText())
        case 470..<480: return .pasteAt(pasteText(), offset())
        case 480..<500: return .deleteRange(anchor: offset(), head: offset())
        case 500..<540: return .setSelection(anchor: offset(), head: offset(), affinity: affinity())
        case 540..<548: return .selectWord(at: chance(2) ? nil : offset())
        case 548..<555: return .selectParagraph(at: chance(2) ? nil : offset())
        case 555..<605: return markedText()
        case 605..<620: return .unmarkText
        case 620..<630: return .cancelMarkedText
        case 630..<660: return .undo
        case 660..<680: return .redo
        case 680..<688: return .beginEditing
        case 688..<695: return .endEditing
        case 695..<703: return .setMaxLength(maxLength())
        case 703..<709: return .setEditable(chance(4) ? false : true)
        case 709..<715: return .setVetoRule(VetoRule.allCases.randomElement(using: &random)!)
        case 715..<721: return .setPlaceholder(placeholder())
        case 721..<725: return .setPlaceholderVisibility(chance(2) ? .whenEmpty : .whenEmptyAndNotEditing)
        case 725..<733: return .setText(documentText())
        case 733..<737: return .load(documentText())
        case 737..<752: return .setSize(Size(width: width(), height: height()))
        case 752..<760: return .setAlignment(TextAlignment.allCases.randomElement(using: &random)!)
        case 760..<766: return .setInset(inset())
        case 766..<772: return .setPadding(pick([0, 5, 1.5, 30, 300, -4]))
        case 772..<777: return .setTabInterval(chance(3) ? nil : pick([8, 64, 1, 0.5, 0, -3, 33.3, 1e6]))
        case 777..<782: return .setFont(font())
        case 782..<787: return .setPlaceholderFont(chance(3) ? nil : font())
        case 787..<791: return .setMeasurer(MeasurerChoice.allCases.randomElement(using: &random)!)
        case 791..<801: return .pause(chance(2) ? 0.2 : 1.5)
        case 801..<831: return .visibleLines
        case 831..<861: return .offsetFor(point())
        case 861..<876: return .selectionRects(range())
        case 876..<891: return .caretRect(offset(), affinity())
        case 891..<899: return .placeholderGeometry
        case 899..<909: return .sizeThatFits(Size(width: chance(4) ? .infinity : width(), height: height()))
        case 909..<914: return .lineIndex(offset(), affinity())
        case 914..<919: return .boundingRect(Size(width: chance(4) ? .infinity : width(), height: boundingHeight()))
        case 919..<929: return .lineRange(int(0..<1_000_000))
        case 929..<944: return .scroll(scrollDelta())
        case 944..<952: return .scrollToCaret
        case 952..<964: return .performPendingLayout(pick([0, 1, 2, 3, 16, 100, 4096, -1]))
        default: return .insertText(RandomText.hostileShort(using: &random))
        }
    }

    // MARK: Random values

    func int(_ range: Range<Int>) -> Int { Int.random(in: range, using: &random) }

    /// True one time in `odds`.
    func chance(_ odds: Int) -> Bool { int(0..<odds) == 0 }

    func pick<Element>(_ choices: [Element]) -> Element { choices.randomElement(using: &random)! }

    /// An offset: mostly inside the document (often mid-scalar), sometimes just outside it, rarely absurd.
    func offset() -> Int {
        let length = area.utf8Count
        switch int(0..<12) {
        case 0: return -int(1..<6)
        case 1: return length + int(1..<6)
        case 2: return pick([Int.min, Int.max, Int.min / 2, Int.max / 2])
        case 3: return max(area.caretOffset + int(-4..<5), 0)
        default: return int(0..<(length + 1))
        }
    }

    func range() -> Range<Int> {
        if chance(20) { return pick([Int.min..<Int.max, 0..<Int.max, Int.min..<0]) }
        let ends = (offset(), offset())
        return min(ends.0, ends.1)..<max(ends.0, ends.1)
    }

    func affinity() -> SelectionAffinity { chance(3) ? .upstream : .downstream }

    func otherCommand() -> EditingCommand {
        pick([
            .insert(RandomText.hostileShort(using: &random)), .insertNewline, .selectAll, .selectWord, .selectParagraph,
            .undo, .redo, .copy, .cut, .paste, .focusNext, .focusPrevious, .endEditing,
        ])
    }

    func randomKey() -> KeyInput {
        let keys: [Key] = [
            .left, .right, .up, .down, .home, .end, .pageUp, .pageDown, .backspace, .delete, .enter,
            .tab, .escape, .insert,
        ]
        let characters = ["a", "z", "y", "c", "x", "v", "A", "Z", "中", "👨‍👩‍👧‍👦", "\u{301}", "\r\n", "\u{0}"]
        let key: Key = chance(3) ? .character(Character(pick(characters))) : pick(keys)
        return KeyInput(key, modifiers: KeyModifiers(rawValue: int(0..<16)))
    }

    func pasteText() -> String {
        switch int(0..<10) {
        case 0: return RandomText.hostileDocument(bytes: int(1000..<140_000), using: &random)
        case 1, 2: return RandomText.longLine(using: &random)
        default: return RandomText.hostileShort(using: &random)
        }
    }

    func documentText() -> String {
        switch int(0..<20) {
        case 0..<3: return ""
        case 3..<6: return RandomText.hostileDocument(bytes: int(2000..<40_000), using: &random)
        case 6..<8: return RandomText.longLine(using: &random)
        default: return RandomText.hostileShort(using: &random)
        }
    }

    func markedText() -> FuzzOperation {
        let text = chance(8) ? "" : RandomText.hostileShort(using: &random)
        if chance(15) { return .setMarkedText(text, pick([Int.min..<Int.max, (Int.max - 1)..<Int.max, -5..<(-2)])) }
        let lower = int(-2..<(text.count + 3))
        return .setMarkedText(text, lower..<(lower + int(0..<4)))
    }

    func maxLength() -> Int? {
        if chance(2) { return nil }
        if chance(5) { return pick([0, 1, 2]) }
        return max(area.characterCount + int(-3..<6), 0)
    }

    func placeholder() -> String? {
        pick([
            nil, "", "Write something…", "Line one\nLine two", "Ends with a break\n", "\n", "\r\n\u{2029}",
            RandomText.hostileShort(using: &random), RandomText.unbreakableWord(length: 80, using: &random),
            "\t\t tabbed",
        ])
    }

    func width() -> Double {
        if chance(40) { return pick([.infinity, .nan, -10, -1e9, .greatestFiniteMagnitude]) }
        return pick([0, 1, 2, 3, 7, 10, 11, 12, 16, 20, 24, 33.5, 50, 80, 120, 200, 320, 640, 1000, 5000, 1e6, 1e9])
    }

    func height() -> Double {
        if chance(40) { return pick([.infinity, .nan, -5]) }
        return pick([0, 1, 10, 16, 17, 40, 120, 300, 1000, 1e5])
    }

    func boundingHeight() -> Double {
        chance(5) ? pick([.infinity, .nan, -5, 1e300, .greatestFiniteMagnitude]) : height()
    }

    func inset() -> EdgeInsets {
        if chance(3) { return EdgeInsets(top: 8, left: 0, bottom: 8, right: 0) }
        return EdgeInsets(
            top: pick([0, 8, 20, 0.5, 100, -8]), left: pick([0, 3, 10, 40, 500, -8]),
            bottom: pick([0, 8, 20, 0.5, 100, -8]), right: pick([0, 3, 10, 40, 500, -8]))
    }

    func font() -> Font {
        Font(
            family: pick(["sans-serif", "monospace", "DejaVu Sans"]), size: pick([6, 9, 12, 13.5, 20, 48, 0.5]),
            weight: chance(3) ? .bold : .regular)
    }

    func point() -> Point {
        func coordinate(_ extent: Double) -> Double {
            if chance(10) { return pick([-1e12, 1e12, .infinity, -.infinity, .nan, -0.0]) }
            let span = extent.isFinite ? min(max(extent, 0), 1e6) : 1000
            return Double.random(in: -100...(span + 100), using: &random)
        }
        return Point(x: coordinate(area.size.width), y: coordinate(area.size.height))
    }

    func scrollDelta() -> Double {
        if chance(15) { return pick([.infinity, -.infinity, .nan, 1e300, -1e300]) }
        return Double.random(in: -2000...2000, using: &random)
    }
}
