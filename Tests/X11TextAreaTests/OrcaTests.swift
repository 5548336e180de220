import Testing

extension X11Tests {
    /// The Orca screen reader (Debian 12's orca 43) on the demo and on a GTK 3 window, with the same keys: what it says, read from its debug log.
    ///
    /// `Tests/AccessibilityScripts/orca-session.py` starts openbox and Orca
    /// (speaking through a silent speech server, otherwise with its
    /// defaults: desktop keyboard layout, key echo), then runs the same steps
    /// against a GTK window with three labelled text views ("GTK peer":
    /// Notes, Comment, Message) and against the demo in its standard form
    /// (six labelled areas, the first saved with `--file`). The GTK window
    /// is the reference: when one of its expectations fails, Orca or the
    /// harness is wrong, not the demo.
    @Suite(.enabled(if: OrcaSession.shouldRun, OrcaSession.skipReason))
    struct OrcaTests {
        /// What the test expects of one window, and how its messages name it.
        struct Subject {
            /// The window's key in the session's observations.
            let key: String
            /// How failure messages name the window.
            let name: String
            /// The window's title.
            let title: String
            /// The label of the area focused first.
            let firstLabel: String
            /// The label of the area Tab moves to.
            let nextLabel: String
            /// Whether that area has a placeholder (GTK 3's text view has none).
            let nextHasPlaceholder: Bool
        }

        /// The GTK window, the reference.
        static let peer = Subject(
            key: "peer", name: "GTK peer (the reference: if this fails, Orca or the harness is wrong, not the demo)",
            title: "GTK peer", firstLabel: "Notes", nextLabel: "Comment", nextHasPlaceholder: false)
        /// The demo in its standard form: Tab goes from "Notes" to the Chinese area, whose placeholder is Chinese.
        static let demo = Subject(
            key: "demo", name: "textarea-demo", title: "TextArea demo", firstLabel: "Notes",
            nextLabel: "备注 · Remarks", nextHasPlaceholder: true)

        /// The text both areas hold before Where Am I: a line typed, then another after Return.
        static let twoLines = "hello world\nsecond line"

        /// Each step's speech for both windows, and the demo's saved file after Where Am I.
        @Test func orcaSpeaksTheDemoAsItSpeaksAGTKWindow() throws {
            let session = try OrcaSession.run()
            for subject in [Self.peer, Self.demo] {
                Self.check(subject, in: session)
            }
            let file = session.value("demo.file")
            let saved = Comment(
                rawValue: "textarea-demo: KP_Enter (Where Am I) is Orca's, so the saved file has no newline from it; "
                    + "it holds \(String(reflecting: file))")
            #expect(file == Self.twoLines, saved)
        }

        /// Checks every step of `subject`.
        static func check(_ subject: Subject, in session: OrcaSession) {
            let steps = [
                "appear", "type", "left", "ctrl-left", "second-line", "up", "where-am-i", "flat-review", "tab",
            ]
            for step in steps {
                let done = session.value("\(subject.key).\(step).done")
                let problems = session.values("\(subject.key).\(step).orca-problem")
                #expect(done == "ok", "\(subject.name): step \(step) did not finish: \(done ?? "not run"); \(problems)")
            }
            func said(_ step: String) -> [String] { session.values("\(subject.key).\(step).said") }
            func heard(_ step: String) -> [String] { said(step).map(spoken) }
            func expect(
                _ step: String, _ condition: Bool, _ what: String, sourceLocation: SourceLocation = #_sourceLocation
            ) {
                #expect(
                    condition, "\(subject.name), \(step): \(what); Orca said \(said(step))",
                    sourceLocation: sourceLocation)
            }

            // The window appears while Orca runs: its name, then the focused area's label and role.
            expect(
                "appear", said("appear").contains { $0.contains(subject.title) }, "the window's name '\(subject.title)'"
            )
            expect(
                "appear", said("appear").contains { $0.contains("\(subject.firstLabel) text") },
                "the focused area's label and role, '\(subject.firstLabel) text'")
            // Typing: each character echoed once, in order (Orca names the space "space").
            let typed = "hello world".map { $0 == " " ? "space" : String($0) }
            expect("type", heard("type") == typed, "each character typed, once: \(typed)")
            // Moving: the character, the word, the line reached.
            expect("left", heard("left").contains("d"), "the character reached, 'd'")
            expect("ctrl-left", heard("ctrl-left").contains("world"), "the word reached, 'world'")
            expect("up", heard("up").contains("hello world"), "the line reached, 'hello world'")
            // Where Am I (KP_Enter in Orca's desktop layout): Orca answers, and the key types nothing.
            expect(
                "where-am-i", said("where-am-i").contains { $0.contains("\(subject.firstLabel) text") },
                "Orca's answer naming the area and its role, '\(subject.firstLabel) text'")
            let text = session.value("\(subject.key).where-am-i.text")
            expect(
                "where-am-i", text == twoLines,
                "the text unchanged (\(String(reflecting: twoLines))), but it is \(String(reflecting: text))")
            // Flat review's current line (KP_8): the line, read from the text's geometry on the screen.
            expect(
                "flat-review", said("flat-review").contains { $0.contains("hello world") },
                "the line under review, 'hello world'")
            // Tab: the next area's label once, its placeholder at most once.
            let labels = said("tab").filter { $0.contains(subject.nextLabel) }.count
            expect("tab", labels == 1, "the next area's label '\(subject.nextLabel)' once, not \(labels) times")
            let placeholder = session.value("\(subject.key).tab.placeholder") ?? ""
            expect("tab", placeholder.isEmpty != subject.nextHasPlaceholder, "a placeholder exposed: '\(placeholder)'")
            let placeholders =
                placeholder.isEmpty ? 0 : said("tab").map { $0.occurrences(of: placeholder) }.reduce(0, +)
            expect("tab", placeholders <= 1, "the placeholder '\(placeholder)' at most once, not \(placeholders) times")
        }

        /// An utterance as heard: without surrounding spaces, newlines and a closing full stop; a lone space is "space".
        static func spoken(_ utterance: String) -> String {
            let trimmed = utterance.trimmingSpaces
            if trimmed.isEmpty && utterance.contains(" ") { return "space" }
            return trimmed.hasSuffix(".") ? String(trimmed.dropLast()) : trimmed
        }
    }
}

extension String {
    /// The string without leading and trailing spaces and newlines.
    fileprivate var trimmingSpaces: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\n" || $0 == "\t" }
        return String(drop(while: isSpace).reversed().drop(while: isSpace).reversed())
    }

    /// How many times `part` occurs in the string, without overlaps.
    fileprivate func occurrences(of part: String) -> Int {
        guard !part.isEmpty else { return 0 }
        var count = 0
        var rest = Substring(self)
        while let range = rest.firstRange(of: part) {
            count += 1
            rest = rest[range.upperBound...]
        }
        return count
    }
}
