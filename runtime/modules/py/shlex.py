"""Shell-like splitting and quoting (CPython 3.11's shlex module): split,
quote and join. split follows shlex's rules in both modes: in POSIX mode
(the default) quotes group and are removed, a backslash outside quotes
takes the next character literally, and inside double quotes escapes only
a double quote or a backslash; with posix=False quotes stay in the words
and backslashes are ordinary. comments=True makes '#' start a comment that
runs to the end of its line. The shlex lexer class itself is not
provided."""

import re

__all__ = ["split", "quote", "join"]

_SPACE = ' \t\r\n'


def _split_posix(s, comments):
    words = []
    word = []
    started = False          # a quote or an escape began a word
    i = 0
    n = len(s)
    while i < n:
        c = s[i]
        i += 1
        if c in _SPACE:
            if word or started:
                words.append(''.join(word))
                word = []
                started = False
        elif comments and c == '#':
            nl = s.find('\n', i)
            i = n if nl < 0 else nl + 1
            if word or started:
                words.append(''.join(word))
                word = []
                started = False
        elif c == '\\':
            if i >= n:
                raise ValueError("No escaped character")
            word.append(s[i])
            i += 1
            started = True
        elif c == "'":
            end = s.find("'", i)
            if end < 0:
                raise ValueError("No closing quotation")
            word.append(s[i:end])
            i = end + 1
            started = True
        elif c == '"':
            started = True
            while True:
                if i >= n:
                    raise ValueError("No closing quotation")
                c = s[i]
                i += 1
                if c == '"':
                    break
                if c == '\\':
                    if i >= n:
                        raise ValueError("No escaped character")
                    c = s[i]
                    i += 1
                    if c != '"' and c != '\\':
                        word.append('\\')
                word.append(c)
        else:
            word.append(c)
    if word or started:
        words.append(''.join(word))
    return words


def _split_plain(s, comments):
    # posix=False: a quote opens a quoted word only at the start of a word,
    # and that word ends with its closing quote, quotes kept; a comment
    # inside a word drops the rest of its line and the word goes on.
    words = []
    word = []
    i = 0
    n = len(s)
    while i < n:
        c = s[i]
        i += 1
        if c in _SPACE:
            if word:
                words.append(''.join(word))
                word = []
        elif comments and c == '#':
            nl = s.find('\n', i)
            i = n if nl < 0 else nl + 1
        elif not word and (c == '"' or c == "'"):
            end = s.find(c, i)
            if end < 0:
                raise ValueError("No closing quotation")
            words.append(s[i - 1:end + 1])
            i = end + 1
        else:
            word.append(c)
    if word:
        words.append(''.join(word))
    return words


def split(s, comments=False, posix=True):
    """Split the string s using shell-like syntax."""
    if s is None:
        raise ValueError("s argument must not be None")
    if not isinstance(s, str):
        s = s.read()
    if isinstance(s, str):
        # The characters themselves, as CPython's lexer reads them (a str
        # subclass's __getitem__, __len__ or find is not asked).
        s = str.__str__(s)
    return _split_posix(s, comments) if posix else _split_plain(s, comments)


_unsafe = re.compile(r'[^\w@%+=:,./-]', re.ASCII).search


def quote(s):
    """Return a shell-escaped version of the string *s*."""
    if not s:
        return "''"
    if _unsafe(s) is None:
        return s
    return "'" + s.replace("'", "'\"'\"'") + "'"


def join(split_command):
    """Return a shell-escaped string from *split_command*."""
    return ' '.join(quote(arg) for arg in split_command)
