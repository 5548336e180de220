#!/usr/bin/env bash
# Compiles every ```swift block of README.md and of the DocC articles
# (Sources/*/*.docc/*.md) as an application would, and fails naming the file
# and line of each block that does not:
#
# - a package manifest (a block starting with `// swift-tools-version`) becomes
#   the manifest of a throwaway package next to a link named `TextArea` to this
#   checkout, and SwiftPM loads its dependency graph, so every `.product(...)`
#   must name a product of this package;
# - any other block is the `main.swift` of its own program, compiled in Swift 6
#   mode with warnings as errors against the modules of this package's debug
#   build (top-level code, imports, concurrency checking: all of the compiler's
#   diagnostics, without linking).
#
# A block that is deliberately a fragment follows a line `<!-- fragment -->`
# and is skipped. The debug build is reused when it is up to date (`swift test`
# leaves it so), so the check costs a few seconds per block, not a second build.
#
# Usage: Scripts/check-doc-snippets.sh [FILE.md ...]   (default: README.md and every article)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD

if (($# > 0)); then
    documents=("$@")
else
    documents=(README.md)
    for article in Sources/*/*.docc/*.md Sources/*/*.docc/*/*.md; do
        [[ -f $article ]] && documents+=("$article")
    done
fi

work=$(mktemp -d /tmp/textarea-doc-snippets.XXXXXX)
trap 'rm -rf "$work"' EXIT

# Each block becomes $work/blocks/N/main.swift, with N/source holding "FILE LINE" (the line of its opening fence).
mkdir -p "$work/blocks"
count=0
for document in "${documents[@]}"; do
    count=$(awk -v dir="$work/blocks" -v doc="$document" -v count="$count" '
        /^```swift[[:space:]]*$/ && !inside {
            inside = 1
            if (skip) { skipping = 1; skip = 0; next }
            skipping = 0; count += 1
            file = dir "/" count "/main.swift"
            system("mkdir -p " dir "/" count)
            printf "" > file
            print doc, NR > (dir "/" count "/source"); close(dir "/" count "/source")
            next
        }
        /^```/ && inside { inside = 0; if (!skipping) close(file); skipping = 0; next }
        inside { if (!skipping) print >> file; next }
        { skip = ($0 ~ /^<!-- *fragment *-->[[:space:]]*$/) }
        END { print count }
    ' "$document")
done
echo "== $count Swift blocks in ${#documents[@]} files"
((count > 0)) || exit 0

# What a program needs to import the modules: the built modules, the C
# targets' module maps and headers, and the system libraries' headers.
echo "== Building the package (debug), reused when up to date"
if ! swift build >"$work/build.log" 2>&1; then
    cat "$work/build.log" >&2
    echo "error: swift build failed" >&2
    exit 1
fi
bin=$(swift build --show-bin-path)
# shellcheck source=Scripts/module-import-flags.sh
source Scripts/module-import-flags.sh
module_import_flags "$bin"

# A manifest is checked as the manifest of a package beside a `TextArea` link to this checkout.
mkdir -p "$work/packages"
ln -s "$root" "$work/packages/TextArea"

failures=0
for ((n = 1; n <= count; n++)); do
    block=$work/blocks/$n
    read -r document line <"$block/source"
    log=$block/log
    if head -n 1 "$block/main.swift" | grep -q '^// swift-tools-version'; then
        package=$work/packages/app$n
        mkdir -p "$package"
        cp "$block/main.swift" "$package/Package.swift"
        # Every target the manifest names gets a source file, so that SwiftPM accepts its layout.
        for target in $(grep -oE '\.(executableTarget|target|testTarget)\(name: "[^"]+"' "$package/Package.swift" \
            | sed -E 's/.*"([^"]+)"/\1/'); do
            mkdir -p "$package/Sources/$target" "$package/Tests/$target"
            echo 'let placeholder = 0' >"$package/Sources/$target/$target.swift"
        done
        if (cd "$package" && swift package show-dependencies) >"$log" 2>&1; then continue; fi
    else
        if (cd "$block" && swiftc -c -o /dev/null -module-name Snippet -swift-version 6 -warnings-as-errors \
            "${import_flags[@]}" main.swift) >"$log" 2>&1; then continue; fi
    fi
    failures=$((failures + 1))
    # The compiler's locations, main.swift:N:C, become the document's lines.
    awk -v doc="$document" -v fence="$line" '
        match($0, /main\.swift:[0-9]+:/) {
            n = substr($0, RSTART + 11, RLENGTH - 12)
            $0 = substr($0, 1, RSTART - 1) doc ":" (fence + n) ":" substr($0, RSTART + RLENGTH)
        }
        { print }
    ' "$log" | sed -E "s|$block/||g" >&2
    echo "error: $document:$line: this Swift block does not compile (a fragment: put <!-- fragment --> on the line before it)" >&2
done

if ((failures > 0)); then
    echo "error: $failures of $count Swift blocks do not compile" >&2
    exit 1
fi
echo "== All $count Swift blocks compile"
