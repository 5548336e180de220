import Glibc
import TextAreaCore
import X11TextArea

/// Saves a text area to its file after changes, at most once a second, on a thread of its own; and at once on demand (on exit, or when the X connection is lost).
///
/// The event loop only takes a snapshot of the text (the storage shares its
/// chunks, so this costs no copy of the bytes); writing, flushing and
/// renaming run on a background thread, so saving a large text never stalls
/// the window. A save that ends while more changes came in schedules the
/// next one.
///
/// A failed save is reported on standard error (each distinct problem once)
/// and leaves the text in the window; the next change tries again.
///
/// When the file was not valid UTF-8, ``backup`` holds its original bytes:
/// the first save writes them to a new file beside it (``OriginalBackup``)
/// before replacing the file, and does not replace it if that fails.
final class FileAutosave {
    /// The shortest time between two saves, in seconds.
    static let interval = 1.0

    let file: TextFile
    private let textArea: TextArea
    private weak var window: TextAreaWindow?
    /// How many changes the area has made; the file holds the text as of ``savedChange``.
    private var change = 0
    private var savedChange: Int
    private var pendingSave: TimerID?
    /// The save running in the background, and the change it saves.
    private var running: (job: BackgroundJob<SaveOutcome>, change: Int)?
    /// The original bytes still to be kept before the file is replaced; nil once kept, or when the file was valid UTF-8.
    var backup: OriginalBackup?
    private var lastReportedProblem: String?
    private var token: ObservationToken?
    /// The pipe a finished background save writes to, watched by the event loop.
    private let wakePipe: (read: Int32, write: Int32)

    /// Watches `textArea`, whose text is already on disk when `isSaved` is true, scheduling saves on `window`'s event loop.
    init(file: TextFile, textArea: TextArea, isSaved: Bool, window: TextAreaWindow) {
        self.file = file
        self.textArea = textArea
        self.window = window
        savedChange = isSaved ? 0 : -1
        var ends: [Int32] = [-1, -1]
        if pipe(&ends) == 0 {
            for descriptor in ends {
                _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
                _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
            }
        }
        wakePipe = (ends[0], ends[1])
        token = textArea.addObserver(for: .didChange) { [weak self] _ in self?.textDidChange() }
        if wakePipe.read >= 0 {
            let readEnd = wakePipe.read
            window.watch(fileDescriptor: readEnd) { [weak self] in
                var byte: UInt8 = 0
                while read(readEnd, &byte, 1) > 0 {}
                self?.backgroundSaveMayHaveEnded()
            }
        }
    }

    /// Whether the area has changed since the text the file holds.
    var hasUnsavedChanges: Bool { change != savedChange }

    /// The first change after a save schedules the next save one interval later; later changes ride along.
    private func textDidChange() {
        change += 1
        scheduleSave()
    }

    private func scheduleSave() {
        guard pendingSave == nil, running == nil, hasUnsavedChanges, let window else { return }
        pendingSave = window.scheduleTimer(after: Self.interval) { [weak self] in
            self?.pendingSave = nil
            self?.startBackgroundSave()
        }
    }

    /// Starts saving a snapshot of the text on a background thread; saves at once when no thread can be made.
    private func startBackgroundSave() {
        guard running == nil, hasUnsavedChanges else { return }
        let snapshot = textSnapshot()
        let file = self.file
        let backup = self.backup
        guard wakePipe.write >= 0,
            let job = BackgroundJob(
                wakeDescriptor: wakePipe.write,
                {
                    Self.write(snapshot, to: file, keeping: backup)
                })
        else {
            saveNow()
            return
        }
        running = (job, change)
    }

    /// Takes the result of a finished background save; schedules the next one when the text changed meanwhile.
    private func backgroundSaveMayHaveEnded() {
        guard let job = running?.job, job.isFinished else { return }
        finishRunningSave()
        scheduleSave()
    }

    /// Waits for the background save, if any, and records what it did.
    private func finishRunningSave() {
        guard let (job, savedAt) = running else { return }
        running = nil
        let outcome = job.join()
        recordBackup(outcome)
        if let problem = outcome.problem {
            report("\(problem); the text is still in the window")
        } else {
            didSave(change: savedAt)
        }
    }

    /// Saves at once if the text changed since the last save, after any background save ends; returns whether the file now holds the text. Makes no X calls.
    @discardableResult
    func saveNow() -> Bool {
        finishRunningSave()
        guard hasUnsavedChanges else { return true }
        let outcome = Self.write(textSnapshot(), to: file, keeping: backup)
        recordBackup(outcome)
        if let problem = outcome.problem {
            report("\(problem); the text is still in the window")
            return false
        }
        didSave(change: change)
        return true
    }

    /// Records that the file holds the text as of `change`, and says so on the trace (see ``EventTrace``).
    private func didSave(change saved: Int) {
        savedChange = saved
        lastReportedProblem = nil
        EventTrace.record("saved", "change=\(saved) pending=\(hasUnsavedChanges ? "yes" : "no")")
    }

    /// The text as it would be saved: the document without any composition in progress.
    private func textSnapshot() -> TextStorage {
        var snapshot = textArea.textStorage
        if let marked = textArea.markedRange { snapshot.replace(marked, with: TextStorage()) }
        return snapshot
    }

    /// Writes `backup` (when there is one) and then `text` to `file`; says where the backup went and what failed. Without a backup, the file is left alone.
    private static func write(_ text: TextStorage, to file: TextFile, keeping backup: OriginalBackup?) -> SaveOutcome {
        var outcome = SaveOutcome()
        do {
            if let backup { outcome.backupPath = try backup.write() }
            try file.write(text)
        } catch {
            outcome.problem =
                backup != nil && outcome.backupPath == nil ? "\(error); '\(file.path)' was not saved" : "\(error)"
        }
        return outcome
    }

    /// Forgets the backup once it is written, and says where it is.
    private func recordBackup(_ outcome: SaveOutcome) {
        guard let path = outcome.backupPath else { return }
        backup = nil
        DemoOptions.program.report("kept the original bytes of '\(file.path)' in '\(path)'")
    }

    /// Writes `problem` to standard error unless it was the last one reported.
    func report(_ problem: String) {
        guard problem != lastReportedProblem else { return }
        lastReportedProblem = problem
        DemoOptions.program.report(problem)
    }
}

/// What a save did: where it kept the original bytes, if it did, and what went wrong, if anything.
struct SaveOutcome: Sendable {
    var backupPath: String?
    var problem: String?
}
