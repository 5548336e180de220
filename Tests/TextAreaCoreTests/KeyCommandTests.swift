import Testing

@testable import TextAreaCore

/// An area's key commands around the built-in key map: priority, overriding Return, exact modifiers, function keys.
@Suite struct KeyCommandTests {
    /// An area whose commands append their names to ``log`` when they run.
    final class Recorder {
        var log: [String] = []

        func command(
            _ name: String, _ key: Key, modifiers: KeyModifiers = [], priority: Bool = false
        ) -> KeyCommand {
            KeyCommand(key, modifiers: modifiers, title: name, wantsPriorityOverSystemBehavior: priority) {
                [unowned self] _ in self.log.append(name)
            }
        }
    }

    @Test func priorityCommandsThenBuiltInBindingsThenTheOthers() {
        let area = makeArea("ab", caret: 1)
        let recorder = Recorder()
        area.keyCommands = [
            recorder.command("late Ctrl+Q", .character("q"), modifiers: .control),
            recorder.command("early Ctrl+Q", .character("q"), modifiers: .control, priority: true),
            recorder.command("late Left", .left),
        ]
        #expect(area.handleKey(KeyInput(.character("q"), modifiers: .control)))
        #expect(recorder.log == ["early Ctrl+Q"], "the priority command runs, alone")
        #expect(area.handleKey(KeyInput(.left)))
        #expect(recorder.log == ["early Ctrl+Q"], "Left is bound: the command that does not want priority never runs")
        #expect(area.caretOffset == 0)
        area.keyCommands.removeFirst(2)
        area.keyCommands.append(recorder.command("second late Ctrl+Q", .character("q"), modifiers: .control))
        area.keyCommands.append(recorder.command("third late Ctrl+Q", .character("q"), modifiers: .control))
        #expect(area.handleKey(KeyInput(.character("q"), modifiers: .control)))
        #expect(recorder.log == ["early Ctrl+Q", "second late Ctrl+Q"], "the first match of a kind runs")
        #expect(area.text == "ab")
    }

    @Test func aCommandThatWantsPriorityOverridesReturnAndShiftReturnStillInserts() {
        let area = makeArea("hi")
        var sent: [String] = []
        area.keyCommands = [
            KeyCommand(.enter, title: "Send", wantsPriorityOverSystemBehavior: true) { area in
                sent.append(area.text)
                area.text = ""
            }
        ]
        #expect(area.handleKey(KeyInput(.enter)))
        #expect(sent == ["hi"])
        #expect(area.text.isEmpty, "the command ran instead of a newline")
        area.insertText("two")
        #expect(area.handleKey(KeyInput(.enter, modifiers: .shift)))
        #expect(area.text == "two\n", "Shift+Return is the built-in newline")
        #expect(sent == ["hi"])
    }

    @Test func controlReturnBoundWhileReturnStillInserts() {
        let area = makeArea("a")
        var runs = 0
        area.keyCommands = [KeyCommand(.enter, modifiers: .control) { _ in runs += 1 }]
        #expect(area.handleKey(KeyInput(.enter)))
        #expect(area.text == "a\n" && runs == 0)
        #expect(area.handleKey(KeyInput(.enter, modifiers: .control)))
        #expect(runs == 1)
        #expect(area.text == "a\n", "Ctrl+Return has no built-in binding, so the command takes it")
    }

    @Test func aCommandOnAKeyTheAreaUsesNeverRunsWithoutPriority() {
        let area = makeArea("")
        let recorder = Recorder()
        area.keyCommands = [
            recorder.command("Return", .enter), recorder.command("x", .character("x")),
            recorder.command("Ctrl+Z", .character("z"), modifiers: .control),
        ]
        #expect(area.handleKey(KeyInput(.enter)))
        #expect(area.handleKey(KeyInput(.character("x"))))
        #expect(area.text == "\nx")
        #expect(area.handleKey(KeyInput(.character("z"), modifiers: .control)))
        #expect(area.canRedo, "Ctrl+Z undid")
        #expect(recorder.log.isEmpty)
    }

    @Test func modifiersMatchExactly() {
        let area = makeArea("")
        let recorder = Recorder()
        area.keyCommands = [
            recorder.command("Ctrl+Return", .enter, modifiers: .control, priority: true),
            recorder.command("Ctrl+Alt+K", .character("k"), modifiers: [.control, .alt]),
        ]
        for modifiers: KeyModifiers in [[.control, .shift], [.control, .alt], [.control, .superKey], [.alt]] {
            area.handleKey(KeyInput(.enter, modifiers: modifiers))
        }
        #expect(recorder.log.isEmpty, "no more and no fewer modifiers than the command's")
        #expect(!area.handleKey(KeyInput(.character("k"), modifiers: .control)))
        #expect(!area.handleKey(KeyInput(.character("k"), modifiers: [.control, .alt, .shift])))
        #expect(recorder.log.isEmpty)
        #expect(area.handleKey(KeyInput(.character("k"), modifiers: [.alt, .control])))
        #expect(area.handleKey(KeyInput(.enter, modifiers: .control)))
        #expect(recorder.log == ["Ctrl+Alt+K", "Ctrl+Return"])
    }

    @Test func lettersMatchEitherCaseWithShiftCountedAndOtherCharactersIgnoreAShiftNotAskedFor() {
        let z = KeyCommand(.character("z"), modifiers: [.control, .shift]) { _ in }
        #expect(z.matches(KeyInput(.character("Z"), modifiers: [.control, .shift])))
        #expect(z.matches(KeyInput(.character("z"), modifiers: [.control, .shift])))
        #expect(!z.matches(KeyInput(.character("Z"), modifiers: .control)), "Caps Lock's capital is not Shift")
        let capital = KeyCommand(.character("S"), modifiers: .control) { _ in }
        #expect(capital.matches(KeyInput(.character("s"), modifiers: .control)))
        #expect(!capital.matches(KeyInput(.character("S"), modifiers: [.control, .shift])))
        let question = KeyCommand(.character("?"), modifiers: .control) { _ in }
        #expect(question.matches(KeyInput(.character("?"), modifiers: [.control, .shift])))
        #expect(question.matches(KeyInput(.character("?"), modifiers: .control)))
        #expect(!question.matches(KeyInput(.character("/"), modifiers: .control)))
        #expect(!question.matches(KeyInput(.character("?"), modifiers: [.control, .alt])))
        let shifted = KeyCommand(.character("1"), modifiers: [.control, .shift]) { _ in }
        #expect(shifted.matches(KeyInput(.character("1"), modifiers: [.control, .shift])))
        #expect(!shifted.matches(KeyInput(.character("1"), modifiers: .control)))
        let cyrillic = KeyCommand(.character("ж"), modifiers: .alt) { _ in }
        #expect(cyrillic.matches(KeyInput(.character("Ж"), modifiers: .alt)))
        #expect(!cyrillic.matches(KeyInput(.character("Ж"), modifiers: [.alt, .shift])))
    }

    @Test func functionKeysHaveNoBuiltInBindingAndRunTheirCommands() {
        #expect(KeyBindings.command(for: KeyInput(.function(5))) == nil)
        let area = makeArea("text")
        let recorder = Recorder()
        #expect(!area.handleKey(KeyInput(.function(5))), "an unbound function key is left unused")
        area.keyCommands = [
            recorder.command("F5", .function(5)), recorder.command("Shift+F12", .function(12), modifiers: .shift),
        ]
        #expect(area.handleKey(KeyInput(.function(5))))
        #expect(!area.handleKey(KeyInput(.function(6))))
        #expect(!area.handleKey(KeyInput(.function(12))))
        #expect(area.handleKey(KeyInput(.function(12), modifiers: .shift)))
        #expect(recorder.log == ["F5", "Shift+F12"])
        #expect(area.text == "text")
    }

    @Test func noCommandRunsWhileComposing() {
        let area = TextArea()
        area.beginEditing()
        let recorder = Recorder()
        area.keyCommands = [
            recorder.command("Return", .enter, priority: true), recorder.command("F2", .function(2), priority: true),
            recorder.command("F3", .function(3)),
        ]
        area.setMarkedText("にほ", selectedRange: 6..<6)
        #expect(!area.handleKey(KeyInput(.function(2))))
        #expect(!area.handleKey(KeyInput(.function(3))))
        #expect(area.hasMarkedText && recorder.log.isEmpty, "the composition keeps its keys")
        #expect(area.handleKey(KeyInput(.enter)), "Return goes to the built-in binding")
        #expect(recorder.log.isEmpty)
        #expect(!area.hasMarkedText)
        #expect(area.handleKey(KeyInput(.function(2))))
        #expect(area.handleKey(KeyInput(.function(3))))
        #expect(recorder.log == ["F2", "F3"])
    }

    @Test func theActionRunsAsOneOperation() {
        let area = makeArea("abc")
        let host = RecordingHost()
        area.host = host
        area.keyCommands = [
            KeyCommand(.function(1)) { area in
                area.selectAll()
                area.insertText("x")
                area.move(.documentStart, extendingSelection: false)
            }
        ]
        let before = host.displayRequests
        #expect(area.handleKey(KeyInput(.function(1))))
        #expect(area.text == "x" && area.caretOffset == 0)
        #expect(host.displayRequests == before + 1, "the host hears once, at the end")
    }
}
