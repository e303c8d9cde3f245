/** The width under which MobileAppBar.module.css shows the phone bar (Root loads it only there). */
export const PHONE_QUERY = '(max-width: 40rem)';
