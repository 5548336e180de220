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

    /// The pixels this frame draws differently from `previous`: nil when everything may differ (another buffer,
    /// background, set of views or labels), else the union of each view's and label's changes, inside the buffer.
    func changedRegion(since previous: DrawnFrame) -> DirtyRegion? {
        guard bufferWidth == previous.bufferWidth, bufferHeight == previous.bufferHeight,
            background == previous.background, viewIdentities == previous.viewIdentities,
            labels.count == previous.labels.count
        else { return nil }
        var region = DirtyRegion()
        for (view, old) in zip(views, previous.views) { region.formUnion(view.changedRegion(since: old)) }
        for (label, old) in zip(labels, previous.labels) where label != old {
            region.add(label.strip)
            region.add(old.strip)
        }
        return region.clipped(to: bounds)
    }
}
