"""The desktop `orca-session.py` runs its windows in: openbox, Orca, and the marker that tells when Orca is done.

Everything runs on the caller's X server and session bus with a private
environment: settings in memory (GSETTINGS_BACKEND=memory), XDG folders and
Orca's settings in a scratch folder.
"""

import os
import signal
import subprocess
import time

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi, GLib  # noqa: E402

from orca_log import OrcaLog  # noqa: E402

SCRIPTS = os.path.dirname(os.path.abspath(__file__))
PYTHON = "/usr/bin/python3"
TIMEOUT = float(os.environ.get("ORCA_SESSION_TIMEOUT", "20"))

# Orca's defaults (desktop keyboard layout, key echo, …) but speech through silent_speech_server.py, no braille, no
# sound. Orca reads `general`, then the starting profile's settings over it.
SETTINGS = """{
  "general": {"speechServerFactory": "silent_speech_server", "enableBraille": false, "enableSound": false},
  "profiles": {"default": {"profile": ["Default", "default"], "speechServerFactory": "silent_speech_server",
                           "enableBraille": false, "enableSound": false}},
  "pronunciations": {}, "keybindings": {}
}
"""


class StepTimeout(Exception):
    """A wait ran past TIMEOUT; the message says what did not happen."""


def report(key, value):
    """Prints one observation as `key<TAB>value`, with newlines as \\n and backslashes doubled."""
    text = str(value).replace("\\", "\\\\").replace("\n", "\\n")
    print(f"{key}\t{text}", flush=True)


def wait_until(condition, what, timeout=TIMEOUT):
    """Polls `condition` (an AT-SPI call failing counts as false) until it holds; raises StepTimeout after `timeout`.

    `what` is the message, or a function that makes it when the wait fails.
    """
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            if condition():
                return
        except GLib.Error:
            pass
        time.sleep(0.01)  # The interval between two looks; the condition decides when the wait ends.
    raise StepTimeout(what() if callable(what) else what)


def environment(scratch):
    """The environment of everything in the session: this one with settings and XDG folders of its own."""
    return dict(os.environ, GSETTINGS_BACKEND="memory", XDG_CONFIG_HOME=f"{scratch}/config",
                XDG_DATA_HOME=f"{scratch}/data", XDG_CACHE_HOME=f"{scratch}/cache",
                XDG_STATE_HOME=f"{scratch}/state")


def application_named(name, pid=None):
    """The application called `name` (and with process `pid`, when given) on the accessibility bus, or None."""
    desktop = Atspi.get_desktop(0)
    for index in range(desktop.get_child_count()):
        application = desktop.get_child_at_index(index)
        if application is not None and application.get_name() == name \
                and (pid is None or application.get_process_id() == pid):
            return application
    return None


class Desktop:
    """The processes of the session, Orca's log, and the markers sent so far."""

    def __init__(self, scratch):
        self.scratch = scratch
        self.environment = dict(environment(scratch), PYTHONPATH=SCRIPTS)
        self.log = OrcaLog(f"{scratch}/orca-debug.log")
        self.processes = []
        self.markers = 0
        self.marker = None
        self.orca = None

    def start(self, command, **options):
        process = subprocess.Popen(command, env=self.environment, **options)
        self.processes.append(process)
        return process

    def start_window_manager(self):
        """Starts openbox and waits until it announces itself on the root window (after taking WM_S0)."""
        self.start(["openbox", "--sm-disable"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

        def managed():
            check = subprocess.run(["xprop", "-root", "_NET_SUPPORTING_WM_CHECK"], capture_output=True, text=True)
            words = check.stdout.split()
            if check.returncode != 0 or not words or not words[-1].startswith("0x"):
                return False
            name = subprocess.run(["xprop", "-id", words[-1], "_NET_WM_NAME"], capture_output=True, text=True)
            return '"Openbox"' in name.stdout
        wait_until(managed, "openbox managing the screen")

    def start_orca(self):
        """Starts Orca and the marker, waits until Orca took a first marker from its queue; returns the log's end."""
        prefs = f"{self.scratch}/orca"
        os.makedirs(prefs, exist_ok=True)
        with open(f"{prefs}/user-settings.conf", "w", encoding="utf-8") as file:
            file.write(SETTINGS)
        self.orca = self.start([PYTHON, f"{SCRIPTS}/orca-launcher.py", "--user-prefs", prefs,
                                "--debug-file", self.log.path],
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        # Logged once Orca registered its listeners, just before it runs its main loop.
        wait_until(lambda: self.log.contains("ORCA: Starting ATSPI registry.") or self.orca.poll() is not None,
                   "Orca starting")
        if self.orca.poll() is not None:
            raise StepTimeout(f"Orca exited with status {self.orca.returncode}: {self.log.lines[-20:]}")
        self.marker = self.start([PYTHON, f"{SCRIPTS}/orca-event-marker.py"], stdin=subprocess.PIPE,
                                 stdout=subprocess.PIPE, text=True)
        self.marker.stdout.readline()
        wait_until(lambda: application_named("orca-event-marker") is not None,
                   "the marker application on the accessibility bus")
        start = self.log.mark()
        self.settle(start, "Orca taking the first marker from its queue")
        return start

    def send_marker(self):
        self.markers += 1
        token = f"orca-step-marker-{self.markers}"
        self.marker.stdin.write(token + "\n")
        self.marker.stdin.flush()
        return token

    def settle(self, start, what):
        """Sends a marker and waits until Orca took it from its queue and finished with every key since `start`."""
        token = self.send_marker()
        wait_until(lambda: self.log.marker_dequeued(token, start), f"{what}: Orca never took marker {token}")
        wait_until(lambda: self.log.keys_settled(start),
                   lambda: f"{what}: Orca's key handling did not settle: {self.log.key_handling(start)}")

    def stop(self):
        """Ends Orca, then the marker and openbox; a process still running after TIMEOUT is killed."""
        if self.orca is not None and self.orca.poll() is None:
            # Orca runs its SIGTERM handler only once its main loop runs Python code again: a marker makes it.
            self.orca.send_signal(signal.SIGTERM)
            if self.marker is not None and self.marker.poll() is None:
                try:
                    self.send_marker()
                except BrokenPipeError:
                    pass
        for process in [self.orca, *reversed(self.processes)]:
            if process is None:
                continue
            if process.poll() is None and process is not self.orca:
                process.send_signal(signal.SIGTERM)
            try:
                process.wait(timeout=TIMEOUT)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
