"""A tolerant HTML tokenizer (CPython 3.11's html.parser): HTMLParser
calls handle_starttag, handle_endtag, handle_startendtag, handle_data,
handle_comment, handle_decl, handle_pi, handle_charref, handle_entityref
and unknown_decl as it reads the text given to feed(), with the same
events, the same split of the text between them and the same positions
(getpos) as CPython's. The contents of <script> and <style> are data;
with convert_charrefs (the default) character references in data and in
attribute values are replaced by the characters they stand for."""

import re as _re
from html import unescape as _unescape

__all__ = ['HTMLParser']

# The token shapes, as the HTML tokenizer of CPython 3.11 reads them.
_special = _re.compile('[&<]')
_amp_prefix = _re.compile('&[a-zA-Z#]')
_named_ref = _re.compile('&([a-zA-Z][-.a-zA-Z0-9]*)[^a-zA-Z0-9]')
_num_ref = _re.compile('&#(?:[0-9]+|[xX][0-9a-fA-F]+)[^0-9a-fA-F]')
_tag_open = _re.compile('<[a-zA-Z]')
_comment_end = _re.compile(r'--\s*>')
_tag_name = _re.compile(r'([a-zA-Z][^\t\n\r\f />\x00]*)(?:\s|/(?!>))*')
_attribute = _re.compile(
    r'((?<=[\'"\s/])[^\s/>][^\s/=>]*)(\s*=+\s*'
    r'(\'[^\']*\'|"[^"]*"|(?![\'"])[^>\s]*))?(?:\s|/(?!>))*')
_whole_tag = _re.compile(
    r'<[a-zA-Z][^\t\n\r\f />\x00]*'
    r'(?:[\s/]*'
    r'(?:(?<=[\'"\s/])[^\s/>][^\s/=>]*'
    r'(?:\s*=+\s*'
    r'(?:\'[^\']*\'|"[^"]*"|(?![\'"])[^>\s]*)'
    r'\s*'
    r')?(?:\s|/(?!>))*'
    r')*'
    r')?'
    r'\s*')
_end_tag = _re.compile(r'</\s*([a-zA-Z][-.a-zA-Z0-9:_]*)\s*>')
_decl_name = _re.compile(r'[a-zA-Z][-_.a-zA-Z0-9]*\s*')
_section_end = _re.compile(r']\s*]\s*>')
_ms_section_end = _re.compile(r']\s*>')
_ref_end = _re.compile(r'[\s;]')
_NAME_CHARS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ=/'


def _find(s, sub, start):
    # s.find(sub, start) looked up in growing windows: a search is charged
    # by the text it is given, and the next piece of markup is near, so a
    # page costs in proportion to its length, not its length per token.
    n = len(s)
    w = 512
    while start + w < n:
        j = s.find(sub, start, start + w)
        if j >= 0:
            return j
        w *= 8
    return s.find(sub, start, n)


class HTMLParser:
    """Find tags and other markup and call handler functions.

    Usage:
        p = HTMLParser()
        p.feed(data)
        ...
        p.close()

    Start tags are handled by calling self.handle_starttag() or
    self.handle_startendtag(); end tags by self.handle_endtag(). The
    data between tags is passed from the parser to the derived class by
    calling self.handle_data() with the data as argument (the data may
    be split up in arbitrary chunks). If convert_charrefs is True the
    character references are converted automatically to the
    corresponding Unicode character (and self.handle_data() is no
    longer split in chunks), otherwise they are passed by calling
    self.handle_entityref() or self.handle_charref() with the string
    containing respectively the named or numeric reference as the
    argument.
    """
    __module__ = 'html.parser'

    CDATA_CONTENT_ELEMENTS = ("script", "style")

    def __init__(self, *, convert_charrefs=True):
        """Initialize and reset this instance.

        If convert_charrefs is True (the default), all character references
        are automatically converted to the corresponding Unicode characters.
        """
        self.convert_charrefs = convert_charrefs
        self.reset()

    def reset(self):
        """Reset this instance.  Loses all unprocessed data."""
        self.rawdata = ''
        self.lasttag = '???'
        self.interesting = _special
        self.cdata_elem = None
        self.lineno = 1
        self.offset = 0

    def feed(self, data):
        r"""Feed data to the parser.

        Call this as often as you want, with as little or as much text
        as you want (may include '\n').
        """
        self.rawdata = self.rawdata + data
        self.goahead(0)

    def close(self):
        """Handle any buffered data."""
        self.goahead(1)

    __starttag_text = None

    def get_starttag_text(self):
        """Return full source of start tag: '<...>'."""
        return self.__starttag_text

    def getpos(self):
        """Return current line number and offset."""
        return self.lineno, self.offset

    def updatepos(self, i, j):
        if i >= j:
            return j
        newlines = self.rawdata.count('\n', i, j)
        if newlines:
            self.lineno += newlines
            self.offset = j - (self.rawdata.rindex('\n', i, j) + 1)
        else:
            self.offset += j - i
        return j

    def set_cdata_mode(self, elem):
        self.cdata_elem = elem.lower()
        self.interesting = _re.compile(r'</\s*%s\s*>' % self.cdata_elem, _re.I)

    def clear_cdata_mode(self):
        self.interesting = _special
        self.cdata_elem = None

    def _text(self, chunk):
        # Data outside <script>/<style>, with its references converted
        # when the parser converts them.
        if self.convert_charrefs and not self.cdata_elem:
            self.handle_data(_unescape(chunk))
        else:
            self.handle_data(chunk)

    def _next_special(self, i, n):
        # Where the next markup or reference starts, n when the rest is
        # text, -1 when the rest must wait for more input.
        raw = self.rawdata
        if self.convert_charrefs and not self.cdata_elem:
            j = _find(raw, '<', i)
            if j >= 0:
                return j
            # A reference cut by the end of this chunk waits for the next.
            amp = raw.rfind('&', max(i, n - 34), n)
            if amp >= 0 and not _ref_end.search(raw, amp):
                return -1
            return n
        m = self.interesting.search(raw, i)
        if m:
            return m.start()
        return -1 if self.cdata_elem else n

    def _markup(self, i, n, end):
        # The markup that starts with '<' at i: the index after it, or -1
        # to wait for more input.
        raw = self.rawdata
        if _tag_open.match(raw, i):
            k = self.parse_starttag(i)
        elif raw[i:i + 2] == '</':
            k = self.parse_endtag(i)
        elif raw[i:i + 4] == '<!--':
            k = self.parse_comment(i)
        elif raw[i:i + 2] == '<?':
            k = self.parse_pi(i)
        elif raw[i:i + 2] == '<!':
            k = self.parse_html_declaration(i)
        elif i + 1 < n:
            self.handle_data('<')
            k = i + 1
        else:
            return -1
        if k >= 0:
            return k
        if not end:
            return -1
        # Unterminated markup at the end of the input is data.
        k = _find(raw, '>', i + 1)
        if k >= 0:
            k += 1
        else:
            k = _find(raw, '<', i + 1)
            if k < 0:
                k = i + 1
        self._text(raw[i:k])
        return k

    def _reference(self, i, n, end):
        # A reference that starts with '&' at i: (where to go on, whether
        # the loop goes on from there or stops to wait for more input).
        raw = self.rawdata
        if raw[i:i + 2] == '&#':
            m = _num_ref.match(raw, i)
            if m:
                self.handle_charref(m.group()[2:-1])
                k = m.end()
                return (k if raw[k - 1] == ';' else k - 1), True
            if _find(raw, ';', i) >= 0:
                self.handle_data(raw[i:i + 2])
                return i + 2, False
            return i, False
        m = _named_ref.match(raw, i)
        if m:
            self.handle_entityref(m.group(1))
            k = m.end()
            return (k if raw[k - 1] == ';' else k - 1), True
        m = _amp_prefix.match(raw, i)
        if m:
            if end and m.group() == raw[i:]:
                return i + 1, False
            return i, False
        if i + 1 < n:
            self.handle_data('&')
            return i + 1, True
        return i, False

    # Internal -- handle data as far as reasonable.  May leave state
    # and data to be processed by a subsequent call.  If 'end' is
    # true, force handling all data as if followed by EOF marker.
    def goahead(self, end):
        raw = self.rawdata
        i = 0
        n = len(raw)
        while i < n:
            j = self._next_special(i, n)
            if j < 0:
                break
            if i < j:
                self._text(raw[i:j])
            i = self.updatepos(i, j)
            if i == n:
                break
            if raw[i] == '<':
                k = self._markup(i, n, end)
                if k < 0:
                    break
                i = self.updatepos(i, k)
            else:
                k, go_on = self._reference(i, n, end)
                i = self.updatepos(i, k)
                if not go_on:
                    break
        if end and i < n and not self.cdata_elem:
            self._text(raw[i:n])
            i = self.updatepos(i, n)
        self.rawdata = raw[i:]

    # Internal -- parse html declarations, return length or -1 if not terminated
    def parse_html_declaration(self, i):
        raw = self.rawdata
        if raw[i:i + 4] == '<!--':
            return self.parse_comment(i)
        if raw[i:i + 3] == '<![':
            return self.parse_marked_section(i)
        if raw[i:i + 9].lower() == '<!doctype':
            gt = _find(raw, '>', i + 9)
            if gt == -1:
                return -1
            self.handle_decl(raw[i + 2:gt])
            return gt + 1
        return self.parse_bogus_comment(i)

    # Internal -- parse bogus comment, return length or -1 if not terminated
    def parse_bogus_comment(self, i, report=1):
        raw = self.rawdata
        gt = _find(raw, '>', i + 2)
        if gt == -1:
            return -1
        if report:
            self.handle_comment(raw[i + 2:gt])
        return gt + 1

    # Internal -- parse a comment, return length or -1 if not terminated
    def parse_comment(self, i, report=1):
        raw = self.rawdata
        if raw[i:i + 4] != '<!--':
            raise AssertionError('unexpected call to parse_comment()')
        m = _comment_end.search(raw, i + 4)
        if not m:
            return -1
        if report:
            self.handle_comment(raw[i + 4:m.start()])
        return m.end()

    # Internal -- parse a marked section (<![CDATA[...]]>, <![if ...]>)
    def parse_marked_section(self, i, report=1):
        raw = self.rawdata
        name, j = self._scan_name(i + 3, i)
        if j < 0:
            return j
        if name in {'temp', 'cdata', 'ignore', 'include', 'rcdata'}:
            m = _section_end.search(raw, i + 3)
        elif name in {'if', 'else', 'endif'}:
            m = _ms_section_end.search(raw, i + 3)
        else:
            raise AssertionError('unknown status keyword %r in marked section' % raw[i + 3:j])
        if not m:
            return -1
        if report:
            self.unknown_decl(raw[i + 3:m.start(0)])
        return m.end(0)

    def _scan_name(self, i, declstartpos):
        raw = self.rawdata
        n = len(raw)
        if i == n:
            return None, -1
        m = _decl_name.match(raw, i)
        if m:
            s = m.group()
            if i + len(s) == n:
                return None, -1
            return s.strip().lower(), m.end()
        self.updatepos(declstartpos, i)
        raise AssertionError('expected name token at %r' % raw[declstartpos:declstartpos + 20])

    # Internal -- parse processing instr, return end or -1 if not terminated
    def parse_pi(self, i):
        raw = self.rawdata
        gt = _find(raw, '>', i + 2)
        if gt < 0:
            return -1
        self.handle_pi(raw[i + 2:gt])
        return gt + 1

    # Internal -- handle starttag, return end or -1 if not terminated
    def parse_starttag(self, i):
        self.__starttag_text = None
        endpos = self.check_for_whole_start_tag(i)
        if endpos < 0:
            return endpos
        raw = self.rawdata
        self.__starttag_text = raw[i:endpos]
        m = _tag_name.match(raw, i + 1)
        k = m.end()
        self.lasttag = tag = m.group(1).lower()
        attrs = []
        while k < endpos:
            m = _attribute.match(raw, k)
            if not m:
                break
            name, rest, value = m.group(1, 2, 3)
            if not rest:
                value = None
            elif value[:1] in ('"', "'") and value[:1] == value[-1:]:
                value = value[1:-1]
            if value:
                value = _unescape(value)
            attrs.append((name.lower(), value))
            k = m.end()
        tail = raw[k:endpos].strip()
        if tail not in ('>', '/>'):
            self.handle_data(raw[i:endpos])
            return endpos
        if tail.endswith('/>'):
            self.handle_startendtag(tag, attrs)
        else:
            self.handle_starttag(tag, attrs)
            if tag in self.CDATA_CONTENT_ELEMENTS:
                self.set_cdata_mode(tag)
        return endpos

    # Internal -- check to see if we have a complete starttag; return end
    # or -1 if incomplete.
    def check_for_whole_start_tag(self, i):
        raw = self.rawdata
        j = _whole_tag.match(raw, i).end()
        nxt = raw[j:j + 1]
        if nxt == '>':
            return j + 1
        if nxt == '/':
            if raw[j:j + 2] == '/>':
                return j + 2
            return -1
        if nxt == '' or nxt in _NAME_CHARS:
            return -1
        return j if j > i else i + 1

    # Internal -- parse endtag, return end or -1 if incomplete
    def parse_endtag(self, i):
        raw = self.rawdata
        gt = _find(raw, '>', i + 1)
        if gt < 0:
            return -1
        gtpos = gt + 1
        m = _end_tag.match(raw, i)
        if not m:
            if self.cdata_elem is not None:
                self.handle_data(raw[i:gtpos])
                return gtpos
            named = _tag_name.match(raw, i + 2)
            if not named:
                if raw[i:i + 3] == '</>':
                    return i + 3
                return self.parse_bogus_comment(i)
            self.handle_endtag(named.group(1).lower())
            return _find(raw, '>', named.end()) + 1
        elem = m.group(1).lower()
        if self.cdata_elem is not None and elem != self.cdata_elem:
            self.handle_data(raw[i:gtpos])
            return gtpos
        self.handle_endtag(elem)
        self.clear_cdata_mode()
        return gtpos

    # Overridable -- finish processing of start+end tag: <tag.../>
    def handle_startendtag(self, tag, attrs):
        self.handle_starttag(tag, attrs)
        self.handle_endtag(tag)

    # Overridable -- handle start tag
    def handle_starttag(self, tag, attrs):
        pass

    # Overridable -- handle end tag
    def handle_endtag(self, tag):
        pass

    # Overridable -- handle character reference
    def handle_charref(self, name):
        pass

    # Overridable -- handle entity reference
    def handle_entityref(self, name):
        pass

    # Overridable -- handle data
    def handle_data(self, data):
        pass

    # Overridable -- handle comment
    def handle_comment(self, data):
        pass

    # Overridable -- handle declaration
    def handle_decl(self, decl):
        pass

    # Overridable -- handle processing instruction
    def handle_pi(self, data):
        pass

    def unknown_decl(self, data):
        pass
