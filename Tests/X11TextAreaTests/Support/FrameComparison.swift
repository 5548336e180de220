import CX11
import Testing
import TextAreaCore
import X11Capture

@testable import X11TextArea

/// Checks a window's frames drawn from what changed against a whole redraw at the same moment.
@MainActor
struct FrameComparison {
    let fixture: WindowFixture
    /// The pixels of the whole window.
    var windowArea: Int { Int(fixture.window.size.width) * Int(fixture.window.size.height) }

    /// The pixels that differ between two images of one size, with the first one found.
    static func differences(_ first: RGBImage, _ second: RGBImage) -> (count: Int, first: (x: Int, y: Int)?) {
        if first == second { return (0, nil) }
        guard first.width == second.width, first.height == second.height else {
            return (max(first.width * first.height, second.width * second.height), nil)
        }
        var count = 0
        var firstFound: (x: Int, y: Int)?
        for y in 0..<first.height {
            for x in 0..<first.width where first.pixel(x: x, y: y) != second.pixel(x: x, y: y) {
                count += 1
                if firstFound == nil { firstFound = (x, y) }
            }
        }
        return (count, firstFound)
    }

    /// Draws the frame of `now` from what changed and copies it; then expects the back buffer and the window to hold
    /// exactly what a whole redraw at `now` draws. Returns the pixels redrawn since the count was `redrawnBefore`
    /// (by default, by this frame alone).
    @discardableResult
    func check(
        _ step: String, at now: Double, redrawnSince redrawnBefore: Int? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> Int {
        let window = fixture.window
        let connection = fixture.connection
        let redrawnBefore = redrawnBefore ?? window.redrawnPixelCount
        window.renderFrame(at: now)
        let redrawn = window.redrawnPixelCount - redrawnBefore
        window.displayIfNeeded()
        connection.sync()
        let partial = try connection.captureImage(of: window.backBufferPixmap)
        let shown = try connection.captureImage(of: window.windowID)
        window.setNeedsDisplay()
        window.renderFrame(at: now)
        #expect(window.redrawnPixelCount - redrawnBefore - redrawn == windowArea, sourceLocation: sourceLocation)
        let whole = try connection.captureImage(of: window.backBufferPixmap)
        let buffer = Self.differences(partial, whole)
        #expect(
            buffer.count == 0,
            "\(step): \(buffer.count) pixels of the back buffer differ from a whole redraw, first at \(buffer.first.map { "(\($0.x), \($0.y))" } ?? "-")",
            sourceLocation: sourceLocation)
        let screen = Self.differences(shown, whole)
        #expect(
            screen.count == 0,
            "\(step): \(screen.count) pixels of the window differ from a whole redraw, first at \(screen.first.map { "(\($0.x), \($0.y))" } ?? "-")",
            sourceLocation: sourceLocation)
        // The whole redraw is already on the screen: nothing of it differs.
        window.displayIfNeeded()
        return redrawn
    }
}
