"""Shell-like splitting and quoting (CPython 3.11's shlex module): the
shlex lexer class, split, quote and join. split follows shlex's rules in
both modes: in POSIX mode (the default) quotes group and are removed, a
backslash outside quotes takes the next character literally, and inside
double quotes escapes only a double quote or a backslash; with
posix=False quotes stay in the words and backslashes are ordinary.
comments=True makes '#' start a comment that runs to the end of its line.
The lexer reads a string or any object with read(1) and readline(); its
source inclusion finds no files (the sandbox has none) unless sourcehook
is overridden."""

import re
from collections import deque
from io import StringIO

__all__ = ["shlex", "split", "quote", "join"]


class shlex:
    "A lexical analyzer class for simple shell-like syntaxes."

    def __init__(self, instream=None, infile=None, posix=False, punctuation_chars=False):
        if isinstance(instream, str):
            instream = StringIO(instream)
        if instream is None:
            # No standard input in the sandbox: an empty stream.
            instream = StringIO('')
            infile = None
        self.instream = instream
        self.infile = infile
        self.posix = posix
        self.eof = None if posix else ''
        self.commenters = '#'
        self.wordchars = ('abcdfeghijklmnopqrstuvwxyz'
                          'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_')
        if posix:
            self.wordchars += ('\xdf\xe0\xe1\xe2\xe3\xe4\xe5\xe6\xe7\xe8\xe9\xea\xeb\xec\xed\xee\xef'
                               '\xf0\xf1\xf2\xf3\xf4\xf5\xf6\xf8\xf9\xfa\xfb\xfc\xfd\xfe\xff'
                               '\xc0\xc1\xc2\xc3\xc4\xc5\xc6\xc7\xc8\xc9\xca\xcb\xcc\xcd\xce\xcf'
                               '\xd0\xd1\xd2\xd3\xd4\xd5\xd6\xd8\xd9\xda\xdb\xdc\xdd\xde')
        self.whitespace = ' \t\r\n'
        self.whitespace_split = False
        self.quotes = '\'"'
        self.escape = '\\'
        self.escapedquotes = '"'
        self.state = ' '
        self.pushback = deque()
        self.lineno = 1
        self.debug = 0
        self.token = ''
        self.filestack = deque()
        self.source = None
        if not punctuation_chars:
            punctuation_chars = ''
        elif punctuation_chars is True:
            punctuation_chars = '();<>|&'
        self._punctuation_chars = punctuation_chars
        if punctuation_chars:
            # Characters read ahead past a run of punctuation.
            self._pushback_chars = deque()
            # Allowed in file names, options and wildcards.
            self.wordchars += '~-./*?='
            self.wordchars = ''.join(c for c in self.wordchars if c not in punctuation_chars)

    @property
    def punctuation_chars(self):
        return self._punctuation_chars

    def push_token(self, tok):
        "Push a token onto the stack popped by the get_token method"
        if self.debug >= 1:
            print("shlex: pushing token " + repr(tok))
        self.pushback.appendleft(tok)

    def push_source(self, newstream, newfile=None):
        "Push an input source onto the lexer's input source stack."
        if isinstance(newstream, str):
            newstream = StringIO(newstream)
        self.filestack.appendleft((self.infile, self.instream, self.lineno))
        self.infile = newfile
        self.instream = newstream
        self.lineno = 1
        if self.debug:
            if newfile is not None:
                print('shlex: pushing to file %s' % (self.infile,))
            else:
                print('shlex: pushing to stream %s' % (self.instream,))

    def pop_source(self):
        "Pop the input source stack."
        self.instream.close()
        (self.infile, self.instream, self.lineno) = self.filestack.popleft()
        if self.debug:
            print('shlex: popping to %s, line %d' % (self.instream, self.lineno))
        self.state = ' '

    def get_token(self):
        "Get a token from the input stream (or from stack if it's nonempty)"
        if self.pushback:
            tok = self.pushback.popleft()
            if self.debug >= 1:
                print("shlex: popping token " + repr(tok))
            return tok
        raw = self.read_token()
        if self.source is not None:
            while raw == self.source:
                spec = self.sourcehook(self.read_token())
                if spec:
                    newfile, newstream = spec
                    self.push_source(newstream, newfile)
                raw = self.get_token()
        while raw == self.eof:
            if not self.filestack:
                return self.eof
            self.pop_source()
            raw = self.get_token()
        if self.debug >= 1:
            if raw != self.eof:
                print("shlex: token=" + repr(raw))
            else:
                print("shlex: token=EOF")
        return raw

    def _skip_comment(self):
        self.instream.readline()
        self.lineno += 1

    def read_token(self):
        quoted = False
        escapedstate = ' '
        posix = self.posix
        while True:
            if self._punctuation_chars and self._pushback_chars:
                nextchar = self._pushback_chars.pop()
            else:
                nextchar = self.instream.read(1)
            if nextchar == '\n':
                self.lineno += 1
            state = self.state
            if self.debug >= 3:
                print("shlex: in state %r I see character: %r" % (state, nextchar))
            if state is None:
                # Past the end of the input.
                self.token = ''
                break
            if state == ' ':
                if not nextchar:
                    self.state = None
                    break
                if nextchar in self.whitespace:
                    if self.debug >= 2:
                        print("shlex: I see whitespace in whitespace state")
                    if self.token or (posix and quoted):
                        break
                elif nextchar in self.commenters:
                    self._skip_comment()
                elif posix and nextchar in self.escape:
                    escapedstate = 'a'
                    self.state = nextchar
                elif nextchar in self.wordchars:
                    self.token = nextchar
                    self.state = 'a'
                elif nextchar in self._punctuation_chars:
                    self.token = nextchar
                    self.state = 'c'
                elif nextchar in self.quotes:
                    if not posix:
                        self.token = nextchar
                    self.state = nextchar
                elif self.whitespace_split:
                    self.token = nextchar
                    self.state = 'a'
                else:
                    # Any other character is a token of its own.
                    self.token = nextchar
                    if self.token or (posix and quoted):
                        break
            elif state in self.quotes:
                quoted = True
                if not nextchar:
                    if self.debug >= 2:
                        print("shlex: I see EOF in quotes state")
                    raise ValueError("No closing quotation")
                if nextchar == state:
                    if not posix:
                        self.token += nextchar
                        self.state = ' '
                        break
                    self.state = 'a'
                elif posix and nextchar in self.escape and state in self.escapedquotes:
                    escapedstate = state
                    self.state = nextchar
                else:
                    self.token += nextchar
            elif state in self.escape:
                if not nextchar:
                    if self.debug >= 2:
                        print("shlex: I see EOF in escape state")
                    raise ValueError("No escaped character")
                # Inside quotes only the quote itself or the escape
                # character is escaped; before anything else the escape
                # character stays.
                if escapedstate in self.quotes and nextchar != state and nextchar != escapedstate:
                    self.token += state
                self.token += nextchar
                self.state = escapedstate
            elif state in ('a', 'c'):
                if not nextchar:
                    self.state = None
                    break
                if nextchar in self.whitespace:
                    if self.debug >= 2:
                        print("shlex: I see whitespace in word state")
                    self.state = ' '
                    if self.token or (posix and quoted):
                        break
                elif nextchar in self.commenters:
                    self._skip_comment()
                    if posix:
                        self.state = ' '
                        if self.token or (posix and quoted):
                            break
                elif state == 'c':
                    if nextchar in self._punctuation_chars:
                        self.token += nextchar
                    else:
                        if nextchar not in self.whitespace:
                            self._pushback_chars.append(nextchar)
                        self.state = ' '
                        break
                elif posix and nextchar in self.quotes:
                    self.state = nextchar
                elif posix and nextchar in self.escape:
                    escapedstate = 'a'
                    self.state = nextchar
                elif (nextchar in self.wordchars or nextchar in self.quotes
                      or (self.whitespace_split and nextchar not in self._punctuation_chars)):
                    self.token += nextchar
                else:
                    # The character ends the word and is read again: as
                    # the next token, or with punctuation as a character.
                    if self.debug >= 2:
                        print("shlex: I see punctuation in word state")
                    if self._punctuation_chars:
                        self._pushback_chars.append(nextchar)
                    else:
                        self.pushback.appendleft(nextchar)
                    self.state = ' '
                    if self.token or (posix and quoted):
                        break
        result = self.token
        self.token = ''
        if posix and not quoted and result == '':
            result = None
        if self.debug > 1:
            if result:
                print("shlex: raw token=" + repr(result))
            else:
                print("shlex: raw token=EOF")
        return result

    def sourcehook(self, newfile):
        "Hook called on a filename to be sourced."
        if newfile[0] == '"':
            newfile = newfile[1:-1]
        if isinstance(self.infile, str) and not newfile.startswith('/'):
            head = self.infile.rpartition('/')[0]
            newfile = head + '/' + newfile if head else newfile
        # The sandbox has no files to open.
        raise FileNotFoundError(2, 'No such file or directory', newfile)

    def error_leader(self, infile=None, lineno=None):
        "Emit a C-compiler-like, Emacs-friendly error-message leader."
        if infile is None:
            infile = self.infile
        if lineno is None:
            lineno = self.lineno
        return "\"%s\", line %d: " % (infile, lineno)

    def __iter__(self):
        return self

    def __next__(self):
        token = self.get_token()
        if token == self.eof:
            raise StopIteration
        return token

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
