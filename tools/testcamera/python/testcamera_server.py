"""The RTSP side of `npm run testcamera`: GStreamer's RTSP server for N simulated cameras.

Started by the Node supervisor (tools/testcamera/src/rtsp-process.ts). The first line on stdin is
the configuration (JSON); later lines are commands; replies and events go to stdout as JSON lines,
logs to stderr.
"""

import json
import sys

from lifecycle import die_with_parent, emit, log, on_signals, raise_open_file_limit, read_commands

REQUIRED_ELEMENTS = (
    "videotestsrc",
    "clockoverlay",
    "x264enc",
    "h264parse",
    "rtph264pay",
    "appsrc",
    "appsink",
    "imagefreeze",
    "videocrop",
    "videoscale",
)
MISSING_PACKAGES_HINT = (
    "install the Debian packages gstreamer1.0-rtsp gir1.2-gst-rtsp-server-1.0 gstreamer1.0-plugins-base "
    "gstreamer1.0-plugins-good gstreamer1.0-plugins-ugly gstreamer1.0-plugins-bad gstreamer1.0-x "
    "gstreamer1.0-libav python3-gi"
)


def load_gstreamer():
    try:
        import gi

        gi.require_version("Gst", "1.0")
        gi.require_version("GstRtsp", "1.0")
        gi.require_version("GstRtspServer", "1.0")
        from gi.repository import Gst

        Gst.init(None)
    except (ImportError, ValueError) as error:
        raise RuntimeError(f"GStreamer is not available ({error}): {MISSING_PACKAGES_HINT}") from error
    missing = [name for name in REQUIRED_ELEMENTS if Gst.ElementFactory.find(name) is None]
    if missing:
        raise RuntimeError(f"missing GStreamer elements {', '.join(missing)}: {MISSING_PACKAGES_HINT}")


def main():
    die_with_parent()
    raise_open_file_limit()
    config = json.loads(sys.stdin.readline())
    try:
        load_gstreamer()
        from camera_set import CameraSet

        cameras = CameraSet(config, log)
        cameras.start()
    except Exception as error:  # noqa: BLE001 - reported to the supervisor, which explains it
        emit({"event": "fatal", "error": str(error)})
        return 1

    from gi.repository import GLib

    loop = GLib.MainLoop()

    def stop():
        if loop.is_running():
            loop.quit()

    def handle(command):
        try:
            result = cameras.handle(command)
            emit({"event": "reply", "id": command.get("id"), "ok": True, "result": result})
        except Exception as error:  # noqa: BLE001 - the reply carries it back
            emit({"event": "reply", "id": command.get("id"), "ok": False, "error": str(error)})
        if command.get("cmd") == "stop":
            stop()

    on_signals(stop)
    read_commands(handle, stop)
    emit({"event": "ready"})
    loop.run()
    cameras.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
