"""Which challenges (WWW-Authenticate) a camera sends: Digest, Basic or both.

GstRTSPAuthMethod is registered as an enum although the server treats it as flags, so PyGObject
refuses DIGEST | BASIC. Both together are set through the C function itself.
"""

import ctypes

from gi.repository import GstRtsp

_library = None


def _native():
    global _library
    if _library is None:
        _library = ctypes.CDLL("libgstrtspserver-1.0.so.0")
        _library.gst_rtsp_auth_set_supported_methods.argtypes = [ctypes.c_void_p, ctypes.c_int]
        _library.gst_rtsp_auth_set_supported_methods.restype = None
    return _library


def _object_pointer(gobject):
    get_pointer = ctypes.pythonapi.PyCapsule_GetPointer
    get_pointer.restype = ctypes.c_void_p
    get_pointer.argtypes = [ctypes.py_object, ctypes.c_char_p]
    return get_pointer(gobject.__gpointer__, None)


def set_supported_methods(auth, digest, basic):
    if digest and basic:
        both = int(GstRtsp.RTSPAuthMethod.DIGEST) | int(GstRtsp.RTSPAuthMethod.BASIC)
        _native().gst_rtsp_auth_set_supported_methods(_object_pointer(auth), both)
    elif digest:
        auth.set_supported_methods(GstRtsp.RTSPAuthMethod.DIGEST)
    else:
        auth.set_supported_methods(GstRtsp.RTSPAuthMethod.BASIC)
