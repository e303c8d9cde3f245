// The layers of ARCHITECTURE.md ("Layers"), for the server, the web and the phone app, by one tool.
// scripts/layers.test.mjs cruises the three apps' sources with this file in `npm test` and fails on
// any violation; `npx depcruise apps/server/src apps/web/src apps/mobile/src apps/mobile/app` prints
// them. What an import cannot show (a service calling `.selectFrom(`) stays a content check in
// apps/server/src/layers.test.ts.

const SERVER = '^apps/server/src/';
const WEB = '^apps/web/src/';
/** Test files and the tests' own helpers are not layers of the product. */
const TESTS = '(\\.test\\.tsx?$|\\.spec\\.tsx?$|/test/|/e2e/)';
const KYSELY = '^(node_modules/)?kysely(/|$)';
const SERVICE = `${SERVER}.*/(service[^/]*|[^/]*-service)\\.ts$`;
const PRESENTER = `${SERVER}.*/(presenter|[^/]*-presenter)\\.ts$`;
const ROUTES = `${SERVER}.*/routes\\.ts$`;
const QUERIES = '/queries\\.ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A cycle of runtime imports: two modules that cannot load without each other.',
      from: { pathNot: TESTS },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    // ---- server: route → service → queries → presenter; lib/ knows no feature and builds no query
    {
      name: 'server-lib-no-feature',
      severity: 'error',
      comment: 'lib/ holds rules every feature shares: it imports no feature.',
      from: { path: `${SERVER}lib/`, pathNot: TESTS },
      to: { path: `${SERVER}features/` },
    },
    {
      name: 'server-lib-no-kysely',
      severity: 'error',
      comment: 'lib/ builds no queries: its SQL lives in db/ (a type-only import of Kysely is fine).',
      from: { path: `${SERVER}lib/`, pathNot: TESTS },
      to: { path: KYSELY, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'server-routes-no-kysely',
      severity: 'error',
      comment: 'Routes do HTTP only: no Kysely, not even its types.',
      from: { path: ROUTES, pathNot: TESTS },
      to: { path: KYSELY },
    },
    {
      name: 'server-routes-no-queries',
      severity: 'error',
      comment: 'Routes call services, not queries.',
      from: { path: ROUTES, pathNot: TESTS },
      to: { path: QUERIES },
    },
    {
      name: 'server-services-build-no-query',
      severity: 'error',
      comment: 'Services call queries; they build none (a type-only Kysely or Transaction is fine).',
      from: { path: SERVICE, pathNot: TESTS },
      to: { path: KYSELY, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'server-presenters-no-database',
      severity: 'error',
      comment: 'Presenters turn rows into shapes; they get no database.',
      from: { path: PRESENTER, pathNot: TESTS },
      to: { path: KYSELY },
    },
    {
      name: 'server-presenters-call-no-queries',
      severity: 'error',
      comment: 'A row type from a queries module is what a presenter consumes; a value import could query.',
      from: { path: PRESENTER, pathNot: TESTS },
      to: { path: QUERIES, dependencyTypesNot: ['type-only'] },
    },
    // ---- web: the shared kernel (api/, lib/, ui/, i18n/) knows no feature and no app/, not even a type
    {
      name: 'web-kernel-no-feature',
      severity: 'error',
      comment: 'api/, lib/, ui/ and i18n/ depend on nothing above them, so a feature can move or load lazily alone.',
      from: { path: `${WEB}(api|lib|ui|i18n)/`, pathNot: TESTS },
      to: { path: `${WEB}(features|app)/` },
    },
    // ---- the phone app: the same kernel rule (src/api, src/lib, src/ui, src/i18n; app/ is the router)
    {
      name: 'app-kernel-no-feature',
      severity: 'error',
      comment: "The app's api/, lib/, ui/ and i18n/ import no feature and no route of app/.",
      from: { path: '^apps/mobile/src/(api|lib|ui|i18n)/', pathNot: TESTS },
      to: { path: '^apps/mobile/(src/features|app)/' },
    },
    {
      name: 'app-features-no-routes',
      severity: 'error',
      comment: "Features are used by app/'s routes, never the other way round.",
      from: { path: '^apps/mobile/src/', pathNot: TESTS },
      to: { path: '^apps/mobile/app/' },
    },
  ],
  options: {
    // The apps' sources only: packages and installed modules are reached but not followed.
    doNotFollow: { path: ['node_modules', '^packages/'] },
    // Only build output is left out: an installed module (kysely) must stay a dependency the rules see.
    exclude: { path: ['^apps/[^/]+/dist/'] },
    // Type-only imports are seen (tagged `type-only`), so rules can tell them from value imports.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    moduleSystems: ['es6', 'cjs'],
    reporterOptions: { text: { highlightFocused: true } },
  },
};
