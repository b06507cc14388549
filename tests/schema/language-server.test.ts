/**
 * The pages as authors see them in their editor: yaml-language-server (what the YAML extension for
 * VS Code runs) driven over stdio like an editor does, with the settings AUTHORING.md gives. The
 * schemas are local files and the schema store is off, so nothing leaves the machine.
 */
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  CodeLensRequest,
  CompletionRequest,
  ConfigurationRequest,
  createProtocolConnection,
  DidChangeTextDocumentNotification,
  DidOpenTextDocumentNotification,
  ExitNotification,
  InitializedNotification,
  InitializeRequest,
  PublishDiagnosticsNotification,
  RegistrationRequest,
  ShutdownRequest,
  StreamMessageReader,
  StreamMessageWriter,
  WorkDoneProgressCreateRequest,
  type ClientCapabilities,
  type CompletionItem,
  type Diagnostic,
} from 'vscode-languageserver-protocol/node.js';
import { sectionTitle } from '../../scripts/cli/schema-json.ts';
import { sectionTypes } from '../../schema/sections/index.ts';
import { projectRoot } from '../helpers/fixture-site.ts';

const rootUri = pathToFileURL(projectRoot).href;
const pagesDir = join(projectRoot, 'pages');
const pageFiles = readdirSync(pagesDir, { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.yaml'))
  .sort();
const pageText = (name: string) => readFileSync(join(pagesDir, name), 'utf8');
const withoutModeline = (text: string) => text.replace(/^# yaml-language-server:.*\n/, '');

/** The `"yaml.schemas"` block of AUTHORING.md, the settings authors are told to add. */
function documentedSchemaSettings(): unknown {
  const blocks = [...readFileSync(join(projectRoot, 'AUTHORING.md'), 'utf8').matchAll(/```json\n([\s\S]*?)```/g)];
  const block = blocks.map((match) => match[1] ?? '').find((text) => text.includes('"yaml.schemas"'));
  if (block === undefined) throw new Error('AUTHORING.md has no ```json block with "yaml.schemas"');
  const settings: unknown = JSON.parse(block);
  return typeof settings === 'object' && settings !== null ? Reflect.get(settings, 'yaml.schemas') : undefined;
}

/** The plain-words message the editor schema gives for a field that breaks its pattern. */
function patternMessage(schemaFile: string, field: string): string {
  const schema: unknown = JSON.parse(readFileSync(join(projectRoot, 'schema', schemaFile), 'utf8'));
  const properties: unknown = typeof schema === 'object' && schema !== null ? Reflect.get(schema, 'properties') : undefined;
  const property: unknown = typeof properties === 'object' && properties !== null ? Reflect.get(properties, field) : undefined;
  const message: unknown = typeof property === 'object' && property !== null ? Reflect.get(property, 'patternErrorMessage') : undefined;
  if (typeof message !== 'string') throw new Error(`schema/${schemaFile} gives no patternErrorMessage for ${field}`);
  return message;
}

/** One running language server with the documented settings, and the documents open in it. */
function startYamlServer() {
  const bin = join(projectRoot, 'node_modules', 'yaml-language-server', 'bin', 'yaml-language-server');
  const server = spawn(process.execPath, [bin, '--stdio'], { stdio: ['pipe', 'pipe', 'inherit'] });
  const connection = createProtocolConnection(new StreamMessageReader(server.stdout), new StreamMessageWriter(server.stdin));
  const yaml = {
    schemas: documentedSchemaSettings(),
    schemaStore: { enable: false },
    kubernetesCRDStore: { enable: false },
    validate: true,
    completion: true,
    hover: true,
  };
  connection.onRequest(ConfigurationRequest.type, (params) => params.items.map((item) => (item.section === 'yaml' ? yaml : null)));
  connection.onRequest(RegistrationRequest.type, () => undefined);
  connection.onRequest(WorkDoneProgressCreateRequest.type, () => undefined);
  const waiting = new Map<string, (diagnostics: Diagnostic[]) => void>();
  connection.onNotification(PublishDiagnosticsNotification.type, ({ uri, diagnostics }) => {
    waiting.get(uri)?.(diagnostics);
    waiting.delete(uri);
  });
  connection.listen();
  const versions = new Map<string, number>();
  const uriOf = (name: string) => `${rootUri}/pages/${name}`;

  /** Opens (or replaces) pages/<name> with `text` and returns the problems the editor shows. */
  async function problems(name: string, text: string): Promise<Diagnostic[]> {
    const uri = uriOf(name);
    const published = new Promise<Diagnostic[]>((resolve) => waiting.set(uri, resolve));
    const version = (versions.get(uri) ?? 0) + 1;
    versions.set(uri, version);
    if (version === 1)
      await connection.sendNotification(DidOpenTextDocumentNotification.type, { textDocument: { uri, languageId: 'yaml', version, text } });
    else
      await connection.sendNotification(DidChangeTextDocumentNotification.type, {
        textDocument: { uri, version },
        contentChanges: [{ text }],
      });
    return published;
  }

  /** The completions at the end of `text`, opened as pages/<name>. */
  async function completions(name: string, text: string): Promise<CompletionItem[]> {
    await problems(name, text);
    const lines = text.split('\n');
    const position = { line: lines.length - 1, character: (lines.at(-1) ?? '').length };
    const result = await connection.sendRequest(CompletionRequest.type, { textDocument: { uri: uriOf(name) }, position });
    return Array.isArray(result) ? result : (result?.items ?? []);
  }

  async function ready(): Promise<void> {
    const capabilities: ClientCapabilities = {
      workspace: { configuration: true },
      textDocument: { completion: { completionItem: { snippetSupport: true, documentationFormat: ['markdown', 'plaintext'] } } },
    };
    /* eslint-disable @typescript-eslint/no-deprecated -- the protocol's InitializeParams still requires rootUri beside workspaceFolders */
    await connection.sendRequest(InitializeRequest.type, {
      processId: process.pid,
      rootUri,
      workspaceFolders: [{ uri: rootUri, name: 'site' }],
      capabilities,
    });
    /* eslint-enable @typescript-eslint/no-deprecated */
    await connection.sendNotification(InitializedNotification.type, {});
    // Answered only once the server has read the settings it asked for on `initialized`.
    await connection.sendRequest(CodeLensRequest.type, { textDocument: { uri: uriOf('no-such-file.yaml') } });
  }

  async function stop(): Promise<void> {
    await connection.sendRequest(ShutdownRequest.type);
    await connection.sendNotification(ExitNotification.type);
    connection.dispose();
    server.kill();
  }

  return { ready, problems, completions, stop };
}

const documentation = (item: CompletionItem) =>
  typeof item.documentation === 'string' ? item.documentation : (item.documentation?.value ?? '');

/** What the editor leaves in the file after a snippet at `  - `: placeholders filled, escapes undone, lines indented. */
function inserted(snippet: string, indent: string): string {
  return snippet
    .replace(/\$\{\d+:([^}]*)\}/g, '$1')
    .replace(/\$\{\d+\}|\$\d+/g, '')
    .replace(/\\([$}\\])/g, '$1')
    .replaceAll('\n', `\n${indent}`);
}

let server: ReturnType<typeof startYamlServer>;
beforeAll(async () => {
  server = startYamlServer();
  await server.ready();
}, 20_000);
afterAll(() => server.stop());

// A real page with one more, unfinished, section at the end: where an author adds a section.
const pageWithNewSection = (start: string) => `${pageText('industries/retail.yaml').trimEnd()}\n  ${start}`;

describe('completion in the sections list', () => {
  test('after `- type: ` every section type is offered, each with its own description', async () => {
    const items = await server.completions('industries/completion-type.yaml', pageWithNewSection('- type: '));
    const labels = items.map((item) => item.label);
    const descriptions = new Set(items.map(documentation));
    console.log(
      `completions after "- type: ": ${items.length} items, ${new Set(labels).size} distinct labels, ${descriptions.size} distinct descriptions`,
    );
    expect([...labels].sort()).toEqual([...sectionTypes].sort());
    expect(descriptions.size).toBe(sectionTypes.length);
    for (const item of items) expect(documentation(item)).toMatch(new RegExp(`^${sectionTitle(item.label)} — \\S`));
  });

  test('after `- ` every section type is offered by name, with a ready-made example that is valid as inserted', async () => {
    const items = await server.completions('industries/completion-item.yaml', pageWithNewSection('- '));
    const titles = sectionTypes.map(sectionTitle);
    const templates = items.filter((item) => titles.includes(item.label));
    const examples = items.filter((item) => titles.some((title) => item.label === `${title} section`));
    console.log(
      `completions after "- ": ${items.length} items, ${templates.length} section templates, ${examples.length} section examples`,
    );
    expect(templates.map((item) => item.label).sort()).toEqual([...titles].sort());
    expect(examples).toHaveLength(sectionTypes.length);
    expect(items.filter((item) => item.label === 'object')).toEqual([]);
    // The server waits 200 ms after each change before it checks a file: check them all at once.
    const checked = await Promise.all(
      examples.map(async (example, index) => {
        const text = pageWithNewSection(`- ${inserted(example.insertText ?? '', '  ')}`);
        return { example: example.label, text, problems: await server.problems(`industries/completion-example-${index}.yaml`, text) };
      }),
    );
    expect(checked.filter((result) => result.problems.length > 0)).toEqual([]);
  });
});

describe('a mistake shows the plain-words message', () => {
  const badPath = (text: string) => text.replace(/^path: .*$/m, 'path: /Bad Path');

  test('a bad page path, with the first line naming the schema and without it', async () => {
    const expected = patternMessage('page.schema.json', 'path');
    const withModeline = await server.problems('industries/bad-path.yaml', badPath(pageText('industries/retail.yaml')));
    const bySettings = await server.problems(
      'industries/bad-path-settings.yaml',
      badPath(withoutModeline(pageText('industries/retail.yaml'))),
    );
    console.log(`diagnostic for "path: /Bad Path": ${withModeline.map((problem) => problem.message).join(' | ')}`);
    expect(withModeline.map((problem) => problem.message)).toEqual([expected]);
    expect(bySettings.map((problem) => problem.message)).toEqual([expected]);
    expect(expected).not.toMatch(/[\\^$]/);
  });

  test('site.yaml keeps its own schema under the settings', async () => {
    const text = withoutModeline(pageText('site.yaml')).replace(/^baseUrl: .*$/m, 'baseUrl: http://example.com/');
    const problems = await server.problems('site.yaml', text);
    expect(problems.map((problem) => problem.message)).toEqual([patternMessage('site.schema.json', 'baseUrl')]);
  });
});

describe('every file in pages/ has no problems in the editor', () => {
  test('as written, and with the settings alone', async () => {
    const variants = { 'as written': pageText, 'settings alone': (name: string) => withoutModeline(pageText(name)) };
    const clean: string[] = [];
    const report: string[] = [];
    // One variant at a time (both use the file's own address), every file of it at once.
    for (const [variant, textOf] of Object.entries(variants)) {
      const results = await Promise.all(pageFiles.map(async (name) => ({ name, problems: await server.problems(name, textOf(name)) })));
      for (const { name, problems } of results) {
        if (problems.length === 0) clean.push(`${name} (${variant})`);
        else
          report.push(
            `pages/${name} (${variant}): ${problems.map((problem) => `${problem.range.start.line + 1}: ${problem.message}`).join('; ')}`,
          );
      }
    }
    console.log(
      `files with zero diagnostics: ${clean.length} of ${pageFiles.length * 2} (${pageFiles.length} files, each as written and with the settings alone)`,
    );
    expect(report).toEqual([]);
    expect(clean).toHaveLength(pageFiles.length * 2);
  });
});
