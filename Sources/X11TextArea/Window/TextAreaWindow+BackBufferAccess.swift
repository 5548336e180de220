import CX11

extension TextAreaWindow {
    /// The pixmap every frame is drawn into before it is copied to the window; read it to capture what the window shows.
    ///
    /// It is replaced when the window's size changes; its contents are
    /// undefined until a frame is drawn.
    public var backBufferPixmap: Pixmap { backBuffer.pixmap }

    /// Follows a size change not yet applied and, if the window was never laid out, runs ``layout``: what drawing a frame before ``show()`` needs.
    public func layoutIfNeeded() {
        applyPendingResize()
        if layoutCount == 0 { applyLayout() }
    }
}
