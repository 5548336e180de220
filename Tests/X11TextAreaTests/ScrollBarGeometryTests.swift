import Testing
import TextAreaCore

@testable import X11TextArea

/// Where the overlay scroll bar goes, headless: its widths at the window's scale, the thumb's length and place from
/// the frame's scroll position, and the progress a thumb's place stands for.
@Suite struct ScrollBarGeometryTests {
    /// The content of a view 300 × 200 at (20, 20) inside its 1 px border.
    static let content = Rect(x: 21, y: 21, width: 298, height: 198)

    @Test(arguments: [1.0, 2.0])
    func widthsAndTheStripFollowTheScale(scale: Double) {
        let position = TextAreaFrame.ScrollPosition(visibleFraction: 0.25, progress: 0)
        let thin = ScrollBarGeometry(contentClip: Self.content, position: position, scale: scale, isWide: false)
        let wide = ScrollBarGeometry(contentClip: Self.content, position: position, scale: scale, isWide: true)
        #expect(thin.thumb.width == 3 * scale && wide.thumb.width == 8 * scale)
        // Both end the margin (2 px at 96 dpi) from the content's right edge, on the same track.
        #expect(thin.thumb.maxX == Self.content.maxX - 2 * scale && wide.thumb.maxX == thin.thumb.maxX)
        #expect(thin.thumb.minY == wide.thumb.minY && thin.thumb.height == wide.thumb.height)
        #expect(thin.strip == wide.strip)
        #expect(wide.strip.width == 12 * scale && wide.strip.maxX == Self.content.maxX)
        #expect(wide.strip.minY == Self.content.minY && wide.strip.height == Self.content.height)
    }

    @Test func theThumbShowsTheFractionShownAndTheProgress() {
        let track = Self.content.height - 4
        for (fraction, progress) in [(0.5, 0.0), (0.5, 1.0), (0.3, 0.4), (0.01, 0.7)] {
            let bar = ScrollBarGeometry(
                contentClip: Self.content,
                position: TextAreaFrame.ScrollPosition(visibleFraction: fraction, progress: progress), scale: 1,
                isWide: false)
            let height = max((track * fraction).rounded(), 16)
            #expect(bar.thumb.height == height, "at least 16 px long")
            #expect(bar.thumb.minY == Self.content.minY + 2 + ((track - height) * progress).rounded())
            // The progress the thumb's place stands for is the one it was placed by, to a pixel.
            let back = bar.progress(forThumbTop: bar.thumb.minY)
            #expect(abs(back - progress) <= 0.5 / (track - height))
        }
    }

    @Test func progressIsClampedAndAThumbFillingTheTrackGoesToAnEnd() {
        let bar = ScrollBarGeometry(
            contentClip: Self.content, position: TextAreaFrame.ScrollPosition(visibleFraction: 0.5, progress: 0.5),
            scale: 1, isWide: true)
        #expect(bar.progress(forThumbTop: -500) == 0)
        #expect(bar.progress(forThumbTop: 5000) == 1)
        let full = ScrollBarGeometry(
            contentClip: Rect(x: 0, y: 0, width: 100, height: 18),
            position: TextAreaFrame.ScrollPosition(visibleFraction: 0.9, progress: 0.5), scale: 1, isWide: false)
        #expect(full.thumb.height == full.track.height)
        // Any place below the top is the end: the content's end is a pixel or two away.
        #expect(full.progress(forThumbTop: 3) == 1)
        #expect(full.progress(forThumbTop: 2) == 0)
    }

    @Test func theBarTakesTheStripAndTheBorderBesideIt() {
        let bar = ScrollBarGeometry(
            contentClip: Self.content, position: TextAreaFrame.ScrollPosition(visibleFraction: 0.5, progress: 0),
            scale: 1, isWide: false)
        let frame = Rect(x: 20, y: 20, width: 300, height: 200)
        #expect(bar.contains(Point(x: 319, y: 20), in: frame))
        #expect(bar.contains(Point(x: Self.content.maxX - 12, y: 100), in: frame))
        #expect(!bar.contains(Point(x: Self.content.maxX - 13, y: 100), in: frame))
        #expect(!bar.contains(Point(x: 310, y: 220), in: frame))
    }
}
