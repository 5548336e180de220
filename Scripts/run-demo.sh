#!/usr/bin/env bash
# Sets up and runs the demo on a Debian machine with the Swift toolchain, in one command:
#
#   Scripts/run-demo.sh [DEMO ARGUMENTS...]
#
# It installs the system packages the demo needs when they are missing (with
# sudo when not root; without either it prints the apt-get line to run and
# exits 1), builds the demo, and opens its window on $DISPLAY. With no X
# display (SSH, a container) it starts a private Xvfb instead, writes the
# demo's first frame to demo-screenshot.png (or the --screenshot path given)
# and says so. Arguments go to the demo (see `--help`).
set -euo pipefail
cd "$(dirname "$0")/.."

# The libraries the demo builds against (Enchant with an English dictionary for spelling), the fonts
# it draws every script with, and Xvfb for machines without a display.
packages=(
    pkg-config libx11-dev libxft-dev libfontconfig1-dev libpng-dev libxext-dev libxi-dev libicu-dev
    libharfbuzz-dev libatk1.0-dev libatk-bridge2.0-dev libenchant-2-dev hunspell-en-us
    fonts-dejavu-core fonts-droid-fallback xfonts-base fonts-noto-core fonts-noto-cjk fonts-noto-color-emoji
)
if [ -z "${DISPLAY:-}" ]; then packages+=(xvfb); fi

missing=()
for package in "${packages[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
        missing+=("$package")
    fi
done
if [ ${#missing[@]} -gt 0 ]; then
    line="apt-get install --no-install-recommends ${missing[*]}"
    if [ "$(id -u)" -eq 0 ]; then
        as_root=()
    elif command -v sudo > /dev/null; then
        as_root=(sudo)
    else
        echo "run-demo: these packages are missing; install them as root and run again:" >&2
        echo "    $line" >&2
        exit 1
    fi
    echo "run-demo: installing ${missing[*]}" >&2
    "${as_root[@]}" apt-get update -qq
    "${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

swift build --product textarea-demo
demo=.build/debug/textarea-demo

if [ -n "${DISPLAY:-}" ]; then
    exec "$demo" "$@"
fi

# No display: a private Xvfb on a free display number (it writes the number it took to the pipe), the first frame as PNG.
screenshot=demo-screenshot.png
arguments=("$@")
for ((index = 0; index < ${#arguments[@]}; index++)); do
    case "${arguments[index]}" in
    --screenshot) screenshot="${arguments[index + 1]:-$screenshot}" ;;
    --screenshot=*) screenshot="${arguments[index]#--screenshot=}" ;;
    esac
done
case " ${arguments[*]-} " in
*" --screenshot"*) ;;
*) arguments+=(--screenshot "$screenshot") ;;
esac
scratch=$(mktemp -d)
trap 'kill "${server:-}" 2> /dev/null; rm -rf "$scratch"' EXIT
mkfifo "$scratch/display"
Xvfb -displayfd 3 -screen 0 1280x1024x24 -nolisten tcp 3> "$scratch/display" 2> /dev/null &
server=$!
# Blocks until Xvfb is ready and writes its display number (or exits, leaving nothing to read).
read -r number < "$scratch/display" || true
if [ -z "${number:-}" ]; then
    echo "run-demo: Xvfb did not start" >&2
    exit 1
fi
DISPLAY=":$number" "$demo" "${arguments[@]}"
echo "run-demo: no X display here, so the demo drew its first frame on a private Xvfb: $screenshot" >&2
