import { useLocalSearchParams } from 'expo-router';
import { PromptScreen } from '../../src/features/questions/PromptScreen';

/** `/question/{id}` (the web's route Prompt): a question for everyone (a prompt) and its answers. */
export default function PromptRoute() {
  const { id } = useLocalSearchParams<{ id: string }>();
  return <PromptScreen id={Number(id)} />;
}
