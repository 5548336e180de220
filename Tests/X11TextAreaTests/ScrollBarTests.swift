import CX11
import Testing
import TextAreaCore
import X11Capture

@testable import X11TextArea

extension X11Tests {
    /// The views' overlay scroll bars driven through the server with xdotool: the pointer near one widens it over
    /// its trough, the thumb drags (to the end of a 10 MB text too), a trough click pages, a press on the bar never
    /// moves the caret, and there is no bar when the text fits or in a field.
    @MainActor
    @Suite struct ScrollBarTests {
        let display: String

        init() throws {
            display = try X11TestEnvironment.displayName()
        }

        /// Leaves the pointer at the screen's top-left corner, on no view's scroll bar, for the tests after these.
        private func parkPointer() {
            _ = try? Xdotool.run(["mousemove", "0", "0"], display: display)
        }

        /// A window with one view 300 × 200 at (20, 20) holding `text`, laid out and drawn.
        private func fixture(text: String) throws -> (WindowFixture, TextAreaView) {
            let fixture = try WindowFixture(viewCount: 1, width: 400, height: 300)
            let view = fixture.views[0]
            fixture.window.layout = { _, _ in view.frame = Rect(x: 20, y: 20, width: 300, height: 200) }
            fixture.window.applyLayout()
            parkPointer()
            view.textArea.text = text
            fixture.settle()
            return (fixture, view)
        }

        /// `count` numbered lines.
        private static func lines(_ count: Int) -> String {
            (1...count).map { "line \($0) of the scroll bar's text" }.joined(separator: "\n")
        }

        /// The pixel of `color`.
        private static func pixel(_ color: Color) -> RGBPixel {
            RGBPixel(
                red: UInt8((color.red * 255).rounded()), green: UInt8((color.green * 255).rounded()),
                blue: UInt8((color.blue * 255).rounded()))
        }

        /// The bounding box of the pixels of `color` in the right edge of `view` (the 20 px inside its border, where
        /// the text of these tests never reaches), in window coordinates.
        private static func bounds(
            of color: Color, inEdgeOf view: TextAreaView, in image: RGBImage
        ) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
            let wanted = pixel(color)
            var result: (minX: Int, minY: Int, maxX: Int, maxY: Int)? = nil
            for y in Int(view.frame.minY)..<Int(view.frame.maxY) {
                for x in Int(view.frame.maxX) - 21..<Int(view.frame.maxX) where image.pixel(x: x, y: y) == wanted {
                    let box = result ?? (x, y, x, y)
                    result = (min(box.minX, x), min(box.minY, y), max(box.maxX, x), max(box.maxY, y))
                }
            }
            return result
        }

        /// Moves the pointer to `point` of the fixture's window through the server.
        private func move(_ fixture: WindowFixture, to point: Point) throws {
            try Xdotool.run(
                ["mousemove", "--window", String(fixture.window.windowID), String(Int(point.x)), String(Int(point.y))],
                display: display)
        }

        /// Runs the window's turns until `condition` holds; records an issue when it never does.
        private func wait(
            _ fixture: WindowFixture, _ what: String, sourceLocation: SourceLocation = #_sourceLocation,
            until condition: () -> Bool
        ) {
            let done = fixture.runTurns(timeout: 60, until: condition).done
            #expect(done, "waited in vain: \(what)", sourceLocation: sourceLocation)
        }

        @Test func hoveringWidensTheThumbOverItsTroughAndLeavingNarrowsIt() throws {
            let (fixture, view) = try fixture(text: Self.lines(60))
            defer { parkPointer() }
            let style = view.style
            let thin = try #require(view.scrollBarGeometry())
            var image = try fixture.window.captureFrame()
            let narrow = try #require(Self.bounds(of: style.scrollIndicator, inEdgeOf: view, in: image))
            #expect(narrow.maxX - narrow.minX + 1 == 3, "a thin thumb, 3 px at 96 dpi")
            #expect(Double(narrow.maxX) == view.frame.maxX - 1 - 2 - 1, "2 px from the border at the right edge")
            #expect(Self.bounds(of: style.scrollTrough, inEdgeOf: view, in: image) == nil, "no trough")

            try move(fixture, to: Point(x: thin.strip.midX, y: view.frame.midY))
            wait(fixture, "the bar widens") { view.scrollBar.isHovered }
            #expect(!fixture.window.mouse.state.showsTextBeam, "the arrow over the bar")
            image = try fixture.window.captureFrame()
            let wide = try #require(Self.bounds(of: style.hoveredScrollIndicator, inEdgeOf: view, in: image))
            #expect(wide.maxX - wide.minX + 1 == 8, "a wide thumb, 8 px at 96 dpi")
            #expect(wide.maxX == narrow.maxX && wide.minY == narrow.minY && wide.maxY == narrow.maxY)
            let trough = try #require(Self.bounds(of: style.scrollTrough, inEdgeOf: view, in: image))
            #expect(trough.maxX - trough.minX + 1 == 12 && trough.maxX == narrow.maxX + 2)
            #expect(Double(trough.minY) == view.frame.minY + 1 && Double(trough.maxY) == view.frame.maxY - 2)

            try move(fixture, to: Point(x: view.frame.midX, y: view.frame.midY))
            wait(fixture, "the bar narrows") { !view.scrollBar.isHovered }
            #expect(fixture.window.mouse.state.showsTextBeam, "the I-beam over the text")
            image = try fixture.window.captureFrame()
            #expect(Self.bounds(of: style.scrollIndicator, inEdgeOf: view, in: image).map { $0 == narrow } == true)
            #expect(Self.bounds(of: style.scrollTrough, inEdgeOf: view, in: image) == nil)
        }

        @Test func wideningRedrawsOnlyTheBarAndMatchesAWholeRedraw() throws {
            let (fixture, view) = try fixture(text: Self.lines(60))
            defer { parkPointer() }
            let frames = FrameComparison(fixture: fixture)
            let now = MonotonicClock.now()
            try frames.check("before", at: now)
            let strip = try #require(view.scrollBarGeometry()).strip
            try move(fixture, to: Point(x: strip.midX, y: view.frame.midY))
            // The server's events are handled without drawing, so the next frame is the one checked.
            let display = fixture.connection.display
            var event = XEvent()
            for _ in 0..<1000 where !view.scrollBar.isHovered {
                fixture.connection.sync()
                guard XPending(display) > 0 else { break }
                XNextEvent(display, &event)
                fixture.window.dispatch(&event)
            }
            #expect(view.scrollBar.isHovered)
            let redrawn = try frames.check("widened", at: now)
            #expect(redrawn > 0 && redrawn <= Int(strip.width * strip.height), "only the trough is redrawn")
        }

        @Test func draggingTheThumbKeepsTheGrabPointUnderThePointer() throws {
            let (fixture, view) = try fixture(text: Self.lines(300))
            defer { parkPointer() }
            let window = String(fixture.window.windowID)
            try move(fixture, to: Point(x: view.frame.maxX - 6, y: view.frame.midY))
            wait(fixture, "the bar widens") { view.scrollBar.isHovered }
            let bar = try #require(view.scrollBarGeometry())
            let grab = Point(x: bar.thumb.midX, y: bar.thumb.minY + 5)
            try Xdotool.run(
                ["mousemove", "--window", window, String(Int(grab.x)), String(Int(grab.y)), "mousedown", "1"],
                display: display)
            defer { _ = try? Xdotool.run(["mouseup", "1"], display: display) }
            wait(fixture, "the thumb is held") { view.scrollBar.drag != nil }
            for distance in [40.0, 97.0, 12.0] {
                try move(fixture, to: Point(x: grab.x, y: grab.y + distance))
                wait(fixture, "the thumb follows \(distance) px") {
                    view.scrollBarGeometry().map { abs($0.thumb.minY - (bar.thumb.minY + distance)) <= 1 } == true
                }
            }
            #expect(view.textArea.contentOffsetY > 0)
            try Xdotool.run(["mouseup", "1"], display: display)
            wait(fixture, "the thumb is let go") { view.scrollBar.drag == nil }
        }

        @Test func draggingTheThumbToTheBottomShowsTheEndOfATenMegabyteText() throws {
            var text = Self.lines(2000) + "\n"
            let block = text
            while text.utf8.count < 10_000_000 { text += block }
            text += "THE END"
            let (fixture, view) = try fixture(text: "")
            defer { parkPointer() }
            let area = view.textArea
            area.text = text
            area.selectedRange = 5..<9
            // The first screen shows while the rest is still pending.
            fixture.window.processEvents(maximumWait: 0)
            #expect(area.hasPendingLayout)
            try move(fixture, to: Point(x: view.frame.maxX - 6, y: view.frame.minY + 10))
            wait(fixture, "the bar widens") { view.scrollBar.isHovered }
            let bar = try #require(view.scrollBarGeometry())
            let window = String(fixture.window.windowID)
            // At the top, the thumb's top stays where it is while layout goes on and shortens it.
            try Xdotool.run(
                [
                    "mousemove", "--window", window, String(Int(bar.thumb.midX)), String(Int(bar.thumb.minY + 2)),
                    "mousedown", "1",
                ], display: display)
            defer { _ = try? Xdotool.run(["mouseup", "1"], display: display) }
            wait(fixture, "the thumb is held") { view.scrollBar.drag != nil }
            try move(fixture, to: Point(x: bar.thumb.midX, y: view.frame.maxY + 40))
            wait(fixture, "the end of the text shows") {
                !area.hasPendingLayout && area.visibleLines().last?.range.upperBound == area.utf8Count
            }
            try Xdotool.run(["mouseup", "1"], display: display)
            wait(fixture, "the thumb is let go") { view.scrollBar.drag == nil }
            #expect(area.contentOffsetY == area.maximumContentOffsetY)
            #expect(area.selectedRange == 5..<9, "the selection stays")
            let shown = area.visibleLines().last.map { area.text(in: $0.range) }
            #expect(shown == "THE END")
        }

        @Test func aTroughClickPagesTowardThePointerByOnePage() throws {
            let (fixture, view) = try fixture(text: Self.lines(300))
            defer { parkPointer() }
            let area = view.textArea
            area.selectedRange = 3..<3
            let inset = area.textContainerInset
            let rows = ((area.size.height - inset.top - inset.bottom) / area.lineHeight).rounded(.down)
            let page = (rows - 1) * area.lineHeight
            try move(fixture, to: Point(x: view.frame.maxX - 6, y: view.frame.midY))
            wait(fixture, "the bar widens") { view.scrollBar.isHovered }
            let bar = try #require(view.scrollBarGeometry())
            let window = fixture.window.windowID
            try Xdotool.click(UInt(window), x: Int(bar.thumb.midX), y: Int(bar.track.maxY - 3), display: display)
            wait(fixture, "a page down") { area.contentOffsetY != 0 }
            #expect(area.contentOffsetY == page)
            try Xdotool.click(UInt(window), x: Int(bar.thumb.midX), y: Int(bar.track.maxY - 3), display: display)
            wait(fixture, "another page down") { area.contentOffsetY != page }
            #expect(area.contentOffsetY == 2 * page)
            // Above the thumb, a page back up.
            try Xdotool.click(UInt(window), x: Int(bar.thumb.midX), y: Int(bar.track.minY + 1), display: display)
            wait(fixture, "a page up") { area.contentOffsetY != 2 * page }
            #expect(area.contentOffsetY == page)
            #expect(area.selectedRange == 3..<3)
        }

        @Test func shiftClickInTheTroughJumpsThere() throws {
            let (fixture, view) = try fixture(text: Self.lines(300))
            defer { parkPointer() }
            let area = view.textArea
            try move(fixture, to: Point(x: view.frame.maxX - 6, y: view.frame.midY))
            wait(fixture, "the bar widens") { view.scrollBar.isHovered }
            let bar = try #require(view.scrollBarGeometry())
            try Xdotool.run(
                [
                    "keydown", "shift", "mousemove", "--window", String(fixture.window.windowID),
                    String(Int(bar.thumb.midX)), String(Int(bar.track.maxY - 1)), "click", "1", "keyup", "shift",
                ], display: display)
            wait(fixture, "the thumb jumps to the end") { area.contentOffsetY == area.maximumContentOffsetY }
            wait(fixture, "the thumb is let go") { view.scrollBar.drag == nil }
        }

        @Test func aMiddleClickOnTheBarJumpsThereAndPastesNothing() throws {
            let (fixture, view) = try fixture(text: Self.lines(300))
            defer { parkPointer() }
            let area = view.textArea
            let service = RecordingSelectionService()
            fixture.window.selectionService = service
            try move(fixture, to: Point(x: view.frame.maxX - 6, y: view.frame.midY))
            wait(fixture, "the bar widens") { view.scrollBar.isHovered }
            let bar = try #require(view.scrollBarGeometry())
            let window = UInt(fixture.window.windowID)
            try Xdotool.click(window, x: Int(bar.thumb.midX), y: Int(bar.track.maxY - 1), button: 2, display: display)
            wait(fixture, "the thumb jumps to the end") { area.contentOffsetY == area.maximumContentOffsetY }
            wait(fixture, "the thumb is let go") { view.scrollBar.drag == nil }
            #expect(service.requests.isEmpty, "no paste asked for")
            // The same click in the text asks for PRIMARY.
            try Xdotool.click(window, x: Int(view.frame.midX), y: Int(view.frame.midY), button: 2, display: display)
            wait(fixture, "a paste is asked for") { !service.requests.isEmpty }
            #expect(service.requests.count == 1 && service.requests.first?.pasteboard == .primary)
        }

        @Test func aPressOnTheBarLeavesTheCaretAndSelection() throws {
            let (fixture, view) = try fixture(text: Self.lines(300))
            defer { parkPointer() }
            let area = view.textArea
            fixture.window.focus(view)
            area.setSelection(anchor: 2, head: 9)
            fixture.settle()
            try move(fixture, to: Point(x: view.frame.maxX - 6, y: view.frame.midY))
            wait(fixture, "the bar widens") { view.scrollBar.isHovered }
            let bar = try #require(view.scrollBarGeometry())
            let window = UInt(fixture.window.windowID)
            // On the thumb: held and let go without moving.
            try Xdotool.click(window, x: Int(bar.thumb.midX), y: Int(bar.thumb.midY), display: display)
            wait(fixture, "the press and release are handled") {
                XPending(fixture.connection.display) == 0 && view.scrollBar.drag == nil
            }
            // In the trough: a page.
            try Xdotool.click(window, x: Int(bar.thumb.midX), y: Int(bar.track.maxY - 2), display: display)
            wait(fixture, "a page down") { area.contentOffsetY > 0 }
            // A double click on the bar is no word selection either.
            try Xdotool.click(window, x: Int(bar.thumb.midX), y: Int(bar.track.maxY - 2), count: 2, display: display)
            wait(fixture, "two more pages") { area.contentOffsetY > 2 * area.lineHeight * 3 }
            #expect(area.selectedRange == 2..<9)
            #expect(fixture.window.focusedView === view)
            #expect(!fixture.window.mouse.state.showsTextBeam)
        }

        @Test func thereIsNoBarWhenTheTextFitsNorInAField() throws {
            let (fixture, view) = try fixture(text: "short\ntext")
            defer { parkPointer() }
            let area = view.textArea
            #expect(view.scrollBarGeometry() == nil)
            let edge = Point(x: view.frame.maxX - 4, y: view.frame.minY + 12)
            try move(fixture, to: edge)
            wait(fixture, "the pointer arrives") { fixture.window.mouse.state.showsTextBeam }
            #expect(!view.scrollBar.isHovered)
            let style = view.style
            let image = try fixture.window.captureFrame()
            for color in [style.scrollIndicator, style.hoveredScrollIndicator, style.scrollTrough] {
                #expect(Self.bounds(of: color, inEdgeOf: view, in: image) == nil)
            }
            // A click there places the caret, as anywhere in the text.
            area.selectedRange = 0..<0
            try Xdotool.click(UInt(fixture.window.windowID), x: Int(edge.x), y: Int(edge.y), display: display)
            wait(fixture, "the caret moves to the end of the first line") { area.selectedRange == 5..<5 }

            let field = TextAreaView(field: TextArea(), frame: Rect(x: 20, y: 240, width: 150, height: 30))
            field.textArea.font = DemoReference.font
            fixture.window.add(field)
            field.textArea.text = String(repeating: "a field's long text ", count: 30)
            fixture.settle()
            #expect(field.scrollBarGeometry() == nil)
            #expect(field.textArea.makeFrame().scrollPosition == nil)
        }

        @Test func rightToLeftTextLeavesTheBarAtTheRightEdge() throws {
            let hebrew = (1...60).map { _ in "שלום עולם, זו שורה של טקסט" }.joined(separator: "\n")
            let (fixture, view) = try fixture(text: hebrew)
            defer { parkPointer() }
            let image = try fixture.window.captureFrame()
            let thumb = try #require(Self.bounds(of: view.style.scrollIndicator, inEdgeOf: view, in: image))
            #expect(Double(thumb.maxX) == view.frame.maxX - 1 - 2 - 1)
            #expect(Double(thumb.minY) == view.frame.minY + 1 + 2)
        }
    }
}

extension Rect {
    /// The x of the middle.
    fileprivate var midX: Double { minX + width / 2 }
    /// The y of the middle.
    fileprivate var midY: Double { minY + height / 2 }
}
