"""pandas 2.3.2's float reading against grader::float::pandas, bit for bit.

Generates a deterministic corpus of strings (seeded): repr of random doubles of every
magnitude, 15- to 17-digit strings (scientific, %g, positional), 18-40 digit mantissas,
exact halfway points between doubles and their neighbours one unit away in the last
digit, near powers of ten, subnormal and overflow borders, leading zeros, long zero
fractions, exponent forms (leading zeros, up to 22 digits, 32-bit wrap-around),
integers up to 45 digits, and grammar corners (C and non-C whitespace, signs, `.`,
infinity and NaN spellings, junk, NUL). pandas' missing-value spellings are left out
(they never reach the converter). Then:

* `read_csv`: every string is a quoted cell; columns of 63 strings under a `0.5` (so
  integer-only columns take the float path too), dtypes inferred, `low_memory=False`.
  A column that comes back `object` holds a text cell: it is split in halves and read
  again until each text string is alone in its column. (Strings the Rust side calls
  text start alone, which only saves passes: pandas decides.)
* `to_numeric`: one object Series of all strings (plus `0.5`), `errors="coerce"`.

and runs `crates/grader/examples/pandas_float.rs` (a debug build) over the same
strings. Prints counts; exits 1 on any difference.

    python peers/pandas_float_peer.py [--n 1000000] [--seed 20251201]
"""
import argparse
import csv
import io
import json
import math
import os
import random
import struct
import subprocess
import sys
from decimal import Decimal, getcontext

import numpy as np
import pandas as pd
import native  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GROUP = 63
NA = {"", "#N/A", "#N/A N/A", "#NA", "-1.#IND", "-1.#QNAN", "-NaN", "-nan", "1.#IND",
      "1.#QNAN", "<NA>", "N/A", "NA", "NULL", "NaN", "None", "n/a", "nan", "null"}
SPACES = [" ", "\t", "\n", "\x0b", "\x0c", "\r"]
NOT_C_SPACES = ["\u00a0", "\u2003", "\x1c", "\x85", "\u3000"]
getcontext().prec = 1200


def rand_double(rng):
    """A finite double with uniformly random bits (every magnitude, subnormals too)."""
    while True:
        x = struct.unpack("<d", struct.pack("<Q", rng.getrandbits(64)))[0]
        if math.isfinite(x):
            return x


def sci(x, digits):
    """x with `digits` significant digits, in one of the spellings people write."""
    return "%.*e" % (digits - 1, x)


def positional(d):
    """A Decimal in plain positional notation."""
    return format(d, "f")


def digits_str(rng, n, lead=True):
    if n == 0:
        return ""
    s = str(rng.getrandbits(4 * n + 4) % 10**n).zfill(n)
    if lead and s[0] == "0":
        s = str(rng.randint(1, 9)) + s[1:]
    return s


def mantissa(rng, n):
    """n significant digits with a decimal point somewhere (or none) and maybe an exponent."""
    d = digits_str(rng, n)
    k = rng.randint(0, n)
    body = d[:k] + "." + d[k:] if rng.random() < 0.85 else d
    if rng.random() < 0.5:
        body += rng.choice("eE") + rng.choice(["", "+", "-"]) + str(rng.randint(0, 330))
    return body


def exact_digits(m, e):
    """The exact decimal of m * 2**e (m > 0): its digits D and p with value D * 10**p."""
    if e >= 0:
        return str(m << e), 0
    return str(m * 5 ** -e), e


def halfway(rng):
    """The exact decimal halfway between a double and its successor, maybe cut and nudged."""
    kind = rng.random()
    if kind < 0.4:
        x = abs(rand_double(rng))
    elif kind < 0.8:
        x = rng.uniform(0, 100) * 10.0 ** rng.randint(-20, 20)
    else:
        x = math.ldexp(rng.random(), rng.randint(-1074, -1000))
    if not math.isfinite(x) or x == 0 or x == sys.float_info.max:
        x = 1.0
    m, e = math.frexp(x)
    m, e = int(m * 2**53), e - 53
    if e < -1074:  # subnormal: the grid is 2**-1074
        m, e = m >> (-1074 - e), -1074
    d, p = exact_digits(2 * m + 1, e - 1)
    keep = rng.randint(15, 45)
    if len(d) > keep:
        p += len(d) - keep
        d = d[:keep]
    if rng.random() < 0.5:  # +-1 in the last digit
        last = int(d[-1]) + rng.choice([-1, 1])
        if 0 <= last <= 9:
            d = d[:-1] + str(last)
    if rng.random() < 0.6 or not -40 <= p <= 0:
        return d[0] + "." + d[1:] + "e" + str(len(d) - 1 + p)
    if -p >= len(d):
        return "0." + "0" * (-p - len(d)) + d
    return d[:len(d) + p] + "." + d[len(d) + p:]


def near_pow10(rng):
    k = rng.randint(-330, 330)
    form = rng.randint(0, 6)
    if form == 0:
        return "1e%d" % k
    if form == 1:
        return "1E%+d" % k
    if form == 2:
        return "%.*e" % (rng.randint(0, 20), 10.0 ** max(min(k, 308), -323))
    if form == 3:
        return "9." + "9" * rng.randint(1, 25) + "e%d" % (k - 1)
    if form == 4:
        return "1." + "0" * rng.randint(1, 25) + str(rng.randint(1, 9)) + "e%d" % k
    if form == 5:
        return "0." + "9" * rng.randint(1, 25) + "e%d" % (k + 1)
    k = max(min(k, 30), -30)
    return "1" + "0" * k if k >= 0 else "0." + "0" * (-k - 1) + "1"


def borders(rng):
    """Near the subnormal threshold, the smallest double, the largest double."""
    anchors = [5e-324, 2.2250738585072014e-308, 2.225073858507201e-308, 1.7976931348623157e308,
               4.9406564584124654e-324, 1e-323, 1e-308, 1e308]
    a = rng.choice(anchors)
    r = rng.random()
    if r < 0.4:
        x = a
        for _ in range(rng.randint(0, 12)):
            x = math.nextafter(x, rng.choice([0.0, math.inf]))
        if not math.isfinite(x):
            x = a
        return sci(x, rng.randint(1, 25)) if rng.random() < 0.5 else repr(x)
    if r < 0.7:
        return "%se%d" % (mantissa_digits(rng), rng.choice([-324, -323, -322, -309, -308, -307, 307, 308, 309]))
    if r < 0.85:
        # the decimal exponent borders -616 / -308 / 308 after digit counting
        n = rng.randint(1, 30)
        return "0." + "0" * rng.randint(0, 20) + digits_str(rng, n) + "e" + str(rng.randint(-640, -290))
    return "1" + "0" * rng.randint(300, 330) + rng.choice(["", ".", ".5", "e-5", "e-20"])


def mantissa_digits(rng):
    n = rng.randint(1, 25)
    d = digits_str(rng, n)
    return d[0] + ("." + d[1:] if n > 1 else "")


def leading_zeros(rng):
    z = "0" * rng.randint(1, 40)
    r = rng.random()
    if r < 0.4:
        return z + mantissa(rng, rng.randint(1, 25))
    if r < 0.8:
        return "0." + z + digits_str(rng, rng.randint(1, 20)) + (("e" + str(rng.randint(-30, 30))) if rng.random() < 0.3 else "")
    return rng.choice(["", "-", "+"]) + z + "." + digits_str(rng, rng.randint(0, 10), lead=False)


def zero_fractions(rng):
    head = digits_str(rng, rng.randint(1, 10))
    z = "0" * rng.randint(1, 60)
    tail = digits_str(rng, rng.randint(0, 3), lead=False)
    s = head + "." + z + tail
    if rng.random() < 0.3:
        s += "e" + str(rng.randint(-320, 320))
    return s


def exponent_forms(rng):
    m = rng.choice(["1", "1.5", "12345", "0.001", "9.87654321", "2", "0", "-3", "+.5", "5."])
    r = rng.random()
    if r < 0.3:
        e = str(rng.randint(0, 400))
    elif r < 0.55:
        # 32-bit wrap of the exponent (2**31, 2**32 and neighbours), up to 20 digits
        base = rng.choice([2**31, 2**32, 2**33, 10**10, 3 * 2**32, 2**31 - 300, 2**32 - 310])
        e = str(base + rng.randint(-400, 400))
    elif r < 0.75:
        e = "0" * rng.randint(1, 20) + str(rng.randint(0, 400))
    else:
        e = digits_str(rng, rng.randint(1, 22), lead=rng.random() < 0.5)
    return m + rng.choice("eE") + rng.choice(["", "+", "-"]) + e


def integers(rng):
    n = rng.randint(1, 45)
    return rng.choice(["", "", "-", "+"]) + digits_str(rng, n)


def pad(rng, s):
    r = rng.random()
    if r < 0.7:
        return s
    ws = lambda: "".join(rng.choice(SPACES) for _ in range(rng.randint(1, 3)))
    if r < 0.8:
        return ws() + s
    if r < 0.9:
        return s + ws()
    if r < 0.98:
        return ws() + s + ws()
    return rng.choice(NOT_C_SPACES) + s if rng.random() < 0.5 else s + rng.choice(NOT_C_SPACES)


def corner(rng):
    """The grammar's corners: signs, points, exponents without digits, infinities, junk."""
    fixed = ["-", "+", ".", "-.", "+.", ".e1", "e5", "E5", "1e", "1E", "1e+", "1e-", "1.e", ".5e",
             "1.2.3", "1..2", "--1", "+-1", "-+1", "1-", "1+", "1e5.5", "1e5e5", "0x1", "0X1p3",
             "1_000", "1,5", "1d5", "1f", "5%", "$5", "1 2", "1\t2", "inf", "+inf", "-inf", "INF",
             "Inf", "iNf", "infinity", "Infinity", "-Infinity", "+INFINITY", "infinit", "infinityy",
             "in", "-in", "+-inf", "inf ", " inf", "\tinf", "-inf\n", "NAN", "Nan", "+nan", "nan ",
             "+NaN", "nAn", "snan", "qnan", "1.#INF", "true", "False", "TRUE", "1e1000", "-1e1000",
             "1e999", "-1e999", "1.8e308", "-1.8e308", "1.7976931348623157e308",
             "1.7976931348623158e308", "1.7976931348623159e308", ".e", "-.e1", "0e", "0e0", "00",
             "-0", "+0", "-0.0", "-0e0", "0.0e-999", "-0e-999", "-1e-999", "-1e-400", "-5e-324",
             "１", "٣", "1\u00a0", "\u00a05", "1e\u00a0", "½", "1/2", "∞", "-∞", "e", "E", "..",
             "1.5\x00", "1\x00", "1\x00x", "1.5\x00x", "\x001", "inf\x00", "1e5\x00z", " 1 \x00"]
    r = rng.random()
    if r < 0.3:
        return rng.choice(fixed)
    alphabet = "0123456789.eE+- \t\n\rxa_,"
    if r < 0.8:
        return "".join(rng.choice(alphabet) for _ in range(rng.randint(1, 10)))
    a, b = rng.choice(fixed), rng.choice(fixed + ["1", "0.5", "12", "3e4"])
    return a + b


def repr_bulk(nrng, k):
    """repr of k doubles: random bits (every magnitude), [0, 1), [-1000, 1000], 2**[-1074, 1024]."""
    a = nrng.integers(0, 2**64, size=k, dtype=np.uint64, endpoint=False).view(np.float64)
    kind = nrng.random(k)
    a = np.where(kind < 0.45, a, np.where(kind < 0.75, nrng.random(k),
                 np.where(kind < 0.9, nrng.uniform(-1000, 1000, k),
                          np.ldexp(nrng.random(k), nrng.integers(-1074, 1025, k)))))
    a = np.where(np.isfinite(a), a, 0.5)
    return list(map(repr, a.tolist()))


def fixed_digits_bulk(nrng, k):
    """16 and 17 significant digits (15 too), scientific or %g, as to_csv and %.17g write."""
    a = nrng.integers(0, 2**64, size=k, dtype=np.uint64).view(np.float64)
    b = nrng.random(k) * 10.0 ** nrng.integers(-10, 11, k)
    a = np.where(nrng.random(k) < 0.3, a, b)
    a = np.where(np.isfinite(a), a, 0.25)
    digits = nrng.choice([15, 16, 17, 17], k).tolist()
    form = nrng.random(k).tolist()
    out = []
    for x, d, f in zip(a.tolist(), digits, form):
        if f < 0.45:
            out.append("%.*e" % (d - 1, x))
        elif f < 0.9:
            out.append("%.*g" % (d, x))
        else:
            out.append(positional(Decimal("%.*e" % (d - 1, x))))
    return out


def long_mantissas(rng):
    return rng.choice(["", "-", "+"]) + mantissa(rng, rng.randint(18, 40))


# (share, generator): bulk generators take (numpy Generator, count), the others
# (random.Random) make one string per call.
BULK = [(0.24, repr_bulk), (0.18, fixed_digits_bulk)]
KINDS = [
    (0.11, long_mantissas),
    (0.11, halfway),
    (0.06, near_pow10),
    (0.06, borders),
    (0.05, leading_zeros),
    (0.04, zero_fractions),
    (0.08, exponent_forms),
    (0.04, integers),
    (0.03, corner),
]


def corpus(n, seed):
    """n strings, the same for the same seed; pandas' missing-value spellings left out."""
    rng = random.Random(seed)
    nrng = np.random.default_rng(seed)
    out = ["22.959999999999997", "0.9999999999999999", "0.35000000000000003"]
    for share, f in BULK:
        out += f(nrng, int(n * share))
    total = sum(w for w, _ in KINDS)
    fs = [f for _, f in KINDS]
    weights = [w / total for w, _ in KINDS]
    rest = n - len(out)
    for f in rng.choices(fs, weights, k=rest):
        out.append(f(rng))
    # Signs and whitespace on some of them.
    for k in range(len(out)):
        u = rng.random()
        if u < 0.3:
            s = out[k]
            if u < 0.05 and s[:1] not in "+-":
                s = rng.choice("+-") + s
            out[k] = pad(rng, s)
    return [s for s in out if s not in NA]


TEXT = 0xFFFFFFFFFFFFFFFF  # a NaN no reading produces: "text" / NaN after coercion


def pandas_read_csv(strings, likely_text):
    """Per string: the read_csv cell's bits, or TEXT (its column came back object).

    `likely_text` only groups the work (pandas decides): strings likely to be numbers
    share columns of GROUP, the others get a column each; a column of several strings
    that comes back object is split in halves and read again."""
    out = np.zeros(len(strings), dtype=np.uint64)
    numbers = np.flatnonzero(~likely_text).tolist()
    todo = [numbers[i:i + GROUP] for i in range(0, len(numbers), GROUP)]
    todo += [[k] for k in np.flatnonzero(likely_text).tolist()]
    reads = 0
    while todo:
        reads += 1
        width = max(len(g) for g in todo)
        cols = [[strings[k] for k in g] + ["0.5"] * (width - len(g)) for g in todo]
        buf = io.StringIO()
        w = csv.writer(buf, quoting=csv.QUOTE_ALL, lineterminator="\n")
        w.writerow(["c%d" % j for j in range(len(todo))])
        w.writerow(["0.5"] * len(todo))
        w.writerows(zip(*cols))
        # One pass over all rows (low_memory would infer per chunk of rows and cast
        # int64 chunks, hiding the converter).
        df = pd.read_csv(io.StringIO(buf.getvalue()), low_memory=False)
        kinds = [dt.kind for dt in df.dtypes]
        floats = [j for j, kd in enumerate(kinds) if kd == "f"]
        if floats:
            vals = df.iloc[1:, floats].to_numpy(dtype=np.float64).view(np.uint64)
            for c, j in enumerate(floats):
                g = todo[j]
                out[g] = vals[:len(g), c]
        again = []
        for j, kd in enumerate(kinds):
            if kd == "f":
                continue
            if kd != "O":
                sys.exit("pandas_float_peer: column of dtype %s for %r" % (df.dtypes.iloc[j], [strings[k] for k in todo[j]][:5]))
            g = todo[j]
            if len(g) == 1:
                out[g[0]] = TEXT
            else:
                h = len(g) // 2
                again += [g[:h], g[h:]]
        todo = again
    return out, reads


def pandas_to_numeric(strings):
    s = pd.Series(strings + ["0.5"], dtype=object)
    vals = pd.to_numeric(s, errors="coerce").to_numpy()
    assert vals.dtype == np.float64
    vals = vals[:-1]
    out = vals.view(np.uint64).copy()
    out[np.isnan(vals)] = TEXT
    return out


def build_example():
    # The debug build, which the test command's native tests have compiled already (a
    # release build of an example, with the grader's dev-dependencies, compiled the whole
    # grader once more); a million values take about 2 s in it.
    return native.example("pandas_float")


def show(b):
    return "text" if b == TEXT else "%016x" % b


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--n", type=int, default=1_000_000)
    ap.add_argument("--seed", type=int, default=20251201)
    args = ap.parse_args()
    assert pd.__version__ == "2.3.2", pd.__version__
    exe = build_example()
    strings = corpus(args.n, args.seed)
    lines = "".join(json.dumps(s) + "\n" for s in strings)
    raw = subprocess.run([exe], input=lines.encode(), check=True, stdout=subprocess.PIPE).stdout
    got = np.frombuffer(raw, dtype="<u8").reshape(-1, 2)
    assert len(got) == len(strings)
    got_csv, got_num = got[:, 0], got[:, 1]
    want_csv, reads = pandas_read_csv(strings, got_csv == TEXT)
    want_num = pandas_to_numeric(strings)
    # read_csv's cells are C strings: `1\0x` is `1`, and `\0x` is `""`, missing (NaN)
    # before any number parsing: the tokenizer's business (pandas::read_csv cuts each
    # field at its first NUL), not the converter's.
    na_nul = np.array(["\0" in s and s.split("\0")[0] in NA for s in strings])
    want_csv = np.where(na_nul, got_csv, want_csv)
    bad = np.flatnonzero((got_csv != want_csv) | (got_num != want_num))
    for k in bad[:20].tolist():
        print("DIFF %r: pandas read_csv %s to_numeric %s; ours %s %s" % (
            strings[k], show(want_csv[k]), show(want_num[k]), show(got_csv[k]), show(got_num[k])))
    number = want_csv != TEXT
    # How many numbers Python's float() (correctly rounded) reads differently.
    def py_float(s):
        try:
            return struct.unpack("<Q", struct.pack("<d", float(s)))[0]
        except ValueError:
            return TEXT

    py = np.array([py_float(s) for s, ok in zip(strings, number.tolist()) if ok], dtype=np.uint64)
    counts = {
        "read_csv numbers": int(number.sum()),
        "read_csv text": int((~number).sum()),
        "to_numeric numbers": int((want_num != TEXT).sum()),
        "to_numeric NaN": int((want_num == TEXT).sum()),
        "not float()'s value": int((py != want_csv[number]).sum()),
        "missing up to a NUL": int(na_nul.sum()),
    }
    print("pandas_float_peer: %d strings (seed %d, %d read_csv passes): %s; %d differ" % (
        len(strings), args.seed, reads, ", ".join("%s %d" % kv for kv in counts.items()), len(bad)))
    sys.exit(1 if len(bad) else 0)


if __name__ == "__main__":
    main()
