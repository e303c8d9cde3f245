import { formatFull, formatRelative, type SpellRelative } from '@qurio/queries';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type StyleProp, Text, type TextStyle } from 'react-native';

/**
 * "5 min. ago", "yesterday", then a date: the web's formatter (@qurio/queries). A long press shows
 * the full date and time; a screen reader hears the full one as the hint.
 */
export function RelativeTime({ iso, style }: { iso: string; style?: StyleProp<TextStyle> }) {
  const [full, setFull] = useState(false);
  const { relative, absolute } = useTimeWords(iso);
  return (
    <Text style={style} accessibilityHint={absolute} onLongPress={() => setFull((shown) => !shown)}>
      {full ? absolute : relative}
    </Text>
  );
}

/** The relative and the full words of a time, for a control whose name must say what it shows. */
export function useTimeWords(iso: string | null): { relative: string; absolute: string } {
  const { t, i18n } = useTranslation();
  if (iso === null) return { relative: '', absolute: '' };
  return {
    relative: formatRelative(iso, i18n.language, new Date(), undefined, spellRelative(t)),
    absolute: formatFull(iso, i18n.language),
  };
}

/** Hermes has no Intl.RelativeTimeFormat: the same short forms from the app's strings. */
function spellRelative(t: TFunction): SpellRelative {
  return (value, unit) => {
    const count = Math.abs(value);
    if (unit === 'second') return t('app.native.time.now');
    if (unit === 'minute') return t('app.native.time.minutesAgo', { count });
    if (unit === 'hour') return t('app.native.time.hoursAgo', { count });
    return count === 1 ? t('app.native.time.yesterday') : t('app.native.time.daysAgo', { count });
  };
}
