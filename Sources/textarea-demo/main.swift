import CommandLineSupport
import Glibc
import StandardStreams
import TextAreaCore
import TextAreaSpelling
import X11Capture
import X11TextArea

// textarea-demo: a window of text areas with placeholders. See DemoOptions.usage.

let demo = DemoOptions.program
let options = demo.parseArguments(with: DemoOptions.parse)

let connection: X11Connection
let measurer: XftMeasurer
do {
    connection = try X11Connection()
    measurer = try XftMeasurer(connection: connection, defaultFont: options.font ?? DemoForm.textFont)
} catch {
    demo.fail("\(error)", status: 2)
}

// The file's text wins over --text when the file exists.
// Only a regular file is opened; anything else (a device, a FIFO), or a file too large, ends the demo with status 2.
let file = options.filePath.map { TextFile(path: $0) }
var loadedFile: LoadedFile? = nil
var originalBackup: OriginalBackup? = nil
if let file {
    do {
        if let loaded = try file.read() {
            loadedFile = loaded
            if let original = loaded.original {
                let backup = OriginalBackup(bytes: original, path: file.path)
                originalBackup = backup
                demo.report(
                    "warning: '\(file.path)' is not valid UTF-8; invalid bytes are shown as U+FFFD; "
                        + "before the first save, its original bytes are kept in '\(backup.preferredPath)' "
                        + "(or the next free '.orig.N')")
            }
        }
    } catch {
        demo.fail("\(error)", status: 2)
    }
}

// Without --geometry, the default size follows the scale, as everything in the window does.
let startScale = options.hasGeometry ? 1 : options.scale ?? connection.fontDPI / TextAreaWindow.standardDPI
let window = TextAreaWindow(
    connection: connection, measurer: measurer, title: "TextArea demo",
    width: Int((Double(options.width) * startScale).rounded()),
    height: Int((Double(options.height) * startScale).rounded()),
    instanceName: "textarea-demo", className: "TextArea",
    inputMethodStyles: options.inputMethodStyles)
window.scaleOverride = options.scale
window.appearance = options.appearance
window.selectionService = X11Clipboard(connection: connection)
window.redrawsOnlyChanges = !options.redrawsWholeWindow
let form = DemoForm(options: options, measurer: measurer)
form.install(in: window)
let firstArea = form.views[0].textArea
if options.spellingLanguages != [] {
    do {
        let checker =
            try options.spellingLanguages.map(EnchantSpellChecker.init(languages:)) ?? EnchantSpellChecker()
        for view in form.views { view.spellChecker = checker }
    } catch {
        StandardError.writeLine("textarea-demo: \(error)")
    }
}
if let loadedFile { firstArea.load(loadedFile.text) }
options.caret?.place(in: firstArea)
window.focus(form.views[0])

if let screenshotPath = options.screenshotPath {
    // The picture shows what a user sees a moment after the window opens: the spelling of the text in view
    // checked too, in at most a few hundred of the window's idle slices.
    var turns = 0
    while form.views.contains(where: { $0.hasSpellingWork }) && turns < 250 {
        window.processEvents(maximumWait: 0)
        turns += 1
    }
    do {
        try PNGFile.write(try window.captureFrame(), to: screenshotPath)
    } catch {
        demo.fail("cannot write the screenshot: \(error)", status: 1)
    }
    exit(0)
}

var autosave: FileAutosave? = nil
if let file {
    // A file that does not exist yet holds nothing: any text shown is unsaved.
    let saved = FileAutosave(
        file: file, loaded: loadedFile, textArea: firstArea, isSaved: loadedFile != nil || firstArea.isEmpty,
        window: window)
    saved.backup = originalBackup
    if let problem = file.directoryProblem() { saved.report("\(problem); the text stays in the window") }
    // When the X server goes away, save before the process ends (no X calls allowed here).
    X11ErrorHandlers.addConnectionLostHandler {
        if saved.hasUnsavedChanges, saved.saveNow(final: true) {
            demo.report("saved '\(saved.file.path)' before exiting")
        }
    }
    autosave = saved
    if saved.hasUnsavedChanges { saved.saveNow() }
}
TerminationSignals.install(closing: window) {
    // Commit any composition to the text, then save before the window closes (a text that cannot be saved is recovered).
    window.focus(nil)
    _ = autosave?.saveNow(final: true)
}
window.show()
window.run()
let savedAtExit = autosave?.saveNow(final: true) ?? true
exit(savedAtExit ? 0 : 1)
