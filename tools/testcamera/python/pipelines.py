"""GStreamer launch descriptions: the encoders and the RTSP media pipeline fed by them."""

VIDEO_MEDIA = (
    "appsrc name=src is-live=true format=time do-timestamp=false max-bytes=4000000 "
    "caps=video/x-h264,stream-format=byte-stream,alignment=au "
    "! h264parse ! rtph264pay name=pay0 pt=96 config-interval=-1"
)
# A camera with sound: each reader's media also has its own tone (cheap to encode), stamped with the media
# pipeline's running time as the video is, so the two stay in step. AAC-LC, mono 16 kHz, in RTP as
# mpeg4-generic (RFC 3640), which is what cameras with AAC send. voaacenc is in gstreamer1.0-plugins-bad.
AUDIO_MEDIA = (
    "audiotestsrc name=tone is-live=true wave=sine freq=440 volume=0.3 ! audioconvert ! audioresample "
    "! audio/x-raw,rate=16000,channels=1 ! voaacenc bitrate=32000 ! aacparse "
    "! rtpmp4gpay name=pay1 pt=97"
)
MEDIA_LAUNCH = f"( {VIDEO_MEDIA} )"
MEDIA_LAUNCH_WITH_AUDIO = f"( {VIDEO_MEDIA} {AUDIO_MEDIA} )"


def media_launch(audio):
    return MEDIA_LAUNCH_WITH_AUDIO if audio else MEDIA_LAUNCH


def quote(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def raw_caps(stream):
    return (
        f"video/x-raw,format=I420,width={stream['width']},height={stream['height']},"
        f"framerate={stream['fps']}/1,pixel-aspect-ratio=1/1"
    )


# A PTZ camera looks at a still scene twice the stream's size (videotestsrc "colors": every spot has its
# own colour); pan, tilt and zoom choose the part of it that is cropped and scaled to the stream.
PTZ_SCENE_SCALE = 2


def ptz_source_launch(stream):
    width, height = stream["width"] * PTZ_SCENE_SCALE, stream["height"] * PTZ_SCENE_SCALE
    return (
        f"videotestsrc pattern=colors num-buffers=1 ! video/x-raw,format=I420,width={width},height={height} "
        f"! imagefreeze is-live=true ! videocrop name=ptz ! videoscale ! {raw_caps(stream)}"
    )


def source_launch(stream, file_path, background, ptz=False):
    if ptz:
        return ptz_source_launch(stream)
    if file_path is None:
        return (
            f"videotestsrc name=pattern is-live=true pattern=ball background-color={background} "
            f"! {raw_caps(stream)}"
        )
    return (
        f"filesrc location={quote(file_path)} ! decodebin ! clocksync ! videoconvert ! videoscale "
        f"! videorate ! {raw_caps(stream)}"
    )


def encoder_launch(stream, label, file_path, keyframe_frames, background, ptz=False, timecode=False):
    clock = (
        f"clockoverlay text={quote(label)} time-format={quote('%Y-%m-%d %H:%M:%S')} "
        "halignment=left valignment=top shaded-background=true"
    )
    encode = (
        f"x264enc speed-preset=ultrafast tune=zerolatency threads=1 key-int-max={keyframe_frames} "
        f"bitrate={stream['bitrateKbps']} "
        "! h264parse config-interval=-1 ! video/x-h264,stream-format=byte-stream,alignment=au"
    )
    sink = "appsink name=sink emit-signals=true sync=false max-buffers=4 drop=true"
    # With a timecode, the frames pass an element whose pad the encoder stamps (timecode.py).
    stamp = " ! identity name=stamp" if timecode else ""
    return f"{source_launch(stream, file_path, background, ptz)} ! {clock}{stamp} ! {encode} ! {sink}"
