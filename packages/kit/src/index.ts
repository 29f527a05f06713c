'use client';

// The kit's components, providers and hooks: a client module (its directive is kept in `dist`), so
// a server component can render `KitProvider` and pages. Server code that needs the page contract
// imports `@demos/kit/manifest`; a document head imports `@demos/kit/theme-script`.
import './theme/themes.css';
import './theme/global.css';

export { Badge, type BadgeProps } from './components/Badge';
export { Button, type ButtonProps, buttonClassName } from './components/Button';
export { Card, type CardProps, StatCard, type StatCardProps } from './components/Card';
export { Checkbox, type CheckboxProps, Radio, type RadioProps } from './components/Checkbox';
export {
  CodeBlock,
  type CodeBlockProps,
  CodeCommand,
  type CodeCommandProps,
  type CodeHighlighterLoader,
  KeepWhole,
} from './components/CodeBlock';
export { Collapsible, type CollapsibleProps } from './components/Collapsible';
export {
  Progress,
  type ProgressProps,
  Slider,
  type SliderProps,
  Switch,
  type SwitchProps,
} from './components/Controls';
export { CopyButton, type CopyButtonProps } from './components/CopyButton';
export { cx } from './components/cx';
export { ConfirmDialog, type ConfirmDialogProps, Dialog, type DialogProps } from './components/Dialog';
export { DownloadButton, type DownloadButtonProps } from './components/DownloadButton';
export { type Feature, FeatureList, type FeatureListProps } from './components/FeatureList';
export {
  fieldClassNames,
  Label,
  TextArea,
  type TextAreaProps,
  TextField,
  type TextFieldProps,
} from './components/Field';
export {
  FileDrop,
  type FileDropFile,
  type FileDropProps,
  formatFileSize,
} from './components/FileDrop';
export { type LogLine, type LogTone, LogView, type LogViewProps } from './components/LogView';
export { Notice, type NoticeProps } from './components/Notice';
export { OFFLINE_MESSAGE, OfflineNotice } from './components/OfflineNotice';
export {
  PageHeader,
  PageHeaderAddonProvider,
  type PageHeaderProps,
  visuallyHiddenClassName,
} from './components/PageHeader';
export { PasswordField, type PasswordFieldProps } from './components/PasswordField';
export { Select, type SelectOption, type SelectProps } from './components/Select';
export { Spinner, type SpinnerProps, spinClassName } from './components/Spinner';
export { StatGrid, type StatGridProps } from './components/StatGrid';
export { Tab, TabList, TabPanel, Tabs } from './components/Tabs';
export { TerminalWindow, type TerminalWindowProps } from './components/TerminalWindow';
export {
  TOOLTIP_OPEN_DELAY_MS,
  TOOLTIP_SKIP_DELAY_MS,
  Tooltip,
  type TooltipProps,
  TooltipProvider,
} from './components/Tooltip';
export { type CodeToken, type CodeTokenKind, codeTokensText } from './highlight/tokens';
export {
  type Clock,
  createIdGenerator,
  createManualClock,
  type ManualClock,
  pickRandom,
  type Random,
  randomBetween,
  randomInt,
  seededRandom,
  systemClock,
  systemRandom,
  type TimerId,
} from './hooks/clock';
export { downloadBlob } from './hooks/download';
export { format, pickLocale } from './hooks/i18n';
export { COPY_CONFIRMATION_MS, useCopyToClipboard } from './hooks/useCopyToClipboard';
export { ClientOnly, useHydrated } from './hooks/useHydrated';
export { useMediaQuery, usePrefersReducedMotion } from './hooks/useMediaQuery';
export { useOnline } from './hooks/useOnline';
export { replaceSearchParam, useSearchParam } from './hooks/useSearchParam';
export {
  guarded,
  intIn,
  numberIn,
  oneOf,
  readUrlOverrides,
  readUrlState,
  type SubscribableStore,
  textParam,
  type UrlParam,
  type UrlSchema,
  type UrlValues,
  useUrlReady,
  useUrlState,
  useUrlStoreSync,
  writeUrlState,
} from './hooks/useUrlState';
export { defineIcon, type IconNode, type IconProps } from './icon';
export { KitProvider, type KitProviderProps } from './KitProvider';
export { KitLink, type KitLinkProps, type LinkComponent, LinkProvider } from './link/KitLink';
export {
  assertValidManifests,
  type DemoManifest,
  defineDemo,
  NAV_GROUPS,
  type NavGroup,
} from './manifest';
export {
  SIDEBAR_COOKIE_MAX_AGE,
  SIDEBAR_COOKIE_NAME,
  SIDEBAR_KEYBOARD_SHORTCUT,
  SIDEBAR_MOBILE_BREAKPOINT,
  SIDEBAR_WIDTH,
  SIDEBAR_WIDTH_ICON,
  SIDEBAR_WIDTH_MOBILE,
} from './sidebar/constants';
export {
  readSidebarCookie,
  SidebarProvider,
  type SidebarProviderProps,
  useSidebar,
  writeSidebarCookie,
} from './sidebar/SidebarProvider';
export { vars } from './theme/contract.css';
export {
  applyTheme,
  DEFAULT_THEME,
  isTheme,
  readStoredTheme,
  THEME_STORAGE_KEY,
  type Theme,
  ThemeProvider,
  type ThemeProviderProps,
  useTheme,
} from './theme/ThemeProvider';
export { darkTheme, lightTheme } from './theme/tokens';
export { Toaster } from './toast/Toaster';
export {
  onToastDemand,
  TOAST_DURATION_MS,
  TOAST_VISIBLE_LIMIT,
  TOAST_WIDTH_PX,
  type ToastOptions,
  type ToastType,
  toast,
} from './toast/toast';
