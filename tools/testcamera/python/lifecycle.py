"""Process plumbing: die with the parent, stop on signals, talk JSON lines over stdin/stdout."""

import ctypes
import json
import resource
import signal
import sys

from gi.repository import GLib

PR_SET_PDEATHSIG = 1


def die_with_parent():
    """Linux: the kernel sends SIGTERM to this process when the process that started it dies."""
    try:
        libc = ctypes.CDLL("libc.so.6", use_errno=True)
        libc.prctl(PR_SET_PDEATHSIG, signal.SIGTERM)
    except OSError:
        pass


def raise_open_file_limit():
    """A thousand cameras need a thousand listening sockets, plus one per reader."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft < hard:
        resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))


def emit(event):
    sys.stdout.write(json.dumps(event) + "\n")
    sys.stdout.flush()


def log(message):
    sys.stderr.write(f"[testcamera rtsp] {message}\n")
    sys.stderr.flush()


def on_signals(stop):
    for number in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP):
        GLib.unix_signal_add(GLib.PRIORITY_HIGH, number, lambda *_: stop() or False)


def read_commands(handle, stop):
    """Calls handle(command) for each JSON line on stdin; stdin closing (the parent died) stops."""
    channel = GLib.IOChannel.unix_new(sys.stdin.fileno())

    def on_input(_channel, condition):
        if condition & (GLib.IO_HUP | GLib.IO_ERR) and not condition & GLib.IO_IN:
            stop()
            return False
        line = sys.stdin.readline()
        if not line:
            stop()
            return False
        line = line.strip()
        if line:
            handle(json.loads(line))
        return True

    GLib.io_add_watch(channel, GLib.PRIORITY_DEFAULT, GLib.IO_IN | GLib.IO_HUP | GLib.IO_ERR, on_input)
