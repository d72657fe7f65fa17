"""Unix shell-style filename matching (CPython 3.11's fnmatch module):
fnmatch, fnmatchcase, filter and translate, with CPython's translation of
*, ?, [seq] and [!seq] into regular expressions. Names are compared as
on a POSIX system, where normcase leaves them unchanged. Bytes patterns
and names are matched as their latin-1 decodings."""

import re

__all__ = ["filter", "fnmatch", "fnmatchcase", "translate"]

_cache = {}


def _compile_pattern(pat):
    match = _cache.get(pat)
    if match is None:
        if isinstance(pat, bytes):
            # smolvm's re matches str only: a bytes pattern and the bytes
            # names it is matched against are read as latin-1.
            str_match = re.compile(translate(pat.decode('latin-1'))).match

            def match(name):
                if not isinstance(name, bytes):
                    raise TypeError("cannot use a bytes pattern on a string-like object")
                return str_match(name.decode('latin-1'))
        else:
            match = re.compile(translate(pat)).match
        if len(_cache) >= 256:
            _cache.clear()
        _cache[pat] = match
    return match


def _check(name, pat):
    if not isinstance(name, (str, bytes)):
        raise TypeError("expected str, bytes or os.PathLike object, not %s" % type(name).__name__)
    if not isinstance(pat, (str, bytes)):
        raise TypeError("expected str, bytes or os.PathLike object, not %s" % type(pat).__name__)


def fnmatch(name, pat):
    """Whether name matches the shell pattern pat."""
    _check(name, pat)
    return fnmatchcase(name, pat)


def fnmatchcase(name, pat):
    """Whether name matches pat, case-sensitively."""
    match = _compile_pattern(pat)
    return match(name) is not None


def filter(names, pat):
    """The names of the iterable that match pat."""
    match = _compile_pattern(pat)
    result = []
    for name in names:
        if match(name):
            result.append(name)
    return result


_STAR = object()


def translate(pat):
    """The regular expression (a str) that matches what pat matches."""
    res = []
    add = res.append
    i, n = 0, len(pat)
    while i < n:
        c = pat[i]
        i = i + 1
        if c == '*':
            if not res or res[-1] is not _STAR:
                add(_STAR)
        elif c == '?':
            add('.')
        elif c == '[':
            j = i
            if j < n and pat[j] == '!':
                j = j + 1
            if j < n and pat[j] == ']':
                j = j + 1
            while j < n and pat[j] != ']':
                j = j + 1
            if j >= n:
                add('\\[')
            else:
                stuff = pat[i:j]
                if '-' not in stuff:
                    stuff = stuff.replace('\\', r'\\')
                else:
                    chunks = []
                    k = i + 2 if pat[i] == '!' else i + 1
                    while True:
                        k = pat.find('-', k, j)
                        if k < 0:
                            break
                        chunks.append(pat[i:k])
                        i = k + 1
                        k = k + 3
                    chunk = pat[i:j]
                    if chunk:
                        chunks.append(chunk)
                    else:
                        chunks[-1] += '-'
                    # A range whose start is after its end matches nothing:
                    # it is merged away, as a regular expression refuses it.
                    for k in range(len(chunks) - 1, 0, -1):
                        if chunks[k - 1][-1] > chunks[k][0]:
                            chunks[k - 1] = chunks[k - 1][:-1] + chunks[k][1:]
                            del chunks[k]
                    stuff = '-'.join(s.replace('\\', r'\\').replace('-', r'\-') for s in chunks)
                stuff = re.sub(r'([&~|])', r'\\\1', stuff)
                i = j + 1
                if not stuff:
                    add('(?!)')
                elif stuff == '!':
                    add('.')
                else:
                    if stuff[0] == '!':
                        stuff = '^' + stuff[1:]
                    elif stuff[0] in ('^', '['):
                        stuff = '\\' + stuff
                    add('[%s]' % stuff)
        else:
            add(re.escape(c))
    inp = res
    res = []
    add = res.append
    i, n = 0, len(inp)
    while i < n and inp[i] is not _STAR:
        add(inp[i])
        i += 1
    while i < n:
        i += 1
        if i == n:
            add(".*")
            break
        fixed = []
        while i < n and inp[i] is not _STAR:
            fixed.append(inp[i])
            i += 1
        fixed = "".join(fixed)
        if i == n:
            add(".*")
            add(fixed)
        else:
            add("(?>.*?%s)" % fixed)
    return '(?s:%s)\\Z' % "".join(res)
