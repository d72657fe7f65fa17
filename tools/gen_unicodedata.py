#!/usr/bin/env python3
"""Generate runtime/modules/unicodedata_tables.h: the Unicode 14.0 facts
the unicodedata module needs beyond what libunistring 1.0 answers.

Run with CPython 3.11 (its unicodedata is Unicode 14.0, the version the
module reports):

    /usr/bin/python3 tools/gen_unicodedata.py > runtime/modules/unicodedata_tables.h

It writes:
  - the East Asian Width of every code point, as runs (libunistring has no
    accessor for it);
  - the Bidi_Mirrored property, as runs (libunistring only maps mirror
    glyphs, which is a different set);
  - numeric values libunistring lacks (Unihan numeric values, and values
    too large for its int fraction);
  - the CJK unified ideograph ranges, whose names are algorithmic;
  - the formal name aliases of NameAliases.txt (Unicode 14.0) that lookup()
    accepts, except the variation selector abbreviations (VS1..VS256), which
    the module computes;
  - the characters with canonical combining class 0 that are the second
    element of a canonical composition (the module cuts long strings into
    pieces to normalise only before a character that can neither reorder
    nor compose with what precedes it).

Every table is checked against this interpreter's unicodedata and against
libunistring (through ctypes) before it is written.
"""
import ctypes
import sys
import unicodedata as ud

assert ud.unidata_version == "14.0.0", ud.unidata_version

# Formal name aliases of Unicode 14.0 (NameAliases.txt): code point and
# alias, every type (correction, control, alternate, figment, abbreviation),
# the VSn abbreviations excepted.
ALIASES = """
0000 NULL;NUL
0001 START OF HEADING;SOH
0002 START OF TEXT;STX
0003 END OF TEXT;ETX
0004 END OF TRANSMISSION;EOT
0005 ENQUIRY;ENQ
0006 ACKNOWLEDGE;ACK
0007 ALERT;BEL
0008 BACKSPACE;BS
0009 CHARACTER TABULATION;HORIZONTAL TABULATION;HT;TAB
000A LINE FEED;NEW LINE;END OF LINE;LF;NL;EOL
000B LINE TABULATION;VERTICAL TABULATION;VT
000C FORM FEED;FF
000D CARRIAGE RETURN;CR
000E SHIFT OUT;LOCKING-SHIFT ONE;SO
000F SHIFT IN;LOCKING-SHIFT ZERO;SI
0010 DATA LINK ESCAPE;DLE
0011 DEVICE CONTROL ONE;DC1
0012 DEVICE CONTROL TWO;DC2
0013 DEVICE CONTROL THREE;DC3
0014 DEVICE CONTROL FOUR;DC4
0015 NEGATIVE ACKNOWLEDGE;NAK
0016 SYNCHRONOUS IDLE;SYN
0017 END OF TRANSMISSION BLOCK;ETB
0018 CANCEL;CAN
0019 END OF MEDIUM;EOM
001A SUBSTITUTE;SUB
001B ESCAPE;ESC
001C INFORMATION SEPARATOR FOUR;FILE SEPARATOR;FS
001D INFORMATION SEPARATOR THREE;GROUP SEPARATOR;GS
001E INFORMATION SEPARATOR TWO;RECORD SEPARATOR;RS
001F INFORMATION SEPARATOR ONE;UNIT SEPARATOR;US
0020 SP
007F DELETE;DEL
0080 PADDING CHARACTER;PAD
0081 HIGH OCTET PRESET;HOP
0082 BREAK PERMITTED HERE;BPH
0083 NO BREAK HERE;NBH
0084 INDEX;IND
0085 NEXT LINE;NEL
0086 START OF SELECTED AREA;SSA
0087 END OF SELECTED AREA;ESA
0088 CHARACTER TABULATION SET;HORIZONTAL TABULATION SET;HTS
0089 CHARACTER TABULATION WITH JUSTIFICATION;HORIZONTAL TABULATION WITH JUSTIFICATION;HTJ
008A LINE TABULATION SET;VERTICAL TABULATION SET;VTS
008B PARTIAL LINE FORWARD;PARTIAL LINE DOWN;PLD
008C PARTIAL LINE BACKWARD;PARTIAL LINE UP;PLU
008D REVERSE LINE FEED;REVERSE INDEX;RI
008E SINGLE SHIFT TWO;SINGLE-SHIFT-2;SS2
008F SINGLE SHIFT THREE;SINGLE-SHIFT-3;SS3
0090 DEVICE CONTROL STRING;DCS
0091 PRIVATE USE ONE;PRIVATE USE-1;PU1
0092 PRIVATE USE TWO;PRIVATE USE-2;PU2
0093 SET TRANSMIT STATE;STS
0094 CANCEL CHARACTER;CCH
0095 MESSAGE WAITING;MW
0096 START OF GUARDED AREA;START OF PROTECTED AREA;SPA
0097 END OF GUARDED AREA;END OF PROTECTED AREA;EPA
0098 START OF STRING;SOS
0099 SINGLE GRAPHIC CHARACTER INTRODUCER;SGC
009A SINGLE CHARACTER INTRODUCER;SCI
009B CONTROL SEQUENCE INTRODUCER;CSI
009C STRING TERMINATOR;ST
009D OPERATING SYSTEM COMMAND;OSC
009E PRIVACY MESSAGE;PM
009F APPLICATION PROGRAM COMMAND;APC
00A0 NBSP
00AD SHY
01A2 LATIN CAPITAL LETTER GHA
01A3 LATIN SMALL LETTER GHA
034F CGJ
061C ALM
0709 SYRIAC SUBLINEAR COLON SKEWED LEFT
0CDE KANNADA LETTER LLLA
0E9D LAO LETTER FO FON
0E9F LAO LETTER FO FAY
0EA3 LAO LETTER RO
0EA5 LAO LETTER LO
0FD0 TIBETAN MARK BKA- SHOG GI MGO RGYAN
11EC HANGUL JONGSEONG YESIEUNG-KIYEOK
11ED HANGUL JONGSEONG YESIEUNG-SSANGKIYEOK
11EE HANGUL JONGSEONG SSANGYESIEUNG
11EF HANGUL JONGSEONG YESIEUNG-KHIEUKH
180B FVS1
180C FVS2
180D FVS3
180E MVS
180F FVS4
200B ZWSP
200C ZWNJ
200D ZWJ
200E LRM
200F RLM
202A LRE
202B RLE
202C PDF
202D LRO
202E RLO
202F NNBSP
205F MMSP
2060 WJ
2066 LRI
2067 RLI
2068 FSI
2069 PDI
2118 WEIERSTRASS ELLIPTIC FUNCTION
2448 MICR ON US SYMBOL
2449 MICR DASH SYMBOL
2B7A LEFTWARDS TRIANGLE-HEADED ARROW WITH DOUBLE VERTICAL STROKE
2B7C RIGHTWARDS TRIANGLE-HEADED ARROW WITH DOUBLE VERTICAL STROKE
A015 YI SYLLABLE ITERATION MARK
AA6E MYANMAR LETTER KHAMTI LLA
FE18 PRESENTATION FORM FOR VERTICAL RIGHT WHITE LENTICULAR BRACKET
FEFF BYTE ORDER MARK;BOM;ZWNBSP
122D4 CUNEIFORM SIGN NU11 TENU
122D5 CUNEIFORM SIGN NU11 OVER NU11 BUR OVER BUR
16E56 MEDEFAIDRIN CAPITAL LETTER H
16E57 MEDEFAIDRIN CAPITAL LETTER NG
16E76 MEDEFAIDRIN SMALL LETTER H
16E77 MEDEFAIDRIN SMALL LETTER NG
1B001 HENTAIGANA LETTER E-1
1D0C5 BYZANTINE MUSICAL SYMBOL FTHORA SKLIRON CHROMA VASIS
"""

EAW = ["N", "Na", "A", "W", "H", "F"]


class Fraction(ctypes.Structure):
    _fields_ = [("numerator", ctypes.c_int), ("denominator", ctypes.c_int)]


def libunistring():
    lib = ctypes.CDLL("libunistring.so.2")
    lib.uc_numeric_value.restype = Fraction
    lib.uc_numeric_value.argtypes = [ctypes.c_uint32]
    lib.uc_combining_class.restype = ctypes.c_int
    lib.uc_combining_class.argtypes = [ctypes.c_uint32]
    return lib


def runs(values):
    """(start, value) at every change of value over all code points."""
    out = []
    prev = object()
    for cp, v in enumerate(values):
        if v != prev:
            out.append((cp, v))
            prev = v
    return out


def main():
    lib = libunistring()
    chars = [chr(cp) for cp in range(0x110000)]
    w = sys.stdout.write
    w("/* Generated by tools/gen_unicodedata.py from CPython 3.11's unicodedata\n"
      " * (Unicode 14.0) and checked against libunistring 1.0. Do not edit. */\n\n")

    eaw = runs([EAW.index(ud.east_asian_width(c)) for c in chars])
    w("/* East Asian Width, as runs: the value of code points from `start` up\n"
      " * to the next run's start (0 N, 1 Na, 2 A, 3 W, 4 H, 5 F). */\n")
    w("static const struct { uint32_t start; uint8_t eaw; } eaw_runs[] = {\n")
    for i in range(0, len(eaw), 6):
        w("   " + "".join(" {0x%X, %d}," % r for r in eaw[i:i + 6]) + "\n")
    w("};\n\n")

    mir = runs([ud.mirrored(c) for c in chars])
    assert mir[0] == (0, 0)
    w("/* Bidi_Mirrored: the code points from mirrored_starts[2k] up to\n"
      " * mirrored_starts[2k+1] (exclusive) are mirrored. */\n")
    w("static const uint32_t mirrored_starts[] = {\n")
    starts = [s for s, _ in mir[1:]]
    for i in range(0, len(starts), 8):
        w("   " + "".join(" 0x%X," % s for s in starts[i:i + 8]) + "\n")
    w("};\n\n")

    extra = []
    for cp, c in enumerate(chars):
        v = ud.numeric(c, None)
        f = lib.uc_numeric_value(cp)
        mine = f.numerator / f.denominator if f.denominator else None
        if v != mine:
            # Unihan values libunistring lacks, and two values whose
            # numerator overflows its int.
            assert mine is None or v > 2**31, (hex(cp), v, mine)
            extra.append((cp, v))
    w("/* Numeric values libunistring does not give right (Unihan values, and\n"
      " * values beyond its int fractions), sorted by code point. */\n")
    w("static const struct { uint32_t cp; double value; } numeric_extra[] = {\n")
    for cp, v in extra:
        w("    {0x%X, %r},\n" % (cp, v))
    w("};\n\n")

    cjk = []
    start = None
    for cp, c in enumerate(chars + [""]):
        is_cjk = bool(c) and ud.name(c, "").startswith("CJK UNIFIED IDEOGRAPH-")
        if is_cjk and start is None:
            start = cp
        elif not is_cjk and start is not None:
            cjk.append((start, cp - 1))
            start = None
    w("/* CJK unified ideographs: named CJK UNIFIED IDEOGRAPH-XXXX. */\n")
    w("static const struct { uint32_t first, last; } cjk_ranges[] = {\n")
    for a, b in cjk:
        w("    {0x%X, 0x%X},\n" % (a, b))
    w("};\n\n")

    aliases = []
    for line in ALIASES.strip().splitlines():
        cp_text, names = line.split(" ", 1)
        cp = int(cp_text, 16)
        for name in names.split(";"):
            assert ud.lookup(name) == chr(cp), (name, hex(cp))
            assert ud.lookup(name.lower()) == chr(cp), name
            aliases.append((name, cp))
    for n in range(1, 257):
        cp = 0xFE00 + n - 1 if n <= 16 else 0xE0100 + n - 17
        assert ud.lookup("VS%d" % n) == chr(cp)
    aliases.sort()
    w("/* Formal name aliases (NameAliases.txt), sorted by name; VS1..VS256\n"
      " * are computed. */\n")
    w("static const struct { const char *name; uint32_t cp; } name_aliases[] = {\n")
    for name, cp in aliases:
        w('    {"%s", 0x%X},\n' % (name, cp))
    w("};\n\n")

    second = set()
    for cp, c in enumerate(chars):
        d = ud.decomposition(c)
        if not d or d.startswith("<"):
            continue
        parts = [chr(int(x, 16)) for x in d.split()]
        if len(parts) == 2 and ud.normalize("NFC", "".join(parts)) == c:
            second.add(ord(parts[1]))
    # Hangul: a V jamo joins a leading consonant, a T jamo an LV syllable.
    second.update(range(0x1161, 0x1176))
    second.update(range(0x11A8, 0x11C3))
    zero = sorted(cp for cp in second if ud.combining(chr(cp)) == 0)
    for cp in second:
        assert ud.combining(chr(cp)) == lib.uc_combining_class(cp)
    w("/* Characters of combining class 0 that compose with a preceding\n"
      " * character (the second of a canonical pair), sorted. */\n")
    w("static const uint32_t compose_second_ccc0[] = {\n")
    for i in range(0, len(zero), 8):
        w("   " + "".join(" 0x%X," % s for s in zero[i:i + 8]) + "\n")
    w("};\n")


if __name__ == "__main__":
    main()
