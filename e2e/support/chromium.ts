/**
 * How Debian Chromium is launched on these machines (architecture §6). Node built-ins and playwright-core
 * only: bench/ includes this file.
 */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Without the networking flags Chromium keeps trying to reach the internet, which the closed network refuses. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
