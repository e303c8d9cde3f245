/**
 * The strings the first screen of a guest needs (the landing page with its layout, the offline and
 * error screens, the phone bottom bar). They ship as a small part of each locale; the rest of the
 * locale loads with the first screen that needs it (its route loader, app/routes.ts), so a visitor from outside never
 * downloads the settings and error catalogue before seeing anything. Dotted keys pick one string.
 * A test renders the landing page with this part only and fails on any missing key.
 */
export const SHELL_KEYS: readonly string[] = [
  'app',
  'nav',
  'footer',
  'landing',
  'guestSidebar',
  'network',
  'discovery',
  'mobile',
  'errors.INTERNAL',
];
