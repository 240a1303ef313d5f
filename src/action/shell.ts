/**
 * The effect of a shell command, for tools that run one: a pipeline of commands that only read
 * (`ls`, `cat`, `grep`, `git status`) reads; anything else — a program the fence does not know,
 * a redirection into a file, a command substitution, an interpreter — executes code. Commands are
 * split on `;`, `&&`, `||`, `|` and newlines outside quotes; quoting is respected, never evaluated.
 */
import { CLASS } from './classes.ts';
import type { StatementClass } from './sql.ts';
import { VERBS } from './lexicon.ts';

const MAX_COMMAND = 16 * 1024;

/** Programs that only read, and the subcommands or flags that would make them write. */
// prettier-ignore
const READERS: ReadonlyMap<string, RegExp | null> = new Map([
  ['ls', null], ['cat', null], ['head', null], ['tail', /^-f$/], ['grep', null], ['egrep', null], ['fgrep', null], ['rg', null], ['wc', null],
  ['pwd', null], ['echo', null], ['printf', null], ['du', null], ['df', null], ['stat', null], ['file', null], ['which', null], ['whoami', null],
  ['date', null], ['uname', null], ['hostname', /^[^-]/], ['id', null], ['diff', null], ['sort', /^-o/], ['uniq', null], ['cut', null], ['tr', null],
  ['nl', null], ['column', null], ['tree', null], ['jq', null], ['basename', null], ['dirname', null], ['realpath', null], ['readlink', null],
  ['md5sum', null], ['sha1sum', null], ['sha256sum', null], ['cksum', null], ['xxd', null], ['od', null], ['true', null], ['false', null],
  ['test', null], ['ps', null], ['uptime', null], ['free', null], ['lsof', null], ['less', null], ['more', null], ['find', /^-(exec|execdir|delete|ok|okdir|fprint\w*|fls)$/],
  ['sed', /^(-i|--in-place)/], ['awk', /system|>|getline/], ['cd', null], ['type', null], ['command', /^[^-]/],
]);
/** git subcommands that only read. */
const GIT_READS = new Set([
  'status',
  'log',
  'diff',
  'show',
  'blame',
  'ls-files',
  'ls-tree',
  'rev-parse',
  'describe',
  'shortlog',
  'reflog',
  'grep',
  'cat-file',
  'remote',
  'branch',
  'tag',
]);
const GIT_WRITE_FLAGS =
  /^-(d|D|m|M|c|C|f|a|s|u)$|^--(delete|move|force|set-upstream|unset-upstream|add|remove|rename|set-url)$|^(add|remove|rename|set-url|prune)$/;

/** The class of shell `command` (a string, or an argv array). */
export function shellClass(command: unknown): StatementClass {
  const text = Array.isArray(command) ? command.map((part) => quote(String(part))).join(' ') : typeof command === 'string' ? command : undefined;
  if (text === undefined) return { cls: CLASS.codeExecute, why: 'the command is not text' };
  if (text.length > MAX_COMMAND) return { cls: CLASS.codeExecute, why: 'the command is too long to read' };
  const split = splitCommand(text);
  if (split === undefined) return { cls: CLASS.codeExecute, why: 'the command substitutes, redirects or quotes in a way the fence does not read' };
  for (const argv of split) {
    const program = argv[0]!.replace(/^.*\//, '');
    if (program === 'git') {
      const sub = argv.find((a, i) => i > 0 && !a.startsWith('-'));
      if (sub === undefined || !GIT_READS.has(sub) || argv.slice(1).some((a) => GIT_WRITE_FLAGS.test(a)))
        return { cls: CLASS.codeExecute, why: `runs git ${sub ?? ''}`.trimEnd() };
      continue;
    }
    if (!READERS.has(program)) {
      if (readsBySubcommand(program, argv)) continue;
      return { cls: CLASS.codeExecute, why: `runs ${program.slice(0, 40)}` };
    }
    const forbidden = READERS.get(program);
    if (forbidden !== null && forbidden !== undefined && argv.slice(1).some((a) => forbidden.test(a)))
      return { cls: CLASS.codeExecute, why: `runs ${program} in a way that writes or runs` };
  }
  return {
    cls: CLASS.read,
    why: `only reads (${split
      .map((argv) => argv[0])
      .join(', ')
      .slice(0, 80)})`,
  };
}

/**
 * A deployment's own command-line tool asked to list or show (`shopctl orders list --status open`,
 * `invoicer show 1043`): its subcommand words, before any option, say it reads and none says it
 * changes anything. Interpreters, shells, package managers, network and privileged tools never
 * read this way (what they run is not in their words), nor does a command that names an address.
 */
function readsBySubcommand(program: string, argv: readonly string[]): boolean {
  if (RUNNERS.has(program) || VERBS.get(program)?.effect === 'write' || !/^[a-z][a-z0-9_-]{1,31}$/.test(program)) return false;
  if (argv.some((a) => /:\/\/|@|^-o$|^--?(?:output|out|write|delete|force|yes|exec)\b/i.test(a))) return false;
  const words: string[] = [];
  for (const a of argv.slice(1, 5)) {
    if (!/^[a-z][a-z-]*$/i.test(a)) break;
    words.push(...a.toLowerCase().split('-'));
  }
  const effects = words.map((w) => (CLI_READS.has(w) ? 'read' : VERBS.get(w)?.effect));
  return effects.includes('read') && !effects.some((e) => e !== undefined && e !== 'read');
}

/** Subcommand words that read; fetching and downloading may write a file or reach out, so they do not count. */
const CLI_READS = new Set([
  'list',
  'ls',
  'show',
  'get',
  'status',
  'info',
  'view',
  'describe',
  'inspect',
  'search',
  'logs',
  'history',
  'count',
  'lookup',
  'check',
  'diff',
  'cat',
]);
// prettier-ignore
const RUNNERS = new Set(['sh', 'bash', 'zsh', 'dash', 'fish', 'python', 'python3', 'node', 'deno', 'bun', 'perl', 'ruby', 'php', 'lua', 'java', 'go', 'cargo',
  'npm', 'npx', 'pnpm', 'yarn', 'pip', 'pip3', 'make', 'curl', 'wget', 'nc', 'ncat', 'netcat', 'ssh', 'scp', 'sftp', 'rsync', 'ftp', 'telnet', 'sudo', 'su',
  'doas', 'env', 'xargs', 'eval', 'exec', 'nohup', 'timeout', 'watch', 'time', 'nice', 'strace', 'gdb', 'docker', 'podman', 'kubectl', 'helm', 'terraform',
  'ansible', 'aws', 'gcloud', 'az', 'openssl', 'gpg', 'crontab', 'at', 'systemctl', 'service', 'mount', 'chmod', 'chown', 'dd', 'sqlite3', 'psql', 'mysql',
  // and the utilities whose own name changes files, processes or the system, whatever word follows (`rm list`, `tee status`)
  'rm', 'mv', 'cp', 'ln', 'kill', 'killall', 'pkill', 'shred', 'truncate', 'touch', 'mkdir', 'rmdir', 'unlink', 'install', 'tee', 'patch', 'tar', 'zip',
  'unzip', 'gzip', 'gunzip', 'chattr', 'useradd', 'userdel', 'usermod', 'passwd', 'reboot', 'shutdown', 'halt', 'apt', 'apt-get', 'yum', 'dnf', 'brew', 'snap']);

/** Split into commands and their words; undefined when the command uses substitution or redirection. */
function splitCommand(text: string): string[][] | undefined {
  const commands: string[][] = [];
  let argv: string[] = [];
  let word = '';
  let quoted = false;
  const endWord = (): void => {
    if (word.length > 0 || quoted) argv.push(word);
    word = '';
    quoted = false;
  };
  const endCommand = (): void => {
    endWord();
    if (argv.length > 0) commands.push(argv);
    argv = [];
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === "'") {
      const end = text.indexOf("'", i + 1);
      if (end < 0) return undefined;
      word += text.slice(i + 1, end);
      quoted = true;
      i = end;
    } else if (c === '"') {
      let j = i + 1;
      for (; j < text.length && text[j] !== '"'; j++) {
        if (text[j] === '\\') j++;
        else if (text[j] === '$' || text[j] === '`') return undefined;
      }
      if (j >= text.length) return undefined;
      word += text.slice(i + 1, j);
      quoted = true;
      i = j;
    } else if (c === '\\') {
      word += text[++i] ?? '';
    } else if (c === '$' || c === '`' || c === '>' || c === '<' || c === '(' || c === ')' || c === '{' || c === '}') {
      // Substitution, redirection, subshells: what runs or is written cannot be read statically.
      return undefined;
    } else if (c === ';' || c === '|' || c === '&' || c === '\n') {
      if (c === '&' && text[i + 1] !== '&') return undefined;
      endCommand();
      if ((c === '|' || c === '&') && text[i + 1] === c) i++;
    } else if (c === ' ' || c === '\t') {
      endWord();
    } else word += c;
  }
  endCommand();
  return commands.length === 0 ? undefined : commands;
}

const quote = (part: string): string => `'${part.replace(/'/g, "'\\''")}'`;
