"""One simulated camera: its own RTSP server on its own loopback port, with both streams.

Offline closes the listening socket and drops every client and session, so the camera looks dead
(connection refused); online listens again on the same port.
"""

from gi.repository import GLib, Gst, GstRtsp, GstRtspServer

from auth_methods import set_supported_methods
from pipelines import media_launch

ROLE = "viewer"


def remove_all(*_args):
    return GstRtspServer.RTSPFilterResult.REMOVE


def viewer_permissions():
    permissions = GstRtspServer.RTSPPermissions()
    permissions.add_permission_for_role(ROLE, GstRtspServer.RTSP_PERM_MEDIA_FACTORY_ACCESS, True)
    permissions.add_permission_for_role(ROLE, GstRtspServer.RTSP_PERM_MEDIA_FACTORY_CONSTRUCT, True)
    return permissions


def not_seekable(_pad, info):
    """Answers a seeking query "not seekable": a tone source would say it can seek, and the RTSP media would
    then try to seek the whole live pipeline at PLAY (Range npt=0-), which fails (503)."""
    query = info.get_query()
    if query.type == Gst.QueryType.SEEKING:
        query.set_seeking(Gst.Format.TIME, False, -1, -1)
        return Gst.PadProbeReturn.HANDLED
    return Gst.PadProbeReturn.OK


def make_auth(credentials, method, realm):
    auth = GstRtspServer.RTSPAuth()
    token = GstRtspServer.RTSPToken()
    token.set_string(GstRtspServer.RTSP_TOKEN_MEDIA_FACTORY_ROLE, ROLE)
    # The server checks whichever credentials a client sends against what was added here, and
    # challenges (WWW-Authenticate) with the supported methods.
    set_supported_methods(auth, digest=method in ("digest", "any"), basic=method in ("basic", "any"))
    auth.set_realm(realm)
    user, password = credentials["user"], credentials["password"]
    if method in ("digest", "any"):
        auth.add_digest(user, password, token)
    if method in ("basic", "any"):
        auth.add_basic(GstRtspServer.RTSPAuth.make_basic(user, password), token)
    return auth


class CameraServer:
    def __init__(self, camera, streams, encoders, settings, thread_pool, log):
        self.index = camera["index"]
        self.audio = camera.get("audio", False)
        self.log = log
        self.source_id = 0
        self.server = GstRtspServer.RTSPServer()
        self.server.set_address(settings["bindAddress"])
        self.server.set_service(str(camera["rtspPort"]))
        self.server.set_backlog(64)
        self.server.set_thread_pool(thread_pool)
        credentials = camera.get("credentials")
        if credentials:
            self.server.set_auth(make_auth(credentials, settings["authMethod"], settings["realm"]))
        mounts = self.server.get_mount_points()
        for stream in streams:
            factory = self._factory(encoders[stream["key"]], credentials is not None)
            mounts.add_factory(stream["path"], factory)
        self.online = False

    def _factory(self, encoder, needs_permission):
        factory = GstRtspServer.RTSPMediaFactory()
        factory.set_launch(media_launch(self.audio))
        # Every reader gets its own light media (appsrc → payloader); the encoder is what is shared.
        factory.set_shared(False)
        factory.set_protocols(GstRtsp.RTSPLowerTrans.TCP | GstRtsp.RTSPLowerTrans.UDP)
        if needs_permission:
            factory.set_permissions(viewer_permissions())
        factory.connect("media-configure", self._on_media_configure, encoder)
        return factory

    def _on_media_configure(self, _factory, media, encoder):
        appsrc = media.get_element().get_child_by_name("src")
        tone = media.get_element().get_child_by_name("tone")
        if tone is not None:
            tone.get_static_pad("src").add_probe(Gst.PadProbeType.QUERY_UPSTREAM, not_seekable)
        consumer = encoder.attach(appsrc)
        media.connect("unprepared", lambda _media: encoder.detach(consumer))

    def set_online(self, online):
        if online == self.online:
            return
        if online:
            source_id = self.server.attach(None)
            if source_id == 0:
                raise RuntimeError(f"camera {self.index}: cannot listen on port {self.server.get_service()}")
            self.source_id = source_id
        else:
            GLib.source_remove(self.source_id)
            self.source_id = 0
            self.server.client_filter(remove_all)
            self.server.get_session_pool().filter(remove_all)
        self.online = online
        self.log(f"camera {self.index} {'online' if online else 'offline'}")

    def cleanup_sessions(self):
        self.server.get_session_pool().cleanup()
