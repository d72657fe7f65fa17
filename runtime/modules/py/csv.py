"""CSV reading and writing (CPython 3.11's csv module): reader, writer,
DictReader, DictWriter, the dialect registry with excel, excel-tab and
unix, the QUOTE_* constants and field_size_limit. The parser follows the
documented rules of CPython's: quoted fields may span lines, doubled
quotes and escape characters, strict mode, QUOTE_NONNUMERIC turning
unquoted fields into floats. Sniffer guesses a sample's dialect the way
CPython's does: a quoted field next to a delimiter first, else the
character that occurs equally often on most lines."""

__all__ = ['QUOTE_MINIMAL', 'QUOTE_ALL', 'QUOTE_NONNUMERIC', 'QUOTE_NONE', 'Error',
           'Dialect', '__doc__', 'excel', 'excel_tab', 'field_size_limit', 'reader',
           'writer', 'register_dialect', 'get_dialect', 'list_dialects',
           'Sniffer', 'unregister_dialect', '__version__', 'DictReader', 'DictWriter', 'unix_dialect']

__version__ = '1.0'

QUOTE_MINIMAL = 0
QUOTE_ALL = 1
QUOTE_NONNUMERIC = 2
QUOTE_NONE = 3


class Error(Exception):
    __module__ = '_csv'


_limit = [131072]


def field_size_limit(*args):
    if len(args) > 1:
        raise TypeError("field_size_limit expected at most 1 argument, got %d" % len(args))
    old = _limit[0]
    if args:
        new = args[0]
        if not isinstance(new, int):
            raise TypeError("limit must be an integer")
        _limit[0] = new
    return old


_PARAMS = ('delimiter', 'doublequote', 'escapechar', 'lineterminator', 'quotechar',
           'quoting', 'skipinitialspace', 'strict')


def _char(name, v, allow_none):
    if v is None:
        if allow_none:
            return None
        raise TypeError('"%s" must be string, not NoneType' % name)
    if not isinstance(v, str):
        if allow_none:
            raise TypeError('"%s" must be string or None, not %s' % (name, type(v).__name__))
        raise TypeError('"%s" must be string, not %s' % (name, type(v).__name__))
    if len(v) != 1:
        raise TypeError('"%s" must be a 1-character string' % name)
    return v


class Dialect:
    """The checked, read-only parameters a reader or writer works with
    (CPython's _csv.Dialect)."""
    __module__ = '_csv'

    def __init__(self, base, kw):
        vals = {}
        for name in _PARAMS:
            if base is not None and hasattr(base, name):
                vals[name] = getattr(base, name)
        for k in kw:
            if k not in _PARAMS:
                raise TypeError("'%s' is an invalid keyword argument for this function" % k)
            vals[k] = kw[k]
        d = _char('delimiter', vals.get('delimiter', ','), False)
        q = _char('quotechar', vals.get('quotechar', '"'), True)
        e = _char('escapechar', vals.get('escapechar', None), True)
        lt = vals.get('lineterminator', '\r\n')
        if not isinstance(lt, str):
            raise TypeError('"lineterminator" must be a string')
        quoting = vals.get('quoting', QUOTE_MINIMAL)
        if type(quoting) is not int and not isinstance(quoting, int):
            raise TypeError('"quoting" must be an integer')
        if quoting not in (0, 1, 2, 3):
            raise TypeError('bad "quoting" value')
        if q is None and quoting != QUOTE_NONE and 'quotechar' in vals and vals['quotechar'] is None and quoting != QUOTE_MINIMAL:
            raise TypeError('quotechar must be set if quoting enabled')
        object.__setattr__(self, '_v', (d, bool(vals.get('doublequote', True)), e, lt, q, int(quoting),
                                        bool(vals.get('skipinitialspace', False)), bool(vals.get('strict', False))))

    delimiter = property(lambda self: self._v[0])
    doublequote = property(lambda self: self._v[1])
    escapechar = property(lambda self: self._v[2])
    lineterminator = property(lambda self: self._v[3])
    quotechar = property(lambda self: self._v[4])
    quoting = property(lambda self: self._v[5])
    skipinitialspace = property(lambda self: self._v[6])
    strict = property(lambda self: self._v[7])

    def __setattr__(self, name, value):
        if name in _PARAMS:
            raise AttributeError("attribute '%s' of '_csv.Dialect' objects is not writable" % name)
        raise AttributeError("'_csv.Dialect' object has no attribute '%s'" % name)


_Dialect = Dialect

class _Registry:
    """The registered dialects by name (held in an object rather than a
    module-level dict, whose repr would print every dialect)."""
    __module__ = 'csv'

    def __init__(self):
        self.by_name = {}


_registry = _Registry()


def _make_dialect(dialect, kw):
    if isinstance(dialect, str):
        if dialect not in _registry.by_name:
            raise Error("unknown dialect")
        dialect = _registry.by_name[dialect]
    if isinstance(dialect, _Dialect) and not kw:
        return dialect
    return _Dialect(dialect, kw)


def register_dialect(name, dialect=None, **fmtparams):
    if not isinstance(name, str):
        raise TypeError("dialect name must be a string")
    _registry.by_name[name] = _Dialect(dialect, fmtparams)


def unregister_dialect(name):
    if name not in _registry.by_name:
        raise Error("unknown dialect")
    del _registry.by_name[name]


def get_dialect(name):
    if name not in _registry.by_name:
        raise Error("unknown dialect")
    return _registry.by_name[name]


def list_dialects():
    return list(_registry.by_name)


class Dialect:
    """Describe a CSV dialect: subclass it and set the attributes."""
    __module__ = 'csv'
    _name = ""
    _valid = False
    delimiter = None
    quotechar = None
    escapechar = None
    doublequote = None
    skipinitialspace = None
    lineterminator = None
    quoting = None

    def __init__(self):
        if type(self) is not Dialect:
            self._valid = True
        self._validate()

    def _validate(self):
        try:
            _Dialect(self, {})
        except TypeError as e:
            raise Error(str(e))


class excel(Dialect):
    __module__ = 'csv'
    delimiter = ','
    quotechar = '"'
    doublequote = True
    skipinitialspace = False
    lineterminator = '\r\n'
    quoting = QUOTE_MINIMAL


class excel_tab(excel):
    __module__ = 'csv'
    delimiter = '\t'


class unix_dialect(Dialect):
    __module__ = 'csv'
    delimiter = ','
    quotechar = '"'
    doublequote = True
    skipinitialspace = False
    lineterminator = '\n'
    quoting = QUOTE_ALL


register_dialect("excel", excel)
register_dialect("excel-tab", excel_tab)
register_dialect("unix", unix_dialect)

# Parser states.
_START_RECORD, _START_FIELD, _ESCAPED_CHAR, _IN_FIELD, _IN_QUOTED_FIELD, \
    _ESCAPE_IN_QUOTED_FIELD, _QUOTE_IN_QUOTED_FIELD, _EAT_CRNL, _AFTER_ESCAPED_CRNL = range(9)

_NL_MSG = "new-line character seen in unquoted field - do you need to open the file in universal-newline mode?"


class reader:
    __module__ = '_csv'
    __slots__ = ('_it', 'dialect', 'line_num')

    def __init__(self, iterable, dialect, kw):
        self._it = iter(iterable)
        self.dialect = _make_dialect(dialect, kw)
        self.line_num = 0

    def __iter__(self):
        return self

    def _save(self, fields, field, numeric):
        if len(field) > _limit[0]:
            raise Error("field larger than field limit (%d)" % _limit[0])
        fields.append(float(field) if numeric else field)

    def __next__(self):
        d = self.dialect
        delim, dq, esc, _lt, qc, quoting, skipsp, strict = d._v
        if quoting == QUOTE_NONE:
            qc = None
        fields = []
        field = []
        numeric = False
        state = _START_RECORD
        while True:
            try:
                line = next(self._it)
            except StopIteration:
                if field or state == _IN_QUOTED_FIELD:
                    if strict:
                        raise Error("unexpected end of data")
                    self._save(fields, ''.join(field), numeric)
                    return fields
                if fields:
                    return fields
                raise
            if not isinstance(line, str):
                raise Error("iterator should return strings, not %s (the file should be opened in text mode)"
                            % type(line).__name__)
            self.line_num += 1
            # The common line: no quote, no escape, nothing but its end of
            # line to strip, read in one split.
            if (state == _START_RECORD and not skipsp and quoting != QUOTE_NONNUMERIC
                    and (qc is None or qc not in line) and (esc is None or esc not in line)):
                body = line
                if body.endswith('\r\n'):
                    body = body[:-2]
                elif body.endswith('\n') or body.endswith('\r'):
                    body = body[:-1]
                if '\r' not in body and '\n' not in body and '\0' not in body:
                    if not body:
                        return []
                    fields = body.split(delim)
                    for f in fields:
                        if len(f) > _limit[0]:
                            raise Error("field larger than field limit (%d)" % _limit[0])
                    return fields
            for c in line:
                if state == _START_RECORD:
                    if c == '\n' or c == '\r':
                        state = _EAT_CRNL
                        continue
                    state = _START_FIELD
                if state == _START_FIELD:
                    if c == '\n' or c == '\r':
                        self._save(fields, '', False)
                        state = _EAT_CRNL
                    elif c == qc:
                        state = _IN_QUOTED_FIELD
                    elif c == esc:
                        state = _ESCAPED_CHAR
                    elif c == ' ' and skipsp:
                        pass
                    elif c == delim:
                        self._save(fields, '', False)
                    else:
                        numeric = quoting == QUOTE_NONNUMERIC
                        field.append(c)
                        state = _IN_FIELD
                elif state == _IN_FIELD or state == _AFTER_ESCAPED_CRNL:
                    if c == '\n' or c == '\r':
                        self._save(fields, ''.join(field), numeric)
                        field = []
                        numeric = False
                        state = _EAT_CRNL
                    elif c == esc:
                        state = _ESCAPED_CHAR
                    elif c == delim:
                        self._save(fields, ''.join(field), numeric)
                        field = []
                        numeric = False
                        state = _START_FIELD
                    else:
                        field.append(c)
                        state = _IN_FIELD
                elif state == _ESCAPED_CHAR:
                    field.append(c)
                    state = _AFTER_ESCAPED_CRNL if c == '\n' or c == '\r' else _IN_FIELD
                elif state == _IN_QUOTED_FIELD:
                    if c == esc:
                        state = _ESCAPE_IN_QUOTED_FIELD
                    elif c == qc:
                        state = _QUOTE_IN_QUOTED_FIELD if dq else _IN_FIELD
                    else:
                        field.append(c)
                elif state == _ESCAPE_IN_QUOTED_FIELD:
                    field.append(c)
                    state = _IN_QUOTED_FIELD
                elif state == _QUOTE_IN_QUOTED_FIELD:
                    if c == qc:
                        field.append(c)
                        state = _IN_QUOTED_FIELD
                    elif c == delim:
                        self._save(fields, ''.join(field), numeric)
                        field = []
                        numeric = False
                        state = _START_FIELD
                    elif c == '\n' or c == '\r':
                        self._save(fields, ''.join(field), numeric)
                        field = []
                        numeric = False
                        state = _EAT_CRNL
                    elif not strict:
                        field.append(c)
                        state = _IN_FIELD
                    else:
                        raise Error("'%s' expected after '%s'" % (delim, qc))
                elif state == _EAT_CRNL:
                    if c != '\n' and c != '\r':
                        raise Error(_NL_MSG)
            # The end of the line.
            if state == _START_RECORD or state == _EAT_CRNL:
                return fields
            if state == _START_FIELD or state == _IN_FIELD or state == _QUOTE_IN_QUOTED_FIELD:
                self._save(fields, ''.join(field), numeric)
                return fields
            if state == _ESCAPED_CHAR:
                field.append('\n')
                state = _IN_FIELD
            elif state == _ESCAPE_IN_QUOTED_FIELD:
                field.append('\n')
                state = _IN_QUOTED_FIELD
            elif state == _AFTER_ESCAPED_CRNL:
                state = _IN_FIELD


_Reader = reader


def reader(csvfile, dialect='excel', **fmtparams):
    return _Reader(csvfile, dialect, fmtparams)


def _is_number(v):
    return isinstance(v, (int, float, complex)) or (
        hasattr(type(v), '__float__') or hasattr(type(v), '__index__')) and not isinstance(v, str)


class writer:
    __module__ = '_csv'
    __slots__ = ('_write', 'dialect')

    def __init__(self, f, dialect, kw):
        try:
            self._write = f.write
        except AttributeError:
            raise TypeError('argument 1 must have a "write" method')
        self.dialect = _make_dialect(dialect, kw)

    def _field(self, v, only):
        delim, dq, esc, lt, qc, quoting, _sk, _st = self.dialect._v
        if v is None:
            s = ''
            quoted = quoting == QUOTE_ALL or quoting == QUOTE_NONNUMERIC
        else:
            s = v if isinstance(v, str) else repr(v) if isinstance(v, float) else str(v)
            if quoting == QUOTE_ALL:
                quoted = True
            elif quoting == QUOTE_NONNUMERIC:
                quoted = not _is_number(v)
            else:
                quoted = False
        out = []
        for c in s:
            escape = False
            if c == delim or c == esc or c == qc or c in lt:
                if quoting == QUOTE_NONE:
                    escape = True
                else:
                    if c == qc:
                        if dq:
                            out.append(qc)
                        else:
                            escape = True
                    elif c == esc:
                        escape = True
                    if not escape:
                        # Without a quote character the field cannot be
                        # quoted: the character is escaped instead.
                        if qc is None:
                            escape = True
                        else:
                            quoted = True
                if escape:
                    if esc is None:
                        raise Error("need to escape, but no escapechar set")
                    out.append(esc)
            out.append(c)
        if only and not s:
            if quoting == QUOTE_NONE:
                raise Error("single empty field record must be quoted")
            quoted = True
        s = ''.join(out)
        if quoted and qc is not None:
            s = qc + s + qc
        return s

    def writerow(self, row):
        try:
            items = list(row)
        except TypeError:
            raise Error("iterable expected, not %s" % type(row).__name__)
        only = len(items) == 1
        line = self.dialect.delimiter.join([self._field(v, only) for v in items])
        return self._write(line + self.dialect.lineterminator)

    def writerows(self, rows):
        for row in rows:
            self.writerow(row)


_Writer = writer


def writer(csvfile, dialect='excel', **fmtparams):
    return _Writer(csvfile, dialect, fmtparams)


class DictReader:
    __module__ = 'csv'
    def __init__(self, f, fieldnames=None, restkey=None, restval=None,
                 dialect="excel", *args, **kwds):
        if fieldnames is not None and iter(fieldnames) is fieldnames:
            fieldnames = list(fieldnames)
        self._fieldnames = fieldnames
        self.restkey = restkey
        self.restval = restval
        self.reader = reader(f, dialect, *args, **kwds)
        self.dialect = dialect
        self.line_num = 0

    def __iter__(self):
        return self

    @property
    def fieldnames(self):
        if self._fieldnames is None:
            try:
                self._fieldnames = next(self.reader)
            except StopIteration:
                pass
        self.line_num = self.reader.line_num
        return self._fieldnames

    @fieldnames.setter
    def fieldnames(self, value):
        self._fieldnames = value

    def __next__(self):
        if self.line_num == 0:
            self.fieldnames
        row = next(self.reader)
        self.line_num = self.reader.line_num
        while row == []:
            row = next(self.reader)
        d = dict(zip(self.fieldnames, row))
        lf = len(self.fieldnames)
        lr = len(row)
        if lf < lr:
            d[self.restkey] = row[lf:]
        elif lf > lr:
            for key in self.fieldnames[lr:]:
                d[key] = self.restval
        return d



class DictWriter:
    __module__ = 'csv'
    def __init__(self, f, fieldnames, restval="", extrasaction="raise",
                 dialect="excel", *args, **kwds):
        if fieldnames is not None and iter(fieldnames) is fieldnames:
            fieldnames = list(fieldnames)
        self.fieldnames = fieldnames
        self.restval = restval
        if extrasaction.lower() not in ("raise", "ignore"):
            raise ValueError("extrasaction (%s) must be 'raise' or 'ignore'" % extrasaction)
        self.extrasaction = extrasaction
        self.writer = writer(f, dialect, *args, **kwds)

    def writeheader(self):
        header = dict(zip(self.fieldnames, self.fieldnames))
        return self.writerow(header)

    def _dict_to_list(self, rowdict):
        if self.extrasaction == "raise":
            wrong = [k for k in rowdict if k not in self.fieldnames]
            if wrong:
                raise ValueError("dict contains fields not in fieldnames: " + ", ".join([repr(x) for x in wrong]))
        return (rowdict.get(key, self.restval) for key in self.fieldnames)

    def writerow(self, rowdict):
        return self.writer.writerow(self._dict_to_list(rowdict))

    def writerows(self, rowdicts):
        return self.writer.writerows(map(self._dict_to_list, rowdicts))



# A quoted field with what surrounds it, most telling first: delimiter on
# both sides, at a line start before a delimiter, after a delimiter at a
# line end, alone on its line.
_QUOTED_FIELD_PATTERNS = (
    r'(?P<delim>[^\w\n"\'])(?P<space> ?)(?P<quote>["\']).*?(?P=quote)(?P=delim)',
    r'(?:^|\n)(?P<quote>["\']).*?(?P=quote)(?P<delim>[^\w\n"\'])(?P<space> ?)',
    r'(?P<delim>[^\w\n"\'])(?P<space> ?)(?P<quote>["\']).*?(?P=quote)(?:$|\n)',
    r'(?:^|\n)(?P<quote>["\']).*?(?P=quote)(?:$|\n)',
)


def _tally(counts, key):
    counts[key] = counts.get(key, 0) + 1


def _first_max(counts):
    """The key with the highest count, the earliest seen among equals."""
    best = None
    for k in counts:
        if best is None or counts[k] > counts[best]:
            best = k
    return best


class Sniffer:
    """Guess the dialect of a CSV sample (sniff) and whether its first row
    is a header (has_header)."""
    __module__ = 'csv'

    def __init__(self):
        self.preferred = [',', '\t', ';', ' ', ':']

    def sniff(self, sample, delimiters=None):
        quotechar, doublequote, delimiter, skipinitialspace = \
            self._guess_quote_and_delimiter(sample, delimiters)
        if not delimiter:
            delimiter, skipinitialspace = self._guess_delimiter(sample, delimiters)
        if not delimiter:
            raise Error("Could not determine delimiter")

        class dialect(Dialect):
            _name = "sniffed"
            lineterminator = '\r\n'
            quoting = QUOTE_MINIMAL

        dialect.doublequote = doublequote
        dialect.delimiter = delimiter
        dialect.quotechar = quotechar or '"'
        dialect.skipinitialspace = skipinitialspace
        return dialect

    def _guess_quote_and_delimiter(self, data, delimiters):
        import re
        matches = []
        for pattern in _QUOTED_FIELD_PATTERNS:
            regexp = re.compile(pattern, re.DOTALL | re.MULTILINE)
            matches = regexp.findall(data)
            if matches:
                break
        if not matches:
            return ('', False, None, 0)
        index = regexp.groupindex
        quotes = {}
        delims = {}
        spaces = 0
        for m in matches:
            if isinstance(m, str):
                m = (m,)
            q = m[index['quote'] - 1]
            if q:
                _tally(quotes, q)
            if 'delim' not in index:
                continue
            d = m[index['delim'] - 1]
            if d and (delimiters is None or d in delimiters):
                _tally(delims, d)
            if 'space' not in index:
                continue
            if m[index['space'] - 1]:
                spaces += 1
        quotechar = _first_max(quotes)
        if delims:
            delim = _first_max(delims)
            skipinitialspace = delims[delim] == spaces
            if delim == '\n':
                delim = ''
        else:
            delim = ''
            skipinitialspace = 0
        d = re.escape(delim)
        dq = re.compile(r"((%s)|^)\W*%s[^%s\n]*%s[^%s\n]*%s\W*((%s)|$)"
                        % (d, quotechar, d, quotechar, d, quotechar, d), re.MULTILINE)
        doublequote = bool(dq.search(data))
        return (quotechar, doublequote, delim, skipinitialspace)

    def _guess_delimiter(self, data, delimiters):
        """The character whose per-line count is the same on the most lines
        (at least 90% of them), read in chunks of 10 lines until one
        character stands out; among several, the preferred ones first."""
        lines = [line for line in data.split('\n') if line]
        chunk = min(10, len(lines))
        chars = [chr(c) for c in range(127)]
        freq = {}       # char -> {count on a line: number of lines}
        modes = {}      # char -> (commonest count, its lines less all others)
        delims = {}
        rounds = 0
        start, end = 0, chunk
        while start < len(lines):
            rounds += 1
            for line in lines[start:end]:
                for ch in chars:
                    per = freq.get(ch, {})
                    n = line.count(ch)
                    per[n] = per.get(n, 0) + 1
                    freq[ch] = per
            for ch in freq:
                items = list(freq[ch].items())
                if len(items) == 1 and items[0][0] == 0:
                    continue
                if len(items) > 1:
                    top = items[0]
                    for it in items:
                        if it[1] > top[1]:
                            top = it
                    items.remove(top)
                    modes[ch] = (top[0], top[1] - sum(it[1] for it in items))
                else:
                    modes[ch] = items[0]
            total = float(min(chunk * rounds, len(lines)))
            consistency = 1.0
            while not delims and consistency >= 0.9:
                for ch, (n, lines_n) in modes.items():
                    if n > 0 and lines_n > 0:
                        if lines_n / total >= consistency and (delimiters is None or ch in delimiters):
                            delims[ch] = (n, lines_n)
                consistency -= 0.01
            if len(delims) == 1:
                delim = list(delims)[0]
                return (delim, lines[0].count(delim) == lines[0].count(delim + " "))
            start = end
            end += chunk
        if not delims:
            return ('', 0)
        if len(delims) > 1:
            for d in self.preferred:
                if d in delims:
                    return (d, lines[0].count(d) == lines[0].count(d + " "))
        ranked = sorted((v, k) for k, v in delims.items())
        delim = ranked[-1][1]
        return (delim, lines[0].count(delim) == lines[0].count(delim + " "))

    def has_header(self, sample):
        """Vote column by column over up to 21 rows after the first: a column
        whose values all parse as numbers, or all have one length, votes for
        a header when the first row's value does not fit that, else
        against."""
        import io
        rows = reader(io.StringIO(sample), self.sniff(sample))
        header = next(rows)
        ncols = len(header)
        kinds = {}
        for i in range(ncols):
            kinds[i] = None
        checked = 0
        for row in rows:
            if checked > 20:
                break
            checked += 1
            if len(row) != ncols:
                continue
            for col in list(kinds):
                try:
                    complex(row[col])
                    kind = complex
                except (ValueError, OverflowError):
                    kind = len(row[col])
                if kind != kinds[col]:
                    if kinds[col] is None:
                        kinds[col] = kind
                    else:
                        del kinds[col]
        votes = 0
        for col, kind in kinds.items():
            if type(kind) == int:
                votes += 1 if len(header[col]) != kind else -1
            else:
                try:
                    kind(header[col])
                except (ValueError, TypeError):
                    votes += 1
                else:
                    votes -= 1
        return votes > 0


__c_types__ = (Error, _Reader, _Writer)


# CPython writes these in C (_csv): tracebacks show none of their frames.
for _f in (_Reader, _Writer, reader, writer, _make_dialect, _char, field_size_limit, register_dialect,
           unregister_dialect, get_dialect, list_dialects):
    _hide_frames(_f)
del _f
