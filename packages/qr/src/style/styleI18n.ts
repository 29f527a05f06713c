import type { Locale } from '../core/i18n';
import type { Condition } from '../print/printCheck';
import type { PresetName, StyleFileProblem } from './style';
import type { CornerShape, Gradient, ModuleShape } from './types';

/** The Style and Print check panels' labels and messages: they load with the panels. */
const enUS = {
  preset: 'Preset',
  custom: 'Custom',
  presets: {
    classic: 'Classic',
    soft: 'Soft',
    dots: 'Dots',
    ocean: 'Ocean',
    sunset: 'Sunset',
  } satisfies Record<PresetName, string>,
  moduleShape: 'Module shape',
  moduleShapes: { square: 'Square', rounded: 'Rounded', dots: 'Dots', classy: 'Classy' } satisfies Record<
    ModuleShape,
    string
  >,
  cornerShape: 'Corner shape',
  cornerShapes: { square: 'Square', rounded: 'Rounded', dot: 'Dot' } satisfies Record<CornerShape, string>,
  gradient: 'Gradient',
  gradients: { none: 'None', linear: 'Linear', radial: 'Radial' } satisfies Record<Gradient, string>,
  gradientColor: 'Gradient end colour',
  gradientContrast:
    'The gradient ends at a contrast of {ratio}:1 with the background; scanners need at least {min}:1.',
  frameText: 'Frame text',
  frameTextHint: 'Text under the code, for example Scan me. Leave it empty for no frame.',
  frameColor: 'Frame colour',
  saveStyle: 'Save style',
  loadStyle: 'Load style',
  styleLoaded: 'Style loaded from {name}.',
  styleFileProblems: {
    notJson: 'This file is not JSON: choose a style saved with Save style.',
    notStyle: 'This JSON is not a QR style: choose a file saved with Save style.',
    badField: 'This style file has a value that is not valid here: save the style again.',
    tooBig: 'This file is too large for a style: choose a file saved with Save style.',
  } satisfies Record<StyleFileProblem | 'tooBig', string>,
  distance: 'Scanning distance (cm)',
  printWidth: 'Printed width (cm)',
  printWidthHint: 'Leave it empty to check the smallest size for the distance.',
  distanceRange: 'Enter a distance from {min} to {max} cm.',
  widthRange: 'Enter a width from {min} to {max} cm.',
  minSize: 'Smallest print size for {distance} cm: {cm} cm wide (quiet zone included).',
  runCheck: 'Run print check',
  checking: 'Checking… {done} of {total}',
  verdict: 'Scans in {passed} of {total} conditions',
  conditions: {
    print: 'Printed at 150 dpi',
    blur: 'Blurred',
    contrast: 'Low contrast',
    rotate: 'Rotated 10°',
    angle: 'Photographed at an angle',
  } satisfies Record<Condition, string>,
  reads: 'scans',
  fails: 'does not scan',
  fixLevel: 'Raise error correction to {level}',
  fixContrast: 'Increase contrast',
  fixSize: 'Print at least {cm} cm wide',
  needCode: 'Make a code that scans first: the check prints the downloaded PNG.',
  checkFailed: 'The print check could not run in this browser.',
};

export type StyleMessages = typeof enUS;

const esES: StyleMessages = {
  preset: 'Estilo predefinido',
  custom: 'Personalizado',
  presets: { classic: 'Clásico', soft: 'Suave', dots: 'Puntos', ocean: 'Océano', sunset: 'Atardecer' },
  moduleShape: 'Forma de los módulos',
  moduleShapes: { square: 'Cuadrados', rounded: 'Redondeados', dots: 'Puntos', classy: 'Elegantes' },
  cornerShape: 'Forma de las esquinas',
  cornerShapes: { square: 'Cuadradas', rounded: 'Redondeadas', dot: 'Círculo' },
  gradient: 'Degradado',
  gradients: { none: 'Ninguno', linear: 'Lineal', radial: 'Radial' },
  gradientColor: 'Color final del degradado',
  gradientContrast:
    'El degradado termina con un contraste de {ratio}:1 con el fondo; los escáneres necesitan al menos {min}:1.',
  frameText: 'Texto del marco',
  frameTextHint: 'Texto bajo el código, por ejemplo Escanéame. Déjalo vacío para no poner marco.',
  frameColor: 'Color del marco',
  saveStyle: 'Guardar estilo',
  loadStyle: 'Cargar estilo',
  styleLoaded: 'Estilo cargado de {name}.',
  styleFileProblems: {
    notJson: 'Este archivo no es JSON: elige un estilo guardado con Guardar estilo.',
    notStyle: 'Este JSON no es un estilo de QR: elige un archivo guardado con Guardar estilo.',
    badField: 'Este archivo de estilo tiene un valor que no es válido aquí: vuelve a guardar el estilo.',
    tooBig: 'Este archivo es demasiado grande para un estilo: elige un archivo guardado con Guardar estilo.',
  },
  distance: 'Distancia de escaneo (cm)',
  printWidth: 'Ancho impreso (cm)',
  printWidthHint: 'Déjalo vacío para probar el tamaño mínimo para esa distancia.',
  distanceRange: 'Escribe una distancia de {min} a {max} cm.',
  widthRange: 'Escribe un ancho de {min} a {max} cm.',
  minSize: 'Tamaño mínimo de impresión para {distance} cm: {cm} cm de ancho (con la zona de silencio).',
  runCheck: 'Hacer la prueba de impresión',
  checking: 'Comprobando… {done} de {total}',
  verdict: 'Se escanea en {passed} de {total} condiciones',
  conditions: {
    print: 'Impreso a 150 ppp',
    blur: 'Desenfocado',
    contrast: 'Poco contraste',
    rotate: 'Girado 10°',
    angle: 'Fotografiado en ángulo',
  },
  reads: 'se escanea',
  fails: 'no se escanea',
  fixLevel: 'Sube la corrección de errores a {level}',
  fixContrast: 'Aumenta el contraste',
  fixSize: 'Imprímelo con al menos {cm} cm de ancho',
  needCode: 'Primero crea un código que se escanee: la prueba imprime el PNG descargable.',
  checkFailed: 'La prueba de impresión no pudo hacerse en este navegador.',
};

export const STYLE_MESSAGES: Record<Locale, StyleMessages> = { 'en-US': enUS, 'es-ES': esES };
