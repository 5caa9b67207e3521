import type { Plugin } from 'vite';

const HEAD_STYLESHEET = /[ \t]*<link rel="stylesheet"[^>]*>\n?/g;

/**
 * Moves the app's stylesheet links from the head to the end of the body. A stylesheet in the head holds back
 * the first paint until it has loaded; at the end of the body it holds back only what follows it, so the boot
 * preloader (inline styles) paints at once. The parser still waits there for the stylesheet, and the app's
 * module script runs only after parsing, so the app never renders unstyled.
 */
export function stylesheetAfterPreloader(): Plugin {
  return {
    name: 'argus-stylesheet-after-preloader',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const head = html.slice(0, html.indexOf('</head>'));
        const links = head.match(HEAD_STYLESHEET) ?? [];
        if (!links.length) return html;
        const moved = links.map((link) => `    ${link.trim()}\n`).join('');
        return html
          .replace(HEAD_STYLESHEET, (link, offset: number) => (offset < head.length ? '' : link))
          .replace(/\s*<\/body>/, `\n${moved}  </body>`);
      },
    },
  };
}
