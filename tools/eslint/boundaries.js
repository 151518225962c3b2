/**
 * Local lint rules for the workspace's one-way imports (STYLE.md "Layout shows the architecture"):
 *  - packages/contracts imports no app;
 *  - a web feature (apps/web/src/features/<name>) imports no other feature;
 *  - file names are kebab-case.
 */
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const contractsDir = path.join(root, 'packages/contracts');
const featuresDir = path.join(root, 'apps/web/src/features');

function resolveImport(file, source) {
  if (source.startsWith('.')) return path.resolve(path.dirname(file), source);
  if (source.startsWith('@dash/server') || source.startsWith('@dash/web'))
    return path.join(root, 'apps', source.slice(6));
  return null;
}

const featureOf = (file) => {
  const rel = path.relative(featuresDir, file);
  return rel.startsWith('..') ? null : rel.split(path.sep)[0];
};

const checkImports = (context, check) => {
  const visit = (node) =>
    node.source && typeof node.source.value === 'string' && check(node, node.source.value);
  return {
    ImportDeclaration: visit,
    ExportNamedDeclaration: visit,
    ExportAllDeclaration: visit,
    ImportExpression: visit,
  };
};

export default {
  rules: {
    'contracts-import-no-app': {
      meta: { type: 'problem', messages: { app: 'packages/contracts must not import an app ({{source}}).' } },
      create(context) {
        const file = context.filename;
        if (!file.startsWith(contractsDir)) return {};
        return checkImports(context, (node, source) => {
          const target = resolveImport(file, source);
          if (
            (target && target.startsWith(path.join(root, 'apps'))) ||
            source.startsWith('@dash/server') ||
            source.startsWith('@dash/web')
          ) {
            context.report({ node, messageId: 'app', data: { source } });
          }
        });
      },
    },
    'features-import-no-feature': {
      meta: {
        type: 'problem',
        messages: {
          feature:
            'Feature "{{from}}" must not import feature "{{to}}"; move shared code to src/components or src/lib.',
        },
      },
      create(context) {
        const file = context.filename;
        const from = featureOf(file);
        if (!from) return {};
        return checkImports(context, (node, source) => {
          const target =
            resolveImport(file, source) ??
            (source.startsWith('@/features/') ? path.join(featuresDir, source.slice(11)) : null);
          const to = target && featureOf(target);
          if (to && to !== from) context.report({ node, messageId: 'feature', data: { from, to } });
        });
      },
    },
    'kebab-case-file-names': {
      meta: { type: 'suggestion', messages: { name: 'File names are kebab-case: "{{name}}".' } },
      create(context) {
        const name = path.basename(context.filename);
        const stem = name.split('.')[0];
        if (stem && !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(stem)) {
          return { Program: (node) => context.report({ node, messageId: 'name', data: { name } }) };
        }
        return {};
      },
    },
  },
};
