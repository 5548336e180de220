#!/usr/bin/env bash
# Builds the DocC documentation of TextAreaCore, X11TextArea, TextAreaICU and TextAreaSpelling into
# .build/docs/<Module>.doccarchive, without the swift-docc-plugin:
#
# 1. builds the package (debug) and extracts the modules' public symbol
#    graphs from it with swift-symbolgraph-extract;
# 2. compiles every Swift code block of README.md and the catalogs' articles
#    against the modules just built, and loads their package manifests
#    (Scripts/check-doc-snippets.sh), so the examples keep compiling;
# 3. runs `docc convert` on each catalog, for static hosting.
#
# Fails when the build, an example or docc fails, and when docc reports any
# warning (a broken symbol link, a bad Topics entry...).
#
# Usage: Scripts/build-docs.sh
# Then:  python3 -m http.server -d .build/docs/TextAreaCore.doccarchive 8000
#        and open http://localhost:8000/documentation/textareacore
set -euo pipefail
cd "$(dirname "$0")/.."

modules=(TextAreaCore X11TextArea TextAreaICU TextAreaSpelling)
output=.build/docs
start=$SECONDS

swift_bin=$(dirname "$(readlink -f "$(command -v swift)")")
docc=${DOCC:-$swift_bin/docc}
[[ -x $docc ]] || { echo "error: docc not found at $docc (set DOCC)" >&2; exit 1; }

rm -rf "$output"
mkdir -p "$output/symbol-graphs"

# Runs a command quietly; shows its output only when it fails.
quietly() {
    local log=$1
    shift
    if ! "$@" >"$log" 2>&1; then
        cat "$log" >&2
        echo "error: '$*' failed (log: $log)" >&2
        exit 1
    fi
}

echo "== Building the package and extracting symbol graphs"
quietly "$output/build.log" swift build
bin=$(swift build --show-bin-path)
# What a client needs to import the modules: the built modules, the C
# targets' module maps and headers, and the system libraries' headers.
# shellcheck source=Scripts/module-import-flags.sh
source Scripts/module-import-flags.sh
module_import_flags "$bin"
for module in "${modules[@]}"; do
    mkdir -p "$output/symbol-graphs/$module"
    quietly "$output/symbol-graph-$module.log" "$swift_bin/swift-symbolgraph-extract" -module-name "$module" \
        "${import_flags[@]}" -minimum-access-level public -output-dir "$output/symbol-graphs/$module"
done

echo "== Compiling the Swift blocks of README.md and the articles"
Scripts/check-doc-snippets.sh

echo "== Converting the catalogs"
for module in "${modules[@]}"; do
    archive="$output/$module.doccarchive"
    log="$output/docc-$module.log"
    status=0
    "$docc" convert "Sources/$module/$module.docc" \
        --additional-symbol-graph-dir "$output/symbol-graphs/$module" \
        --output-path "$archive" \
        --fallback-display-name "$module" \
        --fallback-bundle-identifier "textarea.$module" \
        --transform-for-static-hosting \
        --warnings-as-errors >"$log" 2>&1 || status=$?
    # --warnings-as-errors turns warnings into errors; the search also
    # catches any warning that would slip through it.
    if ((status != 0)) || grep -Eq '^(warning|error):|: (warning|error):' "$log"; then
        cat "$log" >&2
        echo "error: docc reported problems in $module's documentation (exit status $status)" >&2
        exit 1
    fi
    lowercase=$(tr '[:upper:]' '[:lower:]' <<<"$module")
    [[ -f $archive/index.html && -f $archive/data/documentation/$lowercase.json ]] || {
        echo "error: $archive lacks its index.html or its root page" >&2
        exit 1
    }
    echo "   $archive"
done

echo "== Documentation built without warnings in $((SECONDS - start)) s"
