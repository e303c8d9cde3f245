/** Local-storage key of the phone bottom bar's answer (SPEC §1): `app` or `web`. */
export const MOBILE_CHOICE_KEY = 'qurio:mobile-choice';

/**
 * Where "Open the app" leads. The one place to change it: a page that sends phones to the right
 * store (or opens the installed app through its universal link) once the apps are published.
 */
export const MOBILE_APP_URL = 'https://qurio.app/app';

export type MobileChoice = 'app' | 'web';

export function readMobileChoice(): MobileChoice | null {
  try {
    const value = localStorage.getItem(MOBILE_CHOICE_KEY);
    return value === 'app' || value === 'web' ? value : null;
  } catch {
    // Storage disabled (private mode): ask again next time rather than fail.
    return null;
  }
}

export function saveMobileChoice(choice: MobileChoice): void {
  try {
    localStorage.setItem(MOBILE_CHOICE_KEY, choice);
  } catch {
    // Storage disabled: the bar closes for this visit only.
  }
}
