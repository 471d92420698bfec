// A stand-in for GitHub's API, served on 127.0.0.1 by the editor's browser
// test (admin.spec.ts) and used there only. GitHub cannot run on loopback,
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
  /** Requests it had no answer for, as `METHOD path`. */
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

export async function startGitHubStandIn(options: StandInOptions): Promise<GitHubStandIn> {
  const { repository, branch, token, login } = options;
  const user = { id: 1, login, name: login, email: `${login}@users.noreply.github.com`, html_url: `https://github.com/${login}` };
  let head = makeCommit(null, new Map(options.files), 'The band’s content');
  const unanswered: string[] = [];

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
    author: { name: user.name, email: user.email, avatarUrl: null, user: { databaseId: user.id, login } },
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
  const ref = (name: string) => (name === branch || name === `refs/heads/${branch}` ? { name: branch, target: commitNode(head) } : null);
  const objectOf = (oid: string) => {
    for (const commit of historyOf(head)) {
      if (commit.oid === oid) return commitNode(commit);
      for (const bytes of commit.tree.values()) if (blobOid(bytes) === oid) return blob(bytes);
    }
    return null;
  };

  interface CommitInput {
    branch: { repositoryNameWithOwner?: string; branchName?: string };
    expectedHeadOid: string;
    fileChanges?: { additions?: { path: string; contents: string }[]; deletions?: { path: string }[] };
    message: { headline: string; body?: string };
  }
  const root = {
    repository: ({ owner, name }: { owner: string; name: string }) =>
      `${owner}/${name}` === repository
        ? {
            defaultBranchRef: ref(branch),
            ref: ({ qualifiedName }: { qualifiedName: string }) => ref(qualifiedName),
            object: ({ oid }: { oid?: string }) => (oid ? objectOf(oid) : null),
          }
        : null,
    createCommitOnBranch: ({ input }: { input: CommitInput }) => {
      if (input.branch.repositoryNameWithOwner !== repository || input.branch.branchName !== branch) throw new Error('No such branch');
      // As GitHub does: a save made on an older head than the branch's is refused.
      if (input.expectedHeadOid !== head.oid) throw new Error(`Expected branch to point to "${input.expectedHeadOid}" but it did not`);
      const tree = new Map(head.tree);
      for (const { path } of input.fileChanges?.deletions ?? []) tree.delete(path);
      for (const { path, contents } of input.fileChanges?.additions ?? []) tree.set(path, Buffer.from(contents, 'base64'));
      head = makeCommit(head, tree, [input.message.headline, input.message.body].filter(Boolean).join('\n\n'));
      return { commit: commitNode(head) };
    },
  };

  const repoPath = `/api/v3/repos/${repository}`;
  /** A REST answer: [status, JSON or bytes], or null for a request it has none for. */
  function rest(method: string, url: URL): [number, unknown] | null {
    const { pathname } = url;
    if (method !== 'GET') return null;
    if (pathname === '/api/v3/user') return [200, user];
    if (pathname === `${repoPath}/collaborators/${login}`) return [204, null];
    if (pathname === repoPath)
      return [200, { full_name: repository, private: false, owner: { type: 'Organization' }, permissions: { push: true } }];
    const tree = new RegExp(`^${repoPath}/git/trees/([^/]+)$`).exec(pathname);
    if (tree) {
      const commit = tree[1] === branch ? head : historyOf(head).find((each) => each.oid === tree[1]);
      if (!commit) return [404, { message: 'Not Found' }];
      const entries = [...commit.tree].map(([path, bytes]) => ({
        path,
        mode: '100644',
        type: 'blob',
        sha: blobOid(bytes),
        size: bytes.length,
      }));
      return [200, { sha: commit.oid, tree: entries, truncated: false }];
    }
    const blobPath = new RegExp(`^${repoPath}/git/blobs/([0-9a-f]{40})$`).exec(pathname);
    if (blobPath) {
      const found = [...head.tree.values()].find((bytes) => blobOid(bytes) === blobPath[1]);
      return found ? [200, found] : [404, { message: 'Not Found' }];
    }
    return null;
  }

  const expected = Buffer.from(`token ${token}`);
  const signedIn = (header: string | undefined) => {
    const given = Buffer.from(header ?? '');
    return given.length === expected.length && timingSafeEqual(given, expected);
  };

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      void answer(request, Buffer.concat(chunks)).then(([status, body]) => {
        // The editor is on another origin (the site's port): it may call with its token.
        response.setHeader('Access-Control-Allow-Origin', '*');
        response.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type, Accept');
        response.setHeader('Access-Control-Allow-Methods', 'GET, POST');
        if (Buffer.isBuffer(body)) {
          response.writeHead(status, { 'Content-Type': isText(body) ? 'text/plain; charset=utf-8' : 'application/octet-stream' }).end(body);
        } else if (body === null) response.writeHead(status).end();
        else response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
      });
    });
  });

  async function answer(request: http.IncomingMessage, body: Buffer): Promise<[number, unknown]> {
    const method = request.method ?? 'GET';
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (method === 'OPTIONS') return [204, null];
    if (!signedIn(request.headers.authorization)) return [401, { message: 'Bad credentials' }];
    if (method === 'POST' && url.pathname === '/api/graphql') {
      const { query, variables } = JSON.parse(body.toString('utf8')) as { query: string; variables?: Record<string, unknown> };
      const result = await graphql({ schema, source: query, rootValue: root, variableValues: variables ?? {} });
      if (result.errors) unanswered.push(`GraphQL: ${result.errors.map((error) => error.message).join('; ')}`);
      return [200, result];
    }
    const answered = rest(method, url);
    if (answered) return answered;
    unanswered.push(`${method} ${url.pathname}`);
    return [501, { message: 'The stand-in does not answer this' }];
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    commits: () => historyOf(head),
    unanswered,
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
