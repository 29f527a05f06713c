import { Button, Select, useTheme } from '@demos/kit';
import { Moon, Sun } from 'lucide-react';
import { EMAIL_LANGUAGES, type EmailLanguage, isEmailLanguage } from '../core/languages';
import * as styles from '../EmailWriterPage.css';
import { MESSAGES, type Messages } from '../i18n';

/** The interface language and the theme toggle, beside the title. */
export function HeaderActions({
  t,
  language,
  onLanguage,
}: {
  t: Messages;
  language: EmailLanguage;
  onLanguage: (language: EmailLanguage) => void;
}) {
  const { theme, toggleTheme } = useTheme();
  return (
    <div className={styles.headerActions}>
      <Select
        label={t.languageLabel}
        className={styles.languageField}
        value={language}
        onChange={(event) => {
          if (isEmailLanguage(event.target.value)) onLanguage(event.target.value);
        }}
      >
        {EMAIL_LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {MESSAGES[code].languageName}
          </option>
        ))}
      </Select>
      <Button
        variant="outline"
        size="icon"
        onClick={toggleTheme}
        aria-label={theme === 'dark' ? t.themeToLight : t.themeToDark}
      >
        {theme === 'dark' ? <Sun size={18} aria-hidden /> : <Moon size={18} aria-hidden />}
      </Button>
    </div>
  );
}
