# Shared by Scripts/key-stages.sh and Scripts/key-instructions.sh (sourced, not run): their options, a work
# directory removed on exit, the document typed into, and a private Xvfb.
#
# Before sourcing, a script sets `script` (its name, for messages), `keys`, `quiet` and `settle` (its defaults) and
# `help_lines` (the range of its own header that --help prints). After `harness_parse "$@"`, `keys`, `quiet`,
# `settle`, `file` and `demo_options` (what follows --) hold the options.

harness_parse() {
    file=""
    demo_options=()
    while (($# > 0)); do
        case "$1" in
            --keys) keys="$2"; shift 2 ;;
            --quiet) quiet="$2"; shift 2 ;;
            --settle) settle="$2"; shift 2 ;;
            --file) file="$2"; shift 2 ;;
            --) shift; demo_options=("$@"); break ;;
            --help) sed -n "${help_lines}p" "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
            *) echo "$script: unknown argument '$1' (see --help)" >&2; exit 2 ;;
        esac
    done
}

# Makes `work`, a directory removed on exit with the demo and Xvfb (`app_pid`, `xvfb_pid`) stopped; a script may
# define `harness_more_cleanup` to undo more.
harness_work_directory() {
    work="$(mktemp -d "/tmp/textarea-$1-XXXXXX")"
    xvfb_pid=""
    app_pid=""
    trap harness_cleanup EXIT
}

harness_cleanup() {
    if declare -F harness_more_cleanup >/dev/null; then harness_more_cleanup; fi
    [[ -n "$app_pid" ]] && kill "$app_pid" 2>/dev/null || true
    [[ -n "$xvfb_pid" ]] && kill "$xvfb_pid" 2>/dev/null || true
    rm -rf "$work"
}

# Writes the document typed into to $work/document.txt: `file`, or the 20 KB of paragraphs of typometer.sh's 20k.
harness_document() {
    if [[ -z "$file" ]]; then
        python3 Scripts/typometer-texts.py "$work" text-20k.txt
        file="$work/text-20k.txt"
    fi
    cp "$file" "$work/document.txt"
}

# Starts a private Xvfb of `$1` (WIDTHxHEIGHTxDEPTH) and exports its DISPLAY.
harness_start_xvfb() {
    exec 3>"$work/display-number"
    Xvfb -displayfd 3 -screen 0 "$1" -nolisten tcp -noreset >"$work/xvfb.log" 2>&1 &
    xvfb_pid=$!
    exec 3>&-
    for _ in $(seq 200); do [[ -s "$work/display-number" ]] && break; sleep 0.05; done
    export DISPLAY=":$(head -n 1 "$work/display-number")"
}
