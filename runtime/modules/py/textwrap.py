"""Text wrapping and filling (CPython 3.11's textwrap module): wrap, fill,
shorten, dedent, indent and TextWrapper with all of its options.

Text is cut into chunks exactly where CPython cuts it: runs of the six
ASCII whitespace characters, and words, which break_on_hyphens splits
after a hyphen between letters ("long-term" -> "long-", "term") and around
an em-dash made of two or more hyphens ("yes--no"). The chunks are then
laid out greedily on lines as CPython does, with the same handling of long
words, dropped whitespace, max_lines and the placeholder.

TextWrapper's class attributes wordsep_re, wordsep_simple_re and
sentence_end_re (CPython's compiled patterns) are not provided: the
splitting is done by the methods themselves."""

from re import compile as _compile, MULTILINE as _MULTILINE

__all__ = ['TextWrapper', 'wrap', 'fill', 'dedent', 'indent', 'shorten']

_whitespace = '\t\n\x0b\x0c\r '
_ws_run = _compile('([\t\n\x0b\x0c\r ]+)')


def _letter(c):
    # A word character that is not a decimal digit.
    return (c.isalnum() or c == '_') and not c.isdecimal()


def _wordchar(c):
    return c.isalnum() or c == '_'


def _word_punct(c):
    return c.isalnum() or c in '_!"\'&.,?'


def _dashes(w, i):
    # The number of hyphens starting at w[i].
    j = i
    n = len(w)
    while j < n and w[j] == '-':
        j += 1
    return j - i


def _em_dash_at(w, i):
    # Two or more hyphens at w[i], then a word character.
    h = _dashes(w, i)
    return h >= 2 and i + h < len(w) and _wordchar(w[i + h])


def _split_word(w, out):
    """Append the chunks of w, a run without whitespace that contains a
    hyphen, to out: the pieces a hyphenated word or an em-dash splits into."""
    n = len(w)
    p = 0
    while p < n:
        # An em-dash after a word or punctuation is a chunk of its own.
        if p and w[p] == '-' and _word_punct(w[p - 1]) and _em_dash_at(w, p):
            h = _dashes(w, p)
            out.append(w[p:p + h])
            p += h
            continue
        # Otherwise the shortest piece that ends the word, ends after a
        # hyphen between letters, or stops before an em-dash.
        e = p + 1
        while e < n:
            if w[e] == '-':
                before = ((e >= 2 and _letter(w[e - 2]) and _letter(w[e - 1])) or
                          (e >= 3 and _letter(w[e - 3]) and w[e - 2] == '-' and _letter(w[e - 1])))
                if (before and e + 2 < n and _letter(w[e + 1]) and
                        (_letter(w[e + 2]) or (w[e + 2] == '-' and e + 3 < n and _letter(w[e + 3])))):
                    e += 1
                    break
                if _word_punct(w[e - 1]) and _em_dash_at(w, e):
                    break
            e += 1
        out.append(w[p:e])
        p = e


def _ends_sentence(chunk):
    # A lowercase ASCII letter, then . ! or ?, then maybe a closing quote.
    k = len(chunk)
    if k and chunk[k - 1] in '"\'':
        k -= 1
    return k >= 2 and chunk[k - 1] in '.!?' and 'a' <= chunk[k - 2] <= 'z'


class TextWrapper:
    """Wraps and fills paragraphs; the attributes are the options:

    width (70): the longest a line may be, indent included;
    initial_indent / subsequent_indent (''): put before the first line /
      the other lines;
    expand_tabs (True), tabsize (8): expand tabs first (str.expandtabs);
    replace_whitespace (True): then turn each whitespace character into a
      space;
    fix_sentence_endings (False): two spaces after the end of a sentence;
    break_long_words (True): cut words longer than a line;
    break_on_hyphens (True): lines may end after a hyphen of a compound
      word;
    drop_whitespace (True): no whitespace at the start or end of a line;
    max_lines (None): at most this many lines, the last one ending with
    placeholder (' [...]').

    Subclasses may override the methods whose names start with _ as in
    CPython."""
    __module__ = 'textwrap'

    unicode_whitespace_trans = {9: 32, 10: 32, 11: 32, 12: 32, 13: 32, 32: 32}
    uspace = 32

    def __init__(self, width=70, initial_indent="", subsequent_indent="", expand_tabs=True,
                 replace_whitespace=True, fix_sentence_endings=False, break_long_words=True,
                 drop_whitespace=True, break_on_hyphens=True, tabsize=8, *, max_lines=None,
                 placeholder=' [...]'):
        self.width = width
        self.initial_indent = initial_indent
        self.subsequent_indent = subsequent_indent
        self.expand_tabs = expand_tabs
        self.replace_whitespace = replace_whitespace
        self.fix_sentence_endings = fix_sentence_endings
        self.break_long_words = break_long_words
        self.drop_whitespace = drop_whitespace
        self.break_on_hyphens = break_on_hyphens
        self.tabsize = tabsize
        self.max_lines = max_lines
        self.placeholder = placeholder

    # -- Private methods -----------------------------------------------
    # (possibly useful for subclasses to override)

    def _munge_whitespace(self, text):
        """Expand tabs and turn every whitespace character into a space,
        as the options say."""
        if self.expand_tabs:
            text = text.expandtabs(self.tabsize)
        if self.replace_whitespace:
            text = text.translate(self.unicode_whitespace_trans)
        return text

    def _split(self, text):
        """Split the text into chunks: runs of whitespace and words, the
        words themselves split after hyphens and around em-dashes when
        break_on_hyphens is true."""
        parts = _ws_run.split(text)
        if not self.break_on_hyphens:
            return [c for c in parts if c]
        chunks = []
        for c in parts:
            if not c:
                continue
            if '-' in c and c[0] not in _whitespace:
                _split_word(c, chunks)
            else:
                chunks.append(c)
        return chunks

    def _fix_sentence_endings(self, chunks):
        """Make the single space after the end of a sentence two spaces."""
        i = 0
        last = len(chunks) - 1
        while i < last:
            if chunks[i + 1] == " " and _ends_sentence(chunks[i]):
                chunks[i + 1] = "  "
                i += 2
            else:
                i += 1

    def _handle_long_word(self, reversed_chunks, cur_line, cur_len, width):
        """Put as much of the too-long chunk reversed_chunks[-1] on the
        current line as fits (or all of it, on an empty line, when long
        words may not be broken)."""
        space_left = width - cur_len if width >= 1 else 1
        if self.break_long_words:
            chunk = reversed_chunks[-1]
            end = space_left
            if self.break_on_hyphens and len(chunk) > space_left:
                # Prefer to break just after the last hyphen that fits,
                # unless only hyphens come before it.
                h = chunk.rfind('-', 0, space_left)
                if h > 0 and chunk[:h].strip('-'):
                    end = h + 1
            cur_line.append(chunk[:end])
            reversed_chunks[-1] = chunk[end:]
        elif not cur_line:
            cur_line.append(reversed_chunks.pop())

    def _wrap_chunks(self, chunks):
        """Lay the chunks out on lines of at most self.width characters
        (indent included) and return the lines."""
        if self.width <= 0:
            raise ValueError("invalid width %r (must be > 0)" % self.width)
        max_lines = self.max_lines
        if max_lines is not None:
            indent = self.subsequent_indent if max_lines > 1 else self.initial_indent
            if len(indent) + len(self.placeholder.lstrip()) > self.width:
                raise ValueError("placeholder too large for max width")
        drop = self.drop_whitespace
        lines = []
        # The next chunk is at the end.
        chunks.reverse()
        while chunks:
            indent = self.subsequent_indent if lines else self.initial_indent
            width = self.width - len(indent)
            # Whitespace at the start of a line (but the first) goes.
            if drop and lines and chunks[-1].strip() == '':
                chunks.pop()
            line = []
            length = 0
            while chunks:
                n = len(chunks[-1])
                if length + n > width:
                    break
                line.append(chunks.pop())
                length += n
            if chunks and len(chunks[-1]) > width:
                self._handle_long_word(chunks, line, length, width)
                length = 0
                for c in line:
                    length += len(c)
            # And so does whitespace at the end of a line.
            if drop and line and line[-1].strip() == '':
                length -= len(line[-1])
                line.pop()
            if not line:
                continue
            if (max_lines is None or len(lines) + 1 < max_lines or
                    ((not chunks or (drop and len(chunks) == 1 and not chunks[0].strip()))
                     and length <= width)):
                lines.append(indent + ''.join(line))
                continue
            # The last line allowed and text remains: end it with the
            # placeholder, dropping chunks until it fits.
            placed = False
            while line:
                if line[-1].strip() and length + len(self.placeholder) <= width:
                    line.append(self.placeholder)
                    lines.append(indent + ''.join(line))
                    placed = True
                    break
                length -= len(line[-1])
                line.pop()
            if not placed:
                prev = lines[-1].rstrip() if lines else None
                if prev is not None and len(prev) + len(self.placeholder) <= self.width:
                    lines[-1] = prev + self.placeholder
                else:
                    lines.append(indent + self.placeholder.lstrip())
            break
        return lines

    def _split_chunks(self, text):
        text = self._munge_whitespace(text)
        return self._split(text)

    # -- Public interface ----------------------------------------------

    def wrap(self, text):
        """Wrap one paragraph: the list of its lines, none longer than
        self.width (unless a long word may not be broken)."""
        chunks = self._split_chunks(text)
        if self.fix_sentence_endings:
            self._fix_sentence_endings(chunks)
        return self._wrap_chunks(chunks)

    def fill(self, text):
        """Wrap one paragraph and join its lines with newlines."""
        return "\n".join(self.wrap(text))


# -- Convenience interface ---------------------------------------------

def wrap(text, width=70, **kwargs):
    """The lines of one paragraph wrapped to width columns; the other
    keyword arguments are TextWrapper's options."""
    return TextWrapper(width=width, **kwargs).wrap(text)


def fill(text, width=70, **kwargs):
    """One paragraph wrapped to width columns, as a string of lines; the
    other keyword arguments are TextWrapper's options."""
    return TextWrapper(width=width, **kwargs).fill(text)


def shorten(text, width, **kwargs):
    """The text with its whitespace collapsed, cut to fit in width
    columns: whole words, then the placeholder (' [...]') when some had to
    go. shorten("Hello  world!", width=11) is 'Hello [...]'."""
    w = TextWrapper(width=width, max_lines=1, **kwargs)
    return w.fill(' '.join(text.strip().split()))


# -- Loosely related functionality -------------------------------------

_blank_line = _compile('^[ \t]+$', _MULTILINE)
_line_indent = _compile('^([ \t]*)[^ \t\n]', _MULTILINE)


def dedent(text):
    """The text without the leading whitespace all its lines share.

    Spaces and tabs both count but never match each other; lines of only
    spaces and tabs become empty and do not count."""
    text = _blank_line.sub('', text)
    margin = None
    for ind in _line_indent.findall(text):
        if margin is None:
            margin = ind
        elif ind.startswith(margin):
            pass
        elif margin.startswith(ind):
            margin = ind
        else:
            # The longest common prefix of the two.
            i = 0
            n = min(len(margin), len(ind))
            while i < n and margin[i] == ind[i]:
                i += 1
            margin = margin[:i]
    if margin:
        cut = len(margin)
        lines = text.split('\n')
        for i in range(len(lines)):
            if lines[i].startswith(margin):
                lines[i] = lines[i][cut:]
        text = '\n'.join(lines)
    return text


def indent(text, prefix, predicate=None):
    """The text with prefix put before each line for which
    predicate(line) is true; by default, each line that is not only
    whitespace."""
    out = []
    for line in text.splitlines(True):
        if (predicate(line) if predicate is not None else line.strip()):
            out.append(prefix + line)
        else:
            out.append(line)
    return ''.join(out)
