#!/usr/bin/python3
"""A GtkTextView window holding a file's text, as the peer the typometer measures TextArea against.

GTK 3 through PyGObject (Debian: python3-gi gir1.2-gtk-3.0). The window has
one text view filling it, wrapping at word boundaries, in an 11-point sans
font like the demo's, with the caret placed as textarea-demo --caret places
it. Nothing is saved. Run it on an X display, e.g.:

    Scripts/gtk-textview-peer.py --file notes.txt --title "GtkTextView peer" --caret middle
    textarea-bench --typometer --window "GtkTextView peer" --keys 20 --timeout 60
"""

import argparse
import os
import sys

os.environ.setdefault("GDK_BACKEND", "x11")
# No accessibility bus on a bare X server: without this GTK waits for one and warns.
os.environ.setdefault("NO_AT_BRIDGE", "1")

import gi  # noqa: E402

gi.require_version("Gtk", "3.0")
from gi.repository import GLib, Gtk  # noqa: E402


def parse_arguments():
    parser = argparse.ArgumentParser(description="A GtkTextView window holding a file's text.")
    parser.add_argument("--file", required=True, help="the UTF-8 text to show (invalid bytes are replaced)")
    parser.add_argument("--title", default="GtkTextView peer", help="the window title (default: %(default)s)")
    parser.add_argument("--geometry", default="640x480", help="window size WIDTHxHEIGHT (default: %(default)s)")
    parser.add_argument("--caret", default="end",
                        help="start, middle, end (default) or a character offset, as textarea-demo --caret")
    parser.add_argument("--font", default="sans-serif 11", help="Pango font (default: %(default)s)")
    arguments = parser.parse_args()
    try:
        width, height = (int(part) for part in arguments.geometry.lower().split("x"))
    except ValueError:
        parser.error(f"bad geometry '{arguments.geometry}': expected WIDTHxHEIGHT")
    if arguments.caret not in ("start", "middle", "end") and not arguments.caret.isdigit():
        parser.error(f"bad caret place '{arguments.caret}': expected start, middle, end or an offset")
    return arguments, width, height


def caret_offset(place, character_count):
    """The character offset `place` names in a text of `character_count` characters."""
    if place == "start":
        return 0
    if place == "middle":
        return character_count // 2
    if place == "end":
        return character_count
    return min(int(place), character_count)


def main():
    arguments, width, height = parse_arguments()
    with open(arguments.file, "rb") as file:
        text = file.read().decode("utf-8", errors="replace")

    window = Gtk.Window(title=arguments.title)
    window.set_default_size(width, height)
    window.connect("destroy", Gtk.main_quit)
    scrolled = Gtk.ScrolledWindow()
    view = Gtk.TextView()
    view.set_wrap_mode(Gtk.WrapMode.WORD)
    css = Gtk.CssProvider()
    family, _, size = arguments.font.rpartition(" ")
    css.load_from_data(f"textview {{ font-family: {family or 'sans-serif'}; font-size: {size}pt; }}".encode())
    view.get_style_context().add_provider(css, Gtk.STYLE_PROVIDER_PRIORITY_APPLICATION)
    buffer = view.get_buffer()
    buffer.set_text(text)
    buffer.place_cursor(buffer.get_iter_at_offset(caret_offset(arguments.caret, buffer.get_char_count())))
    scrolled.add(view)
    window.add(scrolled)
    window.show_all()
    view.grab_focus()

    def scroll_to_caret():
        view.scroll_mark_onscreen(buffer.get_insert())
        return GLib.SOURCE_REMOVE

    GLib.idle_add(scroll_to_caret)
    Gtk.main()
    return 0


if __name__ == "__main__":
    sys.exit(main())
