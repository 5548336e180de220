import CX11
import TextAreaCore

@testable import X11TextArea

/// A clipboard on the test display with its pump, plus ways to run xclip against it.
final class ClipboardFixture {
    let displayName: String
    let connection: X11Connection
    let clipboard: X11Clipboard
    let pump: SelectionPump

    /// Creates the clipboard with a short `timeout` so the suite stays fast.
    init(timeout: Double = 2) throws {
        displayName = try X11TestEnvironment.displayName()
        connection = try X11Connection(displayName: displayName)
        clipboard = X11Clipboard(connection: connection)
        clipboard.timeout = timeout
        pump = SelectionPump(clipboard)
    }

    /// What a request for text produced.
    struct Received {
        /// Every value the completion got (exactly one is expected).
        var answers: [String?]

        /// The single answer's text, nil when there was no single answer or it was nil.
        var text: String? { answers.count == 1 ? answers[0] : nil }
    }

    /// A second in-process X client on the fixture's display, answered at every pump step.
    func pumpedClient() throws -> SelectionTestClient {
        let client = try SelectionTestClient(displayName: displayName)
        pump.helpers.append(client)
        return client
    }

    /// Runs `xclip -o arguments...` while pumping, and returns the finished process.
    func xclipOut(_ arguments: [String], timeout: Double = 10) throws -> BackgroundProcess {
        try pump.run(BackgroundProcess("xclip", ["-o"] + arguments, display: displayName), timeout: timeout)
    }

    /// Starts `xclip -i` serving `bytes` on `selection` and pumps until it owns the selection.
    ///
    /// xclip stays in the foreground (`-quiet`) and ends after `loops`
    /// requests, or when it loses the selection. The pump keeps servicing
    /// it until it exits.
    func xclipIn(
        _ bytes: [UInt8], selection: String = "clipboard", loops: Int = 1,
        extraArguments: [String] = []
    ) throws -> BackgroundProcess {
        let atom = XInternAtom(connection.display, selection.uppercased(), 0)
        let previousOwner = XGetSelectionOwner(connection.display, atom)
        let process = try BackgroundProcess(
            "xclip", ["-i", "-selection", selection, "-quiet", "-loops", String(loops)] + extraArguments,
            display: displayName, input: bytes)
        pump.processes.append(process)
        pump.run(timeout: 10) {
            let owner = XGetSelectionOwner(connection.display, atom)
            return (owner != 0 && owner != previousOwner && owner != clipboard.window) || process.hasExited
        }
        return process
    }

    /// Pumps until `process` exits (or `timeout` passes) and stops servicing it.
    func finish(_ process: BackgroundProcess, timeout: Double = 10) {
        if !pump.run(timeout: timeout, until: { process.hasExited }) { process.terminate() }
        pump.processes.removeAll { $0 === process }
    }

    /// Requests `pasteboard`'s text and pumps until the completion ran, then a little longer to catch a second call.
    func requestText(from pasteboard: Pasteboard, timeout: Double = 10) -> Received {
        var answers: [String?] = []
        clipboard.requestText(from: pasteboard, time: Time(CurrentTime)) { answers.append($0) }
        pump.run(timeout: timeout) { !answers.isEmpty }
        pump.run(timeout: 0.05) { false }
        return Received(answers: answers)
    }

    /// The current owner of `selection` ("CLIPBOARD", "PRIMARY"), 0 for none.
    func owner(of selection: String) -> Window {
        XGetSelectionOwner(connection.display, XInternAtom(connection.display, selection, 0))
    }
}

/// Texts the round-trip tests send both ways.
enum ClipboardSamples {
    static let ascii = "Hello, clipboard! 0123456789 ~`!@#$%^&*()_+-={}[]|\\:;\"'<>,.?/\ttab\nsecond line"
    static let cjk = "剪贴板：中文、日本語のテキスト。한국어 텍스트「引用」"
    static let emoji = "👩‍👩‍👧‍👦 family, 🇯🇵 flag, 👍🏽 thumbs, ❤️ heart, 🦊"
    static let all = [ascii, cjk, emoji]

    /// About `megabytes` MB of mixed ASCII, CJK and emoji lines.
    static func large(megabytes: Int) -> String {
        let line = "The quick brown fox jumps over the lazy dog 敏捷的棕色狐狸 素早い茶色の狐 🦊🐕 \n"
        let target = megabytes << 20
        var text = ""
        text.reserveCapacity(target + line.utf8.count)
        var index = 0
        while text.utf8.count < target {
            text += "\(index) " + line
            index += 1
        }
        return text
    }
}

/// Describes how `actual` differs from `expected`, or nil when they are equal.
///
/// For megabyte payloads: `#expect(actual == expected)` would, on failure,
/// compute a diff of the two arrays, which takes practically forever at this size.
func mismatch(_ actual: [UInt8], _ expected: [UInt8]) -> String? {
    if actual == expected { return nil }
    var index = 0
    while index < min(actual.count, expected.count) && actual[index] == expected[index] { index += 1 }
    return "\(actual.count) bytes where \(expected.count) were expected; first difference at byte \(index)"
}

/// Describes how the UTF-8 of `actual` differs from that of `expected`, or nil when they are equal.
func mismatch(_ actual: String?, _ expected: String) -> String? {
    guard let actual else { return "no text where \(expected.utf8.count) bytes were expected" }
    return mismatch(Array(actual.utf8), Array(expected.utf8))
}
