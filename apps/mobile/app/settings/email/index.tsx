import { EmailSettings } from '../../../src/features/settings/EmailSettings';

/** `/settings/email`. */
export default function EmailRoute() {
  return <EmailSettings />;
}
