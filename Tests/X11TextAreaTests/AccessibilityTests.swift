import Glibc
import Testing
import TextAreaCore

extension X11Tests {
    /// The demo on a private accessibility bus, read and driven through AT-SPI by `Tests/AccessibilityScripts/atspi-probe.py`.
    ///
    /// Each test starts a session bus (`dbus-run-session`); the demo's first
    /// call to it starts the AT-SPI bus and registry (at-spi2-core). The
    /// script reads the tree with libatspi (gir1.2-atspi-2.0, python3-gi),
    /// types with xdotool and edits through EditableText, and prints what it
    /// saw; the expectations are here.
    @Suite(.enabled(if: AccessibilityProbe.shouldRun, AccessibilityProbe.skipReason))
    struct AccessibilityTests {
        let display: String

        init() throws {
            display = try X11TestEnvironment.displayName()
        }

        /// Runs the probe against the demo saving to `file`, calls `atHold` while the probe holds (after its EditableText edits) with what it saw so far, and returns its observations by key.
        static func probe(
            file: String, display: String, atHold: ([String: String]) throws -> Void
        ) throws -> [String: String] {
            try AccessibilityProbe.requirements.check()
            let hold = file + ".hold"
            let probe = try BackgroundProcess(
                "dbus-run-session",
                [
                    "--", AccessibilityProbe.python, AccessibilityProbe.scriptPath,
                    try DemoProcess.executablePath(), file, hold,
                ],
                display: display)
            let held = waitUntil(timeout: 120) {
                probe.service()
                return probe.outputText.contains("hold\tready\n") || probe.hasExited
            }
            if held && !probe.hasExited { try atHold(observations(in: probe.outputText)) }
            writeFile(hold, [])
            let ended = waitUntil(timeout: 120) {
                probe.service()
                return probe.hasExited
            }
            let seen = observations(in: probe.outputText)
            guard ended, seen["done"] == "ok" else {
                throw DemoTestError(
                    description: "the probe stopped (status \(probe.status.map(String.init) ?? "running"), "
                        + "it needs python3-gi and gir1.2-atspi-2.0; "
                        + "last step: \(seen["timeout"] ?? "none")): \(probe.errorText)")
            }
            #expect(seen["timeout"] == nil, "a step timed out: \(seen["timeout"] ?? "")")
            return seen
        }

        /// The probe's `key<TAB>value` lines, by key.
        static func observations(in output: String) -> [String: String] {
            ScriptObservations.parse(output).mapValues { $0.joined() }
        }

        @Test func screenReadersSeeTheTreeTextCaretAndEventsAndEditThroughTheTypingPath() throws {
            let directory = ScratchDirectory()
            let file = directory.file("notes.txt")
            let reference = try DemoReference(display: display)
            var blueInRemarks = 0
            let seen = try Self.probe(file: file, display: display) { seen in
                // The EditableText contents show in the window, in the text's colour, inside the area's extents.
                let box = Self.numbers(seen["remarks.window-extents"])
                let found = try Xdotool.run(["search", "--name", "^TextArea demo$"], display: display)
                guard box.count == 4, let window = found.split(separator: "\n").last.flatMap({ UInt($0) }) else {
                    Issue.record("no window or extents: \(found), \(box)")
                    return
                }
                let rows = box[1]..<(box[1] + box[3])
                let columns = box[0]..<(box[0] + box[2])
                let shown = try reference.capture(window) { $0.count(x: columns, y: rows) { $0.isPureBlue } > 30 }
                blueInRemarks = shown.image.count(x: columns, y: rows) { $0.isPureBlue }
            }
            #expect(blueInRemarks > 30, "the text set through EditableText is drawn in its area")

            // The tree: the application named after the process, the frame with the title, six text areas.
            #expect(seen["application.role"] == "application")
            #expect(seen["application.name"] == "textarea-demo")
            #expect(seen["frame.role"] == "frame")
            #expect(seen["frame.name"] == "TextArea demo")
            #expect(seen["areas.count"] == "6")
            let names = ["Notes", "备注 · Remarks", "メッセージ · Message", "ملاحظات · Arabic", "הערה · Hebrew", "Short note"]
            for (index, name) in names.enumerated() {
                #expect(seen["area\(index).role"] == "text")
                #expect(seen["area\(index).name"] == name)
                #expect(seen["area\(index).text"] == "", "the placeholder is never the text")
                #expect(seen["area\(index).description"] == "", "the placeholder is said once, as the attribute")
                #expect(seen["area\(index).placeholder-text"]?.isEmpty == false)
                let states = Set(seen["area\(index).states"]?.split(separator: ",").map(String.init) ?? [])
                #expect(states.isSuperset(of: ["editable", "multi-line", "focusable", "showing", "visible"]))
                #expect(states.contains("focused") == (index == 0), "only the first area starts focused")
                let interfaces = Set(seen["area\(index).interfaces"]?.split(separator: ",").map(String.init) ?? [])
                #expect(interfaces.isSuperset(of: ["Text", "EditableText", "Component"]))
            }
            #expect(seen["area0.placeholder-text"] == DemoPlaceholders.english)
            #expect(seen["area5.max-length"] == "40")
            #expect(seen["area0.max-length"] == "")

            // Typing: the text, counted in Unicode characters (an emoji is one, not two or four).
            let typed = "备注 😀 ok"
            #expect(seen["typed.text"] == typed)
            #expect(seen["typed.placeholder-text"] == "", "with text in the area there is no placeholder to say")
            #expect(seen["typed.count"] == String(typed.unicodeScalars.count))
            #expect(seen["typed.caret"] == String(typed.unicodeScalars.count))
            // Events in order: each character's insertion, then the caret's move.
            let expectedEvents = typed.unicodeScalars.enumerated().flatMap { index, scalar in
                [
                    "Notes|object:text-changed:insert|\(index)|1|\(scalar)",
                    "Notes|object:text-caret-moved|\(index + 1)",
                ]
            }
            #expect(seen["typed.events"] == expectedEvents.joined(separator: " ; "))
            #expect(seen["left.caret"] == String(typed.unicodeScalars.count - 3), "three Lefts")
            #expect(seen["word.at0"] == "备注|0|2")
            #expect(seen["line.at3"] == "\(typed)|0|7")
            #expect(seen["char.at3"] == "😀|3|4")
            #expect(seen["sentence.at3"] == "\(typed)|0|7", "no stop: the whole text is one sentence")
            // One run in the area's font and colours: the pure blue the probe asks for, on white.
            let attributes = seen["attributes.run"] ?? ""
            #expect(
                attributes.contains("fg-color=0,0,65535") && attributes.contains("bg-color=65535,65535,65535"),
                "\(attributes)")
            #expect(attributes.contains("family-name=") && attributes.contains("editable=true"), "\(attributes)")
            #expect(seen["attributes.range"] == "0|7")

            // Geometry in screen coordinates: the first character inside the area, and back to offset 0.
            let area = Self.numbers(seen["extents.area"])
            let character = Self.numbers(seen["extents.char0"])
            #expect(area.count == 4 && character.count == 4)
            if area.count == 4, character.count == 4 {
                #expect(character[2] > 0 && character[3] > 0)
                #expect(character[0] >= area[0] && character[0] + character[2] <= area[0] + area[2])
                #expect(character[1] >= area[1] && character[1] + character[3] <= area[1] + area[3])
            }
            #expect(seen["extents.offset"] == "0")
            #expect(seen["selection"] == "0|2")
            #expect(
                seen["selection.events"]
                    == "Notes|object:text-caret-moved|2 ; Notes|object:text-selection-changed|0",
                "the caret moves to the selection's head, then the selection changes")

            // EditableText: insertions and deletions with their events, the length limit, undo, the file.
            #expect(seen["edited.text"] == "» 备注 😀 ")
            #expect(
                seen["edited.events"]
                    == "Notes|object:text-changed:insert|0|2|»  ; Notes|object:text-changed:delete|7|2|ok")
            #expect(seen["limited.count"] == "40", "set_text_contents meets maxLength as typing does")
            #expect(seen["remarks.text"] == "备注 · Remarks")
            #expect(
                seen["focus.events"]
                    == "Notes|object:state-changed:focused|0 ; 备注 · Remarks|object:state-changed:focused|1 ; "
                    + "备注 · Remarks|object:state-changed:focused|0 ; Notes|object:state-changed:focused|1")
            #expect(seen["undone.text"] == "» \(typed)", "Ctrl+Z undoes the EditableText deletion")
            #expect(seen["demo.status"] == "0")
            #expect(fileText(file) == "» \(typed)", "the first area's edits reach --file")
        }

        /// Comma-separated integers.
        static func numbers(_ text: String?) -> [Int] {
            (text ?? "").split(separator: ",").compactMap { Int($0) }
        }
    }
}

/// Where the AT-SPI probe and what it needs are.
enum AccessibilityProbe {
    /// The system's Python, which has the distribution's `gi` (a pyenv or venv Python may not).
    static let python = "/usr/bin/python3"

    /// The folder of the probe and the bus configuration, next to this test target.
    static var scriptsDirectory: String {
        let source = #filePath
        let directory = source[..<(source.lastIndex(of: "/") ?? source.endIndex)]
        let tests = directory[..<(directory.lastIndex(of: "/") ?? directory.endIndex)]
        return "\(tests)/AccessibilityScripts"
    }

    /// The probe script.
    static var scriptPath: String { "\(scriptsDirectory)/atspi-probe.py" }

    /// Files the probe needs, with the Debian package holding each.
    static let requirements = ProgramRequirements(programs: [
        ("/usr/bin/dbus-run-session", "dbus-daemon"),
        ("/usr/libexec/at-spi-bus-launcher", "at-spi2-core"),
        ("/usr/libexec/at-spi2-registryd", "at-spi2-core"),
        ("/usr/bin/python3", "python3-gi"),
    ])

    /// Whether the accessibility tests run: on CI always (failing when something is missing), elsewhere when the bus tools are installed.
    static var shouldRun: Bool {
        X11TestEnvironment.isContinuousIntegration || requirements.areInstalled
    }

    /// Why they are skipped.
    static let skipReason = Comment(
        rawValue: "dbus-run-session or at-spi2-core is missing, so the accessibility tests are skipped; install "
            + "dbus-daemon at-spi2-core python3-gi gir1.2-atspi-2.0")
}

extension X11Tests {
    /// Misspelled words on the accessibility bus: a run of their own with `invalid=spelling`, as GTK gives them.
    @Suite(.enabled(if: AccessibilityProbe.shouldRun, AccessibilityProbe.skipReason))
    struct SpellingAccessibilityTests {
        @Test func aMisspelledWordIsARunMarkedInvalidSpelling() throws {
            try AccessibilityProbe.requirements.check()
            let display = try X11TestEnvironment.displayName()
            let configuration = ScratchDirectory()
            let text = "Our menus 😀 are realy good"
            let word = "realy"
            let start = text.unicodeScalars.count - "realy good".unicodeScalars.count
            let probe = try BackgroundProcess(
                "dbus-run-session",
                [
                    "--", AccessibilityProbe.python, AccessibilityProbe.scriptPath,
                    try DemoProcess.executablePath(), "--spelling", text, String(start + 2), configuration.path,
                ],
                display: display)
            let ended = waitUntil(timeout: 120) {
                probe.service()
                return probe.hasExited
            }
            let seen = AccessibilityTests.observations(in: probe.outputText)
            try #require(ended && seen["done"] == "ok", "the probe stopped: \(probe.errorText)")
            #expect(seen["timeout"] == nil, "a step timed out: \(seen["timeout"] ?? "")")
            #expect(seen["misspelled.run"]?.split(separator: ";").contains("invalid=spelling") == true)
            #expect(seen["misspelled.range"] == "\(start)|\(start + word.unicodeScalars.count)")
            #expect(seen["start.run"]?.contains("invalid=") == false)
            #expect(seen["start.range"] == "0|\(start)")
        }
    }
}
