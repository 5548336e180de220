import CX11
import TextAreaCore
import X11TextArea

/// Feeds hostile text to the X11 front end: the Xft measurer (shaping, font fallback) and the painter, in a real window on a real server.
///
/// Each case (see ``X11FuzzCase``) sets a text, font, frame and scale on a
/// text area in a window, measures the text's lines and clusters, draws a
/// whole frame, moves the caret, selects all, types and undoes, drawing
/// after each. Every case must keep these:
///
/// - every width and advance the measurer gives is finite and not negative;
/// - no glyph request is longer than ``XftTextPainter/glyphsPerRequest``;
/// - the server reports no protocol error;
/// - caret and selection rectangles are finite;
/// - the undo restores the text.
///
/// The budget is a number of cases, not a time, so a run does the same work
/// on any machine.
@MainActor
public final class X11Fuzzer {
    /// The seed the cases are drawn from.
    public let seed: UInt64
    /// The counts kept so far.
    public private(set) var statistics = X11FuzzStatistics()

    private let connection: X11Connection
    private let measurer: XftMeasurer
    private let window: TextAreaWindow
    private let view = TextAreaView()
    /// The index of the case being run.
    private var currentCase = 0

    /// Opens a window on `connection` for a run of cases drawn from `seed`.
    public init(connection: X11Connection, seed: UInt64) throws {
        self.connection = connection
        self.seed = seed
        measurer = try XftMeasurer(
            connection: connection, defaultFont: TextAreaCore.Font(family: "DejaVu Sans", size: 13))
        window = TextAreaWindow(
            connection: connection, measurer: measurer, title: "textarea-fuzz", width: 800, height: 600)
        window.add(view)
        window.show()
    }

    deinit {
        // Released on the main actor, as everything holding it is.
        MainActor.assumeIsolated {
            window.close()
        }
    }

    /// Runs cases `first` up to `first + count`, stopping at the first broken rule.
    ///
    /// `progress` hears each case once it passed, with the seconds it took.
    public func run(
        cases count: Int, from first: Int = 0, progress: (X11FuzzCase, Double) -> Void = { _, _ in }
    ) throws(X11FuzzFailure) -> X11FuzzSummary {
        let start = MonotonicClock.now()
        for index in first..<(first + count) {
            let caseStart = MonotonicClock.now()
            let fuzzCase = X11FuzzCase(seed: seed, index: index)
            try check(fuzzCase)
            let seconds = MonotonicClock.now() - caseStart
            progress(fuzzCase, seconds)
            if seconds > statistics.slowestCase.seconds { statistics.slowestCase = (index, seconds) }
        }
        return X11FuzzSummary(
            seed: seed, cases: count, seconds: MonotonicClock.now() - start, statistics: statistics)
    }

    /// Runs one case.
    public func check(_ fuzzCase: X11FuzzCase) throws(X11FuzzFailure) {
        func fail(_ message: String) -> X11FuzzFailure {
            X11FuzzFailure(seed: seed, fuzzCase: fuzzCase, message: message)
        }
        currentCase = fuzzCase.index
        let area = view.textArea
        window.scaleOverride = fuzzCase.scale
        area.font = fuzzCase.font
        area.text = fuzzCase.text
        let frame = fuzzCase.frame
        window.layout = { _, _ in self.view.frame = frame }

        if let problem = measurementProblem(fuzzCase.text, font: area.font) { throw fail(problem) }
        if let problem = frameDrawn("the first frame") { throw fail(problem) }

        area.selectedRange = area.utf8Count..<area.utf8Count
        let offset = area.offset(for: Point(x: frame.width / 2, y: frame.height / 2)).offset
        area.selectedRange = offset..<offset
        let caret = area.caretRect(for: offset)
        guard [caret.minX, caret.minY, caret.width, caret.height].allSatisfy(\.isFinite) else {
            throw fail("the caret at \(offset) is at \(caret)")
        }
        area.selectAll()
        for rect in area.selectionRects(for: 0..<area.utf8Count)
        where ![rect.minX, rect.minY, rect.width, rect.height].allSatisfy(\.isFinite) {
            throw fail("a selection rectangle is \(rect)")
        }
        if let problem = frameDrawn("the frame with everything selected") { throw fail(problem) }

        let edit = area.textStorage.characterBoundary(atOrBefore: fuzzCase.editOffset)
        area.selectedRange = edit..<edit
        area.insertText("\u{301}x\u{200F}")
        if let problem = frameDrawn("the frame after typing") { throw fail(problem) }
        area.undo()
        guard area.text == fuzzCase.text else { throw fail("the undo did not restore the text") }
        if let problem = frameDrawn("the frame after the undo") { throw fail(problem) }
        statistics.cases += 1
        statistics.largestText = max(statistics.largestText, fuzzCase.text.utf8.count)
    }

    /// Draws a whole frame, counting its requests and glyphs; returns what went wrong, or nil.
    private func frameDrawn(_ what: String) -> String? {
        let display = connection.display
        let glyphsBefore = window.painter.drawnGlyphCount
        let firstRequest = XNextRequest(display)
        let (_, errors) = connection.trappingErrors {
            window.layoutIfNeeded()
            window.setNeedsDisplay()
            window.renderFrame()
            connection.sync()
        }
        statistics.frames += 1
        statistics.glyphs += window.painter.drawnGlyphCount - glyphsBefore
        let requests = Int(XNextRequest(display) - firstRequest)
        if requests > statistics.mostRequestsInAFrame {
            statistics.mostRequestsInAFrame = requests
            statistics.caseWithMostRequests = currentCase
        }
        statistics.largestGlyphBatch = window.painter.largestGlyphBatch
        if let error = errors.first { return "\(what) drew with a protocol error: \(error)" }
        if window.painter.largestGlyphBatch > XftTextPainter.glyphsPerRequest {
            return "\(what) sent \(window.painter.largestGlyphBatch) glyphs in one request"
        }
        return nil
    }

    /// Measures each line of `text` and the clusters of its first line; returns the first width that is not finite or is negative, or nil.
    private func measurementProblem(_ text: String, font: TextAreaCore.Font) -> String? {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { text -> String? in
            var lines: [Range<Int>] = []
            var start = 0
            for (index, byte) in text.enumerated() where byte == 0x0A {
                lines.append(start..<index)
                start = index + 1
            }
            lines.append(start..<text.count)
            var widths = [Double](repeating: 0, count: lines.count)
            lines.withUnsafeBufferPointer { runs in
                widths.withUnsafeMutableBufferPointer { measurer.measure(runs: runs, in: text, font: font, into: $0) }
            }
            statistics.measuredRuns += lines.count
            if let bad = widths.firstIndex(where: { !$0.isFinite || $0 < 0 }) {
                return "line \(bad) measured \(widths[bad]) wide"
            }
            // The first line's grapheme clusters, as the layout asks for their advances.
            let first = lines[0]
            var clusters: [Range<Int>] = []
            var clusterStart = first.lowerBound
            for character in String(decoding: UnsafeBufferPointer(rebasing: text[first]), as: UTF8.self) {
                clusters.append(clusterStart..<(clusterStart + character.utf8.count))
                clusterStart += character.utf8.count
            }
            guard !clusters.isEmpty else { return nil }
            var advances = [Double](repeating: 0, count: clusters.count)
            clusters.withUnsafeBufferPointer { clusters in
                advances.withUnsafeMutableBufferPointer {
                    measurer.clusterAdvances(of: first, clusters: clusters, in: text, font: font, into: $0)
                }
            }
            statistics.measuredRuns += clusters.count
            if let bad = advances.firstIndex(where: { !$0.isFinite || $0 < 0 }) {
                return "cluster \(clusters[bad]) of the first line has an advance of \(advances[bad])"
            }
            return nil
        }
    }
}
