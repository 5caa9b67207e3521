"""All cameras of one run: their encoders (per camera, or shared by all) and their RTSP servers."""

from gi.repository import GLib, GstRtspServer

from camera_server import CameraServer
from encoder import Encoder

SESSION_CLEANUP_SECONDS = 5


class CameraSet:
    def __init__(self, config, log):
        self.config = config
        self.log = log
        self.encoders = {}
        self.thread_pool = GstRtspServer.RTSPThreadPool()
        self.thread_pool.set_max_threads(config.get("rtspThreads", 8))
        self.servers = {}
        for camera in config["cameras"]:
            encoders = {stream["key"]: self._encoder(camera, stream) for stream in config["streams"]}
            self.servers[camera["index"]] = CameraServer(
                camera, config["streams"], encoders, config, self.thread_pool, log
            )

    def _encoder(self, camera, stream):
        # A PTZ camera's picture is its own, so it always has its own encoders.
        shared = self.config["encoding"] == "shared" and camera.get("ptz") is None
        key = stream["key"] if shared else f"{camera['index']}/{stream['key']}"
        if key not in self.encoders:
            label = "Argus TestCamera" if shared else camera["name"]
            self.encoders[key] = Encoder(
                name=key,
                stream=stream,
                label=label,
                file_path=self.config.get("file"),
                keyframe_frames=self.config["keyframeFrames"],
                linger_seconds=self.config["lingerSeconds"],
                moving=camera.get("moving", True),
                log=self.log,
                view=camera.get("ptz"),
                timecode=self.config.get("timecode", False),
            )
        return self.encoders[key]

    def start(self):
        for camera in self.config["cameras"]:
            if camera.get("online", True):
                self.servers[camera["index"]].set_online(True)
        GLib.timeout_add_seconds(SESSION_CLEANUP_SECONDS, self._cleanup_sessions)

    def _cleanup_sessions(self):
        for server in self.servers.values():
            server.cleanup_sessions()
        return True

    def _server(self, index):
        server = self.servers.get(index)
        if server is None:
            raise KeyError(f"no camera {index}")
        return server

    def _camera_encoders(self, index):
        camera = next(c for c in self.config["cameras"] if c["index"] == index)
        shared = self.config["encoding"] == "shared" and camera.get("ptz") is None
        keys = [s["key"] if shared else f"{index}/{s['key']}" for s in self.config["streams"]]
        return [self.encoders[key] for key in keys]

    def handle(self, command):
        name = command.get("cmd")
        if name == "online":
            self._server(command["camera"]).set_online(bool(command["online"]))
            return None
        if name == "motion":
            self._server(command["camera"])
            for encoder in self._camera_encoders(command["camera"]):
                encoder.set_moving(bool(command["moving"]))
            return None
        if name == "ptz":
            self._server(command["camera"])
            for encoder in self._camera_encoders(command["camera"]):
                encoder.set_view(command["view"])
            return None
        if name == "stats":
            return {
                key: {"running": encoder.pipeline is not None, "readers": encoder.reader_count()}
                for key, encoder in self.encoders.items()
            }
        if name == "stop":
            return None
        raise ValueError(f"unknown command {name!r}")

    def stop(self):
        for server in self.servers.values():
            if server.online:
                server.set_online(False)
        for encoder in self.encoders.values():
            encoder.stop()
