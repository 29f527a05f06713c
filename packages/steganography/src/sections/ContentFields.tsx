import { FileDrop, Radio, TextArea } from '@demos/kit';
import { useId } from 'react';
import { formatSize } from '../core/format';
import { messageLength, TEXT } from '../messages';
import * as styles from '../SteganographyPage.css';
import type { Content, StegoStore } from '../store';
import { useStegoState } from '../useStegoState';

const CONTENTS: readonly Content[] = ['file', 'message'];

/** What Encode hides: the choice between a file and a typed message, and that file or message. */
export function ContentFields({ store }: { store: StegoStore }) {
  const { mode, busy, content, text, file, setContent, setText, setFile } = useStegoState(store);
  const name = useId();
  return (
    <>
      <fieldset className={styles.choice} hidden={mode !== 'encode'} disabled={busy}>
        <legend className={styles.choiceLegend}>{TEXT.contentLegend}</legend>
        {CONTENTS.map((value) => (
          <Radio
            key={value}
            name={name}
            value={value}
            label={TEXT.contentChoices[value]}
            labelClassName={styles.choiceOption}
            checked={content === value}
            onChange={() => setContent(value)}
          />
        ))}
      </fieldset>
      <div className={styles.field} hidden={mode !== 'encode' || content !== 'message'}>
        <TextArea
          label={TEXT.messageLabel}
          value={text}
          disabled={busy}
          rows={5}
          description={messageLength(text.length)}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <div className={styles.field} hidden={mode !== 'encode' || content !== 'file'}>
        <FileDrop
          label={TEXT.fileLabel}
          chooseLabel={TEXT.fileChoose}
          dropLabel={TEXT.fileDrop}
          clearLabel={TEXT.remove}
          formatSize={formatSize}
          file={file}
          disabled={busy}
          onFileChange={(chosen) => setFile(chosen)}
        />
      </div>
    </>
  );
}
