import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { followAnchor, revealAnchor } from '../anchor-navigation.ts';
import { cguContentFor } from '../cgu-content.ts';
import type { CguBlock, CguContent, CguSection } from '../cgu-content.types.ts';
import { withFrenchSpacing } from '../french-typography.ts';
import styles from './cgu-page.module.css';

const TOC_ID = 'sommaire';

type Typeset = (text: string) => string;

const DATE_LOCALES: Record<CguContent['lang'], string> = { fr: 'fr-FR', en: 'en-GB' };

function formatVersionDate(isoDate: string, lang: CguContent['lang']): string {
  return new Intl.DateTimeFormat(DATE_LOCALES[lang], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

function Block({ block, typeset }: { block: CguBlock; typeset: Typeset }) {
  switch (block.kind) {
    case 'paragraph':
      return <p>{typeset(block.text)}</p>;
    case 'list':
      return (
        <ul className={styles.list}>
          {block.items.map((item) => (
            <li key={item}>{typeset(item)}</li>
          ))}
        </ul>
      );
    case 'terms':
      return (
        <dl className={styles.terms}>
          {block.items.map(({ term, definition }) => (
            <div key={term} className={styles.term}>
              <dt>{typeset(term)}</dt>
              <dd>{typeset(definition)}</dd>
            </div>
          ))}
        </dl>
      );
  }
}

function Article(props: { section: CguSection; index: number; content: CguContent; typeset: Typeset }) {
  const { section, index, content, typeset } = props;
  const titleId = `${section.id}-title`;
  return (
    <section id={section.id} aria-labelledby={titleId} className={styles.section}>
      <h2 id={titleId} tabIndex={-1} data-anchor-focus className={styles.sectionTitle}>
        <span className={styles.articleNumber}>
          {content.articleLabel} {index + 1}
        </span>{' '}
        {typeset(section.title)}
      </h2>
      {section.blocks.map((block, i) => (
        <Block key={i} block={block} typeset={typeset} />
      ))}
      <p className={styles.backToToc}>
        <a href={`#${TOC_ID}`} onClick={(event) => followAnchor(event, TOC_ID)}>
          <span aria-hidden="true">↑ </span>
          {content.backToTocLabel}
        </a>
      </p>
    </section>
  );
}

/** The public terms of use (/cgu): sixteen anchored articles with a table of contents, in the UI language. */
export default function CguPage() {
  const { i18n } = useTranslation();
  const content = cguContentFor(i18n.language);
  const typeset: Typeset = content.lang === 'fr' ? withFrenchSpacing : (text) => text;
  const tocTitleId = `${TOC_ID}-title`;

  useEffect(() => {
    const previous = document.title;
    document.title = content.title;
    return () => {
      document.title = previous;
    };
  }, [content.title]);

  // The articles render after the browser tried to honour /cgu#litiges, so the deep link is honoured here
  // (scroll only, as the browser would: focus stays where a page load leaves it).
  useEffect(() => {
    const anchor = window.location.hash.slice(1);
    if (anchor && !anchor.startsWith('/')) revealAnchor(anchor, { smooth: false, moveFocus: false });
  }, []);

  return (
    <div className={styles.page} lang={content.lang}>
      <div className={styles.layout}>
        <p className={styles.topbar}>
          <Link to="/" className={styles.backLink}>
            <span aria-hidden="true">← </span>
            {content.backLabel}
          </Link>
        </p>
        <main className={styles.main}>
          <header className={styles.header}>
            <h1 className={styles.title}>{content.title}</h1>
            <p className={styles.version}>
              {content.versionLabel}{' '}
              <time dateTime={content.versionDate}>
                {formatVersionDate(content.versionDate, content.lang)}
              </time>
            </p>
            {content.preamble.map((text) => (
              <p key={text} className={styles.preamble}>
                {typeset(text)}
              </p>
            ))}
          </header>
          <nav id={TOC_ID} aria-labelledby={tocTitleId} className={styles.toc}>
            <p id={tocTitleId} tabIndex={-1} data-anchor-focus className={styles.tocTitle}>
              {content.tocLabel}
            </p>
            <ol className={styles.tocList}>
              {content.sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`} onClick={(event) => followAnchor(event, section.id)}>
                    {typeset(section.title)}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          <div className={styles.articles}>
            {content.sections.map((section, index) => (
              <Article key={section.id} section={section} index={index} content={content} typeset={typeset} />
            ))}
          </div>
        </main>
      </div>
    </div>
  );
}
