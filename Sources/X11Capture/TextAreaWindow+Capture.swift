import X11TextArea

extension TextAreaWindow {
    /// Lays out every area completely (no lines left pending), draws a frame and returns the back buffer's pixels.
    ///
    /// Works before the window is shown: the pixels come from the back
    /// buffer, not the screen.
    public func captureFrame() throws -> RGBImage {
        layoutIfNeeded()
        for view in views {
            while view.textArea.hasPendingLayout { view.textArea.performPendingLayout() }
        }
        renderFrame()
        return try connection.captureImage(of: backBufferPixmap)
    }
}
