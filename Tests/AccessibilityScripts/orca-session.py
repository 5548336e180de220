#!/usr/bin/python3
"""Runs the Orca screen reader on a GTK window and on textarea-demo with the same keys, for X11TextAreaTests' OrcaTests.

Run with DISPLAY set to an X server of its own (it starts a window manager
there):

    orca-session.py DEMO

It runs itself again inside a private session bus (dbus-run-session), with
settings in memory and XDG folders in a scratch folder, removed at the end
(kept, and its path printed as `scratch`, when ORCA_SESSION_KEEP is set: Orca's
debug log is orca-debug.log there). Then it starts openbox and Orca
(orca_desktop.py), and runs the steps of STEPS against the GTK peer
(gtk-peer.py), then against DEMO in its standard form (six labelled areas),
saving its first area to notes.txt.

For each window and step it prints, one a line as `key<TAB>value` (newlines in
values as \\n, backslashes doubled): `WINDOW.STEP.said` once per utterance
Orca logged during the step, in order; `WINDOW.STEP.text`, `.caret` and
`.placeholder`, the focused area's text, caret and `placeholder-text`
attribute after it (through AT-SPI); `WINDOW.STEP.done`, `ok` or why the step
stopped; `WINDOW.STEP.orca-problem` for log lines telling of dropped events.
Then `demo.file`, the saved file after the demo exited, and `done<TAB>ok`. It
asserts nothing itself.

A step is done when, after its keys, the application shows through AT-SPI
that it handled them (the step's condition); then Orca took from its queue a
marker event sent after that (orca-event-marker.py says why that means Orca
handled every event the application sent before); and every key press Orca
got during the step has its release handled and its command (Where Am I) run.
Each wait polls a condition; none is a fixed sleep, and the timeouts only end
a stuck run.
"""

import os
import shutil
import signal
import subprocess
import sys
import tempfile

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi, GLib  # noqa: E402

from orca_desktop import (  # noqa: E402
    PYTHON, SCRIPTS, TIMEOUT, Desktop, StepTimeout, application_named, environment, report, wait_until)

TYPED, SECOND = "hello world", "second line"

# Each step: its name, what xdotool sends (runs of `key NAME…` and `type TEXT`), and the condition on the
# application's state after it (the focused area's text and caret, which area has the focus, whether Orca handled a
# KP_Enter release) and before it that says the application handled the keys.
STEPS = [
    ("type", ["type", TYPED], lambda now, before: now["text"] == TYPED and now["caret"] == len(TYPED)),
    ("left", ["key", "Left"], lambda now, before: now["caret"] == len(TYPED) - 1),
    ("ctrl-left", ["key", "ctrl+Left"], lambda now, before: now["caret"] == TYPED.index("world")),
    ("second-line", ["key", "End", "Return", "type", SECOND],
     lambda now, before: now["text"] == f"{TYPED}\n{SECOND}" and now["caret"] == len(now["text"])),
    ("up", ["key", "Up"], lambda now, before: 0 <= now["caret"] <= len(TYPED)),
    # Orca consumes KP_Enter (Where Am I) when it gets the key; an application that does not pass it on types it.
    ("where-am-i", ["key", "KP_Enter"], lambda now, before: now["text"] != before["text"] or now["kp-enter-seen"]),
    # Flat review (KP_8, KP_Up without NumLock): Orca reads the window's current line from the text's geometry.
    ("flat-review", ["key", "KP_Up"], lambda now, before: now["kp-up-seen"]),
    ("tab", ["key", "Tab"], lambda now, before: now["focused"] == 1),
]


def send_keys(keys):
    """Runs xdotool for `keys`, to the window with the focus."""
    index = 0
    while index < len(keys):
        if keys[index] == "type":
            arguments, index = ["type", "--delay", "20", keys[index + 1]], index + 2
        else:
            end = index + 1
            while end < len(keys) and keys[end] not in ("key", "type"):
                end += 1
            arguments, index = ["key", "--delay", "20", *keys[index + 1:end]], end
        subprocess.run(["xdotool", *arguments], check=True, timeout=TIMEOUT)


def text_areas(accessible, depth=0):
    """The text objects under `accessible`, in tree order."""
    if accessible.get_role() == Atspi.Role.TEXT:
        return [accessible]
    found = []
    for index in range(accessible.get_child_count() if depth < 12 else 0):
        child = accessible.get_child_at_index(index)
        if child is not None:
            found += text_areas(child, depth + 1)
    return found


class Window:
    """An application under test: how to start it, and its frame and text areas once it is on the bus."""

    def __init__(self, desktop, key, application, command):
        self.desktop, self.key, self.application, self.command = desktop, key, application, command
        self.process = None
        self.frame = None
        self.areas = []

    def find(self):
        application = application_named(self.application, self.process.pid)
        frames = [application.get_child_at_index(index) for index in range(application.get_child_count())] \
            if application is not None else []
        frames = [frame for frame in frames if frame is not None and frame.get_role() == Atspi.Role.FRAME]
        if frames:
            self.frame, self.areas = frames[0], text_areas(frames[0])
        return len(self.areas) >= 2

    def state(self):
        # Cached states follow only the events this process listens to: ask the application each time.
        for accessible in [self.frame, *self.areas]:
            accessible.clear_cache()
        focused = [index for index, area in enumerate(self.areas)
                   if area.get_state_set().contains(Atspi.StateType.FOCUSED)]
        area = self.areas[focused[0] if focused else 0]
        return {"text": Atspi.Text.get_text(area, 0, Atspi.Text.get_character_count(area)),
                "caret": Atspi.Text.get_caret_offset(area), "focused": focused[0] if focused else -1,
                "active": self.frame.get_state_set().contains(Atspi.StateType.ACTIVE),
                "placeholder": (area.get_attributes() or {}).get("placeholder-text", "")}

    def record(self, step, start, error=None):
        log = self.desktop.log
        for utterance in log.speech(start, log.mark()):
            report(f"{self.key}.{step}.said", utterance)
        try:
            state = self.state() if self.areas and self.process.poll() is None else None
        except GLib.Error:
            state = None
        if state is not None:
            report(f"{self.key}.{step}.text", state["text"])
            report(f"{self.key}.{step}.caret", state["caret"])
            report(f"{self.key}.{step}.placeholder", state["placeholder"])
        for line in log.problems(start):
            report(f"{self.key}.{step}.orca-problem", line)
        report(f"{self.key}.{step}.done", "ok" if error is None else f"timeout: {error}")

    def run(self):
        """Starts the application, runs the steps (up to the first that times out) and closes it."""
        log = self.desktop.log
        step, start = "appear", log.mark()
        try:
            self.process = self.desktop.start(self.command)

            def appeared():
                state = self.state() if self.find() else {}
                return state.get("active") and state.get("focused") == 0
            wait_until(appeared, f"{self.key}: the window active with its first area focused")
            # The application answers its state at once; the events that make Orca speak reach Orca through the
            # registry later (much later on a loaded machine): wait until it spoke the window and the focused area.
            title, label = self.frame.get_name(), self.areas[0].get_name()

            def spoken():
                said = log.speech(start, log.mark())
                return any(title in utterance for utterance in said) and \
                    any(f"{label} text" in utterance for utterance in said)
            wait_until(spoken, lambda: f"{self.key}: Orca speaking '{title}' and '{label} text': "
                                       f"{log.speech(start, log.mark())}")
            self.desktop.settle(start, f"{self.key} appearing")
            self.record(step, start)
            for step, keys, condition in STEPS:
                start, before = log.mark(), self.state()
                send_keys(keys)

                def handled():
                    now = self.state()
                    now["kp-enter-seen"] = log.contains("^^^^^ PROCESS ATSPI_KEY_RELEASED_EVENT: 'KP_Enter'", start)
                    now["kp-up-seen"] = log.contains("^^^^^ PROCESS ATSPI_KEY_RELEASED_EVENT: 'KP_Up'", start)
                    return condition(now, before)
                wait_until(handled, f"{self.key} {step}: the application handling {keys}")
                self.desktop.settle(start, f"{self.key} {step}")
                self.record(step, start)
        except StepTimeout as timeout:
            self.record(step, start, str(timeout))
        self.close()

    def close(self):
        start = self.desktop.log.mark()
        if self.process is not None and self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                report(f"{self.key}.status", self.process.wait(timeout=TIMEOUT))
            except subprocess.TimeoutExpired:
                self.process.kill()
                report(f"{self.key}.status", "timeout")
        try:
            self.desktop.settle(start, f"{self.key} closing")
            self.record("close", start)
        except StepTimeout as timeout:
            self.record("close", start, str(timeout))


def run(demo, scratch):
    desktop = Desktop(scratch)
    try:
        desktop.start_window_manager()
        start = desktop.start_orca()
        for utterance in desktop.log.speech(0, start):
            report("orca.start.said", utterance)
        Window(desktop, "peer", "gtk-peer", [PYTHON, f"{SCRIPTS}/gtk-peer.py"]).run()
        notes = f"{scratch}/notes.txt"
        Window(desktop, "demo", "textarea-demo", [demo, "--file", notes]).run()
        with open(notes, encoding="utf-8", errors="replace") as file:
            report("demo.file", file.read())
        report("done", "ok")
    except StepTimeout as timeout:
        report("timeout", str(timeout))
    finally:
        desktop.stop()


def main():
    demo = sys.argv[1]
    if len(sys.argv) > 2:
        run(demo, sys.argv[2])
        return
    try:
        gi.require_version("Gtk", "3.0")
    except ValueError:
        report("missing", "gir1.2-gtk-3.0 (GTK 3 for Python, for the GTK peer)")
        return
    scratch = tempfile.mkdtemp(prefix="orca-session-")
    try:
        command = ["dbus-run-session", "--", PYTHON, os.path.abspath(__file__), demo, scratch]
        # A process group of its own, so that a stuck session ends whole: the bus, Orca and the windows.
        session = subprocess.Popen(command, env=environment(scratch), start_new_session=True)
        try:
            report("session.status", session.wait(timeout=8 * TIMEOUT))
        except subprocess.TimeoutExpired:
            os.killpg(session.pid, signal.SIGKILL)
            session.wait()
            report("session.status", "timeout")
    finally:
        if os.environ.get("ORCA_SESSION_KEEP"):
            report("scratch", scratch)
        else:
            shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    main()
