class JSONDecodeError(ValueError):
    __module__ = 'json.decoder'
    def __init__(self, msg, doc, pos):
        lineno = doc.count('\n', 0, pos) + 1
        colno = pos - doc.rfind('\n', 0, pos)
        ValueError.__init__(self, '%s: line %d column %d (char %d)' % (msg, lineno, colno, pos))
        self.msg = msg
        self.doc = doc
        self.pos = pos
        self.lineno = lineno
        self.colno = colno

class JSONEncoder:
    __module__ = 'json.encoder'
    item_separator = ', '
    key_separator = ': '
    def __init__(self, *, skipkeys=False, ensure_ascii=True, check_circular=True, allow_nan=True,
                 sort_keys=False, indent=None, separators=None, default=None):
        self.skipkeys = skipkeys
        self.ensure_ascii = ensure_ascii
        self.check_circular = check_circular
        self.allow_nan = allow_nan
        self.sort_keys = sort_keys
        self.indent = indent
        if separators is not None:
            self.item_separator, self.key_separator = separators
        elif indent is not None:
            self.item_separator = ','
        if default is not None:
            self.default = default
    def default(self, o):
        raise TypeError(f'Object of type {type(o).__name__} is not JSON serializable')
    def encode(self, o):
        return _encode(o, self.skipkeys, self.ensure_ascii, self.check_circular, self.allow_nan,
                       self.sort_keys, self.indent, self.item_separator, self.key_separator,
                       self.default)
    def iterencode(self, o, _one_shot=False):
        if _one_shot:
            return iter([self.encode(o)])
        return _chunks(self, o)

def _chunks(enc, o):
    """encode()'s text in the pieces CPython's Python encoder yields: a
    scalar with the separator before it, each bracket, key and separator
    on its own, a nested container after its separator."""
    indent = enc.indent
    if indent is not None and not isinstance(indent, str):
        indent = ' ' * indent
    item_sep = enc.item_separator
    key_sep = enc.key_separator
    active = {} if enc.check_circular else None

    def mark(x):
        if active is not None:
            if id(x) in active:
                raise ValueError("Circular reference detected")
            active[id(x)] = x

    def unmark(x):
        if active is not None:
            del active[id(x)]

    def text(v):
        return _encode(v, False, enc.ensure_ascii, False, True, False, None, ', ', ': ', None)

    def floatstr(v):
        if v != v:
            t = 'NaN'
        elif v == _INF:
            t = 'Infinity'
        elif v == -_INF:
            t = '-Infinity'
        else:
            return text(v)
        if not enc.allow_nan:
            raise ValueError("Out of range float values are not JSON compliant: " + repr(v))
        return t

    def scalar(v):
        """The text of a str, None, bool, int or float; None for others."""
        if isinstance(v, str):
            return text(v)
        if v is None:
            return 'null'
        if v is True:
            return 'true'
        if v is False:
            return 'false'
        if isinstance(v, int):
            return text(v)
        if isinstance(v, float):
            return floatstr(v)
        return None

    def opening(level):
        if indent is None:
            return None, item_sep
        nl = '\n' + indent * (level + 1)
        return nl, item_sep + nl

    def seq(lst, level):
        if not lst:
            yield '[]'
            return
        mark(lst)
        nl, sep = opening(level)
        buf = '[' if nl is None else '[' + nl
        first = True
        for v in lst:
            if first:
                first = False
            else:
                buf = sep
            t = scalar(v)
            if t is not None:
                yield buf + t
            else:
                yield buf
                yield from value(v, level + 1)
        if nl is not None:
            yield '\n' + indent * level
        yield ']'
        unmark(lst)

    def mapping(dct, level):
        if not dct:
            yield '{}'
            return
        mark(dct)
        yield '{'
        nl, sep = opening(level)
        if nl is not None:
            yield nl
        first = True
        items = sorted(dct.items()) if enc.sort_keys else dct.items()
        for key, v in items:
            if isinstance(key, str):
                pass
            elif isinstance(key, float):
                key = floatstr(key)
            elif key is True:
                key = 'true'
            elif key is False:
                key = 'false'
            elif key is None:
                key = 'null'
            elif isinstance(key, int):
                key = text(key)
            elif enc.skipkeys:
                continue
            else:
                raise TypeError(f'keys must be str, int, float, bool or None, not {type(key).__name__}')
            if first:
                first = False
            else:
                yield sep
            yield text(key)
            yield key_sep
            t = scalar(v)
            if t is not None:
                yield t
            else:
                yield from value(v, level + 1)
        if nl is not None:
            yield '\n' + indent * level
        yield '}'
        unmark(dct)

    def value(v, level):
        t = scalar(v)
        if t is not None:
            yield t
        elif isinstance(v, (list, tuple)):
            yield from seq(v, level)
        elif isinstance(v, dict):
            yield from mapping(v, level)
        else:
            mark(v)
            yield from value(enc.default(v), level)
            unmark(v)

    return value(o, 0)

_INF = float('inf')

class JSONDecoder:
    __module__ = 'json.decoder'
    def __init__(self, *, object_hook=None, parse_float=None, parse_int=None, parse_constant=None,
                 strict=True, object_pairs_hook=None):
        self.object_hook = object_hook
        self.parse_float = parse_float
        self.parse_int = parse_int
        self.parse_constant = parse_constant
        self.strict = strict
        self.object_pairs_hook = object_pairs_hook
    def decode(self, s):
        return _decode(s, self.object_hook, self.object_pairs_hook, self.parse_float, self.parse_int,
                       self.parse_constant, self.strict, 0, False)
    def raw_decode(self, s, idx=0):
        return _decode(s, self.object_hook, self.object_pairs_hook, self.parse_float, self.parse_int,
                       self.parse_constant, self.strict, idx, True)

def dumps(obj, *, skipkeys=False, ensure_ascii=True, check_circular=True, allow_nan=True, cls=None,
          indent=None, separators=None, default=None, sort_keys=False, **kw):
    if cls is None and not kw:
        if separators is not None:
            item_separator, key_separator = separators
        else:
            item_separator = ', ' if indent is None else ','
            key_separator = ': '
        return _encode(obj, skipkeys, ensure_ascii, check_circular, allow_nan, sort_keys, indent,
                       item_separator, key_separator, default)
    if cls is None:
        cls = JSONEncoder
    return cls(skipkeys=skipkeys, ensure_ascii=ensure_ascii, check_circular=check_circular,
               allow_nan=allow_nan, indent=indent, separators=separators, default=default,
               sort_keys=sort_keys, **kw).encode(obj)

def dump(obj, fp, *, skipkeys=False, ensure_ascii=True, check_circular=True, allow_nan=True,
         cls=None, indent=None, separators=None, default=None, sort_keys=False, **kw):
    # Written in the pieces iterencode yields, as CPython's dump writes
    # them (a file-like object sees each write; an error midway leaves
    # what came before it written). Into an io.StringIO, where only the
    # text shows, the text is made at once as dumps makes it (far
    # cheaper); an error makes it again piece by piece, so that what
    # comes before the error is written.
    if cls is None and not kw:
        import io as _io
        if type(fp) is _io.StringIO:
            try:
                text = dumps(obj, skipkeys=skipkeys, ensure_ascii=ensure_ascii,
                             check_circular=check_circular, allow_nan=allow_nan, indent=indent,
                             separators=separators, default=default, sort_keys=sort_keys)
            except Exception:
                pass
            else:
                fp.write(text)
                return
    if cls is None:
        cls = JSONEncoder
    for chunk in cls(skipkeys=skipkeys, ensure_ascii=ensure_ascii, check_circular=check_circular,
                     allow_nan=allow_nan, indent=indent, separators=separators, default=default,
                     sort_keys=sort_keys, **kw).iterencode(obj):
        fp.write(chunk)

def _text(s):
    if isinstance(s, str):
        if s.startswith('\ufeff'):
            raise JSONDecodeError('Unexpected UTF-8 BOM (decode using utf-8-sig)', s, 0)
        return s
    if not isinstance(s, (bytes, bytearray)):
        raise TypeError(f'the JSON object must be str, bytes or bytearray, not {type(s).__name__}')
    if s.startswith(b'\xef\xbb\xbf'):
        return s[3:].decode('utf-8')
    return s.decode('utf-8')

def loads(s, *, cls=None, object_hook=None, parse_float=None, parse_int=None, parse_constant=None,
          object_pairs_hook=None, **kw):
    s = _text(s)
    if cls is None and not kw:
        return _decode(s, object_hook, object_pairs_hook, parse_float, parse_int, parse_constant,
                       True, 0, False)
    if cls is None:
        cls = JSONDecoder
    if object_hook is not None:
        kw['object_hook'] = object_hook
    if object_pairs_hook is not None:
        kw['object_pairs_hook'] = object_pairs_hook
    if parse_float is not None:
        kw['parse_float'] = parse_float
    if parse_int is not None:
        kw['parse_int'] = parse_int
    if parse_constant is not None:
        kw['parse_constant'] = parse_constant
    return cls(**kw).decode(s)

def load(fp, **kw):
    return loads(fp.read(), **kw)
