import { Card, DownloadButton } from '@demos/kit';
import { formatSize } from '../core/format';
import { resultAlt, resultDescription, resultNoPreview, TEXT } from '../messages';
import * as styles from '../SteganographyPage.css';
import type { EncodedResult, StegoStore } from '../store';
import { useStegoState } from '../useStegoState';

/** The "will it survive?" advice under a result, with this browser's JPEG test. */
function SurvivalNote({ result }: { result: EncodedResult }) {
  const test = TEXT.survival[result.survival];
  return (
    <div className={styles.survival} data-testid="stego-survival">
      <p>
        <strong>{TEXT.sendAsFile}</strong>
        {TEXT.sendAsFileWhy}
      </p>
      {test && (
        <p role="status" data-survival={result.survival}>
          {test}
        </p>
      )}
    </div>
  );
}

/** What the preview shows: the result, else the chosen carrier, else why there is nothing. */
function Preview({ result, carrier }: Pick<ReturnType<typeof useStegoState>, 'result' | 'carrier'>) {
  if (result?.url) {
    return (
      <img
        className={styles.previewImage}
        src={result.url}
        alt={resultAlt(result.fileName)}
        decoding="async"
      />
    );
  }
  if (result) return <p className={styles.empty}>{resultNoPreview(result.fileName)}</p>;
  if (carrier.url) {
    return (
      <img className={styles.previewImage} src={carrier.url} alt={TEXT.carrierPreviewAlt} decoding="async" />
    );
  }
  return <p className={styles.empty}>{carrier.info ? TEXT.previewUnavailable : TEXT.noImage}</p>;
}

/** Encode's result: the PNG to download, its preview, and how to send it. */
export function EncodedCard({ store }: { store: StegoStore }) {
  const { result, carrier } = useStegoState(store);
  return (
    <Card
      title={TEXT.encodedTitle}
      actions={
        result ? (
          <DownloadButton
            data={result.blob}
            filename={result.fileName}
            label={TEXT.download}
            downloadedToast={TEXT.downloaded}
          />
        ) : undefined
      }
      description={
        result
          ? resultDescription(result.fileName, result.width, result.height, formatSize(result.blob.size))
          : undefined
      }
    >
      {result && <SurvivalNote result={result} />}
      <div className={styles.preview}>
        <Preview result={result} carrier={carrier} />
      </div>
    </Card>
  );
}
