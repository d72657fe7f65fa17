"""Craft smolvm bytecode images (.smolc) for the security suite.

The generators in this directory (img_*.py) use it to build hostile images
that the compiler would never write: operands out of range, control flow
that runs off the code, lying headers and tables. It holds

  * an encoder: instruction words (ABC, ABx, AsBx, Ax, SJ), constants,
    Code (one code object) and image() / seal() for the 32-byte header;
  * XXH64, so that a crafted image has a valid checksum and reaches the
    parser and the verifier rather than stopping at the checksum;
  * a decoder and re-encoder (parse, rebuild; find, prepend, name_index to
    edit) for cases that patch an image compiled by smolvm itself
    (compile_source).

The layout mirrors w_code / image_write in compiler/image.c (described in
compiler/image.h); opcode numbers are read from runtime/opcodes.h so they
follow the VM. Standard library only.
"""

import os
import re
import struct
import subprocess
import zlib

_HERE = os.path.dirname(os.path.abspath(__file__))
_OPCODES_H = os.path.join(_HERE, "..", "..", "..", "runtime", "opcodes.h")

# ---- instructions -----------------------------------------------------------

# Opcode numbers are the declaration order of the X(...) rows.
with open(_OPCODES_H, encoding="utf-8") as _f:
    OPNAMES = re.findall(r"^\s*X\((\w+),", _f.read(), re.M)
OP = {n: i for i, n in enumerate(OPNAMES)}

SBX_BIAS, SJ_BIAS, ADDI_BIAS = 32767, 8388607, 128


def ABC(op, a=0, b=0, c=0):
    return OP[op] | (a << 8) | (b << 16) | (c << 24)


def ABx(op, a, bx):
    return OP[op] | (a << 8) | (bx << 16)


def AsBx(op, a, sbx):
    return ABx(op, a, sbx + SBX_BIAS)


def Ax(op, ax):
    return OP[op] | (ax << 8)


def SJ(off):
    """JMP by `off` words, counted from the word after the jump."""
    return Ax("JMP", off + SJ_BIAS)


def EXTRA(ax):
    """The second word of a two-word instruction (LOADKX, CALLKW, ...)."""
    return Ax("EXTRAARG", ax)


def opname(word):
    op = word & 0xFF
    return OPNAMES[op] if op < len(OPNAMES) else "?%d" % op


# ---- XXH64, seed 0 ----------------------------------------------------------

M64 = (1 << 64) - 1
P1, P2, P3, P4, P5 = (11400714785074694791, 14029467366897019727, 1609587929392839161,
                      9650029242287828579, 2870177450012600261)


def _rotl(x, r):
    return ((x << r) | (x >> (64 - r))) & M64


def _round(acc, lane):
    acc = (acc + lane * P2) & M64
    return (_rotl(acc, 31) * P1) & M64


def _merge(acc, val):
    acc ^= _round(0, val)
    return (acc * P1 + P4) & M64


def xxh64(data, seed=0):
    n, i = len(data), 0
    if n >= 32:
        v1, v2, v3, v4 = (seed + P1 + P2) & M64, (seed + P2) & M64, seed, (seed - P1) & M64
        lanes = struct.iter_unpack("<4Q", memoryview(data)[:n - n % 32])
        for a, b, c, d in lanes:
            v1, v2, v3, v4 = _round(v1, a), _round(v2, b), _round(v3, c), _round(v4, d)
        i = n - n % 32
        h = (_rotl(v1, 1) + _rotl(v2, 7) + _rotl(v3, 12) + _rotl(v4, 18)) & M64
        for v in (v1, v2, v3, v4):
            h = _merge(h, v)
    else:
        h = (seed + P5) & M64
    h = (h + n) & M64
    while i + 8 <= n:
        (k,) = struct.unpack_from("<Q", data, i)
        h ^= _round(0, k)
        h = (_rotl(h, 27) * P1 + P4) & M64
        i += 8
    if i + 4 <= n:
        (k,) = struct.unpack_from("<I", data, i)
        h ^= (k * P1) & M64
        h = (_rotl(h, 23) * P2 + P3) & M64
        i += 4
    while i < n:
        h ^= (data[i] * P5) & M64
        h = (_rotl(h, 11) * P1) & M64
        i += 1
    h ^= h >> 33
    h = (h * P2) & M64
    h ^= h >> 29
    h = (h * P3) & M64
    h ^= h >> 32
    return h


# ---- encoding ---------------------------------------------------------------

def uv(x):
    """Unsigned LEB128."""
    out = bytearray()
    while True:
        b, x = x & 0x7F, x >> 7
        out.append(b | (0x80 if x else 0))
        if not x:
            return bytes(out)


def sv(x):
    """Zigzag, then LEB128."""
    return uv(((x << 1) ^ (x >> 63)) & M64)


def string(t):
    """A length, then the bytes (str is written as UTF-8)."""
    if isinstance(t, str):
        t = t.encode("utf-8")
    return uv(len(t)) + t


(K_NONE, K_FALSE, K_TRUE, K_ELLIPSIS, K_INT, K_BIGINT, K_FLOAT, K_COMPLEX,
 K_STR, K_BYTES, K_TUPLE, K_FROZENSET, K_CODE) = range(13)


class Raw:
    """A constant given as its encoded bytes (anything const() cannot say)."""

    def __init__(self, data):
        self.data = bytes(data)

    def __repr__(self):
        return "Raw(%r)" % self.data[:16]


def bigint(value, sign=None):
    """A K_BIGINT constant: sign byte, then the big-endian magnitude."""
    mag = abs(value).to_bytes((abs(value).bit_length() + 7) // 8, "big")
    return Raw(bytes([K_BIGINT, (value < 0) if sign is None else sign]) + string(mag))


def frozenset_layout(size, slots_items):
    """A K_FROZENSET constant with the table layout the image claims:
    `size` table slots and (slot, item) pairs, true or not."""
    out = bytes([K_FROZENSET]) + uv(size) + uv(len(slots_items))
    return Raw(out + b"".join(uv(slot) + const(v) for slot, v in slots_items))


def const(v):
    if isinstance(v, Raw):
        return v.data
    if v is None:
        return bytes([K_NONE])
    if v is True:
        return bytes([K_TRUE])
    if v is False:
        return bytes([K_FALSE])
    if v is Ellipsis:
        return bytes([K_ELLIPSIS])
    if isinstance(v, int):
        # K_INT for every int that fits in 64 bits, as the writer does.
        if -(1 << 63) <= v < (1 << 63):
            return bytes([K_INT]) + sv(v)
        return bigint(v).data
    if isinstance(v, float):
        return bytes([K_FLOAT]) + struct.pack("<d", v)
    if isinstance(v, complex):
        return bytes([K_COMPLEX]) + struct.pack("<dd", v.real, v.imag)
    if isinstance(v, str):
        return bytes([K_STR]) + string(v)
    if isinstance(v, bytes):
        return bytes([K_BYTES]) + string(v)
    if isinstance(v, tuple):
        return bytes([K_TUPLE]) + uv(len(v)) + b"".join(const(x) for x in v)
    if isinstance(v, Code):
        return bytes([K_CODE]) + v.encode()
    raise TypeError("no image constant for %r" % (v,))


# Code flags (runtime/object.h).
CODE_VARARGS, CODE_VARKW, CODE_GENERATOR, CODE_MODULE, CODE_CLASSBODY = 0x1, 0x2, 0x4, 0x8, 0x10
CODE_LAMBDA, CODE_COMPREHENSION, CODE_DOCSTRING = 0x20, 0x40, 0x80


class Code:
    """One code object. Defaults describe a module body.

    lines:  one (line, col, end_col, end_dline) per instruction, or None
    cells:  (register, parameter or -1, name); the first `ncells` are cells,
            the rest free variables
    exc:    (start, end, handler, register) ranges
    nlocals, ninsns: override len(varnames) and len(insns) in the encoding
            (to make a count disagree with what follows it)
    """

    def __init__(self, insns, consts=(), names=(), varnames=(), nregs=4, flags=CODE_MODULE,
                 argc=0, posonly=0, kwonly=0, cells=(), ncells=None, exc=(), name="<module>",
                 qualname=None, firstline=1, lines=None, nlocals=None, ninsns=None):
        self.insns = list(insns)
        self.consts = list(consts)
        self.names = list(names)
        self.varnames = list(varnames)
        self.nregs, self.flags = nregs, flags
        self.argc, self.posonly, self.kwonly = argc, posonly, kwonly
        self.cells = list(cells)
        self.ncells = len(self.cells) if ncells is None else ncells
        self.exc = list(exc)
        self.name, self.qualname = name, qualname or name
        self.firstline, self.lines, self.nlocals, self.ninsns = firstline, lines, nlocals, ninsns

    def encode(self):
        o = bytearray()
        nlocals = len(self.varnames) if self.nlocals is None else self.nlocals
        for x in (self.flags, self.argc, self.posonly, self.kwonly, nlocals, self.nregs, self.firstline):
            o += uv(x)
        o += string(self.name) + string(self.qualname)
        o += uv(len(self.insns) if self.ninsns is None else self.ninsns)
        o += struct.pack("<%dI" % len(self.insns), *self.insns)
        # Positions: runs of instructions sharing one, lines as deltas.
        lines = self.lines if self.lines is not None else [(self.firstline, 0, 1, 0)] * len(self.insns)
        runs = []
        for pos in lines:
            if runs and runs[-1][1] == pos:
                runs[-1][0] += 1
            else:
                runs.append([1, pos])
        o += uv(len(runs))
        prev = 0
        for count, (line, col, ecol, edl) in runs:
            o += uv(count) + sv(line - prev) + uv(col) + uv(ecol) + uv(edl)
            prev = line
        o += uv(len(self.consts)) + b"".join(const(c) for c in self.consts)
        o += uv(len(self.names)) + b"".join(string(n) for n in self.names)
        o += b"".join(string(n) for n in self.varnames)
        o += uv(self.ncells) + uv(len(self.cells) - self.ncells)
        for reg, arg, nm in self.cells:
            o += uv(reg) + sv(arg) + string(nm)
        # Long tables repeat entries: encode each distinct one once.
        memo = {}
        o += uv(len(self.exc))
        for r in self.exc:
            if r not in memo:
                memo[r] = b"".join(uv(x) for x in r)
            o += memo[r]
        return bytes(o)


IMAGE_MAGIC = b"\x89SMOLC\r\n"
IMAGE_VERSION = 1
IMAGE_HAS_SOURCE = 0x1
IMAGE_DEFLATED = 0x2


def payload(code, modules=(), tools=(), builtins=(), filename="crafted.py", source=None):
    """The bytes after the header: manifest, filename, source, code (a
    Code, or its encoding as bytes)."""
    p = bytearray()
    for lst in (modules, tools, builtins):
        p += uv(len(lst)) + b"".join(string(x) for x in lst)
    p += string(filename)
    if source is not None:
        p += string(source)
    return bytes(p + (code.encode() if isinstance(code, Code) else code))


def seal(body, flags=0, version=IMAGE_VERSION, reserved=0, length=None, checksum=None):
    """Header + body. Length and checksum are computed unless given."""
    length = len(body) if length is None else length
    checksum = xxh64(body) if checksum is None else checksum
    return IMAGE_MAGIC + struct.pack("<HHIQQ", version, flags, reserved, length, checksum) + body


def seal_deflated(body, flags=0, raw_length=None, stream=None):
    """Header + body deflated (zlib), announcing raw_length (default: the
    body's true length); `stream` replaces the deflated bytes."""
    z = zlib.compress(body, 9) if stream is None else stream
    raw = len(body) if raw_length is None else raw_length
    return seal(z, flags | IMAGE_DEFLATED, reserved=raw)


def image(code, modules=(), tools=(), builtins=(), filename="crafted.py", source=None):
    """An image of `code` with a true header (length, flags, checksum)."""
    body = payload(code, modules, tools, builtins, filename, source)
    return seal(body, IMAGE_HAS_SOURCE if source is not None else 0)


def write(path, data):
    with open(path, "wb") as f:
        f.write(data)


# ---- images compiled by smolvm ----------------------------------------------

def compile_source(source, out):
    """Compile `source` with the smolvm under test ($SMOLVM) into `out`;
    return the image's bytes. Patching cases start from this image."""
    smolvm = os.environ.get("SMOLVM")
    if not smolvm:
        raise SystemExit("SMOLVM is not set (the security runner sets it to the binary under test)")
    subprocess.run([smolvm, "compile", "--uncompressed", "-", "-o", out], input=source.encode("utf-8"), check=True)
    with open(out, "rb") as f:
        return f.read()


# ---- decoding ---------------------------------------------------------------

class _Reader:
    def __init__(self, data, pos=0):
        self.b, self.p = data, pos

    def uv(self):
        x = shift = 0
        while True:
            c = self.b[self.p]
            self.p += 1
            x |= (c & 0x7F) << shift
            shift += 7
            if not c & 0x80:
                return x

    def sv(self):
        u = self.uv()
        return (u >> 1) ^ -(u & 1)

    def raw(self, n):
        r = self.b[self.p:self.p + n]
        self.p += n
        return bytes(r)

    def str(self):
        return self.raw(self.uv()).decode("utf-8")


def _read_const(r):
    start = r.p
    tag = r.b[r.p]
    r.p += 1
    if tag == K_NONE:
        return None
    if tag == K_FALSE:
        return False
    if tag == K_TRUE:
        return True
    if tag == K_INT:
        return r.sv()
    if tag == K_FLOAT:
        return struct.unpack("<d", r.raw(8))[0]
    if tag == K_STR:
        return r.str()
    if tag == K_BYTES:
        return r.raw(r.uv())
    if tag == K_TUPLE:
        return tuple(_read_const(r) for _ in range(r.uv()))
    if tag == K_CODE:
        return _read_code(r)
    # The rest is kept as it was encoded (a frozenset's layout included).
    if tag == K_ELLIPSIS:
        pass
    elif tag == K_COMPLEX:
        r.raw(16)
    elif tag == K_BIGINT:
        r.raw(1)
        r.raw(r.uv())
    elif tag == K_FROZENSET:
        r.uv()
        for _ in range(r.uv()):
            r.uv()
            _read_const(r)
    else:
        raise ValueError("unknown constant tag %d" % tag)
    return Raw(r.b[start:r.p])


def _read_code(r):
    flags, argc, posonly, kwonly, nlocals, nregs, firstline = [r.uv() for _ in range(7)]
    name, qualname = r.str(), r.str()
    n = r.uv()
    insns = list(struct.unpack_from("<%dI" % n, r.b, r.p))
    r.p += 4 * n
    lines, line = [], 0
    for _ in range(r.uv()):
        count = r.uv()
        line += r.sv()
        pos = (line, r.uv(), r.uv(), r.uv())
        lines += [pos] * count
    consts = [_read_const(r) for _ in range(r.uv())]
    names = [r.str() for _ in range(r.uv())]
    varnames = [r.str() for _ in range(nlocals)]
    ncells, nfrees = r.uv(), r.uv()
    cells = [(r.uv(), r.sv(), r.str()) for _ in range(ncells + nfrees)]
    exc = [tuple(r.uv() for _ in range(4)) for _ in range(r.uv())]
    return Code(insns, consts, names, varnames, nregs, flags, argc, posonly, kwonly, cells, ncells, exc,
                name, qualname, firstline, lines)


def parse(data):
    """An image -> (code, [modules, tools, builtins], filename, source)."""
    if data[:8] != IMAGE_MAGIC:
        raise ValueError("not a smolvm image")
    (flags,) = struct.unpack_from("<H", data, 10)
    r = _Reader(data, 32)
    lists = [[r.str() for _ in range(r.uv())] for _ in range(3)]
    filename = r.str()
    source = r.str() if flags & IMAGE_HAS_SOURCE else None
    code = _read_code(r)
    if r.p != len(data):
        raise ValueError("%d bytes after the code" % (len(data) - r.p))
    return code, lists, filename, source


def rebuild(code, lists, filename, source):
    """parse()'s result (patched) -> an image with a fresh checksum."""
    return image(code, lists[0], lists[1], lists[2], filename, source)


def prepend(code, words):
    """Insert instructions before the first one of `code`. Jumps are
    relative, so only the exception ranges and positions move."""
    n = len(words)
    lines = code.lines if code.lines is not None else [(code.firstline, 0, 1, 0)] * len(code.insns)
    code.insns = list(words) + code.insns
    code.lines = lines[:1] * n + lines
    code.exc = [(start + n, end + n, handler + n, reg) for start, end, handler, reg in code.exc]


def name_index(code, name):
    """The index of `name` in code.names, appending it when absent."""
    if name not in code.names:
        code.names.append(name)
    return code.names.index(name)


def find(code, qualname):
    """The code object named `qualname` in the tree under `code`, or None."""
    if code.qualname == qualname:
        return code
    for c in code.consts:
        if isinstance(c, Code):
            hit = find(c, qualname)
            if hit:
                return hit
    return None


def hello_code():
    """A sound module body that prints hello: the base the header and
    encoding cases damage."""
    insns = [
        ABx("LOADGLOBAL", 0, 0),
        ABx("LOADK", 1, 0),
        ABC("CALL", 0, 1),
        ABC("RETURNNONE"),
    ]
    return Code(insns, consts=["hello"], names=["print"], nregs=2)
