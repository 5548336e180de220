import TextAreaCore

extension TextAreaView {
    /// The scroll bar as the view shows it now (wide while the pointer is near it or drags it), or nil when there is
    /// none: the content fits, the area is a single-line field, or the box is too small.
    func scrollBarGeometry() -> ScrollBarGeometry? {
        guard !textArea.isSingleLine, let position = textArea.makeFrame().scrollPosition else { return nil }
        return scrollBarGeometry(for: position)
    }

    /// The scroll bar of a frame scrolled to `position`, as ``scrollBarGeometry()`` gives it.
    func scrollBarGeometry(for position: TextAreaFrame.ScrollPosition) -> ScrollBarGeometry? {
        guard !textArea.isSingleLine, frame.width >= 2 * lineWidth, frame.height >= 2 * lineWidth else { return nil }
        let clip = contentClip
        let left = clip.minX.rounded()
        let top = clip.minY.rounded()
        let rounded = Rect(x: left, y: top, width: clip.maxX.rounded() - left, height: clip.maxY.rounded() - top)
        guard rounded.width > 0, rounded.height > 0 else { return nil }
        return ScrollBarGeometry(contentClip: rounded, position: position, scale: scale, isWide: scrollBar.isWide)
    }

    /// Whether `point` (in window coordinates) is on the view's scroll bar, when it has one.
    func scrollBarContains(_ point: Point) -> Bool {
        scrollBarGeometry()?.contains(point, in: frame) ?? false
    }

    /// Widens the scroll bar while the pointer is near it, narrows it after; redraws when that changes.
    func setScrollBarHovered(_ hovered: Bool) {
        guard scrollBar.isHovered != hovered else { return }
        scrollBar.isHovered = hovered
        window?.setNeedsDisplayOfChanges()
    }

    /// Starts a drag of the thumb held `grabOffset` pixels below its top by `button`, the pointer at `pointerY`.
    func beginScrollBarDrag(button: UInt32, grabOffset: Double, pointerY: Double) {
        endScrollBarDrag()
        scrollBar.drag = ScrollBarDrag(button: button, grabOffset: grabOffset, pointerY: pointerY)
        window?.setNeedsDisplayOfChanges()
    }

    /// Moves the held thumb's grab point to `pointerY` and scrolls the content to match.
    func dragScrollBar(to pointerY: Double) {
        guard scrollBar.drag != nil else { return }
        scrollBar.drag?.pointerY = pointerY
        followScrollBarDrag()
    }

    /// Scrolls so the held thumb's grab point is at the pointer; while lines are pending (a large text still being
    /// wrapped), does so again next turn, each time with a bounded pass of wrapping (see
    /// `TextArea.scroll(toProgress:)`).
    func followScrollBarDrag() {
        guard let drag = scrollBar.drag else { return }
        if let timer = drag.followTimer, let window { window.cancelTimer(timer) }
        scrollBar.drag?.followTimer = nil
        guard let bar = scrollBarGeometry() else { return }
        let progress = bar.progress(forThumbTop: drag.pointerY - drag.grabOffset)
        guard textArea.scroll(toProgress: progress), let window else { return }
        scrollBar.drag?.followTimer = window.scheduleTimer(after: 0) { [weak self] in
            guard let self else { return }
            self.scrollBar.drag?.followTimer = nil
            self.followScrollBarDrag()
        }
    }

    /// Ends the thumb's drag, if one is under way.
    func endScrollBarDrag() {
        guard let drag = scrollBar.drag else { return }
        if let timer = drag.followTimer, let window { window.cancelTimer(timer) }
        scrollBar.drag = nil
        window?.setNeedsDisplayOfChanges()
    }
}
