// Every content component, in the order their transforms run and their stylesheets are bundled.
// A component is a folder of src/components: component.ts says what it is and what Markdown it
// reads; style.css and client.ts, when it has them, are its stylesheet and its behaviour in the
// browser. Adding a component is adding its folder and its line here.
import type { ContentComponent } from './kit/component.ts';
import codeTabs from './code-tabs/component.ts';
import codeBlock from './code-block/component.ts';
import copyButton from './copy-button/component.ts';
import wrapButton from './wrap-button/component.ts';
import admonitions from './admonitions/component.ts';
import tabs from './tabs/component.ts';
import youtube from './youtube/component.ts';
import people from './people/component.ts';
import apiMember from './api-member/component.ts';
import details from './details/component.ts';
import tocInline from './toc-inline/component.ts';
import islands from './islands/component.ts';
import docCardList from './doc-card-list/component.ts';

export const components: ContentComponent[] = [codeTabs, codeBlock, copyButton, wrapButton, admonitions, tabs, youtube, people, apiMember, details, tocInline, islands, docCardList];
