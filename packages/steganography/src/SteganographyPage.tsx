import {
  Button,
  Card,
  CopyButton,
  DownloadButton,
  FileDrop,
  fieldClassNames,
  Label,
  PageHeader,
  Progress,
  Radio,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  TextArea,
  toast,
} from '@demos/kit';
import { CircleAlert, CircleCheck, Eye, EyeOff, FileLock2, Info, LockKeyhole, ScanEye } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useStore } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import { createWorkerClient, type StegoClient } from './client';
import { formatSize, safeDownloadName } from './core/format';
import * as styles from './SteganographyPage.css';
import {
  activeSlot,
  blockReason,
  type Content,
  canRun,
  createStegoStore,
  type EncodedResult,
  type Mode,
  neededBytes,
  payloadEstimate,
  type StegoStore,
} from './store';

export interface SteganographyPageProps {
  /** A ready store (stories, tests). */
  store?: StegoStore;
  /** The processing backend; defaults to the bundled Web Worker. */
  client?: StegoClient;
  /** Creates the worker, for hosts whose bundler does not handle `new URL('./worker.js', import.meta.url)`. */
  createWorker?: () => Worker;
}

/** Red when the message contains 'Erreur', green when it contains 'terminé', otherwise blue. */
export function statusTone(message: string): 'danger' | 'success' | 'info' {
  if (message.includes('Erreur')) return 'danger';
  if (message.includes('terminé')) return 'success';
  return 'info';
}

const STATUS_ICON = { danger: CircleAlert, success: CircleCheck, info: Info } as const;

/** The image pickers' words (the zone's own words come from the page, in French). */
const IMAGE_DROP = {
  accept: 'image/*',
  chooseLabel: 'Choisir une image',
  dropLabel: 'ou déposez-la ici',
  clearLabel: 'Retirer',
  formatSize,
} as const;

/** The "will it survive?" advice under a result, with this browser's JPEG test. */
function SurvivalNote({ result }: { result: EncodedResult }) {
  const test = {
    pending: 'Test en cours : recompression de l’image en JPEG (qualité 85) dans votre navigateur…',
    lost: 'Test fait dans votre navigateur : recompressée en JPEG (qualité 85), l’image a perdu les données cachées. Ne l’envoyez pas comme photo.',
    kept: 'Test fait dans votre navigateur : les données ont survécu cette fois à une recompression JPEG (qualité 85), mais d’autres réglages les détruiront. Envoyez-la comme fichier.',
    unknown: null,
  }[result.survival];
  return (
    <div className={styles.survival} data-testid="stego-survival">
      <p>
        <strong>À envoyer comme fichier</strong> (pièce jointe de type document, lien de téléchargement) : une
        messagerie qui recompresse l’image en JPEG ou la redimensionne détruit les données cachées.
      </p>
      {test && (
        <p role="status" data-survival={result.survival}>
          {test}
        </p>
      )}
    </div>
  );
}

function ProgressView({ store }: { store: StegoStore }) {
  const progress = useStore(store, (s) => s.progress);
  if (progress === null) return null;
  return <Progress label="Progression" value={Math.round(progress)} />;
}

/** A MIME type that may wrap after its slash on a narrow screen, never inside a word. */
function mimeBreakable(type: string) {
  const slash = type.indexOf('/');
  if (slash < 0) return type;
  return (
    <>
      {type.slice(0, slash + 1)}
      <wbr />
      {type.slice(slash + 1)}
    </>
  );
}

export function SteganographyPage({ store: injected, client, createWorker }: SteganographyPageProps) {
  const [store] = useState(
    () => injected ?? createStegoStore({ client: client ?? createWorkerClient(createWorker) }),
  );
  useEffect(() => () => store.getState().dispose(), [store]);
  // Everything but the progress percent: progress events re-render only <ProgressView>.
  const state = useStore(
    store,
    useShallow(({ progress: _progress, ...rest }) => rest),
  );
  const ids = {
    text: useId(),
    content: useId(),
    password: useId(),
    passwordHint: useId(),
    status: useId(),
  };
  const { mode, busy, message, result, recovered } = state;
  const slot = activeSlot(state);
  const imageInfo = slot.info;
  const needed = mode === 'encode' ? neededBytes(state) : null;
  const estimate = mode === 'encode' ? payloadEstimate(state) : null;
  const compressed = estimate?.measured === true && estimate.bytes < estimate.raw;
  const fits = needed !== null && imageInfo ? needed <= imageInfo.capacity : null;
  // The last outcome, or else why the action cannot run yet (it stays until its input changes).
  const reason = busy ? null : blockReason(state);
  const status = message || reason || '';
  const tone = statusTone(status);
  const StatusIcon = STATUS_ICON[tone];

  return (
    <div className={styles.page}>
      <PageHeader
        icon={ScanEye}
        title="Stéganographie"
        description="Cachez n'importe quel fichier dans une image PNG, au bit près, avec un chiffrement AES-256 optionnel. Tout se passe dans votre navigateur : rien n'est envoyé."
      />
      <Tabs value={mode} onValueChange={(value) => state.setMode(value as Mode)}>
        <TabList aria-label="Mode">
          {/* While a job runs, the other mode waits: switching would leave its outcome nowhere. */}
          <Tab value="encode" disabled={busy && mode !== 'encode'}>
            Encoder
          </Tab>
          <Tab value="decode" disabled={busy && mode !== 'decode'}>
            Décoder
          </Tab>
        </TabList>
        <TabPanel value={mode} className={styles.panel}>
          <div className={styles.layout}>
            <div className={styles.column}>
              <Card
                title={
                  mode === 'decode'
                    ? 'Récupérer un fichier'
                    : state.content === 'message'
                      ? 'Cacher un message'
                      : 'Cacher un fichier'
                }
                description={
                  mode === 'encode'
                    ? 'Choisissez une image porteuse et le fichier (ou le message) à cacher. Le résultat est toujours un PNG, compressé quand c’est utile.'
                    : 'Choisissez une image produite par cet outil (PNG), et son mot de passe s’il y en a un.'
                }
              >
                <form
                  className={styles.form}
                  onSubmit={(event) => {
                    event.preventDefault();
                    void state.run();
                  }}
                >
                  {/* Both image inputs stay mounted: each keeps its own choice, the other is hidden. */}
                  <div className={styles.field} hidden={mode !== 'encode'}>
                    <FileDrop
                      {...IMAGE_DROP}
                      label="Image porteuse"
                      description="PNG de préférence ; JPEG, WebP, GIF… sont acceptés comme porteuses."
                      file={state.carrier.file}
                      invalid={state.carrier.error !== null}
                      aria-describedby={state.carrier.error && status ? ids.status : undefined}
                      disabled={busy}
                      onFileChange={(file) => void state.setCarrier(file)}
                    />
                  </div>
                  <div className={styles.field} hidden={mode !== 'decode'}>
                    <FileDrop
                      {...IMAGE_DROP}
                      label="Image à décoder"
                      file={state.stegoImage.file}
                      invalid={state.stegoImage.error !== null}
                      aria-describedby={state.stegoImage.error && status ? ids.status : undefined}
                      disabled={busy}
                      onFileChange={(file) => void state.setStegoImage(file)}
                    />
                  </div>
                  <fieldset className={styles.choice} hidden={mode !== 'encode'} disabled={busy}>
                    <legend className={styles.choiceLegend}>Contenu à cacher</legend>
                    {(
                      [
                        ['file', 'Fichier'],
                        ['message', 'Message'],
                      ] as const
                    ).map(([value, label]) => (
                      <Radio
                        key={value}
                        name={ids.content}
                        value={value}
                        label={label}
                        labelClassName={styles.choiceOption}
                        checked={state.content === value}
                        onChange={() => state.setContent(value as Content)}
                      />
                    ))}
                  </fieldset>
                  <div className={styles.field} hidden={mode !== 'encode' || state.content !== 'message'}>
                    <TextArea
                      label="Message à cacher"
                      value={state.text}
                      disabled={busy}
                      rows={5}
                      description={`${state.text.length.toLocaleString('fr-FR')} caractères ; toute langue, emoji compris.`}
                      onChange={(event) => state.setText(event.target.value)}
                    />
                  </div>
                  <div className={styles.field} hidden={mode !== 'encode' || state.content !== 'file'}>
                    <FileDrop
                      label="Fichier à cacher"
                      chooseLabel="Choisir un fichier"
                      dropLabel="ou déposez-le ici"
                      clearLabel="Retirer"
                      formatSize={formatSize}
                      file={state.file}
                      disabled={busy}
                      onFileChange={(file) => state.setFile(file)}
                    />
                  </div>
                  <div className={styles.field}>
                    <Label htmlFor={ids.password}>Mot de passe (optionnel)</Label>
                    <div className={styles.passwordRow}>
                      <input
                        id={ids.password}
                        className={`${fieldClassNames.input} ${styles.passwordInput}`}
                        type={state.showPassword ? 'text' : 'password'}
                        autoComplete={mode === 'encode' ? 'new-password' : 'current-password'}
                        value={state.password}
                        disabled={busy}
                        aria-describedby={ids.passwordHint}
                        onChange={(event) => state.setPassword(event.target.value)}
                      />
                      <Button
                        type="button"
                        variant="outline"
                        size="icon"
                        aria-label={
                          state.showPassword ? 'Masquer le mot de passe' : 'Afficher le mot de passe'
                        }
                        aria-pressed={state.showPassword}
                        aria-controls={ids.password}
                        onClick={() => state.toggleShowPassword()}
                      >
                        {state.showPassword ? (
                          <EyeOff size={16} aria-hidden />
                        ) : (
                          <Eye size={16} aria-hidden />
                        )}
                      </Button>
                    </div>
                    <p id={ids.passwordHint} className={styles.hint}>
                      AES-256-GCM, clé dérivée par PBKDF2-SHA-256 (600 000 itérations).
                    </p>
                  </div>
                  <dl className={styles.stats} aria-label="Capacité">
                    <div className={styles.stat}>
                      <dt>Image</dt>
                      <dd>{imageInfo ? `${imageInfo.width} × ${imageInfo.height} px` : '—'}</dd>
                    </div>
                    <div className={styles.stat}>
                      <dt>Capacité</dt>
                      <dd>{imageInfo ? formatSize(imageInfo.capacity) : '—'}</dd>
                    </div>
                    {mode === 'encode' && (
                      <div className={styles.stat}>
                        <dt>Taille nécessaire</dt>
                        <dd className={fits === null ? undefined : fits ? styles.fits.yes : styles.fits.no}>
                          {needed === null ? '—' : formatSize(needed)}
                          {compressed ? ' (compressé)' : ''}
                          {fits === false ? ' (trop grand)' : ''}
                        </dd>
                      </div>
                    )}
                  </dl>
                  <div className={styles.actions}>
                    <Button
                      type="submit"
                      variant="primary"
                      disabled={!canRun(state)}
                      aria-describedby={status ? ids.status : undefined}
                    >
                      {mode === 'encode' ? (
                        <LockKeyhole size={16} aria-hidden />
                      ) : (
                        <FileLock2 size={16} aria-hidden />
                      )}
                      {busy
                        ? mode === 'encode'
                          ? 'Encodage…'
                          : 'Décodage…'
                        : mode === 'encode'
                          ? state.content === 'message'
                            ? 'Cacher le message'
                            : 'Cacher le fichier'
                          : 'Extraire le fichier'}
                    </Button>
                  </div>
                  <ProgressView store={store} />
                  {status && (
                    <p
                      id={ids.status}
                      className={styles.status[tone]}
                      role={tone === 'danger' ? 'alert' : 'status'}
                      data-tone={tone}
                    >
                      <StatusIcon size={16} aria-hidden className={styles.statusIcon} />
                      <span data-testid={message ? 'stego-message' : 'stego-reason'}>{status}</span>
                    </p>
                  )}
                </form>
              </Card>
            </div>
            <div className={styles.column}>
              {mode === 'encode' ? (
                <Card
                  title="Image encodée"
                  actions={
                    result ? (
                      <DownloadButton
                        data={result.blob}
                        filename={result.fileName}
                        label="Télécharger"
                        onDownloaded={() => toast.success('Fichier téléchargé')}
                      />
                    ) : undefined
                  }
                  description={
                    result
                      ? `${result.fileName} · ${result.width} × ${result.height} px · ${formatSize(result.blob.size)}`
                      : undefined
                  }
                >
                  {result && <SurvivalNote result={result} />}
                  <div className={styles.preview}>
                    {result?.url ? (
                      <img
                        className={styles.previewImage}
                        src={result.url}
                        alt={`Résultat encodé : ${result.fileName}`}
                        decoding="async"
                      />
                    ) : result ? (
                      <p className={styles.empty}>{result.fileName} est prêt (aperçu indisponible).</p>
                    ) : state.carrier.url ? (
                      <img
                        className={styles.previewImage}
                        src={state.carrier.url}
                        alt="Aperçu de la porteuse choisie"
                        decoding="async"
                      />
                    ) : (
                      <p className={styles.empty}>
                        {state.carrier.info ? 'Aperçu indisponible.' : 'Aucune image choisie.'}
                      </p>
                    )}
                  </div>
                </Card>
              ) : (
                <Card title={recovered?.message != null ? 'Message récupéré' : 'Fichier récupéré'}>
                  {recovered?.message != null ? (
                    <div className={styles.fileCard}>
                      <p className={styles.messageText} data-testid="stego-recovered-message">
                        {recovered.message}
                      </p>
                      <div className={styles.actions}>
                        <CopyButton
                          text={recovered.message}
                          label="Copier le message"
                          copiedLabel="Copié !"
                          variant="primary"
                          size="md"
                        />
                      </div>
                    </div>
                  ) : recovered ? (
                    <div className={styles.fileCard} data-testid="stego-recovered-file">
                      <p className={styles.fileName}>{recovered.name}</p>
                      <dl className={styles.stats}>
                        <div className={styles.stat}>
                          <dt>Type</dt>
                          <dd>{recovered.type ? mimeBreakable(recovered.type) : 'inconnu'}</dd>
                        </div>
                        <div className={styles.stat}>
                          <dt>Taille</dt>
                          <dd>{formatSize(recovered.size)}</dd>
                        </div>
                      </dl>
                      <div className={styles.actions}>
                        <DownloadButton
                          variant="primary"
                          size="md"
                          data={recovered.blob}
                          filename={safeDownloadName(recovered.name)}
                          label="Télécharger le fichier"
                          onDownloaded={() => toast.success('Fichier téléchargé')}
                        />
                      </div>
                    </div>
                  ) : (
                    <div className={styles.preview}>
                      {state.stegoImage.url ? (
                        <img
                          className={styles.previewImage}
                          src={state.stegoImage.url}
                          alt="Aperçu du fichier à décoder"
                          decoding="async"
                        />
                      ) : (
                        <p className={styles.empty}>Aucun fichier récupéré pour l'instant.</p>
                      )}
                    </div>
                  )}
                </Card>
              )}
              <Card title="Comment ça marche" headingLevel={3}>
                <ul className={styles.notes}>
                  <li>
                    1 bit de poids faible dans chacun des canaux R, G et B de chaque pixel ; l'alpha n'est pas
                    touché.
                  </li>
                  <li>
                    Un préfixe de 4 octets (big-endian) donne la taille, puis l'en-tête JSON et le fichier.
                  </li>
                  <li>
                    Le PNG produit est relu et comparé (SHA-256) avant d'être proposé au téléchargement.
                  </li>
                  <li>Le traitement tourne dans un Web Worker : la page reste fluide.</li>
                </ul>
              </Card>
            </div>
          </div>
        </TabPanel>
      </Tabs>
    </div>
  );
}
