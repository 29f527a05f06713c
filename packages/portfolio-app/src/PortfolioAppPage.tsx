import {
  Badge,
  Card,
  CopyButton,
  KitLink,
  oneOf,
  PageHeader,
  Progress,
  StatGrid,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  useUrlState,
} from '@demos/kit';
import { ArrowUpRight, BriefcaseBusiness, Clock, Lock, Mail, MapPin } from 'lucide-react';
import { useMemo } from 'react';
import {
  ABOUT,
  CONTACT,
  DEFAULT_TAB,
  PORTFOLIO_TABS,
  type PortfolioTab,
  PROJECTS,
  type Project,
  SKILL_GROUPS,
  TAB_LABELS,
} from './core/content';
import * as styles from './PortfolioAppPage.css';

export interface PortfolioAppPageProps {
  /** The tab shown first (About unless told otherwise). */
  defaultTab?: PortfolioTab;
}

function ProjectCard({ project }: { project: Project }) {
  const body = (
    <>
      <div className={styles.projectTop}>
        <h3 className={styles.projectTitle}>{project.title}</h3>
        <span className={styles.year}>{project.year}</span>
      </div>
      <p className={styles.projectSummary}>{project.summary}</p>
      <div className={styles.tags}>
        {project.tags.map((tag) => (
          <Badge key={tag} tone="accent">
            {tag}
          </Badge>
        ))}
      </div>
      <span className={project.path ? styles.projectFooter : styles.projectFooterMuted}>
        {project.path ? (
          <>
            Open the demo <ArrowUpRight size={16} aria-hidden />
          </>
        ) : (
          <>
            <Lock size={14} aria-hidden /> Client work, under NDA
          </>
        )}
      </span>
    </>
  );
  return (
    <li className={styles.projectItem}>
      {project.path ? (
        <KitLink href={project.path} className={`${styles.project} ${styles.projectLink}`}>
          {body}
        </KitLink>
      ) : (
        <div className={styles.project}>{body}</div>
      )}
    </li>
  );
}

export function PortfolioAppPage({ defaultTab = DEFAULT_TAB }: PortfolioAppPageProps) {
  // The open tab is in the address (`?tab=projects`), so a shared link opens on it.
  const schema = useMemo(() => ({ tab: oneOf(PORTFOLIO_TABS, defaultTab) }), [defaultTab]);
  const [{ tab }, setUrl] = useUrlState(schema);
  return (
    <div className={styles.page}>
      <PageHeader
        icon={BriefcaseBusiness}
        title="Portfolio Site"
        description="The studio's portfolio as a single-page React site: who we are, what we have shipped, what we are good at and how to reach us."
      />
      <Tabs value={tab} onValueChange={(value) => setUrl({ tab: value as PortfolioTab })}>
        <TabList aria-label="Portfolio sections">
          {PORTFOLIO_TABS.map((tab) => (
            <Tab key={tab} value={tab}>
              {TAB_LABELS[tab]}
            </Tab>
          ))}
        </TabList>
        <TabPanel value="about">
          <Card title="About us">
            <p className={styles.lead}>{ABOUT.lead}</p>
            {ABOUT.paragraphs.map((paragraph) => (
              <p key={paragraph} className={styles.paragraph}>
                {paragraph}
              </p>
            ))}
            <StatGrid as="dl">
              {ABOUT.facts.map((fact) => (
                <div key={fact.label} className={styles.fact}>
                  <dt className={styles.factLabel}>{fact.label}</dt>
                  <dd className={styles.factValue}>{fact.value}</dd>
                </div>
              ))}
            </StatGrid>
          </Card>
        </TabPanel>
        <TabPanel value="projects">
          <ul className={styles.projects} aria-label="Projects">
            {PROJECTS.map((project) => (
              <ProjectCard key={project.title} project={project} />
            ))}
          </ul>
        </TabPanel>
        <TabPanel value="skills">
          <div className={styles.skills}>
            {SKILL_GROUPS.map((group) => (
              <Card key={group.title} title={group.title}>
                {group.skills.map((skill) => (
                  <Progress key={skill.name} label={skill.name} value={skill.level} />
                ))}
              </Card>
            ))}
          </div>
        </TabPanel>
        <TabPanel value="contact">
          <Card title="Get in touch" description={CONTACT.response}>
            <ul className={styles.contact}>
              <li className={styles.contactRow}>
                <Mail size={18} aria-hidden className={styles.contactIcon} />
                <a href={`mailto:${CONTACT.email}`} className={styles.mail}>
                  {CONTACT.email}
                </a>
                <CopyButton text={CONTACT.email} label="Copy e-mail" />
              </li>
              <li className={styles.contactRow}>
                <MapPin size={18} aria-hidden className={styles.contactIcon} />
                <span className={styles.contactText}>{CONTACT.location}</span>
              </li>
              <li className={styles.contactRow}>
                <Clock size={18} aria-hidden className={styles.contactIcon} />
                <span className={styles.contactText}>{CONTACT.hours}</span>
              </li>
            </ul>
          </Card>
        </TabPanel>
      </Tabs>
    </div>
  );
}
