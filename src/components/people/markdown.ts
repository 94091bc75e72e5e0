// ::people{data="./people.json"}: a grid of person cards from a JSON data file next to the page.
// The data file is an input of the page (recorded on the file's data, see kit/file-data.ts).
import type { RootContent } from 'mdast';
import type { DirectiveHandler } from '../kit/component.ts';
import path from 'node:path';
import { fileData, insideProject, reportAt } from '../kit/file-data.ts';
import { peopleCards } from './cards.ts';

const people: DirectiveHandler = (node, file) => {
  const data = fileData(file);
  const dataFile = data.sourceDir && path.resolve(data.sourceDir, node.attributes?.data ?? '');
  const result = !dataFile
    ? { errors: ["::people needs the page's folder"] }
    : !insideProject(dataFile, data)
      ? { errors: [`::people: ${node.attributes?.data} is outside the project; a data file must be inside the project's folder`] }
      : peopleCards(node.attributes?.data ?? '', data.sourceDir!);
  for (const e of result.errors) reportAt(file, e, node.position);
  if (data.dataFiles && node.attributes?.data) data.dataFiles.push(node.attributes.data);
  return { type: 'people', data: { hName: 'div', hProperties: { className: ['people'] }, hChildren: result.node ? [result.node] : [] }, children: [] } as unknown as RootContent;
};

export const peopleDirectives: Record<string, DirectiveHandler> = { people };
