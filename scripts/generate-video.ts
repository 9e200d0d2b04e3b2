/**
 * Renders the site's local videos from the animated scenes in scripts/images/motion.ts and encodes
 * them with ffmpeg:
 *
 *   public/media/hero.webm (VP9) and public/media/hero.mp4 (H.264)   7 s seamless loop, home page
 *   public/media/showroom-kenya.mp4, milano-event.mp4,
 *   public/media/showroom-morocco-1.mp4, showroom-morocco-2.mp4      4 s each, gallery page
 *
 * plus each video's poster, /images/pages/{name}-poster.webp (1920×1080, the first frame).
 * All videos are 1280×720, 25 fps, without audio; mp4 files are yuv420p with +faststart so they
 * start playing before they finish downloading. Size limits: hero ≤ 1.5 MB per file, gallery
 * videos ≤ 800 KB; the encoder quality is lowered step by step until a file fits.
 *
 * Needs ffmpeg on the PATH (Debian/Ubuntu: `apt-get install -y ffmpeg`).
 *
 *   tsx scripts/generate-video.ts                 make missing videos and posters
 *   tsx scripts/generate-video.ts --force         re-make all of them
 *   tsx scripts/generate-video.ts --only=hero     one video
 *   tsx scripts/generate-video.ts --public=DIR    write somewhere else (default ./public)
 *
 * Existing files are kept unless --force, so real footage dropped into public/media/ survives.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { videoScenes, type VideoScene } from './images/motion';
import { budgetFor, formatBytes, rasterise, writeFile } from './images/render';

/** Frame size and rate of every video. */
const WIDTH = 1280;
const HEIGHT = 720;
const FPS = 25;
/** Poster size (px): posters sit behind 16:9 players up to full-HD width. */
const POSTER = { width: 1920, height: 1080 };

/** Size limits in bytes. */
const limits = { hero: 1.5 * 1024 * 1024, gallery: 800 * 1024 };

/** One encoded file to produce. */
interface Output {
  file: string;
  codec: 'h264' | 'vp9';
  limit: number;
}

interface Options {
  force: boolean;
  only: string[];
  publicDir: string;
}

const usage = 'usage: tsx scripts/generate-video.ts [--force] [--only=name,…] [--public=DIR]';

/**
 * The options of a command line (`process.argv.slice(2)`); prints the usage and exits on --help.
 * @throws TypeError (node:util parseArgs) for an unknown option, a missing value or a stray argument.
 */
function readOptions(argv: string[]): Options {
  const { values } = parseArgs({
    args: argv,
    options: {
      force: { type: 'boolean', default: false },
      only: { type: 'string', default: '' },
      public: { type: 'string', default: 'public' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  return {
    force: values.force,
    only: values.only.split(',').filter(Boolean),
    publicDir: path.resolve(values.public),
  };
}

/** Fails early with an instruction when ffmpeg is missing. */
function requireFfmpeg(): void {
  const probe = spawnSync('ffmpeg', ['-hide_banner', '-version'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) {
    throw new Error('ffmpeg was not found on the PATH. Install it (e.g. `apt-get install -y ffmpeg`) and run again.');
  }
}

/** Runs ffmpeg; resolves when it exits 0. `feed` may write to its stdin. */
function ffmpeg(args: string[], feed?: (stdin: NodeJS.WritableStream) => Promise<void>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], {
      stdio: [feed ? 'pipe' : 'ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code}: ${stderr.trim()}`)),
    );
    if (feed && child.stdin) {
      feed(child.stdin)
        .then(() => child.stdin!.end())
        .catch((error: unknown) => {
          child.kill();
          reject(error);
        });
    }
  });
}

/** Writes to a stream, waiting for it to drain when its buffer is full. */
function write(stream: NodeJS.WritableStream, data: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    if (stream.write(data)) return resolve();
    const done = (error?: Error) => {
      stream.off('drain', done);
      stream.off('error', done);
      if (error) reject(error);
      else resolve();
    };
    stream.on('drain', done);
    stream.on('error', done);
  });
}

/**
 * Renders every frame of a scene into a near-lossless intermediate file, so that the final encodes
 * can be retried at lower quality without rendering again. Frames are rendered a few at a time
 * (sharp is asynchronous) but written in order.
 */
async function renderIntermediate(scene: VideoScene, file: string): Promise<void> {
  const frames = Math.round(scene.seconds * FPS);
  const render = async (i: number) => {
    // A looping video shows t = 0 … (n−1)/n: frame n would repeat frame 0.
    const svg = scene.frame(i / frames, WIDTH, HEIGHT);
    return sharp(Buffer.from(svg)).flatten({ background: '#000000' }).removeAlpha().raw().toBuffer();
  };
  const ahead = Math.max(2, Math.min(4, os.availableParallelism?.() ?? 2));
  await ffmpeg(
    [
      '-f',
      'rawvideo',
      '-pix_fmt',
      'rgb24',
      '-s',
      `${WIDTH}x${HEIGHT}`,
      '-r',
      String(FPS),
      '-i',
      '-',
      '-an',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-qp',
      '0',
      '-pix_fmt',
      'yuv444p',
      file,
    ],
    async (stdin) => {
      const pending: Promise<Buffer>[] = [];
      for (let i = 0; i < Math.min(ahead, frames); i++) pending.push(render(i));
      for (let i = 0; i < frames; i++) {
        const frame = await pending.shift()!;
        if (i + ahead < frames) pending.push(render(i + ahead));
        await write(stdin, frame);
        if (process.stdout.isTTY && i % 25 === 0) process.stdout.write(`  ${scene.name}: frame ${i + 1}/${frames}\r`);
      }
      console.log(`  ${scene.name}: ${frames} frames rendered`);
    },
  );
}

/** Encoder arguments for one codec at one quality (CRF). */
function codecArgs(codec: Output['codec'], crf: number): string[] {
  if (codec === 'vp9') {
    return [
      '-c:v',
      'libvpx-vp9',
      '-b:v',
      '0',
      '-crf',
      String(crf),
      '-deadline',
      'good',
      '-cpu-used',
      '2',
      '-row-mt',
      '1',
      '-pix_fmt',
      'yuv420p',
      '-an',
    ];
  }
  // tune=animation suits flat illustrated frames (larger, fewer macroblock decisions on flat colour).
  return [
    '-c:v',
    'libx264',
    '-preset',
    'slow',
    '-tune',
    'animation',
    '-crf',
    String(crf),
    '-profile:v',
    'high',
    '-pix_fmt',
    'yuv420p',
    '-movflags',
    '+faststart',
    '-an',
  ];
}

/** Encodes one output, raising the CRF until the file fits its limit. */
async function encode(intermediate: string, out: Output): Promise<number> {
  const ladder = out.codec === 'vp9' ? [34, 38, 42, 46, 50] : [24, 27, 30, 33, 36];
  for (const crf of ladder) {
    await ffmpeg(['-i', intermediate, ...codecArgs(out.codec, crf), out.file]);
    const size = fs.statSync(out.file).size;
    if (size <= out.limit) return size;
    console.log(
      `  ${path.basename(out.file)} at CRF ${crf} is ${formatBytes(size)}, over ${formatBytes(out.limit)}; retrying`,
    );
  }
  return fs.statSync(out.file).size;
}

async function main(): Promise<void> {
  const o = readOptions(process.argv.slice(2));
  const scenes = Object.values(videoScenes).filter((s) => !o.only.length || o.only.includes(s.name));
  let made = 0;
  for (const scene of scenes) {
    const mediaDir = path.join(o.publicDir, 'media');
    const limit = scene.name === 'hero' ? limits.hero : limits.gallery;
    const outputs: Output[] = [{ file: path.join(mediaDir, `${scene.name}.mp4`), codec: 'h264', limit }];
    if (scene.name === 'hero') outputs.unshift({ file: path.join(mediaDir, 'hero.webm'), codec: 'vp9', limit });
    const todo = outputs.filter((out) => o.force || !fs.existsSync(out.file));

    // Poster: the first frame, as the image generator would draw it.
    const poster = path.join(o.publicDir, 'images', 'pages', `${scene.name}-poster.webp`);
    if (o.force || !fs.existsSync(poster)) {
      const data = await rasterise(
        scene.frame(0, POSTER.width, POSTER.height),
        'webp',
        budgetFor(POSTER.width, POSTER.height),
      );
      writeFile(poster, data);
      console.log(
        `generated ${path.relative(process.cwd(), poster)}  ${POSTER.width}×${POSTER.height}  ${formatBytes(data.length)}`,
      );
      made++;
    }
    if (!todo.length) {
      console.log(`kept ${outputs.map((out) => path.relative(process.cwd(), out.file)).join(', ')}`);
      continue;
    }
    requireFfmpeg();
    fs.mkdirSync(mediaDir, { recursive: true });
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'kavex-video-'));
    try {
      const intermediate = path.join(tmp, `${scene.name}.mkv`);
      console.log(
        `rendering ${scene.name} (${scene.seconds} s, ${WIDTH}×${HEIGHT}, ${FPS} fps${scene.loop ? ', loop' : ''})`,
      );
      await renderIntermediate(scene, intermediate);
      for (const out of todo) {
        const size = await encode(intermediate, out);
        const warn = size > out.limit ? `  (over the ${formatBytes(out.limit)} limit)` : '';
        console.log(`generated ${path.relative(process.cwd(), out.file)}  ${formatBytes(size)}${warn}`);
        made++;
      }
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  }
  console.log(`done: ${made} file(s) generated`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
