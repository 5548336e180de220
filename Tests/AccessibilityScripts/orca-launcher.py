#!/usr/bin/python3
"""Runs Orca as /usr/bin/orca does, with two changes for tests, for `orca-session.py`.

    orca-launcher.py [orca's options]

It runs the launcher Debian's orca package installs (/usr/bin/orca, a Python
script) in this process, with its options, changing two of its names first:

- `otherOrcas`: the launcher refuses to start while any other process named
  `orca` runs for this user (`pgrep -u UID -x orca`), even one on another
  display and session bus, such as a test run in another checkout; each test
  session has its own X server and buses, so the check is off.
- `open`: the launcher opens the `--debug-file` block-buffered, so the log's
  last lines could stay in Orca's memory while a test waits for them; here it
  is opened line-buffered, and each line reaches the file when Orca writes it.

Nothing else changes: the settings, scripts and event handling are Orca's own.
"""

import functools
import sys

LAUNCHER = "/usr/bin/orca"


def main():
    with open(LAUNCHER, encoding="utf-8") as source:
        code = compile(source.read(), LAUNCHER, "exec")
    launcher = {"__name__": "orca_launcher", "__file__": LAUNCHER}
    exec(code, launcher)
    launcher["otherOrcas"] = lambda: []
    launcher["open"] = functools.partial(open, buffering=1)
    sys.argv = ["orca", *sys.argv[1:]]
    return launcher["main"]()


if __name__ == "__main__":
    sys.exit(main())
