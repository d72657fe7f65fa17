"""The Python half of the html module (runtime/modules/html.c runs it in
the module's namespace): escape and unescape as CPython 3.11 writes them.
unescape decodes numeric character references and the full HTML5 table
of named references, which _html5_entity (written in C) looks names up
in. html.parser and html.entities are absent."""

import re as _re

__all__ = ['escape', 'unescape']


def escape(s, quote=True):
    """Replace &, < and > (and " and ' when quote is true) by HTML-safe
    sequences."""
    s = s.replace("&", "&amp;")
    s = s.replace("<", "&lt;")
    s = s.replace(">", "&gt;")
    if quote:
        s = s.replace('"', "&quot;")
        s = s.replace('\'', "&#x27;")
    return s


# Numeric references to the C1 controls mean the windows-1252 characters,
# as browsers read them; NUL and CR have their own replacements.
_INVALID_CHARREFS = {
    0x00: '\ufffd', 0x0d: '\r', 0x80: '\u20ac', 0x81: '\x81', 0x82: '\u201a',
    0x83: '\u0192', 0x84: '\u201e', 0x85: '\u2026', 0x86: '\u2020', 0x87: '\u2021',
    0x88: '\u02c6', 0x89: '\u2030', 0x8a: '\u0160', 0x8b: '\u2039', 0x8c: '\u0152',
    0x8d: '\x8d', 0x8e: '\u017d', 0x8f: '\x8f', 0x90: '\x90', 0x91: '\u2018',
    0x92: '\u2019', 0x93: '\u201c', 0x94: '\u201d', 0x95: '\u2022', 0x96: '\u2013',
    0x97: '\u2014', 0x98: '\u02dc', 0x99: '\u2122', 0x9a: '\u0161', 0x9b: '\u203a',
    0x9c: '\u0153', 0x9d: '\x9d', 0x9e: '\u017e', 0x9f: '\u0178',
}


def _invalid_codepoint(n):
    # Control characters, noncharacters and the last two code points of
    # every plane are dropped.
    return (0x1 <= n <= 0x8 or n == 0xb or 0xe <= n <= 0x1f or 0x7f <= n <= 0x9f
            or 0xfdd0 <= n <= 0xfdef or (n & 0xfffe) == 0xfffe)


def _replace_charref(m):
    s = m.group(1)
    if s[0] == '#':
        if s[1] in 'xX':
            num = int(s[2:].rstrip(';'), 16)
        else:
            num = int(s[1:].rstrip(';'))
        if num in _INVALID_CHARREFS:
            return _INVALID_CHARREFS[num]
        if 0xD800 <= num <= 0xDFFF or num > 0x10FFFF:
            return '\uFFFD'
        if _invalid_codepoint(num):
            return ''
        return chr(num)
    r = _html5_entity(s)
    if r is not None:
        return r
    # The longest prefix that is a name valid without its semicolon.
    for x in range(len(s) - 1, 1, -1):
        r = _html5_entity(s[:x])
        if r is not None:
            return r + s[x:]
    return '&' + s


_charref = _re.compile(r'&(#[0-9]+;?|#[xX][0-9a-fA-F]+;?|[^\t\n\f <&#;]{1,32};?)')


def unescape(s):
    """Convert the named and numeric character references in s to the
    characters they stand for."""
    if '&' not in s:
        return s
    return _charref.sub(_replace_charref, s)
