// Worker thread entry (bundled to dist/markdown-worker.js): renders Markdown for the build's pool.
import { createRendererFromSettings, type MarkdownInput, type MarkdownRenderer, type MarkdownResult, type RendererSettings } from './pipeline.ts';

const renderers = new Map<string, MarkdownRenderer>();

export default function render({ settings, input }: { settings: RendererSettings; input: MarkdownInput }): MarkdownResult {
  const key = JSON.stringify(settings);
  let renderer = renderers.get(key);
  if (!renderer) renderers.set(key, (renderer = createRendererFromSettings(settings)));
  return renderer(input);
}
