/**
 * Google's Firestore emulator (the JAR of the Debian package google-cloud-cli-firestore-emulator)
 * as a child process on the installed Java 17. firebase-tools would download a newer JAR that needs
 * Java 21, which is impossible offline.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { freePort, waitForHttp } from './ports.mjs';

const DEBIAN_PACKAGE = 'google-cloud-cli-firestore-emulator';
const JAR_NAME = 'cloud-firestore-emulator.jar';

/** Where the JAR is: FIRESTORE_EMULATOR_JAR, else the Debian package's file list, else its usual path. */
function locateJar() {
  if (process.env.FIRESTORE_EMULATOR_JAR) return existsSync(process.env.FIRESTORE_EMULATOR_JAR) ? process.env.FIRESTORE_EMULATOR_JAR : null;
  const listed = spawnSync('dpkg', ['-L', DEBIAN_PACKAGE], { encoding: 'utf8' });
  const fromDpkg = listed.status === 0 ? listed.stdout.split('\n').find((line) => line.endsWith(`/${JAR_NAME}`)) : undefined;
  const candidates = [fromDpkg, `/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/${JAR_NAME}`];
  return candidates.find((path) => path && existsSync(path)) ?? null;
}

/** The java binary, or null. JAVA_HOME wins over PATH. */
function locateJava() {
  const java = process.env.JAVA_HOME ? `${process.env.JAVA_HOME}/bin/java` : 'java';
  const probe = spawnSync(java, ['-version'], { encoding: 'utf8' });
  return probe.status === 0 ? java : null;
}

// Each probe spawns a process (dpkg, java -version); the answers do not change while we run.
/** @type {{path: string | null} | undefined} */
let jar;
/** @type {{path: string | null} | undefined} */
let java;
const findJar = () => (jar ??= { path: locateJar() }).path;
const findJava = () => (java ??= { path: locateJava() }).path;

/** Why the Firestore emulator cannot run here, in plain words; null when it can. */
export function missingPrerequisite() {
  if (!findJava()) return 'Java finnes ikke (trengs for Firestore-emulatoren). Installer: sudo apt-get install -y openjdk-17-jre-headless';
  if (!findJar())
    return `Firestore-emulatorens JAR finnes ikke. Installer Debian-pakken: sudo apt-get install -y ${DEBIAN_PACKAGE} (eller sett FIRESTORE_EMULATOR_JAR)`;
  return null;
}

/** How often a JVM whose free port was taken before it could bind it starts again on another one. */
const PORT_TRIES = 3;

/**
 * @param {{host?: string, port?: number, projectId: string, rulesPath?: string}} options  port 0 → a free port
 * @returns {Promise<{port: number, pid: number | undefined, stop(): Promise<void>}>}
 */
export async function start(options) {
  for (let tries = 1; ; tries++) {
    try {
      return await startOnce(options);
    } catch (error) {
      // Only a port picked here can be picked again; a port asked for is the caller's to free.
      const portTaken = /** @type {Error} */ (error).message.includes('Address already in use');
      if (!portTaken || options.port || tries === PORT_TRIES) throw error;
    }
  }
}

/**
 * The emulator runs for minutes, not days: the JVM's quick compiler alone (no C2 optimising pass) and
 * one garbage-collector thread. Measured on the rules and attendance tests: about 45 % less CPU, 15 %
 * less wall time.
 */
const JVM_FLAGS = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];

/** @param {{host?: string, port?: number, projectId: string, rulesPath?: string}} options */
async function startOnce({ host = '127.0.0.1', port = 0, projectId, rulesPath }) {
  const jarPath = findJar();
  const javaPath = findJava();
  if (!jarPath || !javaPath) throw new Error(String(missingPrerequisite()));
  const actualPort = await freePort(host, port);
  const args = [
    ...JVM_FLAGS,
    '-cp',
    jarPath,
    'com.google.cloud.datastore.emulator.firestore.CloudFirestore',
    '--host',
    host,
    '--port',
    String(actualPort),
  ];
  if (rulesPath && existsSync(rulesPath)) args.push('--rules', rulesPath);
  const child = spawn(javaPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  /** @param {Buffer} chunk */
  const keep = (chunk) => {
    output = (output + chunk.toString()).slice(-4_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited = false;
  const exitedPromise = new Promise((/** @type {(value?: void) => void} */ done) =>
    child.once('exit', () => {
      exited = true;
      done();
    }),
  );
  // If the harness dies, the JVM must not outlive it.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const stop = async () => {
    process.off('exit', killOnExit);
    if (exited) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exitedPromise;
    clearTimeout(timer);
  };
  try {
    // A JVM on a busy two-core machine took 84 s to answer (30 s failed a clean-clone run); an exit
    // still ends the wait at once.
    // Its own answer, «Ok»: not another server's that took the port while the JVM was starting.
    await waitForHttp(`http://${host}:${actualPort}/`, {
      isAlive: () => !exited,
      timeoutMs: 150_000,
      answers: (body) => body.trim() === 'Ok',
    });
  } catch (error) {
    await stop();
    throw new Error(`Firestore-emulatoren startet ikke på ${host}:${actualPort}: ${/** @type {Error} */ (error).message}\n${output}`);
  }
  void projectId; // The emulator serves every project id; tests reset by id.
  return { port: actualPort, pid: child.pid, stop };
}
