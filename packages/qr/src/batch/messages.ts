import { format } from '@demos/kit';
import { type Locale, MESSAGES } from '../core/i18n';
import { MORE_MESSAGES } from '../core/moreI18n';
import { problemText } from '../problemText';
import type { FileProblem, RowProblem } from './rows';

/** The Batch tab's words: they load with the tab, not with the page. */
const enUS = {
  hint: 'Make many codes at once from a CSV file, one row per code. Each code is decoded before it goes into the ZIP.',
  file: 'CSV file',
  choose: 'Choose a CSV file',
  drop: 'or drop it here',
  remove: 'Remove',
  removeFile: 'Remove {name}',
  reading: 'Reading the file…',
  columnsTitle: 'Columns and templates',
  columnsIntro:
    'Either a type column (one of the types below) with that type’s columns, or a single data column encoded exactly as written. An optional filename column names each file (otherwise row-1, row-2, …). Rows are numbered from the first row under the header.',
  typeHeading: 'type',
  columnsHeading: 'Columns',
  templateHeading: 'Template',
  template: 'Template',
  templateFor: 'Download the {type} template',
  dataRow: 'data (any text)',
  summary: '{rows} rows: {ready} ready, {errors} with errors.',
  errorsTitle: 'Rows with errors',
  previewTitle: 'Preview',
  previewFirst: 'The first {shown} of {rows} rows.',
  rowHeading: 'Row',
  fileHeading: 'File',
  typeColumn: 'Type',
  dataHeading: 'Data or problem',
  formatLabel: 'Image format',
  make: 'Make ZIP ({count} codes)',
  making: 'Making codes',
  cancel: 'Cancel',
  cancelled: 'Cancelled: no ZIP was made.',
  done: '{count} codes in {seconds} s ({unreadable} unreadable). The ZIP has a manifest.csv listing every row.',
  downloadAgain: 'Download ZIP again',
  failed: 'The ZIP could not be made: {message}',
  row: 'Row {row}: {message}',
  problems: {
    notCsv: 'This file is not a CSV: choose a .csv file (text, one row per code).',
    empty: 'This CSV has no rows under its header.',
    tooMany: 'This CSV has {rows} rows; a batch holds at most {max}. Split the file.',
    noColumns: 'This CSV needs a type column or a data column in its first line.',
    malformed: 'This CSV has a quote that is never closed (near row {row}).',
    unknownType: 'Unknown type “{value}”: use one of {types}.',
    noType: 'The type is empty: use one of {types}, or fill the data column.',
    choice: 'The column {column} is “{value}”: use one of {allowed}.',
    missingColumn: 'The column {column} is missing.',
    nothing: 'Nothing to encode.',
    tooLong: 'Too long for a QR code: {bytes} bytes, the limit is {max}.',
    unreadable: 'A decoder could not read the code back, so it is not in the ZIP.',
  },
};

const esES: typeof enUS = {
  hint: 'Genera muchos códigos a la vez desde un archivo CSV, una fila por código. Cada código se decodifica antes de entrar en el ZIP.',
  file: 'Archivo CSV',
  choose: 'Elige un archivo CSV',
  drop: 'o suéltalo aquí',
  remove: 'Quitar',
  removeFile: 'Quitar {name}',
  reading: 'Leyendo el archivo…',
  columnsTitle: 'Columnas y plantillas',
  columnsIntro:
    'O bien una columna type (uno de los tipos de abajo) con las columnas de ese tipo, o bien una sola columna data que se codifica tal cual. Una columna filename opcional da nombre a cada archivo (si no, row-1, row-2, …). Las filas se numeran desde la primera bajo la cabecera.',
  typeHeading: 'type',
  columnsHeading: 'Columnas',
  templateHeading: 'Plantilla',
  template: 'Plantilla',
  templateFor: 'Descargar la plantilla de {type}',
  dataRow: 'data (cualquier texto)',
  summary: '{rows} filas: {ready} listas, {errors} con errores.',
  errorsTitle: 'Filas con errores',
  previewTitle: 'Vista previa',
  previewFirst: 'Las primeras {shown} de {rows} filas.',
  rowHeading: 'Fila',
  fileHeading: 'Archivo',
  typeColumn: 'Tipo',
  dataHeading: 'Datos o problema',
  formatLabel: 'Formato de imagen',
  make: 'Generar ZIP ({count} códigos)',
  making: 'Generando códigos',
  cancel: 'Cancelar',
  cancelled: 'Cancelado: no se ha generado ningún ZIP.',
  done: '{count} códigos en {seconds} s ({unreadable} ilegibles). El ZIP incluye un manifest.csv con todas las filas.',
  downloadAgain: 'Descargar el ZIP otra vez',
  failed: 'No se pudo generar el ZIP: {message}',
  row: 'Fila {row}: {message}',
  problems: {
    notCsv: 'Este archivo no es un CSV: elige un archivo .csv (texto, una fila por código).',
    empty: 'Este CSV no tiene filas bajo la cabecera.',
    tooMany: 'Este CSV tiene {rows} filas; un lote admite como máximo {max}. Divide el archivo.',
    noColumns: 'Este CSV necesita una columna type o una columna data en su primera línea.',
    malformed: 'Este CSV tiene unas comillas que no se cierran (cerca de la fila {row}).',
    unknownType: 'Tipo desconocido «{value}»: usa uno de {types}.',
    noType: 'El tipo está vacío: usa uno de {types} o rellena la columna data.',
    choice: 'La columna {column} es «{value}»: usa uno de {allowed}.',
    missingColumn: 'Falta la columna {column}.',
    nothing: 'No hay nada que codificar.',
    tooLong: 'Demasiado largo para un código QR: {bytes} bytes, el límite es {max}.',
    unreadable: 'Un decodificador no pudo leer el código, así que no está en el ZIP.',
  },
};

export type BatchMessages = typeof enUS;
export const BATCH_MESSAGES: Record<Locale, BatchMessages> = { 'en-US': enUS, 'es-ES': esES };

/** A file's problem in the page's language. */
export function fileProblemText(locale: Locale, problem: FileProblem): string {
  const t = BATCH_MESSAGES[locale].problems;
  if (problem.code === 'tooMany') return format(t.tooMany, { rows: problem.rows, max: problem.max });
  if (problem.code === 'malformed') return format(t.malformed, { row: problem.row });
  return t[problem.code];
}

/** A row's problem, without the row number: the generator's own message for a field. */
export function rowProblemText(locale: Locale, problem: RowProblem, types: readonly string[]): string {
  const t = BATCH_MESSAGES[locale].problems;
  switch (problem.code) {
    case 'field': {
      const { problem: field } = problem;
      if ('more' in field) return MORE_MESSAGES[locale].problems[field.code];
      return problemText(MESSAGES[locale], field) ?? '';
    }
    case 'unknownType':
      return problem.value.trim()
        ? format(t.unknownType, { value: problem.value, types: types.join(', ') })
        : format(t.noType, { types: types.join(', ') });
    case 'choice':
      return format(t.choice, {
        column: problem.column,
        value: problem.value,
        allowed: problem.allowed.join(', '),
      });
    case 'missingColumn':
      return format(t.missingColumn, { column: problem.column });
    case 'empty':
      return t.nothing;
    case 'tooLong':
      return format(t.tooLong, { bytes: problem.bytes, max: problem.max });
    default:
      return t.unreadable;
  }
}

/** `Row 7: Invalid IBAN` (es `Fila 7: IBAN no válido`). */
export const rowText = (locale: Locale, row: number, problem: RowProblem, types: readonly string[]) =>
  format(BATCH_MESSAGES[locale].row, { row, message: rowProblemText(locale, problem, types) });
