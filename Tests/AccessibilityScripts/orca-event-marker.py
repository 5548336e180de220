#!/usr/bin/python3
"""Sends numbered marker events through the accessibility bus to Orca, for X11TextAreaTests' OrcaTests.

    orca-event-marker.py

A GTK 3 application that never shows a window. For each line read from
standard input it sets the accessible description of a label in its hidden
window to that line, so its accessibility bridge emits an
`object:property-change:accessible-description` event carrying the line.

Orca queues every event it receives and handles them one at a time, in the
order the bus delivered them, and logs `EVENT MANAGER: Dequeued <event>` when
it takes one from its queue. So once Orca's debug log shows a marker taken
from the queue, Orca has finished handling every event the bus delivered
before it. `orca-session.py` sends a marker after it has seen (through
AT-SPI) that an application handled a step's keys, and the bus delivers
events in the order it received them, so the marker shows when Orca is done
with what the step made the application send. Orca says nothing for it:
a description change is spoken only for the object with the focus.
"""

import os
import sys

import gi

gi.require_version("Gtk", "3.0")
from gi.repository import GLib, Gtk  # noqa: E402


def main():
    GLib.set_prgname("orca-event-marker")
    window = Gtk.Window(title="orca-event-marker")
    label = Gtk.Label(label="marker")
    window.add(label)
    accessible = label.get_accessible()
    # ATK announces no first description (atk_object_set_description skips the notification while there is none).
    accessible.set_description("orca-event-marker")
    pending = b""

    def on_input(channel, condition):
        nonlocal pending
        chunk = os.read(sys.stdin.fileno(), 4096) if condition & GLib.IO_IN else b""
        if not chunk:
            Gtk.main_quit()
            return False
        pending += chunk
        *lines, pending = pending.split(b"\n")
        for line in lines:
            accessible.set_description(line.decode())
        return True

    channel = GLib.IOChannel.unix_new(sys.stdin.fileno())
    GLib.io_add_watch(channel, GLib.PRIORITY_DEFAULT, GLib.IO_IN | GLib.IO_HUP, on_input)
    print("ready", flush=True)
    Gtk.main()


if __name__ == "__main__":
    main()
