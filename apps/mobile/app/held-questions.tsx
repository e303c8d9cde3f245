import { HeldQuestionsScreen } from '../src/features/safety/HeldQuestionsScreen';
import { MemberOnly } from '../src/features/settings/MemberOnly';

/** `/held-questions`: the questions muted words kept out of the inbox (members only). */
export default function HeldQuestions() {
  return (
    <MemberOnly>
      <HeldQuestionsScreen />
    </MemberOnly>
  );
}
