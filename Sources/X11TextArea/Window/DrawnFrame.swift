import TextAreaCore

/// What a window's last frame drew: enough to tell which pixels the next frame changes.
struct DrawnFrame {
    /// The size of the back buffer the frame was drawn into.
    var bufferWidth: Int
    var bufferHeight: Int
    var background: Color
    /// The views, by identity, in drawing order, and what each drew.
    var viewIdentities: [ObjectIdentifier]
    var views: [DrawnViewState]
    var labels: [DrawnLabelState]

    /// The whole back buffer.
    var bounds: Rect { Rect(x: 0, y: 0, width: Double(bufferWidth), height: Double(bufferHeight)) }

    /// What this frame changes since `previous`: nil when everything may differ (another buffer, background, set of
    /// views or labels), else the union of each view's and label's changes, inside the buffer, and the pixels views
    /// move (see ``DrawnViewState/changedRegion(since:moves:)``).
    ///
    /// A move whose pixels another view or a label shares is not made: what
    /// it would fill is drawn instead.
    func changes(since previous: DrawnFrame) -> FrameChanges? {
        guard bufferWidth == previous.bufferWidth, bufferHeight == previous.bufferHeight,
            background == previous.background, viewIdentities == previous.viewIdentities,
            labels.count == previous.labels.count
        else { return nil }
        var changes = FrameChanges()
        for (index, (view, old)) in zip(views, previous.views).enumerated() {
            var moves: [PixelMove] = []
            changes.redraw.formUnion(view.changedRegion(since: old, moves: &moves))
            for move in moves {
                if sharesPixels(with: move, besides: index) {
                    changes.redraw.add(move.destination)
                } else {
                    changes.moves.append(move)
                }
            }
        }
        for (label, old) in zip(labels, previous.labels) where label != old {
            changes.redraw.add(label.strip)
            changes.redraw.add(old.strip)
        }
        changes.redraw = changes.redraw.clipped(to: bounds)
        return changes
    }

    /// Whether a view other than view `owner`, or a label, may draw into the pixels `move` takes or fills.
    private func sharesPixels(with move: PixelMove, besides owner: Int) -> Bool {
        let destination = move.destination
        for (index, view) in views.enumerated() where index != owner {
            let box = view.appearance.frame
            if box.intersects(move.source) || box.intersects(destination) { return true }
        }
        for label in labels where label.strip.intersects(move.source) || label.strip.intersects(destination) {
            return true
        }
        return false
    }
}
