import CX11
import TextAreaCore

/// The window's presenter: turns its views' frames and its labels into pixels in the back buffer, and copies the
/// pixels that changed or were exposed to the window.
///
/// It owns everything between the core's frames and the server: the back
/// buffer, the text painter, what the last frame drew (to find what the
/// next one changes), the region waiting to be copied, and the counters the
/// benchmarks and tests read. The window asks it to present when something
/// changed and to copy once a turn.
@MainActor
final class FramePresenter {
    /// The painter the views draw their text with; its counters tell how many glyphs went to the server and in what batches.
    let painter: XftTextPainter
    /// The pixmap every frame is drawn into before it is copied to the window.
    let backBuffer: BackBuffer
    /// The masks wavy underlines are drawn through.
    let waveMasks: WaveMasks
    /// Whether a frame redraws and copies only the pixels that changed since the last one (see
    /// `TextAreaWindow.redrawsOnlyChanges`).
    var redrawsOnlyChanges = true
    /// Whether something changed since the last frame: the window presents a frame at the end of its turn.
    var needsDisplay = true
    /// Whether the next frame redraws the whole window, not only what changed since the last one.
    var needsFullRedraw = true
    /// What the last frame drew, to find what the next one changes.
    private var lastDrawnFrame: DrawnFrame?
    /// The parts of the back buffer the window does not show yet: changed by frames or exposed.
    private(set) var pendingCopy = DirtyRegion()
    /// Whether the caret was visible in the last frame drawn, to redraw only when blinking changes it.
    private(set) var caretVisibleInLastFrame = false
    /// The number of frames drawn into the back buffer so far.
    private(set) var frameCount = 0
    /// The number of times the back buffer was copied to the window.
    private(set) var copyCount = 0
    /// The number of pixels redrawn into the back buffer so far.
    private(set) var redrawnPixelCount = 0
    /// The number of pixels copied from the back buffer to the window so far.
    private(set) var copiedPixelCount = 0
    /// The number of pixels moved inside the back buffer so far, instead of being drawn again.
    private(set) var movedPixelCount = 0

    /// A presenter drawing with `measurer`'s fonts into a back buffer of `width` × `height` for `window`.
    init(connection: X11Connection, window: Window, measurer: XftMeasurer, width: Int, height: Int) {
        painter = XftTextPainter(measurer: measurer)
        backBuffer = BackBuffer(connection: connection, window: window, width: width, height: height)
        waveMasks = WaveMasks(connection: connection, drawable: window)
    }

    /// The whole back buffer.
    private var bounds: Rect { Rect(x: 0, y: 0, width: Double(backBuffer.width), height: Double(backBuffer.height)) }

    /// Asks for a frame: of what changed, or with `whole`, of everything.
    func setNeedsDisplay(whole: Bool) {
        needsDisplay = true
        if whole { needsFullRedraw = true }
    }

    /// Follows a new window size: a back buffer of that size, redrawn whole.
    func resize(width: Int, height: Int) {
        backBuffer.resize(width: width, height: height)
        needsFullRedraw = true
    }

    /// Notes pixels of the window to copy again from the back buffer (an Expose).
    func addExposed(_ rect: Rect) {
        pendingCopy.add(rect)
    }

    /// Draws the frame of `views` and `labels` on `background` into the back buffer: only the pixels that differ
    /// from the last frame, or all of them after ``setNeedsDisplay(whole:)`` with `whole`, a resize or at first.
    ///
    /// Each view's drawn state (from its area's frame) is compared with the
    /// last frame's; the frame is drawn, in the same order as a whole one,
    /// under a clip of the changed rectangles, so the buffer ends up exactly
    /// as a whole redraw would leave it. `focusedView` shows its caret (when
    /// `isActive` and the blink at `now` agree). The changed area waits for
    /// ``copyToWindow()``.
    func present(
        views viewList: [TextAreaView], labels: [TextLabel], background: Color, measurer: XftMeasurer,
        focusedView: TextAreaView?, isActive: Bool, now: Double
    ) {
        needsDisplay = false
        // Loops, not closures: in this main-actor method a closure is checked for its executor at every call, and
        // this runs for every key.
        var identities: [ObjectIdentifier] = []
        identities.reserveCapacity(viewList.count)
        for view in viewList { identities.append(ObjectIdentifier(view)) }
        var previousViews: [DrawnViewState]? = nil
        if let lastDrawnFrame, lastDrawnFrame.viewIdentities == identities { previousViews = lastDrawnFrame.views }
        var views: [DrawnViewState] = []
        views.reserveCapacity(viewList.count)
        for (index, view) in viewList.enumerated() {
            views.append(
                view.drawnState(
                    now: now, showsCaret: isActive && view === focusedView, previous: previousViews?[index]))
        }
        var drawnLabels: [DrawnLabelState] = []
        drawnLabels.reserveCapacity(labels.count)
        for label in labels {
            drawnLabels.append(label.drawnState(measurer: measurer, windowWidth: Double(backBuffer.width)))
        }
        let frame = DrawnFrame(
            bufferWidth: backBuffer.width, bufferHeight: backBuffer.height, background: background,
            viewIdentities: identities, views: views, labels: drawnLabels)
        var changes: FrameChanges? = nil
        if !needsFullRedraw, redrawsOnlyChanges, let lastDrawnFrame {
            changes = frame.changes(since: lastDrawnFrame)
        }
        needsFullRedraw = false
        lastDrawnFrame = frame
        caretVisibleInLastFrame = isActive && focusedView?.caretShows(at: now) == true
        let changed = changes?.redraw
        let region = changed ?? DirtyRegion(frame.bounds)
        // Pixels that only moved are moved first; what is drawn may cover some of them.
        for move in changes?.moves ?? [] {
            backBuffer.move(move)
            pendingCopy.add(move.destination)
            movedPixelCount += Int(move.source.width) * Int(move.source.height)
        }
        guard !region.isEmpty else { return }

        var canvas = Canvas(draw: backBuffer.draw, painter: painter, visibleX: 0...Double(backBuffer.width))
        canvas.waveMasks = waveMasks
        if changed != nil {
            canvas.clip(to: region)
            // Nothing outside the changed box is sent: fills are cut to it, glyphs beyond its sides left out.
            if let box = region.bounds {
                canvas.limit = box
                canvas.visibleX = max(box.minX, 0)...max(box.maxX, 0)
            }
        }
        // A changed region inside one view is all filled by the view's opaque background: the window's would not show.
        if changed == nil || !Self.oneViewCovers(region, views: viewList) {
            canvas.fill(frame.bounds, color: background)
        }
        for (label, drawn) in zip(labels, frame.labels) where changed == nil || region.intersects(drawn.strip) {
            label.draw(on: canvas, measurer: measurer)
        }
        for (view, drawn) in zip(viewList, views) {
            view.draw(drawn, on: canvas, within: changed == nil ? nil : region)
        }
        if changed != nil { canvas.removeClip() }
        pendingCopy.formUnion(region)
        redrawnPixelCount += region.pixelCount
        frameCount += 1
    }

    /// Whether one of `views` fills all of `region` with an opaque background when it draws.
    private static func oneViewCovers(_ region: DirtyRegion, views: [TextAreaView]) -> Bool {
        guard let box = region.bounds else { return false }
        for view in views {
            let frame = view.frame
            // A view too small to draw fills nothing (see `TextAreaView.draw(_:on:within:)`).
            guard frame.width >= 2 * view.lineWidth, frame.height >= 2 * view.lineWidth,
                view.style.background.alpha >= 1
            else { continue }
            if box.minX >= frame.minX && box.maxX <= frame.maxX && box.minY >= frame.minY && box.maxY <= frame.maxY {
                return true
            }
        }
        return false
    }

    /// Copies the pixels waiting (changed by frames or exposed) to the window; returns whether anything was copied.
    @discardableResult
    func copyToWindow() -> Bool {
        guard !pendingCopy.isEmpty else { return false }
        let copied = pendingCopy.clipped(to: bounds)
        backBuffer.copyToWindow(copied.rects)
        copyCount += 1
        copiedPixelCount += copied.pixelCount
        pendingCopy = DirtyRegion()
        return true
    }
}
