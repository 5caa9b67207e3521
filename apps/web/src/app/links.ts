/** Where "help" and the footer's support link go. */
export const SUPPORT_URL = 'https://github.com/argus-vms/argus/issues';
