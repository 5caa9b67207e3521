/**
 * What a DESCRIBE reply's session description (RFC 4566) says about the media: one entry per `m=` section
 * with its codec (`a=rtpmap`), and the frame rate and size where the camera states them
 * (`a=framerate`, `a=x-dimensions`, `a=cliprect`).
 */

export interface SdpMedia {
  kind: string;
  codec: string;
  /** The section's control URL (`a=control`), relative or absolute. */
  control: string;
  fps: number;
  width: number;
  height: number;
}

export function parseSdp(text: string): SdpMedia[] {
  const out: SdpMedia[] = [];
  let current: SdpMedia | null = null;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line.startsWith('m=')) {
      current = {
        kind: line.slice(2).split(' ')[0] ?? '',
        codec: '',
        control: '',
        fps: 0,
        width: 0,
        height: 0,
      };
      out.push(current);
      continue;
    }
    if (!current || !line.startsWith('a=')) continue;
    const [name, ...rest] = line.slice(2).split(':');
    const value = rest.join(':').trim();
    if (name === 'rtpmap') current.codec ||= (value.split(' ')[1] ?? '').split('/')[0] ?? '';
    else if (name === 'control') current.control = value;
    else if (name === 'framerate') current.fps = Number(value) || 0;
    else if (name === 'x-dimensions') {
      const [w, h] = value.split(',').map(Number);
      current.width = w || 0;
      current.height = h || 0;
    } else if (name === 'cliprect') {
      const [, , h, w] = value.split(',').map(Number);
      current.width ||= w || 0;
      current.height ||= h || 0;
    }
  }
  return out;
}

/** Session titles that name the server software, not the camera: never a camera's name. */
const GENERIC_TITLES =
  /^(?:-|session|stream|media presentation|session streamed with gstreamer|unnamed|no name|)$/i;

/**
 * The session's title (`s=`), when it says something about this camera; `""` for the generic titles servers
 * put there (GStreamer's "Session streamed with GStreamer", "Media Presentation", "-").
 */
export function sdpTitle(text: string): string {
  const line = text.split(/\r?\n/).find((l) => l.startsWith('s='));
  const title = line?.slice(2).trim() ?? '';
  return GENERIC_TITLES.test(title) ? '' : title;
}
