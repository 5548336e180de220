import CX11
import Testing
import TextAreaCore
import X11Capture

@testable import X11TextArea

extension X11Tests {
    /// The context menu in the language of ``TextAreaWindow/contextMenuStrings``: its entries' titles, and right to left in Arabic: labels flush right, shortcuts at the left, opening leftwards, Left and Right swapped.
    @MainActor
    @Suite struct ContextMenuLanguageTests {
        /// A window whose view holds "menu text" with "text" selected (so Copy and Select All apply), its menu in `strings`.
        private func fixture(_ strings: ContextMenuStrings) throws -> (WindowFixture, TextAreaView) {
            let fixture = try WindowFixture(viewCount: 1, width: 800)
            fixture.window.contextMenuStrings = strings
            let view = fixture.views[0]
            view.textArea.text = "menu text"
            view.textArea.setSelection(anchor: 5, head: 9)
            fixture.settle()
            return (fixture, view)
        }

        /// Opens `view`'s menu at window point `point` and returns it once drawn.
        private func openMenu(of view: TextAreaView, at point: Point, in fixture: WindowFixture) throws -> ContextMenu {
            fixture.window.openContextMenu(for: view, at: point)
            fixture.settle()
            return try #require(fixture.window.contextMenu, "no menu opened")
        }

        /// `point` in root coordinates.
        private func rootPoint(_ point: Point, in fixture: WindowFixture) -> Point {
            var x: Int32 = 0
            var y: Int32 = 0
            var child: Window = 0
            XTranslateCoordinates(
                fixture.connection.display, fixture.window.windowID, fixture.connection.rootWindow, Int32(point.x),
                Int32(point.y), &x, &y, &child)
            return Point(x: Double(x), y: Double(y))
        }

        /// The popup's pixels once they show the menu (some pixel as dark as a label).
        private func capture(_ menu: ContextMenu, in fixture: WindowFixture) throws -> RGBImage {
            var image: RGBImage?
            let drawn = fixture.runTurns(timeout: 30) {
                image = try? fixture.connection.captureImage(of: menu.popup)
                return image.map { Self.hasLabelInk($0) } ?? false
            }
            #expect(drawn.done, "the popup never showed its labels")
            return try #require(image)
        }

        private static func darkness(_ pixel: RGBPixel) -> Int {
            Int(min(pixel.red, pixel.green, pixel.blue))
        }

        private static func hasLabelInk(_ image: RGBImage) -> Bool {
            (0..<image.height).contains { y in (0..<image.width).contains { darkness(image.pixel(x: $0, y: y)) < 0x50 }
            }
        }

        /// The columns of `row` (inside the border) holding the label's ink (a pixel darker than any shortcut's:
        /// labels are #1A1A1A, shortcuts #767676), and those holding only shortcut ink, away from any label column.
        private func inkColumns(of image: RGBImage, in row: Rect) -> (label: [Int], shortcut: [Int]) {
            let rows = Int(row.minY)..<Int(row.maxY)
            let darkest = (1..<(image.width - 1)).map { x in
                rows.map { Self.darkness(image.pixel(x: x, y: $0)) }.min() ?? 0xFF
            }
            let label = darkest.indices.filter { darkest[$0] < 0x50 }.map { $0 + 1 }
            let shortcut = darkest.indices.filter { index in
                (0x60...0xC0).contains(darkest[index]) && !label.contains { abs($0 - (index + 1)) <= 2 }
            }.map { $0 + 1 }
            return (label, shortcut)
        }

        /// Writes the screen around `menu` (and its submenu) to `name` in `TEXTAREA_MENU_SCREENSHOTS`, when set.
        private func saveScreenshot(of menu: ContextMenu, named name: String, in fixture: WindowFixture) throws {
            guard let folder = getenv("TEXTAREA_MENU_SCREENSHOTS").map({ String(cString: $0) }) else { return }
            var frame = menu.frame
            if let submenu = menu.submenu?.menu {
                let minX = min(frame.minX, submenu.frame.minX)
                let minY = min(frame.minY, submenu.frame.minY)
                frame = Rect(
                    x: minX, y: minY, width: max(frame.maxX, submenu.frame.maxX) - minX,
                    height: max(frame.maxY, submenu.frame.maxY) - minY)
            }
            let image = try fixture.connection.captureImage(
                of: fixture.connection.rootWindow, x: Int(frame.minX), y: Int(frame.minY), width: Int(frame.width),
                height: Int(frame.height))
            try PNGFile.write(image, to: folder + "/" + name + ".png")
        }

        @Test func theGermanMenuIsInGerman() throws {
            let (fixture, view) = try fixture(.german)
            let menu = try openMenu(of: view, at: Point(x: 40, y: 40), in: fixture)
            #expect(
                menu.items.map(\.title) == [
                    "Rückgängig", "Wiederholen", "Ausschneiden", "Kopieren", "Einfügen", "Löschen", "Alles auswählen",
                    "Unicode-Steuerzeichen einfügen",
                ])
            // The shortcuts stay as they are.
            #expect(menu.items[2].shortcut == "Ctrl+X")
            let entry = menu.items.count - 1
            for _ in menu.items.indices where menu.highlighted != entry { fixture.press(XK_Up) }
            fixture.press(XK_Right)
            let submenu = try #require(menu.submenu?.menu, "Right did not open the submenu")
            #expect(submenu.items[1].title == "RLM Rechts-nach-links-Markierung")
            #expect(!submenu.isRightToLeft)
        }

        @Test func theArabicMenuReadsRightToLeft() throws {
            let (fixture, view) = try fixture(.arabic)
            // Far enough right for the submenu to open on the left of the menu.
            let point = Point(x: 780, y: 40)
            let menu = try openMenu(of: view, at: point, in: fixture)
            #expect(menu.items.map(\.title).prefix(4) == ["تراجع", "إعادة", "قص", "نسخ"])
            #expect(menu.isRightToLeft)
            // It opens leftwards: its top-right corner is at the point.
            let root = rootPoint(point, in: fixture)
            #expect(menu.frame.maxX == root.x && menu.frame.minY == root.y, "frame \(menu.frame), point \(root)")

            // Select All's label ink ends at the right padding; its shortcut's ink lies left of it.
            let image = try capture(menu, in: fixture)
            let selectAll = try #require(menu.items.firstIndex { $0.title == "تحديد الكل" })
            let ink = inkColumns(of: image, in: menu.rowRect(selectAll))
            let labelRight = try #require(ink.label.max(), "no label ink")
            let labelLeft = try #require(ink.label.min())
            let shortcutLeft = try #require(ink.shortcut.min(), "no shortcut ink")
            let shortcutRight = try #require(ink.shortcut.max())
            let rightEdge = Int(menu.frame.width - ContextMenu.horizontalPadding)
            #expect(
                (rightEdge - 4)...rightEdge ~= labelRight, "label ink ends at \(labelRight), padding at \(rightEdge)")
            #expect(shortcutRight < labelLeft, "shortcut \(shortcutLeft)…\(shortcutRight), label \(labelLeft)…")
            #expect(shortcutLeft >= Int(ContextMenu.horizontalPadding) - 1)
            try saveScreenshot(of: menu, named: "menu-arabic", in: fixture)

            // Left opens the submenu, to the left of the menu; Right closes it.
            let entry = menu.items.count - 1
            for _ in menu.items.indices where menu.highlighted != entry { fixture.press(XK_Up) }
            fixture.press(XK_Right)
            #expect(menu.submenu == nil, "Right opened the submenu right to left")
            fixture.press(XK_Left)
            let submenu = try #require(menu.submenu?.menu, "Left did not open the submenu")
            #expect(submenu.frame.maxX <= menu.frame.minX + 1)
            #expect(submenu.items[1].title == "RLM علامة من اليمين إلى اليسار")
            // The submenu's labels are flush right too.
            let subImage = try capture(submenu, in: fixture)
            let subInk = inkColumns(of: subImage, in: submenu.rowRect(1))
            let subRight = try #require(subInk.label.max())
            #expect((rightEdge - 4)...rightEdge ~= subRight + Int(menu.frame.width - submenu.frame.width))
            try saveScreenshot(of: menu, named: "menu-arabic-submenu", in: fixture)
            fixture.press(XK_Right)
            #expect(menu.submenu == nil, "Right did not close the submenu")
            #expect(fixture.window.isContextMenuOpen)
        }

        @Test func theEnglishMenuReadsLeftToRight() throws {
            let (fixture, view) = try fixture(.english)
            let point = Point(x: 40, y: 40)
            let menu = try openMenu(of: view, at: point, in: fixture)
            let root = rootPoint(point, in: fixture)
            #expect(menu.frame.minX == root.x && menu.frame.minY == root.y)
            let image = try capture(menu, in: fixture)
            let selectAll = try #require(menu.items.firstIndex { $0.title == "Select All" })
            let ink = inkColumns(of: image, in: menu.rowRect(selectAll))
            let labelLeft = try #require(ink.label.min(), "no label ink")
            let labelRight = try #require(ink.label.max())
            let shortcutLeft = try #require(ink.shortcut.min(), "no shortcut ink")
            let padding = Int(ContextMenu.horizontalPadding)
            #expect(padding...(padding + 3) ~= labelLeft, "label ink starts at \(labelLeft)")
            #expect(labelRight < shortcutLeft)
        }

        @Test func theChineseMenuDrawsItsLabels() throws {
            let (fixture, view) = try fixture(.simplifiedChinese)
            let menu = try openMenu(of: view, at: Point(x: 40, y: 40), in: fixture)
            #expect(
                menu.items.map(\.title) == ["撤销", "重做", "剪切", "复制", "粘贴", "删除", "全选", "插入 Unicode 控制字符"])
            let image = try capture(menu, in: fixture)
            let ink = inkColumns(of: image, in: menu.rowRect(6))
            let padding = Int(ContextMenu.horizontalPadding)
            #expect(padding...(padding + 3) ~= (ink.label.min() ?? -1), "全选 is not drawn at the left")
            let entry = menu.items.count - 1
            for _ in menu.items.indices where menu.highlighted != entry { fixture.press(XK_Up) }
            fixture.press(XK_Right)
            #expect(menu.submenu?.menu.items[1].title == "RLM 从右到左标记")
            try saveScreenshot(of: menu, named: "menu-chinese", in: fixture)
        }

        @Test func spellingEntriesFollowTheLanguage() throws {
            let (fixture, view) = try fixture(.arabic)
            view.textArea.text = "a teh b"
            view.spellChecker = FixedSpellChecker()
            while view.performSpellingStep(byteBudget: 1 << 16) {}
            view.textArea.setSelection(anchor: 3, head: 3)
            let menu = try openMenu(of: view, at: Point(x: 380, y: 40), in: fixture)
            #expect(Array(menu.items.map(\.title).prefix(3)) == ["the", "تجاهل الكل", "إضافة إلى القاموس"])
        }
    }
}

/// A checker that knows one misspelling, "teh", and suggests "the" for it.
private final class FixedSpellChecker: SpellChecker {
    func canCheck(_ word: String) -> Bool { true }
    func isCorrect(_ word: String) -> Bool { word != "teh" }
    func suggestions(for word: String, limit: Int) -> [String] { ["the"] }
    func addToPersonalDictionary(_ word: String) {}
    func ignoreForSession(_ word: String) {}
}
