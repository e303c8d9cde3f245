import { MemberOnly } from '../src/features/settings/MemberOnly';
import { WelcomeScreen } from '../src/features/welcome/WelcomeScreen';

/** `/welcome?step=1..3`: the first-run welcome a sign-up leads to (members only). */
export default function WelcomeRoute() {
  return (
    <MemberOnly>
      <WelcomeScreen />
    </MemberOnly>
  );
}
