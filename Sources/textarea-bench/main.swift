import Glibc
import TextAreaCore
import X11TextArea

/// textarea-bench: measures wrapping, keystroke re-wrap and memory; one JSON object per line.
let usage = """
    usage: textarea-bench [all|memory|wrap|edit|--x11 [paste]|--typometer --window NAME ...]
      all      memory, then wrap, then edit (the default)
      memory   peak resident memory after loading and wrapping 10 MB
      wrap     bulk wrap of 10 MB at 80 monospace columns, in MB/s
      edit     1,000 random single-character inserts with re-wrap and a visible-lines query,
               in a 10 MB document of paragraphs and in one 2 MB paragraph (p50/p99/max in µs)
      --x11    needs an X display: keystroke latency in a window showing 10 MB (key press received to
               frame flushed, p50/p99/max in µs over 1,000 keys), and time from process start to the
               first frame flushed (median of 15 starts); run under Xvfb with xvfb-run -a
      --x11 paste  needs an X display and xclip: xclip offers 100 MB by INCR, Ctrl+V pastes it into a
               window, Ctrl+Z and Ctrl+Shift+Z undo and redo it, Ctrl+A and Ctrl+C copy it all and
               xclip reads it back as UTF-8 and as STRING; the longest working time of one
               event-loop turn in each phase, in ms (target 50)
      --typometer  needs an X display: types into any program's window titled NAME with XTest and
               measures key sent → pixels changed from outside (`--typometer --help` for its options)
    Build in release mode for meaningful figures: swift run -c release textarea-bench
    """

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == TypometerCommand.flag { TypometerCommand.run(Array(arguments.dropFirst())) }
if arguments.first == X11FirstFrameBenchmark.childFlag || arguments == ["--x11"] || arguments == ["--x11", "paste"] {
    do {
        if arguments == ["--x11"] {
            try X11Benchmarks.run()
        } else if arguments == ["--x11", "paste"] {
            print(try X11PasteBenchmark.run(connection: try X11Connection()))
        } else {
            try X11FirstFrameBenchmark.runChild(Array(arguments.dropFirst()))
        }
        exit(0)
    } catch {
        var message = "textarea-bench --x11: \(error)\n"
        message.withUTF8 { bytes in _ = write(STDERR_FILENO, bytes.baseAddress, bytes.count) }
        exit(1)
    }
}
let mode = arguments.first ?? "all"
guard ["all", "memory", "wrap", "edit"].contains(mode), arguments.count <= 1 else {
    var message = usage + "\n"
    message.withUTF8 { bytes in _ = write(STDERR_FILENO, bytes.baseAddress, bytes.count) }
    exit(2)
}

var documentStorage: TextStorage? = nil
if mode == "all" || mode == "memory" {
    let (line, area) = CoreBenchmarks.memory()
    print(line)
    fflush(nil)
    documentStorage = area.textStorage
}
let document = documentStorage ?? Corpus.paragraphs(byteCount: CoreBenchmarks.documentSize)
if mode == "all" || mode == "wrap" {
    print(CoreBenchmarks.wrap(document))
    fflush(nil)
}
if mode == "all" || mode == "edit" {
    print(CoreBenchmarks.edit(document, document: "paragraphs_10mb", seed: 7))
    print(CoreBenchmarks.edit(Corpus.singleParagraph(byteCount: CoreBenchmarks.paragraphSize),
                              document: "single_paragraph_2mb", seed: 8))
}
