import Testing

@testable import TextAreaCore

/// A frame reuses the direction runs of the lines the frame before showed unchanged, rather than allocating equal ones.
@Suite struct FrameRunsReuseTests {
    /// Where the storage of `runs` lives.
    func address(of runs: [TextRun]) -> UnsafeRawPointer? {
        runs.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }

    @Test func linesAboveAnEditKeepTheirRunsAndTheEditedLinesGetNewOnes() throws {
        let area = TextArea()
        area.measurer = MonospaceMeasurer(cellWidth: 8, lineHeight: 16)
        area.size = Size(width: 400, height: 400)
        area.text = "first line\nsecond line\nthird line\nfourth\tline"
        let edited = "first line\nsecond line\n".utf8.count + 5
        area.selectedRange = edited..<edited
        let before = area.makeFrame()
        area.insertText("X")
        let after = area.makeFrame()
        #expect(before.lines.count == 4 && after.lines.count == 4)
        // Equal values throughout; the first two lines share the frame before's storage.
        for index in 0..<2 {
            #expect(after.lines[index].directionRuns == before.lines[index].directionRuns)
            #expect(address(of: after.lines[index].directionRuns) == address(of: before.lines[index].directionRuns))
        }
        // The edited line has a longer run; the line after it moved in the text.
        #expect(after.lines[2].directionRuns[0].range.count == before.lines[2].directionRuns[0].range.count + 1)
        #expect(
            after.lines[3].directionRuns.map(\.range.lowerBound)
                == before.lines[3].directionRuns.map { $0.range.lowerBound + 1 })
        #expect(address(of: after.lines[2].directionRuns) != address(of: before.lines[2].directionRuns))
    }
}
