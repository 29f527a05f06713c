import type { Meta, StoryObj } from '@storybook/react-vite';
import { Gauge, Rocket, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Badge } from './components/Badge';
import { Button } from './components/Button';
import { Card, StatCard } from './components/Card';
import { CodeBlock } from './components/CodeBlock';
import { Collapsible } from './components/Collapsible';
import { Progress, Slider, Switch } from './components/Controls';
import { CopyButton } from './components/CopyButton';
import { ConfirmDialog, Dialog } from './components/Dialog';
import { DownloadButton } from './components/DownloadButton';
import { FeatureList } from './components/FeatureList';
import { TextArea, TextField } from './components/Field';
import { LogView } from './components/LogView';
import { PageHeader } from './components/PageHeader';
import { Tab, TabList, TabPanel, Tabs } from './components/Tabs';
import { Tooltip } from './components/Tooltip';
import { toast } from './toast/toast';

const meta: Meta = { title: 'Kit/Primitives' };
export default meta;
type Story = StoryObj;

const row = { display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' } as const;

export const Buttons: Story = {
  render: () => (
    <div style={row}>
      <Button>Primary</Button>
      <Button variant="secondary">Secondary</Button>
      <Button variant="outline">Outline</Button>
      <Button variant="ghost">Ghost</Button>
      <Button variant="danger">Danger</Button>
      <Button size="sm">Small</Button>
      <Button size="lg">
        <Rocket size={18} aria-hidden /> Large
      </Button>
      <Button disabled>Disabled</Button>
    </div>
  ),
};

export const CardsAndStats: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))' }}>
      <Card
        title="Card title"
        description="A short description."
        actions={<Badge tone="success">Live</Badge>}
      >
        Body content of the card.
      </Card>
      <StatCard label="Performance" value="A+" hint="Budgets checked in CI" icon={Gauge} />
    </div>
  ),
};

export const Badges: Story = {
  render: () => (
    <div style={row}>
      {(['neutral', 'accent', 'success', 'danger', 'warning', 'info'] as const).map((tone) => (
        <Badge key={tone} tone={tone}>
          {tone}
        </Badge>
      ))}
    </div>
  ),
};

export const TabsStory: Story = {
  name: 'Tabs',
  render: () => (
    <Tabs defaultValue="about">
      <TabList aria-label="Sections">
        <Tab value="about">About</Tab>
        <Tab value="projects">Projects</Tab>
        <Tab value="contact">Contact</Tab>
      </TabList>
      <TabPanel value="about">About panel</TabPanel>
      <TabPanel value="projects">Projects panel</TabPanel>
      <TabPanel value="contact">Contact panel</TabPanel>
    </Tabs>
  ),
};

export const Dialogs: Story = {
  render: function DialogsStory() {
    const [confirmOpen, setConfirmOpen] = useState(false);
    const [answer, setAnswer] = useState('none');
    return (
      <div style={row}>
        <Dialog
          title="A dialog"
          description="Focus is trapped; Escape closes it."
          trigger={<Button>Open dialog</Button>}
        >
          <p>Dialog body.</p>
        </Dialog>
        <Button variant="danger" onClick={() => setConfirmOpen(true)}>
          Ask for confirmation
        </Button>
        <span>Answer: {answer}</span>
        <ConfirmDialog
          open={confirmOpen}
          onOpenChange={setConfirmOpen}
          title="Enable live mode?"
          description="Real orders would be placed."
          tone="danger"
          confirmLabel="Enable"
          onConfirm={() => setAnswer('confirmed')}
        />
      </div>
    );
  },
};

export const TooltipStory: Story = {
  name: 'Tooltip',
  render: () => (
    <Tooltip content="Opens after 700 ms">
      <Button variant="outline">Hover or focus me</Button>
    </Tooltip>
  ),
};

export const CollapsibleStory: Story = {
  name: 'Collapsible',
  render: () => (
    <Collapsible label="Show context">
      <p>Hidden until opened.</p>
    </Collapsible>
  ),
};

export const Fields: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 420 }}>
      <TextField label="Project name" defaultValue="my-project" description="Lowercase, no spaces." />
      <TextField label="Email" defaultValue="not-an-email" error="Enter a valid email address." />
      <TextArea label="Your thoughts" placeholder="Type here…" />
    </div>
  ),
};

export const Controls: Story = {
  render: function ControlsStory() {
    const [on, setOn] = useState(true);
    const [tick, setTick] = useState(800);
    return (
      <div style={{ display: 'grid', gap: 20, maxWidth: 420 }}>
        <Switch checked={on} onCheckedChange={setOn} label="Notifications" />
        <Slider
          label="Tick"
          value={tick}
          min={200}
          max={2000}
          step={100}
          onValueChange={setTick}
          formatValue={(v) => `${v} ms`}
        />
        <Progress label="Deploying" value={66} />
      </div>
    );
  },
};

export const Log: Story = {
  render: () => (
    <LogView
      label="Build log"
      lines={[
        { id: 1, text: 'vite v8.3.8 building for production...', tone: 'info', time: '12:00:01' },
        { id: 2, text: '✓ 124 modules transformed.', tone: 'success', time: '12:00:02' },
        { id: 3, text: '(!) Some chunks are larger than 500 kB', tone: 'warning', time: '12:00:02' },
        { id: 4, text: 'error during build', tone: 'error', time: '12:00:03' },
      ]}
    />
  ),
};

export const Code: Story = {
  render: () => (
    <CodeBlock
      code={'#!/usr/bin/env bash\nset -euo pipefail\necho "hello"\n'}
      filename="hello.sh"
      downloadName="hello.sh"
    />
  ),
};

export const CopyAndDownload: Story = {
  render: () => (
    <div style={row}>
      <CopyButton text="copied text" label="Copy Data" />
      <DownloadButton data="file body" filename="example.txt" label="Download" />
    </div>
  ),
};

export const Toasts: Story = {
  render: () => (
    <div style={row}>
      <Button onClick={() => toast.success('Note créée!', 'Votre note a été créée avec succès')}>
        Success toast
      </Button>
      <Button variant="danger" onClick={() => toast.error('Erreur', 'Impossible de créer la note')}>
        Error toast
      </Button>
    </div>
  ),
};

export const Header: Story = {
  render: () => (
    <PageHeader title="Page title" description="What this page does, in one sentence." icon={Rocket} />
  ),
};

/** Every primitive at once, in the light theme (the toolbar switches the others). */
export const GalleryLight: Story = {
  globals: { theme: 'light' },
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      {Buttons.render?.({}, {} as never)}
      {Badges.render?.({}, {} as never)}
      {CardsAndStats.render?.({}, {} as never)}
      {Fields.render?.({}, {} as never)}
      {Log.render?.({}, {} as never)}
    </div>
  ),
};

export const Features: Story = {
  render: () => (
    <FeatureList
      label="Features"
      items={[
        { icon: Rocket, title: 'Fast', text: 'Prerendered pages paint before any JavaScript runs.' },
        { icon: ShieldCheck, title: 'Secure', text: 'A strict CSP, and no secret ever reaches the browser.' },
        { icon: Gauge, title: 'Measured', text: 'Budgets and Lighthouse numbers, checked on every change.' },
      ]}
    />
  ),
};
