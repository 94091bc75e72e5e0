// JSX attributes of an HTML element in MDX (`<div className="note" style={{marginTop: 8}}>`) as the
// HTML attributes React would write: className and htmlFor by their HTML names, style objects as
// CSS text (px added to numbers but for unitless properties), booleans as present or absent,
// event handlers and other functions left out.

/** CSS properties that take a number without a unit (React's list, the ones docs use). */
const UNITLESS = new Set(['animationIterationCount', 'aspectRatio', 'columnCount', 'columns', 'flex', 'flexGrow', 'flexShrink', 'fontWeight', 'gridColumn', 'gridRow', 'lineHeight', 'opacity', 'order', 'orphans', 'scale', 'tabSize', 'widows', 'zIndex', 'zoom']);

export function styleText(style: Record<string, unknown>): string {
  return Object.entries(style)
    .filter(([, v]) => v !== null && v !== undefined && v !== false && v !== '')
    .map(([k, v]) => {
      const name = k.startsWith('--') ? k : k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`).replace(/^ms-/, '-ms-');
      const value = typeof v === 'number' && v !== 0 && !UNITLESS.has(k) && !k.startsWith('--') ? `${v}px` : String(v);
      return `${name}:${value}`;
    })
    .join(';');
}

/** hast properties of an element from its JSX props. */
export function elementProperties(props: Record<string, unknown>): Record<string, string | string[] | number | boolean> {
  const out: Record<string, string | string[] | number | boolean> = {};
  for (const [key, value] of Object.entries(props)) {
    if (value === null || value === undefined || value === false || typeof value === 'function' || key === 'children' || key === 'key' || key === 'ref') continue;
    if (key === 'className' || key === 'class') out.className = String(value).split(/\s+/).filter(Boolean);
    else if (key === 'style') {
      const text = typeof value === 'object' ? styleText(value as Record<string, unknown>) : String(value);
      if (text) out.style = text;
    } else if (key === 'dangerouslySetInnerHTML') continue;
    else out[key === 'for' ? 'htmlFor' : key] = value === true ? true : typeof value === 'number' ? value : String(value);
  }
  return out;
}
