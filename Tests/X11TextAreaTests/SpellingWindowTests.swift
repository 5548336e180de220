import CX11
import Glibc
import Testing
import TextAreaCore
import TextAreaSpelling
import X11Capture

@testable import X11TextArea

extension X11Tests {
    /// Spell checking in a real window: underlines from idle time, the word being typed left alone, and the context menu's suggestions, Ignore All and Add to Dictionary.
    @MainActor
    @Suite struct SpellingWindowTests {
        /// Enchant's configuration folder for these tests, so no personal word list of the user is read or written.
        static let configuration: ScratchDirectory = {
            let directory = ScratchDirectory()
            setenv("ENCHANT_CONFIG_DIR", directory.path, 1)
            return directory
        }()

        /// A window whose first view holds `text`, checked in US English, settled (checked through).
        private func fixture(_ text: String) throws -> (WindowFixture, TextAreaView) {
            _ = Self.configuration
            let fixture = try WindowFixture(width: 600)
            let view = fixture.views[0]
            view.textArea.text = text
            view.spellChecker = try EnchantSpellChecker(languages: ["en_US"])
            fixture.settle()
            return (fixture, view)
        }

        /// The words `view` underlines, as text.
        private func underlined(_ view: TextAreaView) -> [String] {
            view.textArea.decorations(in: .spelling).map { view.textArea.text(in: $0.range) }
        }

        /// Opens `view`'s menu with the caret at `offset`.
        private func openMenu(of view: TextAreaView, at offset: Int, in fixture: WindowFixture) throws -> ContextMenu {
            view.textArea.setSelection(anchor: offset, head: offset)
            fixture.window.openContextMenu(for: view)
            fixture.settle()
            return try #require(fixture.window.contextMenu, "no menu opened")
        }

        @Test func misspelledWordsAreUnderlinedInIdleTime() throws {
            let (_, view) = try fixture("We recieved teh parcel on Tuesday.")
            #expect(underlined(view) == ["recieved", "teh"])
            #expect(view.textArea.decorations(in: .spelling).allSatisfy { $0.style == .misspelled })
        }

        @Test func theSquiggleIsRedAndLiesUnderTheMisspelledWordOnly() throws {
            let (fixture, view) = try fixture("good wrng good")
            fixture.window.focus(nil)
            fixture.settle()
            let image = try fixture.window.captureFrame()
            let rows = Int(view.frame.minY)..<Int(view.frame.maxY)
            /// The red pixels of the squiggle in the columns of `range`'s text.
            func redPixels(under range: Range<Int>) -> Int {
                let lower = Int(fixture.point(in: view, at: range.lowerBound).x)
                let upper = Int(fixture.point(in: view, at: range.upperBound).x) - 1
                return image.count(x: lower..<upper, y: rows) { $0.red > 160 && $0.green < 90 && $0.blue < 90 }
            }
            #expect(redPixels(under: 5..<9) > 4, "the misspelled word is underlined in red")
            #expect(redPixels(under: 0..<4) == 0)
            #expect(redPixels(under: 10..<14) == 0)
        }

        @Test func theWordBeingTypedWaitsUntilASpaceEndsIt() throws {
            let (fixture, view) = try fixture("")
            view.textArea.insertText("a wrng")
            fixture.settle()
            #expect(underlined(view).isEmpty, "the word at the caret is still being typed")
            view.textArea.insertText(" ")
            fixture.settle()
            #expect(underlined(view) == ["wrng"])
        }

        @Test func whileTheUserTypesOnlyTheLinesShownAreChecked() throws {
            _ = Self.configuration
            let fixture = try WindowFixture(width: 600)
            let view = fixture.views[0]
            var lines = (0..<400).map { $0 == 0 ? "a wrng line" : "plain words here" }
            view.textArea.text = lines.joined(separator: "\n")
            fixture.window.focus(view)
            fixture.settle()
            // The misspelled word just below the lines shown: the first text checked once the lines shown are.
            lines[view.textArea.visibleLines().count + 1] = "far belowe"
            view.textArea.text = lines.joined(separator: "\n")
            view.textArea.setSelection(anchor: 0, head: 0)
            fixture.settle()
            view.spellChecker = try EnchantSpellChecker(languages: ["en_US"])
            let beforeKey = MonotonicClock.now()
            fixture.press(XK_Right)
            let pauseEnd = fixture.window.hiddenSpellingNotBefore
            #expect(
                pauseEnd >= beforeKey + TextAreaWindow.hiddenSpellingDelayAfterKeyPress, "a key press starts the pause")
            // The user goes on typing: the pause does not end.
            fixture.window.hiddenSpellingNotBefore = .infinity
            for _ in 0..<1000 where view.hasVisibleSpellingWork || fixture.window.needsDisplay {
                fixture.window.processEvents(maximumWait: 0)
            }
            #expect(underlined(view) == ["wrng"], "the lines shown are checked while the user types")
            // More words typed in view: each time they are checked, and what is not shown still waits.
            view.textArea.setSelection(anchor: 0, head: 0)
            for _ in 0..<10 {
                view.textArea.insertText("wrds ")
                for _ in 0..<1000 where view.hasVisibleSpellingWork || fixture.window.needsDisplay {
                    fixture.window.processEvents(maximumWait: 0)
                }
            }
            let typed = Array(repeating: "wrds", count: 10)
            #expect(underlined(view) == typed + ["wrng"])
            #expect(view.hasSpellingWork, "the rest of the text waits")
            #expect(fixture.window.idleWorkStart() == .infinity, "no idle work runs before the pause")
            // The user stops typing.
            fixture.window.hiddenSpellingNotBefore = 0
            fixture.settle()
            #expect(underlined(view) == typed + ["wrng", "belowe"])
        }

        @Test func aSuggestionReplacesTheWordAsOneUndoStep() throws {
            let (fixture, view) = try fixture("We recieved it")
            let menu = try openMenu(of: view, at: 5, in: fixture)
            let titles = menu.items.map(\.title)
            let received = try #require(titles.firstIndex(of: "received"), "suggestions: \(titles)")
            let ignore = try #require(titles.firstIndex(of: "Ignore All"))
            #expect(ignore <= 5, "at most five suggestions come first")
            #expect(titles[ignore + 1] == "Add to Dictionary")
            #expect(titles[ignore + 2] == ContextMenuItem.allCases[0].title, "the built-in entries follow")
            #expect(menu.rowRect(ignore + 2).minY == menu.rowRect(ignore + 1).maxY + ContextMenu.separatorHeight)
            for _ in menu.items.indices where menu.highlighted != received { fixture.press(XK_Down) }
            fixture.press(XK_Return)
            fixture.settle()
            #expect(view.textArea.text == "We received it")
            #expect(underlined(view).isEmpty)
            view.textArea.undo()
            #expect(view.textArea.text == "We recieved it")
            fixture.settle()
            #expect(underlined(view) == ["recieved"])
        }

        @Test func ignoreAllClearsEveryOccurrenceForTheSession() throws {
            let (fixture, view) = try fixture("zorblax and zorblax")
            #expect(underlined(view) == ["zorblax", "zorblax"])
            let menu = try openMenu(of: view, at: 2, in: fixture)
            let ignore = try #require(menu.items.firstIndex { $0.title == "Ignore All" })
            for _ in menu.items.indices where menu.highlighted != ignore { fixture.press(XK_Down) }
            fixture.press(XK_Return)
            fixture.settle()
            #expect(underlined(view).isEmpty)
            view.textArea.text = "zorblax again"
            fixture.settle()
            #expect(underlined(view).isEmpty, "ignored for the rest of the session")
        }

        @Test func addToDictionaryWritesThePersonalWordList() throws {
            let word = "Frumplewick"
            let (fixture, view) = try fixture("\(word) said so")
            #expect(underlined(view) == [word])
            let menu = try openMenu(of: view, at: 1, in: fixture)
            let add = try #require(menu.items.firstIndex { $0.title == "Add to Dictionary" })
            for _ in menu.items.indices where menu.highlighted != add { fixture.press(XK_Down) }
            fixture.press(XK_Return)
            fixture.settle()
            #expect(underlined(view).isEmpty)
            // A new checker (as a new run of the program would make) reads the word back from the list.
            let next = try EnchantSpellChecker(languages: ["en_US"])
            #expect(next.isCorrect(word))
        }

        @Test func theDemoWithoutADictionarySaysSoOnceAndRuns() throws {
            let scratch = ScratchDirectory()
            let result = try DemoProcess.run(
                ["--single", "--spelling", "en_US,xx_NOPE", "--text", "teh", "--screenshot", scratch.file("shot.png")],
                display: try X11TestEnvironment.displayName(), environment: ["ENCHANT_CONFIG_DIR": scratch.path])
            #expect(result.status == 0, "stderr: \(result.errorText)")
            let lines = result.errorText.split(separator: "\n")
            #expect(lines.count == 1, "stderr: \(result.errorText)")
            #expect(lines.first?.contains("no dictionary for xx_NOPE") == true, "stderr: \(result.errorText)")
        }

        @Test func noMenuEntriesOutsideAMisspelledWord() throws {
            let (fixture, view) = try fixture("We recieved it")
            let menu = try openMenu(of: view, at: 0, in: fixture)
            #expect(menu.items.map(\.title) == ContextMenuItem.allCases.map(\.title))
        }
    }
}
