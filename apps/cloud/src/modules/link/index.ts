// The cloud's end of the server ↔ cloud link (docs/cloud-link.md).

export { LINK_NOTICE_CHANNEL, type LinkNoticePublisher, LinkNotices } from './link-notices.ts';
export { createLinkParts, installLink, type LinkParts } from './link-parts.ts';
export { DEFAULT_LINK_TIMINGS, type LinkTimings } from './link-timings.ts';
export { LINK_CLOSED_BY_CLOUD, type LiveLink, LiveLinks } from './live-links.ts';
export { healthOf, SystemHealth } from './system-health.ts';
export { SystemLinksRepository } from './system-links.repository.ts';
export { type SystemLinkRow, systemLinks } from './system-links.table.ts';
