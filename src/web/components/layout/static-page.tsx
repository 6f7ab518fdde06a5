import type { ReactNode } from 'react';
import './static-page.css';

type StaticPageProps = { title: string; updated?: string; intro?: ReactNode; children: ReactNode };

/** The frame of every text page (privacy, terms, about ...): a title, an optional date, prose. */
export function StaticPage({ title, updated, intro, children }: StaticPageProps) {
  return (
    <article className="static-page">
      <header className="static-page__header">
        <h1>{title}</h1>
        {updated ? <p className="static-page__updated">Last updated {updated}</p> : null}
        {intro ? <div className="static-page__intro">{intro}</div> : null}
      </header>
      <div className="static-page__body">{children}</div>
    </article>
  );
}

/** "contact page or e-mail support@…": how the static pages say where to write. */
export function ContactLinks() {
  return (
    <>
      <a href="/contact">contact page</a> or e-mail{' '}
      <a href="mailto:support@cardfolio.app">support@cardfolio.app</a>
    </>
  );
}
