"""One H.264 encoder (test pattern or looped file) feeding any number of RTSP media pipelines.

The encoder runs only while someone reads it (plus a linger time), so idle cameras cost no CPU.
Each reader gets a Consumer; the encoder hands every access unit to every consumer.
"""

import threading

from gi.repository import GLib, Gst

from consumer import Consumer
from pipelines import PTZ_SCENE_SCALE, encoder_launch
from timecode import stamp_frames

BALL_COLOUR = 0xFFFFFFFF
BACKGROUND_COLOUR = 0xFF203040
START_CODE = b"\x00\x00\x01"
HEADER_NAL_TYPES = (7, 8, 9)  # SPS, PPS, access unit delimiter


def even(value):
    return int(round(value / 2)) * 2


def crop_of(view, width, height):
    """The videocrop sides (left, right, top, bottom) in pixels of a scene width x height for a view
    given as fractions of the scene: x, y (top left corner), w, h."""
    crop_w = max(16, min(width, even(view["w"] * width)))
    crop_h = max(16, min(height, even(view["h"] * height)))
    left = max(0, min(width - crop_w, even(view["x"] * width)))
    top = max(0, min(height - crop_h, even(view["y"] * height)))
    return left, width - crop_w - left, top, height - crop_h - top


def split_header(data: bytes):
    """The SPS/PPS bytes in front of the first picture NAL of a keyframe access unit, or None."""
    position = 0
    while True:
        start = data.find(START_CODE, position)
        if start < 0:
            return None
        nal_type = data[start + 3] & 0x1F if start + 3 < len(data) else 0
        if nal_type not in HEADER_NAL_TYPES:
            end = start - 1 if start > 0 and data[start - 1] == 0 else start
            return data[:end] if end > 0 else None
        position = start + 3


class Encoder:
    def __init__(
        self,
        name,
        stream,
        label,
        file_path,
        keyframe_frames,
        linger_seconds,
        moving,
        log,
        view=None,
        timecode=False,
    ):
        self.name = name
        self.stream = stream
        self.label = label
        self.file_path = file_path
        self.keyframe_frames = keyframe_frames
        self.linger_seconds = linger_seconds
        self.moving = moving
        self.timecode = timecode
        self.log = log
        # A PTZ camera's encoder: the part of the scene in view (fractions x, y, w, h); None: no PTZ.
        self.view = view
        self.frame_duration = Gst.SECOND // stream["fps"]
        self.lock = threading.Lock()
        self.consumers = []
        self.pipeline = None
        self.header = None
        self.stop_timer = None

    # Readers -----------------------------------------------------------------------------------
    def attach(self, appsrc):
        consumer = Consumer(appsrc, self.frame_duration)
        with self.lock:
            self.consumers.append(consumer)
            header = self.header
        if header is not None:
            consumer.push_header(header)
        GLib.idle_add(self._ensure_running)
        return consumer

    def detach(self, consumer):
        with self.lock:
            if consumer in self.consumers:
                self.consumers.remove(consumer)
            idle = not self.consumers
        if idle:
            GLib.idle_add(self._schedule_stop)

    def reader_count(self):
        with self.lock:
            return len(self.consumers)

    # Motion --------------------------------------------------------------------------------------
    def set_moving(self, moving):
        self.moving = moving
        if self.pipeline is not None:
            self._apply_motion()

    def _apply_motion(self):
        pattern = self.pipeline.get_by_name("pattern")
        if pattern is None:
            return
        if self.moving:
            pattern.set_property("foreground-color", BALL_COLOUR)
            pattern.set_property("pattern", "ball")
        else:
            pattern.set_property("foreground-color", BACKGROUND_COLOUR)
            pattern.set_property("pattern", "solid-color")

    # PTZ -----------------------------------------------------------------------------------------
    def set_view(self, view):
        if self.view is None:
            raise ValueError(f"encoder {self.name} has no PTZ")
        self.view = view
        if self.pipeline is not None:
            self._apply_view()

    def _apply_view(self):
        crop = self.pipeline.get_by_name("ptz")
        if crop is None or self.view is None:
            return
        scale = PTZ_SCENE_SCALE
        sides = crop_of(self.view, self.stream["width"] * scale, self.stream["height"] * scale)
        for name, value in zip(("left", "right", "top", "bottom"), sides):
            crop.set_property(name, value)

    # Pipeline ------------------------------------------------------------------------------------
    def _ensure_running(self):
        self._cancel_stop()
        if self.pipeline is None and self.reader_count() > 0:
            self._start()
        return False

    def _start(self):
        launch = encoder_launch(
            self.stream,
            self.label,
            self.file_path,
            self.keyframe_frames,
            BACKGROUND_COLOUR,
            ptz=self.view is not None,
            timecode=self.timecode,
        )
        pipeline = Gst.parse_launch(launch)
        if self.timecode:
            stamp_frames(pipeline.get_by_name("stamp"), self.stream["width"], self.stream["height"])
        pipeline.get_by_name("sink").connect("new-sample", self._on_sample)
        bus = pipeline.get_bus()
        bus.add_signal_watch()
        bus.connect("message::eos", self._on_eos)
        bus.connect("message::error", self._on_error)
        self.pipeline = pipeline
        self.header = None
        self._apply_motion()
        self._apply_view()
        pipeline.set_state(Gst.State.PLAYING)
        self.log(f"encoder {self.name} started")

    def _schedule_stop(self):
        if self.reader_count() == 0 and self.pipeline is not None and self.stop_timer is None:
            self.stop_timer = GLib.timeout_add(int(self.linger_seconds * 1000), self._stop_if_idle)
        return False

    def _cancel_stop(self):
        if self.stop_timer is not None:
            GLib.source_remove(self.stop_timer)
            self.stop_timer = None

    def _stop_if_idle(self):
        self.stop_timer = None
        if self.reader_count() == 0:
            self.stop()
        return False

    def stop(self):
        self._cancel_stop()
        pipeline, self.pipeline = self.pipeline, None
        if pipeline is not None:
            pipeline.get_bus().remove_signal_watch()
            pipeline.set_state(Gst.State.NULL)
            self.log(f"encoder {self.name} stopped")

    def _on_eos(self, _bus, _message):
        # A file ended: play it again from the start; consumers keep their timeline.
        if self.pipeline is not None:
            self.pipeline.seek_simple(Gst.Format.TIME, Gst.SeekFlags.FLUSH | Gst.SeekFlags.KEY_UNIT, 0)

    def _on_error(self, _bus, message):
        error, debug = message.parse_error()
        self.log(f"encoder {self.name} error: {error.message} ({debug})")
        self.stop()
        if self.reader_count() > 0:
            GLib.timeout_add_seconds(1, self._ensure_running)

    def _on_sample(self, sink):
        sample = sink.emit("pull-sample")
        buffer = sample.get_buffer()
        keyframe = not buffer.has_flags(Gst.BufferFlags.DELTA_UNIT)
        if keyframe and self.header is None:
            ok, info = buffer.map(Gst.MapFlags.READ)
            if ok:
                self.header = split_header(bytes(info.data))
                buffer.unmap(info)
        with self.lock:
            consumers = list(self.consumers)
        for consumer in consumers:
            if not consumer.offer(buffer, keyframe, self.header):
                self.detach(consumer)
        return Gst.FlowReturn.OK
