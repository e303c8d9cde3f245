import { useLocalSearchParams } from 'expo-router';
import { PromptScreen } from '../../src/features/questions/PromptScreen';

/** `/question/{id}` (route Question): a question for everyone and its answers. */
export default function QuestionRoute() {
  const { id } = useLocalSearchParams<{ id: string }>();
  return <PromptScreen id={Number(id)} />;
}
