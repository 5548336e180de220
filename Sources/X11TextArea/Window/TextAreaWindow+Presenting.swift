// The presenter's figures and parts, read through the window by the benchmarks, the fuzzer and the tests.
extension TextAreaWindow {
    /// The painter the views draw their text with; its counters tell how many glyphs went to the server and in what batches.
    package var painter: XftTextPainter { presenter.painter }
    /// The pixmap frames are drawn into before they are copied to the window.
    var backBuffer: BackBuffer { presenter.backBuffer }
    /// The number of frames drawn into the back buffer so far.
    package var frameCount: Int { presenter.frameCount }
    /// The number of times the back buffer was copied to the window.
    package var copyCount: Int { presenter.copyCount }
    /// The number of pixels redrawn into the back buffer so far: a frame redraws only what changed.
    package var redrawnPixelCount: Int { presenter.redrawnPixelCount }
    /// The number of pixels copied from the back buffer to the window so far: only what changed or was exposed.
    package var copiedPixelCount: Int { presenter.copiedPixelCount }
    /// The number of pixels moved inside the back buffer so far instead of being drawn again (the end of a line whose text only moved sideways).
    package var movedPixelCount: Int { presenter.movedPixelCount }
    /// Whether something changed since the last frame.
    var needsDisplay: Bool { presenter.needsDisplay }
}
