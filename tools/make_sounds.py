"""Synthesises Ludus's sound effects: 16-bit mono 44.1 kHz WAV files under sounds/.

Standard library only (math, array, wave, random.Random with a fixed seed per
sound), so the output is the same on every run and every machine:

    python tools/make_sounds.py            # writes sounds/*.wav and sounds/manifest.json
    python tools/make_sounds.py --out DIR  # somewhere else (the tests use this)

Every sound is original, made by this script; see sounds/LICENSE.
"""
from __future__ import annotations

import argparse
import array
import json
import math
import random
import wave
from pathlib import Path

RATE = 44100
TAU = 2 * math.pi
ROOT = Path(__file__).resolve().parent.parent
LICENCE = "CC0-1.0"


# -- building blocks -------------------------------------------------------------------
def silence(seconds: float) -> list[float]:
    return [0.0] * int(RATE * seconds)


def mix_into(dest: list[float], src: list[float], at: float = 0.0, gain: float = 1.0) -> None:
    """Adds ``src`` into ``dest`` starting ``at`` seconds in (clipped to dest's length)."""
    start = int(at * RATE)
    for i in range(min(len(src), len(dest) - start)):
        dest[start + i] += src[i] * gain


def noise(rng: random.Random, seconds: float) -> list[float]:
    return [rng.uniform(-1.0, 1.0) for _ in range(int(RATE * seconds))]


class Biquad:
    """RBJ cookbook biquad: 'lowpass', 'highpass' or 'bandpass' (constant peak gain)."""

    def __init__(self, kind: str, freq: float, q: float = 0.707):
        self.kind, self.q = kind, q
        self.x1 = self.x2 = self.y1 = self.y2 = 0.0
        self.set(freq)

    def set(self, freq: float) -> None:
        w = TAU * min(freq, RATE * 0.45) / RATE
        cos_w, alpha = math.cos(w), math.sin(w) / (2 * self.q)
        if self.kind == "lowpass":
            b = ((1 - cos_w) / 2, 1 - cos_w, (1 - cos_w) / 2)
        elif self.kind == "highpass":
            b = ((1 + cos_w) / 2, -(1 + cos_w), (1 + cos_w) / 2)
        else:
            b = (alpha, 0.0, -alpha)
        a0 = 1 + alpha
        self.b0, self.b1, self.b2 = (c / a0 for c in b)
        self.a1, self.a2 = -2 * cos_w / a0, (1 - alpha) / a0

    def step(self, x: float) -> float:
        y = self.b0 * x + self.b1 * self.x1 + self.b2 * self.x2 - self.a1 * self.y1 - self.a2 * self.y2
        self.x2, self.x1, self.y2, self.y1 = self.x1, x, self.y1, y
        return y

    def run(self, samples: list[float]) -> list[float]:
        return [self.step(x) for x in samples]


def filtered(samples: list[float], kind: str, freq: float, q: float = 0.707) -> list[float]:
    return Biquad(kind, freq, q).run(samples)


def envelope(samples: list[float], attack: float, decay: float, hold: float = 0.0) -> list[float]:
    """Linear attack, optional hold, then exponential decay with time constant ``decay`` s."""
    a, h = max(1, int(attack * RATE)), int(hold * RATE)
    out = []
    for i, x in enumerate(samples):
        if i < a:
            g = i / a
        elif i < a + h:
            g = 1.0
        else:
            g = math.exp(-(i - a - h) / (decay * RATE))
        out.append(x * g)
    return out


def partials(spec: list[tuple[float, float, float]], seconds: float, phase_rng: random.Random | None = None,
             detune: float = 0.0) -> list[float]:
    """Sum of decaying sines: (frequency Hz, amplitude, decay time constant s)."""
    n = int(RATE * seconds)
    out = [0.0] * n
    for freq, amp, decay in spec:
        phase = phase_rng.uniform(0, TAU) if phase_rng else 0.0
        step = TAU * freq / RATE
        k = math.exp(-1 / (decay * RATE))
        g = amp
        for i in range(n):
            out[i] += g * math.sin(phase + step * i * (1 + detune * math.sin(i / RATE * 30)))
            g *= k
            if g < 1e-5:
                break
    return out


def burst(rng: random.Random, seconds: float, kind: str, freq: float, q: float, decay: float) -> list[float]:
    """A short filtered noise hit: a click, a tap, a scrape."""
    return envelope(filtered(noise(rng, seconds), kind, freq, q), 0.0008, decay)


def wavetable(harmonics: int, size: int = 2048) -> list[float]:
    """One cycle of a band-limited sawtooth-like wave (brass-ish with a lowpass)."""
    table = [0.0] * size
    for h in range(1, harmonics + 1):
        amp = 1.0 / h
        for i in range(size):
            table[i] += amp * math.sin(TAU * h * i / size)
    peak = max(abs(v) for v in table)
    return [v / peak for v in table]


def brass_note(table: list[float], freq: float, seconds: float, rng: random.Random,
               attack: float = 0.03, release: float = 0.12) -> list[float]:
    """A horn-like note: wavetable + vibrato + a one-pole lowpass that opens on the attack."""
    n = int(RATE * seconds)
    size = len(table)
    phase = rng.uniform(0, size)
    out = []
    y = 0.0
    vib_rate, vib_phase = 5.2 + rng.uniform(-0.4, 0.4), rng.uniform(0, TAU)
    bright_decay = math.exp(-1 / (0.09 * RATE))
    bright_extra = 0.35
    a, r = max(1, int(attack * RATE)), max(1, int(release * RATE))
    step = size * freq / RATE
    for i in range(n):
        if i % 32 == 0:   # vibrato changes slowly: update it every 32 samples
            t = i / RATE
            inc = step * (1 + 0.004 * math.sin(TAU * vib_rate * t + vib_phase) * min(1.0, t / 0.25))
        phase = (phase + inc) % size
        y += (0.12 + bright_extra) * (table[int(phase)] - y)   # the "blat" of the attack
        bright_extra *= bright_decay
        gate = i / a if i < a else 1.0
        if i > n - r:
            gate *= (n - i) / r
        out.append(y * gate)
    return out


def normalise(samples: list[float], peak: float = 0.8) -> list[float]:
    top = max(abs(x) for x in samples) or 1.0
    return [x * peak / top for x in samples]


def fade(samples: list[float], fade_in: float = 0.002, fade_out: float = 0.01) -> list[float]:
    n = len(samples)
    fi, fo = max(1, int(fade_in * RATE)), max(1, int(fade_out * RATE))
    out = list(samples)
    for i in range(min(fi, n)):
        out[i] *= i / fi
    for i in range(min(fo, n)):
        out[n - 1 - i] *= i / fo
    return out


# -- the sounds --------------------------------------------------------------------------
def card_flip(rng: random.Random) -> list[float]:
    # A quick swish (noise through a rising bandpass) ending on a soft paper snap.
    n = int(RATE * 0.16)
    bp = Biquad("bandpass", 1500, 1.2)
    out = []
    for i in range(n):
        t = i / n
        bp.set(1200 + 4200 * t)
        env = math.sin(math.pi * min(1.0, t * 1.15)) ** 2
        out.append(bp.step(rng.uniform(-1, 1)) * env)
    snap = burst(rng, 0.05, "bandpass", 3200, 2.0, 0.006)
    out += [0.0] * int(RATE * 0.06)
    mix_into(out, snap, at=0.135, gain=1.4)
    return out


def shuffle(rng: random.Random) -> list[float]:
    # A riffle: a train of paper ticks that speeds up, then a bridge swish.
    out = silence(0.75)
    t = 0.01
    gap = 0.038
    while t < 0.52:
        tick = burst(rng, 0.03, "bandpass", rng.uniform(2500, 4500), 1.6, rng.uniform(0.003, 0.006))
        mix_into(out, tick, at=t, gain=rng.uniform(0.6, 1.0))
        t += gap * rng.uniform(0.8, 1.2)
        gap = max(0.016, gap * 0.93)
    swish = envelope(filtered(noise(rng, 0.2), "bandpass", 2000, 0.8), 0.05, 0.05)
    mix_into(out, swish, at=0.53, gain=0.8)
    return out


def coin(rng: random.Random) -> list[float]:
    # A bronze coin dropped on a table: bright inharmonic ring, then a smaller bounce.
    spec = [(2093, 0.5, 0.25), (3390, 0.35, 0.18), (5040, 0.25, 0.12), (6870, 0.15, 0.08), (8320, 0.08, 0.05)]
    ring = partials(spec, 0.55, rng)
    out = silence(0.6)
    mix_into(out, burst(rng, 0.02, "highpass", 4000, 0.7, 0.002), at=0.0, gain=0.6)
    mix_into(out, ring, at=0.0)
    mix_into(out, partials([(f * 1.01, a, d * 0.6) for f, a, d in spec], 0.35, rng), at=0.11, gain=0.45)
    mix_into(out, partials([(f * 1.02, a, d * 0.4) for f, a, d in spec], 0.2, rng), at=0.19, gain=0.2)
    return out


def sword_hit(rng: random.Random) -> list[float]:
    # Steel on steel: a sharp noisy transient and a long, beating metallic ring.
    spec = [(1180, 0.45, 0.35), (1193, 0.3, 0.3), (2750, 0.4, 0.22), (4320, 0.3, 0.15),
            (5890, 0.2, 0.1), (7630, 0.12, 0.06)]
    out = partials(spec, 0.7, rng)
    mix_into(out, burst(rng, 0.06, "highpass", 2500, 0.7, 0.008), gain=1.6)
    mix_into(out, burst(rng, 0.12, "bandpass", 900, 1.0, 0.02), gain=0.5)
    return out


def shield_block(rng: random.Random) -> list[float]:
    # A blade stopped by a wooden, bronze-rimmed shield: a dull knock with a short low ring.
    out = partials([(165, 0.8, 0.09), (290, 0.5, 0.07), (470, 0.3, 0.05), (1360, 0.12, 0.12)], 0.45, rng)
    mix_into(out, burst(rng, 0.12, "lowpass", 1400, 0.9, 0.025), gain=1.3)
    mix_into(out, burst(rng, 0.04, "bandpass", 2600, 1.5, 0.006), gain=0.5)
    return out


def push_thud(rng: random.Random) -> list[float]:
    # A body shoved into sand: a falling low thump with a gritty tail.
    n = int(RATE * 0.38)
    out = []
    phase = 0.0
    for i in range(n):
        t = i / RATE
        freq = 48 + 70 * math.exp(-t / 0.05)
        phase += TAU * freq / RATE
        out.append(math.sin(phase) * math.exp(-t / 0.09))
    mix_into(out, burst(rng, 0.3, "lowpass", 700, 0.7, 0.06), gain=0.7)
    mix_into(out, envelope(filtered(noise(rng, 0.25), "bandpass", 3000, 0.8), 0.02, 0.05), at=0.03, gain=0.12)
    return out


def pit_fall(rng: random.Random) -> list[float]:
    # A falling whistle sliding down into the dark, a heavy landing, pebbles after.
    out = silence(1.25)
    n = int(RATE * 0.75)
    phase = 0.0
    whistle = []
    for i in range(n):
        t = i / n
        freq = 880 * (0.22 ** t)
        phase += TAU * freq / RATE
        amp = 0.35 * math.sin(math.pi * min(1.0, t * 1.05)) * (1 - 0.6 * t)
        whistle.append(amp * (math.sin(phase) + 0.25 * math.sin(2 * phase)))
    mix_into(out, whistle)
    thud = push_thud(rng)
    mix_into(out, thud, at=0.74, gain=1.2)
    for _ in range(9):
        at = 0.8 + rng.uniform(0, 0.35)
        mix_into(out, burst(rng, 0.03, "bandpass", rng.uniform(1500, 3500), 2.0, 0.004), at=at,
                 gain=rng.uniform(0.08, 0.2))
    return out


def dice_roll(rng: random.Random) -> list[float]:
    # Two bone dice rattled and thrown: clacks that bounce closer together, then settle.
    out = silence(0.85)
    for die in range(2):
        t = 0.02 + die * 0.013
        gap = 0.11
        gain = 1.0
        while t < 0.72 and gain > 0.08:
            click = envelope(partials([(rng.uniform(2400, 3100), 0.6, 0.012),
                                       (rng.uniform(4800, 5600), 0.4, 0.008)], 0.05, rng), 0.0003, 0.02)
            mix_into(click, burst(rng, 0.02, "highpass", 3000, 0.7, 0.002), gain=0.4)
            mix_into(out, click, at=t, gain=gain)
            t += gap * rng.uniform(0.75, 1.25)
            gap *= 0.8
            gain *= 0.8
    return out


def _crowd(rng: random.Random, seconds: float, formants: tuple[float, ...], pitch: tuple[float, float],
           glide: float, voices: int) -> list[float]:
    """Many voices: detuned buzzy glottal waves through vowel formants, over breathy noise."""
    n = int(RATE * seconds)
    bus = [0.0] * n
    table = wavetable(24, 1024)
    for _ in range(voices):
        f0 = rng.uniform(*pitch)
        start = rng.uniform(0.0, 0.25)
        length = seconds - start - rng.uniform(0.0, 0.3)
        m = int(RATE * length)
        phase = rng.uniform(0, 1024)
        vib_rate, vib_depth = rng.uniform(4, 7), rng.uniform(0.01, 0.03)
        voice = []
        for i in range(m):
            if i % 32 == 0:   # pitch moves slowly: update it every 32 samples
                t = i / RATE
                inc = 1024 / RATE * f0 * (1 + glide * t / seconds) * (1 + vib_depth * math.sin(TAU * vib_rate * t))
            phase = (phase + inc) % 1024
            voice.append(table[int(phase)])
        voice = envelope(voice, rng.uniform(0.12, 0.35), length * 0.5, hold=length * 0.3)
        mix_into(bus, voice, at=start, gain=rng.uniform(0.5, 1.0))
    out = [0.0] * n
    for k, fr in enumerate(formants):   # the vowel: the bus through formant bandpasses
        mix_into(out, filtered(bus, "bandpass", fr, 4.0), gain=1.0 / (k + 1))
    breath = filtered(noise(rng, seconds), "bandpass", formants[0] * 1.5, 0.6)
    mix_into(out, envelope(breath, 0.3, seconds * 0.5, hold=seconds * 0.3), gain=0.5)
    return out


def swell(samples: list[float], points: list[tuple[float, float]]) -> list[float]:
    """Multiplies by a piecewise-linear loudness curve through (seconds, gain) points."""
    out = []
    for i, x in enumerate(samples):
        t = i / RATE
        for (t0, g0), (t1, g1) in zip(points, points[1:], strict=False):
            if t0 <= t <= t1:
                out.append(x * (g0 + (g1 - g0) * (t - t0) / max(1e-9, t1 - t0)))
                break
        else:
            out.append(x * points[-1][1])
    return out


def crowd_cheer(rng: random.Random) -> list[float]:
    # The roar jumps up, peaks, and rolls away; claps scattered through it.
    out = _crowd(rng, 2.2, (750, 1250, 2600), (170, 340), 0.12, 10)
    for _ in range(40):
        at = rng.uniform(0.2, 1.9)
        mix_into(out, burst(rng, 0.03, "bandpass", rng.uniform(1000, 2200), 1.2, 0.005), at=at,
                 gain=rng.uniform(0.1, 0.3))
    return swell(out, [(0.0, 0.2), (0.35, 1.0), (0.9, 0.9), (1.5, 0.5), (2.2, 0.0)])


def crowd_groan(rng: random.Random) -> list[float]:
    # A disappointed "ohh": a quick swell that sags away, falling in pitch.
    out = _crowd(rng, 1.7, (420, 820, 2300), (95, 190), -0.28, 9)
    return swell(out, [(0.0, 0.3), (0.25, 1.0), (0.6, 0.8), (1.7, 0.0)])


def victory_fanfare(rng: random.Random) -> list[float]:
    # Two horns: a rising call (G4 G4 C5 — E5 G5) and a held C major chord.
    table = wavetable(14)
    notes = [  # (start s, length s, frequency Hz, gain)
        (0.00, 0.16, 392.00, 0.8), (0.18, 0.16, 392.00, 0.8), (0.36, 0.34, 523.25, 0.9),
        (0.72, 0.20, 659.25, 0.9), (0.94, 1.30, 783.99, 1.0),
        (0.94, 1.30, 523.25, 0.6), (0.94, 1.30, 659.25, 0.5), (0.94, 1.30, 261.63, 0.5),
    ]
    out = silence(2.45)
    for start, length, freq, gain in notes:
        mix_into(out, brass_note(table, freq, length, rng), at=start, gain=gain)
    # A low drum under the long chord.
    drum = partials([(70, 1.0, 0.25), (110, 0.4, 0.12)], 0.8, rng)
    mix_into(drum, burst(rng, 0.1, "lowpass", 500, 0.7, 0.03), gain=0.6)
    mix_into(out, drum, at=0.94, gain=0.5)
    return out


def ui_click(rng: random.Random) -> list[float]:
    # A soft wooden tick for buttons.
    out = partials([(1750, 0.7, 0.007), (3100, 0.35, 0.004)], 0.05, rng)
    mix_into(out, burst(rng, 0.01, "bandpass", 2500, 1.5, 0.001), gain=0.3)
    return out


SOUNDS = {
    "card_flip": card_flip,
    "shuffle": shuffle,
    "coin": coin,
    "sword_hit": sword_hit,
    "shield_block": shield_block,
    "push_thud": push_thud,
    "pit_fall": pit_fall,
    "dice_roll": dice_roll,
    "crowd_cheer": crowd_cheer,
    "crowd_groan": crowd_groan,
    "victory_fanfare": victory_fanfare,
    "ui_click": ui_click,
}
PEAKS = {"ui_click": 0.5, "card_flip": 0.6, "shuffle": 0.6, "crowd_cheer": 0.7, "crowd_groan": 0.7}


def render(name: str) -> array.array:
    """The 16-bit samples of one sound (seeded by its name: the same on every run)."""
    rng = random.Random(f"ludus-sound:{name}")
    samples = fade(normalise(SOUNDS[name](rng), PEAKS.get(name, 0.8)))
    return array.array("h", (max(-32767, min(32767, round(x * 32767))) for x in samples))


def write_wav(path: Path, samples: array.array) -> None:
    if samples.itemsize != 2:
        raise ValueError("16-bit samples expected")
    data = samples.tobytes() if array.array("h", [1]).tobytes() == b"\x01\x00" else _swapped(samples)
    with wave.open(str(path), "wb") as handle:
        handle.setnchannels(1)
        handle.setsampwidth(2)
        handle.setframerate(RATE)
        handle.writeframes(data)


def _swapped(samples: array.array) -> bytes:
    copy = array.array("h", samples)
    copy.byteswap()
    return copy.tobytes()


def build(out_dir: Path, names: list[str] | None = None) -> list[dict]:
    out_dir.mkdir(parents=True, exist_ok=True)
    entries = []
    for name in names or list(SOUNDS):
        samples = render(name)
        path = out_dir / f"{name}.wav"
        write_wav(path, samples)
        entries.append({"name": name, "file": path.name, "size": path.stat().st_size,
                        "seconds": round(len(samples) / RATE, 3)})
    manifest = {
        "format": "WAV, 16-bit PCM, mono, 44100 Hz",
        "generator": "tools/make_sounds.py",
        "licence": LICENCE,
        "assets": entries,
    }
    (out_dir / "manifest.json").write_text(json.dumps(manifest, indent=1) + "\n", encoding="utf-8")
    return entries


def sheet(out_dir: Path, path: Path) -> None:
    """A picture of every sound (waveform envelope over a log-frequency spectrogram), to look at them.

    Uses pygame only here; the synthesis above needs nothing beyond the standard library.
    """
    import os
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame
    pygame.font.init()
    font = pygame.font.Font(None, 20)
    px_per_s, row_h, bins, window = 400, 120, 40, 512
    freqs = [60 * (16000 / 60) ** (k / (bins - 1)) for k in range(bins)]
    coeffs = [2 * math.cos(TAU * f / RATE) for f in freqs]
    hann = [0.5 - 0.5 * math.cos(TAU * i / (window - 1)) for i in range(window)]
    names = list(SOUNDS)
    W = 16 + int(2.5 * px_per_s) + 16
    image = pygame.Surface((W, 16 + len(names) * (row_h + 26)))
    image.fill((24, 22, 27))
    for row, name in enumerate(names):
        with wave.open(str(out_dir / f"{name}.wav")) as handle:
            samples = array.array("h", handle.readframes(handle.getnframes()))
        y0 = 16 + row * (row_h + 26)
        image.blit(font.render(f"{name}  {len(samples) / RATE:.2f} s", True, (230, 159, 0)), (16, y0))
        y0 += 20
        hop = RATE // px_per_s * 2
        for col, start in enumerate(range(0, max(1, len(samples) - window), hop)):
            frame = [samples[start + i] * hann[i] / 32768 for i in range(window)]
            for k, c in enumerate(coeffs):
                s1 = s2 = 0.0
                for x in frame:
                    s1, s2 = x + c * s1 - s2, s1
                power = s1 * s1 + s2 * s2 - c * s1 * s2
                level = max(0.0, min(1.0, (10 * math.log10(power + 1e-12) + 25) / 55))
                colour = (int(255 * level ** 0.8), int(200 * level ** 1.6), int(120 * level ** 3))
                h = row_h / bins
                pygame.draw.rect(image, colour, (16 + col * 2, y0 + row_h - (k + 1) * h, 2, math.ceil(h)))
        step = RATE // px_per_s
        for x in range(0, len(samples) // step):
            chunk = samples[x * step:(x + 1) * step]
            peak = max(abs(v) for v in chunk) / 32768 * row_h / 2
            pygame.draw.line(image, (86, 180, 233), (16 + x, y0 + row_h / 2 - peak), (16 + x, y0 + row_h / 2 + peak))
    path.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(image, str(path))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "sounds", help="output folder (default: sounds/)")
    parser.add_argument("--sheet", type=Path, help="also draw every sound (waveform, spectrogram) into this PNG")
    args = parser.parse_args(argv)
    entries = build(args.out)
    total = sum(e["size"] for e in entries)
    print(f"{len(entries)} sounds, {total / 1024:.0f} KiB in {args.out}")
    if args.sheet:
        sheet(args.out, args.sheet)
        print(f"sound sheet: {args.sheet}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
