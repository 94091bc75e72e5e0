// The home page: hero with calls to action, an install snippet and feature sections, from data.
import type { PageProps } from './App.tsx';
import { BrandIcon } from './icons.tsx';

function Heading({ text, highlight }: { text: string; highlight?: string }) {
  const at = highlight ? text.indexOf(highlight) : -1;
  if (!highlight || at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <span className="hero-highlight">{highlight}</span>
      {text.slice(at + highlight.length)}
    </>
  );
}

export function HomePage({ site, route }: PageProps<'home'>) {
  const home = route.page.home;
  return (
    <main id="main-content" className="home" tabIndex={-1}>
      <header className="home-hero">
        <div className="hero-glow" aria-hidden="true" />
        <div className="hero-inner">
          <p className="hero-eyebrow">{site.title}</p>
          <h1 className="hero-title">
            <Heading text={home.heading} highlight={home.highlight} />
          </h1>
          <p className="hero-tagline">{home.tagline}</p>
          <div className="hero-actions">
            {home.actions.map((a) =>
              a.kind === 'github' ? (
                <a key={a.label} className="btn btn-github" href={a.href} target="_blank" rel="noopener noreferrer">
                  <BrandIcon name="github" size={18} />
                  {a.label}
                </a>
              ) : (
                <a key={a.label} className={`btn btn-${a.kind}`} href={a.href}>
                  {a.label}
                </a>
              ),
            )}
          </div>
        </div>
      </header>
      {home.install && (
        <section className="home-section home-install">
          <div className="home-section-inner">
            <h2 className="home-section-title">{home.install.title}</h2>
            <div className="home-install-caption" dangerouslySetInnerHTML={{ __html: home.install.captionHtml }} />
            <div className="markdown" dangerouslySetInnerHTML={{ __html: home.install.codeHtml }} />
          </div>
        </section>
      )}
      {home.sections.map((section, i) => (
        <section key={section.title} className={`home-section${i % 2 === 0 ? ' home-section-alt' : ''}`}>
          <div className="home-section-inner">
            <h2 className="home-section-title">{section.title}</h2>
            <div className={`home-grid home-grid-${section.columns}`}>
              {section.items.map((item) => (
                <div key={item.title} className="home-feature">
                  <h3 className="home-feature-title">{item.title}</h3>
                  <div className="home-feature-body" dangerouslySetInnerHTML={{ __html: item.html }} />
                </div>
              ))}
            </div>
          </div>
        </section>
      ))}
      {home.closing && (
        <section className="home-section home-closing">
          <div className="home-section-inner">
            <h2 className="home-section-title">{home.closing.title}</h2>
            <div className="home-feature-body" dangerouslySetInnerHTML={{ __html: home.closing.html }} />
          </div>
        </section>
      )}
    </main>
  );
}

export default HomePage;
