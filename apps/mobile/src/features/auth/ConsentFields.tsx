import * as routes from '@qurio/contract/routes';
import { space } from '@qurio/design';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StyleSheet, Text, View } from 'react-native';
import { api } from '../../api/client';
import { describeError } from '../../i18n/errors';
import { Checkbox } from '../../ui/Checkbox';
import { useTheme } from '../../ui/theme/ThemeProvider';
import { touchTarget } from '../../ui/touch-target';
import { openWebPage } from '../safety/web-pages';

/**
 * The state of both confirmations for the sign-up form and the consent screen: the boxes, the
 * minimum age (MIN_AGE on the server, `signupRules`), which one is missing, and the message to show.
 */
export function useConsent() {
  const { t } = useTranslation();
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [confirmAge, setConfirmAge] = useState(false);
  const [missing, setMissing] = useState<'TERMS_REQUIRED' | 'AGE_REQUIRED' | null>(null);
  const rules = useQuery({
    queryKey: ['signup-rules'],
    queryFn: () => api.call(routes.signupRules),
    staleTime: Infinity,
  });
  return {
    acceptTerms,
    confirmAge,
    /** Still loading the minimum age: the form's button shows it is busy. */
    loading: rules.isFetching,
    fields: {
      minAge: rules.data?.min_age,
      acceptTerms,
      confirmAge,
      onAcceptTerms: (value: boolean) => {
        setAcceptTerms(value);
        setMissing(null);
      },
      onConfirmAge: (value: boolean) => {
        setConfirmAge(value);
        setMissing(null);
      },
    },
    /**
     * Sends when both are given, else says which is missing (and `reset`s the last failure).
     * Without the rules (a failed load) the age cannot be confirmed yet: they are loaded again.
     */
    submit(send: () => void, reset: () => void) {
      if (!rules.data) {
        void rules.refetch();
        return;
      }
      const gap = !acceptTerms ? 'TERMS_REQUIRED' : !confirmAge ? 'AGE_REQUIRED' : null;
      setMissing(gap);
      if (gap) reset();
      else send();
    },
    /** The message under the boxes: the missing one, else the send's or the rules' failure. */
    error(sendError: Error | null): string | null {
      const failure = sendError ?? (rules.isError ? rules.error : null);
      return missing ? t(`errors.${missing}`) : failure ? describeError(t, failure) : null;
    },
  };
}

/**
 * The sign-up confirmations (issue 16) as the sign-up form and the consent screen (issue 29) ask
 * for them: the Terms with links to read them, and the minimum age once the server has said it.
 */
export function ConsentFields({
  minAge,
  acceptTerms,
  confirmAge,
  onAcceptTerms,
  onConfirmAge,
}: {
  minAge: number | undefined;
  acceptTerms: boolean;
  confirmAge: boolean;
  onAcceptTerms: (value: boolean) => void;
  onConfirmAge: (value: boolean) => void;
}) {
  const { t } = useTranslation();
  const { colors } = useTheme();
  return (
    <>
      <Checkbox label={t('appSafety.signup.acceptTerms')} checked={acceptTerms} onChange={onAcceptTerms} />
      <View style={styles.links}>
        <Text
          accessibilityRole="link"
          onPress={() => openWebPage('/terms')}
          style={[touchTarget, { color: colors.primary }]}
        >
          {t('appSafety.signup.readTerms')}
        </Text>
        <Text
          accessibilityRole="link"
          onPress={() => openWebPage('/privacy')}
          style={[touchTarget, { color: colors.primary }]}
        >
          {t('appSafety.signup.readPrivacy')}
        </Text>
      </View>
      {minAge !== undefined ? (
        <Checkbox
          label={t('appSafety.signup.confirmAge', { age: minAge })}
          checked={confirmAge}
          onChange={onConfirmAge}
        />
      ) : null}
    </>
  );
}

const styles = StyleSheet.create({
  // The links' 44 pt boxes reach into the rows around them; the words stay where they were drawn.
  links: {
    flexDirection: 'row',
    flexWrap: 'wrap',
    columnGap: space.lg,
    marginLeft: space.xxl + space.md,
    marginTop: -space.xsPlus - space.md,
    marginBottom: -space.md,
  },
});
