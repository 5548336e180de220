"""Reads Orca's debug log while Orca writes it, for `orca-session.py`.

Orca (43, debug level ALL) writes one record a line; the records read here:

- `HH:MM:SS.ffffff - SPEECH OUTPUT: 'TEXT'` followed by the voice (ACSS) as a
  dictionary, sometimes after ` voice=NAME`; a newline in TEXT continues on the
  next line after 18 spaces. Every utterance, whatever the speech server.
- `vvvvv PROCESS ATSPI_KEY_PRESSED_EVENT: 'KEY' (CODE) vvvvv` … `^^^^^ PROCESS …
  ^^^^^`: a key event an application passed to Orca (through the AT-SPI
  registry), handled synchronously. Inside, `CONSUME:  True (REASON)` says
  Orca means to consume a pressed key, and `CONSUMED: False (REASON)` that it
  did not after all.
- `vvvvv CONSUME ATSPI_KEY_PRESSED_EVENT: …` … `^^^^^ CONSUME … ^^^^^`: the
  command bound to a consumed key (Where Am I, say), which Orca runs from a
  1 ms GLib timeout after the key's handling, not from its event queue.
- `EVENT MANAGER: Dequeued EVENT SOURCE (DETAIL1,DETAIL2,DATA) from APP`: an
  AT-SPI event taken from Orca's queue, handled before the next is taken.
"""

import re

SPEECH = re.compile(r"^(?:\d\d:\d\d:\d\d\.\d+ - )?SPEECH OUTPUT: '(.*?)'(?: voice=\w+)? ?(?:\{.*\})?$", re.S)
CONTINUATION = " " * 18
KEY_BLOCK = re.compile(r"^(vvvvv|\^\^\^\^\^) (PROCESS|CONSUME) ATSPI_KEY_(PRESSED|RELEASED)_EVENT: '(.*)' \(\d+\)")
SHOULD_CONSUME = re.compile(r" - CONSUME:  True \((.*)\)$")


class OrcaLog:
    """The lines of Orca's debug file read so far; `refresh()` reads what Orca added since."""

    def __init__(self, path):
        self.path = path
        self.lines = []
        self._file = None
        self._partial = ""

    def refresh(self):
        if self._file is None:
            try:
                self._file = open(self.path, encoding="utf-8", errors="replace")
            except FileNotFoundError:
                return
        data = self._file.read()
        if not data:
            return
        *complete, self._partial = (self._partial + data).split("\n")
        self.lines.extend(complete)

    def mark(self):
        """The position after the last complete line read so far."""
        self.refresh()
        return len(self.lines)

    def contains(self, text, start=0):
        self.refresh()
        return any(text in line for line in self.lines[start:])

    def speech(self, start, end):
        """The utterances logged in lines [start, end), in order."""
        utterances = []
        index = start
        while index < end:
            line = self.lines[index]
            index += 1
            if "SPEECH OUTPUT: '" not in line:
                continue
            record = line
            while not SPEECH.match(record) and index < end and self.lines[index].startswith(CONTINUATION):
                record += "\n" + self.lines[index][len(CONTINUATION):]
                index += 1
            match = SPEECH.match(record)
            utterances.append(match.group(1) if match else record)
        return utterances

    def marker_dequeued(self, marker, start):
        """Whether Orca took the marker event carrying `marker` from its queue after line `start`."""
        self.refresh()
        token = f",{marker}) from "
        return any("EVENT MANAGER: Dequeued " in line and token in line for line in self.lines[start:])

    def key_handling(self, start):
        """What Orca did with key events from line `start` on: handled presses and releases, commands due and run."""
        self.refresh()
        counts = {"pressed": 0, "released": 0, "commands due": 0, "commands run": 0}
        open_blocks = []
        for line in self.lines[start:]:
            block = KEY_BLOCK.match(line)
            if block and block.group(1) == "vvvvv" and block.group(2) == "PROCESS":
                open_blocks.append({"pressed": block.group(3) == "PRESSED", "consume": None, "declined": False})
            elif block and block.group(2) == "PROCESS" and open_blocks:
                handled = open_blocks.pop()
                counts["pressed" if handled["pressed"] else "released"] += 1
                if handled["pressed"] and handled["consume"] not in (None, "Orca modifier") \
                        and not handled["declined"]:
                    counts["commands due"] += 1
            elif block and block.group(1) == "^^^^^" and block.group(2) == "CONSUME":
                counts["commands run"] += 1
            elif open_blocks:
                should = SHOULD_CONSUME.search(line)
                if should:
                    open_blocks[-1]["consume"] = should.group(1)
                elif " - CONSUMED: False (" in line:
                    open_blocks[-1]["declined"] = True
        return counts

    def keys_settled(self, start):
        """Whether every key press Orca handled since `start` has its release handled and its command run."""
        counts = self.key_handling(start)
        return counts["pressed"] == counts["released"] and counts["commands due"] == counts["commands run"]

    def problems(self, start):
        """Lines since `start` that tell of Orca dropping events (floods) or failing."""
        self.refresh()
        words = ("FLOOD", "DELUGE", "Traceback", "TIMEOUT: something has hung")
        return [line for line in self.lines[start:] if any(word in line for word in words)]
