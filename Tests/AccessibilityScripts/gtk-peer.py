#!/usr/bin/python3
"""A GTK 3 window like textarea-demo's, as the reference a screen reader is known to present well.

    gtk-peer.py

Shows a window titled "GTK peer" with three labelled multi-line text views
("Notes", "Comment", "Message", in that order; the first has the focus). Each
label's mnemonic widget is its view, so GTK relates them (labelled-by /
label-for) and the view's accessible name is the label's text, as the demo's
areas are named. X11TextAreaTests' OrcaTests run Orca against it and against
the demo with the same keys (Tests/AccessibilityScripts/orca-session.py).
"""

import gi

gi.require_version("Gtk", "3.0")
from gi.repository import GLib, Gtk  # noqa: E402

LABELS = ["_Notes", "_Comment", "_Message"]


def main():
    GLib.set_prgname("gtk-peer")
    window = Gtk.Window(title="GTK peer")
    window.set_default_size(480, 360)
    window.connect("destroy", Gtk.main_quit)
    column = Gtk.Box(orientation=Gtk.Orientation.VERTICAL, spacing=6, margin=8)
    views = []
    for text in LABELS:
        label = Gtk.Label.new_with_mnemonic(text)
        label.set_xalign(0)
        view = Gtk.TextView()
        view.set_size_request(-1, 80)
        view.set_wrap_mode(Gtk.WrapMode.WORD_CHAR)
        # Tab moves the focus to the next view, as in the demo, instead of typing a tab.
        view.set_accepts_tab(False)
        label.set_mnemonic_widget(view)
        column.pack_start(label, False, False, 0)
        column.pack_start(view, True, True, 0)
        views.append(view)
    window.add(column)
    window.show_all()
    views[0].grab_focus()
    Gtk.main()


if __name__ == "__main__":
    main()
