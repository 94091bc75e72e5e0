// The body of an API class page: introduction, then Methods / Properties / Events / Deprecated,
// each member with its version, notices, description, usage, arguments and return value.
// Rendered to static HTML at build time (it has no interactive parts).
import type { ApiArgView, ApiClassView, ApiMemberView, TypeToken } from '../../shared/types.ts';

export function TypeView({ tokens }: { tokens: TypeToken[] }) {
  return (
    <code className="api-type">
      {tokens.map((t, i) =>
        t.href ? (
          <a key={i} href={t.href} {...(/^https?:/.test(t.href) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
            {t.text}
          </a>
        ) : (
          t.text
        ),
      )}
    </code>
  );
}

function ArgList({ args }: { args: ApiArgView[] }) {
  return (
    <ul className="api-args">
      {args.map((a) => (
        <li key={a.name} className="api-arg">
          {a.anchor && <span className="list-anchor" id={a.anchor} />}
          <span className="api-arg-head">
            <code className="api-arg-name">{a.name}</code>
            {' '}
            <TypeView tokens={a.type} />
            {a.optional && <em className="api-optional"> (optional)</em>}
            {a.since && <span className="api-since-inline">{`Added in: ${a.since}`}</span>}
            {a.anchor && (
              <a className="hash-link" href={`#${a.anchor}`} aria-label={`Direct link to ${a.name}`}>
                #
              </a>
            )}
          </span>
          {a.html && <div className="api-arg-body" dangerouslySetInnerHTML={{ __html: a.html }} />}
          {a.children.length > 0 && <ArgList args={a.children} />}
        </li>
      ))}
    </ul>
  );
}

function Member({ m }: { m: ApiMemberView }) {
  return (
    <section className="api-member">
      <hr />
      <h3 id={m.anchor}>
        {m.heading}
        <a className="hash-link" href={`#${m.anchor}`} aria-label={`Direct link to ${m.heading}`}>
          #
        </a>
      </h3>
      <p className="api-since">{m.since}</p>
      {m.notice && (
        <div className="admonition admonition-warning">
          <p className="admonition-title">{m.notice.kind}</p>
          <div dangerouslySetInnerHTML={{ __html: m.notice.html }} />
        </div>
      )}
      <div className="api-description" dangerouslySetInnerHTML={{ __html: m.html }} />
      <p className="api-label">
        <strong>Usage</strong>
      </p>
      <div className="api-usage" dangerouslySetInnerHTML={{ __html: m.usageHtml }} />
      {m.args.length > 0 && (
        <>
          <p className="api-label">
            <strong>Arguments</strong>
          </p>
          <ArgList args={m.args} />
        </>
      )}
      {m.returns && (
        <>
          <p className="api-label">
            <strong>{m.returns.label}</strong>
          </p>
          <ul className="api-args">
            <li className="api-arg">
              <span className="list-anchor" id={m.returns.anchor} />
              <span className="api-arg-head">
                <TypeView tokens={m.returns.type} />
                <a className="hash-link" href={`#${m.returns.anchor}`} aria-label={`Direct link to the ${m.returns.label.toLowerCase()} of ${m.heading}`}>
                  #
                </a>
              </span>
              {m.returns.html && <div className="api-arg-body" dangerouslySetInnerHTML={{ __html: m.returns.html }} />}
              {m.returns.children.length > 0 && <ArgList args={m.returns.children} />}
            </li>
          </ul>
        </>
      )}
    </section>
  );
}

export function ApiClassBody({ view }: { view: ApiClassView }) {
  return (
    <>
      <div className="api-intro" dangerouslySetInnerHTML={{ __html: view.introHtml }} />
      {view.extendsType && (
        <p className="api-extends">
          {'Extends: '}
          <TypeView tokens={view.extendsType} />
        </p>
      )}
      {view.sections.map((s) => (
        <section key={s.id} className="api-section">
          <h2 id={s.id}>
            {s.title}
            <a className="hash-link" href={`#${s.id}`} aria-label={`Direct link to ${s.title}`}>
              #
            </a>
          </h2>
          {s.members.map((m) => (
            <Member key={m.anchor} m={m} />
          ))}
        </section>
      ))}
    </>
  );
}
