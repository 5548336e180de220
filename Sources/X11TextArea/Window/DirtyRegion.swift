import TextAreaCore

/// The part of a window a frame redraws, or that waits to be copied to the screen: whole-pixel rectangles in window
/// coordinates that never overlap.
///
/// A rectangle added is first widened to whole pixels (its edges rounded
/// outwards, so it covers every pixel a fill of it rounds to). It is merged
/// with every rectangle it overlaps or that it extends without a gap (two
/// strips one above the other), into their bounding box, so the rectangles
/// stay disjoint: they can be given to the X server as one clip. Past
/// ``maximumRectCount`` rectangles the region becomes its bounding box.
struct DirtyRegion: Equatable {
    /// How many rectangles a region keeps before it becomes their bounding box.
    static let maximumRectCount = 16

    /// The rectangles, disjoint, with whole-pixel edges.
    private(set) var rects: [Rect] = []

    /// The empty region.
    init() {}

    /// The region of one rectangle.
    init(_ rect: Rect) {
        add(rect)
    }

    /// Whether the region covers no pixel.
    var isEmpty: Bool { rects.isEmpty }

    /// How many pixels the region covers.
    var pixelCount: Int {
        rects.reduce(0) { $0 + Int($1.width) * Int($1.height) }
    }

    /// The smallest rectangle holding the whole region, or nil when it is empty.
    var bounds: Rect? {
        guard var box = rects.first else { return nil }
        for rect in rects.dropFirst() { box = Self.boundingBox(box, rect) }
        return box
    }

    /// Whether the region shares any pixel with `rect`.
    func intersects(_ rect: Rect) -> Bool {
        rects.contains { $0.intersects(rect) }
    }

    /// Adds `rect`, widened to whole pixels; an empty rectangle adds nothing.
    mutating func add(_ rect: Rect) {
        guard rect.width > 0, rect.height > 0, rect.minX.isFinite, rect.minY.isFinite,
            rect.maxX.isFinite, rect.maxY.isFinite
        else { return }
        let left = rect.minX.rounded(.down)
        let top = rect.minY.rounded(.down)
        var added = Rect(x: left, y: top, width: rect.maxX.rounded(.up) - left, height: rect.maxY.rounded(.up) - top)
        // Merging may make the box overlap rectangles it missed before: merge until none is left to take in.
        var merged = true
        while merged {
            merged = false
            for (index, existing) in rects.enumerated() where Self.shouldMerge(existing, added) {
                added = Self.boundingBox(existing, added)
                rects.remove(at: index)
                merged = true
                break
            }
        }
        rects.append(added)
        if rects.count > Self.maximumRectCount, let bounds {
            rects = [bounds]
        }
    }

    /// Adds every rectangle of `other`.
    mutating func formUnion(_ other: DirtyRegion) {
        for rect in other.rects { add(rect) }
    }

    /// The part of the region inside `limit` (whole pixels).
    func clipped(to limit: Rect) -> DirtyRegion {
        var result = DirtyRegion()
        for rect in rects {
            let left = max(rect.minX, limit.minX)
            let top = max(rect.minY, limit.minY)
            let right = min(rect.maxX, limit.maxX)
            let bottom = min(rect.maxY, limit.maxY)
            if right > left && bottom > top {
                result.add(Rect(x: left, y: top, width: right - left, height: bottom - top))
            }
        }
        return result
    }

    /// Whether two rectangles become one: they overlap, or together they fill their bounding box exactly.
    private static func shouldMerge(_ first: Rect, _ second: Rect) -> Bool {
        if first.intersects(second) { return true }
        let box = boundingBox(first, second)
        return box.width * box.height == first.width * first.height + second.width * second.height
    }

    private static func boundingBox(_ first: Rect, _ second: Rect) -> Rect {
        let left = min(first.minX, second.minX)
        let top = min(first.minY, second.minY)
        return Rect(
            x: left, y: top, width: max(first.maxX, second.maxX) - left, height: max(first.maxY, second.maxY) - top)
    }
}
