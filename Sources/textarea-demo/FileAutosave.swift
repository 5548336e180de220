import Glibc
import TextAreaCore
import X11TextArea

/// Saves a text area to its file after changes, at most once a second (less often for a large text), on a thread of its own; and at once on demand (on exit, or when the X connection is lost).
///
/// The event loop only takes a snapshot of the text (the storage shares its
/// chunks, so this costs no copy of the bytes); writing, flushing and
/// renaming run on a background thread, so saving a large text never stalls
/// the window. A save that ends while more changes came in schedules the
/// next one.
///
/// A failed save is reported on standard error (each distinct problem once)
/// and leaves the text in the window; the next change tries again. When the
/// last save, as the demo exits, fails, the text is written to a new file in
/// the recovery directory (``RecoveredText``) and the message says where, or
/// says that the text is lost and why.
///
/// Every save first checks that the file is still what the demo last read or
/// wrote (``DiskState``). When another program changed it, its text is left
/// as it is: the window's text goes to a new file beside it
/// (`PATH.conflict`, or the next free `PATH.conflict.N`), a message says so
/// once, and every later save goes to that file, so neither text is lost.
///
/// When the file was not valid UTF-8, ``backup`` holds its original bytes:
/// the first save writes them to a new file beside it (``OriginalBackup``)
/// before replacing the file, and does not replace it if that fails.
@MainActor
final class FileAutosave {
    /// The shortest time between two saves, in seconds.
    static let interval = 1.0
    /// The longest time between two saves while typing goes on, in seconds.
    static let longestInterval = 5.0

    /// The time between two saves of a text of `byteCount` bytes: one ``interval``, and one more per 2 MB, up to
    /// ``longestInterval``; a save writes, syncs and checks the whole file, so typing into 10 MB saves every 5 s
    /// rather than spending a processor on saving (the text is saved at exit and when the connection is lost too).
    static func interval(forBytes byteCount: Int) -> Double {
        min(interval * max(Double(byteCount) / 2_000_000, 1), longestInterval)
    }

    /// The file the text is saved to: the one `--file` named, or after another program changed that one, the conflict file beside it.
    private(set) var file: TextFile
    /// The file `--file` named.
    let originalFile: TextFile
    /// How the file ends its lines (the area holds LF).
    private let lineEnding: LineEnding
    /// The file as the demo last read or wrote it; nil while it did not exist.
    private var diskState: DiskState?
    private let textArea: TextArea
    private weak var window: TextAreaWindow?
    /// How many changes the area has made; the file holds the text as of ``savedChange``.
    private var change = 0
    private var savedChange: Int
    /// The change whose text went to the recovery directory because the last save failed.
    private var recoveredChange: Int?
    private var pendingSave: TimerID?
    /// The save running in the background, and the change it saves.
    private var running: (job: BackgroundJob<SaveOutcome>, change: Int)?
    /// The original bytes still to be kept before the file is replaced; nil once kept, or when the file was valid UTF-8.
    var backup: OriginalBackup?
    private var lastReportedProblem: String?
    private var token: ObservationToken?
    /// The pipe a finished background save writes to, watched by the event loop.
    private let wakePipe: (read: Int32, write: Int32)

    /// Watches `textArea`, whose text is already on disk when `isSaved` is true, scheduling saves to `file` on `window`'s event loop; `loaded` is the file as read, nil when it did not exist.
    init(file: TextFile, loaded: LoadedFile?, textArea: TextArea, isSaved: Bool, window: TextAreaWindow) {
        self.file = file
        originalFile = file
        lineEnding = loaded?.lineEnding ?? .asIs
        diskState = loaded?.state
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
        let delay = Self.interval(forBytes: textArea.utf8Count)
        pendingSave = window.scheduleTimer(after: delay) { [weak self] in
            self?.pendingSave = nil
            self?.startBackgroundSave()
        }
    }

    /// Starts saving a snapshot of the text on a background thread; saves at once when no thread can be made.
    private func startBackgroundSave() {
        guard running == nil, hasUnsavedChanges else { return }
        let request = saveRequest()
        guard wakePipe.write >= 0,
            let job = BackgroundJob(
                wakeDescriptor: wakePipe.write,
                {
                    Self.write(request)
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

    /// Waits for the background save, if any, and records what it did; a failure is reported unless `reporting` is false (the caller saves again).
    private func finishRunningSave(reporting: Bool = true) {
        guard let (job, savedAt) = running else { return }
        running = nil
        let outcome = job.join()
        record(outcome)
        if let problem = outcome.problem {
            if reporting { report("\(problem); the text is still in the window") }
        } else {
            didSave(change: savedAt)
        }
    }

    /// Saves at once if the text changed since the last save, after any background save ends; returns whether the file now holds the text. Makes no X calls.
    ///
    /// With `final` (the demo is exiting), a failed save writes the text to
    /// the recovery directory instead, once for a given text, and says where.
    @discardableResult
    func saveNow(final: Bool = false) -> Bool {
        finishRunningSave(reporting: !final)
        guard hasUnsavedChanges else { return true }
        if final && recoveredChange == change { return false }
        let outcome = Self.write(saveRequest())
        record(outcome)
        if let problem = outcome.problem {
            if final {
                recover(after: problem)
            } else {
                report("\(problem); the text is still in the window")
            }
            return false
        }
        didSave(change: change)
        return true
    }

    /// Writes the text to the recovery directory after the last save failed with `problem`, and says where it went or that it is lost.
    private func recover(after problem: String) {
        recoveredChange = change
        do {
            let path = try RecoveredText.write(textSnapshot(), lineEnding: lineEnding, of: originalFile.path)
            report("\(problem); the text was written to '\(path)' instead")
        } catch {
            report("\(problem); the text is lost: it could not be written to a recovery file either: \(error)")
        }
    }

    /// Records that the file holds the text as of `change`, and says so on the trace (see ``EventTrace``).
    private func didSave(change saved: Int) {
        savedChange = saved
        lastReportedProblem = nil
        EventTrace.record("saved", "change=\(saved) pending=\(hasUnsavedChanges ? "yes" : "no")")
    }

    /// The text as it would be saved: the document without any composition in progress.
    ///
    /// Detached (see ``TextStorage/detachedCopy()``): the keystroke after a
    /// save starts then copies one chunk of the text, not the list of all.
    private func textSnapshot() -> TextStorage {
        var snapshot = textArea.textStorage.detachedCopy()
        if let marked = textArea.markedRange { snapshot.replace(marked, with: TextStorage()) }
        return snapshot
    }

    /// Everything a save needs, taken on the event loop for a save that may run on another thread.
    private func saveRequest() -> SaveRequest {
        SaveRequest(
            text: textSnapshot(), file: file, originalFile: originalFile, lineEnding: lineEnding,
            expected: diskState, backup: backup)
    }

    /// Writes the backup (when there is one) and then the text to the file; says where the backup went, what the file is now, and what failed. Without a backup, the file is left alone.
    ///
    /// When another program changed the file, the text goes to a new
    /// conflict file beside the file `--file` named instead.
    nonisolated private static func write(_ request: SaveRequest) -> SaveOutcome {
        var outcome = SaveOutcome()
        let file = request.file
        do {
            if let backup = request.backup { outcome.backupPath = try backup.write() }
            switch try file.save(request.text, lineEnding: request.lineEnding, expecting: request.expected) {
            case .saved(let state):
                outcome.state = state
            case .changedOnDisk:
                let conflict = try request.originalFile.makeConflictFile()
                outcome.conflictFile = conflict.file
                outcome.state = conflict.state
                let result = try conflict.file.save(
                    request.text, lineEnding: request.lineEnding, expecting: conflict.state)
                guard case .saved(let state) = result else {
                    throw FileError(description: "cannot save to '\(conflict.file.path)': it changed as it was made")
                }
                outcome.state = state
            }
        } catch {
            let backupFailed = request.backup != nil && outcome.backupPath == nil
            outcome.problem = backupFailed ? "\(error); '\(file.path)' was not saved" : "\(error)"
        }
        return outcome
    }

    /// Takes in what a save did: forgets the backup once it is written and says where it is, moves to the conflict file when one was made, and keeps the file's new state.
    private func record(_ outcome: SaveOutcome) {
        if let path = outcome.backupPath {
            backup = nil
            DemoOptions.program.report("kept the original bytes of '\(file.path)' in '\(path)'")
        }
        if let conflictFile = outcome.conflictFile {
            file = conflictFile
            DemoOptions.program.report(
                "'\(originalFile.path)' was changed by another program since it was opened or last saved; "
                    + "it keeps that program's text, and this window's text is saved to '\(conflictFile.path)' "
                    + "instead, now and on every later save")
        }
        if let state = outcome.state { diskState = state }
    }

    /// Writes `problem` to standard error unless it was the last one reported.
    func report(_ problem: String) {
        guard problem != lastReportedProblem else { return }
        lastReportedProblem = problem
        DemoOptions.program.report(problem)
    }
}

/// What a save needs, taken on the event loop: the text, where it goes, and what the file should still be.
private struct SaveRequest: Sendable {
    let text: TextStorage
    let file: TextFile
    let originalFile: TextFile
    let lineEnding: LineEnding
    let expected: DiskState?
    let backup: OriginalBackup?
}

/// What a save did: where it kept the original bytes, the conflict file it moved to, the state of the file it wrote, and what went wrong, if anything.
struct SaveOutcome: Sendable {
    var backupPath: String?
    var conflictFile: TextFile?
    var state: DiskState?
    var problem: String?
}
