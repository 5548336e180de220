// A compose window: a subject field, a message area with a character counter, and Ctrl+Return to send.
//
// Sending prints the message on standard output as one line
// (`sent subject="…" body="…"`), clears the window and puts the caret back
// in the subject, as a mail or chat client would hand it to its transport.
import Glibc
import TextAreaCore
import X11TextArea

/// The longest message, in characters (grapheme clusters).
let messageLimit = 2000

let connection: X11Connection
let measurer: XftMeasurer
do {
    connection = try X11Connection()
    measurer = try XftMeasurer(connection: connection)
} catch {
    // No display, or no font at all: say which, and stop.
    var message = "compose-example: \(error)\n"
    message.withUTF8 { bytes in _ = write(STDERR_FILENO, bytes.baseAddress, bytes.count) }
    exit(1)
}
let window = TextAreaWindow(connection: connection, measurer: measurer, title: "New message", width: 560, height: 400)
window.selectionService = X11Clipboard(connection: connection)

let subject = TextArea()
subject.placeholder = "Subject"
let subjectView = TextAreaView(field: subject)
subjectView.accessibilityLabel = "Subject"

let body = TextArea()
body.placeholder = "Write your message. Ctrl+Return sends it."
body.maxLength = messageLimit
let bodyView = TextAreaView(textArea: body)
bodyView.accessibilityLabel = "Message"

let counter = TextLabel(text: "0 / \(messageLimit)", alignment: .right)

window.add(subjectView)
window.add(bodyView)
window.add(counter)
window.layout = { _, size in
    let margin = 12.0
    let width = size.width - 2 * margin
    subjectView.frame = Rect(x: margin, y: margin, width: width, height: subjectView.fieldHeight)
    let bodyTop = subjectView.frame.maxY + 8
    let counterHeight = 20.0
    bodyView.frame = Rect(
        x: margin, y: bodyTop, width: width, height: max(size.height - bodyTop - counterHeight - 2 * margin, 1))
    counter.frame = Rect(x: margin, y: bodyView.frame.maxY + margin / 2, width: width, height: counterHeight)
}

// Observers stay registered while their tokens live: these live as long as the program.
let counterToken = body.addObserver(for: .didChange) { area in
    counter.text = "\(area.characterCount) / \(messageLimit)"
}
// Return in the subject goes on to the message, as in a mail client.
let subjectToken = subject.addObserver(for: .didSubmit) { _ in
    window.focus(bodyView)
}

/// Hands the message on (here: one line on standard output) and starts a new one.
@MainActor
func send() {
    guard !body.text.isEmpty else { return }
    print("sent subject=\(subject.text.debugDescription) body=\(body.text.debugDescription)")
    fflush(nil)  // standard output is a pipe or a file: hand the line on now
    subject.text = ""
    body.text = ""
    window.focus(subjectView)
}

// Ctrl+Return sends from anywhere in the window; Return alone still starts a new line in the message.
window.keyCommands = [
    WindowKeyCommand(.enter, modifiers: .control, title: "Send") { _ in send() }
]
window.closeRequestHandler = { window.close() }

window.show()
window.focus(subjectView)
window.run()
