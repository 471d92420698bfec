// A stand-in for GitHub's API, served on 127.0.0.1 by the editor's browser
// test (admin-signin.spec.ts) and used there only. GitHub cannot run on loopback,
// and two things the editor's local-folder mode cannot show need it: signing
// in with a token, and a save becoming a commit. It answers the calls the
// editor's GitHub backend (Sveltia CMS) makes, REST and GraphQL, over a
// repository kept as files in memory; its GraphQL is a small part of
// GitHub's schema, run by the GraphQL reference implementation, so a query
// that asks for more than this part has is refused, not guessed at. A request
// it has no answer for gets 501 and is noted (`unanswered`), and one without
// the token gets 401.
import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildSchema, graphql } from 'graphql';

/** A repository's files at one commit, by path. */
export type Tree = ReadonlyMap<string, Buffer>;

export interface Commit {
  readonly oid: string;
  readonly message: string;
  readonly committedDate: string;
  readonly parent: Commit | null;
  readonly tree: Tree;
}

export interface StandInOptions {
  /** `owner/name`, as the editor's configuration names it. */
  readonly repository: string;
  readonly branch: string;
  /** The one token it accepts. */
  readonly token: string;
  /** The account the token belongs to. */
  readonly login: string;
  /** The first commit's files. */
  readonly files: Iterable<readonly [string, Buffer]>;
}

export interface GitHubStandIn {
  /** What the editor's `api_root` names: REST under /api/v3, GraphQL at /api/graphql, as on GitHub Enterprise. */
  readonly origin: string;
  /** The branch's commits, newest first. */
  commits(): Commit[];
  /** Requests it had no answer for (`METHOD path`), and GraphQL queries it refused. */
  readonly unanswered: readonly string[];
  close(): Promise<void>;
}

// The part of GitHub's GraphQL schema the editor uses (https://docs.github.com/en/graphql/reference), as GitHub names it.
const schema = buildSchema(`
  scalar GitObjectID
  scalar Base64String
  scalar DateTime
  type Query { repository(owner: String!, name: String!): Repository }
  type Mutation { createCommitOnBranch(input: CreateCommitOnBranchInput!): CreateCommitOnBranchPayload }
  type Repository {
    defaultBranchRef: Ref
    ref(qualifiedName: String!): Ref
    object(oid: GitObjectID, expression: String): GitObject
  }
  type Ref { name: String!, target: GitObject }
  interface GitObject { oid: GitObjectID! }
  type Blob implements GitObject { oid: GitObjectID!, byteSize: Int!, isBinary: Boolean, isTruncated: Boolean!, text: String }
  type Commit implements GitObject {
    oid: GitObjectID!
    message: String!
    committedDate: DateTime!
    author: GitActor
    history(first: Int, path: String): CommitHistoryConnection!
    file(path: String!): TreeEntry
    status: Status
    deployments(last: Int, orderBy: DeploymentOrder): DeploymentConnection!
    checkSuites(last: Int): CheckSuiteConnection!
  }
  type Status { contexts: [StatusContext!]! }
  type StatusContext { context: String!, state: String!, targetUrl: String, description: String }
  enum DeploymentOrderField { CREATED_AT }
  enum OrderDirection { ASC, DESC }
  input DeploymentOrder { field: DeploymentOrderField!, direction: OrderDirection! }
  type DeploymentConnection { nodes: [Deployment] }
  type Deployment { environment: String, latestStatus: DeploymentStatus }
  type DeploymentStatus { state: String!, environmentUrl: String, description: String }
  type CheckSuiteConnection { nodes: [CheckSuite] }
  type CheckSuite { checkRuns(last: Int): CheckRunConnection! }
  type CheckRunConnection { nodes: [CheckRun] }
  type CheckRun { name: String!, status: String!, conclusion: String, detailsUrl: String, summary: String }
  type CommitHistoryConnection { nodes: [Commit] }
  type GitActor { name: String, email: String, avatarUrl: String, user: User }
  type User { databaseId: Int, login: String! }
  type TreeEntry { oid: GitObjectID!, path: String }
  input CommittableBranch { repositoryNameWithOwner: String, branchName: String }
  input FileAddition { path: String!, contents: Base64String! }
  input FileDeletion { path: String! }
  input FileChanges { additions: [FileAddition!], deletions: [FileDeletion!] }
  input CommitMessage { headline: String!, body: String }
  input CreateCommitOnBranchInput {
    branch: CommittableBranch!
    expectedHeadOid: GitObjectID!
    fileChanges: FileChanges
    message: CommitMessage!
  }
  type CreateCommitOnBranchPayload { commit: Commit }
`);

/** git's own name for a file's bytes. */
const blobOid = (bytes: Buffer) => createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex');

const isText = (bytes: Buffer) => !bytes.includes(0) && Buffer.from(bytes.toString('utf8')).equals(bytes);

function makeCommit(parent: Commit | null, tree: Tree, message: string): Commit {
  const hash = createHash('sha1')
    .update(parent?.oid ?? '')
    .update(message);
  for (const [path, bytes] of [...tree].sort(([a], [b]) => a.localeCompare(b))) hash.update(path).update(blobOid(bytes));
  return { oid: hash.digest('hex'), message, committedDate: new Date().toISOString(), parent, tree };
}

/** The commits from `head` back, newest first. */
function historyOf(head: Commit): Commit[] {
  const commits: Commit[] = [];
  for (let commit: Commit | null = head; commit; commit = commit.parent) commits.push(commit);
  return commits;
}

const changes = (commit: Commit, path: string) => commit.tree.get(path)?.equals(commit.parent?.tree.get(path) ?? Buffer.alloc(0)) === false;

/** The repository as the stand-in keeps it: one branch, its head, and the one account that may write to it. */
interface Repository {
  readonly name: string;
  readonly branch: string;
  readonly user: { id: number; login: string; name: string; email: string; html_url: string };
  head: Commit;
}

interface CommitInput {
  branch: { repositoryNameWithOwner?: string; branchName?: string };
  expectedHeadOid: string;
  fileChanges?: { additions?: { path: string; contents: string }[]; deletions?: { path: string }[] };
  message: { headline: string; body?: string };
}

/** What the GraphQL schema's fields answer, from the repository as it is at each request. */
function graphqlRoot(repo: Repository) {
  const { user } = repo;
  const blob = (bytes: Buffer) => ({
    __typename: 'Blob',
    oid: blobOid(bytes),
    byteSize: bytes.length,
    isBinary: !isText(bytes),
    isTruncated: false,
    text: isText(bytes) ? bytes.toString('utf8') : null,
  });
  const commitNode = (commit: Commit): Record<string, unknown> => ({
    __typename: 'Commit',
    ...commit,
    author: { name: user.name, email: user.email, avatarUrl: null, user: { databaseId: user.id, login: user.login } },
    history: ({ first = 100, path }: { first?: number; path?: string }) => ({
      nodes: historyOf(commit)
        .filter((each) => path === undefined || changes(each, path))
        .slice(0, first)
        .map(commitNode),
    }),
    file: ({ path }: { path: string }) => {
      const bytes = commit.tree.get(path);
      return bytes ? { oid: blobOid(bytes), path } : null;
    },
    // Nothing deploys here, and no workflow checks a commit.
    status: null,
    deployments: { nodes: [] },
    checkSuites: { nodes: [] },
  });
  const ref = (name: string) =>
    name === repo.branch || name === `refs/heads/${repo.branch}` ? { name: repo.branch, target: commitNode(repo.head) } : null;
  const objectOf = (oid: string) => {
    for (const commit of historyOf(repo.head)) {
      if (commit.oid === oid) return commitNode(commit);
      for (const bytes of commit.tree.values()) if (blobOid(bytes) === oid) return blob(bytes);
    }
    return null;
  };
  return {
    repository: ({ owner, name }: { owner: string; name: string }) =>
      `${owner}/${name}` === repo.name
        ? {
            defaultBranchRef: ref(repo.branch),
            ref: ({ qualifiedName }: { qualifiedName: string }) => ref(qualifiedName),
            object: ({ oid }: { oid?: string }) => (oid ? objectOf(oid) : null),
          }
        : null,
    createCommitOnBranch: ({ input }: { input: CommitInput }) => {
      if (input.branch.repositoryNameWithOwner !== repo.name || input.branch.branchName !== repo.branch) throw new Error('No such branch');
      // As GitHub does: a save made on an older head than the branch's is refused.
      if (input.expectedHeadOid !== repo.head.oid) throw new Error(`Expected branch to point to "${input.expectedHeadOid}" but it did not`);
      const tree = new Map(repo.head.tree);
      for (const { path } of input.fileChanges?.deletions ?? []) tree.delete(path);
      for (const { path, contents } of input.fileChanges?.additions ?? []) tree.set(path, Buffer.from(contents, 'base64'));
      repo.head = makeCommit(repo.head, tree, [input.message.headline, input.message.body].filter(Boolean).join('\n\n'));
      return { commit: commitNode(repo.head) };
    },
  };
}

const NOT_FOUND: [number, unknown] = [404, { message: 'Not Found' }];

/** A REST answer: [status, JSON, bytes or null], or null for a request it has none for. */
function restAnswer(repo: Repository, method: string, pathname: string): [number, unknown] | null {
  const repoPath = `/api/v3/repos/${repo.name}`;
  if (method !== 'GET') return null;
  if (pathname === '/api/v3/user') return [200, repo.user];
  if (pathname === `${repoPath}/collaborators/${repo.user.login}`) return [204, null];
  if (pathname === repoPath)
    return [200, { full_name: repo.name, private: false, owner: { type: 'Organization' }, permissions: { push: true } }];
  const [, treeOf] = new RegExp(`^${repoPath}/git/trees/([^/]+)$`).exec(pathname) ?? [];
  if (treeOf) {
    const commit = treeOf === repo.branch ? repo.head : historyOf(repo.head).find((each) => each.oid === treeOf);
    if (!commit) return NOT_FOUND;
    const tree = [...commit.tree].map(([path, bytes]) => ({ path, mode: '100644', type: 'blob', sha: blobOid(bytes), size: bytes.length }));
    return [200, { sha: commit.oid, tree, truncated: false }];
  }
  const [, blob] = new RegExp(`^${repoPath}/git/blobs/([0-9a-f]{40})$`).exec(pathname) ?? [];
  if (!blob) return null;
  const bytes = [...repo.head.tree.values()].find((each) => blobOid(each) === blob);
  return bytes ? [200, bytes] : NOT_FOUND;
}

/** Writes an answer, to the editor on the site's origin (another port): it may call with its token. */
function send(response: http.ServerResponse, [status, body]: [number, unknown]) {
  response.setHeader('Access-Control-Allow-Origin', '*');
  response.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type, Accept');
  response.setHeader('Access-Control-Allow-Methods', 'GET, POST');
  if (Buffer.isBuffer(body)) {
    response.writeHead(status, { 'Content-Type': isText(body) ? 'text/plain; charset=utf-8' : 'application/octet-stream' }).end(body);
  } else if (body === null) response.writeHead(status).end();
  else response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
}

export async function startGitHubStandIn(options: StandInOptions): Promise<GitHubStandIn> {
  const { login } = options;
  const repo: Repository = {
    name: options.repository,
    branch: options.branch,
    user: { id: 1, login, name: login, email: `${login}@users.noreply.github.com`, html_url: `https://github.com/${login}` },
    head: makeCommit(null, new Map(options.files), 'The band’s content'),
  };
  const root = graphqlRoot(repo);
  const unanswered: string[] = [];
  const expected = Buffer.from(`token ${options.token}`);
  const signedIn = (header: string | undefined) => {
    const given = Buffer.from(header ?? '');
    return given.length === expected.length && timingSafeEqual(given, expected);
  };

  async function answer(request: http.IncomingMessage, body: Buffer): Promise<[number, unknown]> {
    const method = request.method ?? 'GET';
    const { pathname } = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (method === 'OPTIONS') return [204, null];
    if (!signedIn(request.headers.authorization)) return [401, { message: 'Bad credentials' }];
    if (method === 'POST' && pathname === '/api/graphql') {
      const { query, variables } = JSON.parse(body.toString('utf8')) as { query: string; variables?: Record<string, unknown> };
      const result = await graphql({ schema, source: query, rootValue: root, variableValues: variables ?? {} });
      if (result.errors) unanswered.push(`GraphQL: ${result.errors.map((error) => error.message).join('; ')}`);
      return [200, result];
    }
    const answered = restAnswer(repo, method, pathname);
    if (answered) return answered;
    unanswered.push(`${method} ${pathname}`);
    return [501, { message: 'The stand-in does not answer this' }];
  }

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => void answer(request, Buffer.concat(chunks)).then((answered) => send(response, answered)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    commits: () => historyOf(repo.head),
    unanswered,
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
