import { Select } from '@demos/kit';
import { EMAIL_LANGUAGES, type EmailLanguage, isEmailLanguage } from '../core/languages';
import * as styles from '../EmailWriterPage.css';
import { MESSAGES, type Messages } from '../i18n';

/** The interface language, beside the title (the theme is the shell's: one toggle for the site). */
export function HeaderActions({
  t,
  language,
  onLanguage,
}: {
  t: Messages;
  language: EmailLanguage;
  onLanguage: (language: EmailLanguage) => void;
}) {
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
    </div>
  );
}
