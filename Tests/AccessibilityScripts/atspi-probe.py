#!/usr/bin/python3
"""Reads textarea-demo's accessible tree over AT-SPI and drives it, for X11TextAreaTests' AccessibilityTests.

Run inside a private session bus (dbus-run-session) with DISPLAY set:

    atspi-probe.py DEMO FILE HOLD
    atspi-probe.py DEMO --secure TEXT COUNT
    atspi-probe.py DEMO --spelling TEXT OFFSET CONFIG

The third form starts DEMO with one area holding TEXT, checked in US
English with Enchant's configuration in the folder CONFIG, waits until the
run at code point OFFSET says `invalid=spelling`, and reports that run and
the run at offset 0 (attributes and bounds).

The second form starts DEMO with `--secure` (its first area a password
area), types TEXT (COUNT grapheme clusters) into it and reports what the bus shows of it: its role,
text, count, caret, word and the data of its text-changed events.

It starts DEMO with `--file FILE` (text in pure blue), waits (on
conditions, never fixed sleeps) for it to appear on the accessibility bus,
reads the tree, types with xdotool, edits through EditableText, and prints
one observation a line as `key<TAB>value` (newlines in values as \\n), then
`done<TAB>ok`. After the EditableText edits it prints `hold<TAB>ready` and
waits until the file HOLD exists, so the caller can look at the window
meanwhile. The Swift test asserts on the observations; this script asserts
nothing itself, so a wrong answer shows as a failed expectation naming the
key.
"""

import os
import signal
import subprocess
import sys
import time

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi, GLib  # noqa: E402

TIMEOUT = float(os.environ.get("TEXTAREA_PROBE_TIMEOUT", "30"))


def report(key, value):
    text = str(value).replace("\\", "\\\\").replace("\n", "\\n")
    print(f"{key}\t{text}", flush=True)


def pump():
    context = GLib.MainContext.default()
    while context.pending():
        context.iteration(False)


def wait_until(condition, what):
    """Pumps the bus until condition() is true; reports a timeout under `what` and returns False."""
    deadline = time.monotonic() + TIMEOUT
    while time.monotonic() < deadline:
        pump()
        try:
            if condition():
                return True
        except GLib.Error:
            pass
        time.sleep(0.02)
    report("timeout", what)
    return False


def xdotool(*arguments):
    subprocess.run(["xdotool", *arguments], check=True, timeout=TIMEOUT)


events = []


def on_event(event):
    if event.source is None or event.source.get_role() not in (Atspi.Role.TEXT, Atspi.Role.PASSWORD_TEXT):
        return
    name = event.source.get_name()
    if event.type.startswith("object:text-changed"):
        events.append(f"{name}|{event.type}|{event.detail1}|{event.detail2}|{event.any_data}")
    elif event.type.startswith("object:state-changed:focused"):
        events.append(f"{name}|{event.type}|{event.detail1}")
    else:
        events.append(f"{name}|{event.type}|{event.detail1}")


def find_application():
    desktop = Atspi.get_desktop(0)
    for index in range(desktop.get_child_count()):
        child = desktop.get_child_at_index(index)
        if child is not None and child.get_name() == "textarea-demo":
            return child
    return None


def text_of(accessible):
    return Atspi.Text.get_text(accessible, 0, Atspi.Text.get_character_count(accessible))


def secure_main(demo_path, typed):
    """Types `typed` into a password area and reports what the bus shows of it."""
    listener = Atspi.EventListener.new(on_event)
    for kind in ("object:text-changed", "object:text-caret-moved"):
        listener.register(kind)
    demo = subprocess.Popen([demo_path, "--secure", "--font", "DejaVu Sans:size=12"])
    application = None

    def appeared():
        nonlocal application
        application = find_application()
        return application is not None and application.get_child_count() == 1 \
            and application.get_child_at_index(0).get_child_count() == 6
    if not wait_until(appeared, "the demo on the bus"):
        demo.kill()
        return
    frame = application.get_child_at_index(0)
    secure, plain = frame.get_child_at_index(0), frame.get_child_at_index(1)
    report("secure.role", secure.get_role_name())
    report("plain.role", plain.get_role_name())
    window = subprocess.run(["xdotool", "search", "--sync", "--pid", str(demo.pid)], capture_output=True,
                            text=True, check=True, timeout=TIMEOUT).stdout.split()[0]
    xdotool("windowfocus", "--sync", window)
    wait_until(lambda: secure.get_state_set().contains(Atspi.StateType.FOCUSED), "the password area focused")
    events.clear()
    xdotool("type", "--delay", "15", typed)
    wait_until(lambda: Atspi.Text.get_caret_offset(secure) == int(sys.argv[4]), "typed password")
    wait_until(lambda: f"Notes|object:text-caret-moved|{sys.argv[4]}" in events, "the last caret event")
    report("secure.text", text_of(secure))
    report("secure.count", Atspi.Text.get_character_count(secure))
    report("secure.caret", Atspi.Text.get_caret_offset(secure))
    word = Atspi.Text.get_string_at_offset(secure, 1, Atspi.TextGranularity.WORD)
    report("secure.word", f"{word.content}|{word.start_offset}|{word.end_offset}")
    report("secure.inserts", len([event for event in events if "text-changed:insert" in event]))
    report("secure.event-data", "".join(event.split("|", 4)[4] for event in events if "text-changed" in event))
    demo.send_signal(signal.SIGTERM)
    try:
        report("demo.status", demo.wait(timeout=TIMEOUT))
    except subprocess.TimeoutExpired:
        demo.kill()
        report("demo.status", "timeout")
    report("done", "ok")


def spelling_main(demo_path, text, offset, config):
    """Shows `text` in a checked area and reports the attribute runs at `offset` (a misspelled word) and at 0."""
    environment = dict(os.environ, ENCHANT_CONFIG_DIR=config)
    demo = subprocess.Popen([demo_path, "--single", "--spelling", "en_US", "--text", text], env=environment)
    application = None

    def appeared():
        nonlocal application
        application = find_application()
        return application is not None and application.get_child_count() == 1 \
            and application.get_child_at_index(0).get_child_count() == 1
    if not wait_until(appeared, "the demo on the bus"):
        demo.kill()
        return
    area = application.get_child_at_index(0).get_child_at_index(0)

    def run(at):
        attributes, start, end = Atspi.Text.get_attribute_run(area, at, False)
        return ";".join(f"{name}={attributes[name]}" for name in sorted(attributes)), start, end
    wait_until(lambda: "invalid=spelling" in run(offset)[0], "the misspelled word's run")
    for key, at in (("misspelled", offset), ("start", 0)):
        attributes, start, end = run(at)
        report(f"{key}.run", attributes)
        report(f"{key}.range", f"{start}|{end}")
    demo.send_signal(signal.SIGTERM)
    try:
        report("demo.status", demo.wait(timeout=TIMEOUT))
    except subprocess.TimeoutExpired:
        demo.kill()
        report("demo.status", "timeout")
    report("done", "ok")


def main():
    if len(sys.argv) > 2 and sys.argv[2] == "--secure":
        secure_main(sys.argv[1], sys.argv[3])
        return
    if len(sys.argv) > 5 and sys.argv[2] == "--spelling":
        spelling_main(sys.argv[1], sys.argv[3], int(sys.argv[4]), sys.argv[5])
        return
    demo_path, file_path, hold_path = sys.argv[1], sys.argv[2], sys.argv[3]
    listener = Atspi.EventListener.new(on_event)
    for kind in ("object:text-changed", "object:text-caret-moved", "object:text-selection-changed",
                 "object:state-changed:focused"):
        listener.register(kind)

    # Without spell checking the whole text is one run, whatever the dictionary thinks of its words.
    demo = subprocess.Popen([demo_path, "--file", file_path, "--font", "DejaVu Sans:size=12",
                             "--text-color", "#0000FF", "--spelling", "off"])
    application = None

    def appeared():
        nonlocal application
        application = find_application()
        return application is not None and application.get_child_count() == 1 \
            and application.get_child_at_index(0).get_child_count() == 6
    if not wait_until(appeared, "the demo on the bus"):
        demo.kill()
        return

    report("application.role", application.get_role_name())
    report("application.name", application.get_name())
    frame = application.get_child_at_index(0)
    report("frame.role", frame.get_role_name())
    report("frame.name", frame.get_name())
    areas = [frame.get_child_at_index(index) for index in range(frame.get_child_count())]
    report("areas.count", len(areas))
    for index, area in enumerate(areas):
        states = area.get_state_set()
        report(f"area{index}.role", area.get_role_name())
        report(f"area{index}.name", area.get_name())
        report(f"area{index}.description", area.get_description())
        report(f"area{index}.placeholder-text", area.get_attributes().get("placeholder-text", ""))
        report(f"area{index}.max-length", area.get_attributes().get("max-length", ""))
        report(f"area{index}.states", ",".join(sorted(
            state.value_nick for state in states.get_states())))
        report(f"area{index}.interfaces", ",".join(sorted(area.get_interfaces())))
        report(f"area{index}.text", text_of(area))

    notes, remarks, short_note = areas[0], areas[1], areas[5]

    # Typing with xdotool: the text (never the placeholder) and the caret, in Unicode characters.
    window = subprocess.run(["xdotool", "search", "--sync", "--pid", str(demo.pid)], capture_output=True,
                            text=True, check=True, timeout=TIMEOUT).stdout.split()[0]
    # The window's first focus announces the focused area (again, if a screen reader started listening later).
    events.clear()
    xdotool("windowfocus", "--sync", window)
    wait_until(lambda: "Notes|object:state-changed:focused|1" in events, "Notes focused as the window gained the focus")
    events.clear()
    typed = "备注 😀 ok"
    xdotool("type", "--delay", "15", typed)
    wait_until(lambda: text_of(notes) == typed and Atspi.Text.get_caret_offset(notes) == len(typed),
               "typed text")
    wait_until(lambda: f"Notes|object:text-caret-moved|{len(typed)}" in events, "the last caret event")
    report("typed.text", text_of(notes))
    report("typed.placeholder-text", notes.get_attributes().get("placeholder-text", ""))
    report("typed.count", Atspi.Text.get_character_count(notes))
    report("typed.caret", Atspi.Text.get_caret_offset(notes))
    report("typed.events", " ; ".join(events))
    xdotool("key", "--delay", "15", "Left", "Left", "Left")
    wait_until(lambda: Atspi.Text.get_caret_offset(notes) == len(typed) - 3, "caret after Left")
    report("left.caret", Atspi.Text.get_caret_offset(notes))
    word = Atspi.Text.get_string_at_offset(notes, 0, Atspi.TextGranularity.WORD)
    report("word.at0", f"{word.content}|{word.start_offset}|{word.end_offset}")
    line = Atspi.Text.get_string_at_offset(notes, 3, Atspi.TextGranularity.LINE)
    report("line.at3", f"{line.content}|{line.start_offset}|{line.end_offset}")
    sentence = Atspi.Text.get_string_at_offset(notes, 3, Atspi.TextGranularity.SENTENCE)
    report("sentence.at3", f"{sentence.content}|{sentence.start_offset}|{sentence.end_offset}")
    attributes, run_start, run_end = Atspi.Text.get_attribute_run(notes, 3, True)
    report("attributes.run", ";".join(f"{name}={attributes[name]}" for name in sorted(attributes)))
    report("attributes.range", f"{run_start}|{run_end}")
    character = Atspi.Text.get_string_at_offset(notes, 3, Atspi.TextGranularity.CHAR)
    report("char.at3", f"{character.content}|{character.start_offset}|{character.end_offset}")

    # Geometry: the first character lies inside the area, in screen coordinates, and maps back to offset 0.
    area_box = Atspi.Component.get_extents(notes, Atspi.CoordType.SCREEN)
    box = Atspi.Text.get_character_extents(notes, 0, Atspi.CoordType.SCREEN)
    report("extents.area", f"{area_box.x},{area_box.y},{area_box.width},{area_box.height}")
    report("extents.char0", f"{box.x},{box.y},{box.width},{box.height}")
    report("extents.offset", Atspi.Text.get_offset_at_point(notes, 
        box.x + box.width // 2, box.y + box.height // 2, Atspi.CoordType.SCREEN))

    # Selections.
    events.clear()
    Atspi.Text.set_selection(notes, 0, 0, 2)
    wait_until(lambda: Atspi.Text.get_n_selections(notes) == 1, "selection")
    wait_until(lambda: any("selection-changed" in event for event in events), "selection event")
    selection = Atspi.Text.get_selection(notes, 0)
    report("selection", f"{selection.start_offset}|{selection.end_offset}")
    report("selection.events", " ; ".join(events))

    # EditableText: the same path as typing (the file, the length limit, undo).
    events.clear()
    Atspi.EditableText.insert_text(notes, 0, "» ", len("» ".encode()))
    wait_until(lambda: text_of(notes) == "» " + typed, "inserted text")
    Atspi.EditableText.delete_text(notes, len("» " + typed) - 2, len("» " + typed))
    wait_until(lambda: text_of(notes) == "» " + typed[:-2], "deleted text")
    # The events come at the end of the demo's turn, after its answers: wait for the last one.
    wait_until(lambda: any("text-changed:delete" in event for event in events), "the deletion's event")
    pump()
    report("edited.text", text_of(notes))
    report("edited.events", " ; ".join(event for event in events if "text-changed" in event))
    Atspi.EditableText.set_text_contents(short_note, "x" * 50)
    wait_until(lambda: Atspi.Text.get_character_count(short_note) > 0, "short note contents")
    report("limited.count", Atspi.Text.get_character_count(short_note))
    Atspi.EditableText.set_text_contents(remarks, "备注 · Remarks")
    wait_until(lambda: text_of(remarks) == "备注 · Remarks", "remarks contents")
    report("remarks.text", text_of(remarks))
    box = Atspi.Component.get_extents(remarks, Atspi.CoordType.WINDOW)
    report("remarks.window-extents", f"{box.x},{box.y},{box.width},{box.height}")
    report("hold", "ready")
    wait_until(lambda: os.path.exists(hold_path), "the caller looking at the window")
    # Undo of the last edit of Notes (the deletion) with the keyboard: it was recorded like a key press.
    # Focus moves through Component.grab_focus, with state changes in order.
    events.clear()
    Atspi.Component.grab_focus(remarks)
    wait_until(lambda: remarks.get_state_set().contains(Atspi.StateType.FOCUSED), "Remarks focused")
    Atspi.Component.grab_focus(notes)
    wait_until(lambda: notes.get_state_set().contains(Atspi.StateType.FOCUSED), "Notes focused again")
    # The state is answered at once; the events come after the area's frame: wait for Notes' event too.
    wait_until(lambda: "Notes|object:state-changed:focused|1" in events, "the event of Notes focused again")
    report("focus.events", " ; ".join(event for event in events if "focused" in event))
    xdotool("key", "ctrl+z")
    wait_until(lambda: text_of(notes) == "» " + typed, "undo")
    report("undone.text", text_of(notes))

    demo.send_signal(signal.SIGTERM)
    try:
        report("demo.status", demo.wait(timeout=TIMEOUT))
    except subprocess.TimeoutExpired:
        demo.kill()
        report("demo.status", "timeout")
    report("done", "ok")


if __name__ == "__main__":
    main()
