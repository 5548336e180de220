import CX11
import Testing
import TextAreaCore

@testable import X11TextArea

extension X11Tests {
    /// The limits behind `HostileInputTests`, in process: glyph requests within the protocol's length, marks left out of shaping past a row of 32, resolutions and font sizes held to their ranges, the resource database read in a bounded way.
    @MainActor
    @Suite struct HostileInputLimitsTests {
        /// The longest request of the core protocol without BIG-REQUESTS, in bytes (its length field has 16 bits and counts 4-byte units).
        static let longestRequest = 65_535 * 4
        /// The most bytes a glyph takes in a RENDER `CompositeGlyphs` request: an 8-byte element header when its position does not follow the glyph before, a 4-byte id, and 12 bytes when the font changes.
        static let worstBytesPerGlyph = 24
        /// The fixed part of a `CompositeGlyphs` request, in bytes.
        static let compositeGlyphsHeader = 28

        let connection: X11Connection
        let measurer: XftMeasurer
        let font = DemoReference.font

        init() throws {
            connection = try X11Connection(displayName: X11TestEnvironment.displayName())
            measurer = try XftMeasurer(connection: connection, defaultFont: DemoReference.font)
        }

        // MARK: Glyph requests

        @Test func aFrameOfZalgoTextSendsEveryGlyphRequestWithinTheProtocolsLengthAndFewRequests() throws {
            let fixture = try WindowFixture(viewCount: 1, width: 800, height: 600)
            let window = fixture.window
            let area = fixture.views[0].textArea
            area.font = TextAreaCore.Font(family: "DejaVu Sans", size: 6)
            // 30 marks a letter: all are shaped and drawn (fewer than `XftFontEntry.maximumAttachedInRow`).
            area.text = String(decoding: HostileInputTests.zalgo(marks: 30, words: 3000), as: UTF8.self)
            let view = fixture.views[0]
            window.layout = { _, size in view.frame = Rect(x: 0, y: 0, width: size.width, height: size.height) }
            fixture.settle()
            let display = fixture.connection.display
            let glyphsBefore = window.painter.drawnGlyphCount
            let firstRequest = XNextRequest(display)
            window.setNeedsDisplay()
            window.renderFrame()
            let requests = Int(XNextRequest(display) - firstRequest)
            let glyphs = window.painter.drawnGlyphCount - glyphsBefore
            #expect(
                glyphs * Self.worstBytesPerGlyph > Self.longestRequest,
                "the frame's \(glyphs) glyphs would fit one request; the test needs more")
            let longest = window.painter.largestGlyphBatch * Self.worstBytesPerGlyph + Self.compositeGlyphsHeader
            #expect(longest <= Self.longestRequest, "a glyph request may take \(longest) bytes")
            #expect(requests < 1000, "one frame sent \(requests) requests for \(glyphs) glyphs")
            // The server read the requests as sent: a round trip comes back in step, with no error.
            let (_, errors) = fixture.connection.trappingErrors { fixture.connection.sync() }
            #expect(errors.isEmpty, "\(errors)")
            print(
                "zalgo frame: \(glyphs) glyphs in \(requests) requests, at most "
                    + "\(window.painter.largestGlyphBatch) glyphs in one")
        }

        // MARK: Shaping

        @Test func shapingLeavesOutMarksPastTheLimitAndMeasuresAsItDraws() {
            let limit = XftFontEntry.maximumAttachedInRow
            let text = "a" + String(repeating: "\u{301}", count: 5000) + "bc"
            let kept = "a" + String(repeating: "\u{301}", count: limit) + "bc"
            let bytes = Array(text.utf8)
            let shaped = bytes.withUnsafeBufferPointer { measurer.shapedRun(of: $0, font: font) }
            let keptShaped = Array(kept.utf8).withUnsafeBufferPointer { measurer.shapedRun(of: $0, font: font) }
            #expect(
                shaped.glyphs.map(\.glyph) == keptShaped.glyphs.map(\.glyph), "the marks past the limit are left out")
            #expect(shaped.advance == keptShaped.advance)
            #expect(measurer.width(of: text, font: font) == shaped.advance.rounded(), "measured as drawn, to a pixel")
            // The glyphs after the left-out marks name their own bytes.
            #expect(shaped.glyphs.suffix(2).map(\.cluster) == [Int32(bytes.count - 2), Int32(bytes.count - 1)])
            // The whole cluster takes the advance of what is drawn of it.
            let clusters = [
                0..<(bytes.count - 2), (bytes.count - 2)..<(bytes.count - 1), (bytes.count - 1)..<bytes.count,
            ]
            var advances = [Double](repeating: 0, count: 3)
            bytes.withUnsafeBufferPointer { text in
                clusters.withUnsafeBufferPointer { clusters in
                    advances.withUnsafeMutableBufferPointer { output in
                        measurer.clusterAdvances(
                            of: 0..<text.count, clusters: clusters, in: text, font: font, into: output)
                    }
                }
            }
            #expect(abs(advances.reduce(0, +) - shaped.advance.rounded()) < 1e-9)
            #expect(advances[0] > 0)
        }

        @Test func rightToLeftShapingLeavesOutPointsPastTheLimitAndKeepsTheLettersBytes() {
            let limit = XftFontEntry.maximumAttachedInRow
            let text = "א" + String(repeating: "\u{5B8}", count: 300) + "ב"
            let kept = "א" + String(repeating: "\u{5B8}", count: limit) + "ב"
            let bytes = Array(text.utf8)
            let shaped = bytes.withUnsafeBufferPointer { measurer.shapedRun(of: $0, font: font, isRightToLeft: true) }
            let keptShaped = Array(kept.utf8).withUnsafeBufferPointer {
                measurer.shapedRun(of: $0, font: font, isRightToLeft: true)
            }
            #expect(shaped.glyphs.map(\.glyph) == keptShaped.glyphs.map(\.glyph))
            // Bet drawn first (leftmost), from its own bytes at the end of the run.
            #expect(shaped.glyphs.first?.cluster == Int32(bytes.count - 2))
        }

        // MARK: Resolution and font size

        @Test(arguments: [
            ("1e17", 768.0), ("1e20", 768), ("1e9", 768), ("0.01", 24), ("120", 120), ("96", 96),
        ])
        func xftDPIIsHeldToItsRange(value: String, expected: Double) {
            let resources = Array("Xft.dpi:\t\(value)\n".utf8)
            #expect(resources.withUnsafeBufferPointer { X11Connection.xftDPI(inResources: $0) } == expected)
        }

        @Test(arguments: ["nan", "inf", "-5", "0", "lots"])
        func xftDPIThatIsNoPositiveNumberCountsAsUnset(value: String) {
            let resources = Array("Xft.dpi:\t\(value)\n".utf8)
            #expect(resources.withUnsafeBufferPointer { X11Connection.xftDPI(inResources: $0) } == nil)
        }

        @Test func aWindowFollowsXftDPIOfTenToTheSeventeenAtEightTimesItsScale() throws {
            let fixture = try WindowFixture(viewCount: 1)
            let display = fixture.connection.display
            let root = fixture.connection.rootWindow
            let property = XInternAtom(display, "RESOURCE_MANAGER", 0)
            var value = Array("Xft.dpi:\t1e17\n".utf8)
            XChangeProperty(display, root, property, XA_STRING, 8, PropModeReplace, &value, Int32(value.count))
            defer {
                XDeleteProperty(display, root, property)
                fixture.settle()
            }
            fixture.settle()
            #expect(fixture.window.scale == 8 && fixture.window.measurer.dpi == 768)
            let area = fixture.views[0].textArea
            area.text = "Held to 768 dpi"
            fixture.settle()
            #expect(area.lineHeight > 100 && area.lineHeight < 200, "line height \(area.lineHeight)")
        }

        @Test func aFontOfTenToTheTwentyPointsOpensAtAThousandPixels() throws {
            let parsedHuge = TextAreaCore.Font(pattern: "DejaVu Sans:size=1e20")
            let huge = try #require(parsedHuge)
            #expect(huge.pattern == "DejaVu Sans:size=1e+20")
            let height = measurer.metrics(for: huge).lineHeight
            #expect(height > 900 && height < 1400, "line height \(height)")
            #expect(measurer.width(of: "wide", font: huge) > 1000)
            let parsedTiny = TextAreaCore.Font(pattern: "DejaVu Sans:size=0.0001")
            let tiny = try #require(parsedTiny)
            #expect(measurer.metrics(for: tiny).lineHeight < 10)
            #expect(measurer.width(of: "tiny", font: tiny) >= 0)
        }

        // MARK: Resource database

        @Test func theLinesThatCanSetTheResolutionAreFoundAndNoOthers() {
            let database = """
                Xft.antialias: 1
                Xft.dpi:\t120
                *dpi: 100
                XTerm*faceSize: 9
                ! Xft.dpi: 300
                foo.xdpi: 5
                Xft.Dpi : 144
                long.resource: a\\
                Xft.dpi: 999
                Xft*dpi:\\
                 180

                """
            let bytes = Array(database.utf8)
            let lines = bytes.withUnsafeBufferPointer { ResourceLines.naming("dpi", in: $0) }
            #expect(
                String(decoding: lines, as: UTF8.self)
                    == "Xft.dpi:\t120\n*dpi: 100\n! Xft.dpi: 300\nXft.Dpi : 144\nXft*dpi:\\\n 180\n")
            #expect(bytes.withUnsafeBufferPointer { X11Connection.xftDPI(inResources: $0) } == 120)
        }

        @Test func onlyTheFirstMebibyteOfTheDatabaseIsRead() throws {
            let display = connection.display
            let root = connection.rootWindow
            let property = XInternAtom(display, "RESOURCE_MANAGER", 0)
            defer {
                XDeleteProperty(display, root, property)
                connection.sync()
            }
            let filler = Array(String(repeating: "app.resource:\tvalue\n", count: 60_000).utf8)
            try #require(filler.count > X11Connection.resourceDatabaseReadLimit)
            var late = filler + Array("Xft.dpi:\t200\n".utf8)
            XChangeProperty(display, root, property, XA_STRING, 8, PropModeReplace, &late, Int32(late.count))
            #expect(connection.currentXftDPIResource() == nil, "a line past the first MiB was read")
            var early = Array("Xft.dpi:\t200\n".utf8) + filler
            XChangeProperty(display, root, property, XA_STRING, 8, PropModeReplace, &early, Int32(early.count))
            #expect(connection.currentXftDPIResource() == 200)
        }

        @Test func aBurstOfResourceChangesIsReadOncePerTurn() throws {
            let fixture = try WindowFixture(viewCount: 1)
            let display = fixture.connection.display
            let root = fixture.connection.rootWindow
            let property = XInternAtom(display, "RESOURCE_MANAGER", 0)
            defer {
                XDeleteProperty(display, root, property)
                fixture.settle()
            }
            var line = Array("! a comment a client appends\n".utf8)
            for _ in 0..<50 {
                XChangeProperty(display, root, property, XA_STRING, 8, PropModeAppend, &line, Int32(line.count))
            }
            fixture.connection.sync()
            let readsBefore = fixture.window.desktop.scale.resourceDatabaseReadCount
            var turns = 0
            while XPending(display) > 0 && turns < 100 {
                fixture.window.processEvents(maximumWait: 0)
                turns += 1
            }
            let reads = fixture.window.desktop.scale.resourceDatabaseReadCount - readsBefore
            #expect(reads >= 1 && reads <= turns, "\(reads) reads in \(turns) turns for 50 changes")
        }
    }
}
