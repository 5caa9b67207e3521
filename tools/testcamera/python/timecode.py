"""The wall clock burned into each frame as a bar code (for glass-to-glass latency benchmarks).

At the bottom of the picture, two rows of 16 cells, each cell a whole number of 16x16 macroblocks so the
encoder keeps its edges: bit i (most significant first) of the wall-clock milliseconds modulo 2^32 is cell
i, white for 1, black for 0, read left to right, top row first. The time is taken as the frame enters the
encoder (the "glass" of a real camera). bench/src/timecode.ts reads it back from a decoded picture.
"""

import time

from gi.repository import Gst

BITS = 32
CELLS_PER_ROW = 16
ROW_HEIGHT = 16
WHITE = 235
BLACK = 16


def bar_rows(width, millis):
    """The two rows of luma bytes (one line each) for a time."""
    cell = width // CELLS_PER_ROW
    value = millis % (1 << BITS)
    rows = []
    for row in range(BITS // CELLS_PER_ROW):
        line = bytearray([BLACK]) * width
        for i in range(CELLS_PER_ROW):
            bit = (value >> (BITS - 1 - (row * CELLS_PER_ROW + i))) & 1
            if bit:
                line[i * cell : (i + 1) * cell] = bytes([WHITE]) * cell
        rows.append(bytes(line))
    return rows


def stamp_frames(element, width, height):
    """Writes the bar code into the luma plane of each I420 frame passing `element`."""
    stride = (width + 3) & ~3
    top = (height // ROW_HEIGHT - BITS // CELLS_PER_ROW) * ROW_HEIGHT

    def on_buffer(_pad, info):
        # The memory, not the buffer: Python's own reference makes the buffer look shared, while its one
        # memory is this frame's alone (raw frames from the test pattern are not shared).
        memory = info.get_buffer().peek_memory(0)
        ok, mapped = memory.map(Gst.MapFlags.WRITE)
        if not ok:
            return Gst.PadProbeReturn.OK
        try:
            rows = bar_rows(width, int(time.time() * 1000))
            for r, line in enumerate(rows):
                for y in range(ROW_HEIGHT):
                    at = (top + r * ROW_HEIGHT + y) * stride
                    mapped.data[at : at + width] = line
        finally:
            memory.unmap(mapped)
        return Gst.PadProbeReturn.OK

    element.get_static_pad("src").add_probe(Gst.PadProbeType.BUFFER, on_buffer)
