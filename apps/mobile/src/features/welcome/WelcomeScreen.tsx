import { fontSize, fontWeight, radius, space } from '@qurio/design';
import { useLocalSearchParams, useRouter } from 'expo-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollView, StyleSheet, Text, View } from 'react-native';
import { Button } from '../../ui/Button';
import { Screen } from '../../ui/Screen';
import { useTheme } from '../../ui/theme/ThemeProvider';
import { SuggestionRows } from '../discovery/SuggestionRows';
import { NoticeText, useNotice } from '../questions/useNotice';
import { ProfileStep } from './ProfileStep';
import { ShareStep } from './ShareStep';
import { StepHeader, StepNav } from './StepParts';
import { clearWelcomeDue, readStep, WELCOME_STEPS } from './steps';

/**
 * `/welcome` (the web's issue 17 welcome): where sign-up leads. Three steps, each skippable: a
 * picture and a bio, people to follow, the profile link and its story card; then the timeline.
 * The step is in the URL (`?step=2`), so the system's back goes one step back. Whoever leaves it
 * (Skip the welcome, Go to Qurio) is done with it.
 */
export function WelcomeScreen() {
  const { t } = useTranslation();
  const { colors } = useTheme();
  const router = useRouter();
  const notice = useNotice();
  const step = readStep(useLocalSearchParams<{ step?: string }>().step);
  useEffect(() => clearWelcomeDue(), []);

  const goTo = (next: number) => router.setParams({ step: String(next) });
  // Back to the tabs the stack holds beneath (app/_layout.tsx), not a second copy of them.
  const finish = () => router.dismissTo('/');
  const back = () => goTo(step - 1);

  return (
    <Screen>
      <ScrollView contentContainerStyle={styles.page} keyboardShouldPersistTaps="handled">
        <View style={styles.top}>
          <Text style={[styles.intro, { color: colors.muted }]}>{t('welcome.intro')}</Text>
          <Button variant="secondary" label={t('welcome.skipAll')} onPress={finish} />
        </View>
        <StepIndicator step={step} />
        <NoticeText notice={notice.notice} />
        <View style={[styles.panel, { backgroundColor: colors.card, borderColor: colors.border }]}>
          <Text style={{ color: colors.muted }}>{t('welcome.stepCount', { step, total: WELCOME_STEPS.length })}</Text>
          {step === 1 ? <ProfileStep onNext={() => goTo(2)} /> : null}
          {step === 2 ? (
            <>
              <StepHeader title={t('welcome.follow.title')} text={t('welcome.follow.text')} />
              <SuggestionRows />
              <StepNav onBack={back} onSkip={() => goTo(3)} onNext={() => goTo(3)} nextLabel={t('welcome.next')} />
            </>
          ) : null}
          {step === 3 ? (
            <>
              <ShareStep notify={notice.show} />
              <StepNav onBack={back} onNext={finish} nextLabel={t('welcome.finish')} />
            </>
          ) : null}
        </View>
      </ScrollView>
    </Screen>
  );
}

/** The three steps by name; the current one is marked for screen readers, the done ones ticked. */
function StepIndicator({ step }: { step: number }) {
  const { t } = useTranslation();
  const { colors } = useTheme();
  return (
    <View style={styles.steps} accessibilityLabel={t('welcome.progress')}>
      {WELCOME_STEPS.map((name, index) => {
        const number = index + 1;
        const current = number === step;
        const done = number < step;
        return (
          <View
            key={name}
            style={styles.step}
            accessible
            accessibilityState={{ selected: current }}
            accessibilityLabel={`${number}. ${t(`welcome.steps.${name}`)}`}
          >
            <View
              style={[
                styles.dot,
                {
                  backgroundColor: current || done ? colors.primary : 'transparent',
                  borderColor: current || done ? colors.primary : colors.muted,
                },
              ]}
            >
              <Text style={{ color: current || done ? colors.onPrimary : colors.muted, fontWeight: fontWeight.bold }}>
                {done ? '✓' : number}
              </Text>
            </View>
            <Text numberOfLines={2} style={[styles.stepName, { color: current ? colors.text : colors.muted }]}>
              {t(`welcome.steps.${name}`)}
            </Text>
          </View>
        );
      })}
    </View>
  );
}

const styles = StyleSheet.create({
  page: { padding: space.lg, gap: space.mdPlus },
  top: { gap: space.sm, alignItems: 'flex-start' },
  intro: { fontSize: fontSize.body },
  steps: { flexDirection: 'row', gap: space.sm },
  step: { flex: 1, alignItems: 'center', gap: space.xs },
  dot: {
    width: 30,
    height: 30,
    borderRadius: radius.pill,
    borderWidth: 2,
    alignItems: 'center',
    justifyContent: 'center',
  },
  stepName: { fontSize: fontSize.small, textAlign: 'center' },
  panel: { borderWidth: StyleSheet.hairlineWidth, borderRadius: radius.md, padding: space.lg, gap: space.mdPlus },
});
