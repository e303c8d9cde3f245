import { useLocalSearchParams } from 'expo-router';
import { EmailSettings } from '../../../../src/features/settings/EmailSettings';

/** `/settings/email/verify/{token}`: the verification link of the mail; the same screen as /settings/email. */
export default function VerifyEmailRoute() {
  const { token } = useLocalSearchParams<{ token: string }>();
  return <EmailSettings token={String(token)} />;
}
