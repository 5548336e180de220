import TextAreaCore
import X11TextArea

/// Saves a text area to its file after changes, at most once a second, and on demand (on exit, or when the X connection is lost).
///
/// A failed save is reported on standard error (each distinct problem once)
/// and leaves the text in the window; the next change tries again.
final class FileAutosave {
    /// The shortest time between two saves, in seconds.
    static let interval = 1.0

    let file: TextFile
    private let textArea: TextArea
    private weak var window: TextAreaWindow?
    private var savedText: String
    private var pendingSave: TimerID?
    private var lastReportedProblem: String?
    private var token: ObservationToken?

    /// Watches `textArea`, whose text `savedText` is already on disk (or was loaded), scheduling saves on `window`'s event loop.
    init(file: TextFile, textArea: TextArea, savedText: String, window: TextAreaWindow) {
        self.file = file
        self.textArea = textArea
        self.savedText = savedText
        self.window = window
        token = textArea.addObserver(for: .didChange) { [weak self] _ in self?.textDidChange() }
    }

    /// Whether the text in the area differs from the file.
    var hasUnsavedChanges: Bool { textArea.text != savedText }

    /// The first change after a save schedules the next save one interval later; later changes ride along.
    private func textDidChange() {
        guard pendingSave == nil, let window else { return }
        pendingSave = window.scheduleTimer(after: Self.interval) { [weak self] in
            self?.pendingSave = nil
            self?.saveNow()
        }
    }

    /// Saves at once if the text changed since the last save; returns whether the file now holds the text. Makes no X calls.
    @discardableResult
    func saveNow() -> Bool {
        let text = textArea.text
        guard text != savedText else { return true }
        do {
            try file.write(text)
            savedText = text
            lastReportedProblem = nil
            return true
        } catch {
            report("\(error); the text is still in the window")
            return false
        }
    }

    /// Writes `problem` to standard error unless it was the last one reported.
    func report(_ problem: String) {
        guard problem != lastReportedProblem else { return }
        lastReportedProblem = problem
        DemoOutput.error(problem)
    }
}
