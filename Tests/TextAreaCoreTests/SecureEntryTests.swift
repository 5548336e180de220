import Testing

@testable import TextAreaCore

/// A secure area: bullets laid out per grapheme cluster, left to right, with no copy, cut, undo or word shape.
@Suite struct SecureEntryTests {
    /// Arabic letters, an emoji family, a flag pair, a decomposed "é", a space, a tab and a line break: nine clusters.
    static let mixed = "سلا" + Clusters.family + Clusters.flags + Clusters.eAcute + " \t\n"

    private func secureArea(_ text: String) -> (TextArea, RecordingHost) {
        let area = TextArea(text: text)
        area.size = Size(width: 400, height: 200)
        area.isSecureTextEntry = true
        let host = RecordingHost()
        area.host = host
        return (area, host)
    }

    /// The cluster boundaries of `text`, as UTF-8 offsets, from 0 to its length.
    private func boundaries(_ text: String) -> [Int] {
        var offsets = [0]
        var offset = 0
        for character in text {
            offset += character.utf8.count
            offsets.append(offset)
        }
        return offsets
    }

    private func bulletWidth(_ area: TextArea) -> Double {
        area.measurer.width(of: String(TextArea.secureBullet), font: area.font)
    }

    @Test func everyClusterMeasuresOneBulletLeftToRight() {
        let (area, _) = secureArea(Self.mixed)
        let bullet = bulletWidth(area)
        let stops = boundaries(Self.mixed)
        #expect(stops.count - 1 == 10)
        #expect(area.lineCount == 1, "the line break does not break the bullets")
        let start = area.caretRect(for: 0).minX
        for (index, offset) in stops.enumerated() {
            #expect(area.caretRect(for: offset).minX == start + Double(index) * bullet, "caret after \(index) clusters")
        }
        #expect(area.bulletCount(in: 0..<area.utf8Count) == 10)
        // Without secure entry the Arabic runs right to left and the line break starts a new line.
        area.isSecureTextEntry = false
        #expect(area.lineCount == 2)
        #expect(area.caretRect(for: stops[1]).minX < area.caretRect(for: 0).minX)
    }

    @Test func hitTestingAndSelectionFollowTheBullets() {
        let (area, _) = secureArea(Self.mixed)
        let bullet = bulletWidth(area)
        let stops = boundaries(Self.mixed)
        let start = area.caretRect(for: 0)
        for index in 0..<(stops.count - 1) {
            let point = Point(x: start.minX + (Double(index) + 0.3) * bullet, y: (start.minY + start.maxY) / 2)
            #expect(area.offset(for: point).offset == stops[index], "a click on bullet \(index)")
        }
        let rects = area.selectionRects(for: stops[1]..<stops[4])
        #expect(rects.count == 1)
        #expect(rects.first.map { ($0.minX, $0.width) } ?? (0, 0) == (start.minX + bullet, 3 * bullet))
    }

    @Test func longTextWrapsBetweenAnyClustersNotAtSpaces() {
        let text = String(repeating: "ab cd ", count: 20)
        let (area, _) = secureArea(text)
        let bullet = bulletWidth(area)
        let usable = area.wrapWidth
        let perLine = Int(usable / bullet)
        #expect(area.lineCount == (text.count + perLine - 1) / perLine)
        #expect(area.lineRange(at: 0) == 0..<perLine, "the first line is full, whatever character ends it")
    }

    @Test func theBulletMeasurerGivesASpaceABulletsWidth() {
        let (area, _) = secureArea("a")
        let measurer = area.layoutMeasurer
        #expect(measurer.width(of: " ", font: area.font) == bulletWidth(area))
        #expect(measurer.width(of: "x\u{300}\u{300}é", font: area.font) == 2 * bulletWidth(area))
    }

    @Test func copyAndCutDoNothing() {
        let (area, host) = secureArea("hunter2")
        area.selectAll()
        area.perform(.copy)
        area.copy()
        area.perform(.cut)
        area.cut()
        #expect(host.writes.isEmpty)
        #expect(area.text == "hunter2")
        area.paste("x")
        #expect(area.text == "x", "paste replaces the selection")
    }

    @Test func undoHasNoHistory() {
        let (area, _) = secureArea("")
        area.insertText("old")
        area.insertText(" secret")
        area.perform(.delete(.characterBackward))
        #expect(!area.canUndo)
        area.undo()
        #expect(area.text == "old secre")
        area.text = "new"
        area.undo()
        #expect(area.text == "new")
        // Turning secure entry on forgets history made before.
        let plain = TextArea()
        plain.insertText("before")
        #expect(plain.canUndo)
        plain.isSecureTextEntry = true
        #expect(!plain.canUndo)
    }

    @Test func wordMovesAndDoubleClickSpanTheWholeText() {
        let text = "ab cd-ef, " + Clusters.family + " سلام"
        let (area, _) = secureArea(text)
        let end = area.utf8Count
        area.setSelection(anchor: 4, head: 4)
        area.move(.wordForward)
        #expect(area.selectedRange == end..<end)
        area.move(.wordBackward)
        #expect(area.selectedRange == 0..<0)
        area.setSelection(anchor: 4, head: 4)
        area.move(.wordRight)
        #expect(area.selectedRange == end..<end)
        #expect(area.wordRange(around: 4) == 0..<end)
        area.selectWord(at: 7)
        #expect(area.selectedRange == 0..<end)
        area.setSelection(anchor: 4, head: 4)
        area.perform(.delete(.wordBackward))
        #expect(area.text == String(text.utf8.dropFirst(4))!)
    }

    @Test func editsKeepTheBulletsInStepWithTheClusters() {
        let (area, _) = secureArea("e")
        let bullet = bulletWidth(area)
        area.insertText("\u{301}")  // joins the "e": still one cluster
        #expect(area.bulletCount(in: 0..<area.utf8Count) == 1)
        #expect(area.caretRect(for: area.utf8Count).minX - area.caretRect(for: 0).minX == bullet)
        area.insertText("🇯")
        area.insertText("🇵")  // the two indicators pair into one flag
        #expect(area.bulletCount(in: 0..<area.utf8Count) == 2)
        #expect(area.caretRect(for: area.utf8Count).minX - area.caretRect(for: 0).minX == 2 * bullet)
        area.setSelection(anchor: 0, head: 0)
        area.insertText("🇺")  // re-pairs the indicators after it
        #expect(area.bulletCount(in: 0..<area.utf8Count) == 3)
        #expect(area.caretRect(for: area.utf8Count).minX - area.caretRect(for: 0).minX == 3 * bullet)
        #expect(area.textStorage.characterCount(in: 0..<area.utf8Count) == 3)
    }

    @Test func replacedTextLeavesNoBytesInTheChunks() {
        var storage = TextStorage(String(repeating: "secret ", count: 1000))
        storage.chunks[0].reserveCapacity(storage.chunks[0].count + 100)
        var kept = storage.chunks
        kept.withUnsafeMutableBufferPointer { chunks in
            for index in chunks.indices { chunks[index].overwriteWithZeros() }
        }
        #expect(kept.allSatisfy { chunk in chunk.allSatisfy { $0 == 0 } })
        #expect(kept[0].count >= storage.chunks[0].count + 100, "the spare capacity is written too")
        #expect(storage.string.hasPrefix("secret"), "a shared copy keeps its bytes")
        storage.overwriteAndRemoveAll()
        #expect(storage.utf8Count == 0)
    }

    @Test func theLayoutSeesOnlyTheStandIn() {
        let (area, _) = secureArea("hunter2")
        area.insertText("é" + Clusters.eAcute + Clusters.family)
        #expect(area.text == "hunter2é" + Clusters.eAcute + Clusters.family)
        #expect(area.layoutStorage.utf8Count == area.utf8Count)
        #expect(area.layoutStorage.characterCount(in: 0..<area.utf8Count) == 10)
        #expect(!area.layoutStorage.string.contains("hunter"))
        #expect(area.layoutStorage.string.hasPrefix("xxxxxxxé"))
        area.isSecureTextEntry = false
        #expect(area.layoutStorage.string == area.text)
    }
}
