// A login form: a user name field and a password field; Return submits.
//
// The password field is secure: it shows bullets, cannot be copied, keeps no
// undo history and is hidden from screen readers' text. Each attempt prints
// one line on standard output (`login accepted user="…"` or
// `login refused user="…"`), and a refused attempt empties the password.
import Glibc
import TextAreaCore
import X11TextArea

/// The one account this example knows; a real application asks its server.
let knownUser = "ada"
let knownPassword = "analytical engine"

let connection: X11Connection
let measurer: XftMeasurer
do {
    connection = try X11Connection()
    measurer = try XftMeasurer(connection: connection)
} catch {
    // No display, or no font at all: say which, and stop.
    var message = "login-example: \(error)\n"
    message.withUTF8 { bytes in _ = write(STDERR_FILENO, bytes.baseAddress, bytes.count) }
    exit(1)
}
let window = TextAreaWindow(connection: connection, measurer: measurer, title: "Sign in", width: 360, height: 170)

let user = TextArea()
user.placeholder = "User name"
user.maxLength = 64
let userView = TextAreaView(field: user)
userView.accessibilityLabel = "User name"

let password = TextArea()
password.isSecureTextEntry = true
password.placeholder = "Password"
password.maxLength = 128
let passwordView = TextAreaView(field: password)
passwordView.accessibilityLabel = "Password"

let status = TextLabel(text: "")

window.add(userView)
window.add(passwordView)
window.add(status)
window.layout = { _, size in
    let margin = 16.0
    let width = size.width - 2 * margin
    userView.frame = Rect(x: margin, y: margin, width: width, height: userView.fieldHeight)
    passwordView.frame = Rect(x: margin, y: userView.frame.maxY + 10, width: width, height: passwordView.fieldHeight)
    status.frame = Rect(x: margin, y: passwordView.frame.maxY + 12, width: width, height: 20)
}

/// Checks the user name and password, says the outcome, and empties the password when it was wrong.
@MainActor
func signIn() {
    let name = user.text
    if name == knownUser && password.text == knownPassword {
        status.text = "Welcome, \(name)."
        print("login accepted user=\(name.debugDescription)")
    } else {
        status.text = "Wrong user name or password."
        print("login refused user=\(name.debugDescription)")
        password.text = ""
        window.focus(passwordView)
    }
    fflush(nil)  // standard output is a pipe or a file: hand the line on now
}

// Return in the user name goes on to the password; Return in the password signs in.
let userToken = user.addObserver(for: .didSubmit) { _ in window.focus(passwordView) }
let passwordToken = password.addObserver(for: .didSubmit) { _ in signIn() }
window.closeRequestHandler = { window.close() }

window.show()
window.focus(userView)
window.run()
