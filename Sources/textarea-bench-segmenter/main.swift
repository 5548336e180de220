import BenchSupport
import StandardStreams
import TextAreaICU

/// textarea-bench-segmenter: what ICU's segmenter costs in wrapping and keystrokes; one JSON object per line.
let mode = SegmenterBenchOptions.program.parseArguments(with: SegmenterBenchOptions.parse)
if mode == .all || mode == .wrap {
    let document = Corpus.paragraphs(byteCount: SegmenterBenchmarks.documentSize)
    for line in SegmenterBenchmarks.wrap(document) { StandardOutput.writeLine(line) }
}
if mode == .all || mode == .edit {
    StandardOutput.writeLine(SegmenterBenchmarks.edit(seed: 9, segmenter: nil))
    StandardOutput.writeLine(SegmenterBenchmarks.edit(seed: 9, segmenter: ICUSegmenter()))
}
