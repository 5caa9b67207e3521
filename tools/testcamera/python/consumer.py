"""One reader of an encoder: the appsrc at the head of an RTSP media pipeline.

A consumer starts at a keyframe once its pipeline plays, and restamps the encoder's buffers onto its own pipeline's running
time, keeping the encoder's exact frame spacing, so readers see a steady frame rate.
"""

from gi.repository import Gst

# A new buffer sharing the encoded bytes. (Buffer.copy() in PyGObject returns the same buffer, so
# one consumer's timestamps would overwrite another's.)
COPY_SHALLOW = (
    Gst.BufferCopyFlags.FLAGS | Gst.BufferCopyFlags.TIMESTAMPS | Gst.BufferCopyFlags.META | Gst.BufferCopyFlags.MEMORY
)
# Pushes that fail for this long (the media pipeline is gone) end the consumer.
MAX_FAILED_PUSHES = 50


def is_playing(element):
    _result, state, _pending = element.get_state(0)
    return state == Gst.State.PLAYING


def running_time(element):
    clock = element.get_clock()
    if clock is None:
        return 0
    return max(clock.get_time() - element.get_base_time(), 0)


class Consumer:
    def __init__(self, appsrc, frame_duration):
        self.appsrc = appsrc
        self.frame_duration = frame_duration
        self.waiting_for_keyframe = True
        self.offset = None
        self.last_pts = None
        self.started = False
        self.failed_pushes = 0
        appsrc.connect("enough-data", self._on_enough_data)

    def _on_enough_data(self, _appsrc):
        # The reader is not keeping up (or not playing yet): skip to the next keyframe later.
        self.waiting_for_keyframe = True

    def push_header(self, header):
        """SPS/PPS only: lets the media describe itself (SDP) before the next keyframe arrives."""
        if self.last_pts is not None:
            return
        buffer = Gst.Buffer.new_wrapped(header)
        buffer.pts = running_time(self.appsrc)
        buffer.dts = buffer.pts
        self.last_pts = buffer.pts
        self.appsrc.emit("push-buffer", buffer)

    def offer(self, buffer, keyframe, header):
        """Hands one access unit to this reader. False when the reader is gone."""
        if header is not None and self.last_pts is None:
            self.push_header(header)
        if self.waiting_for_keyframe:
            # Start at a keyframe once the reader plays, so the first frame is stamped with the media
            # pipeline's current running time, as a live camera's frames are.
            if not keyframe or not is_playing(self.appsrc):
                return True
            self.waiting_for_keyframe = False
            if self.started:
                target = max(running_time(self.appsrc), self.last_pts + self.frame_duration)
            else:
                # The first frame follows the header (SPS/PPS) sent for the SDP by one frame, so
                # readers see an even frame spacing from their first packet on.
                self.started = True
                target = running_time(self.appsrc)
                if self.last_pts is not None:
                    target = self.last_pts + self.frame_duration
            self.offset = buffer.pts - target
        pts = buffer.pts - self.offset
        if self.last_pts is not None and (pts <= self.last_pts or pts > self.last_pts + Gst.SECOND):
            # The encoder restarted or a file looped: continue one frame after the last one.
            pts = self.last_pts + self.frame_duration
            self.offset = buffer.pts - pts
        self.last_pts = pts
        out = buffer.copy_region(COPY_SHALLOW, 0, buffer.get_size())
        out.pts = pts
        out.dts = pts
        result = self.appsrc.emit("push-buffer", out)
        if result == Gst.FlowReturn.OK:
            self.failed_pushes = 0
            return True
        self.failed_pushes += 1
        return self.failed_pushes < MAX_FAILED_PUSHES
