import Testing
import TextAreaCore

@testable import X11TextArea

/// Where the context menu and its submenu open, left to right and right to left, kept on the screen.
@Suite struct ContextMenuPlacementTests {
    static let screen = Size(width: 1000, height: 800)
    static let size = Size(width: 200, height: 300)

    @Test func atAPointTheMenuOpensTowardsItsReadingDirection() {
        let point = ContextMenuAnchor.point(Point(x: 500, y: 100))
        #expect(
            point.frame(size: Self.size, isRightToLeft: false, screen: Self.screen)
                == Rect(x: 500, y: 100, width: 200, height: 300))
        #expect(
            point.frame(size: Self.size, isRightToLeft: true, screen: Self.screen)
                == Rect(x: 300, y: 100, width: 200, height: 300))
        // Near the edges it moves back onto the screen, and above the point when it does not fit below.
        let nearLeft = ContextMenuAnchor.point(Point(x: 50, y: 700))
        #expect(
            nearLeft.frame(size: Self.size, isRightToLeft: true, screen: Self.screen)
                == Rect(x: 0, y: 400, width: 200, height: 300))
        let nearRight = ContextMenuAnchor.point(Point(x: 950, y: 0))
        #expect(
            nearRight.frame(size: Self.size, isRightToLeft: false, screen: Self.screen)
                == Rect(x: 800, y: 0, width: 200, height: 300))
    }

    @Test func aSubmenuOpensBesideItsRowOnTheReadingSideUnlessThereIsNoRoom() {
        let parent = Rect(x: 400, y: 100, width: 150, height: 250)
        let row = ContextMenuAnchor.row(parent: parent, rowTop: 180)
        let top = 180 - ContextMenu.verticalPadding
        #expect(
            row.frame(size: Self.size, isRightToLeft: false, screen: Self.screen)
                == Rect(x: 549, y: top, width: 200, height: 300))
        #expect(
            row.frame(size: Self.size, isRightToLeft: true, screen: Self.screen)
                == Rect(x: 201, y: top, width: 200, height: 300))
        // No room on the reading side: the other side; near the bottom it moves up.
        let atRight = ContextMenuAnchor.row(parent: Rect(x: 800, y: 400, width: 150, height: 250), rowTop: 600)
        #expect(
            atRight.frame(size: Self.size, isRightToLeft: false, screen: Self.screen)
                == Rect(x: 601, y: 500, width: 200, height: 300))
        let atLeft = ContextMenuAnchor.row(parent: Rect(x: 50, y: 0, width: 150, height: 250), rowTop: 20)
        #expect(
            atLeft.frame(size: Self.size, isRightToLeft: true, screen: Self.screen)
                == Rect(x: 199, y: 20 - ContextMenu.verticalPadding, width: 200, height: 300))
    }
}
