import CX11
import SeededRandom
import Testing
import TextAreaCore
import X11Capture

@testable import X11TextArea

extension X11Tests {
    /// Windows at the extremes: one pixel, larger than the server will back with a pixmap, and resized a thousand times.
    @MainActor
    @Suite struct WindowExtremesTests {
        /// A paragraph long enough to wrap over many lines at most widths, with CJK and emoji.
        static let paragraph = String(repeating: "Resize me 调整大小 サイズ変更 🦊 wrapping words, ", count: 60)

        /// The number of lines a fresh area wraps `area`'s text into at `area`'s size, with its measurer and font.
        private func freshLineCount(like area: TextArea) -> Int {
            let reference = TextArea()
            reference.measurer = area.measurer
            reference.font = area.font
            reference.size = area.size
            reference.text = area.text
            return reference.lineCount
        }

        @Test func aOnePixelWindowLaysOutDrawsAndEdits() throws {
            let fixture = try WindowFixture(viewCount: 1, width: 1, height: 1)
            let view = fixture.views[0]
            fixture.window.focus(view)
            for keysym in [XK_a, XK_b, XK_space, XK_c] { fixture.press(keysym) }
            view.textArea.text += Self.paragraph
            fixture.settle()
            #expect(view.textArea.text.hasPrefix("ab c"))
            #expect(fixture.window.backBuffer.width == 1 && fixture.window.backBuffer.height == 1)
            #expect(view.textArea.wrapWidth == 0)
            #expect(view.textArea.lineCount == freshLineCount(like: view.textArea))
            let image = try fixture.window.captureFrame()
            #expect(image.width == 1 && image.height == 1)
        }

        @Test func aBackBufferTheServerRefusesIsReportedAndASmallerOneDrawn() throws {
            // A server that cannot allocate the 400 MB a 10000 × 10000 pixmap needs.
            let server = try XvfbServer.start(width: 800, height: 600, addressSpaceLimit: 480 << 20)
            defer { server.stop() }
            let connection = try X11Connection(displayName: server.displayName)
            let measurer = try XftMeasurer(connection: connection, defaultFont: DemoReference.font)
            let untrappedBefore = X11ErrorHandlers.recentErrors
            var made: TextAreaWindow?
            let report = capturingStandardError {
                made = TextAreaWindow(
                    connection: connection, measurer: measurer, title: "huge", width: 10000,
                    height: 10000)
            }
            let window = try #require(made)
            #expect(report.contains("cannot allocate a 10000×10000 back buffer"), "stderr: \(report)")
            #expect(report.contains("drawing into 800×600"), "stderr: \(report)")
            #expect(window.backBuffer.width == 800 && window.backBuffer.height == 600)
            #expect(window.backBuffer.refusedCount == 1)

            let view = TextAreaView()
            view.textArea.font = DemoReference.font
            window.add(view)
            window.layout = { _, size in view.frame = Rect(x: 0, y: 0, width: size.width, height: size.height) }
            window.focus(view)
            window.show()
            view.textArea.insertText("Drawn into a smaller buffer")
            let image = try window.captureFrame()
            #expect(image.width == 800 && image.count(x: 0..<400, y: 0..<40) { $0.isDark } > 50, "the text is drawn")
            #expect(view.textArea.size == Size(width: 10000, height: 10000), "the layout still has the window's size")

            // Shrinking gets a full-size buffer again; growing past the limit falls back again.
            XResizeWindow(connection.display, window.windowID, 400, 300)
            window.settle()
            #expect(window.backBuffer.width == 400 && window.backBuffer.height == 300)
            let again = capturingStandardError {
                XResizeWindow(connection.display, window.windowID, 10000, 10000)
                window.settle()
            }
            #expect(again.contains("cannot allocate a 10000×10000 back buffer"))
            #expect(window.backBuffer.width == 800 && window.backBuffer.height == 600)
            #expect(window.backBuffer.refusedCount == 2)
            #expect(!window.isClosed)
            #expect(
                X11ErrorHandlers.recentErrors == untrappedBefore, "no X error escaped: \(X11ErrorHandlers.recentErrors)"
            )
            window.close()
        }

        @Test func aThousandResizesEndWithTheLayoutOfTheLastSize() throws {
            let fixture = try WindowFixture(viewCount: 2, width: 400, height: 300)
            let area = fixture.views[0].textArea
            area.text = Self.paragraph
            fixture.window.focus(fixture.views[0])
            fixture.settle()
            let client = try X11Connection(displayName: X11TestEnvironment.displayName())
            var random = SplitMix64(seed: 1000)
            let layoutsBefore = fixture.window.layoutCount
            let untrappedBefore = X11ErrorHandlers.recentErrors
            fixture.window.longestBusyInterval = 0
            let start = MonotonicClock.now()
            for index in 0..<1000 {
                let width = random.chance(0.1) ? random.pick([1, 2, 3000]) : random.number(in: 1...1600)
                let height = random.chance(0.1) ? random.pick([1, 2, 2500]) : random.number(in: 1...1200)
                XResizeWindow(client.display, fixture.window.windowID, UInt32(width), UInt32(height))
                // The loop sees the storm in bursts of a few sizes, typing in between.
                if index % 7 == 0 {
                    client.flush()
                    fixture.window.processEvents(maximumWait: 0)
                }
                if index % 100 == 0 { fixture.press(XK_x) }
            }
            XResizeWindow(client.display, fixture.window.windowID, 517, 333)
            client.sync()
            fixture.settle()
            let seconds = MonotonicClock.now() - start
            let layouts = fixture.window.layoutCount - layoutsBefore

            #expect(fixture.window.size == Size(width: 517, height: 333))
            #expect(fixture.window.backBuffer.width == 517 && fixture.window.backBuffer.height == 333)
            #expect(fixture.views[0].frame == Rect(x: 10, y: 10, width: 497, height: 80))
            #expect(fixture.views[1].frame == Rect(x: 10, y: 100, width: 497, height: 80))
            let typedAtTheEnd = area.text == Self.paragraph + String(repeating: "x", count: 10)
            #expect(typedAtTheEnd, "the keys typed during the storm are in the text")
            #expect(area.lineCount == freshLineCount(like: area), "the lines are those of a fresh wrap at 497 px")
            #expect(layouts >= 1 && layouts < 1000, "bursts of sizes are laid out once: \(layouts) layouts")
            let image = try fixture.window.captureFrame()
            #expect(image.width == 517 && image.height == 333)
            #expect(image.count(x: 10..<507, y: 10..<90) { $0.isDark } > 200, "the text is drawn")
            #expect(X11ErrorHandlers.recentErrors == untrappedBefore)
            print(
                "resize storm: 1,000 sizes in \(milliseconds(seconds)) ms, \(layouts) layouts, longest turn "
                    + "\(milliseconds(fixture.window.longestBusyInterval)) ms; \(area.lineCount) lines at 497 px")
        }
    }
}
