import { useLocalSearchParams } from 'expo-router';
import { AnswerScreen } from '../../../src/features/questions/AnswerScreen';

/** `/{username}/post/{id}` (route ProfilePost): one answer, as a shared link opens it. */
export default function AnswerRoute() {
  const { username, id } = useLocalSearchParams<{ username: string; id: string }>();
  return <AnswerScreen username={String(username)} id={Number(id)} />;
}
