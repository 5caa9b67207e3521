/**
 * Video embed links (spec 000 §5): a Vimeo link with a 9-digit video id or a YouTube link with an
 * 11-character video id. The parsed id gives the player URL to embed.
 */

export type EmbedProvider = 'vimeo' | 'youtube';

export interface EmbedLink {
  provider: EmbedProvider;
  id: string;
  /** The player URL for an iframe. */
  embedUrl: string;
}

export type EmbedLinkError = 'required' | 'invalidLink';
/** English default messages (ours; the spec quotes none). */
export const EMBED_LINK_ERROR_MESSAGES: Readonly<Record<EmbedLinkError, string>> = {
  required: 'Video link is required',
  invalidLink: 'Enter a YouTube or Vimeo video link.',
};

const SCHEME = '^(?:https?:\\/\\/)?';
const YOUTUBE = [
  new RegExp(`${SCHEME}(?:www\\.|m\\.)?youtube\\.com\\/watch\\?(?:[^#]*&)?v=([A-Za-z0-9_-]{11})(?:[&#].*)?$`),
  new RegExp(
    `${SCHEME}(?:www\\.)?(?:youtube\\.com|youtube-nocookie\\.com)\\/(?:embed|shorts|v)\\/([A-Za-z0-9_-]{11})(?:[?#].*)?$`,
  ),
  new RegExp(`${SCHEME}youtu\\.be\\/([A-Za-z0-9_-]{11})(?:[?#].*)?$`),
];
const VIMEO = [
  new RegExp(`${SCHEME}(?:www\\.)?vimeo\\.com\\/(?:channels\\/[\\w-]+\\/|video\\/)?(\\d{9})(?:[/?#].*)?$`),
  new RegExp(`${SCHEME}player\\.vimeo\\.com\\/video\\/(\\d{9})(?:[/?#].*)?$`),
];

function firstMatch(patterns: RegExp[], text: string): string | null {
  for (const re of patterns) {
    const id = re.exec(text)?.[1];
    if (id !== undefined) return id;
  }
  return null;
}

/** The provider and video id of a link, or null when it is neither a YouTube nor a Vimeo video link. */
export function parseEmbedLink(text: string): EmbedLink | null {
  const link = text.trim();
  const youtube = firstMatch(YOUTUBE, link);
  if (youtube !== null) {
    return { provider: 'youtube', id: youtube, embedUrl: `https://www.youtube.com/embed/${youtube}` };
  }
  const vimeo = firstMatch(VIMEO, link);
  if (vimeo !== null)
    return { provider: 'vimeo', id: vimeo, embedUrl: `https://player.vimeo.com/video/${vimeo}` };
  return null;
}

export type EmbedLinkResult = { ok: true; link: EmbedLink } | { ok: false; error: EmbedLinkError };

export function validateEmbedLink(text: string): EmbedLinkResult {
  if (text.trim() === '') return { ok: false, error: 'required' };
  const link = parseEmbedLink(text);
  return link ? { ok: true, link } : { ok: false, error: 'invalidLink' };
}
